/**
 * The first load of a page without tabs keeps its content as the server sent it and never runs its route chunk
 * (theme/hydration/serverContent.ts); what is interactive in that content still works, and client navigation
 * renders pages, this one included, from their chunks.
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

test('a page with tabs loads its chunk and hydrates its content, so the tabs work', async ({ page }) => {
  await markServedContent(page);
  await open(page, '/guide/start/quick-start');
  await expect(page.locator('.rp-doc-content [data-needs-hydration]').first()).toBeAttached();
  const tabs = page.locator('.rp-doc-content [role="tab"]');
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
});
