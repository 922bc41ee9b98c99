import type { Page } from '@playwright/test';
import { expect, open, settle, test, watchZoomOpened } from '../support/fixtures';
import { openSearchWithHotkey, searchPages } from '../support/search';

/**
 * The built pages carry the site's Content-Security-Policy (site/securityHeaders.ts) as a meta tag, so the
 * browser enforces it here as it does on GitHub Pages. These tests use the features that load or run code
 * and fail on any violation the browser reports.
 */

/** Collects `securitypolicyviolation` events from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('the policy is in force: an injected inline script is blocked and reported', async ({ page }) => {
  await recordViolations(page);
  await open(page, '/guide/start/');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return Boolean((window as unknown as { __injected?: boolean }).__injected);
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations(page)).toEqual([expect.stringContaining('script-src')]);
});

for (const [lang, prefix, query] of [['en', '', 'port'], ['zh', '/zh', '构建']] as const) {
  test(`${lang}: search, dark mode, image zoom and the tool-stack popover run with no violation`, async ({ page }) => {
    test.slow(); // two pages and four features in one flow
    await recordViolations(page);
    await open(page, `${prefix}/guide/start/`);

    await openSearchWithHotkey(page);
    // Waits for results that answer this query: on a cold page they wait on the index download and build.
    expect(await searchPages(page, query)).not.toEqual([]);
    await page.keyboard.press('Escape');

    await page.locator('.rp-nav__others .rp-switch-appearance').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    // medium-zoom ignores Escape during its open animation: wait for its `opened` event.
    const image = page.locator('.rp-doc img').first();
    const opened = await watchZoomOpened(image);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await opened();
    await page.keyboard.press('Escape');

    await page.getByTestId('tool-stack-trigger').click();
    await expect(page.getByTestId('tool-stack-popover')).toBeVisible();

    expect(await violations(page)).toEqual([]);

    // The home page: hero, benchmark panel (scrolled into view), tool-stack section.
    await open(page, `${prefix}/`);
    await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
    // What scrolling into view starts (the benchmark's animation, lazy images) has started and loaded.
    await settle(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('redirect pages and the 404 page run with no violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/zh/config/source/alias#example');
  await expect(page).toHaveURL(/\/zh\/config\/resolve\/alias#example$/);
  expect(await violations(page)).toEqual([]);
  await open(page, '/no/such/page');
  expect(await violations(page)).toEqual([]);
});
