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
  await open(page, '/config/');
  const queries = options.flatMap((option) => [option.dotted, option.kebabWords, option.dotted.toUpperCase()].map((query) => ({ query, route: option.route })));
  expect(queries).toHaveLength(3 * 99);
  // Typed one after another in the page itself, as fast as the filter answers: one round trip for all 297
  // queries instead of one per query and per read (which took 40 s of the suite). Each query is set as typing
  // does (the input event the filter listens to), and the options shown are read once the page has painted.
  const missed = await page.evaluate(async (list) => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="config-filter"]')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const failures: string[] = [];
    for (const { query, route } of list) {
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="config-option"]')].filter((option) => option.checkVisibility());
      const hrefs = shown.flatMap((option) => [...option.querySelectorAll('a')].map((link) => link.getAttribute('href')));
      if (!hrefs.includes(route)) failures.push(`query "${query}" shows ${hrefs.length} option(s), not ${route}: ${hrefs.join(', ')}`);
    }
    return failures;
  }, queries);
  expect(missed).toEqual([]);
  // The last query still shows in the box and its option, as the reader typed it.
  await expect(page.getByTestId('config-filter')).toHaveValue(queries.at(-1)!.query);
  await expect(page.getByTestId('config-option').filter({ visible: true }).locator(`a[href="${queries.at(-1)!.route}"]`)).toBeVisible();
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
