import { expect, open, test } from '../support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('copy button copies the code and confirms for 2 seconds', async ({ page }) => {
  // The page's clock, so that the 2 seconds pass at once.
  await page.clock.install();
  await open(page, '/plugins/list/');
  const block = page.locator('.rp-codeblock').filter({ hasText: 'defineConfig' }).first();
  await block.hover();
  const copy = block.locator('.rp-code-copy-button');
  // Time stands still from here, so that only runFor moves it: a busy machine's real time would count too.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await copy.click();
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('defineConfig');
  await page.clock.runFor(1900);
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  await page.clock.runFor(200);
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
  // Every tab's code stays in the page (hidden), so only the selected label and the shown tab tell the choice.
  const chosen = (group: typeof tabs) => ({
    label: group.locator('.rp-tabs__label__item--selected'),
    shown: group.locator('.rp-tabs__content__item--active'),
  });
  await expect(chosen(tabs).label).toHaveText('pnpm');
  await expect(chosen(tabs).shown).toContainText('pnpm create rsbuild');
  await page.reload();
  await expect(chosen(page.locator('.rp-tabs').first()).label).toHaveText('pnpm');
  await expect(chosen(page.locator('.rp-tabs').first()).shown).toContainText('pnpm create rsbuild');
  await open(page, '/plugins/list/');
  await expect(chosen(page.locator('.rp-tabs').first()).label).toHaveText('pnpm');
  await expect(chosen(page.locator('.rp-tabs').first()).shown).toContainText('pnpm add');
});

// The buttons show on hover; a reader without a mouse must reach them too.
test('the copy button works from the keyboard alone, and keeps the focus', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const block = page.locator('.rp-codeblock').filter({ hasText: 'node -v' }).first();
  const copy = block.locator('.rp-code-copy-button');
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
  await expect(copy).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('node -v');
});

test('a code button reached with Tab is shown with a focus ring, far down a long page too', async ({ page }) => {
  // Buttons of blocks off screen skip layout (content-visibility) and Rspress shows them on hover only.
  await open(page, '/plugins/dev/hooks');
  const block = page.locator('.rp-codeblock').last();
  await block.locator('pre').focus();
  await page.keyboard.press('Tab');
  const wrap = block.locator('.rp-code-wrap-button');
  await expect(wrap).toBeFocused();
  await expect(wrap).toHaveCSS('opacity', '1');
  await expect(wrap).toHaveCSS('outline-style', 'solid');
});

/**
 * For each token class in the first highlighted code block (text blocks have no token colors): whether the token shows the color Shiki gave it (its
 * `--shiki-token-*` variable, read from a probe with the inline style Shiki wrote) and not the block's own.
 */
const tokenColors = (page: import('@playwright/test').Page) =>
  page.locator('.rp-doc pre.shiki:has([class*="shk-"])').first().evaluate((pre) => {
    const found = new Map<string, { shown: string; expected: string; block: string }>();
    for (const token of pre.querySelectorAll<HTMLElement>('[class*="shk-"]')) {
      const name = [...token.classList].find((c) => c.startsWith('shk-'))!.slice(4);
      if (found.has(name)) continue;
      const probe = document.createElement('span');
      probe.style.color = `var(--shiki-token-${name})`;
      token.parentElement!.append(probe);
      found.set(name, { shown: getComputedStyle(token).color, expected: getComputedStyle(probe).color, block: getComputedStyle(pre).color });
      probe.remove();
    }
    return Object.fromEntries(found);
  });

test('code tokens show their colors in light and dark mode, on a first load and after a client-side navigation', async ({ page }) => {
  // Token colors are classes (site/codeTokenClasses.ts) with rules in theme/styles/index.css.
  await open(page, '/guide/basic/cli');
  for (const mode of ['light', 'dark', 'after navigation'] as const) {
    if (mode === 'dark') {
      await page.locator('.rp-nav__others .rp-switch-appearance').click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    }
    if (mode === 'after navigation') {
      // The page's chunk renders the content now: a marker on window survives only a client-side navigation.
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.locator('.rp-doc a[href="/guide/basic/server"]').first().click();
      await expect(page).toHaveURL(/\/guide\/basic\/server$/);
      await expect(page.locator('.rp-doc h1')).toContainText('Dev server');
      expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    }
    const colors = await tokenColors(page);
    expect(Object.keys(colors).length, `${mode}: the block should have tokens of several colors`).toBeGreaterThan(1);
    for (const [name, { shown, expected, block }] of Object.entries(colors)) {
      expect(shown, `${mode}: .shk-${name}`).toBe(expected);
      if (name !== 'punctuation') expect(shown, `${mode}: .shk-${name} should not be the block's own color`).not.toBe(block);
    }
  }
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

  test('a tap on a tab and then on its copy button copies that tab’s command', async ({ page }) => {
    await open(page, '/guide/start/quick-start');
    const tabs = page.locator('.rp-tabs').first();
    await tabs.locator('.rp-tabs__label').getByText('yarn', { exact: true }).tap();
    const shown = tabs.locator('.rp-tabs__content__item--active');
    await shown.locator('.rp-code-copy-button').tap();
    await expect(shown.locator('.rp-code-copy-button')).toHaveClass(/rp-code-copy-button--copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('yarn create rsbuild');
  });
});

test('package-manager tabs work from the keyboard: Tab reaches the chosen tab, arrow keys, Home and End choose', async ({ page }) => {
  await open(page, '/guide/start/quick-start');
  const group = page.locator('.rp-tabs').first();
  const tab = (name: string) => group.getByRole('tab', { name, exact: true });
  // Tab from the heading's anchor before the group lands on the chosen tab, the only one in the tab order.
  await page.locator('#create-a-project a').first().focus();
  await page.keyboard.press('Tab');
  await expect(tab('npm')).toBeFocused();
  await expect(group.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);

  await page.keyboard.press('ArrowRight');
  await expect(tab('yarn')).toBeFocused();
  await expect(tab('yarn')).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toContainText('yarn create rsbuild');
  await page.keyboard.press('End');
  await expect(tab('bun')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('npm')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('bun')).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel')).toContainText('bun create rsbuild');
  // The choice is shared by the page's other package-manager groups.
  await expect(page.locator('.rp-tabs').nth(1).getByRole('tab', { name: 'bun', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('npm')).toBeFocused();
});
