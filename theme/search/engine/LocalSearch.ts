// cspell:ignore strictport (search terms as the tokenizer writes them)
/**
 * Full-text search over one language's index, in the browser, with FlexSearch.
 *
 * A document is a page section: the page title, the path of headings above the section, and the section's
 * own text (code blocks included). Two FlexSearch indexes hold the sections: Latin terms and CJK characters
 * (see ./tokenize). A query returns the sections that contain every query term; the last word the reader
 * is typing matches as a prefix. Sections are then ranked with the fields weighted title > heading > text,
 * and grouped by page.
 *
 * Both indexes use FlexSearch's `strict` tokenizer, and the prefix is expanded against the sorted list of
 * indexed words instead. Measured in Chromium on this site's English index (1,642 sections), `forward`
 * tokenizing took 317-385 ms to build against 70-98 ms for `strict`, and the build alone would spend the
 * 300 ms first-query budget. A prefix is found in the sorted word list by binary search; whole queries,
 * prefix included, took 0.1-37 ms in Node on the English index.
 */
import { Index } from 'flexsearch';
import { findMatches, snippetAround } from './highlight';
import {
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
} from './tokenize';
import type { PageResult, SearchDocument, SearchHit } from './types';

/** Pages shown for a query unless the caller asks for another number (spec 9). */
export const DEFAULT_LIMIT = 7;
/** Sections ranked before they are grouped into pages (spec 9: 100 in the underlying search). */
export const SECTION_LIMIT = 100;
/** Rows shown under one page: enough to see where it answers, few enough to see other pages. */
export const HITS_PER_PAGE = 5;
/** Queries remembered with their results (spec 9). */
export const CACHE_SIZE = 100;

/** Field weights: a term in the page title counts 6 times one in the section text. */
const WEIGHT = { title: 6, heading: 3, text: 1, phraseInText: 1.5, scattered: 0.5 } as const;
/** A term that only matches as the start of a longer word counts less than a whole word. */
const PREFIX_FACTOR = 0.7;

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

/** What one candidate section scored, and why (the hit type follows from it). */
interface Scored {
  id: number;
  score: number;
  allInTitle: boolean;
  allInTitleOrHeading: boolean;
  anyInHeading: boolean;
}

/** Options of `LocalSearch.create`. */
export interface BuildOptions {
  /** Longest stretch of indexing work between two yields to the browser, in ms. Default 12. */
  sliceMs?: number;
}

const ALL = { limit: 1_000_000 };

/** Gives the browser a turn (input, paint) during a long build. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Splits each page into sections at its headings. */
function toSections(pages: readonly SearchDocument[]): Section[] {
  const sections: Section[] = [];
  pages.forEach((page, pageIndex) => {
    const headings = page.toc.filter((heading) => heading.charIndex >= 0).sort((a, b) => a.charIndex - b.charIndex);
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
  });
  return sections;
}

