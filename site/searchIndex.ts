import type { RspressPlugin } from '@rspress/core';
import { loadOtherTools, otherToolNames } from './otherTools';
import { otherToolsText } from './remarkOtherTools';
import { SITE_SYNONYMS, synonymProblems, unusedSynonymGroups } from '../theme/search/engine/synonyms';

/**
 * What each page brings to the search index (static/search_index.<lang>.<hash>.json) beyond Rspress's own
 * entry, and what it leaves out:
 *
 * - `keywords`: what other tools call the page's subject (theme/data/other-tools.json): `output.publicPath`,
 *   `base`, `PUBLIC_URL`. theme/search weighs them like the title. The page's "In other tools" line
 *   (site/remarkOtherTools.ts) is added to the text of its top too: Rspress indexes the page's source.
 * - Code blocks as the words they hold: each block's identifiers, paths and words, once each, without
 *   JavaScript keywords, content hashes, decimal numbers and the words the page's prose already has; of a
 *   block of printed output, only its error and warning lines. Search finds a page by the same words as
 *   before (`usePolling`, `BUNDLE_ANALYZE`, an error a build printed), and the index is smaller (`npm run
 *   measure` prints its size).
 * - Headings without their `text` where the content holds it at `charIndex` (`withoutHeadingText`).
 * - No `frontmatter`, `lang` or `version` in the index: search reads none of them. They stay on the page
 *   data for the other plugins and the client (hidden from the index only, restored in `extendPageData`).
 *
 * @param options.docsRoot  the `docs` folder, for the other tools' data check
 * @throws when theme/data/other-tools.json is invalid (see site/otherTools.ts)
 */
export function pluginSearchIndex({ docsRoot }: { docsRoot: string }): RspressPlugin {
  const otherTools = loadOtherTools(docsRoot);
  return {
    name: 'site-search-index',
    async modifySearchIndexData(pages) {
      for (const page of pages as unknown as IndexedPage[]) {
        const tools = otherToolNames(otherTools, page.routePath);
        // The blocks come from the parse Rspress made for the index (patches/@rspress+core: `_codeBlocks`).
        if (page._codeBlocks) Object.assign(page, withCodeAsWords(page.content, page.toc, indexedCodeBlocks(page._codeBlocks)));
        // Read here only: the same object becomes the page's data, which every page's first load carries.
        delete page._codeBlocks;
        if (tools.length > 0) {
          // Names only: the tools' own names ("webpack", "Vite") would make every config page a title match
          // for them. They are in the page's "In other tools" line, which goes into the page top's text.
          page.keywords = [...new Set(tools.flatMap(({ names }) => names))];
          Object.assign(page, withTopLine(page.content, page.toc, otherToolsText(String(page.lang), tools)));
        }
        page.toc = withoutHeadingText(page.content, page.toc);
        for (const field of INDEX_ONLY_HIDDEN) hide(page, field);
      }
      checkSynonyms(pages as unknown as IndexedPage[]);
    },
    extendPageData(page) {
      // Back on the page data: the client reads `lang`, and site/slimPageData.ts decides what it ships.
      for (const field of INDEX_ONLY_HIDDEN) {
        const record = page as unknown as Record<string, unknown>;
        if (field in record) Object.defineProperty(record, field, { value: record[field], enumerable: true, writable: true, configurable: true });
      }
      // `keywords` is for the index only: not in the client's page data.
      hide(page as unknown as Record<string, unknown>, 'keywords');
    },
  };
}

/** The synonym table's file, for messages. */
const SYNONYMS_FILE = 'theme/data/search-synonyms.json';

/**
 * Checks the search synonym table (theme/search/engine/synonyms.ts) against the pages being indexed: its rules, and
 * that each group has a word some page holds, since a group no page uses cannot lead a reader anywhere.
 * @throws an Error naming the file, each faulty group and what to do
 */
