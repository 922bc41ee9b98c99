import { expect, open, test } from '../support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('copy button copies the code and confirms for 2 seconds', async ({ page }) => {
  await open(page, '/plugins/list/');
  const block = page.locator('.rp-codeblock').filter({ hasText: 'defineConfig' }).first();
  await block.hover();
  const copy = block.locator('.rp-code-copy-button');
  await copy.click();
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('defineConfig');
  await page.waitForTimeout(2300);
  await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/);
});

test('wrap button toggles line wrapping, off by default', async ({ page }) => {
  await open(page, '/plugins/list/');
  const block = page.locator('.rp-codeblock').first();
  const content = block.locator('.rp-codeblock__content');
  await expect(content).not.toHaveClass(/--wrap-code/);
  await block.hover();
  await block.locator('.rp-code-wrap-button').click();
  await expect(content).toHaveClass(/rp-codeblock__content--wrap-code/);
  await block.locator('.rp-code-wrap-button').click();
  await expect(content).not.toHaveClass(/--wrap-code/);
});

test('package-manager tab choice is remembered across pages and reloads', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const tabs = page.locator('.rp-tabs').first();
  await tabs.locator('.rp-tabs__label').getByText('pnpm', { exact: true }).click();
  await expect(tabs.locator('.rp-tabs__content').first()).toContainText('pnpm');
  await page.reload();
  await expect(page.locator('.rp-tabs').first().locator('.rp-tabs__content').first()).toContainText('pnpm');
  await open(page, '/plugins/list/');
  await expect(page.locator('.rp-tabs').first().locator('.rp-tabs__content').first()).toContainText('pnpm');
});
