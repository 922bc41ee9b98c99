// cspell:ignore geng (pinyin readings)
/**
 * Homophone search for Chinese (see LocalSearch): readers type with a pinyin input method, and a slip
 * picks another character with the same sound, 代里 for 代理 or 插件开法 for 插件开发. A phrase no page holds
 * is tried as a pattern in which each character may be any character with one of its readings, tones and
 * the sounds input methods blur (`fuzzyReading`) left out.
 *
 * The table (site/pinyinTable.ts, about 10 KB gzip) is a chunk of its own, fetched by `loadPinyinTable`
 * only when a Chinese query finds no exact phrase.
 */

/** Readings and characters, both ways. Build one with `toPinyinTable`. */
export interface PinyinTable {
  /** Fuzzy readings of a character (`fuzzyReading`), tones left out: 行 -> [xin, han]. */
  readingsOf: ReadonlyMap<string, readonly string[]>;
  /** Characters of a fuzzy reading: li -> 里理李… */
  charsOf: ReadonlyMap<string, string>;
}

/**
 * A reading with the distinctions pinyin input methods let readers blur (模糊音): zh/z, ch/c, sh/s, and
 * -ng/-n after a, e, i. 跟 (gen) is a slip for 更 (geng).
 */
export function fuzzyReading(reading: string): string {
  return reading.replace(/^([zcs])h/, '$1').replace(/([aei])ng$/, '$1n');
}

/** The table from its build-time form `{ reading: characters }`, keyed by fuzzy reading (`fuzzyReading`). */
export function toPinyinTable(data: Record<string, string>): PinyinTable {
  const readingsOf = new Map<string, string[]>();
  const charsOf = new Map<string, string>();
  for (const [exact, chars] of Object.entries(data)) {
    const reading = fuzzyReading(exact);
    charsOf.set(reading, (charsOf.get(reading) ?? '') + chars);
    for (const char of chars) {
      const readings = readingsOf.get(char);
      if (!readings) readingsOf.set(char, [reading]);
      else if (!readings.includes(reading)) readings.push(reading);
    }
  }
  return { readingsOf, charsOf };
}

/**
 * A pattern that matches `phrase` and its homophones, e.g. 代里 -> /[代带待…][里理李…]/g; undefined when a
 * character has no known reading (then only the phrase as typed can match).
 */
export function homophonePattern(phrase: string, table: PinyinTable): RegExp | undefined {
  let source = '';
  for (const char of phrase) {
    const readings = table.readingsOf.get(char);
    if (!readings) return undefined;
    const chars = new Set([char, ...readings.flatMap((reading) => [...(table.charsOf.get(reading) ?? '')])]);
    source += `[${[...chars].join('')}]`;
  }
  return new RegExp(source, 'g');
}

let loading: Promise<PinyinTable> | undefined;

/** The site's table, fetched once (a chunk of its own). */
export function loadPinyinTable(): Promise<PinyinTable> {
  loading ??= import('./pinyinData').then((module) => toPinyinTable(module.default));
  return loading;
}