export function checkSynonyms(pages: readonly { title: string; content: string }[]): void {
  const problems = synonymProblems(SITE_SYNONYMS);
  const unused = unusedSynonymGroups(SITE_SYNONYMS, pages.map(({ title, content }) => `${title}\n${content}`));
  problems.push(...unused.map((group) => `the group of "${group.words[0]}": no page holds any of its words; add the word the pages use, or remove the group`));
  if (problems.length > 0) {
    throw new Error(`${SYNONYMS_FILE} has ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\nSee README, "Search synonyms".`);
  }
}

/** Fields of Rspress's entry that search does not read. */
const INDEX_ONLY_HIDDEN = ['frontmatter', 'lang', 'version'] as const;

interface IndexedPage extends Record<string, unknown> {
  routePath: string;
  title: string;
  content: string;
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  keywords?: string[];
  _codeBlocks?: { lang: string; value: string }[];
}

/** `content` with `line` at the end of the page top (before the first heading), and `toc` moved to match. */
export function withTopLine(content: string, toc: IndexedPage['toc'], line: string): { content: string; toc: IndexedPage['toc'] } {
  const first = Math.min(...toc.filter((item) => item.charIndex >= 0).map((item) => item.charIndex), content.length);
  const top = content.slice(0, first).trimEnd();
  const added = `${top ? '\n\n' : ''}${line}`;
  const rest = content.slice(top.length);
  return {
    content: top + added + rest,
    toc: toc.map((item) => (item.charIndex >= top.length ? { ...item, charIndex: item.charIndex + added.length } : item)),
  };
}

/**
 * The outline without the text of each heading the content holds at its `charIndex` (followed by the
 * end of its line): search reads it there (theme/search/engine/LocalSearch.ts), and 366 pages of headings
 * twice were 4% of the index.
 */
export function withoutHeadingText(content: string, toc: IndexedPage['toc']): IndexedPage['toc'] {
  return toc.map((item) => {
    const line = item.charIndex >= 0 ? content.slice(item.charIndex, (content.indexOf('\n', item.charIndex) + 1 || content.length + 1) - 1) : undefined;
    if (line !== item.text) return item;
    const { text: _shown, ...rest } = item;
    return rest as IndexedPage['toc'][number];
  });
}

/** Made non-enumerable: Rspress writes the index (and the page data) with object spreads, which skip it. */
function hide(record: Record<string, unknown>, field: string): void {
  if (field in record) Object.defineProperty(record, field, { value: record[field], enumerable: false, writable: true, configurable: true });
}

/** A code block of a page, as its text appears in Rspress's index content, and its language ('' when the fence names none). */
export interface IndexedCode {
  code: string;
  lang: string;
}

/**
 * A page's code blocks (Rspress's `_codeBlocks`, in document order, as its index content holds them) trimmed, as
 * they stand in that content between blank lines; a block left empty is gone.
 */
export function indexedCodeBlocks(blocks: readonly { lang: string; value: string }[]): IndexedCode[] {
  return blocks.flatMap(({ lang, value }) => (value.trim() ? [{ code: value.trim(), lang }] : []));
}

/** Blocks that show what a program printed: file tables, timings, URLs, and now and then an error. */
const OUTPUT_LANGS = new Set(['text', 'console', 'log', 'shell-session', 'sh-session']);
/** The lines of printed output a reader may paste into search: errors and warnings. */
const MESSAGE_LINE = /error|warn|fail|cannot|can't|not found|invalid|deprecated|deprecation|exception|refused|denied|unexpected|missing|\p{Script=Han}/iu;

/**
 * What the index holds of a code block: of source code, its words (`codeWords`); of printed output, its error and
 * warning lines as printed, content hashes taken out. Readers paste those lines whole, and a section that holds the
 * message word for word is found by its word pairs (theme/search/engine/LocalSearch.ts, `SEQUENCE_MIN_WORDS`);
 * reduced to the words the prose lacks, `Template execution failed: ReferenceError: BASE_URL is not defined` was
 * `error Error execution ReferenceError`.
 */