/** Lower-cased text with punctuation turned into single spaces: `server.strictPort` -> `server strictport`. */
function normalizePhrase(text: string): string {
  return lowerWithoutAccents(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** True when a set of indexed terms satisfies a query term (as a whole word, or as a prefix while typed). */
function holds(terms: ReadonlySet<string>, term: QueryTerm): boolean {
  return terms.has(term.term) || (term.prefix && [...terms].some((indexed) => termMatches(term, indexed)));
}

/**
 * Share of a title's words (Latin words, and CJK runs by character) that the query matches, 0 to 1.
 * `resolve.aliasStrategy` has three words (resolve, alias, strategy); "path alias" covers one of them.
 */
export function coverage(title: string, query: ParsedQuery): number {
  const words = [...new Set(latinTerms(splitCamel(title)))];
  const runs = cjkRuns(title);
  if (words.length + runs.length === 0) return 0;
  let covered = words.filter((word) => query.terms.some((term) => termMatches(term, word))).length;
  for (const run of runs) {
    const hit = new Array<boolean>(run.length).fill(false);
    for (const phrase of query.phrases) {
      for (let at = run.indexOf(phrase); at !== -1; at = run.indexOf(phrase, at + 1)) hit.fill(true, at, at + phrase.length);
    }
    covered += hit.filter(Boolean).length / run.length;
  }
  return covered / (words.length + runs.length);
}

export class LocalSearch {
  readonly #pages: readonly SearchDocument[];
  readonly #sections: Section[];
  /** True while sections are being added: the encoders tokenize text then; at query time they get terms. */
  #indexing = false;
  readonly #vocabulary = new Set<string>();
  #sortedVocabulary: string[] | undefined;
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
  readonly #titleTerms = new Map<number, Set<string>>();
  readonly #headingTerms = new Map<number, Set<string>>();
  readonly #cache = new Map<string, PageResult[]>();

  /**
   * Builds the index at once. For the site's index in the browser use `LocalSearch.create`, which yields
   * to the browser while it works.
   */
  constructor(pages: readonly SearchDocument[], { deferIndexing = false } = {}) {
    this.#pages = pages;
    this.#sections = toSections(pages);
    if (!deferIndexing) for (let id = 0; id < this.#sections.length; id++) this.#add(id);
  }

  /** Builds the index in slices of `sliceMs` so typing and painting are not held up. */
  static async create(pages: readonly SearchDocument[], { sliceMs = 12 }: BuildOptions = {}): Promise<LocalSearch> {
    const search = new LocalSearch(pages, { deferIndexing: true });
    let sliceStart = performance.now();
    for (let id = 0; id < search.#sections.length; id++) {
      search.#add(id);
      if (performance.now() - sliceStart > sliceMs) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
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
    const summary = section.anchor === undefined ? summaryOf(page) : '';
    const text = `${page.title}\n${summary}\n${section.path.join('\n')}\n${section.text}`;
    this.#indexing = true;
    try {
      this.#latin.add(id, text);
      this.#cjk.add(id, text);
    } finally {
      this.#indexing = false;
    }
  }

  /**
   * The pages that answer `input`, best first, at most `limit` of them, each with at most
   * `HITS_PER_PAGE` hits. The last `CACHE_SIZE` queries are answered from memory.
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
    let candidates: Set<number> | undefined;
    const exact = new Map<string, Set<number>>();
    for (const term of query.terms) {
      const exactIds = new Set(this.#latin.search(term.term, ALL) as number[]);
      exact.set(term.term, exactIds);
      const ids = term.prefix ? this.#prefixIds(term.term) : exactIds;
      candidates = candidates ? new Set([...candidates].filter((id) => ids.has(id))) : ids;
      if (candidates.size === 0) return [];
    }
    if (query.phrases.length > 0) {
      const chars = [...new Set(query.phrases.flatMap(cjkChars))];
      const ids = new Set(this.#cjk.search(chars.join(' '), ALL) as number[]);
      candidates = candidates ? new Set([...candidates].filter((id) => ids.has(id))) : ids;
    }
    const scored: Scored[] = [];
    for (const id of candidates ?? []) {
      const result = this.#score(id, query, exact);
      if (result) scored.push(result);
    }
    scored.sort((a, b) => b.score - a.score || a.id - b.id);

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
      const hits = items.map((item) => this.#hit(item, query));
      // One row per place: a page shows its title row once, first.
      const rows = hits.filter((hit, index) => hit.type !== 'title' || hits.findIndex((other) => other.type === 'title') === index);
      rows.sort((a, b) => Number(b.type === 'title') - Number(a.type === 'title'));
      rows.length = Math.min(rows.length, HITS_PER_PAGE);
      return { title: this.#pages[page].title, routePath: this.#pages[page].routePath, hits: rows };
    });
  }

  /** Sections holding a word that starts with `prefix`. */
  #prefixIds(prefix: string): Set<number> {
    this.#sortedVocabulary ??= [...this.#vocabulary].sort();
    const words = this.#sortedVocabulary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const ids = new Set<number>();
    for (let index = low; index < words.length && words[index].startsWith(prefix); index++) {
      for (const id of this.#latin.search(words[index], ALL) as number[]) ids.add(id);
    }
    return ids;
  }

  #titleTermsOf(page: number): Set<string> {
    let terms = this.#titleTerms.get(page);
    if (!terms) this.#titleTerms.set(page, (terms = new Set(latinTerms(this.#pages[page].title))));
    return terms;
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

  /** True when every query term and phrase is in `text` (a heading). */
  #holdsQuery(text: string, query: ParsedQuery): boolean {
    const terms = new Set(latinTerms(text));
    return (
      query.terms.every((term) => holds(terms, term)) &&
      query.phrases.every((phrase) => text.includes(phrase))
    );
  }

  /** Scores a candidate section, or returns undefined when it does not answer the query after all. */
  #score(id: number, query: ParsedQuery, exact: Map<string, Set<number>>): Scored | undefined {
    const section = this.#sections[id];
    const title = this.#pages[section.page].title;
    const pathText = this.#headingText(id);
    const titleTerms = this.#titleTermsOf(section.page);
    const headingTerms = this.#headingTermsOf(id);
    let score = 0;
    let allInTitle = true;
    let allInTitleOrHeading = true;
    let anyInHeading = false;
    let anyInText = false;
    for (const term of query.terms) {
      const inTitle = holds(titleTerms, term);
      const inHeading = !inTitle && holds(headingTerms, term);
      const whole = titleTerms.has(term.term) || headingTerms.has(term.term) || exact.get(term.term)!.has(id);
      score += (inTitle ? WEIGHT.title : inHeading ? WEIGHT.heading : WEIGHT.text) * (whole ? 1 : PREFIX_FACTOR);
      allInTitle &&= inTitle;
      allInTitleOrHeading &&= inTitle || inHeading;
      anyInHeading ||= inHeading;
      anyInText ||= !inTitle && !inHeading;
    }
    for (const phrase of query.phrases) {
      const inTitle = title.includes(phrase);
      const inHeading = !inTitle && pathText.includes(phrase);
      const inText = !inTitle && !inHeading && section.text.includes(phrase);
      if (!inTitle && !inHeading && !inText) {
        const combined = `${title}\n${pathText}\n${section.text}`;
        if (!phraseWords(phrase).every((word) => combined.includes(word))) return undefined;
      }
      score += inTitle ? WEIGHT.title : inHeading ? WEIGHT.heading : inText ? WEIGHT.phraseInText : WEIGHT.scattered;
      allInTitle &&= inTitle;
      allInTitleOrHeading &&= inTitle || inHeading;
      anyInHeading ||= inHeading;
      anyInText ||= !inTitle && !inHeading;
    }
    const isTop = section.anchor === undefined;
    // A section below the top must answer by itself, not only through the page title it inherits.
    if (!isTop && !anyInHeading && !anyInText && findMatches(section.text, query).length === 0) return undefined;

    // How much of the title the query covers: `path alias` covers resolve.alias more than
    // resolve.aliasStrategy. An option page whose name the query spells out in full is the answer.
    const titleCoverage = coverage(title, query);
    score += 6 * titleCoverage;
    if (titleCoverage === 1) score += 2;
    // A heading that holds the whole query is a precise answer (a FAQ question, a how-to section).
    if (!isTop) {
      const heading = section.path.at(-1)!;
      const headingCoverage = coverage(heading, query);
      score += 2 * headingCoverage;
      if (this.#holdsQuery(heading, query)) score += 4;
    }
    const typed = normalizePhrase(query.text);
    if (typed === normalizePhrase(title)) score += 3;
    else if (section.path.length > 0 && typed === normalizePhrase(section.path.at(-1)!)) score += 2;
    // Anchors and page slugs spell option names in kebab case: `forceSplitting` is #force-splitting.
    const typedWords = normalizePhrase(splitCamel(query.text));
    const slug = isTop ? this.#pages[section.page].routePath.split('/').pop() : section.anchor;
    if (slug && slug.replace(/-/g, ' ') === typedWords) score += 4;
    if (isTop) score += 0.5;
    return { id, score, allInTitle, allInTitleOrHeading, anyInHeading };
  }

  #hit(item: Scored, query: ParsedQuery): SearchHit {
    const section = this.#sections[item.id];
    const page = this.#pages[section.page];
    const link = section.anchor ? `${page.routePath}#${section.anchor}` : page.routePath;
    const header = [page.title, ...section.path].join(' > ');
    const base = { title: page.title, link, query: query.text };
    const isTop = section.anchor === undefined;
    if (isTop && item.allInTitle) {
      return { ...base, type: 'title', header: page.title, highlightInfoList: findMatches(page.title, query) };
    }
    if (!isTop && item.allInTitleOrHeading && item.anyInHeading) {
      return { ...base, type: 'header', header, highlightInfoList: findMatches(header, query) };
    }
    // The page top may answer through its summary alone, or better there: prefer the text that holds
    // every phrase as typed.
    const sources = [section.text, isTop ? summaryOf(page) : ''].filter((text) => findMatches(text, query).length > 0);
    const source = sources.find((text) => query.phrases.every((phrase) => text.includes(phrase))) ?? sources[0];
    if (source === undefined) {
      return { ...base, type: 'title', header: page.title, highlightInfoList: findMatches(page.title, query) };
    }
    const snippet = snippetAround(source, findMatches(source, query));
    return { ...base, type: 'content', header, statement: snippet.text, highlightInfoList: snippet.highlights };
  }
}
