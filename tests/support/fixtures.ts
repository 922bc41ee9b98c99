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
 * Listens for medium-zoom's `medium-zoom:opened` event on `image`, and resolves once the listener is in place;
 * the function it returns resolves once the zoom has opened. Await this before the click or key that opens the
 * zoom (medium-zoom ignores Escape and scrolling during its open animation): a listener still being attached
 * when the key was pressed missed the event, and the test waited for it until its timeout.
 */
export async function watchZoomOpened(image: Locator): Promise<() => Promise<unknown>> {
  await image.evaluate((img) => {
    (img as unknown as { zoomOpened: Promise<unknown> }).zoomOpened = new Promise((resolve) =>
      img.addEventListener('medium-zoom:opened', resolve, { once: true }),
    );
  });
  return () => image.evaluate((img) => (img as unknown as { zoomOpened: Promise<unknown> }).zoomOpened.then(() => undefined));
}

/** Opens a path and waits for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
