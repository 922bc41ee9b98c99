import { expect, open, settle, test, waitForHydration, watchZoomOpened } from '../support/fixtures';

const PAGE = '/guide/start/quick-start';

test.describe('query switches hide parts of a doc page after hydration', () => {
  const parts = {
    navbar: '.rp-nav',
    sidebar: '.rp-doc-layout__sidebar',
    outline: '.rp-doc-layout__outline',
    footer: '.rp-doc-footer',
  } as const;

  for (const [name, selector] of Object.entries(parts)) {
    test(`?${name}=0 hides the ${name}`, async ({ page }) => {
      await open(page, PAGE);
      await expect(page.locator(selector).first()).toBeVisible();
      await open(page, `${PAGE}?${name}=0`);
      await settle(page); // let any late re-render happen
      await expect(page.locator(selector)).toHaveCount(0);
      // Other parts stay.
      await expect(page.locator('.rp-doc h1')).toBeVisible();
    });
  }

  test('the switch ends when the reader navigates away', async ({ page }) => {
    await open(page, `${PAGE}?sidebar=0`);
    await expect(page.locator(parts.sidebar)).toHaveCount(0);
    await page.locator('.rp-nav').getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page).toHaveURL(/\/config\/$/);
    await expect(page.locator(parts.sidebar).first()).toBeVisible();
  });

  test('?globalUIComponents=0 turns off global components such as image zoom', async ({ page }) => {
    await open(page, '/guide/start/?globalUIComponents=0');
    await page.locator('.rp-doc img').first().click();
    await settle(page);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('?globalUIComponents=0 also drops the feed links of the static HTML', async ({ page }) => {
    const feedLinks = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await open(page, '/');
    await expect(feedLinks).toHaveCount(1);
    await open(page, '/?globalUIComponents=0');
    await expect(feedLinks).toHaveCount(0);
  });
});

test('image zoom opens on click; Escape and a scroll past 40 px close it', async ({ page }) => {
  await open(page, '/guide/start/');
  const image = page.locator('.rp-doc img').first();
  const overlay = page.locator('.medium-zoom-overlay');
  // medium-zoom ignores closing while its open animation runs: wait for its `opened` event.
  const zoomIn = async () => {
    const opened = await watchZoomOpened(image);
    await image.click();
    await opened();
    await expect(overlay).toBeVisible();
  };

  await zoomIn();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);

  await zoomIn();
  await page.evaluate(() => window.scrollBy(0, 30));
  await settle(page); // the scroll event has run
  await expect(overlay).toHaveCount(1); // 30 px is within the 40 px allowance
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect(overlay).toHaveCount(0);
});

test('image zoom has a keyboard path: Tab to the image, Enter opens it, Escape closes it', async ({ page }) => {
  await open(page, '/guide/start/');
  const image = page.locator('.rp-doc img').first();
  await expect(image).toHaveAttribute('tabindex', '0');
  await image.focus();
  // medium-zoom ignores Escape during its open animation: wait for its `opened` event.
  const opened = await watchZoomOpened(image);
  await page.keyboard.press('Enter');
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await opened();
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
});

test('announcement bar can be dismissed for good, without a flash on later loads', async ({ page }) => {
  await open(page, '/');
  const bar = page.getByTestId('announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Dismiss announcement' }).click();
  await expect(bar).toHaveCount(0);
  await page.goto('/guide/start/', { waitUntil: 'domcontentloaded' });
  // Hidden by the inline script before the app runs…
  await expect(page.getByTestId('announcement-bar')).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('announcement-bar')).toHaveCount(0);
});

test('floating scroll-to-top button appears once scrolled and brings the reader back up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await open(page, '/guide/start/glossary');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('navbar hides while scrolling down and returns when scrolling up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await open(page, '/guide/start/glossary');
  const html = page.locator('html');
  await page.mouse.wheel(0, 800);
  await expect(html).toHaveAttribute('data-navbar-hidden', '');
  await expect.poll(() => page.locator('.rp-nav').evaluate((nav) => nav.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -300);
  await expect(html).not.toHaveAttribute('data-navbar-hidden', '');
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes on navigation, and closes when the window reaches 768 px', async ({ page }) => {
    await open(page, '/guide/start/');
    const hamburger = page.locator('.rp-nav-hamburger').first();
    await hamburger.click();
    const screen = page.locator('.rp-nav-screen');
    await expect(screen).toBeVisible();
    await screen.getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page).toHaveURL(/\/config\/$/);
    await expect(screen).toBeHidden();

    await hamburger.click();
    await expect(screen).toBeVisible();
    await page.setViewportSize({ width: 768, height: 740 });
    await expect(screen).toBeHidden();
  });
});

test.describe('locale redirect on the first visit only', () => {
  test.use({ firstVisit: true, locale: 'zh-CN' });

  test('a Chinese browser is sent to /zh/ once, then left where it goes', async ({ page }) => {
    await page.goto('/guide/start/');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/?$/);
    await page.goto('/guide/start/');
    // The redirect would come from the app (theme/index.tsx): once it has hydrated, it has decided.
    await waitForHydration(page);
    await settle(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/guide\/start\/?$/);
  });
});

// The browser gets each page's list entry (last-updated date, feeds, language) with its route, not from a list
// of all pages (site/compactRoutes.ts); the server renders from Rspress's list. Both must agree.
for (const [from, release] of [
  ['/community/', '/community/releases/v1-0'],
  ['/zh/community/', '/zh/community/releases/v1-0'],
]) {
  test(`${release} shows the server's last-updated line and feed links, opened and reached by a link`, async ({ page, request }) => {
    const html = await (await request.get(release)).text();
    const lastUpdated = /<div class="rp-last-updated">([\s\S]*?)<\/div>/.exec(html)?.[1].replace(/<[^>]+>/g, '');
    const feeds = [...html.matchAll(/<link rel="alternate" type="application\/(?:rss|atom)\+xml"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(lastUpdated).toMatch(/\d/);
    expect(feeds).toHaveLength(2);
    const shown = async () => ({
      lastUpdated: await page.locator('.rp-last-updated').textContent(),
      feeds: await page.locator('head link[rel="alternate"][type$="+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    });
    await open(page, release);
    expect(await shown()).toEqual({ lastUpdated, feeds });
    await open(page, from);
    await page.locator(`.rp-doc a[href="${release}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === release);
    await expect(page.locator('.rp-last-updated')).toHaveText(lastUpdated!);
    // The head's feed links follow the route's content in a later render: wait for them rather than read at once
    // (one clean-clone run under load read them empty).
    await expect.poll(shown).toEqual({ lastUpdated, feeds });
  });
}
