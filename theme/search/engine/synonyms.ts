// cspell:ignore distpath (a search term as the tokenizer writes it)
/**
 * The search synonym table (theme/data/search-synonyms.json): groups of words that readers use for the same thing,
 * so that a query holding one of them also finds the pages that use another. 修改打包输出目录 finds the page that
 * says 产物目录 and the option named `output.distPath`; 生产环境去掉 sourcemap finds the page that says 关闭.
 *
 * One table serves both sides of search:
 * - the query side (./LocalSearch.ts) swaps a word of the query for the other words of its group, each ranked a
 *   little below the word as typed (`SYNONYM_FACTOR` there);
 * - the index build (site/searchIndex.ts) checks the table against the pages (`unusedSynonymGroups`): a group
 *   none of whose words is on any page cannot help anyone, and fails the build.
 *
 * A word is either a run of Chinese characters (two or more: 输出目录, 起一个) or one Latin search term as the
 * reader types it (one lower-case word, no punctuation: `distpath`, `hmr`, `cors`). The rules are checked by
 * `synonymProblems`, which the build and a unit test run.
 */
import table from '../../data/search-synonyms.json';
import { latinTerms } from './tokenize';

/** One group: words that stand for each other in a query, and where readers were seen using them. */
export interface SynonymGroup {
  words: string[];
  /** Where the words come from: the pages that use them, other tools' docs, articles or threads where readers do. */
  source: string;
}

export interface SynonymTable {
  $comment: string;
  groups: SynonymGroup[];
}

/** The site's table. */
export const SITE_SYNONYMS = table as SynonymTable;

const CJK_WORD = /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}$/;

/** True when `word` is one lower-case Latin word, which the tokenizer reads as one term (`cors` -> cor). */
function isLatinWord(word: string): boolean {
  return /^[a-z0-9]+$/.test(word) && latinTerms(word).length === 1;
}

/** A table word as the index holds it: Chinese as written, a Latin word as its search term (`cors` -> cor). */
function indexed(word: string): string {
  return CJK_WORD.test(word) ? word : latinTerms(word)[0];
}

/**
 * Every fault of a table, one message each naming the group by its position (empty when it is sound): a group with
 * fewer than two words or no source, a word that is neither a Chinese run of two or more characters nor one Latin
 * term as the tokenizer writes it, a word in two groups.
 */
export function synonymProblems(data: SynonymTable): string[] {
  const problems: string[] = [];
  if (typeof data.$comment !== 'string' || data.$comment.trim() === '') problems.push('$comment: missing');
  if (!Array.isArray(data.groups) || data.groups.length === 0) return [...problems, 'groups: empty'];
  const groupOf = new Map<string, number>();
  data.groups.forEach((group, index) => {
    const name = `groups[${index}] (${group.words?.[0] ?? '?'})`;
    const keys = Object.keys(group).sort().join(',');
    if (keys !== 'source,words') problems.push(`${name}: has keys ${keys}, expected source,words`);
    if (typeof group.source !== 'string' || group.source.trim() === '') problems.push(`${name}: no source; say where readers use these words`);
    if (!Array.isArray(group.words) || group.words.length < 2) {
      problems.push(`${name}: needs two words or more`);
      return;
    }
    for (const word of group.words) {
      if (typeof word !== 'string' || !(CJK_WORD.test(word) || isLatinWord(word))) {
        const latin = typeof word === 'string' ? latinTerms(word).join(' ') : '';
        problems.push(
          `${name}: "${word}" is not a word the index holds; write Chinese as two or more characters with nothing else, and Latin as one lower-case word${latin ? ` (the tokenizer reads "${latin}")` : ''}`,
        );
        continue;
      }
      const other = groupOf.get(word);
      if (other !== undefined) problems.push(`${name}: "${word}" is also in groups[${other}]; a word belongs to one group`);
      else groupOf.set(word, index);
    }
  });
  return problems;
}

/**
 * The groups none of whose words occurs in `texts` (a Chinese word as written, a Latin word as a search term):
 * dead rows, for the index build to report.
 */
export function unusedSynonymGroups(data: SynonymTable, texts: Iterable<string>): SynonymGroup[] {
  const pending = new Set(data.groups);
  for (const text of texts) {
    if (pending.size === 0) break;
    let terms: Set<string> | undefined;
    for (const group of pending) {
      const used = group.words.some((word) => (CJK_WORD.test(word) ? text.includes(word) : (terms ??= new Set(latinTerms(text))).has(indexed(word))));
      if (used) pending.delete(group);
    }
  }
  return [...pending];
}

/** A piece of a query phrase, and the words that may stand for it (none when the table has no group for it). */
export interface PhrasePiece {
  text: string;
  synonyms: string[];
}

/** Looks words up in a table: built once, then each query asks it. */
export class Synonyms {
  readonly #others = new Map<string, string[]>();
  /** The table's Chinese words, longest first: a phrase is cut at the longest word it holds. */
  readonly #cjkWords: string[];

  constructor(data: SynonymTable = SITE_SYNONYMS) {
    for (const { words } of data.groups) {
      const terms = words.map(indexed);
      for (const term of terms) this.#others.set(term, terms.filter((other) => other !== term));
    }
    this.#cjkWords = [...this.#others.keys()].filter((word) => CJK_WORD.test(word)).sort((a, b) => b.length - a.length);
  }

  /** The other words of `word`'s group (a Chinese word, or a Latin search term), as the index holds them; empty when it has none. */
  of(word: string): string[] {
    return this.#others.get(word) ?? [];
  }

  /**
   * `phrase` with each stretch that sounds like one of the table's Chinese words (`sameSound`), and that no page
   * holds as typed (`held`), written as that word: 首屏白平 -> 首屏白屏, 打包体积分西 -> 打包体积分析. Longest words
   * first. Returns the phrase and the words put in.
   */
  respell(phrase: string, sameSound: (typed: string, word: string) => boolean, held: (text: string) => boolean): { phrase: string; words: string[] } {
    const words: string[] = [];
    let text = phrase;
    for (const word of this.#cjkWords) {
      for (let at = 0; at + word.length <= text.length; at++) {
        const typed = text.slice(at, at + word.length);
        if (typed === word || !sameSound(typed, word) || held(typed)) continue;
        text = text.slice(0, at) + word + text.slice(at + word.length);
        words.push(word);
      }
    }
    return { phrase: text, words };
  }

  /**
   * A Chinese phrase cut around the table's words it holds, longest word first: 打包输出目录 ->
   * 打包 | 输出目录 (with 产物目录, distpath...). A phrase holding none comes back whole, with no synonyms.
   */
  split(phrase: string): PhrasePiece[] {
    for (const word of this.#cjkWords) {
      const at = phrase.indexOf(word);
      if (at === -1) continue;
      return [...this.split(phrase.slice(0, at)), { text: word, synonyms: this.of(word) }, ...this.split(phrase.slice(at + word.length))];
    }
    return phrase ? [{ text: phrase, synonyms: [] }] : [];
  }
}

/** True for a word of the table that is Chinese (a phrase in a query) rather than a Latin term. */
export function isCjkWord(word: string): boolean {
  return CJK_WORD.test(word);
}
