import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures';

/** Each path and its Chinese twin. */
const inBothLanguages = (paths: string[]) => paths.flatMap((path) => [path, path === '/' ? '/zh/' : `/zh${path}`]);

/** One page of each type, in both languages. */
const PAGES = inBothLanguages([
  '/',
  '/guide/start/quick-start',
  '/config/',
  '/config/output/dist-path',
  '/plugins/list/plugin-react',
  '/api/javascript-api/core',
  '/community/releases/v1-0',
  // A checklist: task-list checkboxes named by their text (site/rehypeTaskListLabels.ts).
  '/guide/migration/vite',
  '/does-not-exist',
]);

/** Pages where the phone layout differs most: scanned at 375 px as well. */
const PHONE_PAGES = new Set(inBothLanguages(['/', '/guide/start/quick-start', '/config/', '/does-not-exist']));
const PHONE = { width: 375, height: 740 };

/**
 * Every serious or critical axe finding on the open page: impact, rule and the elements it names.
 *
 * axe runs in the page itself (`setLegacyMode`) and reports violations only: on the longest page a scan took
 * 1.0 s this way against 3.2-4.3 s in the default mode, which runs axe in parts, one per frame, and joins the
 * parts in a blank page it opens for that. That mode exists for cross-origin frames; the site has no frame, and
 * the scan fails if a page gets one.
 */
async function seriousFindings(page: Page) {
  expect(await page.locator('iframe, frame').count(), 'a frame: scan it with AxeBuilder in its default mode').toBe(0);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the scan finds a planted fault: an image without a text alternative, and text without contrast', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  await page.evaluate(() => {
    const doc = document.querySelector('.rp-doc')!;
    doc.insertAdjacentHTML('afterbegin', '<img src="/planted.png" width="10" height="10"><p style="color:#eee;background:#fff">planted</p>');
  });
  const found = await seriousFindings(page);
  expect(found).toContainEqual(expect.stringMatching(/^critical image-alt: /));
  expect(found).toContainEqual(expect.stringMatching(/^serious color-contrast: /));
});

// Each page's scans are independent of the others'; both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * axe-core over every page type, in both languages and both themes, at the tests' desktop size, and on a phone
 * (375 px, light theme) for the pages whose phone layout differs most. One test and one browser tab a page: the
 * page is loaded again for each theme and size, as a reader's browser would open it. (Switched to dark in place,
 * prose below the fold was scanned mid-way through its links' 0.25 s color transition, which starts only when
 * something reads the style of a block not laid out yet: a finding no reader sees.) Any serious or critical finding
 * fails the test and is listed with the elements it names, under the theme and size it was found in.
 */
for (const path of PAGES) {
  const phone = PHONE_PAGES.has(path);
  test(`${path} has no serious or critical axe finding in the light and dark themes${phone ? ', and on a phone' : ''}`, async ({ page }) => {
    const html = page.locator('html');
    await open(page, path);
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await seriousFindings(page), 'light theme').toEqual([]);

    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, path);
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await seriousFindings(page), 'dark theme').toEqual([]);

    if (!phone) return;
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(PHONE);
    await open(page, path);
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await seriousFindings(page), 'phone, 375 px').toEqual([]);
  });
}
