import { expect, test } from '@playwright/test';
import type { RouteMeta } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import { browserPageDataModule, browserPageEntry, browserRouteTable, derivedRoute, type PageEntry } from '../../site/compactRoutes';

const meta = (relativePath: string, routePath: string, lang: string, version = ''): RouteMeta => ({
  relativePath,
  routePath,
  lang,
  version,
  absolutePath: `/site/docs/${relativePath}`,
  pureRoutePath: routePath,
  pageName: relativePath,
});

const ROUTES = [
  meta('en/index.md', '/', 'en'),
  meta('en/guide/start/index.mdx', '/guide/start/', 'en'),
  meta('en/config/output/dist-path.mdx', '/config/output/dist-path', 'en'),
  meta('zh/index.md', '/zh/', 'zh'),
  meta('zh/plugins/dev/hooks.mdx', '/zh/plugins/dev/hooks', 'zh'),
  // Not what the file name gives: the row carries its own path, language and version.
  meta('v1/en/guide/old.md', '/v1/guide/old', 'en', 'v1'),
];

/**
 * Runs a generated module with stand-ins for its imports: `createElement` and `lazyWithPreload` record what
 * they are given, and each `import()` becomes a call that names the chunk and the file it would load.
 */
function run(code: string, adoptedPageModule: (path: string, file: string) => unknown = () => undefined) {
  const loaded: string[] = [];
  const body = code
    .replace(/^import .*$/gm, '')
    // The table's own stand-in when it has no server-content module: the test passes its own.
    .replace(/^const adoptedPageModule = .*$/m, '')
    .replace('export const routes =', 'return')
    .replace(/import\(\/\* webpackChunkName: ("[^"]+") \*\/ ("[^"]+")\)/g, 'load($1, $2)');
  // A page module as Rspress's MDX compiler writes it: its meta on the default export, by encoded file path.
  const load = async (chunk: string, file: string) => {
    loaded.push(`${chunk} ${file}`);
    const key = encodeURIComponent(file.replace('/site/docs/', ''));
    return { default: { file, __RSPRESS_PAGE_META: { [key]: { title: 'From the module', headingTitle: 'From the module' } } } };
  };
  const createElement = (component: unknown) => ({ component });
  const lazyWithPreload = (factory: () => Promise<unknown>) => ({ factory, preload: () => factory() });
  const routes = new Function('createElement', 'lazyWithPreload', 'load', 'adoptedPageModule', body)(createElement, lazyWithPreload, load, adoptedPageModule);
  return { routes, loaded };
}

test('derives the path and language Rspress gives a file', () => {
  expect(derivedRoute('en/index.md', 'en')).toEqual({ path: '/', lang: 'en' });
  expect(derivedRoute('en/guide/start/index.mdx', 'en')).toEqual({ path: '/guide/start/', lang: 'en' });
  expect(derivedRoute('zh/index.md', 'en')).toEqual({ path: '/zh/', lang: 'zh' });
  expect(derivedRoute('zh/config/output/dist-path.mdx', 'en')).toEqual({ path: '/zh/config/output/dist-path', lang: 'zh' });
  // A page named like a folder index is still its own page.
  expect(derivedRoute('en/guide/reindex.md', 'en')).toEqual({ path: '/guide/reindex', lang: 'en' });
});

const entry = (route: RouteMeta, fields: Record<string, unknown> = {}): PageEntry => ({
  title: 'From the list',
  routePath: route.routePath,
  lang: route.lang,
  lastUpdatedTime: '2026/11/23 13:17:07',
  ...fields,
});
const FEEDS = [{ url: '/releases/feed.en.rss.xml', mime: 'application/rss+xml', language: 'en' }];
const PAGES = [
  ...ROUTES.map((route, index) => entry(route, index === 2 ? { feeds: FEEDS } : {})),
  // A page with no Markdown route (a plugin's page, say) stays in the list.
  { title: 'Generated', routePath: '/generated', lang: 'en' },
];

test('the generated table gives each route the fields Rspress gives it, in the same order', () => {
  const { routes } = run(browserRouteTable(ROUTES, PAGES, 'en').routesModule);
  expect(routes.map(({ path, filePath, lang, version }: Record<string, string>) => ({ path, filePath, lang, version }))).toEqual(
    ROUTES.map((route) => ({ path: route.routePath, filePath: route.relativePath, lang: route.lang, version: route.version })),
  );
});

