import type { Page } from '@playwright/test';
import { scriptsOfPage } from '../../scripts/pageScripts.mjs';
import { HYDRATED_ATTRIBUTE } from '../../theme/chrome/HydratedMark';
import { expect, open, settle, test } from '../support/fixtures';

/**
 * What the short first hydration (theme/hydration/) must not lose. Static Markdown blocks keep their server
 * DOM without handlers, and the outline and reading progress start measuring at idle: these tests hold the
 * behavior a reader sees, whatever hydrated.
 */

/** A value set on `window` survives client navigation and is gone after a full page load. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a link in the page text navigates without a page load, and so do the next page’s links', async ({ page }) => {
  await open(page, '/config/output/dist-path');
  await markWindow(page);
  // A link inside a plain paragraph: the kind of block that keeps its server DOM on first load.
  await page.locator('.rspress-doc p a[href="/config/dev/write-to-disk"]').first().click();
  await expect(page).toHaveURL(/\/config\/dev\/write-to-disk$/);
  await expect(page.locator('.rspress-doc h1')).toContainText('dev.writeToDisk');
  expect(await stillSameDocument(page)).toBe(true);

  // The page reached by client navigation rendered in the browser; its text links work the same way.
  const next = page.locator('.rspress-doc p a[href^="/config/"]').first();
  const target = await next.getAttribute('href');
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  expect(await stillSameDocument(page)).toBe(true);
});

test('a text link to another site is left to the browser', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const external = page.locator('.rspress-doc p a[href^="https://"]').first();
  await expect(external).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), external.click()]);
  expect(popup.url()).toMatch(/^(https:|about:blank|chrome-error:)/);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
});

test('the outline marks the heading scrolled to, and the reading progress follows the scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/guide/start/quick-start');
  const outline = page.locator('.rp-doc-layout__outline');
  const progress = outline.locator('.rp-progress-circle circle').nth(1);
  const offsetAtTop = await progress.getAttribute('stroke-dashoffset');

  const lastHeading = await page.locator('.rp-doc h2[id]').last().getAttribute('id');
  await page.evaluate((id) => document.getElementById(id!)!.scrollIntoView(), lastHeading);
  await expect(outline.locator('.rp-toc-item--active')).toHaveAttribute('href', `#${lastHeading}`);
  await expect(progress).not.toHaveAttribute('stroke-dashoffset', offsetAtTop!);
});

for (const path of ['/', '/config/output/dist-path', '/zh/guide/start/quick-start']) {
  test(`hydration keeps the server's layout in place on ${path}`, async ({ page }) => {
    // Elements taken out and put back while the page hydrates are laid out and painted again, and the
    // browser reports its largest paint again (site/rootImagePreloads.ts). Watch the app root's children.
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { moved: string[] }).moved = moved;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('__rspress_root')!;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) if (node instanceof Element) moved.push(`${node.tagName}.${node.className}`);
        }).observe(root, { childList: true });
      });
    });
    await open(page, path);
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved)).toEqual([]);
  });
}

test.describe('the sidebar, hydrated when the reader reaches for it', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** Records every node removed under the sidebar from the first parse on. */
  async function watchSidebar(page: Page) {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removed: string[] }).removed = removed;
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) removed.push(node.nodeName);
        }).observe(document.querySelector('.rp-doc-layout__sidebar')!, { childList: true, subtree: true });
      });
    });
  }
  const removedFromSidebar = (page: Page) => page.evaluate(() => (window as unknown as { removed: string[] }).removed);

  test('its entries stay as served; pointed at, an entry navigates in place and the active entry follows', async ({ page }) => {
    await watchSidebar(page);
    await open(page, '/config/output/dist-path');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    // Far down a long list: scrolled into view once the page is idle.
    await expect(sidebar.locator('.rp-sidebar-item--active')).toBeInViewport();
    await markWindow(page);

    await sidebar.locator('a[href="/config/output/clean-dist-path"]').click();
    await expect(page).toHaveURL(/\/config\/output\/clean-dist-path$/);
    await expect(sidebar.locator('a[href="/config/output/clean-dist-path"]')).toHaveClass(/rp-sidebar-item--active/);
    await expect(sidebar.locator('a[href="/config/output/dist-path"]')).not.toHaveClass(/rp-sidebar-item--active/);
    expect(await stillSameDocument(page)).toBe(true);
    // Hydrated over the server's entries, not rendered anew.
    expect(await removedFromSidebar(page)).toEqual([]);
  });

  test('scrolled by the reader before the page is idle, it stays where the reader left it', async ({ page }) => {
    // Idle comes only when the test lets it, as on a busy device where it came seconds late: the centering of
    // the active entry then moved the list under the pointer, and a click meant for one entry opened another.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
        for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      };
      window.requestIdleCallback = (callback) => held.push(callback);
    });
    await open(page, '/config/output/dist-path');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const scrollTop = () => sidebar.evaluate((element) => element.scrollTop);
    expect(await scrollTop()).toBe(0);
    await sidebar.hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(scrollTop).toBeGreaterThan(0);
    await settle(page);
    const readersPlace = await scrollTop();
    await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
    await settle(page);
    expect(await scrollTop()).toBe(readersPlace);
    // Not where idle would have put it: the active entry, far down the list, is still out of view.
    await expect(sidebar.locator('.rp-sidebar-item--active')).not.toBeInViewport();
  });

  test('from the keyboard, focus stays on the entry while the sidebar hydrates', async ({ page }) => {
    await open(page, '/config/output/dist-path');
    await markWindow(page);
    const entry = page.locator('.rp-doc-layout__sidebar a[href="/config/output/clean-dist-path"]');
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/config\/output\/clean-dist-path$/);
    await expect(entry).toBeFocused();
    await expect(entry).toHaveClass(/rp-sidebar-item--active/);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('a page change before the reader touches it shows the new page as active', async ({ page }) => {
    await open(page, '/config/output/dist-path');
    await markWindow(page);
    await page.locator('.rspress-doc p a[href="/config/dev/write-to-disk"]').first().click();
    await expect(page).toHaveURL(/\/config\/dev\/write-to-disk$/);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar.locator('.rp-sidebar-item--active')).toHaveCount(1);
    await expect(sidebar.locator('a[href="/config/dev/write-to-disk"]')).toHaveClass(/rp-sidebar-item--active/);
    expect(await stillSameDocument(page)).toBe(true);

    // A sidebar entry of the page reached this way navigates in place too.
    await sidebar.locator('a[href="/config/output/dist-path"]').click();
    await expect(page).toHaveURL(/\/config\/output\/dist-path$/);
    await expect(sidebar.locator('a[href="/config/output/dist-path"]')).toHaveClass(/rp-sidebar-item--active/);
    expect(await stillSameDocument(page)).toBe(true);
  });
});

