import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { pinyin } from 'pinyin-pro';

/**
 * The pinyin of the Chinese characters readers type, for homophone search (theme/search/engine/pinyin.ts):
 * each reading, tones left out, with the characters that have it, e.g. `{ li: "里理李力立利…", … }`.
 * A character with several readings (行: xing, hang) is under each.
 *
 * The characters: the 3,755 of GB 2312 level 1 (those a pinyin input method offers first, so the ones a
 * slip produces) and every character of the Chinese pages under `docsRoot/zh`. Readings come from the
 * `pinyin-pro` package's dictionary. rspress.config.ts passes the table through `source.define`, so only
 * the chunk that search loads on a Chinese query with no exact match carries it (about 10 KB gzip).
 */
export function pinyinTable(docsRoot: string): Record<string, string> {
  const chars = new Set<string>(gb2312Level1());
  for (const file of filesUnder(path.join(docsRoot, 'zh'))) {
    for (const char of fs.readFileSync(file, 'utf8').match(/\p{Script=Han}/gu) ?? []) chars.add(char);
  }
  const table: Record<string, string> = {};
  for (const char of [...chars].sort()) {
    const readings = pinyin(char, { multiple: true, toneType: 'none', type: 'array' });
    for (const reading of new Set(readings)) {
      if (!/^[a-zü]+$/.test(reading)) continue; // no reading known: the character stays out
      table[reading] = (table[reading] ?? '') + char;
    }
  }
  return table;
}

/** GB 2312 level 1: rows 0xB0-0xD7 of the encoding, decoded with the GB 18030 decoder every Node has. */
function gb2312Level1(): string[] {
  const decoder = new TextDecoder('gb18030');
  const chars: string[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const char = decoder.decode(Uint8Array.of(row, cell));
      if (/^\p{Script=Han}$/u.test(char)) chars.push(char);
    }
  }
  return chars;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Defines `__PINYIN_TABLE__` (`pinyinTable(docsRoot)` as JSON) when Rsbuild builds the site, not when
 * rspress.config.ts is read: the Markdown compile workers read the config too and never use the table, which cost
 * each of them about 0.15 s of CPU in a cold build (issue 38).
 * @param docsRoot  the `docs` folder
 */
export function pluginPinyinTable(docsRoot: string): RsbuildPlugin {
  return {
    name: 'site:pinyin-table',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, { source: { define: { __PINYIN_TABLE__: JSON.stringify(pinyinTable(docsRoot)) } } }),
      );
    },
  };
}
