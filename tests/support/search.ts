import { expect, type Page } from '@playwright/test';

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
