// cspell:ignore alais (a typo the module exists to forgive)
/**
 * Typo tolerance for query words the index does not hold: which indexed words are close enough to count.
 *
 * The rule readers know from Algolia DocSearch: one typo in a word of 4 to 7 letters, two in a word of 8
 * or more, none below 4. A typo is a letter missing, added, replaced, or two adjacent letters swapped
 * (`alais` -> `alias` is one), the optimal string alignment distance.
 */

/** Typos allowed in a query word of `length` letters. */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The optimal string alignment distance between `a` and `b` when it is at most `max`, else `max + 1`.
 * Stops as soon as a row exceeds `max`, so comparing a word with a whole vocabulary stays cheap.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0].length) rows = [0, 1, 2].map(() => new Int32Array(b.length + 1));
  // Three rows of the distance table, reused between calls: the vocabulary is compared word by word.
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

let rows = [0, 1, 2].map(() => new Int32Array(32));

/**
 * The words of `vocabulary` within the typos `word` allows, with their distance, closest first.
 * `vocabulary` is grouped by word length (see `byLength`) so only words of a possible length are compared.
 */
export function closeWords(word: string, vocabulary: ReadonlyMap<number, readonly string[]>): { word: string; distance: number }[] {
  const max = typosAllowed(word.length);
  if (max === 0) return [];
  const found: { word: string; distance: number }[] = [];
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.get(length) ?? []) {
      const distance = boundedDistance(word, candidate, max);
      if (distance <= max && distance > 0) found.push({ word: candidate, distance });
    }
  }
  return found.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : 1));
}

/** Words grouped by length, for `closeWords`. */
export function byLength(words: Iterable<string>): Map<number, string[]> {
  const groups = new Map<number, string[]>();
  for (const word of words) {
    const group = groups.get(word.length);
    if (group) group.push(word);
    else groups.set(word.length, [word]);
  }
  return groups;
}
