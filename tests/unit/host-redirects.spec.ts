import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostRedirects, REDIRECT_SCRIPT, redirectPage, redirectsFile, writeHostRedirects } from '../../site/hostRedirects';

const rules = [
  { from: '/guide/basic/old', to: '/guide/new' },
  { from: '/plugins/list/gone', to: 'https://example.com/plugin' },
];

test('every rule in every language; the default language has no prefix; external targets stay as they are', () => {
  expect(hostRedirects(['en', 'zh'], rules)).toEqual([
    { from: '/guide/basic/old', to: '/guide/new', lang: 'en' },
    { from: '/plugins/list/gone', to: 'https://example.com/plugin', lang: 'en' },
    { from: '/zh/guide/basic/old', to: '/zh/guide/new', lang: 'zh' },
    { from: '/zh/plugins/list/gone', to: 'https://example.com/plugin', lang: 'zh' },
  ]);
});

test('the redirect page: refresh, absolute canonical, noindex, one script for every page (keeps the hash), text in its language', () => {
  const html = redirectPage({ from: '/zh/guide/basic/old', to: '/zh/guide/new', lang: 'zh' }, 'https://docs.example');
  expect(html).toContain('<html lang="zh">');
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/zh/guide/new">');
  expect(html).toContain('<link rel="canonical" href="https://docs.example/zh/guide/new">');
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`);
  expect(html).toContain('此页面已移至');
});

test('a target cannot break out of the markup', () => {
  const html = redirectPage({ from: '/a', to: '/b"><script>x</script>', lang: 'en' }, 'https://docs.example');
  expect(html).not.toContain('<script>x</script>');
  expect(html).toContain('url=/b&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
});

test('_redirects: one 301 a line', () => {
  expect(redirectsFile(hostRedirects(['en'], rules))).toBe('/guide/basic/old /guide/new 301\n/plugins/list/gone https://example.com/plugin 301\n');
});

test('an old path that is also a page stops the build and names the file', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-redirects-'));
  fs.mkdirSync(path.join(outDir, 'guide/basic'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'guide/basic/old.html'), '<h1>live page</h1>');
  expect(() => writeHostRedirects(outDir, hostRedirects(['en'], rules), 'https://docs.example')).toThrow(/old path \/guide\/basic\/old is also a page/);
  expect(fs.readFileSync(path.join(outDir, 'guide/basic/old.html'), 'utf8')).toBe('<h1>live page</h1>');
});
