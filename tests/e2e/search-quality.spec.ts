import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { openSearchWithHotkey, searchPages } from '../support/search';
import { en, type SearchQualityCase, zh } from './search-quality.cases';

/** How far down the expected page may be: readers look at the first few results. */
const TOP = 3;

/**
 * Search quality: each case types what a reader would into the site's search box and expects its page
 * among the first `TOP` pages of the results. One page per language is opened once and reused, as a reader
 * would search several times in a row; each query replaces the previous one.
 */
for (const [lang, cases, start] of [
  ['en', en, '/guide/start/'],
  ['zh', zh, '/zh/guide/start/'],
] as const) {
  test.describe(`search quality (${lang})`, () => {
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      const baseURL = testInfo.project.use.baseURL!;
      context = await browser.newContext({ baseURL });
      await context.route((url) => !url.href.startsWith(baseURL), (route) => route.abort());
      await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      page = await context.newPage();
      await page.goto(start);
      await waitForHydration(page);
      await openSearchWithHotkey(page);
    });

    test.afterAll(async () => {
      await context?.close();
    });

    for (const { query, expect: expected, source } of cases as readonly SearchQualityCase[]) {
      test(`"${query}" finds ${expected} (${source})`, async () => {
        const pages = await searchPages(page, query);
        expect(pages.slice(0, TOP), `results for "${query}": ${pages.join(', ') || 'none'}`).toContain(expected);
      });
    }
  });
}
