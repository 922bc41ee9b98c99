/**
 * The render cache patched into Rspress (patches/@rspress+core+2.0.22.patch, dist/node/ssg/renderCache.js, issue 38):
 * a build whose server bundle, template, routes and options are the last build's writes the last build's pages
 * instead of rendering them. These tests hold the key to everything the render reads, and the file to its rules;
 * a warm `npm run build` prints "Pages reused from the last build" when it applies.
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
  const cwd = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  process.chdir(dir);
  try {
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
  } finally {
    delete process.env.RSPRESS_PERSISTENT_CACHE;
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a cache folder without its key is a miss, not an error', async () => {
  const { readRenderCache } = await load();
  const cwd = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cache-'));
  fs.mkdirSync(path.join(dir, 'node_modules/.cache/rspress/ssg-md'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules/.cache/rspress/ssg-md/index.md'), '# half');
  process.chdir(dir);
  try {
    expect(readRenderCache('ssg-md', 'k1')).toBeUndefined();
  } finally {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
