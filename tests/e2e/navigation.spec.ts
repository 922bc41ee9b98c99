import navEn from '../../docs/en/_nav.json';
import navZh from '../../docs/zh/_nav.json';
import { expect, open, settle, test } from '../support/fixtures';

type NavItem = { text: string; link?: string; items?: NavItem[] };
const internalLinks = (items: NavItem[]): NavItem[] =>
  items.flatMap((item) => [...(item.link?.startsWith('/') ? [item] : []), ...internalLinks(item.items ?? [])]);

for (const [lang, nav] of [
  ['en', navEn],
  ['zh', navZh],
] as const) {
  test.describe(`top navigation (${lang})`, () => {
    // Rspress prefixes the links of docs/zh/_nav.json with /zh itself.
    const prefix = lang === 'en' ? '' : '/zh';
    for (const item of internalLinks(nav)) {
      test(`"${item.text}" opens ${prefix}${item.link}`, async ({ page }) => {
        await open(page, `${prefix}/`);
        await page.locator('.rp-nav').getByRole('link', { name: item.text, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === `${prefix}${item.link}`);
        await expect(page.locator('h1').first()).toBeVisible();
        // The item of the current section is marked active.
        await expect(
          page.locator('.rp-nav-menu__item', { has: page.getByRole('link', { name: item.text, exact: true }) }),
        ).toHaveClass(/rp-nav-menu__item--active/);
      });
    }

    test('version menu links to the changelog and the 0.x docs', async ({ page }) => {
      await open(page, lang === 'en' ? '/guide/start/' : '/zh/guide/start/');
      const hrefs = await page.locator('.rp-nav a[href^="http"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toContain('https://github.com/web-infra-dev/rsbuild/releases');
      expect(hrefs).toContain(lang === 'en' ? 'https://v0.rsbuild.dev/' : 'https://v0.rsbuild.dev/zh/');
    });
  });
}

test('language switch keeps the path', async ({ page }) => {
  const switcher = page.locator('.rp-nav__others .rp-nav-menu__item').filter({ has: page.locator('.rp-hover-group') });
  await open(page, '/guide/start/quick-start');
  await switcher.hover();
  await switcher.getByText('简体中文', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/zh/guide/start/quick-start');
  await switcher.hover();
  await switcher.getByText('English', { exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/guide/start/quick-start');
});

test('sidebar expands the group of the active page and links the pages of the section', async ({ page }) => {
  await open(page, '/guide/start/glossary');
  const sidebar = page.locator('.rp-doc-layout__sidebar');
  await expect(sidebar.getByRole('link', { name: 'Quick start' })).toBeVisible();
  await expect(sidebar.locator('a[href="/guide/start/glossary"]')).toHaveClass(/active/);
});

test('outline is titled ON THIS PAGE and lists h2 to h4 headings', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const outline = page.locator('.rp-doc-layout__outline');
  await expect(outline.getByText('ON THIS PAGE')).toBeVisible();
  const docHeadings = await page
    .locator('.rp-doc :is(h2, h3, h4)[id]')
    .evaluateAll((headings) => headings.map((h) => h.id));
  expect(docHeadings.length).toBeGreaterThan(1);
  const outlineTargets = await outline
    .locator('a[href^="#"]')
    .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
  expect(outlineTargets).toEqual(docHeadings);
});

test('Chinese outline uses the Chinese title', async ({ page }) => {
  await open(page, '/zh/guide/start/quick-start');
  await expect(page.locator('.rp-doc-layout__outline').getByText('目录')).toBeVisible();
});

test('previous and next links follow the sidebar order', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const pager = page.locator('.rp-prev-next-page');
  await expect(pager.getByText('Previous Page')).toBeVisible();
  await expect(pager.getByText('Next Page')).toBeVisible();
  await pager.getByRole('link').last().click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await page.locator('.rp-prev-next-page').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
});

test.describe('after a deploy, a tab opened before it (theme/chrome/StaleBuildRecovery.tsx)', () => {
  // The old build's async chunks are gone: every request for one fails, as on a host that replaced the site.
  const dropAsyncChunks = (page: import('@playwright/test').Page) => page.route('**/static/js/async/**', (route) => route.abort());
  const markWindow = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      (window as unknown as { oldTab: boolean }).oldTab = true;
    });
  const isOldTab = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { oldTab?: boolean }).oldTab === true);

  test('a click on a link whose chunk is gone opens that page with a full load', async ({ page }) => {
    await open(page, '/config/output/dist-path');
    await markWindow(page);
    await dropAsyncChunks(page);
    await page.locator('.rspress-doc p a[href="/config/dev/write-to-disk"]').first().click();
    await expect(page).toHaveURL(/\/config\/dev\/write-to-disk$/);
    await expect(page.locator('.rspress-doc h1')).toContainText('dev.writeToDisk');
    expect(await isOldTab(page)).toBe(false);
  });

  test('a failed preload on hover, with no click, leaves the reader where they are', async ({ page }) => {
    await open(page, '/config/output/dist-path');
    await markWindow(page);
    await dropAsyncChunks(page);
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/static/js/async/'));
    await page.locator('.rspress-doc p a[href="/config/dev/write-to-disk"]').first().hover();
    await failed;
    await settle(page);
    await expect(page).toHaveURL(/\/config\/output\/dist-path$/);
    expect(await isOldTab(page)).toBe(true);
  });
});
