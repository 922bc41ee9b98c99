import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { expect, test } from '@playwright/test';
import { pluginBuiltPages } from '../../site/builtPages';

/**
 * site/builtPages.ts on a small output folder: the pass that completes every built page after `rspress build`.
 * The steps' own rules have their own tests (feeds-and-links, root-image-preloads, route-chunk-preloads,
 * security headers in e2e); these check the pass: its order, what it writes, and its errors.
 */

const SITE = 'https://docs.example';
const HEAD = '<head><meta charset="utf-8"><title>A</title><link rel="alternate" hreflang="en" href="x"></head>';
const folders: string[] = [];
test.afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs the plugin's hooks as `rspress build` does, on `files` (path -> HTML) written to a new folder. */
function runPass(files: Record<string, string>, routes: { routePath: string; lang?: string }[], rewriteRouteChunks = (html: string) => html) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  folders.push(outDir);
  for (const [name, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), html);
  }
  const plugin: RspressPlugin = pluginBuiltPages({ siteUrl: SITE, rewriteRouteChunks, security: { imageOrigins: [], connectOrigins: [] } });
  const hooks = plugin as Required<Pick<RspressPlugin, 'routeGenerated' | 'afterBuild'>>;
  const read = (name: string) => fs.readFileSync(path.join(outDir, name), 'utf8');
  return {
    run: () => {
      (hooks.routeGenerated as (routes: unknown[], isProd: boolean) => void)(routes, true);
      (hooks.afterBuild as (config: object, isProd: boolean) => void)({ outDir, lang: 'en' }, true);
    },
    read,
    outDir,
  };
}

test('a route page gets its canonical links, its chunk rewrite and the policy; a page that is not a route gets the policy only', () => {
  const output = runPass(
    {
      'guide/a.html': `<!doctype html><html>${HEAD}<body><div id="__rspress_root"><link rel="preload" as="image" href="/logo.png"><main>A</main></div><script>1</script></body></html>`,
      'old-path.html': '<!doctype html><html><head><meta charset="utf-8"></head><body>moved</body></html>',
    },
    [{ routePath: '/guide/a', lang: 'en' }],
    (html) => html.replace('<main>', '<main data-rewritten>'),
  );
  output.run();
  const page = output.read('guide/a.html');
  expect(page).toContain(`<link rel="canonical" href="${SITE}/guide/a"><link rel="alternate" hreflang="x-default" href="${SITE}/guide/a">`);
  expect(page).toContain('<div id="__rspress_root"><main data-rewritten>');
  // The policy comes last, so it hashes the page as written: the inline script's hash is in it.
  expect(page).toMatch(/<meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-[^']+'/);
  const stub = output.read('old-path.html');
  expect(stub).not.toContain('rel="canonical"');
  expect(stub).toContain('http-equiv="Content-Security-Policy"');
  expect(fs.readFileSync(path.join(output.outDir, '_headers'), 'utf8')).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/);
});

test('a route whose page is not in the output stops the pass, naming the route', () => {
  const output = runPass({ 'index.html': `<html>${HEAD}<body></body></html>` }, [{ routePath: '/guide/missing' }]);
  expect(output.run).toThrow(/The page of route \/guide\/missing is not in the output/);
  expect(output.read('index.html')).toBe(`<html>${HEAD}<body></body></html>`);
});

test('a step that fails names the file, and no page is written', () => {
  const output = runPass(
    { 'a.html': `<html>${HEAD}<body></body></html>`, 'b.html': '<html><body>no head</body></html>' },
    [{ routePath: '/a' }, { routePath: '/b' }],
  );
  expect(output.run).toThrow(/b\.html.*has no <\/head>/);
  expect(output.read('a.html')).toBe(`<html>${HEAD}<body></body></html>`);
});

test('a page the policy cannot go into (no head) names the file, and no page or _headers is written', () => {
  // Not a route, so steps 1-3 leave it alone; the policy, the last step, finds no <head>.
  const output = runPass({ 'a.html': `<html>${HEAD}<body></body></html>`, 'stub.html': '<html><body>no head</body></html>' }, [{ routePath: '/a' }]);
  expect(output.run).toThrow(/stub\.html: no <head> to put the Content-Security-Policy in/);
  expect(output.read('a.html')).toBe(`<html>${HEAD}<body></body></html>`);
  expect(fs.existsSync(path.join(output.outDir, '_headers'))).toBe(false);
});
