/**
 * patches/@rspress+core+2.0.22.patch: Rspress parses every page's Markdown for its index entry (title, headings,
 * description, search text) at the start of every build, 3-4 s before Rspack starts. The patch keeps what that
 * parse gives in `node_modules/.cache/rspress/page-index.json`, keyed by the page's text. These tests drive
 * Rspress's own `extractPageData` (as patched by `npm ci`) on a page in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  title: string;
  content: string;
  _codeBlocks?: { lang: string; value: string }[];
  toc: { id: string; text: string; depth: number; charIndex: number }[];
}

// Each test changes the working directory, where the cache lives: one at a time in this file.
test.describe.configure({ mode: 'serial' });

let cwd: string;
let folder: string;
test.beforeEach(() => {
  cwd = process.cwd();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-index-cache-'));
  process.chdir(folder);
});
test.afterEach(() => {
  process.chdir(cwd);
  fs.rmSync(folder, { recursive: true, force: true });
  delete process.env.RSPRESS_PERSISTENT_CACHE;
});

const cacheFile = () => path.join(folder, 'node_modules/.cache/rspress/page-index.json');

/** Rspress's page-data extraction for one page file, as `rspress build` runs it at its start. */
async function extract(file: string): Promise<IndexEntry> {
  const { extractPageData } = await import('@rspress/core/dist/node/route/extractPageData.js');
  const route = { routePath: '/guide/page', absolutePath: file, relativePath: 'guide/page.md', lang: 'en', version: '', pageName: 'page' };
  // The two methods extractPageData calls; the rest of Rspress's RouteService is not needed here.
  const routeService = { getRoutes: () => [route], getRoutePageByRoutePath: () => undefined } as unknown as Parameters<typeof extractPageData>[0];
  const [entry] = await extractPageData(routeService, { replaceRules: [], alias: {}, root: folder, searchCodeBlocks: true });
  return entry as IndexEntry;
}

function writePage(text: string): string {
  const file = path.join(folder, 'page.md');
  fs.writeFileSync(file, text);
  return file;
}

test('the patch is applied: a build leaves the cache with one entry a page', async () => {
  const file = writePage('# A page\n\n## Setup {#setup}\n\nInstall it.\n');
  const entry = await extract(file);
  expect(entry.title).toBe('A page');
  expect(entry.toc).toEqual([{ id: 'setup', text: 'Setup', depth: 2, charIndex: 0 }]);
  expect(fs.existsSync(cacheFile()), 'no page-index cache: patches/@rspress+core+2.0.22.patch is not applied (npm ci runs patch-package)').toBe(true);
  const cache = JSON.parse(fs.readFileSync(cacheFile(), 'utf8'));
  expect(cache.version).toMatch(/^2\.0\.22\+page-index-cache\./);
  expect(Object.keys(cache.entries)).toHaveLength(1);
});

test('the code blocks of the parse, nested ones included, in order, as the index holds them, as `_codeBlocks`', async () => {
  const page = [
    '# A page',
    '',
    "import Tip from './tip.mdx';",
    '',
    '```ts',
    "import { defineConfig } from '@rsbuild/core';",
    'export default defineConfig({});',
    '```',
    '',
    '- In a list:',
    '',
    '  ```',
    '  npm run build',
    '  ```',
    '',
    '```text',
    ':::tip',
    '  ➜ Local:    http://localhost:8080/',
    '[!NOTE]',
    ':::',
    '```',
    '',
  ].join('\n');
  const entry = await extract(writePage(page));
  // Without import lines (Rspress takes them out of the whole page), container fences and alert markers.
  expect(entry._codeBlocks).toEqual([
    { lang: 'ts', value: '\nexport default defineConfig({});' },
    { lang: '', value: 'npm run build' },
    { lang: 'text', value: '  ➜ Local:    http://localhost:8080/' },
  ]);
  // Each as it stands in the index's content.
  for (const block of entry._codeBlocks!) expect(entry.content).toContain(block.value.trim());
  // From the cache, the same.
  expect((await extract(writePage(page)))._codeBlocks).toEqual(entry._codeBlocks);
});

test('an unchanged page comes from the cache; a changed page is parsed again', async () => {
  const file = writePage('# A page\n\nSome text.\n');
  await extract(file);
  // Mark the cached entry: if the next build returns the mark, it read the cache instead of parsing.
  const cache = JSON.parse(fs.readFileSync(cacheFile(), 'utf8'));
  const [key] = Object.keys(cache.entries);
  cache.entries[key].title = 'from the cache';
  fs.writeFileSync(cacheFile(), JSON.stringify(cache));
  expect((await extract(file)).title).toBe('from the cache');

  writePage('# A page\n\nOther text.\n');
  const changed = await extract(file);
  expect(changed.title).toBe('A page');
  expect(changed.content).toContain('Other text.');
  // Only the entries a build used are written back: the old text's entry is gone.
  expect(Object.keys(JSON.parse(fs.readFileSync(cacheFile(), 'utf8')).entries)).toHaveLength(1);
});

test('a cache of another version, or an unreadable one, is ignored', async () => {
  const file = writePage('# A page\n');
  fs.mkdirSync(path.dirname(cacheFile()), { recursive: true });
  fs.writeFileSync(cacheFile(), '{ not json');
  expect((await extract(file)).title).toBe('A page');
  const cache = JSON.parse(fs.readFileSync(cacheFile(), 'utf8'));
  for (const key of Object.keys(cache.entries)) cache.entries[key].title = 'stale';
  cache.version = 'another';
  fs.writeFileSync(cacheFile(), JSON.stringify(cache));
  expect((await extract(file)).title).toBe('A page');
});

test('RSPRESS_PERSISTENT_CACHE=false, which turns off Rspack’s cache, turns this one off too', async () => {
  process.env.RSPRESS_PERSISTENT_CACHE = 'false';
  await extract(writePage('# A page\n'));
  expect(fs.existsSync(cacheFile())).toBe(false);
});

test('a build knows whether the last one left its cache: the compile workers compile ahead only when it did not', async () => {
  const { hasPageIndexCache } = await import('@rspress/core/dist/node/route/extractPageData.js');
  expect(hasPageIndexCache()).toBe(false);
  await extract(writePage('# A page\n'));
  expect(hasPageIndexCache()).toBe(true);
  process.env.RSPRESS_PERSISTENT_CACHE = 'false';
  expect(hasPageIndexCache()).toBe(false);
});
