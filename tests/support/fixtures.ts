import { test as base, expect, type Page } from '@playwright/test';

/**
 * Shared set-up for the end-to-end tests:
 * - requests to other hosts are aborted (CI has no network; logos must degrade gracefully anyway);
 * - the locale-redirect "visited" flag is set, so an English browser can open /zh/ pages.
 *   Tests of the first visit opt out with `test.use({ firstVisit: true })`.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  context: async ({ context, firstVisit, baseURL }, use) => {
    await context.route(
      (url) => !url.href.startsWith(baseURL ?? 'http://localhost'),
      (route) => route.abort(),
    );
    if (!firstVisit) await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await use(context);
  },
});

export { expect };

/** Waits until React has hydrated the page: interactive handlers only work after that. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root') ?? document.body;
    return Object.keys(root).some((key) => key.startsWith('__reactContainer') || key.startsWith('_reactListening'));
  });
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
