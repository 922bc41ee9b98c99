/**
 * The first load of a page whose content needs no component to work (tabs, code buttons and the config
 * overview's filter work on the DOM) keeps its content as the server sent it and never runs its route chunk
 * (theme/hydration/serverContent.ts); what is interactive in that content still works, and client navigation
 * renders pages, this one included, from their chunks. A component that must hydrate would mark itself
 * (`NEEDS_HYDRATION`), and its page would hydrate as before: none does today (the build's decision is
 * unit-tested in route-chunk-preloads.spec.ts).
 */
import { expect, open, test } from '../support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** Marks every element of the served content before the app's scripts run, to tell kept nodes from new ones. */
async function markServedContent(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('.rp-doc-content *')) (element as unknown as { served: boolean }).served = true;
    });
  });
}

/** How many elements of the content are still the ones the server sent, and how many there are. */
const servedCount = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const elements = [...document.querySelectorAll('.rp-doc-content *')];
    return { served: elements.filter((element) => (element as unknown as { served?: boolean }).served).length, all: elements.length };
  });

test('a long reference page keeps every element of its content as served, and asks for no content code', async ({ page }) => {
  await markServedContent(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await open(page, '/plugins/dev/hooks');
  const { served, all } = await servedCount(page);
  expect(all).toBeGreaterThan(500);
  expect(served).toBe(all);
  const beforeNavigation = scripts.length;

  // Client navigation to another page and back renders both from their chunks: the hooks page's chunk is
  // fetched now, for the first time.
  await page.locator('.rp-doc-content a[href^="/config/"]').first().click();
  await expect(page).not.toHaveURL(/\/plugins\/dev\/hooks/);
  await page.goBack();
  await expect(page).toHaveURL(/\/plugins\/dev\/hooks$/);
  await expect(page.locator('.rp-doc-content h1')).toHaveText(/Plugin hooks/);
  await expect(page.locator('.rp-doc-content h2').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(beforeNavigation + 1);
  const after = await servedCount(page);
  expect(after.served).toBe(0);
  expect(after.all).toBeGreaterThan(500);
});

test('copy and wrap work on content kept as served, by pointer and by keyboard', async ({ page }) => {
  await markServedContent(page);
  await open(page, '/plugins/dev/hooks');
  const { served, all } = await servedCount(page);
  expect(served).toBe(all);
  const block = page.locator('.rp-codeblock').filter({ hasText: 'onBeforeBuild' }).first();
  await block.hover();
  const copy = block.locator('.rp-code-copy-button');
  await copy.click();
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('onBeforeBuild');

  const content = block.locator('.rp-codeblock__content');
  const wrap = block.locator('.rp-code-wrap-button');
  await expect(content).not.toHaveClass(/--wrap-code/);
  await wrap.focus();
  await page.keyboard.press('Enter');
  await expect(content).toHaveClass(/rp-codeblock__content--wrap-code/);
  await expect(wrap).toHaveClass(/rp-code-wrap-button--wrapped/);
  await page.keyboard.press('Space');
  await expect(content).not.toHaveClass(/--wrap-code/);
});

test('tabs work on content kept as served, and a choice made there holds on a page rendered after a navigation', async ({ page }) => {
  await markServedContent(page);
  await open(page, '/guide/start/quick-start');
  const { served, all } = await servedCount(page);
  expect(served).toBe(all);
  expect(await page.locator('#rp-page-data').getAttribute('data-adopt')).toBe('');
  const groups = page.locator('.rp-doc-content .rp-tabs');
  expect(await groups.count()).toBeGreaterThan(1);
  const selected = (group: number) => groups.nth(group).locator(':scope > [role="tablist"] > [aria-selected="true"]');
  const shown = (group: number) => groups.nth(group).locator(':scope > .rp-tabs__content > .rp-tabs__content__item--active');

  await groups.first().getByRole('tab', { name: 'pnpm', exact: true }).click();
  await expect(selected(0)).toHaveText('pnpm');
  await expect(shown(0)).toContainText('pnpm create rsbuild');
  await expect(groups.first().locator(':scope > .rp-tabs__content > .rp-tabs__content__item--hidden')).toHaveCount(3);
  // The page's other package-manager groups follow, and the choice is stored under Rspress's key.
  await expect(selected(1)).toHaveText('pnpm');
  expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.package.manager'))).toBe('2');
  expect((await servedCount(page)).served).toBe(all);

  // A page React renders after a client navigation reads the same choice.
  await page.locator('.rp-doc-layout__sidebar a[href="/guide/basic/cli"]').click();
  await expect(page).toHaveURL(/\/guide\/basic\/cli$/);
  await expect(page.locator('.rp-doc-content .rp-tabs').first().locator('[aria-selected="true"]')).toHaveText('pnpm');
});

test('a choice stored on an earlier visit replaces the served default before the reader acts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress.tabs.package.manager', '3'));
  await markServedContent(page);
  await open(page, '/plugins/list/');
  const group = page.locator('.rp-doc-content .rp-tabs').first();
  await expect(group.getByRole('tab', { name: 'bun', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel').filter({ visible: true })).toContainText('bun add');
  const { served, all } = await servedCount(page);
  expect(served).toBe(all);
});

test('the config overview filters on content kept as served, and as rendered after a navigation', async ({ page }) => {
  await markServedContent(page);
  await open(page, '/config/');
  expect(await page.locator('#rp-page-data').getAttribute('data-adopt')).toBe('');
  const shown = page.getByTestId('config-option').filter({ visible: true });
  const filter = page.getByTestId('config-filter');
  // Of the 99 options, only those named like distPath stay; a group with none of them is hidden too.
  await filter.fill('distPath');
  await expect(shown).toHaveCount(2);
  await expect(shown.locator('a[href="/config/output/dist-path"]')).toBeVisible();
  await expect(page.locator('[data-config-group]').filter({ visible: true })).toHaveCount(1);
  await filter.fill('zzqxvw'); // cspell:disable-line
  await expect(shown).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/: zzqxvw$/); // cspell:disable-line
  const { served, all } = await servedCount(page);
  expect(served).toBe(all);

  // Rendered by React after a client navigation, the overview filters the same way.
  await page.locator('.rp-doc-layout__sidebar a[href="/config/output/dist-path"]').click();
  await expect(page).toHaveURL(/\/config\/output\/dist-path$/);
  await page.locator('.rp-doc-layout__sidebar a[href="/config/"]').click();
  await expect(page).toHaveURL(/\/config\/$/);
  await page.getByTestId('config-filter').fill('distPath');
  await expect(shown).toHaveCount(2);
  expect((await servedCount(page)).served).toBe(0);
});
