import { expect, test } from '@playwright/test';
import type { RouteMeta } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import { compactRoutesModule, derivedRoute } from '../../site/compactRoutes';

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
function run(code: string) {
  const loaded: string[] = [];
  const body = code
    .replace(/^import .*$/gm, '')
    .replace('export const routes =', 'return')
    .replace(/import\(\/\* webpackChunkName: ("[^"]+") \*\/ ("[^"]+")\)/g, 'load($1, $2)');
  const load = async (chunk: string, file: string) => {
    loaded.push(`${chunk} ${file}`);
    return { default: file };
  };
  const createElement = (component: unknown) => ({ component });
  const lazyWithPreload = (factory: () => Promise<unknown>) => ({ factory, preload: () => factory() });
  const routes = new Function('createElement', 'lazyWithPreload', 'load', body)(createElement, lazyWithPreload, load);
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

test('the generated table gives each route the fields Rspress gives it, in the same order', () => {
  const { routes } = run(compactRoutesModule(ROUTES, 'en'));
  expect(routes.map(({ path, filePath, lang, version }: Record<string, string>) => ({ path, filePath, lang, version }))).toEqual(
    ROUTES.map((route) => ({ path: route.routePath, filePath: route.relativePath, lang: route.lang, version: route.version })),
  );
});

test('each route loads its own file in the chunk Rspress names, on preload and on render', async () => {
  const code = compactRoutesModule(ROUTES, 'en');
  const { routes, loaded } = run(code);
  const hooks = routes[4];
  expect(await hooks.preload()).toEqual({ default: '/site/docs/zh/plugins/dev/hooks.mdx' });
  const expected = `${getRouteChunkName(ROUTES[4])} /site/docs/zh/plugins/dev/hooks.mdx`;
  expect(loaded).toEqual([expected, expected]);
  expect(await hooks.element.component.factory()).toEqual({ default: '/site/docs/zh/plugins/dev/hooks.mdx' });
  // Rows of derivable routes carry only the file and the import.
  expect(code).toContain(`route("zh/plugins/dev/hooks.mdx", () => import(/* webpackChunkName: ${JSON.stringify(getRouteChunkName(ROUTES[4]))} */ "/site/docs/zh/plugins/dev/hooks.mdx")),`);
});

test('stops with what to do when no route was captured', () => {
  expect(() => compactRoutesModule([], 'en')).toThrow(/no routes to write.*compactRoutes\(\)\.capture/);
});
