/**
 * The render caches patched into Rspress (patches/@rspress+core+2.0.22.patch, dist/node/ssg/renderCache.js, issue 38):
 * a build whose server bundle, template, routes and options are the last build's writes the last build's pages
 * instead of rendering them (the `.md` pages' cache, when they come from a `node_md` bundle), and the HTML pages'
 * cache does so page by page, each under its own key (its route chunk, the bundle's shared files with the search
 * index's hashes left out, the template with its hashed names left out). These tests hold the key to everything the
 * render reads, and the files to their rules; a warm `npm run build` prints "Pages reused from the last build: N of
 * 367" when it applies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface RenderCache {
  renderCacheKey(parts: unknown[]): string;
  bundleKeyParts(assets: Record<string, { source(): string }>, folder: string): string[];
  readRenderCache(name: string, key: string): string | undefined;
  writeRenderCache(name: string, key: string, write: (dir: string) => void): void;
  writeFileWithDir(file: string, content: string): void;
}
const load = async () => (await import('@rspress/core/dist/node/ssg/renderCache.js')) as unknown as RenderCache;

const asset = (text: string) => ({ source: () => text });

/**
 * Runs `body` with a new temporary folder as the working folder (the caches live under its node_modules/.cache),
 * then goes back, drops the folder and clears RSPRESS_PERSISTENT_CACHE.
 */
async function inTemporaryFolder(body: (dir: string) => void | Promise<void>): Promise<void> {
  const cwd = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  process.chdir(dir);
  try {
    await body(dir);
  } finally {
    delete process.env.RSPRESS_PERSISTENT_CACHE;
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the key changes with every part the render reads, and with nothing else', async () => {
  const { renderCacheKey, bundleKeyParts } = await load();
  const bundle = { '__ssg__/main.cjs': asset('render()'), '__ssg__/chunk.cjs': asset('a'), 'other.js': asset('x') };
  const base = [...bundleKeyParts(bundle, '__ssg__'), '<html>', { route: ['a.js'] }, ['/'], [['meta']], { experimentalWorker: true }];
  const key = renderCacheKey(base);
  expect(renderCacheKey([...base])).toBe(key);
  // A file outside the bundle's folder is not read by the render.
  expect(bundleKeyParts({ ...bundle, 'other.js': asset('y') }, '__ssg__')).toEqual(bundleKeyParts(bundle, '__ssg__'));
  expect(renderCacheKey([...bundleKeyParts({ ...bundle, '__ssg__/chunk.cjs': asset('b') }, '__ssg__'), ...base.slice(4)])).not.toBe(key);
  const changed = (at: number, value: unknown) => renderCacheKey(base.map((part, index) => (index === at ? value : part)));
  expect(changed(4, '<html lang>')).not.toBe(key);
  expect(changed(6, ['/', '/guide/'])).not.toBe(key);
  // A function in `head` counts by its source.
  expect(changed(7, [() => 'a'])).not.toBe(changed(7, [() => 'b']));
  // The route chunk manifest is filled in the order routes finish: the order of its keys does not count.
  expect(changed(5, { '/b': ['b.js'], '/a': ['a.js'] })).toBe(changed(5, { '/a': ['a.js'], '/b': ['b.js'] }));
  expect(changed(5, { '/a': ['b.js'] })).not.toBe(changed(5, { '/a': ['a.js'] }));
});

test('stored pages are found under their key only, and not at all with RSPRESS_PERSISTENT_CACHE=false', async () => {
  const { readRenderCache, writeRenderCache, writeFileWithDir } = await load();
  await inTemporaryFolder((dir) => {
    writeRenderCache('ssg-html', 'k1', (folder) => writeFileWithDir(path.join(folder, 'guide/index.html'), '<html>'));
    const found = readRenderCache('ssg-html', 'k1');
    expect(found).toBe(path.join(dir, 'node_modules/.cache/rspress/ssg-html'));
    expect(fs.readFileSync(path.join(found!, 'guide/index.html'), 'utf8')).toBe('<html>');
    expect(readRenderCache('ssg-html', 'k2')).toBeUndefined();
    // A write that fails leaves a miss, and no half-written pages.
    writeRenderCache('ssg-html', 'k3', () => {
      throw new Error('disk full');
    });
    expect(readRenderCache('ssg-html', 'k3')).toBeUndefined();
    expect(readRenderCache('ssg-html', 'k1')).toBeUndefined();
    writeRenderCache('ssg-html', 'k1', (folder) => writeFileWithDir(path.join(folder, 'index.html'), '<html>'));
    process.env.RSPRESS_PERSISTENT_CACHE = 'false';
    expect(readRenderCache('ssg-html', 'k1')).toBeUndefined();
  });
});

