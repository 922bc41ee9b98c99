import benchmark from '../../theme/data/benchmark.json';
import toolStack from '../../theme/data/tool-stack.json';
import { barWidthPercent, formatTime, maxTime } from '../../theme/lib/benchmark';
import { expect, open, test } from '../support/fixtures';

test.describe('home hero', () => {
  test('shows the default texts and the two calls to action', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Rsbuild');
    await expect(hero).toContainText('The fast Rust-based web bundler');
    await expect(hero).toContainText('Seamlessly replace webpack with compatible API');
    const github = hero.getByRole('link', { name: 'GitHub' });
    await expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rsbuild');
    await expect(github).toHaveAttribute('target', '_blank');
    await hero.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  });

  test('Chinese hero links to the Chinese quick start', async ({ page }) => {
    await open(page, '/zh/');
    await page.locator('section[aria-labelledby="hero-title"]').getByRole('link', { name: '快速开始' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
  });

  test('no broken images when the asset host is unreachable', async ({ page }) => {
    await open(page, '/');
    await page.waitForLoadState('networkidle');
    const broken = await page.locator('img:visible').evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
    // The navbar falls back to the site title as text.
    await expect(page.locator('.rp-nav').getByRole('link', { name: 'Rsbuild', exact: true })).toHaveText('Rsbuild');
  });

  test('home page links the release feeds in its language', async ({ page, request }) => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/zh/', 'zh'],
    ] as const) {
      await open(page, path);
      for (const [type, mime] of [
        ['rss', 'application/rss+xml'],
        ['atom', 'application/atom+xml'],
      ]) {
        const href = await page.locator(`head link[rel="alternate"][type="${mime}"]`).getAttribute('href');
        expect(href).toMatch(new RegExp(`/releases/feed\\.${lang}\\.${type}\\.xml$`));
        const response = await request.get(new URL(href!).pathname);
        expect(response.status()).toBe(200);
        const body = await response.text();
        // All eight release notes of the language are in the feed.
        expect(body.match(type === 'rss' ? /<item>/g : /<entry>/g)?.length).toBe(8);
      }
    }
  });
});

test.describe('benchmark panel', () => {
  const max = maxTime(benchmark.groups);
  /** Until the panel has been seen and its first frame drawn: the bars start growing from then on. */
  const animationStarted = (page: import('@playwright/test').Page) =>
    expect.poll(() => page.getByTestId('benchmark-bar').first().evaluate((bar) => bar.getBoundingClientRect().width)).toBeGreaterThan(0);
  const expected = benchmark.groups.flatMap((group) => group.metrics.map((metric) => metric.time));

  test('stays empty until in view, then grows to time / largest time', async ({ page }) => {
    // The page's clock drives the bars' animation frames: the growth runs at once instead of in real seconds.
    await page.clock.install();
    await open(page, '/');
    const bars = page.getByTestId('benchmark-bar');
    await expect(bars).toHaveCount(expected.length);
    const startWidths = await bars.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(startWidths.every((width) => width === 0)).toBe(true);

    await page.getByTestId('benchmark-panel').scrollIntoViewIfNeeded();
    await animationStarted(page);
    // The longest bar takes `max` seconds to grow.
    await page.clock.runFor(max * 1000 + 500);
    const ratios = await bars.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().width / el.parentElement!.getBoundingClientRect().width),
    );
    ratios.forEach((ratio, index) => expect(ratio * 100).toBeCloseTo(barWidthPercent(expected[index], max), 0));
    await expect(page.getByTestId('benchmark-time')).toHaveText(expected.map(formatTime));
  });

  test('counts up while growing', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    await page.getByTestId('benchmark-panel').scrollIntoViewIfNeeded();
    await animationStarted(page);
    await page.clock.runFor(1200);
    // webpack + Babel build (6.52 s) is still on its way: its label shows elapsed seconds.
    const last = page.getByTestId('benchmark-time').nth(10);
    const shown = parseFloat((await last.textContent())!);
    expect(shown).toBeGreaterThan(0.5);
    expect(shown).toBeLessThan(6.52);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('shows the end state as soon as it is in view', async ({ page }) => {
      await open(page, '/');
      await page.getByTestId('benchmark-panel').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('benchmark-time')).toHaveText(expected.map(formatTime));
    });
  });
});

test.describe('tool-stack popover', () => {
  for (const [path, lang] of [
    ['/guide/start/', 'en'],
    ['/zh/guide/start/', 'zh'],
  ] as const) {
    test(`lists the six tools with ${lang} descriptions`, async ({ page }) => {
      await open(page, path);
      const popover = page.getByTestId('tool-stack-popover');
      await expect(popover).toBeHidden();
      await page.getByTestId('tool-stack-trigger').click();
      await expect(popover).toBeVisible();
      const links = popover.getByRole('link');
      await expect(links).toHaveCount(toolStack.tools.length);
      for (const [index, tool] of toolStack.tools.entries()) {
        await expect(links.nth(index)).toContainText(tool.name);
        await expect(links.nth(index)).toContainText(tool.description[lang]);
        await expect(links.nth(index)).toHaveAttribute('href', tool.link);
      }
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    });
  }

  test('opens from the keyboard', async ({ page }) => {
    await open(page, '/');
    await page.getByTestId('tool-stack-trigger').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('tool-stack-popover')).toBeVisible();
  });
});
