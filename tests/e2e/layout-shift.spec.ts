import { expect, test } from '../support/fixtures';

/**
 * Cumulative layout shift of a page load, as the browser reports it (`layout-shift` entries, shifts right
 * after input excluded), from navigation until the page has hydrated, the logo images have failed (other
 * hosts are unreachable in tests, as they can be for readers) and the search index has arrived at idle.
 */
async function layoutShift(page: import('@playwright/test').Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const indexFetched = page.waitForRequest((request) => request.url().includes('/static/search_index.'));
  await page.goto(path, { waitUntil: 'load' });
  await indexFetched;
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
}

for (const [name, path, viewport] of [
  ['home page, desktop', '/', { width: 1440, height: 900 }],
  ['home page, phone', '/', { width: 375, height: 812 }],
  ['config page, desktop', '/config/output/dist-path', { width: 1440, height: 900 }],
  ['Chinese guide, phone', '/zh/guide/start/quick-start', { width: 375, height: 812 }],
] as const) {
  test(`no layout shift: ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    expect(await layoutShift(page, path)).toBe(0);
  });
}
