import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginSass } from '@rsbuild/plugin-sass';
import { DOCS_REPO_BRANCH, DOCS_REPO_URL, SITE_URL, searchSettingsFromEnv } from './site/env';
import { ASSET_HOST, RSBUILD_REPO_URL } from './site/links';
import { pluginBuildCacheReport, pluginPatchesInBuildCache, pluginRspressCachesFollowPatches } from './site/buildCache';
import { HighlightTwinCache } from './site/highlightCache';
import { pluginBuiltPages } from './site/builtPages';
import { compactRoutes } from './site/compactRoutes';
import { configDescriptions } from './site/configDescriptions';
import { llmsMarkdown } from './site/llmsMarkdown';
import { pluginPinyinTable } from './site/pinyinTable';
import { remarkExampleActions } from './site/remarkExampleActions';
import { remarkOtherTools } from './site/remarkOtherTools';
import { pluginExamples } from './site/examples';
import { pluginSearchIndex } from './site/searchIndex';
import { releaseFeeds } from './site/feeds';
import { pluginSlimPageData } from './site/slimPageData';
import { pluginSlimSiteData } from './site/slimSiteData';
import { rehypeAnchorsOutOfTabOrder } from './site/rehypeAnchorsOutOfTabOrder';
import { rehypeProseSizes } from './site/rehypeProseSizes';
import { transformerFinishCodeBlock } from './site/shikiCodeBlocks';
import { rehypeTaskListLabels } from './site/rehypeTaskListLabels';
import { pluginHostRedirects } from './site/hostRedirects';
import { toClientRules } from './site/redirects';
import { routeChunkPreloads } from './site/routeChunkPreloads';
import { pluginRobotsTxt } from './site/robotsTxt';
import { syncQuerySwitchAttributes } from './theme/lib/querySwitches';
import { markMidPageLoad } from './theme/lib/midPageLoad';
import { NAVBAR_PARSED_ID } from './theme/lib/renderBlocking';
import { bufferSearchKeys } from './theme/search/keyBuffer';
import { searchSettingsScript } from './site/searchSettings';

/**
 * Site search. `local`: the theme (theme/search) searches each language's index in the browser. A deploy
 * can switch to a search API with SEARCH_API_URL and SEARCH_INDEXES (site/env.ts).
 */
const SEARCH = searchSettingsFromEnv({ mode: 'local' });

/** The changes applied to Rspress at install (patch-package): the build caches follow them (site/buildCache.ts). */
const PATCHES_DIR = path.join(__dirname, 'patches');

/** Preloads for the shared chunks a route needs besides its own: recorded by the build, added to each page. */
const ROUTE_CHUNK_PRELOADS = routeChunkPreloads();

/**
 * The browser's route table as one row a page (site/compactRoutes.ts); production builds only. Its routes let
 * the first load keep a page's content as served, without the route chunk (theme/hydration/serverContent.ts).
 */
const COMPACT_ROUTES = compactRoutes({ serverContentModule: path.join(__dirname, 'theme/hydration/serverContent.ts') });

/** The site's title: the navbar's, and the home page hero's in its .md copy. */
const SITE_TITLE = 'Rsbuild';

/** The language whose routes have no prefix (`/guide/...`; Chinese is under `/zh/`). */
const DEFAULT_LANG = 'en';

/** Each config option page's description, by route path: the overview page and its .md copy list them. */
const CONFIG_DESCRIPTIONS = configDescriptions(path.join(__dirname, 'docs'));

/** Path of FlexSearch's light build (Index only), next to the bundle the package resolves to. */
function flexsearchLight(): string {
  const bundle = createRequire(import.meta.url).resolve('flexsearch');
  return path.join(path.dirname(bundle), 'flexsearch.light.module.min.js');
}

/** The ES module build of `scroll-into-view-if-needed`, which theme/hydration/scrollIntoViewAtIdle.ts wraps. */
function scrollIntoViewIfNeeded(): string {
  const manifest = createRequire(import.meta.url).resolve('scroll-into-view-if-needed/package.json');
  return path.join(path.dirname(manifest), 'dist/index.js');
}

/** Keeps a plugin's build-time work but drops the components it adds to every page. */
function withoutGlobalComponents(plugin: RspressPlugin): RspressPlugin {
  return { ...plugin, globalUIComponents: [] };
}

/**
 * The production browser bundle runs on Preact through its React compatibility layer: react-dom alone was
 * 63.5 KB gzip of every page's first load, Preact with compat is about 8 KB (issue 12). The build's node side
 * (SSG and the llms.txt Markdown render) keeps React, so the HTML is React's, and Preact hydrates it.
 * `rspress dev` keeps React, whose fast refresh and warnings the dev server is built around.
 * Rspress sets exact aliases for these paths in the `web` environment; these replace them.
 */
