// cspell:ignore fastupdate (one of FlexSearch's option names: how a test tells the engine's code)
import type { Page, Request, Worker } from '@playwright/test';
import { expect, open, settle, test } from '../support/fixtures';
import { FIRST_RESULTS_TIMEOUT_MS, openSearchWithHotkey, searchHits, searchInput, searchPages } from '../support/search';

/** Requests for a language's index file (`static/search_index.<lang>.<hash>.json`). */
const isIndexRequest = (request: Request, lang = '') => request.url().includes(`/static/search_index.${lang}`);

/** Collects requests for index files made by a page from now on. */
function recordIndexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isIndexRequest(request)) urls.push(request.url());
  });
  return urls;
}

test.describe('search', () => {
  test('Ctrl+K opens the modal; arrows move the selection; Enter opens it', async ({ page }) => {
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    await searchPages(page, 'glossary');
    expect(await searchHits(page).count()).toBeGreaterThan(1);
    // Hits are grouped by page, and every highlight is the query word.
    await expect(page.locator('.rp-search-panel__group').first()).toBeVisible();
    const marks = await page.locator('.rp-suggest-item__mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(['glossary', 'glossaries']).toContain(mark.toLowerCase());

    await expect(searchHits(page).nth(0)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowDown');
    await expect(searchHits(page).nth(1)).toHaveClass(/rp-suggest-item--current/);
    await page.keyboard.press('ArrowUp');
    await expect(searchHits(page).nth(0)).toHaveClass(/rp-suggest-item--current/);
    const target = await searchHits(page).nth(0).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(searchInput(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(decodeURI(target!));
  });

  test('keys pressed faster than the screen updates act on the hit they chose', async ({ page }) => {
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    await searchPages(page, 'glossary');
    const target = await searchHits(page).nth(0).locator('a').getAttribute('href');
    // No wait between the keys: Enter comes before the panel has repainted the selection.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(searchInput(page)).toBeHidden();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(decodeURI(target!));
  });

  test('the search button opens the modal, Escape closes it and focus returns to the button', async ({ page }) => {
    await open(page, '/');
    const button = page.locator('.rp-search-button').first();
    await button.click();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Ctrl+K before the page hydrates opens search, and no key typed meanwhile is lost (CPU 4x slower)', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The app's scripts are held back until the keys are typed, so the keys surely come before hydration
    // (a fixed delay was not enough on a loaded machine).
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/static/js/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // Not 'domcontentloaded': the page's deferred scripts run before that event.
    await page.goto('/guide/start/', { waitUntil: 'commit' });
    await page.locator('.rp-search-button').first().waitFor({ state: 'attached' });
    await page.keyboard.press('Control+k');
    // A reader types at once, 60 ms a key; the space must not scroll the page either.
    await page.keyboard.type('proxy api', { delay: 60 });
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    releaseScripts();
    await expect(searchInput(page)).toBeFocused({ timeout: 30_000 });
    await expect(searchInput(page)).toHaveValue('proxy api');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.rp-search-panel__results[data-query="proxy api"]')).toBeVisible({ timeout: 15_000 });
  });

  test('after hydration, keys typed while the panel loads land in the input in order (CPU 4x slower)', async ({ page }) => {
    await open(page, '/guide/start/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('proxy api', { delay: 60 });
    await expect(searchInput(page)).toHaveValue('proxy api', { timeout: 30_000 });
    // Backspace before the input exists edits the kept keys, as it would the input.
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toBeHidden();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('proxyy', { delay: 20 }); // cspell:disable-line (one key too many, taken back)
    await page.keyboard.press('Backspace');
    await expect(searchInput(page)).toHaveValue('proxy', { timeout: 30_000 });
  });

  test('a query of several words that no section holds together lists the pages with most of them, and says so', async ({ page }) => {
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    const pages = await searchPages(page, 'open the dev site on my phone');
    expect(pages).toContain('/config/server/host');
    await expect(page.locator('.site-search__partial')).toHaveText('No page has every word you typed. These pages have the most of them:');
    await searchPages(page, 'dev server port');
    await expect(page.locator('.site-search__partial')).toHaveCount(0);
  });

  test('a query with no hits says so in two sentences', async ({ page }) => {
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    await searchInput(page).fill('zzqxvw'); // cspell:disable-line (a word no page contains)
    const empty = page.locator('.rp-no-search-result');
    // The first answer on a cold page waits on the index, as in searchPages.
    await expect(empty).toContainText('No results for "zzqxvw"', { timeout: FIRST_RESULTS_TIMEOUT_MS }); // cspell:disable-line
    await expect(empty).toContainText('Please try again with a different keyword.');
  });

  test('hits: a header hit shows its heading path; a content hit a short snippet; at most 7 pages', async ({ page }) => {
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    await searchPages(page, 'proxy websocket');
    await expect(page.locator('.rp-suggest-item__header', { hasText: 'server.proxy > Example > Proxy WebSocket connections' })).toBeVisible();
    const snippets = await page.locator('.rp-suggest-item__statement').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    for (const snippet of snippets) expect(snippet.length).toBeLessThanOrEqual(102);
    // One row per place: no two rows of a page show the same thing.
    const rows = await searchHits(page).evaluateAll((items) => items.map((item) => item.textContent));
    expect(new Set(rows).size).toBe(rows.length);

    const pages = await searchPages(page, 'config');
    expect(pages).toHaveLength(7);
  });

  test('Chinese pages search the Chinese index', async ({ page }) => {
    const indexRequests = recordIndexRequests(page);
    await open(page, '/zh/guide/start/');
    await openSearchWithHotkey(page);
    const pages = await searchPages(page, '开发服务器');
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) expect(path).toMatch(/^\/zh\//);
    expect(indexRequests.length).toBeGreaterThan(0);
    for (const url of indexRequests) expect(url).toMatch(/\/static\/search_index\.zh\.[0-9a-f]+\.json$/);
  });
});

test.describe('search index loading', () => {
  test('the index is not part of the page load: it is fetched once the browser is idle', async ({ page }) => {
    // The search worker fetches the index, so the page's own resource timing does not list it: both times are
    // compared as wall-clock times (ms since 1970), taken from the page (load end) and from the browser (request).
    const indexStarts: number[] = [];
    page.on('requestfinished', (request) => {
      if (isIndexRequest(request)) indexStarts.push(request.timing().startTime);
    });
    await open(page, '/guide/start/');
    await expect.poll(() => indexStarts.length, { timeout: 15_000 }).toBe(1);
    const loadEnd = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return navigation.loadEventEnd > 0 ? performance.timeOrigin + navigation.loadEventEnd : undefined;
    });
    expect(loadEnd).toBeDefined();
    expect(indexStarts[0]).toBeGreaterThanOrEqual(loadEnd!);
  });

  test('the index is read and searched in a worker, not on the page', async ({ page }) => {
    // Fetched and parsed on the page, the 1.2 MB index cost two long tasks after every load. Whether the page's
    // thread stays free cannot be seen from here; that search starts one worker, and still answers, can.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    expect(await searchPages(page, 'server port')).toContain('/config/server/port');
    // One worker for the page, started by search (no other part of the site starts one).
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/\/static\/js\/async\/[^/]+\.js$/);
  });

  test("the engine's code runs in the worker only: the modal's scripts do not carry it", async ({ page, request }) => {
    // Bundled with the modal, FlexSearch was evaluated on the page's thread at idle after every load: 30 ms, and
    // 120 ms at 4x CPU. `fastupdate`, one of FlexSearch's option names, survives minifying: the test first finds
    // it in a script the worker loaded, so it cannot pass because the name changed.
    const workers: Worker[] = [];
    page.on('worker', (worker) => workers.push(worker));
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    expect(await searchPages(page, 'server port')).toContain('/config/server/port');
    const scriptsOf = (entries: string[]) => entries.filter((url) => url.endsWith('.js'));
    const holdsEngine = async (url: string) => (await (await request.get(url)).text()).includes('fastupdate');
    const workerScripts = scriptsOf(await workers[0].evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
    expect(await Promise.all(workerScripts.map(holdsEngine))).toContain(true);
    // The page fetches the worker's own script (its entry), which loads the engine: not counted as the page's.
    const pageScripts = scriptsOf(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))).filter(
      (url) => url !== workers[0].url(),
    );
    expect(pageScripts.length).toBeGreaterThan(0);
    for (const url of pageScripts) expect(await holdsEngine(url), url).toBe(false);
  });

  test('without idle time, nothing loads until the reader points at search', async ({ page }) => {
    // A browser that never goes idle: only intent can fetch the index.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.clock.install();
    const indexRequests = recordIndexRequests(page);
    await open(page, '/guide/start/');
    // Ten seconds of the page's timers, at once: no timer fetches the index either.
    await page.clock.runFor(10_000);
    await settle(page);
    expect(indexRequests).toEqual([]);
    await page.locator('.rp-search-button').first().hover();
    await expect.poll(() => indexRequests.length).toBe(1);
    // The engine is ready: the first query is answered.
    await page.locator('.rp-search-button').first().click();
    expect(await searchPages(page, 'server port')).toContain('/config/server/port');
  });

  test('switching language loads the other index; search then answers in that language', async ({ page }) => {
    const indexRequests = recordIndexRequests(page);
    await open(page, '/guide/start/quick-start');
    await expect.poll(() => indexRequests.filter((url) => url.includes('.en.')).length).toBe(1);
    const switcher = page.locator('.rp-nav__others .rp-nav-menu__item').filter({ has: page.locator('.rp-hover-group') });
    await switcher.hover();
    await switcher.getByText('简体中文', { exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/zh/guide/start/quick-start');
    await expect.poll(() => indexRequests.filter((url) => url.includes('.zh.')).length).toBe(1);
    await openSearchWithHotkey(page);
    const pages = await searchPages(page, '开发服务器');
    expect(pages.length).toBeGreaterThan(0);
    for (const path of pages) expect(path).toMatch(/^\/zh\//);
  });

  test('a failed index fetch logs the error and searches an empty index', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route((url) => url.pathname.includes('/static/search_index.'), (route) => route.abort());
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    await searchInput(page).fill('port');
    await expect(page.locator('.rp-no-search-result')).toContainText('No results for "port"');
    expect(errors).toContain('Failed to fetch search index, please reload the page and try again.');
  });
});

test.describe('remote search', () => {
  const API = '/api/search';
  const settings = {
    mode: 'remote',
    apiUrl: API,
    searchIndexes: [
      { value: 'rsbuild', label: 'Rsbuild' },
      { value: 'rspack', label: 'Rspack' },
    ],
  };

  /**
   * Serves /guide/start/ as a deploy with remote search would (the settings live in the page's head), and
   * answers the search API with `answer`. Returns the API requests made.
   */
  async function remoteDeploy(page: Page, answer: (url: URL) => { status: number; body: unknown }) {
    await page.route(
      (url) => url.pathname === '/guide/start/' || url.pathname === '/guide/start',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<script type="application\/json" id="site-search-settings">)[^<]*(<\/script>)/,
          `$1${JSON.stringify(settings)}$2`,
        );
        expect(html).toContain(API);
        await route.fulfill({ response, body: html });
      },
    );
    const requests: URL[] = [];
    await page.route(`**${API}?**`, async (route) => {
      const url = new URL(route.request().url());
      requests.push(url);
      const { status, body } = answer(url);
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
    });
    return requests;
  }

  test('queries go to the API, debounced; several indexes show as tabs', async ({ page }) => {
    const requests = await remoteDeploy(page, (url) => ({
      status: 200,
      body: [
        {
          index: 'rsbuild',
          hits: [{ title: 'server.port', routePath: '/config/server/port', content: 'The port the dev server listens on.', toc: [] }],
        },
        { index: 'rspack', hits: [{ title: `Rspack ${url.searchParams.get('keyword')}`, routePath: '/config/dev/client' }] },
      ],
    }));
    const indexRequests = recordIndexRequests(page);
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    // A fake clock makes the debounce exact on a busy machine: no request until 150 ms after the last key.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await searchInput(page).pressSequentially('port');
    await page.clock.runFor(140);
    expect(requests).toHaveLength(0);
    await page.clock.runFor(20);
    // Let time flow again: rendering the answer waits on timers (Preact schedules effects with them).
    await page.clock.resume();
    await expect(page.locator('.rp-suggest-item__mark').first()).toHaveText('port');

    // One request for the whole word.
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ keyword: 'port', limit: '7', searchIndexes: 'rsbuild,rspack', lang: 'en' });
    expect(indexRequests).toEqual([]);

    const tabs = page.locator('.rp-search-panel__tabs');
    await expect(tabs.getByText('Rsbuild', { exact: true })).toBeVisible();
    await tabs.getByText('Rspack', { exact: true }).click();
    await expect(page.locator('.rp-suggest-item__header')).toHaveText('Rspack port');
  });

  test('a failing API is logged and shows no results', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await remoteDeploy(page, () => ({ status: 500, body: { message: 'down' } }));
    await open(page, '/guide/start/');
    await openSearchWithHotkey(page);
    await searchInput(page).fill('port');
    await expect(page.locator('.rp-no-search-result').first()).toContainText('No results for "port"');
    expect(errors.some((error) => error.includes('Search API answered 500'))).toBe(true);
  });
});
