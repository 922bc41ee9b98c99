import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { pinyinTable } from '../../site/pinyinTable';
import { LocalSearch } from '../../theme/search/engine/LocalSearch';
import { type PinyinTable, toPinyinTable } from '../../theme/search/engine/pinyin';
import { DEFAULT_LIMIT } from '../../theme/search/engine/types';

/** The search modal's input. */
export const searchInput = (page: Page) => page.locator('.rp-search-panel__input');
/** Result rows of the tab on show. */
export const searchHits = (page: Page) => page.locator('.rp-suggest-item');

/**
 * Presses Ctrl+K until the modal opens. The shortcut works once the page has hydrated; a press before that
 * is lost, as it would be for a reader.
 */
export async function openSearchWithHotkey(page: Page) {
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * How long the first results may take, in ms. On a cold page they wait on the index: fetched, parsed and built
 * in slices (the Chinese one takes about 0.4 s of CPU). With two test workers on a two-core CI host that took
 * over 7 s. Search speed is measured by `npm run measure`, not here; this only bounds a hang.
 */
export const FIRST_RESULTS_TIMEOUT_MS = 20_000;

/**
 * Types `query` into the open modal and returns the pages of the results, in the order shown, each once
 * (a path without the `#section`). Waits until the results answer this query, not an earlier one.
 */
export async function searchPages(page: Page, query: string): Promise<string[]> {
  await searchInput(page).fill(query);
  const results = page.locator(`.rp-search-panel__results[data-query="${query.trim().replace(/"/g, '\\"')}"]`);
  await expect(results).toBeVisible({ timeout: FIRST_RESULTS_TIMEOUT_MS });
  const links = await results.locator('.rp-suggest-item a').evaluateAll((anchors) =>
    anchors.map((anchor) => decodeURI(new URL((anchor as HTMLAnchorElement).href).pathname)),
  );
  return [...new Set(links)];
}

const BUILD_DIR = path.resolve(__dirname, '../../doc_build/static');
let pinyin: PinyinTable | undefined;
/** The pinyin table as the build writes it into the search chunk (site/pinyinTable.ts, from the Chinese pages). */
const sitePinyinTable = () => (pinyin ??= toPinyinTable(pinyinTable(path.resolve(__dirname, '../../docs'))));

/**
 * The engine as the search worker runs it (theme/search/engine/searchWorker.ts): built from the language's index
 * file in the built site, and asked each query as the box sends it (trimmed), with the pinyin table loaded when a
 * query first needs it.
 */
export async function builtEngine(lang: string): Promise<(query: string) => Promise<string[]>> {
  const file = fs.existsSync(BUILD_DIR) ? fs.readdirSync(BUILD_DIR).find((name) => name.startsWith(`search_index.${lang}.`) && name.endsWith('.json')) : undefined;
  if (!file) throw new Error(`no search index for "${lang}" in ${BUILD_DIR}: run \`npm run build\` first`);
  const engine = await LocalSearch.create(JSON.parse(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')), { sliceMs: Number.POSITIVE_INFINITY });
  return async (query: string) => {
    const text = query.trim();
    if (engine.needsPinyin(text)) engine.usePinyin(sitePinyinTable());
    const results = engine.search(text, DEFAULT_LIMIT);
    // What the box lists: each hit's link, as a path without its #section, each page once, in the order shown.
    const links = results.flatMap((result) => result.hits.map((hit) => decodeURI(new URL(hit.link, 'http://localhost').pathname)));
    return [...new Set(links)];
  };
}
