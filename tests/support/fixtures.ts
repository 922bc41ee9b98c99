import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../theme/chrome/HydratedMark';

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

/** Waits until the app has hydrated (theme/chrome/HydratedMark.tsx): handlers only work after that. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);
}

/**
 * Resolves after the page has painted twice more: whatever the last event or render scheduled has been laid out
 * and painted. For checks that something did NOT happen, in place of a fixed sleep.
 */
export async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Resolves once medium-zoom has opened `image` (its `medium-zoom:opened` event). Start it before the click or key
 * that opens the zoom: medium-zoom ignores Escape and scrolling during its open animation.
 */
export function zoomOpened(image: Locator): Promise<unknown> {
  return image.evaluate((img) => new Promise((resolve) => img.addEventListener('medium-zoom:opened', resolve, { once: true })));
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