test('a cache folder without its key is a miss, not an error', async () => {
  const { readRenderCache } = await load();
  await inTemporaryFolder((dir) => {
    fs.mkdirSync(path.join(dir, 'node_modules/.cache/rspress/ssg-md'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules/.cache/rspress/ssg-md/index.md'), '# half');
    expect(readRenderCache('ssg-md', 'k1')).toBeUndefined();
  });
});

interface PageRenderCache {
  maskTemplateUrls(template: string): string;
  templateUrlRewriter(from: string, to: string): (html: string) => string;
  maskSearchIndexHash(source: string, hashes: Set<string>): string;
  readPageRenderCache(name: string): { dir: string; index: { template: string; pages: Record<string, string> } } | undefined;
  writePageRenderCache(name: string, index: { template: string; pages: Record<string, string> }, write: (dir: string) => void): void;
}
const loadPages = async () => (await import('@rspress/core/dist/node/ssg/renderCache.js')) as unknown as PageRenderCache & RenderCache;

test('a page rendered with the last build template gets the new entry file names, and nothing else changes', async () => {
  const { maskTemplateUrls, templateUrlRewriter } = await loadPages();
  const template = (hash: string) => `<head><link href="/static/css/index.1a.css" rel="stylesheet"><script defer src="/static/js/index.${hash}.js"></script></head><body><!--<?- html ?>--></body>`;
  const before = template('d6b5c4d7ae');
  const after = template('74999e9121');
  // The two templates differ only in hashed names: masked, they are one key part.
  expect(maskTemplateUrls(before)).toBe(maskTemplateUrls(after));
  expect(maskTemplateUrls(before)).not.toBe(maskTemplateUrls(before.replace('defer ', '')));
  const page = before.replace('<!--<?- html ?>-->', '<p>See /static/js/index.d6b5c4d7ae.js in the text.</p>');
  const rewritten = templateUrlRewriter(before, after)(page);
  expect(rewritten).toBe(after.replace('<!--<?- html ?>-->', '<p>See /static/js/index.d6b5c4d7ae.js in the text.</p>'));
  // Only quoted values are replaced: the same name in prose stays as the page wrote it.
  expect(rewritten).toContain('See /static/js/index.d6b5c4d7ae.js');
});

test("the search index's hashes are blanked in the server bundle and collected, and nothing else is", async () => {
  const { maskSearchIndexHash } = await loadPages();
  const bundle = (en: string, zh: string) => `const title = "###";\nconst searchIndexHash = {\n    "###en": "${en}",\n    "###zh": "${zh}"\n};\nconst other = { "en": "927d29d3" };`;
  const hashes = new Set<string>();
  const masked = maskSearchIndexHash(bundle('927d29d3', 'c56d4812'), hashes);
  expect(masked).toBe(maskSearchIndexHash(bundle('0e8803aa', '5d7d4c11'), new Set()));
  expect([...hashes]).toEqual(['927d29d3', 'c56d4812']);
  expect(masked).toContain('"###en": ""');
  expect(masked).toContain('const other = { "en": "927d29d3" };');
});

test('the per-page cache keeps each page with its key and the template, and is a miss when missing, old or off', async () => {
  const { readPageRenderCache, writePageRenderCache, writeFileWithDir } = await loadPages();
  await inTemporaryFolder((dir) => {
    expect(readPageRenderCache('ssg-html')).toBeUndefined();
    writePageRenderCache('ssg-html', { template: '<html>', pages: { '/guide/': 'k1', '/404': 'k2' } }, (folder) =>
      writeFileWithDir(path.join(folder, 'guide/index.html'), '<p>guide</p>'),
    );
    const found = readPageRenderCache('ssg-html');
    expect(found?.index.pages).toEqual({ '/guide/': 'k1', '/404': 'k2' });
    expect(found?.index.template).toBe('<html>');
    expect(fs.readFileSync(path.join(found!.dir, 'guide/index.html'), 'utf8')).toBe('<p>guide</p>');
    // An index written by another version of the cache is a miss.
    const indexFile = path.join(found!.dir, '.pages.json');
    fs.writeFileSync(indexFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(indexFile, 'utf8')), version: 'old' }));
    expect(readPageRenderCache('ssg-html')).toBeUndefined();
    // A write that fails leaves no cache, and no half-written pages.
    writePageRenderCache('ssg-html', { template: '<html>', pages: { '/': 'k3' } }, () => {
      throw new Error('disk full');
    });
    expect(readPageRenderCache('ssg-html')).toBeUndefined();
    expect(fs.existsSync(path.join(dir, 'node_modules/.cache/rspress/ssg-html'))).toBe(false);
    writePageRenderCache('ssg-html', { template: '<html>', pages: { '/': 'k4' } }, () => {});
    process.env.RSPRESS_PERSISTENT_CACHE = 'false';
    expect(readPageRenderCache('ssg-html')).toBeUndefined();
  });
});
