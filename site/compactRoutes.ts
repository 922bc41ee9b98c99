import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';

/**
 * The browser's route table written as data, one row a page, and the page list folded into it (issue 12).
 *
 * Every page's entry script carries the table of all routes (366) and a list of all pages. Rspress writes each
 * route as two declarations and an object with two closures of its own (`const RouteN = lazyWithPreload(loadRouteN)`,
 * `preload: async () => …`). Minified, each route then gets its own two-letter names, which gzip cannot
 * share between rows: the table was 17 KB gzip of every page's first load. Here each route is a call to one
 * function with its file and its `import()`; that function derives the path and language from the file and
 * builds the same route object. The table is now about 6 KB.
 *
 * The browser reads the page list only to merge the current page's entry into its page data (`initPageData`),
 * and of an entry it needs only what the route does not already say: the last-updated date, the feeds. Those
 * now travel in the route's row, and the list in the browser is empty (3.8 KB gzip less on every page). One
 * consequence: in the browser, Rspress's `usePages()` returns only pages without a Markdown route (none here).
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

/** A page's entry in Rspress's page list (`pageData.pages`), as the browser receives it. */
export type PageEntry = { routePath: string; lang: string } & Record<string, unknown>;

/**
 * What Rspress puts in the browser's page list for a page: a copy of its enumerable fields but the three the
 * build keeps to itself (`createPageData`). site/slimPageData.ts hides more by making them non-enumerable.
 */
export function browserPageEntry(page: object): PageEntry {
  const { content: _content, _filepath, _flattenContent, ...entry } = page as PageEntry;
  return entry;
}

/** Rspress reads a page's meta from its module only for Markdown routes (`MDX_OR_MD_REGEXP` in initPageData). */
const MARKDOWN_ROUTE = /\.mdx?$/;

/** The browser's route table and what is left of its page list (`browserRouteTable`). */
export interface BrowserRouteTable {
  /** The code of the `virtual-routes` module. */
  routesModule: string;
  /** The page-list entries no route carries (pages without a Markdown route), in the order given. */
  listedPages: PageEntry[];
}

/**
 * The browser's route table, with each Markdown page's entry of the page list in its row.
 *
 * The module exports the same `routes` as Rspress's: for each route `{ path, element, filePath, preload, lang,
 * version }`, in the order given. Rspress's `initPageData` merges a page's list entry into its page data, after
 * the meta of its module; here the route's loader puts the entry into that meta instead, so the list itself can
 * stay out of the browser. Both give the same page data: the entry's `title` is left out because initPageData
 * takes the module's title anyway, and its `routePath` and `lang` when the route has the same.
 * @param routes Rspress's route list (`routeGenerated` hook)
 * @param pages the page list's entries (`browserPageEntry` of each page Rspress hands `extendPageData`)
 * @param defaultLang the site's `lang` (config)
 * @param serverContentModule path of theme/hydration/serverContent.ts: when given, each route's `preload` asks its
 *   `adoptedPageModule` first, so the first load can skip the route chunk of a page whose HTML it adopts
 * @throws when there are no routes: they were not captured before the browser build ran
 */