function preactInTheBrowser(): Record<string, string> {
  // Package names, not file paths, so the bundler picks Preact's ES module builds (browser conditions).
  return {
    react: 'preact/compat',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
  };
}

/** `rspress build` sets NODE_ENV before it loads this file; `rspress dev` sets "development". */
const PRODUCTION = process.env.NODE_ENV === 'production';

/** `npm run analyze` (scripts/analyze-bundle.mjs) builds with source maps into its own folder. */
const ANALYZE = Boolean(process.env.ANALYZE_BUNDLE);

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  outDir: ANALYZE ? path.join(__dirname, 'node_modules/.cache/analyze-build') : 'doc_build',
  title: SITE_TITLE,
  description: 'The Rspack-based build tool for the web',
  icon: `${ASSET_HOST}/rsbuild/favicon-128x128.png`,
  logo: {
    light: `${ASSET_HOST}/rsbuild/navbar-logo-light.png`,
    dark: `${ASSET_HOST}/rsbuild/navbar-logo-dark.png`,
  },
  // Shown by the navbar when the logo image cannot load (see theme/styles/nav.css).
  logoText: 'Rsbuild',
  lang: DEFAULT_LANG,
  base: '/',
  siteOrigin: SITE_URL,
  locales: [
    { lang: 'en', label: 'English', title: 'Rsbuild', description: 'The Rspack-based build tool for the web' },
    { lang: 'zh', label: '简体中文', title: 'Rsbuild', description: '基于 Rspack 的 Web 构建工具' },
  ],
  i18nSourcePath: path.join(__dirname, 'i18n.json'),
  // Strings only (the render workers cannot receive a function): the type makes tsc say so.
  head: [
    // Applies ?navbar=0 and friends before the app hydrates, so hidden parts never flash.
    `<script>(${syncQuerySwitchAttributes.toString()})(location.search, document.documentElement)</script>`,
    searchSettingsScript(SEARCH),
    // A page opened at a #heading or a restored scroll position lays out all its prose (theme/lib/midPageLoad.ts).
    `<script>(${markMidPageLoad.toString()})(location.hash, performance.getEntriesByType('navigation')[0]?.type, document.documentElement)</script>`,
    // Ctrl/Cmd+K from the first paint, and the keys typed before the search input exists (theme/search/keyBuffer.ts).
    `<script>(${bufferSearchKeys.toString()})(window)</script>`,
    // No paint of a half-parsed page, which shifted the navbar on slow devices (theme/lib/renderBlocking.ts).
    `<link rel="expect" href="#${NAVBAR_PARSED_ID}" blocking="render">`,
    // The canonical URL and x-default alternate are written after the build (site/builtPages.ts): a function
    // here could not be passed to the render workers.
  ] satisfies string[],
  // Rspress writes one index file per language (static/search_index.<lang>.<hash>.json, code blocks
  // included); theme/search replaces the in-browser search that reads it.
  search: { codeBlocks: true },
  // Pages are rendered on worker threads, one per core (at most one per 100 pages): the render of all 366
  // pages took 11-12 s of every build on one thread. Rspress passes the config's `head` to the workers, so it
  // must hold strings only.
  ssg: { experimentalWorker: true },
  // llms.txt, llms-full.txt and a .md copy of each page. The copies are written by each page's Markdown compile
  // (patches/@rspress+core, `markdownFromCompile`), not by a third bundle of all 366 pages (node_md) that Rspack
  // built and React rendered after the build: 2-5 s less CPU in a cold build (issue 38). site/llmsMarkdown.ts
  // writes the site's components.
  llms: { markdownFromCompile: llmsMarkdown({ title: SITE_TITLE, descriptions: CONFIG_DESCRIPTIONS, defaultLang: DEFAULT_LANG }) },
  route: {
    cleanUrls: true,
    // Fragments under docs/<lang>/shared/ are imported by pages, never routed on their own.
    exclude: ['**/shared/**'],
  },
  markdown: {
    // Pages are parsed, highlighted and compiled on worker threads, one per core but the main thread's
    // (patches/@rspress+core: upstream has no such option). On the main thread the compile kept the second core
    // half idle while the bundler waited for it (issue 38). In a cold build the worker starts compiling before
    // Rspress reads the page data, and a second joins once it is read ("compiling ahead", README).
    experimentalWorker: true,
    // Each code block highlighted once a build, for the English and the Chinese page (site/highlightCache.ts), and
    // finished as Shiki makes it: its line count, token colors as classes, its tokens as one HTML string
    // (site/shikiCodeBlocks.ts).
    shiki: { cache: new HighlightTwinCache(), transformers: [transformerFinishCodeBlock()] },
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    // Config pages say what other tools call the option (theme/data/other-tools.json).
    remarkPlugins: [
      [remarkOtherTools, { docsRoot: path.join(__dirname, 'docs') }],
      // "Download example" next to the first block of each scenario the page's runs build (site/examples.ts).
      [remarkExampleActions, { docsRoot: path.join(__dirname, 'docs') }],
    ],
    // Heading `#` links out of the tab order; each task-list checkbox named by its text; each paragraph's and
    // list's text width, for the height their skipped layout reserves.
    rehypePlugins: [rehypeAnchorsOutOfTabOrder, rehypeTaskListLabels, rehypeProseSizes],
    // Components every .mdx page can use without importing them (file name = component name).
    globalComponents: [path.join(__dirname, 'theme/mdx/PackageManagerTabs.tsx')],
  },
  themeConfig: {
    darkMode: true,
    enableAppearanceAnimation: true,
    // The floating button in theme/chrome/ScrollToTop replaces the one inside the outline.
    enableScrollToTop: false,
    // Read by theme/chrome/NavbarAutoHide: hide the navbar while the reader scrolls down.
    hideNavbar: 'auto',
    lastUpdated: true,
    // No "Copy Markdown / open in ChatGPT" menu above each page: its trigger button had no accessible name,
    // and it cost 2.3 KB of every page's first load. llms.txt and the .md pages are still built.
    llmsUI: false,
    editLink: DOCS_REPO_URL ? { docRepoBaseUrl: `${DOCS_REPO_URL}/tree/${DOCS_REPO_BRANCH}/docs` } : undefined,
    socialLinks: [
      { icon: 'github', mode: 'link', content: RSBUILD_REPO_URL },
      { icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW' },
      { icon: 'bluesky', mode: 'link', content: 'https://bsky.app/profile/rspack.dev' },
    ],
    locales: [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ],
  },
  plugins: [
    // Rspress's page-index and render caches emptied when patches/ changes (site/buildCache.ts).
    pluginRspressCachesFollowPatches({ patchesDir: PATCHES_DIR, cacheDir: path.join(__dirname, 'node_modules/.cache/rspress') }),
    COMPACT_ROUTES.capture,
    pluginClientRedirects({ redirects: toClientRules() }),
    // The same table answered by the host: redirect pages for GitHub Pages, `_redirects` for Netlify/Cloudflare.
    pluginHostRedirects({ siteUrl: SITE_URL }),
    withoutGlobalComponents(pluginRss({ siteUrl: SITE_URL, feed: releaseFeeds })),
    pluginSitemap({ siteUrl: SITE_URL }),
    pluginRobotsTxt({ siteUrl: SITE_URL }),
    // After the plugins that write HTML after the build, in one pass over the pages: canonical links; no image
    // preloads at the start of the app root, which made Preact move the whole layout as it hydrated; preloads of
    // the shared chunks a route needs (Rspress preloads its own chunk only); last, the Content-Security-Policy,
    // which hashes every inline script of the output.
    pluginBuiltPages({
      siteUrl: SITE_URL,
      rewriteRouteChunks: ROUTE_CHUNK_PRELOADS.rewrite,
      security: {
        imageOrigins: [new URL(ASSET_HOST).origin],
        connectOrigins: SEARCH.mode === 'remote' ? [new URL(SEARCH.apiUrl, SITE_URL).origin] : [],
      },
    }),
    // The runs' scenarios as projects to download (scripts/check-docs/downloads.mjs), linked from their sections.
    pluginExamples({ docsRoot: path.join(__dirname, 'docs'), runsRoot: path.join(__dirname, 'tests/runs') }),
    // Search keywords from other tools' names, code blocks as their words (site/searchIndex.ts).
    pluginSearchIndex({ docsRoot: path.join(__dirname, 'docs') }),
    // Last: it hides fields the plugins above fill or read.
    pluginSlimPageData(),
  ],
  // theme/global/FeedLinks.tsx renders the feed links instead of the RSS plugin's component.
  globalUIComponents: [path.join(__dirname, 'theme/global/FeedLinks.tsx'), path.join(__dirname, 'theme/global/ImageZoom.tsx')],
  // theme/global/ImageZoom.tsx loads medium-zoom on pages with images, at idle or on use.
  mediumZoom: false,
  builderConfig: {
    // pluginPinyinTable: __PINYIN_TABLE__, which only the chunk search loads for a Chinese query with no exact match
    // carries (site/pinyinTable.ts). pluginSlimSiteData: the sidebars in every page's first load without fields
    // only the build reads.
    // pluginPatchesInBuildCache: a change to patches/ rebuilds what the patched Rspress wrote; pluginBuildCacheReport:
    // whether Rspack's persistent cache was reused, and why not (site/buildCache.ts).
    // ROUTE_CHUNK_PRELOADS.record: which scripts each route chunk's import() loads (site/routeChunkPreloads.ts).
    // pluginSlimSiteData in production only: it saves bytes, and in `rspress dev` React Refresh appends its own
    // code to the module, which is then no longer the plain `export default <JSON>` the plugin rewrites.
    // COMPACT_ROUTES.rewrite in production only, like pluginSlimSiteData: `rspress dev` rewrites its route module
    // when a page is added, and the dev server is built around Rspress's own.
    plugins: [pluginSass(), pluginPinyinTable(path.join(__dirname, 'docs')), pluginPatchesInBuildCache(PATCHES_DIR), pluginBuildCacheReport(), ...(PRODUCTION ? [pluginSlimSiteData(), COMPACT_ROUTES.rewrite] : []), ROUTE_CHUNK_PRELOADS.record],
    ...(ANALYZE ? { output: { sourceMap: { js: 'source-map' } } } : {}),
    source: {
      // Only the config overview reads these, so only its chunk carries them (site/configDescriptions.ts).
      define: {
        __CONFIG_DESCRIPTIONS__: JSON.stringify(CONFIG_DESCRIPTIONS),
        // Only the Preact browser build adopts static server DOM without walking it (theme/hydration/serverDom.ts).
        __KEEP_SERVER_DOM__: 'false',
      },
    },
    environments: {
      web: {
        // The browser build's total, gzip included; not a line for each of its 400 files (npm run measure reads
        // each page's own bytes).
        performance: { printFileSize: { detail: false } },
        resolve: { alias: PRODUCTION ? preactInTheBrowser() : {} },
        source: { define: { __KEEP_SERVER_DOM__: JSON.stringify(PRODUCTION) } },
        tools: {
          rspack: (config) => {
            // Async chunks named by id and a 6-digit content hash. The entry maps every async chunk (one a page,
            // 366) to its file: Rspress's names (`route-377490f1c343`) cost 3.9 KB gzip of every page's first
            // load; these 3.0 KB. A folder named by the build's hash needed no map, but renamed every chunk on
            // every change, so the minimizer, whose cache goes by file name, redid all 400 (6.4 s of a
            // one-page rebuild), and every deploy changed every chunk's URL. Now an unchanged chunk keeps its
            // name, its minified code and its cached copy in readers' browsers. After a deploy, an old tab that
            // asks for a changed chunk's old file gets theme/chrome/StaleBuildRecovery.tsx's full load.
            if (PRODUCTION && config.output) config.output.chunkFilename = 'static/js/async/[id].[contenthash:6].js';
            // The search worker needs the synonym groups' words, not their sources (site/synonymWordsLoader.cjs).
            config.module?.rules?.push({ test: /search-synonyms\.json$/, use: [{ loader: path.join(__dirname, 'site/synonymWordsLoader.cjs') }] });
          },
        },
      },
      // The server bundle that renders the HTML is never served: gzip sizes of its 70 MB took seconds of every
      // build. `rspress build` only: `rspress dev` has no such environment, and naming it here would create an
      // empty one.
      ...(PRODUCTION ? { node: { performance: { printFileSize: false } } } : {}),
    },
    tools: {
      bundlerChain(chain, { environment }) {
        // The server bundles (HTML and .md renders) take each compiled page as it is: MDX writes plain modern
        // JavaScript, which Node runs, and SWC there only printed it again (780 of its 2,000 runs in a cold
        // build). The built pages are the same bytes. The browser build keeps SWC, for its browser targets.
        if (PRODUCTION && environment.name !== 'web') chain.module.rule('mdx').oneOf('mdx').uses.delete('builtin:swc-loader');
      },
    },
    resolve: {
      alias: {
        // theme/search needs only FlexSearch's Index: its "light" build is 4.5 KB gzip against 17.5 KB for the
        // full bundle. The package's exports map hides that file, hence the alias to its path.
        flexsearch$: flexsearchLight(),
        // Rspress's sidebar and outline scroll their active entry into view at idle, not inside hydration.
        'scroll-into-view-if-needed$': path.join(__dirname, 'theme/hydration/scrollIntoViewAtIdle.ts'),
        'scroll-into-view-if-needed/original$': scrollIntoViewIfNeeded(),
      },
    },
  },
});
