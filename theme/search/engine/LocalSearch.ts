// cspell:ignore strictport alais alia webwoker woker distpath (search terms as the tokenizer writes them, and typos it forgives)
/**
 * Full-text search over one language's index, in the browser, with FlexSearch.
 *
 * A document is a page section: the page title, the path of headings above the section, and the section's
 * own text (code blocks included). Two FlexSearch indexes hold the sections: Latin terms and CJK characters
 * (see ./tokenize). A query returns the sections that contain every query term; the last word the reader
 * is typing matches as a prefix. Sections are then ranked with the fields weighted title > heading > text,
 * and grouped by page. A page's `keywords` (what other tools call its subject) count as its title.
 *
 * What readers type is forgiven in three ways:
 * - a word the index does not hold matches the indexed words within one typo (4-7 letters) or two (8+),
 *   or two indexed words run together (`webwoker` -> web worker), below exact matches (./fuzzy);
 * - when no section holds every word, the sections holding the most of them follow, each word weighted by
 *   how rare it is (inverse document frequency), and the results say they are partial;
 * - a Chinese phrase no page holds is tried with the characters that sound the same (pinyin, tones
 *   ignored: 代里 -> 代理), once the caller has loaded the table (`needsPinyin`, `usePinyin`); a slip inside a
 *   word of the synonym table is put right the same way (打包体积分西 -> 打包体积 | 分析).
 *
 * And readers use other words than the pages: a query word of the synonym table (./synonyms) also matches the
 * other words of its group, at `SYNONYM_FACTOR` of its weight (去掉 -> 关闭, disable; 输出目录 -> distpath). When
 * fewer than `FEW_PAGES` pages hold every word, the pages holding most of them follow, marked partial, ranked by
 * their score times the share of the query they hold. A long query is also read as a pasted message: its word pairs
 * held in order count (`SEQUENCE_MIN_WORDS`), and in any query so do the pairs inside a token glued by punctuation
 * (`BROWSER=none`, `BASE_URL`: `gluedPairs`). A Chinese phrase no page holds, as typed or by its sound, is cut into
 * the runs the pages hold (`#heldParts`).
 *
 * Both indexes use FlexSearch's `strict` tokenizer, and the prefix is expanded against the sorted list of
 * indexed words instead. Measured in Chromium on this site's English index (1,642 sections), `forward`
 * tokenizing took 317-385 ms to build against 70-98 ms for `strict`, and the build alone would spend the
 * 300 ms first-query budget. A prefix is found in the sorted word list by binary search; whole queries,
 * prefix included, took 0.1-37 ms in Node on the English index.
 */
import { Index } from 'flexsearch';
import { yieldToBrowser } from '../../lib/idle';
import { byLength, closeWords } from './fuzzy';
import { isCjkWord, Synonyms } from './synonyms';
import { findMatches, snippetAround } from './highlight';
import { homophonePattern, type PinyinTable } from './pinyin';
import {
  CAMEL_WORD,
  cjkChars,
  cjkRuns,
  latinTerms,
  lowerWithoutAccents,
  type ParsedQuery,
  parseQuery,
  phraseWords,
  type QueryTerm,
  splitCamel,
  termMatches,
  withoutPastedNoise,
} from './tokenize';
import { DEFAULT_LIMIT, headingText, type PageResult, type SearchDocument, type SearchHit } from './types';

/** Sections ranked before they are grouped into pages (spec 9: 100 in the underlying search). */
export const SECTION_LIMIT = 100;
/** Rows shown under one page: enough to see where it answers, few enough to see other pages. */
export const HITS_PER_PAGE = 5;
/** Queries remembered with their results (spec 9). */
export const CACHE_SIZE = 100;

/**
 * Field weights: a term in the page title counts 6 times one in the section text. A page's keyword (another
 * tool's name for its subject) counts like a heading, and a query that spells one out in full gets most of
 * the title's bonus (see `#score`): at the title's weight, `devServer.client` made dev.client outrank the
 * dev server guide for "dev server port".
 */
const WEIGHT = { title: 6, keyword: 3, heading: 3, text: 1, phraseInText: 1.5, scattered: 0.5 } as const;
/** A term that only matches as the start of a longer word counts less than a whole word. */
const PREFIX_FACTOR = 0.7;
/** A word matched with one typo, or two: below a prefix, so an exact spelling always wins. */
const TYPO_FACTOR = [1, 0.6, 0.45] as const;
/** A Chinese phrase matched through its pinyin. */
const HOMOPHONE_FACTOR = 0.8;
/**
 * Longest phrase read as a slip of the pen before it is cut into words (`#heldParts`): 跨域请球 is 跨域请求 mistyped,
 * 区分测试环境 is two words.
 */
const MAX_HOMOPHONE_LENGTH = 4;
/** A word matched through its synonym group (./synonyms): 产物目录 for 输出目录, below the word as typed. */
const SYNONYM_FACTOR = 0.85;
/**
 * A query of this many words or more is read as a pasted message as well: the share of its adjacent word pairs
 * that a section holds in the same order counts (`#sequenceShare`), so the section quoting the message beats
 * pages that hold its common words one by one.
 */
const SEQUENCE_MIN_WORDS = 6;
/** How much the word pairs count in a partial list's `matched`, against the share of words (by rarity). */
const SEQUENCE_WEIGHT = 0.5;
/** Fewer pages than this holding every word of a query: the pages holding most of them follow (`#run`). */
const FEW_PAGES = 3;
/** Shortest part of a word split in two (`webwoker` -> web + woker). */
const MIN_SPLIT_PART = 3;

/**
 * A query term resolved against the index: the indexed words it stands for, each with its weight (1 as
 * typed, `PREFIX_FACTOR` as a prefix, `TYPO_FACTOR` with typos), and the sections holding any of them.
 */
interface ResolvedTerm {
  term: QueryTerm;
  words: Map<string, number>;
  /** Two indexed words the term runs together: `left` as typed, `right` with its weight(s). */
  split?: { left: string; right: Map<string, number> };
  /** Sections holding one of `words` (or both words of `split`), with the best weight among them. */
  ids: Map<number, number>;
  /** How rare the term is: log(1 + sections / sections holding it); 0 when none holds it. */
  idf: number;
  /** `SYNONYM_FACTOR` when the term stands in for a word of the query; 1 as typed. */
  factor: number;
}

