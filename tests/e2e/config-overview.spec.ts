import fs from 'node:fs';
import path from 'node:path';
import { expect, open, test } from '../support/fixtures';

/** Every option page under docs/en/config/<group>/, as `{ dotted, kebabWords, route }`. */
function optionPages() {
  const root = path.resolve(__dirname, '../../docs/en/config');
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mdx') && !name.endsWith('index.mdx'))
    .map((name) => {
      const route = `/config/${name.replace(/\.mdx$/, '')}`;
      const title = /^title:\s*(.+)$/m.exec(fs.readFileSync(path.join(root, name), 'utf8'))![1].trim();
      return { dotted: title, kebabWords: name.replace(/\.mdx$/, '').replace(/[/-]/g, ' '), route };
    });
}

const options = optionPages();

/** The options the filter shows: it hides the others. */
const shownOptions = (page: import('@playwright/test').Page) => page.getByTestId('config-option').filter({ visible: true });

test('the overview lists all 99 option pages, in both languages, in the static HTML', async ({ page }) => {
  expect(options).toHaveLength(99);
  for (const prefix of ['', '/zh']) {
    await page.goto(`${prefix}/config/`);
    await expect(shownOptions(page)).toHaveCount(99);
  }
});

test('the filter finds every option by its dotted name and by the words of its file name', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/config/');
  const filter = page.getByTestId('config-filter');
  for (const option of options) {
    for (const query of [option.dotted, option.kebabWords, option.dotted.toUpperCase()]) {
      await filter.fill(query);
      const hrefs = await shownOptions(page).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, `query "${query}"`).toContain(option.route);
    }
  }
});

test('the filter narrows the list, treats hyphens as spaces, and says when nothing matches', async ({ page }) => {
  await open(page, '/zh/config/');
  const filter = page.getByTestId('config-filter');
  await filter.fill('strict-port');
  await expect(shownOptions(page)).toHaveCount(1);
  await expect(shownOptions(page)).toContainText('server.strictPort');
  await filter.fill('zzqxvw'); // cspell:disable-line
  await expect(shownOptions(page)).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('没有找到匹配的配置项');
});
