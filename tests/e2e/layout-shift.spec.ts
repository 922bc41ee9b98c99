import { execFileSync } from 'node:child_process';
import { expect, open, settle, test } from '../support/fixtures';

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
  const indexFetched = page.waitForResponse((response) => response.url().includes('/static/search_index.'));
  await page.goto(path, { waitUntil: 'load' });
  await (await indexFetched).finished();
  // Until the page is idle again after the index arrived, and has painted twice since: what the index's arrival
  // or the idle work after load would move has moved.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5_000 })));
  await settle(page);
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
 * height reserved for them: code from its line count (site/codeLines.ts), exactly; paragraphs and lists
 * from their text's width (site/rehypeProseSizes.ts, theme/styles/prose-sizes.css), as an estimate in the reader's
 * own font. Readers have other fonts than this machine: the theme's stack falls back to whatever sans-serif the
 * system has, so the estimate is held to each of the fonts Linux desktops fall back to (DejaVu Sans; Liberation
 * Sans, which has Arial's metrics, as Windows and macOS readers' Arial and Helvetica; Noto Sans CJK, what a machine
 * with only CJK fonts uses). A layout change in Rspress (a font size, a column width) shows up here as reserved
 * heights far from the real ones.
 */
const READER_FONTS = ['DejaVu Sans', 'Liberation Sans', 'Noto Sans CJK SC'];

test.beforeAll(() => {
  const installed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const missing = READER_FONTS.filter((font) => !installed.includes(font));
  if (missing.length) throw new Error(`fonts missing here: ${missing.join(', ')}. Install them (Debian: apt-get install fonts-dejavu-core fonts-liberation fonts-noto-cjk), as .ci/run does`);
});

for (const [name, path, viewport] of [
  ['hooks reference, phone', '/plugins/dev/hooks', { width: 375, height: 812 }],
  ['hooks reference, desktop', '/plugins/dev/hooks', { width: 1440, height: 900 }],
  ['Chinese hooks reference, phone', '/zh/plugins/dev/hooks', { width: 375, height: 812 }],
  ['Chinese hooks reference, desktop', '/zh/plugins/dev/hooks', { width: 1440, height: 900 }],
] as const) {
  test(`heights reserved for blocks not laid out yet match the laid-out ones, in each reader font: ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const code = '.rp-codeblock__content pre';
    const prose = '.rp-doc-content > [style*="--prose-text"]';
    const heights = (selector: string) =>
      page.evaluate((sel) => [...document.querySelectorAll(sel)].slice(-40).map((element) => element.getBoundingClientRect().height), selector);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const ratios: { font: string; ratio: number }[] = [];
    for (const font of READER_FONTS) {
      await open(page, path);
      await page.addStyleTag({ content: `body { font-family: "${font}" !important }` });
      // The last 40 of each are far below the first screen, so they have not rendered: their height is the reserve.
      const [codeReserved, proseReserved] = [await heights(code), await heights(prose)];
      expect(codeReserved).toHaveLength(40);
      expect(proseReserved).toHaveLength(40);
      await page.addStyleTag({ content: `${code}, ${prose} { content-visibility: visible !important }` });
      const [codeReal, proseReal] = [await heights(code), await heights(prose)];
      codeReserved.forEach((reserved, index) => expect(Math.abs(reserved - codeReal[index]), `code block ${index}`).toBeLessThan(1));
      // Estimates are never all exact: equal lists would mean the blocks had rendered, and nothing was tested.
      expect(proseReserved).not.toEqual(proseReal);
      ratios.push({ font, ratio: sum(proseReserved) / sum(proseReal) });
    }
    // All fonts' ratios in one message, so that a failure shows how each font fares; kept in the report too.
    const report = ratios.map(({ font, ratio }) => `${font}: ${ratio.toFixed(3)}`).join(', ');
    test.info().annotations.push({ type: 'reserved / real prose height', description: report });
    for (const { ratio } of ratios) expect(ratio, report).toBeGreaterThan(0.9);
    for (const { ratio } of ratios) expect(ratio, report).toBeLessThan(1.1);
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
