import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { builtEngine, openSearchWithHotkey, searchPages } from '../support/search';
import { en, type SearchQualityCase, zh } from './search-quality.cases';

/** How far down the expected page may be: readers look at the first few results. */
const TOP = 3;
/** Every how many cases one is also typed into the site's search box (`SAMPLE_EVERY`th case of each language). */
const SAMPLE_EVERY = 12;

/**
 * Search quality: each case is what a reader would type into the site's search box, and expects its page among
 * the first `TOP` pages of the results. The ranking is the engine's, over the built site's index: every case runs
 * through the same engine code and index file the search worker uses, in Node (a few milliseconds each), and
 * every `SAMPLE_EVERY`th case is also typed into the real box of the built site, which must list the same pages
 * in the same order. (Typing all 257 cases took about 170 s of the browser suite, the engine under them being
 * the same.)
 */
for (const [lang, cases, start] of [
  ['en', en, '/guide/start/'],
  ['zh', zh, '/zh/guide/start/'],
] as const) {
  test.describe(`search quality (${lang})`, () => {
    let search: (query: string) => Promise<string[]>;
    test.beforeAll(async () => {
      search = await builtEngine(lang);
    });

    for (const { query, expect: expected, source } of cases as readonly SearchQualityCase[]) {
      test(`"${query}" finds ${expected} (${source})`, async () => {
        const pages = await search(query);
        expect(pages.slice(0, TOP), `results for "${query}": ${pages.join(', ') || 'none'}`).toContain(expected);
      });
    }
  });

  test.describe(`search quality in the box (${lang})`, () => {
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

    test(`the box lists the pages the engine ranks, in order, for every ${SAMPLE_EVERY}th case`, async () => {
      // A fresh engine, so that its pinyin table is loaded at the same query as the worker's.
      const search = await builtEngine(lang);
      const sample = (cases as readonly SearchQualityCase[]).filter((_, index) => index % SAMPLE_EVERY === 0);
      expect(sample.length).toBeGreaterThanOrEqual(8);
      for (const { query } of sample) {
        expect(await searchPages(page, query), `results for "${query}"`).toEqual(await search(query));
      }
    });
  });
}
