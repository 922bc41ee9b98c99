import AxeBuilder from '@axe-core/playwright';
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
  '/does-not-exist',
].flatMap((path) => [path, path === '/' ? '/zh/' : `/zh${path}`]);

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
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
