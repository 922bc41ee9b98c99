import { redirects } from '../../site/redirects';
import { expect, open, test } from '../support/fixtures';
import { pageHeading } from '../support/pages';

test.describe('redirects from old paths (site/redirects.ts)', () => {
  for (const { from, to } of redirects) {
    if (to.startsWith('http')) {
      for (const prefix of ['', '/zh']) {
        test(`${prefix}${from} goes to the external ${to}`, async ({ page }) => {
          // CI has no network: answer the external page here and check the browser really navigates to it.
          await page.route(`${to}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }));
          const leaving = page.waitForRequest((request) => request.url().startsWith(to) && request.isNavigationRequest());
          await page.goto(`${prefix}${from}`).catch(() => undefined);
          await leaving;
          await expect(page).toHaveURL((url) => url.href.replace(/\/$/, '') === to);
        });
      }
      continue;
    }
    for (const [lang, prefix] of [['en', ''], ['zh', '/zh']] as const) {
      test(`${prefix}${from} lands on ${prefix}${to}`, async ({ page }) => {
        // The host answers the old path with its redirect page (site/hostRedirects.ts), status 200.
        const response = await page.goto(`${prefix}${from}`);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveURL((url) => url.pathname === `${prefix}${to}`);
        // The reader lands on the real page in their language, not on a 404 at the new path.
        // (By role and name: the h1 also holds an aria-hidden "#" anchor link.)
        await expect(page.getByRole('heading', { level: 1, name: pageHeading(lang, to), exact: true })).toBeVisible();
      });
    }
  }
});

test.describe('redirects without JavaScript (host redirect pages)', () => {
  test.use({ javaScriptEnabled: false });
  for (const { from, to } of redirects) {
    for (const [lang, prefix] of [['en', ''], ['zh', '/zh']] as const) {
      if (to.startsWith('http')) {
        test(`${prefix}${from} refreshes to the external ${to}`, async ({ page }) => {
          await page.route(`${to}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>external</title>' }));
          await page.goto(`${prefix}${from}`);
          await expect(page).toHaveURL((url) => url.href.replace(/\/$/, '') === to);
        });
        continue;
      }
      test(`${prefix}${from} refreshes to ${prefix}${to}`, async ({ page }) => {
        await page.goto(`${prefix}${from}`);
        await expect(page).toHaveURL((url) => url.pathname === `${prefix}${to}`);
        await expect(page.getByRole('heading', { level: 1, name: pageHeading(lang, to), exact: true })).toBeVisible();
      });
    }
  }
});

test('a redirect keeps the #hash when JavaScript runs', async ({ page }) => {
  const { from, to } = redirects.find((rule) => rule.from === '/config/source/alias')!;
  await page.goto(`${from}#example`);
  await expect(page).toHaveURL((url) => url.pathname === to && url.hash === '#example');
});

test.describe('404 page', () => {
  test('English: status 404, PAGE NOT FOUND, Take me home to /', async ({ page }) => {
    const response = await open(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    // The link's accessible name is its visible text.
    const home = page.getByRole('link', { name: 'Take me home' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Chinese: the same page in Chinese, home link to /zh/', async ({ page }) => {
    const response = await open(page, '/zh/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('页面未找到')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', /^\/zh\/?$/);
  });

  test('a path with the default-language prefix /en/ goes to the path without it', async ({ page }) => {
    await page.goto('/en/guide/start/quick-start');
    // The 404 page must load and hydrate before it can redirect: allow for a busy machine.
    await expect(page).toHaveURL((url) => url.pathname === '/guide/start/quick-start', { timeout: 15_000 });
    await expect(page.locator('h1').first()).toBeVisible();
  });
});