export function browserRouteTable(routes: RouteMeta[], pages: PageEntry[], defaultLang: string, serverContentModule?: string): BrowserRouteTable {
  if (routes.length === 0) {
    throw new Error(
      'site/compactRoutes.ts: no routes to write. Keep compactRoutes().capture in the plugins of rspress.config.ts, ' +
        'so that Rspress hands it the route list before the build.',
    );
  }
  const entryOf = new Map(pages.map((page) => [page.routePath, page]));
  const carried = new Set<PageEntry>();
  const rows = routes.map((route) => {
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(getRouteChunkName(route))} */ ${JSON.stringify(route.absolutePath)})`;
    const derived = derivedRoute(route.relativePath, defaultLang);
    const own = derived.path === route.routePath && derived.lang === route.lang && route.version === '' ? undefined : [route.routePath, route.lang, route.version];
    const entry = MARKDOWN_ROUTE.test(route.relativePath) ? entryOf.get(route.routePath) : undefined;
    let info: Record<string, unknown> | null = null;
    if (entry) {
      carried.add(entry);
      const { title: _title, routePath, lang, ...rest } = entry;
      info = { ...(routePath === route.routePath ? {} : { routePath }), ...(lang === route.lang ? {} : { lang }), ...rest };
    }
    const args = [JSON.stringify(route.relativePath), load, JSON.stringify(info), ...(own ? [JSON.stringify(own)] : [])];
    return `  route(${args.join(', ')}),`;
  });
  const adoptImport = serverContentModule ? `import { adoptedPageModule } from ${JSON.stringify(serverContentModule)};\n` : 'const adoptedPageModule = () => undefined;\n';
  const routesModule = `import { createElement } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
${adoptImport}
// Written by site/compactRoutes.ts in place of Rspress's route table: the same route objects.
const derivedRoute = ${derivedRoute.toString()};
const route = (filePath, load, info, own) => {
  const { path, lang } = own ? { path: own[0], lang: own[1] } : derivedRoute(filePath, ${JSON.stringify(defaultLang)});
  // The page's entry of Rspress's page list, where initPageData reads the page's meta.
  const loadPage = info
    ? () =>
        load().then((module) => {
          const metaByFile = (module.default.__RSPRESS_PAGE_META ||= {});
          const key = encodeURIComponent(filePath);
          metaByFile[key] = { ...metaByFile[key], routePath: path, lang, ...info };
          return module;
        })
    : load;
  const Page = lazyWithPreload(loadPage);
  return {
    path,
    element: createElement(Page),
    filePath,
    preload: async () => {
      // The first load of a page whose content the browser keeps as served: its data without its chunk.
      const adopted = adoptedPageModule(path, filePath);
      if (adopted) return adopted;
      await Page.preload();
      return loadPage();
    },
    lang,
    version: own ? own[2] : '',
  };
};

export const routes = [
${rows.join('\n')}
];
`;
  return { routesModule, listedPages: pages.filter((page) => !carried.has(page)) };
}

/** The module Rspress generates with the page list. */
const PAGE_DATA_MODULE = /[\\/]virtual-page-data\.js$/;

/**
 * The page-data module's code with only `listedPages` in its page list; the rest of the module as it was.
 * @param code the module as Rspress writes it: `export const pageData = <JSON>; export const searchIndexHash = <JSON>;`
 * @param listedPages what `browserRouteTable` left in the list
 * @param file the module's path, for the error
 * @throws when the module is not in that form (Rspress changed how it writes it): update this function
 */
export function browserPageDataModule(code: string, listedPages: PageEntry[], file: string): string {
  const rest = /^\s*export const pageData = [\s\S]*?;(\s*export const searchIndexHash = [\s\S]*)$/.exec(code)?.[1];
  if (rest === undefined) {
    throw new Error(
      `site/compactRoutes.ts: ${file} no longer starts with "export const pageData = …;" followed by searchIndexHash: ` +
        'Rspress changed how it writes the page list. Update browserPageDataModule, or remove COMPACT_ROUTES.rewrite from rspress.config.ts.',
    );
  }
  return `export const pageData = ${JSON.stringify({ pages: listedPages })};${rest}`;
}

/**
 * The two plugins: `capture` (Rspress's `plugins`) keeps what Rspress hands its plugins before the build (the
 * default language, the routes, each page's data); `rewrite` (`builderConfig.plugins`) writes the browser
 * build's route module (`browserRouteTable`) and its page list (`browserPageDataModule`). The server build keeps
 * Rspress's modules, so the HTML is rendered from the same data the browser puts together.
 */
export function compactRoutes({ serverContentModule }: { serverContentModule?: string } = {}): { capture: RspressPlugin; rewrite: RsbuildPlugin } {
  let routes: RouteMeta[] = [];
  let defaultLang = '';
  // By route path. The objects are read when the browser build asks for the modules, after every plugin's
  // extendPageData has run (site/slimPageData.ts hides fields there).
  const pages = new Map<string, object>();
  let table: BrowserRouteTable | undefined;
  const browserTable = () => (table ??= browserRouteTable(routes, [...pages.values()].map(browserPageEntry), defaultLang, serverContentModule));
  const capture: RspressPlugin = {
    name: 'site-capture-routes',
    config(config) {
      defaultLang = config.lang ?? '';
      return config;
    },
    routeGenerated(generated) {
      routes = generated;
      table = undefined;
    },
    extendPageData(page) {
      pages.set(page.routePath, page);
      table = undefined;
    },
  };
  const rewrite: RsbuildPlugin = {
    name: 'site-compact-routes',
    setup(api) {
      // `post`: after Rspress's own transforms, which write the modules' code.
      api.transform({ test: ROUTES_MODULE, environments: ['web'], order: 'post' }, () => browserTable().routesModule);
      api.transform({ test: PAGE_DATA_MODULE, environments: ['web'], order: 'post' }, ({ code, resourcePath }) =>
        browserPageDataModule(code, browserTable().listedPages, resourcePath),
      );
    },
  };
  return { capture, rewrite };
}
