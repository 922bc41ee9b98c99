import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';

/**
 * The browser's route table written as data, one row a page (issue 12).
 *
 * Every page's entry script carries the table of all routes (366). Rspress writes each route as two
 * declarations and an object with two closures of its own (`const RouteN = lazyWithPreload(loadRouteN)`,
 * `preload: async () => …`). Minified, each route then gets its own two-letter names, which gzip cannot
 * share between rows: the table was 17 KB gzip of every page's first load. Here each route is a call to one
 * function with its file and its `import()`; that function derives the path and language from the file and
 * builds the same route object. The table is now about 6 KB.
 *
 * The chunks are the ones Rspress makes: same `import()` of the same file, same chunk name
 * (`getRouteChunkName`), so its route preloads and site/routeChunkPreloads.ts work as before.
 */

/** The module Rspress generates with the route table. */
const ROUTES_MODULE = /[\\/]virtual-routes\.js$/;

/**
 * A route's path and language as Rspress derives them from its file: `zh/guide/start/index.md` is
 * `/zh/guide/start/` in `zh`, `en/config/index.mdx` is `/config/` in `en` when `en` is the default language.
 * The generated module carries this function's source, so the build and the browser derive alike; a route it
 * does not describe (a version folder, a page a plugin adds) keeps its own path and language in its row.
 * Self-contained on purpose: it runs in the browser as it is written here.
 * @param filePath the route's file, relative to the docs root (`relativePath`)
 * @param defaultLang the site's `lang`, whose pages have no language prefix
 */
export function derivedRoute(filePath: string, defaultLang: string): { path: string; lang: string } {
  const [lang, ...rest] = filePath.split('/');
  const page = rest
    .join('/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '$1');
  return { path: `${lang === defaultLang ? '' : `/${lang}`}/${page}`, lang };
}

/**
 * The code of a `virtual-routes` module that exports the same `routes` as Rspress's: for each route
 * `{ path, element, filePath, preload, lang, version }`, in the order given.
 * @param routes Rspress's route list (`routeGenerated` hook)
 * @param defaultLang the site's `lang` (config)
 * @throws when the list is empty: the routes were not captured before the browser build ran
 */
export function compactRoutesModule(routes: RouteMeta[], defaultLang: string): string {
  if (routes.length === 0) {
    throw new Error(
      'site/compactRoutes.ts: no routes to write. Keep compactRoutes().capture in the plugins of rspress.config.ts, ' +
        'so that Rspress hands it the route list before the build.',
    );
  }
  const rows = routes.map((route) => {
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(getRouteChunkName(route))} */ ${JSON.stringify(route.absolutePath)})`;
    const derived = derivedRoute(route.relativePath, defaultLang);
    const own = derived.path === route.routePath && derived.lang === route.lang && route.version === '' ? [] : [route.routePath, route.lang, route.version];
    return `  route(${[JSON.stringify(route.relativePath), load, ...own.map((value) => JSON.stringify(value))].join(', ')}),`;
  });
  return `import { createElement } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

// Written by site/compactRoutes.ts in place of Rspress's route table: the same route objects.
const derivedRoute = ${derivedRoute.toString()};
const route = (filePath, load, ...own) => {
  const { path, lang } = derivedRoute(filePath, ${JSON.stringify(defaultLang)});
  const Page = lazyWithPreload(load);
  return {
    path: own.length ? own[0] : path,
    element: createElement(Page),
    filePath,
    preload: async () => {
      await Page.preload();
      return load();
    },
    lang: own.length ? own[1] : lang,
    version: own.length ? own[2] : '',
  };
};

export const routes = [
${rows.join('\n')}
];
`;
}

/**
 * The two plugins: `capture` (Rspress's `plugins`) keeps the route list and the default language that Rspress
 * hands its plugins before the build; `rewrite` (`builderConfig.plugins`) replaces the browser build's route
 * module with `compactRoutesModule`. The server build keeps Rspress's module.
 */
export function compactRoutes(): { capture: RspressPlugin; rewrite: RsbuildPlugin } {
  let routes: RouteMeta[] = [];
  let defaultLang = '';
  const capture: RspressPlugin = {
    name: 'site-capture-routes',
    config(config) {
      defaultLang = config.lang ?? '';
      return config;
    },
    routeGenerated(generated) {
      routes = generated;
    },
  };
  const rewrite: RsbuildPlugin = {
    name: 'site-compact-routes',
    setup(api) {
      // `post`: after Rspress's own transform, which writes the module's code; this one ignores that code.
      api.transform({ test: ROUTES_MODULE, environments: ['web'], order: 'post' }, () => compactRoutesModule(routes, defaultLang));
    },
  };
  return { capture, rewrite };
}