test('each route loads its own file in the chunk Rspress names, on preload and on render', async () => {
  const { routesModule } = browserRouteTable(ROUTES, PAGES, 'en');
  const { routes, loaded } = run(routesModule);
  const hooks = routes[4];
  expect((await hooks.preload()).default.file).toBe('/site/docs/zh/plugins/dev/hooks.mdx');
  const expected = `${getRouteChunkName(ROUTES[4])} /site/docs/zh/plugins/dev/hooks.mdx`;
  expect(loaded).toEqual([expected, expected]);
  expect((await hooks.element.component.factory()).default.file).toBe('/site/docs/zh/plugins/dev/hooks.mdx');
  // Rows of derivable routes carry only the file, the import and the page's list entry.
  expect(routesModule).toContain(
    `route("zh/plugins/dev/hooks.mdx", () => import(/* webpackChunkName: ${JSON.stringify(getRouteChunkName(ROUTES[4]))} */ "/site/docs/zh/plugins/dev/hooks.mdx"), {"lastUpdatedTime":"2026/11/23 13:17:07"}),`,
  );
});

test("a loaded page's meta holds its list entry, as initPageData would merge it, and the list keeps only the rest", async () => {
  const { routesModule, listedPages } = browserRouteTable(ROUTES, PAGES, 'en');
  const { routes } = run(routesModule);
  const meta = async (index: number) => {
    const module = await routes[index].preload();
    return module.default.__RSPRESS_PAGE_META[encodeURIComponent(ROUTES[index].relativePath)];
  };
  // The module's title stays (initPageData uses it over the list's); the entry's other fields join it.
  expect(await meta(2)).toEqual({
    title: 'From the module',
    headingTitle: 'From the module',
    routePath: '/config/output/dist-path',
    lang: 'en',
    lastUpdatedTime: '2026/11/23 13:17:07',
    feeds: FEEDS,
  });
  expect(await meta(5)).toMatchObject({ routePath: '/v1/guide/old', lang: 'en', lastUpdatedTime: '2026/11/23 13:17:07' });
  expect(listedPages).toEqual([{ title: 'Generated', routePath: '/generated', lang: 'en' }]);
});

test('a list entry is what Rspress copies into the browser data: enumerable fields but the build-only ones', () => {
  const page = { title: 'T', routePath: '/t', lang: 'en', content: 'text', _filepath: '/site/docs/en/t.md', _flattenContent: 'text' };
  Object.defineProperty(page, 'toc', { value: [], enumerable: false });
  expect(browserPageEntry(page)).toEqual({ title: 'T', routePath: '/t', lang: 'en' });
});

test("the page-data module keeps only the listed pages and the rest of Rspress's module", () => {
  const code = `export const pageData = ${JSON.stringify({ pages: PAGES }, null, 2)};\n          export const searchIndexHash = {"###en": "dd71ee1f"};`;
  const listed = [{ title: 'Generated', routePath: '/generated', lang: 'en' }];
  expect(browserPageDataModule(code, listed, 'virtual-page-data.js')).toBe(
    `export const pageData = {"pages":[{"title":"Generated","routePath":"/generated","lang":"en"}]};\n          export const searchIndexHash = {"###en": "dd71ee1f"};`,
  );
  expect(() => browserPageDataModule('export default {}', listed, 'virtual-page-data.js')).toThrow(/virtual-page-data\.js no longer starts with/);
});

test('a route asks the server-content module first, and loads its chunk only when that does not answer', async () => {
  const { routesModule } = browserRouteTable(ROUTES, PAGES, 'en', '/site/theme/hydration/serverContent.ts');
  expect(routesModule).toContain('import { adoptedPageModule } from "/site/theme/hydration/serverContent.ts";');
  const asked: string[] = [];
  const served = { default: 'from the server' };
  const { routes, loaded } = run(routesModule, (path, file) => (asked.push(`${path} ${file}`), path === '/config/output/dist-path' ? served : undefined));
  expect(await routes[2].preload()).toBe(served);
  expect(loaded).toEqual([]);
  expect((await routes[4].preload()).default.file).toBe('/site/docs/zh/plugins/dev/hooks.mdx');
  expect(asked).toEqual(['/config/output/dist-path en/config/output/dist-path.mdx', '/zh/plugins/dev/hooks zh/plugins/dev/hooks.mdx']);
  // Without the module (a table for tests, say), every route loads its chunk.
  expect(browserRouteTable(ROUTES, PAGES, 'en').routesModule).toContain('const adoptedPageModule = () => undefined;');
});

test('stops with what to do when no route was captured', () => {
  expect(() => browserRouteTable([], PAGES, 'en')).toThrow(/no routes to write.*compactRoutes\(\)\.capture/);
});
