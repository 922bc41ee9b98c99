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

/** Fails with the impact, rule and elements of every serious or critical axe finding on the open page. */
async function expectNoSeriousFinding(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

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
