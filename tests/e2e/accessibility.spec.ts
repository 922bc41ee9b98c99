import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures';

/** One page of each type, in both languages. */
const PAGES = [
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
].flatMap((path) => [path, path === '/' ? '/zh/' : `/zh${path}`]);

/**
 * Fails with the impact, rule and elements of every serious or critical axe finding on the open page.
 *
 * axe runs in the page itself (`setLegacyMode`) and reports violations only: on the longest page a scan took
 * 1.0 s this way against 3.2-4.3 s in the default mode, which runs axe in parts, one per frame, and joins the
 * parts in a blank page it opens for that. That mode exists for cross-origin frames; the site has no frame, and
 * the scan fails if a page gets one.
 */
async function expectNoSeriousFinding(page: Page) {
  expect(await seriousFindings(page)).toEqual([]);
}

/** Every serious or critical axe finding on the open page: impact, rule and the elements it names. */
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

// Each scan is independent; both workers share them.
test.describe.configure({ mode: 'parallel' });

/**
 * axe-core over every page type, in both languages and both themes, at the tests' desktop size.
 * Any serious or critical finding fails the test and is listed with the elements it names.
 */
for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    test.use({ colorScheme: theme });
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe finding`, async ({ page }) => {
        await open(page, path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await expectNoSeriousFinding(page);
      });
    }
  });
}

/**
 * The same on a phone (375 px), where wide code and tables scroll sideways and the layout changes; light
 * theme (colors are covered above), pages where the phone layout differs most.
 */
test.describe('accessibility (phone, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ['/', '/guide/start/quick-start', '/config/', '/does-not-exist'].flatMap((path) => [path, path === '/' ? '/zh/' : `/zh${path}`])) {
    test(`${path} has no serious or critical axe finding`, async ({ page }) => {
      await open(page, path);
      await expectNoSeriousFinding(page);
    });
  }
});
