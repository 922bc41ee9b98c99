/**
 * patches/@rspress+plugin-sitemap: sitemap.xml lists the pages in the order Rspress hands them to the plugin, not
 * in the order the file system answers for their modification times. Two builds of the same pages had listed two
 * of them swapped (issue 38, found comparing builds byte for byte).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');

test('pages are listed in the order they were handed over, each with its own file time', async () => {
  const { pluginSitemap } = await import('@rspress/plugin-sitemap');
  const plugin = pluginSitemap({ siteUrl: 'https://example.com/' }) as unknown as {
    beforeBuild(config: object, isProd: boolean): void;
    extendPageData(page: object, isProd: boolean): Promise<void>;
    afterBuild(config: object, isProd: boolean): Promise<void>;
  };
  // Many real files at once: their stat calls finish out of order on libuv's threads.
  const files = fs
    .readdirSync(path.join(repoRoot, 'docs/en'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(repoRoot, 'docs/en', name))
    .slice(0, 150);
  const pages = files.map((file, index) => ({ routePath: `/page-${String(index).padStart(3, '0')}`, _filepath: file }));
  plugin.beforeBuild({}, true);
  await Promise.all(pages.map((page) => plugin.extendPageData(page, true)));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-order-'));
  try {
    await plugin.afterBuild({ outDir }, true);
    const xml = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    const listed = [...xml.matchAll(/<loc>https:\/\/example\.com(\/page-\d+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)];
    expect(listed.map(([, route]) => route)).toEqual(pages.map(({ routePath }) => routePath));
    listed.forEach(([, , lastmod], index) => expect(lastmod).toBe(fs.statSync(files[index]).mtime.toISOString()));
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