/** A CJK phrase with the sections whose characters include all of its own, and how rare it is. */
interface ResolvedPhrase {
  phrase: string;
  ids: Set<number>;
  idf: number;
  /** `HOMOPHONE_FACTOR` when the phrase is a homophone of what the reader typed. */
  factor: number;
}

/**
 * One thing the query asks for, which a section answers with any of its options: a term or a phrase as typed, and
 * the words of its synonym group. A query without synonyms has one option per unit.
 */
interface Unit {
  terms: ResolvedTerm[];
  phrases: ResolvedPhrase[];
  /** Sections holding one of the options (for a phrase: all of its characters), with the best factor among them. */
  ids: Map<number, number>;
  /** How rare the unit is, from `ids` (a phrase no section holds counts as the rarest). */
  idf: number;
}

/** Where a section holds a unit, and what that is worth (`termPlace`, `phrasePlace`). */
interface Place {
  score: number;
  /** The share of the unit held, times the option's factor: what `matched` adds up. */
  held: number;
  /** In the page's own title (not only a keyword). */
  ownTitle: boolean;
  inTitle: boolean;
  inHeading: boolean;
  inText: boolean;
}

interface Section {
  page: number;
  /** Headings from the h2 down to this section's own; empty for the text above the first heading. */
  path: string[];
  /** Anchor of the section's heading; undefined for the page top. */
  anchor: string | undefined;
  /** The section's own text, its heading excluded. */
  text: string;
}

/** A page's summary: the frontmatter description, which the page body may not repeat. */
function summaryOf(page: SearchDocument): string {
  return page.description ?? '';
}

/** A page's keywords as one line of text, for the index and for a hit that matched only them. */
function keywordsOf(page: SearchDocument): string {
  return page.keywords?.join(' · ') ?? '';
}

/** What one candidate section scored, and why (the hit type follows from it). */
/** A page's title words, and those of its keyword that holds the most of the query (`#titleTermsOf`). */
interface TitleTerms {
  title: Set<string>;
  keyword: Set<string>;
}

interface Scored {
  id: number;
  score: number;
  /** Share of the query matched, weighted by rarity: 1 when every word matched. */
  matched: number;
  allInTitle: boolean;
  allInTitleOrHeading: boolean;
  anyInHeading: boolean;
}

/** What `#score` reads of the query besides its units, worked out once a query (`#run`). */
interface ScoreExtras {
  /** Chinese phrases as typed that `#units` cut around synonyms or into the runs the pages hold. */
  cutPhrases: readonly string[];
  /** A long query's adjacent word pairs (`wordPairs`); none for a short one. */
  pairs: readonly string[];
  /** The word pairs inside the query's glued tokens (`gluedPairs`). */
  glued: readonly string[];
}

/** Options of `LocalSearch.create`. */
export interface BuildOptions {
  /**
   * Longest stretch of indexing work between two yields to the browser, in ms. Default 6: a phone is about 4x
   * slower than the machine this was tuned on, and a task over 50 ms is a long task there.
   */
  sliceMs?: number;
  /** The synonym table's groups, looked up per query (./synonyms). Default: the site's table. */
  synonyms?: Synonyms;
}

const ALL = { limit: 1_000_000 };

/** Splits each page into sections at its headings. */
function toSections(pages: readonly SearchDocument[]): Section[] {
  return pages.flatMap((page, pageIndex) => pageSections(page, pageIndex));
}

/** One page's sections: the text before its first heading, then one per heading. */
function pageSections(page: SearchDocument, pageIndex: number): Section[] {
  const sections: Section[] = [];
  const headings = page.toc
    .filter((heading) => heading.charIndex >= 0)
    .map((heading) => ({ ...heading, text: headingText(heading, page.content) }))
    .sort((a, b) => a.charIndex - b.charIndex);
  const end = (index: number) => headings[index + 1]?.charIndex ?? page.content.length;
  sections.push({ page: pageIndex, path: [], anchor: undefined, text: page.content.slice(0, headings[0]?.charIndex ?? page.content.length) });
  const stack: { depth: number; text: string }[] = [];
  headings.forEach((heading, index) => {
    while (stack.length > 0 && stack.at(-1)!.depth >= heading.depth) stack.pop();
    stack.push(heading);
    let text = page.content.slice(heading.charIndex, end(index));
    if (text.startsWith(heading.text)) text = text.slice(heading.text.length);
    sections.push({ page: pageIndex, path: stack.map((item) => item.text), anchor: heading.id, text });
  });
  return sections;
}

/**
 * The runs of two characters or more of a CJK phrase that `holds`, left to right, each the longest from where it
 * starts; the characters between them are skipped. 热更新没生效 against a text with 热更新 and 不生效: 热更新, 生效.
 */
function heldRuns(phrase: string, holds: (run: string) => boolean): string[] {
  const runs: string[] = [];
  for (let start = 0; start < phrase.length - 1; ) {
    let end = phrase.length;
    while (end - start >= 2 && !holds(phrase.slice(start, end))) end--;
    if (end - start >= 2) {
      runs.push(phrase.slice(start, end));
      start = end;
    } else {
      start++;
    }
  }
  return runs;
}

/**
 * Share of a CJK phrase's characters that `text` holds in runs of two or more, longest first:
 * 热更新没生效 in a text with 热更新 and 不生效 is 5/6.
 */
function coveredShare(phrase: string, text: string): number {
  return heldRuns(phrase, (run) => text.includes(run)).join('').length / phrase.length;
}

/** How rare a word is among `total` sections when `holding` of them hold it; 0 when none does. */
function idf(total: number, holding: number): number {
  return holding === 0 ? 0 : Math.log(1 + total / holding);
}