test.describe('the first load fetches no script the page did not name', () => {
  // The hooks page shares a large Markdown fragment with the instance API page: Rspack puts it in a chunk of its
  // own, which Rspress did not preload (site/routeChunkPreloads.ts). The quick start has the package-manager tabs.
  for (const path of ['/plugins/dev/hooks', '/zh/api/javascript-api/instance', '/guide/start/quick-start']) {
    test(`${path}: every script fetched before hydration is loaded or preloaded by its HTML`, async ({ page }) => {
      // The time the app marks itself hydrated (theme/chrome/HydratedMark.tsx): scripts asked for later (the
      // search, at idle) are loaded on purpose after it.
      await page.addInitScript((name) => {
        new MutationObserver((_records, observer) => {
          if (!document.documentElement?.hasAttribute(name)) return;
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
          // The document, not <html>: an init script runs before the parser has made <html>.
        }).observe(document, { subtree: true, attributes: true, attributeFilter: [name] });
      }, HYDRATED_ATTRIBUTE);
      const response = await open(page, path);
      const fetchedBeforeHydration = await page.evaluate(() => {
        const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => new URL(entry.name).pathname);
      });
      const html = (await response?.text()) ?? '';
      // What the page names is what `npm run measure` counts as its first load.
      const named = scriptsOfPage(html);
      expect(fetchedBeforeHydration.length).toBeGreaterThan(0);
      expect(fetchedBeforeHydration.filter((script) => !named.includes(script))).toEqual([]);
    });
  }
});
