/**
 * Where a parsed query occurs in a piece of display text (a title, a heading path, a section), and the
 * 100-character snippet a content hit shows.
 */
import { lowerWithoutAccents, type ParsedQuery, phraseWords, stem, termMatches } from './tokenize';

/** A highlighted run of characters: `start` and `length` count UTF-16 code units of the shown string. */
export interface HighlightRange {
  start: number;
  length: number;
}

/** Length of the snippet a content hit shows, in characters (spec 9). */
export const SNIPPET_LENGTH = 100;
/** How much text a snippet keeps before its first match, in characters. */
const SNIPPET_LEAD = 24;

const WORD = /[A-Za-z0-9\u00c0-\u024f]+/g;
const CAMEL_PART = /[A-Z]?[a-z0-9\u00df-\u024f]+|[A-Z]+(?![a-z])/g;

function wordMatches(query: ParsedQuery, word: string): boolean {
  const indexed = stem(lowerWithoutAccents(word));
  return query.terms.some((term) => termMatches(term, indexed));
}

/**
 * Every place the query matches `text`, sorted and not overlapping. A Latin term highlights the whole
 * word it matches (or the camelCase part: "port" in `strictPort`); a CJK phrase highlights itself, or
 * its words of two or more characters where the text does not hold it as typed.
 */
export function findMatches(text: string, query: ParsedQuery): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  if (query.terms.length > 0) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      const start = match.index;
      if (wordMatches(query, word)) {
        ranges.push({ start, length: word.length });
        continue;
      }
      for (const part of word.matchAll(CAMEL_PART)) {
        if (part[0].length < word.length && wordMatches(query, part[0])) {
          ranges.push({ start: start + part.index, length: part[0].length });
        }
      }
    }
  }
  for (const phrase of query.phrases) {
    // A phrase the text does not hold as typed is highlighted word by word; single characters scattered
    // over a paragraph would be noise, so they are not.
    const parts = text.includes(phrase) ? [phrase] : phraseWords(phrase).filter((word) => word.length > 1);
    for (const part of parts) {
      for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) {
        ranges.push({ start: at, length: part.length });
      }
    }
  }
  ranges.sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: HighlightRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start < last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** A snippet: the text shown and its highlights (relative to the snippet). */
export interface Snippet {
  text: string;
  highlights: HighlightRange[];
}

/**
 * About `SNIPPET_LENGTH` characters of `text` around its first match, whitespace collapsed, with an
 * ellipsis where the text was cut. `matches` must come from `findMatches(text, ...)`.
 */
export function snippetAround(text: string, matches: HighlightRange[]): Snippet {
  const first = matches[0]?.start ?? 0;
  let start = Math.max(0, first - SNIPPET_LEAD);
  // Start at a word boundary unless that would drop the match.
  if (start > 0) {
    const space = text.slice(start, first).search(/\s/);
    if (space !== -1) start += space + 1;
  }
  // Walk the source, collapsing whitespace, and carry the highlights over to the new positions.
  let shown = start > 0 ? '…' : '';
  const positions = new Map<number, number>();
  let index = start;
  for (; index < text.length && shown.length < SNIPPET_LENGTH; index++) {
    const char = text[index];
    positions.set(index, shown.length);
    if (/\s/.test(char)) {
      if (!shown.endsWith(' ') && shown !== '' && shown !== '…') shown += ' ';
    } else {
      shown += char;
    }
  }
  const end = index;
  shown = shown.trimEnd();
  if (end < text.length) shown += '…';
  const highlights: HighlightRange[] = [];
  for (const match of matches) {
    if (match.start < start || match.start >= end) continue;
    const from = positions.get(match.start)!;
    const last = Math.min(match.start + match.length, end) - 1;
    const to = (positions.get(last) ?? from) + 1;
    highlights.push({ start: from, length: Math.min(to, shown.length) - from });
  }
  return { text: shown, highlights };
}
