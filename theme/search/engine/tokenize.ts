// cspell:ignore strictport strictpo transpil cach mapp padd bcdfghjkmnpqrtvwx (search terms as the tokenizer writes them)
/**
 * How text becomes search terms, the same way for the index and for the query.
 *
 * Latin text (English, option names, code) becomes lower-case words with accents stripped. A camelCase word
 * also yields its parts, so `server.strictPort` is found by "strict port", "strictport" and "server". Dots,
 * hyphens and other punctuation separate words, so `html.template` and `remove-console` read as two words.
 * A short list of English stop words is dropped, and so are a trailing plural "s" and a verb's -ed or -ing, so
 * "how to proxy api requests" asks for proxy + api + request.
 *
 * Chinese, Japanese and Korean text is indexed by character and matched by phrase (see `cjkRuns`): the
 * browser's word segmenter (`Intl.Segmenter`) was tried and measured here. Its dictionary splits 构建 into
 * 构|建 and 插件 into 插|件, and segmenting the Chinese index took 388 ms in Chromium, more than the whole
 * first-query budget. Characters plus a phrase check find every contiguous Chinese phrase a page contains.
 *
 * Everything here is split with native regular expressions: a per-character JavaScript loop over the
 * 1.4 MB index was the slowest part of building it.
 */

/** A word containing a lower-to-upper case change: `strictPort`, `HTMLRspackPlugin`, `es2015Plus`. */
export const CAMEL_WORD = /[A-Za-z0-9]*[a-z0-9][A-Z][A-Za-z0-9]*/g;
/** Where a camelCase word splits: `tP` in strictPort, `LR` before `s` in HTMLRspack. */
const CAMEL_BOUNDARY = /([a-z0-9])([A-Z])|([A-Z])([A-Z][a-z])/g;
/** Anything that is not part of a Latin word, once the text is lower-cased. */
const LATIN_SEPARATOR = /[^a-z0-9\u00df-\u024f]+/;
const HAS_ACCENTED = /[\u00c0-\u024f]/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Han, kana and Hangul characters: the scripts written without spaces between words. */
const CJK_SOURCE = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af';
const CJK_CHAR = new RegExp(`[${CJK_SOURCE}]`, 'g');
const CJK_RUN = new RegExp(`[${CJK_SOURCE}]+`, 'g');

/**
 * Words too common to narrow a search. Kept short on purpose: a word a reader might mean (not, no, all,
 * out, new) stays searchable. "option" is on nearly every config page ("vite base option").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be by can do does for from how i if in into is it its me my of on option or so than that the their then these this to was we what when where which why will with you your'.split(
    ' ',
  ),
);

/**
 * Chinese question words, particles and the verbs of a how-to question (配置、设置、修改 as in 怎么修改端口号).
 * They do not count against a match: 怎么配置代理 asks for 代理. Dropped from a query only where the
 * browser's word segmenter finds them as words (so 目的 keeps its 的), and only when other words remain.
 */
export const CJK_STOP_WORDS: ReadonlySet<string> = new Set(
  [
    '怎么 怎样 怎么样 怎么办 如何 为什么 为啥 为何 什么 哪些 哪里 哪儿 在哪 在哪里 哪 在 哪个 是否 能否 能不能 可不可以 可以 能 吗 呢 吧 啊 呀',
    '的 了 得 地 着 过 我 我们 你 请问 一下 要 想 需要 应该 该',
    // Spoken question words, time words (打包的时候, 打包后) and the words around a complaint (明明配了, 还是报错, 不对)
    '咋 咋办 啥 怎么回事 时 时候 之后 以后 后 之前 明明 还是 一直 总是 老是 已经 直接 不对 不行',
  ]
    .join(' ')
    .split(' '),
);
/**
 * Verbs of a how-to question: dropped where they start a phrase and an object follows (修改端口号 asks for
 * 端口号) or a question word leads to them at the end (入口怎么配置), kept where they start a noun (配置项,
 * 配置文件, 使用方法).
 */
const CJK_QUESTION_VERBS: ReadonlySet<string> = new Set('配置 设置 修改 更改 改 使用 用 开启 启用'.split(' '));
const CJK_NOUNS_AFTER_VERB = ['项', '文件', '信息', '方式', '方法', '说明', '示例'];

/**
 * What is worth keeping of a path in a pasted error: the package it is in and the file's extension.
 * `./node_modules/vuetify/src/VCard.sass` -> ` vuetify sass `: the extension says which loader or plugin is
 * missing, and the package is what the reader's search is about.
 */
