import { expect, open, test } from '../support/fixtures';

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
  // Long enough that the first paint comes before the outline (after the content in the HTML) is parsed.
  ['long reference, desktop', '/plugins/dev/hooks', { width: 1440, height: 900 }],
] as const) {
  test(`no layout shift: ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shifts = await layoutShifts(page, path);
    expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);
  });
}

/**
 * Blocks the reader has not scrolled to skip layout (`content-visibility: auto`, theme/styles/index.css) with a
 * height reserved for them: code from its line count (site/rehypeCodeLines.ts), exactly; paragraphs and lists
 * from their text's width (site/rehypeProseSizes.ts, theme/styles/prose-sizes.css), as an estimate. A layout
 * change in Rspress (a font size, a column width) shows up here as reserved heights far from the real ones.
 */
for (const [name, viewport] of [
  ['phone', { width: 375, height: 812 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`heights reserved for blocks not laid out yet match the laid-out ones: hooks reference, ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, '/plugins/dev/hooks');
    const heights = (selector: string) =>
      page.evaluate((sel) => [...document.querySelectorAll(sel)].slice(-40).map((element) => element.getBoundingClientRect().height), selector);
    const code = '.rp-codeblock__content pre';
    const prose = '.rp-doc-content > [style*="--prose-text"]';
    // The last 40 of each are far below the first screen, so they have not rendered: their height is the reserve.
    const [codeReserved, proseReserved] = [await heights(code), await heights(prose)];
    expect(codeReserved).toHaveLength(40);
    expect(proseReserved).toHaveLength(40);
    await page.addStyleTag({ content: `${code}, ${prose} { content-visibility: visible !important }` });
    const [codeReal, proseReal] = [await heights(code), await heights(prose)];
    codeReserved.forEach((reserved, index) => expect(Math.abs(reserved - codeReal[index]), `code block ${index}`).toBeLessThan(1));
    // Estimates are never all exact: equal lists would mean the blocks had rendered, and nothing was tested.
    expect(proseReserved).not.toEqual(proseReal);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(proseReserved) / sum(proseReal)).toBeGreaterThan(0.9);
    expect(sum(proseReserved) / sum(proseReal)).toBeLessThan(1.1);
  });
}

test('a page opened at a heading, or reloaded where the reader was, lays out all its prose', async ({ page }) => {
  // theme/lib/midPageLoad.ts: estimates off a screen the reader lands on would move what follows them.
  const contentVisibility = () =>
    page.locator('.rp-doc-content > [style*="--prose-text"]').last().evaluate((element) => getComputedStyle(element).contentVisibility);
  await open(page, '/plugins/dev/hooks');
  expect(await contentVisibility()).toBe('auto');
  await page.reload();
  expect(await contentVisibility()).toBe('visible');
  await open(page, '/plugins/dev/hooks#modify-rspack-config');
  expect(await contentVisibility()).toBe('visible');
});
