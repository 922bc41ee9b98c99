import fs from 'node:fs';
import path from 'node:path';
import { redirects } from '../../site/redirects';
import { expect, test } from '../support/fixtures';

test('sitemap lists the pages of both languages on the site origin', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ['/guide/start/quick-start', '/zh/guide/start/quick-start', '/config/server/port', '/zh/config/server/port']) {
    expect(xml).toContain(`<loc>https://rsbuild.rs${path}</loc>`);
  }
});

test('every page names its canonical URL and the x-default alternate; the 404 page does not', async ({ request }) => {
  for (const [page, canonical, xDefault] of [
    ['/guide/start/quick-start', '/guide/start/quick-start', '/guide/start/quick-start'],
    ['/zh/guide/start/quick-start', '/zh/guide/start/quick-start', '/guide/start/quick-start'],
    ['/zh/', '/zh/', '/'],
  ]) {
    const html = await (await request.get(page)).text();
    expect(html, page).toContain(`<link rel="canonical" href="https://rsbuild.rs${canonical}">`);
    expect(html, page).toContain(`<link rel="alternate" hreflang="x-default" href="https://rsbuild.rs${xDefault}">`);
    expect(html, page).toContain('<link rel="alternate" hreflang="zh" href="https://rsbuild.rs/zh/');
  }
  const notFound = await (await request.get('/no/such/page')).text();
  expect(notFound).not.toContain('rel="canonical"');
});

test('each page of the sitemap names itself as canonical, once', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls.length).toBeGreaterThan(300);
  for (const url of urls) {
    const html = await (await request.get(new URL(url).pathname)).text();
    const canonicals = [...html.matchAll(/<link rel="canonical" href="([^"]+)">/g)].map((match) => match[1]);
    expect(canonicals, url).toEqual([url]);
  }
});

test('robots.txt allows crawling and names the sitemap by its absolute URL', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://rsbuild.rs/sitemap.xml\n');
});

test('llms.txt exists for each language and links Markdown twins of the pages', async ({ request }) => {
  for (const [path, page] of [
    ['/llms.txt', '/guide/start/quick-start.md'],
    ['/zh/llms.txt', '/zh/guide/start/quick-start.md'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text()).toContain(page);
    expect((await request.get(page)).status(), page).toBe(200);
  }
});

test.describe('host redirects (site/hostRedirects.ts) cover every rule of site/redirects.ts in both languages', () => {
  const outDir = path.join(__dirname, '../../doc_build');
  const siteUrl = 'https://rsbuild.rs';
  const expected = redirects.flatMap(({ from, to }) =>
    ['', '/zh'].map((prefix) => ({ from: `${prefix}${from}`, to: /^https?:/.test(to) ? to : `${prefix}${to}` })),
  );

  test('each old path has a redirect page: refresh to the target, canonical, noindex', () => {
    for (const { from, to } of expected) {
      const file = path.join(outDir, `${from}.html`);
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      const html = fs.readFileSync(file, 'utf8');
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html, from).toContain(`<link rel="canonical" href="${/^https?:/.test(to) ? to : siteUrl + to}">`);
      expect(html, from).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('_redirects answers each old path with a 301 to its target', () => {
    const lines = fs.readFileSync(path.join(outDir, '_redirects'), 'utf8').trim().split('\n');
    expect(lines.sort()).toEqual(expected.map(({ from, to }) => `${from} ${to} 301`).sort());
  });
});