function pathKeeps(path: string): string {
  const pkg = /node_modules[\\/]((?:@[^\\/\s'"`]+[\\/])?[^\\/\s'"`]+)/.exec(path)?.[1] ?? '';
  const extension = /\.([A-Za-z][A-Za-z0-9]{0,5})['"`)]?$/.exec(path.trim())?.[1] ?? '';
  return ` ${pkg} ${extension} `;
}

/**
 * What a pasted error message holds that no page can match: the reader's own paths (but for the package and the
 * extension, see `pathKeeps`), the module a `Can't resolve` names, line and column numbers, chunk numbers and content
 * hashes. The message's own words stay, so the FAQ section titled with the message is found.
 */
const PASTED_NOISE: ReadonlyArray<[RegExp, string | ((match: string) => string)]> = [
  // `Can't resolve './Foo' in '/home/me/app/src'`: the module and the folder are the reader's.
  [/\b(resolve)\s+(['"`])[^'"`]*\2/gi, '$1 '],
  // Quoted or bare absolute paths: '/home/me/app/src', C:\\work\\app, /Users/me/x.js.
  [/(['"`])(?:[A-Za-z]:[\\/]|\/)[^'"`]*\1/g, pathKeeps],
  [/(?:^|\s|\()(?:[A-Za-z]:[\\/]|\/)(?:[^\s/\\()]+[\\/])+[^\s/\\()]*/g, pathKeeps],
  // Positions: `App.tsx:12:5`, `(12,5)`, `line 12`, `chunk 345`.
  [/\b\d+:\d+(?:-\d+(?::\d+)?)?\b/g, ' '],
  [/:\d+(?::\d+)?\b/g, ' '],
  // Relative paths of the reader's project: ./src/App.tsx, ../utils/index.js.
  [/(?:^|\s)\.\.?\/\S+/g, pathKeeps],
  [/\(\d+,\s*\d+\)/g, ' '],
  [/\b(line|column|col|chunk|position)\s+\d+\b/gi, '$1 '],
  // Content hashes in file names and ids: `index.ef97b774.js`, `3f2a9c1d`.
  [/\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{6,}\b/gi, ' '],
];

/** A query with the parts of a pasted error message that cannot match taken out (see `PASTED_NOISE`). */
export function withoutPastedNoise(text: string): string {
  let clean = text;
  // Two calls, not one: TypeScript's `replace` takes a string or a function, not a value that may be either.
  for (const [pattern, replacement] of PASTED_NOISE) clean = typeof replacement === 'string' ? clean.replace(pattern, replacement) : clean.replace(pattern, replacement);
  return clean;
}

/**
 * `requests` -> `request`, `entries` -> `entry`, `refreshes` -> `refresh`, `prefixes` -> `prefix`; `class`,
 * `alias`, `caches` (-> `cache`)... keep a form both sides agree on. Then the verb ending (`withoutVerbEnding`):
 * the index and the query get the same stem, so "transpiled" finds "untranspiled JavaScript" and "transpile".
 */
export function stem(word: string): string {
  return withoutVerbEnding(withoutPlural(word));
}

/** A plural's singular, as the index has always held it. */
function withoutPlural(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sh|x|ss|tch|nch|rch)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  return word.slice(0, -1);
}

const VOWEL = /[aeiouy]/;
/** A doubled final consonant left by -ed or -ing (mapp, padd), but not ll, ss or zz (install, pass). */
const DOUBLED_CONSONANT = /([bcdfghjkmnpqrtvwx])\1$/;

/**
 * `transpiled`, `transpiling` and `transpile` -> `transpil`; `mapped` -> `map`; `cached` -> `cach`. The ending goes
 * only where a vowel is left before it, so `string`, `spring` and `need` keep theirs.
 */
function withoutVerbEnding(word: string): string {
  let base = word;
  if (base.length > 5 && base.endsWith('ing') && VOWEL.test(base.slice(0, -3))) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith('ed') && !base.endsWith('eed') && VOWEL.test(base.slice(0, -2))) base = base.slice(0, -2);
  if (base !== word && DOUBLED_CONSONANT.test(base)) base = base.slice(0, -1);
  if (base.length > 4 && base.endsWith('e')) base = base.slice(0, -1);
  return base;
}

export function lowerWithoutAccents(text: string): string {
  const lower = text.toLowerCase();
  return HAS_ACCENTED.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

/** `strictPort` -> `strict Port`. */
export function splitCamel(word: string): string {
  return word.replace(CAMEL_BOUNDARY, '$1$3 $2$4');
}

/**
 * The Latin search terms of a text, in order, with repeats (the index de-duplicates).
 * A camelCase word yields the whole word, then its parts.
 */
export function latinTerms(text: string): string[] {
  const expanded = text.replace(CAMEL_WORD, (word) => `${word} ${splitCamel(word)}`);
  const terms: string[] = [];
  for (const word of lowerWithoutAccents(expanded).split(LATIN_SEPARATOR)) {
    if (word && !STOP_WORDS.has(word)) terms.push(stem(word));
  }
  return terms;
}

/** The CJK characters of a text, in order: the terms of the CJK index. */
export function cjkChars(text: string): string[] {
  return text.match(CJK_CHAR) ?? [];
}

/** The contiguous CJK phrases of a text: `开发服务器 端口` -> [`开发服务器`, `端口`]. */
export function cjkRuns(text: string): string[] {
  return text.match(CJK_RUN) ?? [];
}

/** One Latin term of a query. */
export interface QueryTerm {
  term: string;
  /** True for the word the reader is still typing: it matches any indexed word that starts with it. */
  prefix: boolean;
}

/** What the reader typed, in the terms the index understands. */
export interface ParsedQuery {
  /** The text as typed, trimmed. */
  text: string;
  /** Latin terms, de-duplicated; every one must match. */
  terms: QueryTerm[];
  /** CJK phrases; every one must match (see `LocalSearch`). */
  phrases: string[];
  /** True when there is nothing to search for (only spaces, punctuation or stop words). */
  empty: boolean;
}

/**
 * Parses a query. The last word is still being typed unless the query ends with a space or punctuation,
 * so it matches as a prefix: `html temp` finds `html.template`. For a camelCase last word the whole word
 * and its last part are prefixes: `strictPo` asks for strictpo*, strict and po*.
 */
export function parseQuery(input: string): ParsedQuery {
  const text = input.trim();
  const open = /[\p{L}\p{N}]$/u.test(input);
  const searched = withoutPastedNoise(text);
  const words = searched.split(/[^A-Za-z0-9\u00c0-\u024f]+/).filter(Boolean);
  const byTerm = new Map<string, QueryTerm>();
  words.forEach((word, index) => {
    const terms = latinTerms(word);
    const typing = open && index === words.length - 1 && !cjkTail(text);
    terms.forEach((term, position) => {
      const prefix = typing && (position === 0 || position === terms.length - 1);
      const known = byTerm.get(term);
      // The same term typed in full elsewhere in the query is the stricter request.
      if (!known || (known.prefix && !prefix)) byTerm.set(term, { term, prefix });
    });
  });
  const terms = [...byTerm.values()];
  const runs = cjkRuns(searched);
  let phrases = [...new Set(runs.flatMap(withoutCjkStopWords))];
  // A query of question words only (为什么) still asks for them.
  if (phrases.length === 0 && terms.length === 0) phrases = [...new Set(runs)];
  return { text, terms, phrases, empty: terms.length === 0 && phrases.length === 0 };
}

/** A CJK run split where the segmenter finds a `CJK_STOP_WORDS` word, without them: 怎么配置代理 -> [代理]. */
function withoutCjkStopWords(run: string): string[] {
  if (!segmenter) return [run];
  const segments = [...segmenter.segment(run)];
  const kept: string[] = [];
  let current = '';
  segments.forEach(({ segment, index }, at) => {
    const rest = run.slice(index + segment.length);
    const afterQuestion = at > 0 && CJK_STOP_WORDS.has(segments[at - 1].segment);
    // A verb goes where an object follows it (修改端口号) or a question word leads to it (多页面入口怎么配置).
    const questionVerb =
      CJK_QUESTION_VERBS.has(segment) &&
      ((current === '' && rest.length >= 2 && !CJK_NOUNS_AFTER_VERB.some((noun) => rest.startsWith(noun))) || (afterQuestion && rest === ''));
    if (CJK_STOP_WORDS.has(segment) || questionVerb) {
      if (current) kept.push(current);
      current = '';
    } else {
      current += segment;
    }
  });
  if (current) kept.push(current);
  // A single character left between question words (怎么|办) is not what the reader asks about.
  const words = kept.filter((phrase) => phrase.length > 1 || kept.length === 1);
  return words.length > 0 || kept.length === 0 ? words : kept;
}

/** True when the query ends in CJK text, so its last Latin word is complete: `tools.rspack 配置`. */
function cjkTail(text: string): boolean {
  return new RegExp(`[${CJK_SOURCE}]$`).test(text);
}

/** True when an indexed term satisfies a query term. */
export function termMatches(query: QueryTerm, indexed: string): boolean {
  return query.prefix ? indexed.startsWith(query.term) : indexed === query.term;
}

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : undefined;

/** Phrases already segmented: a query asks for a phrase's words once for every candidate section. */
const wordsOfPhrase = new Map<string, string[]>();
/** Phrases kept in `wordsOfPhrase` before it starts over. */
const PHRASE_CACHE_SIZE = 500;

/**
 * The words of a CJK query phrase, by the browser's segmenter (characters where it has none). Used on the
 * query only: a section that lacks the phrase as typed still matches when it holds each word (开发服务器端口 is
 * answered by 开发服务器的端口). Remembered per phrase: segmenting it again for each of a long query's hundreds of
 * candidate sections took 90 of 250 ms in Node.
 */
export function phraseWords(phrase: string): string[] {
  let words = wordsOfPhrase.get(phrase);
  if (!words) {
    words = segmenter ? [...segmenter.segment(phrase)].filter((part) => part.isWordLike).map((part) => part.segment) : cjkChars(phrase);
    if (wordsOfPhrase.size >= PHRASE_CACHE_SIZE) wordsOfPhrase.clear();
    wordsOfPhrase.set(phrase, words);
  }
  return words;
}
