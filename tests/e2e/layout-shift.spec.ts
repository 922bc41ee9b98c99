import { expect, test } from '../support/fixtures';

/**
 * Layout shifts of a page load, as the browser reports it (`layout-shift` entries, shifts right
 * after input excluded), from navigation until the page has hydrated, the logo images have failed (other
 * hosts are unreachable in tests, as they can be for readers) and the search index has arrived at idle.
 */
interface Shift {
  value: number;
  /** What moved, and from where to where: the failure message names it. */
  sources: string[];
}

async function layoutShifts(page: import('@playwright/test').Page, path: string): Promise<Shift[]> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) =>
      !node ? '?' : node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : `text "${node.textContent?.slice(0, 30)}"`;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${describe(node)} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const indexFetched = page.waitForRequest((request) => request.url().includes('/static/search_index.'));
  await page.goto(path, { waitUntil: 'load' });
  await indexFetched;
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

for (const [name, path, viewport] of [
  ['home page, desktop', '/', { width: 1440, height: 900 }],
  ['home page, phone', '/', { width: 375, height: 812 }],
  ['config page, desktop', '/config/output/dist-path', { width: 1440, height: 900 }],
  ['Chinese guide, phone', '/zh/guide/start/quick-start', { width: 375, height: 812 }],
] as const) {
  test(`no layout shift: ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shifts = await layoutShifts(page, path);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
  });
}