function indexedText(block: IndexedCode, prose: ReadonlySet<string>): string {
  if (!OUTPUT_LANGS.has(block.lang)) return codeWords(block.code, prose).join(' ');
  return block.code
    .split('\n')
    .filter((line) => MESSAGE_LINE.test(line))
    .map((line) => line.replace(CONTENT_HASH, '').trim())
    .filter(Boolean)
    .join('\n');
}

/** Keywords of JavaScript and TypeScript: in nearly every block, and no reader searches for them. */
const CODE_STOP_WORDS = new Set(
  'import from export default const let var return true false function async await new this null undefined type interface extends implements if else for of in typeof instanceof as void string number boolean any unknown never module require exports class static public private readonly enum declare namespace try catch finally throw switch case break continue while do yield delete'.split(' '),
);
/** A word of code: an identifier, a dotted or hyphenated name, a path (`src/index.ts`), a number, a CJK run. */
const CODE_WORD = /[\p{L}\p{N}_$@][\p{L}\p{N}_$@./-]*[\p{L}\p{N}_$]|[\p{L}\p{N}]/gu;
const LATIN_WORD = /[\p{L}\p{N}_$]+/gu;

/** A content hash inside a name (`index.7e19bf2e.js`, `277b02d42ed1922e`): no reader types one. */
const CONTENT_HASH = /(?:^|[.-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{8,}(?=$|[.-])/g;
/** A size, a duration or a version printed by a tool (`182.1`, `0.15`): only the words around it are searched. */
const DECIMAL = /^\d+(?:\.\d+)+$/;

/**
 * The words of a code block worth indexing, once each, in order: the ones `prose` (lower-cased words)
 * lacks, with content hashes taken out of names and without decimal numbers.
 */
export function codeWords(code: string, prose: ReadonlySet<string>): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  for (const [found] of code.matchAll(CODE_WORD)) {
    const word = found.replace(CONTENT_HASH, '');
    if (!word || DECIMAL.test(word)) continue;
    // Two letters or fewer (`js`, `id`, `ok`) narrow nothing. Chinese in code is a comment that explains
    // the code, as the prose around it does.
    if (seen.has(word) || CODE_STOP_WORDS.has(word) || word.length < 3 || /\p{Script=Han}/u.test(word)) continue;
    seen.add(word);
    if (prose.has(word.toLowerCase())) continue;
    words.push(word);
  }
  return words;
}

/**
 * `content` with each code block (found in order) replaced by its words (`codeWords`, against the page's
 * prose), and `toc` with its `charIndex` moved to match. A block not found as written is left whole.
 */
export function withCodeAsWords(content: string, toc: IndexedPage['toc'], blocks: IndexedCode[]): { content: string; toc: IndexedPage['toc'] } {
  const ranges: { start: number; end: number; block: IndexedCode }[] = [];
  let from = 0;
  for (const block of blocks) {
    const start = content.indexOf(block.code, from);
    if (start === -1) continue;
    ranges.push({ start, end: start + block.code.length, block });
    from = start + block.code.length;
  }
  if (ranges.length === 0) return { content, toc };
  // The page's prose: a word it has is found there, so its code need not repeat it.
  let proseText = '';
  let last = 0;
  for (const range of ranges) {
    proseText += `${content.slice(last, range.start)}\n`;
    last = range.end;
  }
  const lower = (proseText + content.slice(last)).toLowerCase();
  const prose = new Set([...(lower.match(LATIN_WORD) ?? []), ...(lower.match(CODE_WORD) ?? [])]);
  let slim = '';
  let at = 0;
  const shifts: { at: number; by: number }[] = [];
  for (const range of ranges) {
    const words = indexedText(range.block, prose);
    slim += content.slice(at, range.start) + words;
    shifts.push({ at: range.end, by: range.end - range.start - words.length });
    at = range.end;
  }
  slim += content.slice(at);
  const moved = (index: number) => (index < 0 ? index : index - shifts.filter((shift) => shift.at <= index).reduce((sum, shift) => sum + shift.by, 0));
  return { content: slim, toc: toc.map((item) => ({ ...item, charIndex: moved(item.charIndex) })) };
}
