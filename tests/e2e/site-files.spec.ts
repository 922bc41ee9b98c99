import { expect, test } from '../support/fixtures';

test('sitemap lists the pages of both languages on the site origin', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ['/guide/start/quick-start', '/zh/guide/start/quick-start', '/config/server/port', '/zh/config/server/port']) {
    expect(xml).toContain(`<loc>https://rsbuild.rs${path}</loc>`);
  }
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