/** Lower-cased text with punctuation turned into single spaces: `server.strictPort` -> `server strictport`. */
function normalizePhrase(text: string): string {
  return lowerWithoutAccents(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The Latin words of a text, lower-cased and without punctuation; Chinese runs are left out. */
function latinWordsOf(text: string): string[] {
  return normalizePhrase(text)
    .split(' ')
    .filter((word) => word && !/^\p{Script=Han}/u.test(word));
}

/** Each two adjacent words, as ` a b `: what `#sequenceShare` looks for. */
function adjacentPairs(words: readonly string[]): string[] {
  return words.slice(1).map((word, at) => ` ${words[at]} ${word} `);
}

/**
 * The adjacent word pairs of a long query, as ` a b ` (see `SEQUENCE_MIN_WORDS`), from its Latin words with the
 * pasted noise taken out; none for a shorter query.
 */
function wordPairs(text: string): string[] {
  const words = latinWordsOf(withoutPastedNoise(text));
  if (words.length < SEQUENCE_MIN_WORDS) return [];
  return [...new Set(adjacentPairs(words))];
}

/**
 * The adjacent word pairs inside each token of a query that punctuation glues together, as ` a b `: `BROWSER=none`
 * gives ` browser none `, `process.env.PORT` two pairs. Readers paste such a token as they saw it, and a section
 * that holds its words in that order is the one that shows it. In a long query they count on top of its
 * `wordPairs`: a glued identifier (`BASE_URL`) says more than two common words next to each other.
 */
function gluedPairs(text: string): string[] {
  return [...new Set(text.split(/\s+/).flatMap((token) => adjacentPairs(latinWordsOf(token))))];
}

/** The best weight with which a set of indexed terms satisfies a resolved term; 0 when it does not. */
function heldWith(terms: ReadonlySet<string>, resolved: ResolvedTerm): number {
  if (terms.has(resolved.term.term)) return 1;
  let best = 0;
  for (const term of terms) {
    const factor = resolved.words.get(term) ?? (resolved.term.prefix && termMatches(resolved.term, term) ? PREFIX_FACTOR : 0);
    if (factor > best) best = factor;
  }
  const { split } = resolved;
  if (split && terms.has(split.left)) {
    for (const [word, factor] of split.right) if (factor > best && terms.has(word)) best = factor;
  }
  return best;
}

/**
 * Share of a title's words (Latin words, and CJK runs by character) that the query matches, 0 to 1.
 * `resolve.aliasStrategy` has three words (resolve, alias, strategy); "path alias" covers one of them.
 */
export function coverage(title: string, query: ParsedQuery): number {
  const words = [...new Set(latinTerms(splitCamel(title)))];
  const runs = cjkRuns(title);
  if (words.length + runs.length === 0) return 0;
  // A camelCase name asked for whole (`distpath`, as a synonym gives it) covers each of its words.
  const wholeNames = (title.match(CAMEL_WORD) ?? []).filter((name) => query.terms.some((term) => !term.prefix && term.term === name.toLowerCase()));
  const coveredParts = new Set(wholeNames.flatMap((name) => latinTerms(splitCamel(name))));
  let covered = words.filter((word) => coveredParts.has(word) || query.terms.some((term) => termMatches(term, word))).length;
  for (const run of runs) {
    const hit = new Array<boolean>(run.length).fill(false);
    for (const phrase of query.phrases) {
      for (let at = run.indexOf(phrase); at !== -1; at = run.indexOf(phrase, at + 1)) hit.fill(true, at, at + phrase.length);
    }
    covered += hit.filter(Boolean).length / run.length;
  }
  return covered / (words.length + runs.length);
}

/** Light verbs and prepositions: alone in a query they join its words, they do not ask for anything. */
const LIGHT_CHARACTERS = new Set('走 用 给 让 把 被 从 到 和 跟 与 及 对 将 也 都 就 还 又 再'.split(' '));

/** True for a unit that is one light character as typed (`LIGHT_CHARACTERS`), with no synonyms. */
function isLightCharacter(unit: Unit): boolean {
  return unit.terms.length === 0 && unit.phrases.length === 1 && LIGHT_CHARACTERS.has(unit.phrases[0].phrase);
}

/** The better of two places a section holds a unit in (the first on a tie). */
function better(best: Place | undefined, place: Place | undefined): Place | undefined {
  return place && (!best || place.score > best.score) ? place : best;
}

/** Where a section holds a term: its page's title or keyword, its heading, or its text; undefined when nowhere. */
function termPlace(id: number, term: ResolvedTerm, { title, keyword }: TitleTerms, headingTerms: ReadonlySet<string>): Place | undefined {
  const ownTitleFactor = heldWith(title, term);
  const titleFactor = ownTitleFactor || heldWith(keyword, term);
  const headingFactor = titleFactor > 0 ? 0 : heldWith(headingTerms, term);
  const textFactor = titleFactor === 0 && headingFactor === 0 ? (term.ids.get(id) ?? 0) : 0;
  const factor = titleFactor || headingFactor || textFactor;
  if (factor === 0) return undefined;
  const weight = titleFactor > 0 ? (ownTitleFactor > 0 ? WEIGHT.title : WEIGHT.keyword) : headingFactor > 0 ? WEIGHT.heading : WEIGHT.text;
  return {
    score: weight * factor * term.factor,
    held: factor * term.factor,
    ownTitle: ownTitleFactor > 0,
    inTitle: titleFactor > 0,
    inHeading: headingFactor > 0,
    inText: textFactor > 0,
  };
}

/**
 * Where a section holds a CJK phrase: as written in the title, the heading or the text, or scattered (every word
 * of it somewhere in the section; in a partial list, the share of it held in pieces of two characters or more).
 */
function phrasePlace(
  resolved: ResolvedPhrase,
  texts: { title: string; pathText: string; text: string; combined: string },
  partial: boolean,
): Place | undefined {
  const { phrase } = resolved;
  const inTitle = texts.title.includes(phrase);
  const inHeading = !inTitle && texts.pathText.includes(phrase);
  const inText = !inTitle && !inHeading && texts.text.includes(phrase);
  let held = 1;
  if (!inTitle && !inHeading && !inText) {
    if (!partial && !phraseWords(phrase).every((word) => texts.combined.includes(word))) return undefined;
    if (partial) held = coveredShare(phrase, texts.combined);
    if (held === 0) return undefined;
  }
  // A phrase found in pieces counts more where the title or heading holds the pieces: 热更新没生效 is answered by
  // the page titled 热更新问题 before a page that mentions 热更新 once.
  const scattered = WEIGHT.scattered + WEIGHT.title * 0.5 * coveredShare(phrase, texts.title) + WEIGHT.heading * 0.5 * coveredShare(phrase, texts.pathText);
  const factor = resolved.factor * held;
  return {
    score: (inTitle ? WEIGHT.title : inHeading ? WEIGHT.heading : inText ? WEIGHT.phraseInText : scattered) * factor,
    held: factor,
    ownTitle: inTitle,
    inTitle,
    inHeading,
    inText: !inTitle && !inHeading,
  };
}

export class LocalSearch {
  readonly #pages: readonly SearchDocument[];
  readonly #sections: Section[];
  /** True while sections are being added: the encoders tokenize text then; at query time they get terms. */
  #indexing = false;
  readonly #vocabulary = new Set<string>();
  #sortedVocabulary: string[] | undefined;
  #vocabularyByLength: Map<number, string[]> | undefined;
  readonly #latin = new Index({
    tokenize: 'strict',
    encode: (text: string) => {
      if (!this.#indexing) return text.split(' ');
      const terms = latinTerms(text);
      for (const term of terms) this.#vocabulary.add(term);
      return terms;
    },
  });
  readonly #cjk = new Index({
    tokenize: 'strict',
    encode: (text: string) => (this.#indexing ? cjkChars(text) : text.split(' ')),
  });
  readonly #titleTerms = new Map<number, Set<string>[]>();
  readonly #headingTerms = new Map<number, Set<string>>();
  readonly #cache = new Map<string, PageResult[]>();
  /** Every section's text, for the homophone check; built on the first Chinese query that needs it. */
  #corpus: string | undefined;
  #pinyin: PinyinTable | undefined;
  readonly #synonyms: Synonyms;
  /** Each section's title, heading path and text as words between spaces, made on the first long query. */
  readonly #wordText = new Map<number, string>();

  /**
   * Builds the index at once. For the site's index in the browser use `LocalSearch.create`, which yields
   * to the browser while it works.
   */
  constructor(pages: readonly SearchDocument[], { deferIndexing = false, synonyms = new Synonyms() }: { deferIndexing?: boolean; synonyms?: Synonyms } = {}) {
    this.#pages = pages;
    this.#synonyms = synonyms;
    this.#sections = deferIndexing ? [] : toSections(pages);
    if (!deferIndexing) for (let id = 0; id < this.#sections.length; id++) this.#add(id);
  }

  /**
   * Builds the index in slices of `sliceMs` so typing and painting are not held up: splitting pages into
   * sections and indexing them both happen a page at a time.
   */
  static async create(pages: readonly SearchDocument[], { sliceMs = 6, synonyms }: BuildOptions = {}): Promise<LocalSearch> {
    const search = new LocalSearch(pages, { deferIndexing: true, synonyms });
    let sliceStart = performance.now();
    for (let pageIndex = 0; pageIndex < pages.length; pageIndex++) {
      for (const section of pageSections(pages[pageIndex], pageIndex)) {
        search.#sections.push(section);
        search.#add(search.#sections.length - 1);
        if (performance.now() - sliceStart > sliceMs) {
          await yieldToBrowser();
          sliceStart = performance.now();
        }
      }
    }
    // The sorted word list for prefix matches, here rather than in the first query: the word being typed
    // is a prefix in nearly every query.
    await yieldToBrowser();
    search.#sortedVocabulary = [...search.#vocabulary].sort();
    return search;
  }

  /** Number of indexed sections (for measurements and tests). */
  get size(): number {
    return this.#sections.length;
  }

  #add(id: number): void {
    const section = this.#sections[id];
    const page = this.#pages[section.page];
    // The summary belongs to the page top: it describes the page, like a heading the page has no room for.
    // Keywords stand for the title, so every section holds them as it holds the title.
    const about = section.anchor === undefined ? summaryOf(page) : '';
    const text = `${page.title}\n${keywordsOf(page)}\n${about}\n${section.path.join('\n')}\n${section.text}`;
    this.#indexing = true;
    try {
      this.#latin.add(id, text);
      this.#cjk.add(id, text);
    } finally {
      this.#indexing = false;
    }
  }

  /**
   * True when `input` holds a Chinese phrase that no section holds as typed, and the pinyin table is not
   * loaded yet: the caller may load it (see ./pinyin) and call `usePinyin` before searching.
   */
  needsPinyin(input: string): boolean {
    if (this.#pinyin) return false;
    return parseQuery(input).phrases.some((phrase) => phrase.length > 1 && !this.#holdsPhrase(phrase));
  }

  /** True when a section holds `phrase` as written: checked in the sections that hold all its characters. */
  #holdsPhrase(phrase: string): boolean {
    for (const id of this.#cjk.search([...new Set(cjkChars(phrase))].join(' '), ALL) as number[]) {
      const section = this.#sections[id];
      if (section.text.includes(phrase) || this.#pages[section.page].title.includes(phrase) || this.#headingText(id).includes(phrase)) return true;
    }
    return false;
  }

  /** Turns on homophone matching with the characters' pinyin. Cached answers are dropped. */
  usePinyin(table: PinyinTable): void {
    this.#pinyin = table;
    this.#cache.clear();
  }

  /**
   * The pages that answer `input`, best first, at most `limit` of them, each with at most
   * `HITS_PER_PAGE` hits. The last `CACHE_SIZE` queries are answered from memory. When no section holds
   * every word, the pages holding the most of them come back, each marked `partial`.
   */
  search(input: string, limit = DEFAULT_LIMIT): PageResult[] {
    const query = parseQuery(input);
    // Keyed by what is searched for: "html temp" and "html temp " differ (a prefix, then a whole word).
    const key = [limit, query.text, ...query.terms.map((term) => `${term.term}${term.prefix ? '*' : ''}`)].join('\u0000');
    const cached = this.#cache.get(key);
    if (cached) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return cached;
    }
    const results = this.#run(query, limit);
    this.#cache.set(key, results);
    if (this.#cache.size > CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    return results;
  }

  #run(query: ParsedQuery, limit: number): PageResult[] {
    if (query.empty) return [];
    const asked = this.#units(query);
    let units = asked.units;
    // What every section is scored against besides the units: worked out once a query (see `#score`).
    const pairs = wordPairs(query.text);
    const extras = { cutPhrases: asked.cut, pairs, glued: gluedPairs(query.text) };
    let shown = this.#shown(query, units);
    let all: Set<number> | undefined;
    for (const { ids } of units) {
      all = all ? new Set([...all].filter((id) => ids.has(id))) : new Set(ids.keys());
      if (all.size === 0) break;
    }
    const full = this.#scoreAll(all ?? [], shown, units, false, extras);
    const fullPages = new Set(full.map(({ id }) => this.#sections[id].page));
    let scored = full;
    // A query of one word cannot match in part; one Chinese phrase of three characters or more can.
    if (fullPages.size < FEW_PAGES && (units.length > 1 || units.some(({ phrases }) => phrases.some(({ phrase }) => phrase.length > 2)))) {
      // Few or no sections hold every word: then the sections holding the most of them, rarer words counting more.
      // With synonyms a page can hold every word by chance, and push the page that answers off the list.
      const some = this.#scoreAll(this.#someIds(units), shown, units, true, extras);
      scored = [...full, ...some.filter(({ id }) => !fullPages.has(this.#sections[id].page))];
    }
    // Still nothing for a Chinese query: its phrases word by word (by the segmenter), so that a query whose words
    // are on a page never comes back empty.
    if (scored.length === 0 && query.phrases.length > 0) {
      const words = [...new Set(query.phrases.flatMap(phraseWords))].filter((word) => !query.phrases.includes(word));
      if (words.length > 0) {
        units = [...units.filter(({ terms }) => terms.length > 0), ...words.map((word) => this.#unit(this.#resolvePhrase(word), []))];
        shown = this.#shown(query, units);
        scored = this.#scoreAll(this.#someIds(units), shown, units, true, extras);
      }
    }

    const byPage = new Map<number, Scored[]>();
    for (const item of scored.slice(0, SECTION_LIMIT)) {
      const page = this.#sections[item.id].page;
      if (!byPage.has(page)) {
        if (byPage.size === limit) continue;
        byPage.set(page, []);
      }
      byPage.get(page)!.push(item);
    }
    return [...byPage].map(([page, items]) => {
      const hits = items.map((item) => this.#hit(item, shown));
      // One row per place: a page shows its title row once, first.
      const rows = hits.filter((hit, index) => hit.type !== 'title' || hits.findIndex((other) => other.type === 'title') === index);
      rows.sort((a, b) => Number(b.type === 'title') - Number(a.type === 'title'));
      rows.length = Math.min(rows.length, HITS_PER_PAGE);
      const result: PageResult = { title: this.#pages[page].title, routePath: this.#pages[page].routePath, hits: rows };
      if (!fullPages.has(page)) result.partial = true;
      return result;
    });
  }

  /**
   * What the query asks for, unit by unit: each term, and each phrase cut around the words of the synonym table,
   * with the other words of their synonym groups. Also the phrases as typed that the table cuts (`cut`): a section
   * holding one of them as typed gets a bonus in `#score`.
   */
  #units(query: ParsedQuery): { units: Unit[]; cut: string[] } {
    const units = query.terms.map((term) => this.#unit(this.#resolve(term), this.#synonyms.of(term.term)));
    const cut: string[] = [];
    // Each phrase resolved once a query: `#heldParts` asks for a short phrase's sound, and its unit takes the answer.
    const resolved = new Map<string, ResolvedPhrase>();
    const resolve = (phrase: string): ResolvedPhrase => {
      if (!resolved.has(phrase)) resolved.set(phrase, this.#resolvePhrase(phrase));
      return { ...resolved.get(phrase)! };
    };
    for (const typed of query.phrases) {
      // With the pinyin table, a slip inside a word of the synonym table is put right first (白平 -> 白屏).
      const { phrase, words: respelled } = this.#pinyin ? this.#respell(typed) : { phrase: typed, words: [] };
      const pieces = this.#synonyms.split(phrase);
      if ((phrase === typed ? pieces : this.#synonyms.split(typed)).length > 1) cut.push(typed);
      for (const piece of pieces) {
        // A piece no page holds, as typed or by its sound, is several words: each counts as one (`#heldParts`).
        const parts = piece.synonyms.length > 0 || respelled.includes(piece.text) ? [piece.text] : this.#heldParts(piece.text, resolve);
        if (parts.length > 1 || parts[0] !== piece.text) cut.push(piece.text);
        for (const part of parts) {
          const unitPhrase = resolve(part);
          if (respelled.includes(part)) unitPhrase.factor = HOMOPHONE_FACTOR;
          // A piece put right by its sound (分西 -> 分析) brings the synonyms of what it stands for.
          units.push(this.#unit(unitPhrase, piece.synonyms.length > 0 ? piece.synonyms : this.#synonyms.of(unitPhrase.phrase)));
        }
      }
    }
    // A light verb or preposition left alone between other words (走 in "vue-router 走 CDN") does not narrow the
    // search; a character that carries the question (慢 in "热更新 慢") does.
    const narrowing = units.filter((unit) => !isLightCharacter(unit));
    return { units: narrowing.length > 0 ? narrowing : units, cut };
  }

  /**
   * A Chinese phrase no section holds as typed, and none holds by its sound either, cut into the longest runs that
   * sections do hold (two characters or more), left to right: 区分测试环境 -> 区分 | 测试环境. The characters between
   * them are dropped, if they are fewer than a quarter of the phrase. Otherwise, or when the phrase is held, the
   * phrase itself. The pages are the dictionary: the word segmenter (Intl.Segmenter, ICU's dictionary) cuts 模块 into
   * 模|块 and 跨域 into 跨|域.
   */
  #heldParts(phrase: string, resolve: (phrase: string) => ResolvedPhrase): string[] {
    if (phrase.length < 3 || this.#holdsPhrase(phrase)) return [phrase];
    if (this.#pinyin && phrase.length <= MAX_HOMOPHONE_LENGTH && resolve(phrase).factor < 1) return [phrase];
    const parts = heldRuns(phrase, (run) => this.#holdsPhrase(run));
    // Mostly runs the pages hold, or a word mistyped (插件开法 holds 插件开 and a stray 法): then the phrase as typed.
    const dropped = phrase.length - parts.join('').length;
    return parts.length > 0 && dropped * 4 < phrase.length ? parts : [phrase];
  }

  /** `phrase` with its slips inside synonym-table words put right, when no page holds it as typed. */
  #respell(phrase: string): { phrase: string; words: string[] } {
    if (this.#holdsPhrase(phrase)) return { phrase, words: [] };
    const readings = this.#pinyin!.readingsOf;
    const sameSound = (typed: string, word: string) =>
      [...typed].every((char, at) => (readings.get(char) ?? []).some((reading) => (readings.get(word[at]) ?? []).includes(reading)));
    return this.#synonyms.respell(phrase, sameSound, (text) => this.#holdsPhrase(text));
  }

  /** A unit: what was typed, and the synonyms the index holds (no typos or homophones of a synonym). */
  #unit(typed: ResolvedTerm | ResolvedPhrase, synonyms: readonly string[]): Unit {
    const terms = 'term' in typed ? [typed] : [];
    const phrases = 'term' in typed ? [] : [typed];
    for (const word of synonyms) {
      if (isCjkWord(word)) {
        if (this.#holdsPhrase(word)) phrases.push({ ...this.#resolvePhrase(word), factor: SYNONYM_FACTOR });
      } else if (this.#vocabulary.has(word)) {
        terms.push({ ...this.#resolve({ term: word, prefix: false }), factor: SYNONYM_FACTOR });
      }
    }
    const ids = new Map<number, number>();
    for (const term of terms) for (const [id, factor] of term.ids) ids.set(id, Math.max(ids.get(id) ?? 0, factor * term.factor));
    for (const phrase of phrases) for (const id of phrase.ids) ids.set(id, Math.max(ids.get(id) ?? 0, phrase.factor));
    // As for a phrase alone: one no section holds whole can still match in pieces, and counts as the rarest.
    const holding = phrases.length > 0 ? Math.max(1, ids.size) : ids.size;
    return { terms, phrases, ids, idf: idf(this.#sections.length, holding) };
  }

  /** What the hits highlight: the words typed, the indexed words their typos stand for, and the synonyms. */
  #shown(query: ParsedQuery, units: Unit[]): ParsedQuery {
    return {
      ...query,
      terms: units.flatMap(({ terms }) =>
        terms.flatMap(({ term, words, split }) => [
          term,
          ...[...words, ...(split ? [[split.left, 1] as const, ...split.right] : [])]
            .filter(([word]) => word !== term.term && !(term.prefix && word.startsWith(term.term)))
            .map(([word]) => ({ term: word, prefix: false })),
        ]),
      ),
      phrases: units.flatMap(({ phrases }) => phrases.map((resolved) => resolved.phrase)),
    };
  }

  /** The candidates of a partial list: sections holding one of a unit's terms, or two adjacent characters of a phrase. */
  #someIds(units: Unit[]): Set<number> {
    const some = new Set<number>();
    for (const { terms, phrases } of units) {
      for (const { ids } of terms) for (const id of ids.keys()) some.add(id);
      for (const phrase of phrases) for (const id of this.#phraseWordIds(phrase)) some.add(id);
    }
    return some;
  }

  /**
   * Share of the query's adjacent word pairs (stop words kept: "is not a") that the section holds in that order;
   * 0 for a query of fewer than `SEQUENCE_MIN_WORDS` words.
   */
  #sequenceShare(id: number, pairs: readonly string[]): number {
    if (pairs.length === 0) return 0;
    let text = this.#wordText.get(id);
    if (text === undefined) {
      const section = this.#sections[id];
      text = ` ${normalizePhrase(`${this.#pages[section.page].title} ${this.#headingText(id)} ${section.text}`)} `;
      this.#wordText.set(id, text);
    }
    return pairs.filter((pair) => text.includes(pair)).length / pairs.length;
  }

  /**
   * Scores the candidate sections, best first. `query` is what the hits show (`#shown`); `extras.cutPhrases` are the
   * query's Chinese phrases that `#units` cut (around synonyms, or into held runs), which a section holding them as
   * typed is credited for, `extras.pairs` the word pairs of a long query (`wordPairs`), and `extras.glued` those of
   * the query's glued tokens (`gluedPairs`).
   */
  #scoreAll(ids: Iterable<number>, query: ParsedQuery, units: Unit[], partial: boolean, extras: ScoreExtras): Scored[] {
    const scored: Scored[] = [];
    // A page's title words and best keyword depend on the query only: worked out once a page, not once a section.
    const titleTermsByPage = new Map<number, TitleTerms>();
    const terms = units.flatMap((unit) => unit.terms);
    const titleTermsOf = (page: number) => {
      let found = titleTermsByPage.get(page);
      if (!found) titleTermsByPage.set(page, (found = this.#titleTermsOf(page, terms)));
      return found;
    };
    for (const id of ids) {
      const result = this.#score(id, query, units, partial, titleTermsOf, extras);
      if (result) scored.push(result);
    }
    // Full matches by score. Partial ones by score times the share of the query they hold: a section that names the
    // option in its title beats one that holds more of the query's common words (打包, 的时候) in its text.
    if (partial) return scored.sort((a, b) => b.score * b.matched - a.score * a.matched || a.id - b.id);
    return scored.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /**
   * What a query term stands for in the index: itself, and the words it starts while it is typed. When the
   * index holds neither, the words within its typos (of the word, or of it without a plural "s", since the
   * index holds stems: `alais` -> alia), and two words it runs together (`webwoker` -> web + worker).
   */
  #resolve(term: QueryTerm): ResolvedTerm {
    const words = new Map<string, number>();
    if (this.#vocabulary.has(term.term)) words.set(term.term, 1);
    if (term.prefix) for (const word of this.#wordsStartingWith(term.term)) if (word !== term.term) words.set(word, PREFIX_FACTOR);
    const ids = new Map<number, number>();
    let split: ResolvedTerm['split'];
    if (words.size === 0) {
      this.#vocabularyByLength ??= byLength(this.#vocabulary);
      for (const variant of new Set([term.term, term.term.replace(/s$/, '')])) {
        for (const { word, distance } of closeWords(variant, this.#vocabularyByLength)) {
          if (TYPO_FACTOR[distance] > (words.get(word) ?? 0)) words.set(word, TYPO_FACTOR[distance]);
        }
      }
      split = this.#split(term.term);
    }
    // A name with a version run together is the same as the two words: `ie11` is "IE 11", `vue3` is "Vue 3".
    const versioned = /^([a-z]{2,})(\d{1,4})$/.exec(term.term);
    if (!split && versioned && this.#vocabulary.has(versioned[1]) && this.#vocabulary.has(versioned[2])) {
      split = { left: versioned[1], right: new Map([[versioned[2], 1]]) };
    }
    if (split) {
      const left = new Set(this.#latin.search(split.left, ALL) as number[]);
      for (const [word, factor] of split.right) {
        for (const id of this.#latin.search(word, ALL) as number[]) if (left.has(id) && factor > (ids.get(id) ?? 0)) ids.set(id, factor);
      }
    }
    for (const [word, factor] of words) {
      for (const id of this.#latin.search(word, ALL) as number[]) if (factor > (ids.get(id) ?? 0)) ids.set(id, factor);
    }
    return { term, words, split, ids, idf: idf(this.#sections.length, ids.size), factor: 1 };
  }

  /**
   * Two indexed words that `word` runs together, the second perhaps with a typo: `webwoker` -> web and
   * worker. The split is worth what a typo is.
   */
  #split(word: string): ResolvedTerm['split'] {
    for (let at = word.length - MIN_SPLIT_PART; at >= MIN_SPLIT_PART; at--) {
      const [left, rest] = [word.slice(0, at), word.slice(at)];
      if (!this.#vocabulary.has(left)) continue;
      const right = new Map<string, number>();
      if (this.#vocabulary.has(rest)) right.set(rest, TYPO_FACTOR[1]);
      for (const { word: close, distance } of closeWords(rest, this.#vocabularyByLength!)) right.set(close, TYPO_FACTOR[distance + 1] ?? TYPO_FACTOR[2]);
      if (right.size > 0) return { left, right };
    }
    return undefined;
  }

  /** A phrase as the index holds it: as typed, or, with the pinyin table, the homophone the pages use most. */
  #resolvePhrase(phrase: string): ResolvedPhrase {
    let holding = phrase;
    let factor = 1;
    if (this.#pinyin && phrase.length > 1 && !this.#holdsPhrase(phrase)) {
      const pattern = homophonePattern(phrase, this.#pinyin);
      const counts = new Map<string, number>();
      if (pattern) for (const [match] of this.#corpusText().matchAll(pattern)) counts.set(match, (counts.get(match) ?? 0) + 1);
      const best = [...counts].sort((a, b) => b[1] - a[1])[0];
      if (best) [holding, factor] = [best[0], HOMOPHONE_FACTOR];
    }
    const ids = new Set(this.#cjk.search([...new Set(cjkChars(holding))].join(' '), ALL) as number[]);
    // A phrase no section holds whole can still match in pieces (a partial list): it counts as the rarest.
    return { phrase: holding, ids, idf: idf(this.#sections.length, Math.max(1, ids.size)), factor };
  }

  /** Sections holding two adjacent characters of a phrase (or its one character): the partial candidates. */
  #phraseWordIds({ phrase }: ResolvedPhrase): Set<number> {
    const pairs = phrase.length > 1 ? Array.from({ length: phrase.length - 1 }, (_, at) => phrase.slice(at, at + 2)) : [phrase];
    const ids = new Set<number>();
    for (const pair of new Set(pairs)) {
      for (const id of this.#cjk.search([...new Set(cjkChars(pair))].join(' '), ALL) as number[]) ids.add(id);
    }
    return ids;
  }

  #corpusText(): string {
    this.#corpus ??= this.#sections
      .map((section, id) => `${this.#pages[section.page].title}\n${this.#headingText(id)}\n${section.text}`)
      .join('\n');
    return this.#corpus;
  }

  /** Indexed words that start with `prefix`, by binary search in the sorted vocabulary. */
  #wordsStartingWith(prefix: string): string[] {
    this.#sortedVocabulary ??= [...this.#vocabulary].sort();
    const words = this.#sortedVocabulary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let index = low; index < words.length && words[index].startsWith(prefix); index++) found.push(words[index]);
    return found;
  }

  /** The words of the page's title, then of each of its keywords (names that stand for the title). */
  #titlesOf(page: number): Set<string>[] {
    let titles = this.#titleTerms.get(page);
    if (!titles) {
      const { title, keywords = [] } = this.#pages[page];
      this.#titleTerms.set(page, (titles = [title, ...keywords].map((text) => new Set(latinTerms(text)))));
    }
    return titles;
  }

  /**
   * The title's words, and those of the one keyword that holds the most of the query. One keyword, not all
   * of them together: `dev.client`, known elsewhere as `devServer.client` and `WDS_SOCKET_PORT`, holds
   * "dev server" through one name, not "dev server port" through two.
   */
  #titleTermsOf(page: number, terms: ResolvedTerm[]): TitleTerms {
    const [title, ...keywords] = this.#titlesOf(page);
    let keyword = new Set<string>();
    let bestCount = 0;
    for (const candidate of keywords) {
      const count = terms.filter((term) => heldWith(candidate, term) > 0).length;
      if (count > bestCount) [keyword, bestCount] = [candidate, count];
    }
    return { title, keyword };
  }

  #headingTermsOf(id: number): Set<string> {
    let terms = this.#headingTerms.get(id);
    if (!terms) this.#headingTerms.set(id, (terms = new Set(latinTerms(this.#headingText(id)))));
    return terms;
  }

  /** What counts as the heading of a section: its heading path, or the page summary for the page top. */
  #headingText(id: number): string {
    const section = this.#sections[id];
    return section.anchor === undefined ? summaryOf(this.#pages[section.page]) : section.path.join(' > ');
  }

  /** True when `text` (a heading) holds every unit, through one of its options. */
  #holdsQuery(text: string, units: Unit[]): boolean {
    const words = new Set(latinTerms(text));
    return units.every(({ terms, phrases }) => terms.some((term) => heldWith(words, term) > 0) || phrases.some(({ phrase }) => text.includes(phrase)));
  }

  /**
   * Scores a candidate section, or returns undefined when it does not answer the query after all. With
   * `partial`, a section may miss words: each word then counts by its rarity, and `matched` says how much
   * of the query (by rarity) the section holds.
   */
  #score(
    id: number,
    query: ParsedQuery,
    units: Unit[],
    partial: boolean,
    titleTermsOf: (page: number) => TitleTerms,
    { cutPhrases, pairs, glued }: ScoreExtras,
  ): Scored | undefined {
    const section = this.#sections[id];
    const page = this.#pages[section.page];
    const title = page.title;
    const pathText = this.#headingText(id);
    const titleTerms = titleTermsOf(section.page);
    const headingTerms = this.#headingTermsOf(id);
    const combined = `${title}\n${pathText}\n${section.text}`;
    const totalIdf = units.reduce((sum, unit) => sum + unit.idf, 0) || 1;
    let score = 0;
    let matched = 0;
    let allInTitle = true;
    let allInTitleOrHeading = true;
    let anyInHeading = false;
    let anyInText = false;
    for (const unit of units) {
      // The unit counts through its best option: the word as typed, or a synonym.
      let best: Place | undefined;
      for (const term of unit.terms) best = better(best, termPlace(id, term, titleTerms, headingTerms));
      for (const phrase of unit.phrases) best = better(best, phrasePlace(phrase, { title, pathText, text: section.text, combined }, partial));
      if (!best) {
        if (!partial) return undefined;
        allInTitle = allInTitleOrHeading = false;
        continue;
      }
      const weight = partial ? (unit.idf / totalIdf) * units.length : 1;
      score += best.score * weight;
      matched += unit.idf * best.held;
      // A title row is for the title itself; a match through a keyword shows the text that names it.
      allInTitle &&= best.ownTitle;
      allInTitleOrHeading &&= best.inTitle || best.inHeading;
      anyInHeading ||= best.inHeading;
      anyInText ||= best.inText;
    }
    if (partial && matched === 0) return undefined;
    const isTop = section.anchor === undefined;
    // A section below the top must answer by itself, not only through the page title it inherits.
    if (!isTop && !anyInHeading && !anyInText && findMatches(section.text, query).length === 0) return undefined;

    // How much of the title (or, at 3/4, of one of the page's keywords) the query covers: `path alias` covers
    // resolve.alias more than resolve.aliasStrategy. An option page whose name the query spells out in full
    // is the answer.
    const titleCoverage = Math.max(coverage(title, query), ...(page.keywords ?? []).map((keyword) => coverage(keyword, query) * 0.75));
    score += 6 * titleCoverage;
    if (titleCoverage === 1) score += 2;
    // A heading that holds the whole query is a precise answer (a FAQ question, a how-to section).
    if (!isTop) {
      const heading = section.path.at(-1)!;
      const headingCoverage = coverage(heading, query);
      score += 2 * headingCoverage;
      if (this.#holdsQuery(heading, units)) score += 4;
    }
    // A Chinese phrase cut around synonyms (`#units`), held as typed: the section says what the reader says.
    for (const phrase of cutPhrases) if (combined.includes(phrase)) score += WEIGHT.heading;
    const typed = normalizePhrase(query.text);
    if (typed === normalizePhrase(title)) score += 3;
    else if (section.path.length > 0 && typed === normalizePhrase(section.path.at(-1)!)) score += 2;
    // Anchors and page slugs spell option names in kebab case: `forceSplitting` is #force-splitting.
    const typedWords = normalizePhrase(splitCamel(query.text));
    const slug = isTop ? page.routePath.split('/').pop() : section.anchor;
    if (slug && slug.replace(/-/g, ' ') === typedWords) score += 4;
    if (isTop) score += 0.5;
    // A long query's word pairs, held in order: the section that quotes a pasted message.
    const sequence = this.#sequenceShare(id, pairs);
    score += 4 * sequence;
    // A glued token (`BROWSER=none`, `BASE_URL`), held in order: the section that shows it.
    score += 4 * this.#sequenceShare(id, glued);
    // Full matches are ranked by score alone; partial ones by score times how much of the query they hold.
    const share = pairs.length > 0 ? (1 - SEQUENCE_WEIGHT) * (matched / totalIdf) + SEQUENCE_WEIGHT * sequence : matched / totalIdf;
    return { id, score, matched: partial ? Math.round(share * 20) / 20 : 1, allInTitle, allInTitleOrHeading, anyInHeading };
  }

  #hit(item: Scored, query: ParsedQuery): SearchHit {
    const section = this.#sections[item.id];
    const page = this.#pages[section.page];
    const link = section.anchor ? `${page.routePath}#${section.anchor}` : page.routePath;
    const header = [page.title, ...section.path].join(' > ');
    const base = { title: page.title, link, query: query.text };
    const isTop = section.anchor === undefined;
    const titleMatches = findMatches(page.title, query);
    if (isTop && item.allInTitle && titleMatches.length > 0) {
      return { ...base, type: 'title', header: page.title, highlightInfoList: titleMatches };
    }
    if (!isTop && item.allInTitleOrHeading && item.anyInHeading) {
      return { ...base, type: 'header', header, highlightInfoList: findMatches(header, query) };
    }
    // The page top may answer through its summary or keywords alone, or better there: prefer the text that
    // holds every phrase as typed.
    const sources = [section.text, isTop ? summaryOf(page) : '', isTop ? keywordsOf(page) : ''].filter((text) => findMatches(text, query).length > 0);
    const source = sources.find((text) => query.phrases.every((phrase) => text.includes(phrase))) ?? sources[0];
    if (source === undefined) {
      return { ...base, type: 'title', header: page.title, highlightInfoList: titleMatches };
    }
    const snippet = snippetAround(source, findMatches(source, query));
    return { ...base, type: 'content', header, statement: snippet.text, highlightInfoList: snippet.highlights };
  }
}
