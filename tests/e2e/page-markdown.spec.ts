/**
 * "Copy as Markdown" and "View as Markdown" above each doc page (theme/chrome/PageMarkdownActions.tsx, issue 41):
 * a named button and a link, reachable by keyboard, that copy or open the page's built `.md` (the file llms.txt
 * lists), with a confirmation in a live region.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, open, test, waitForHydration } from '../support/fixtures';

const BUILD_DIR = path.resolve(__dirname, '../../doc_build');

/** The built `.md` of a route, as the site serves it. */
const builtMarkdown = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

for (const { route, file, copy, view, copied } of [
  { route: '/config/output/dist-path', file: 'config/output/dist-path.md', copy: 'Copy as Markdown', view: 'View as Markdown', copied: 'Copied the page as Markdown' },
  { route: '/zh/guide/start/', file: 'zh/guide/start/index.md', copy: '复制为 Markdown', view: '查看 Markdown', copied: '已复制本页的 Markdown' },
]) {
  test.describe(`the page's Markdown actions on ${route}`, () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the button copies the built .md, and a screen reader hears that it did', async ({ page }) => {
      await open(page, route);
      await waitForHydration(page);
      const actions = page.locator('.site-page-actions');
      const button = actions.getByRole('button', { name: copy });
      // The keyboard path: the button takes focus, and Enter presses it.
      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(actions.getByRole('status')).toHaveText(copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(builtMarkdown(file));
    });

    test('the link opens the same .md', async ({ page, request }) => {
      await open(page, route);
      const link = page.locator('.site-page-actions').getByRole('link', { name: view });
      const href = await link.getAttribute('href');
      expect(href).toBe(`/${file}`);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(await response.text()).toBe(builtMarkdown(file));
    });
  });
}

test('a failed fetch says the page could not be copied', async ({ page }) => {
  await page.route('**/*.md', (route) => route.fulfill({ status: 500, body: 'no' }));
  await open(page, '/config/output/dist-path');
  await waitForHydration(page);
  await page.locator('.site-page-actions').getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.locator('.site-page-actions').getByRole('status')).toHaveText('Could not copy. Open the Markdown instead.');
});

test('the home page has no Markdown actions', async ({ page }) => {
  await open(page, '/');
  await expect(page.locator('.site-page-actions')).toHaveCount(0);
});
