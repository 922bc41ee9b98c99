import { expect, open, test } from '../support/fixtures';

const APPEARANCE_KEY = 'rspress-theme-appearance';

test('the theme toggle sets the dark class, persists and syncs across tabs', async ({ page, context }) => {
  await open(page, '/guide/start/');
  const other = await context.newPage();
  await open(other, '/config/');
  const html = page.locator('html');
  const wasDark = await html.evaluate((el) => el.classList.contains('dark'));

  await page.locator('.rp-nav__others .rp-switch-appearance').click();
  const expectDark = !wasDark;
  await expect(html).toHaveClass(expectDark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  expect(await page.evaluate((key) => localStorage.getItem(key), APPEARANCE_KEY)).toBe(expectDark ? 'dark' : 'light');
  // The other tab follows through the storage event.
  await expect(other.locator('html')).toHaveClass(expectDark ? /\bdark\b/ : /^(?!.*\bdark\b)/);

  // The choice survives a reload, before hydration (no flash).
  await page.reload();
  await expect(html).toHaveClass(expectDark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  expect(await html.evaluate((el) => getComputedStyle(el).colorScheme)).toContain(expectDark ? 'dark' : 'light');
});
