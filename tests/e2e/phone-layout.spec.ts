import type { Locator, Page } from '@playwright/test';
import { expect, open, test } from '../support/fixtures';

const PAGE = '/guide/start/quick-start';

/** Bottom edge of the navbar, in CSS px from the top of the viewport. */
const navBottom = (page: Page) => page.locator('.rp-nav').evaluate((nav) => nav.getBoundingClientRect().bottom);

/** True when a pointer at the element's centre would reach the element (nothing covers it). */
const reachable = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

test.describe('phone (375 px) with the announcement bar', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const scrolled of [false, true]) {
    test(`the navigation menu opens below the navbar and its button closes it${scrolled ? ' (bar scrolled away)' : ''}`, async ({ page }) => {
      await open(page, PAGE);
      await expect(page.getByTestId('announcement-bar')).toBeVisible();
      if (scrolled) {
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect.poll(() => navBottom(page)).toBeLessThan(80); // the bar is gone, the navbar is stuck at the top
      }
      const menuButton = page.getByRole('button', { name: 'Navigation menu' });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const screen = page.locator('.rp-nav-screen');
      await expect(screen).toBeVisible();
      // Polled: the navbar slides back in (0.25 s) when auto-hide had hidden it on the scroll; at rest the menu's
      // top edge is the navbar's bottom edge.
      const screenTop = () => screen.evaluate((element) => element.getBoundingClientRect().top);
      await expect.poll(async () => Math.abs((await screenTop()) - (await navBottom(page)))).toBeLessThanOrEqual(1);
      expect(await reachable(menuButton)).toBe(true);
      await expect(screen.getByRole('link', { name: 'Config', exact: true })).toBeVisible();

      await menuButton.click();
      await expect(screen).toHaveCount(0);
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('every sidebar drawer entry from the first is below the navbar and reachable', async ({ page }) => {
    await open(page, PAGE);
    await page.locator('.rp-doc-layout__menu').getByRole('button', { name: 'Menu' }).click();
    const first = page.locator('.rp-doc-layout__sidebar a').first();
    await expect(first).toBeInViewport();
    const top = await first.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(await navBottom(page));
    expect(await reachable(first)).toBe(true);
  });
});

test.describe('tablet (1024 px)', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('the "More" menu works from the keyboard: Enter opens it, Tab reaches its links, Escape closes it', async ({ page }) => {
    await open(page, PAGE);
    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await more.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    const github = panel.getByRole('link', { name: 'GitHub' });
    await expect(github).toBeVisible();
    for (let presses = 0; presses < 10 && !(await github.evaluate((link) => link === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(github).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await expect(github).toBeHidden();
  });
});
