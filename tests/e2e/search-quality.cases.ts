// cspell:disable -- the queries misspell words on purpose (typo cases) and sources cite repositories by name.
/**
 * Search-quality cases: what readers type, and the page that must come back among the first three
 * (distinct pages, in the order shown). search-quality.spec.ts types each one into the site's search box.
 *
 * Written from the questions readers ask (issues of web-infra-dev/rsbuild and of the tools readers come from,
 * our FAQ pages), reduced to what a reader types. In the cases without a `kind`, the words of the query occur
 * on the expected page (title, heading path and section text, or the page description). The cases with a
 * `kind` are written the way readers really type, and need a search that forgives: they exercise typo
 * tolerance ('typo'), partial matches where a word or two of the question is not on the page
 * ('missing-word'), error messages pasted with the reader's own paths, numbers and hashes ('pasted-error'),
 * another tool's words for what Rsbuild calls differently ('other-tool'), Chinese question words and verbs
 * ('zh-question') and pinyin homophones typed by mistake ('zh-homophone').
 * When a case fails, check the ranking first (theme/search/engine/LocalSearch.ts), then the page's wording.
 *
 * `source`: 'rsbuild#N' is an issue, pull request or discussion of web-infra-dev/rsbuild that asked the
 * question, 'owner/repo#N' one of another repository (reduced to what a reader types; for typos and
 * homophones the slip is often ours, applied to the question of that thread), 'faq' is one of our FAQ pages,
 * 'task' is a common task phrased as a reader would.
 * Queries hold no backslash: search-quality.spec.ts finds the results of a query with a CSS attribute selector.
 */
export interface SearchQualityCase {
  /** What the reader types. */
  query: string;
  /** Route of the page that answers it (no trailing .html; e.g. '/config/server/port', '/zh/guide/basic/server'). */
  expect: string;
  /** Where the question comes from: 'rsbuild#1234' (a GitHub issue or discussion of web-infra-dev/rsbuild), 'owner/repo#1234' (one of another repository), 'faq' (our FAQ pages), or 'task' (a common task phrased as a reader would). */
  source: string;
  /**
   * What the query exercises, for the cases written the way readers really type (the older cases have none):
   * - 'typo': a misspelled word (one wrong, missing, extra or swapped letter; up to two in words of 8+ letters),
   *   option names included;
   * - 'missing-word': a natural question where a word or two does not occur on the page that answers it;
   * - 'pasted-error': an error message as pasted, with the reader's own paths, numbers, hashes and line:column;
   * - 'other-tool': another tool's name for what Rsbuild does differently (webpack, webpack-dev-server, Vite,
   *   Vue CLI, Create React App);
   * - 'zh-question': a Chinese question with question words (怎么、如何、为什么…) and verbs not on the page;
   * - 'zh-homophone': a Chinese query with a pinyin input slip, a wrong character of the same pinyin (代里 for 代理).
   */
  kind?: SearchQualityKind;
}

/** The kinds of query in `SearchQualityCase.kind`. */
export type SearchQualityKind = 'typo' | 'missing-word' | 'pasted-error' | 'other-tool' | 'zh-question' | 'zh-homophone';

export const en: SearchQualityCase[] = [
  // Option names typed with spaces, dots or as one camelCase word.
  { query: 'html template', expect: '/config/html/template', source: 'task' },
  { query: 'server.port', expect: '/config/server/port', source: 'rsbuild#4687' },
  { query: 'strict port', expect: '/config/server/strict-port', source: 'faq' },
  { query: 'source map', expect: '/config/output/source-map', source: 'rsbuild#3447' },
  { query: 'tools.rspack', expect: '/config/tools/rspack', source: 'task' },
  { query: 'chunk split strategy', expect: '/config/performance/chunk-split', source: 'rsbuild#815' },
  { query: 'forceSplitting', expect: '/config/performance/chunk-split', source: 'rsbuild#4697' },
  { query: 'history api fallback', expect: '/config/server/history-api-fallback', source: 'task' },
  { query: 'data uri limit', expect: '/config/output/data-uri-limit', source: 'task' },
  { query: 'build cache', expect: '/config/performance/build-cache', source: 'task' },
  { query: 'html inject false', expect: '/config/html/inject', source: 'rsbuild#987' },
  { query: 'output structure nested', expect: '/config/html/output-structure', source: 'rsbuild#3675' },
  { query: 'BUNDLE_ANALYZE', expect: '/config/performance/bundle-analyze', source: 'rsbuild#6749' },

  // Tasks.
  { query: 'dev server port', expect: '/config/server/port', source: 'task' },
  { query: 'dev server port', expect: '/guide/basic/server', source: 'task' },
  { query: 'proxy api requests', expect: '/guide/basic/server', source: 'task' },
  { query: 'proxy bypass', expect: '/config/server/proxy', source: 'rsbuild#6725' },
  { query: 'proxy remove prefix', expect: '/config/server/proxy', source: 'task' },
  { query: 'copy static files', expect: '/config/output/copy', source: 'task' },
  { query: 'remove console.log', expect: '/config/performance/remove-console', source: 'task' },
  { query: 'path alias', expect: '/guide/advanced/alias', source: 'rsbuild#4650' },
  { query: 'path alias', expect: '/config/resolve/alias', source: 'rsbuild#4650' },
  { query: 'tsconfig paths', expect: '/guide/advanced/alias', source: 'rsbuild#4983' },
  { query: 'change output directory', expect: '/config/output/dist-path', source: 'rsbuild#7481' },
  { query: 'add script tag html', expect: '/guide/basic/html-template', source: 'rsbuild#4015' },
  { query: 'use environment variables', expect: '/guide/advanced/env-vars', source: 'rsbuild#3975' },
  { query: 'loadEnv prefixes', expect: '/guide/advanced/env-vars', source: 'rsbuild#1643' },
  { query: 'enable https', expect: '/config/server/https', source: 'rsbuild#768' },
  { query: 'https self-signed certificate', expect: '/guide/basic/server', source: 'rsbuild#2175' },
  { query: 'analyze bundle size', expect: '/config/performance/bundle-analyze', source: 'task' },
  { query: 'split vendor chunks', expect: '/config/performance/chunk-split', source: 'task' },
  { query: 'disable hmr', expect: '/config/dev/hmr', source: 'rsbuild#1231' },
  { query: 'open browser', expect: '/config/server/open', source: 'task' },
  { query: 'gzip compression', expect: '/config/server/compress', source: 'task' },
  { query: 'deploy sub path', expect: '/guide/basic/static-deploy', source: 'task' },
  { query: 'client side routing reload', expect: '/guide/basic/server', source: 'task' },
  { query: 'cdn asset prefix', expect: '/config/output/asset-prefix', source: 'rsbuild#1036' },
  { query: 'build several pages', expect: '/guide/faq/features', source: 'rsbuild#4640' },
  { query: 'share sass variables', expect: '/plugins/list/plugin-sass', source: 'task' },
  { query: 'public folder css url', expect: '/guide/basic/static-assets', source: 'rsbuild#3429' },
  { query: 'watch files polling', expect: '/config/dev/watch-files', source: 'rsbuild#3193' },
  { query: 'lazy compilation', expect: '/config/dev/lazy-compilation', source: 'task' },

  // Error symptoms (FAQ exception pages).
  { query: 'process is not defined', expect: '/guide/faq/exceptions', source: 'rsbuild#3834' },
  { query: 'generate gzip and brotli files at build time', expect: '/guide/basic/static-deploy', source: 'task', kind: 'missing-word' },
  { query: 'Uncaught ReferenceError: Buffer is not defined', expect: '/guide/faq/exceptions', source: 'davidmyersdev/vite-plugin-node-polyfills#121', kind: 'pasted-error' },
  { query: 'heap out of memory', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'port already in use', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'EADDRINUSE', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'sub path blank page', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'require is not defined', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'exports is not defined', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'ERR_REQUIRE_ESM', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'build never finishes', expect: '/guide/faq/exceptions', source: 'faq' },
  { query: 'invalid hook call', expect: '/guide/faq/hmr', source: 'faq' },
  { query: 'hmr docker wsl', expect: '/guide/faq/hmr', source: 'rsbuild#3193' },
  { query: 'hmr proxy gateway', expect: '/guide/faq/hmr', source: 'faq' },
  { query: 'title ignored', expect: '/guide/basic/html-template', source: 'rsbuild#3546' },

  // Framework setup.
  { query: 'react', expect: '/guide/framework/react', source: 'task' },
  { query: 'vue sfc', expect: '/guide/framework/vue', source: 'rsbuild#3956' },
  { query: 'vue 2', expect: '/guide/framework/vue', source: 'task' },
  { query: 'svelte', expect: '/guide/framework/svelte', source: 'task' },
  { query: 'tailwind css', expect: '/guide/styling/tailwindcss', source: 'task' },
  { query: 'tailwind dynamic class names', expect: '/guide/styling/tailwindcss-v3', source: 'tailwindlabs/tailwindcss#9889' },
  { query: 'import svg react component', expect: '/guide/faq/features', source: 'faq' },

  // Plugin API.
  { query: 'modifyRspackConfig', expect: '/plugins/dev/hooks', source: 'rsbuild#4513' },
  { query: 'modifyHTMLTags', expect: '/plugins/dev/hooks', source: 'task' },
  { query: 'api.transform', expect: '/plugins/dev/core', source: 'rsbuild#5176' },
  { query: 'write plugin', expect: '/plugins/dev/', source: 'task' },
  { query: 'add rspack plugin', expect: '/config/tools/rspack', source: 'task' },
  { query: 'add environment modifyRsbuildConfig', expect: '/guide/advanced/environments', source: 'task' },
  { query: 'modifyEnvironmentConfig change one environment', expect: '/guide/advanced/environments', source: 'task' },

  // JavaScript API.
  { query: 'createRsbuild', expect: '/api/javascript-api/core', source: 'task' },
  { query: 'rsbuild.startDevServer', expect: '/api/javascript-api/instance', source: 'task' },
  { query: 'express middleware', expect: '/api/javascript-api/dev-server-api', source: 'rsbuild#450' },

  // Migration.
  { query: 'migrate from webpack', expect: '/guide/migration/webpack', source: 'rsbuild#779' },
  { query: 'webpack plugins loaders', expect: '/guide/faq/general', source: 'faq' },
  { query: 'migrate create react app', expect: '/guide/migration/cra', source: 'rsbuild#85' },
  { query: 'react-scripts', expect: '/guide/migration/cra', source: 'task' },
  { query: 'migrate from vite', expect: '/guide/migration/vite', source: 'task' },
  { query: 'vite default port', expect: '/guide/migration/vite', source: 'task' },
  { query: 'upgrade from 0.x', expect: '/guide/migration/rsbuild-0-x', source: 'task' },

  // Typos: a misspelled word, option names included.
  { query: 'sourcmap', expect: '/config/output/source-map', source: 'rsbuild#4397', kind: 'typo' },
  { query: 'procy', expect: '/config/server/proxy', source: 'rsbuild#435', kind: 'typo' },
  { query: 'alais', expect: '/config/resolve/alias', source: 'rsbuild#4650', kind: 'typo' },
  { query: 'webwoker', expect: '/guide/basic/web-workers', source: 'rsbuild#5093', kind: 'typo' },
  { query: 'lazy compilaton', expect: '/config/dev/lazy-compilation', source: 'web-infra-dev/rspack#7859', kind: 'typo' },
  { query: 'assetprefx', expect: '/config/output/asset-prefix', source: 'rsbuild#682', kind: 'typo' },
  { query: 'histroy api fallback', expect: '/config/server/history-api-fallback', source: 'rsbuild#627', kind: 'typo' },
  { query: 'tailwnid css', expect: '/guide/styling/tailwindcss', source: 'rsbuild#5983', kind: 'typo' },
  { query: 'enviroment variables', expect: '/guide/advanced/env-vars', source: 'rsbuild#429', kind: 'typo' },
  { query: 'modle federation', expect: '/guide/advanced/module-federation', source: 'rsbuild#1526', kind: 'typo' },
  { query: 'chunck split override', expect: '/config/performance/chunk-split', source: 'rsbuild#3786', kind: 'typo' },
  { query: 'remove consle.log', expect: '/config/performance/remove-console', source: 'react/create-react-app#934', kind: 'typo' },
  { query: 'css moduels', expect: '/guide/styling/css-modules', source: 'rsbuild#3554', kind: 'typo' },
  { query: 'polyfil usage', expect: '/config/output/polyfill', source: 'rsbuild#3279', kind: 'typo' },

  // Questions with a word or two that the answering page does not use.
  { query: 'postcss.config.js and tools.postcss both set which wins', expect: '/guide/styling/css-usage', source: 'task', kind: 'missing-word' },
  { query: 'lightningcss minimizer options', expect: '/config/output/minify', source: 'task', kind: 'missing-word' },
  { query: 'open the dev site on my phone', expect: '/config/server/host', source: 'rsbuild#946', kind: 'missing-word' },
  { query: 'stop clearing the dist folder', expect: '/config/output/clean-dist-path', source: 'rsbuild#978', kind: 'missing-word' },
  { query: 'shrink bundle size', expect: '/guide/optimization/optimize-bundle', source: 'web-infra-dev/rspack#8846', kind: 'missing-word' },
  { query: 'different title for each page', expect: '/config/html/title', source: 'rsbuild#4103', kind: 'missing-word' },
  { query: 'hide the error overlay in the browser', expect: '/config/dev/client', source: 'webpack/webpack-dev-server#4298', kind: 'missing-word' },
  { query: 'load react from a cdn instead of bundling it', expect: '/config/output/externals', source: 'react/create-react-app#2758', kind: 'missing-word' },
  { query: 'open dist index.html without a server', expect: '/config/output/asset-prefix', source: 'rwieruch/minimal-react-webpack-babel-setup#17', kind: 'missing-word' },
  { query: 'API_KEY from .env is undefined in the browser', expect: '/guide/advanced/env-vars', source: 'pimcore/studio-ui-bundle#1713', kind: 'missing-word' },
  { query: 'whole page refreshes when I save App.js', expect: '/guide/faq/hmr', source: 'rsbuild#3336', kind: 'missing-word' },
  { query: 'unminified production build for debugging', expect: '/config/output/minify', source: 'hubiinetwork/hubii-core#436', kind: 'missing-word' },
  { query: 'file names without the hash', expect: '/config/output/filename-hash', source: 'rsbuild#1511', kind: 'missing-word' },
  { query: 'build passes with typescript errors', expect: '/guide/faq/features', source: 'rsbuild#4523', kind: 'missing-word' },
  { query: 'reuse build results between runs', expect: '/config/performance/build-cache', source: 'farm-fe/farm#721', kind: 'missing-word' },
  { query: 'transpile a node_modules package for old browsers', expect: '/config/source/include', source: 'rsbuild#3279', kind: 'missing-word' },
  { query: 'fake api responses during development', expect: '/config/dev/setup-middlewares', source: 'lugenx/ecohabit#23', kind: 'missing-word' },

  // Error messages as readers paste them, with their own paths, numbers and hashes.
  {
    query: "2.0c7db268.chunk.js:1 Uncaught SyntaxError: Unexpected token '<' (at 2.0c7db268.chunk.js:1:1)",
    expect: '/guide/faq/exceptions',
    source: 'JordanKnott/taskcafe#202',
    kind: 'pasted-error',
  },
  {
    query: "Module not found: Error: Can't resolve 'react/jsx-runtime' in '/home/me/shop/node_modules/react-select-search/dist/esm'",
    expect: '/guide/faq/exceptions',
    source: 'tbleckert/react-select-search#175',
    kind: 'pasted-error',
  },
  {
    query: "ESModulesLinkingError: export 'QueryContext' (imported as 'QueryContext') was not found in '../../query' (possible exports: Queries, StructureQuery, StructureSelection)",
    expect: '/guide/faq/exceptions',
    source: 'molstar/molstar#1565',
    kind: 'pasted-error',
  },
  {
    query: "Error: Cannot find module '@rspack/binding-win32-x64-msvc' Require stack: - E:/rsbuild-issue/node_modules/.pnpm/@rspack+binding@1.3.3/node_modules/@rspack/binding/binding.js",
    expect: '/guide/faq/exceptions',
    source: 'rsbuild#4992',
    kind: 'pasted-error',
  },
  {
    query: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory 1: 0x100cef5a4 node::OOMErrorHandler',
    expect: '/guide/faq/exceptions',
    source: 'rsbuild#4795',
    kind: 'pasted-error',
  },
  {
    query: "WebSocket connection to 'wss://app.dev.example.com/rsbuild-hmr?compilationId=web_' failed",
    expect: '/guide/faq/hmr',
    source: 'rsbuild#4345',
    kind: 'pasted-error',
  },
  {
    query: "Uncaught TypeError: Cannot destructure property 'PUBLIC_API_URL' of 'undefined' as it is undefined. at App (App.tsx:7:11)",
    expect: '/guide/advanced/env-vars',
    source: 'rsbuild#3718',
    kind: 'pasted-error',
  },
  {
    query: "Module not found: Error: Can't resolve 'core-js/modules/es6.object.create' in '/Users/too/projects/react_back/src/external'",
    expect: '/guide/faq/exceptions',
    source: 'babel/babel#9796',
    kind: 'pasted-error',
  },
  {
    query: "SyntaxError: /home/me/app/src/models/Post.ts: Support for the experimental syntax 'decorators' isn't currently enabled (8:3)",
    expect: '/plugins/list/plugin-babel',
    source: 'Nozbe/WatermelonDB#1610',
    kind: 'pasted-error',
  },
  {
    query: 'Inline JavaScript is not enabled. Is it set in your options? Error in /home/runner/work/app/node_modules/antd/lib/style/color/bezierEasing.less (line 110, column 0)',
    expect: '/plugins/list/plugin-less',
    source: 'antdpro/antdp#170',
    kind: 'pasted-error',
  },
  {
    query: 'ChunkLoadError: Loading chunk 812 failed. (error: https://app.example.com/static/js/async/812.4c1e2f9a.js)',
    expect: '/guide/optimization/code-splitting',
    source: 'KeepSoftwareSimple/compass-calendar#1520',
    kind: 'pasted-error',
  },
  {
    query: "Cannot find module './left.png' or its corresponding type declarations.ts(2307)",
    expect: '/guide/basic/static-assets',
    source: 'callstack/react-native-builder-bob#169',
    kind: 'pasted-error',
  },
  {
    query: 'Template execution failed: ReferenceError: BASE_URL is not defined',
    expect: '/guide/migration/vue-cli',
    source: 'vuejs/vue-cli#3156',
    kind: 'pasted-error',
  },
  {
    query: '[Vue warn]: Failed to mount app: mount target selector "#app" returned null.',
    expect: '/guide/migration/vue-cli',
    source: 'vuejs/core#2563',
    kind: 'pasted-error',
  },
  { query: 'Uncaught ReferenceError: SharedArrayBuffer is not defined', expect: '/guide/basic/server', source: 'yandeu/five-server-vscode#9', kind: 'pasted-error' },

  // Other tools' words for what Rsbuild calls differently (webpack, Vite, Vue CLI, Create React App).
  { query: 'MiniCssExtractPlugin filename', expect: '/config/tools/css-extract', source: 'webpack/mini-css-extract-plugin#259', kind: 'other-tool' },
  { query: 'webpack DefinePlugin', expect: '/config/source/define', source: 'rsbuild#2783', kind: 'other-tool' },
  { query: 'CopyWebpackPlugin', expect: '/config/output/copy', source: 'web-infra-dev/rspack#1557', kind: 'other-tool' },
  { query: 'HtmlWebpackPlugin options', expect: '/config/tools/html-plugin', source: 'rsbuild#3546', kind: 'other-tool' },
  { query: 'optimization.splitChunks cacheGroups', expect: '/config/performance/chunk-split', source: 'web-infra-dev/rspack#2991', kind: 'other-tool' },
  { query: 'publicPath auto', expect: '/config/output/asset-prefix', source: 'rsbuild#5259', kind: 'other-tool' },
  { query: 'url-loader limit', expect: '/config/output/data-uri-limit', source: 'webpack-contrib/url-loader#121', kind: 'other-tool' },
  { query: 'css-loader localIdentName', expect: '/config/output/css-modules', source: 'web-infra-dev/rspack#10319', kind: 'other-tool' },
  { query: 'vite base option', expect: '/config/server/base', source: 'rsbuild#2077', kind: 'other-tool' },
  { query: 'vite build.outDir', expect: '/config/output/dist-path', source: 'vitejs/vite#1731', kind: 'other-tool' },
  { query: 'vite envPrefix', expect: '/guide/advanced/env-vars', source: 'rsbuild#3624', kind: 'other-tool' },
  { query: 'chainWebpack', expect: '/config/tools/bundler-chain', source: 'jantimon/html-webpack-plugin#1565', kind: 'other-tool' },
  { query: 'configureWebpack plugins', expect: '/config/tools/rspack', source: 'vuejs/vue-cli#993', kind: 'other-tool' },
  { query: 'PUBLIC_URL', expect: '/config/output/asset-prefix', source: 'react/create-react-app#3580', kind: 'other-tool' },
  { query: 'PUBLIC_URL in development', expect: '/config/dev/asset-prefix', source: 'react/create-react-app#1504', kind: 'other-tool' },
  { query: 'PORT environment variable', expect: '/config/server/port', source: 'vercel-labs/portless#244', kind: 'other-tool' },

  // The English example of the search issue (40), and Rsbuild 0.x names, which lead to today's option
  // (theme/data/other-tools.json, tool `rsbuild-0`).
  { query: 'Uncaught ReferenceError: global is not defined', expect: '/guide/faq/exceptions', source: 'task', kind: 'pasted-error' },
  { query: 'dev.startUrl', expect: '/config/server/open', source: 'task', kind: 'other-tool' },
  { query: 'output.disableMinimize', expect: '/config/output/minify', source: 'task', kind: 'other-tool' },
  { query: 'source.alias', expect: '/config/resolve/alias', source: 'task', kind: 'other-tool' },
];

export const zh: SearchQualityCase[] = [
  // 配置项名称（带点、驼峰或中文说法）。
  { query: 'server.port', expect: '/zh/config/server/port', source: 'rsbuild#4687' },
  { query: 'tools.rspack 配置', expect: '/zh/config/tools/rspack', source: 'task' },
  { query: 'assetPrefix CDN', expect: '/zh/config/output/asset-prefix', source: 'rsbuild#1036' },
  { query: 'historyApiFallback', expect: '/zh/config/server/history-api-fallback', source: 'task' },
  { query: 'html.outputStructure', expect: '/zh/config/html/output-structure', source: 'rsbuild#3675' },
  { query: 'source.include 降级', expect: '/zh/config/source/include', source: 'rsbuild#3279' },
  { query: 'bundleAnalyze', expect: '/zh/config/performance/bundle-analyze', source: 'task' },
  { query: 'writeToDisk', expect: '/zh/config/dev/write-to-disk', source: 'task' },
  { query: 'usePolling', expect: '/zh/config/dev/watch-files', source: 'rsbuild#3193' },
  { query: 'polyfill', expect: '/zh/config/output/polyfill', source: 'task' },
  { query: 'externals', expect: '/zh/config/output/externals', source: 'task' },

  // 常见任务。
  { query: '开发服务器 端口', expect: '/zh/guide/basic/server', source: 'task' },
  { query: 'api 代理', expect: '/zh/guide/basic/server', source: 'task' },
  { query: 'proxy 代理', expect: '/zh/config/server/proxy', source: 'rsbuild#1829' },
  { query: '持久化缓存', expect: '/zh/config/performance/build-cache', source: 'task' },
  { query: '构建缓存', expect: '/zh/config/performance/build-cache', source: 'task' },
  { query: '路径别名', expect: '/zh/guide/advanced/alias', source: 'rsbuild#4650' },
  { query: 'tsconfig paths', expect: '/zh/guide/advanced/alias', source: 'rsbuild#4983' },
  { query: '修改 输出目录', expect: '/zh/config/output/dist-path', source: 'rsbuild#7481' },
  { query: '复制 文件 输出目录', expect: '/zh/config/output/copy', source: 'task' },
  { query: 'public 目录', expect: '/zh/guide/basic/static-assets', source: 'rsbuild#1242' },
  { query: '环境变量', expect: '/zh/guide/advanced/env-vars', source: 'task' },
  { query: '.env 文件', expect: '/zh/guide/advanced/env-vars', source: 'rsbuild#2072' },
  { query: 'loadEnv 前缀', expect: '/zh/guide/advanced/env-vars', source: 'rsbuild#2087' },
  { query: '移除 console', expect: '/zh/config/performance/remove-console', source: 'task' },
  { query: 'html 模板', expect: '/zh/guide/basic/html-template', source: 'task' },
  { query: '插入 script 标签', expect: '/zh/guide/basic/html-template', source: 'rsbuild#4015' },
  { query: 'https 证书', expect: '/zh/config/server/https', source: 'rsbuild#768' },
  { query: '关闭 source map', expect: '/zh/config/output/source-map', source: 'rsbuild#3485' },
  { query: '代码拆分', expect: '/zh/guide/optimization/code-splitting', source: 'task' },
  { query: '拆包 策略', expect: '/zh/guide/optimization/code-splitting', source: 'rsbuild#815' },
  { query: '热更新', expect: '/zh/guide/advanced/hmr', source: 'task' },
  { query: '关闭热更新', expect: '/zh/guide/faq/hmr', source: 'rsbuild#1231' },
  { query: '部署 子路径', expect: '/zh/guide/basic/static-deploy', source: 'task' },
  { query: '客户端路由', expect: '/zh/guide/basic/server', source: 'task' },
  { query: '构建多个页面', expect: '/zh/guide/faq/features', source: 'rsbuild#4640' },
  { query: 'sass 共享变量', expect: '/zh/plugins/list/plugin-sass', source: 'task' },
  { query: 'gzip 压缩', expect: '/zh/config/server/compress', source: 'task' },
  { query: 'favicon 图标', expect: '/zh/config/html/favicon', source: 'task' },
  { query: 'CORS 响应头', expect: '/zh/config/server/cors', source: 'task' },
  { query: '内联 图片', expect: '/zh/guide/optimization/inline-assets', source: 'task' },
  { query: '文件名 hash', expect: '/zh/config/output/filename-hash', source: 'task' },
  { query: '浏览器兼容', expect: '/zh/guide/advanced/browser-compatibility', source: 'task' },
  { query: '类型检查', expect: '/zh/guide/basic/typescript', source: 'task' },
  { query: '减小 产物体积', expect: '/zh/guide/optimization/optimize-bundle', source: 'task' },
  { query: '构建 很慢', expect: '/zh/guide/optimization/build-performance', source: 'task' },
  { query: '懒编译', expect: '/zh/guide/optimization/build-performance', source: 'task' },
  { query: 'moment 语言包', expect: '/zh/config/performance/remove-moment-locale', source: 'task' },
  { query: '调试模式', expect: '/zh/guide/debug/debug-mode', source: 'task' },
  { query: '模块联邦', expect: '/zh/guide/advanced/module-federation', source: 'task' },
  { query: '服务端渲染', expect: '/zh/guide/advanced/ssr', source: 'task' },
  { query: 'web worker', expect: '/zh/guide/basic/web-workers', source: 'task' },
  { query: '中间件', expect: '/zh/config/dev/setup-middlewares', source: 'task' },

  // 报错与 FAQ。
  { query: 'process is not defined', expect: '/zh/guide/faq/exceptions', source: 'rsbuild#3030' },
  { query: '打包时生成 gz 压缩文件', expect: '/zh/guide/basic/static-deploy', source: 'task', kind: 'zh-question' },
  { query: 'Buffer is not defined 怎么解决', expect: '/zh/guide/faq/exceptions', source: 'task', kind: 'zh-question' },
  { query: '环境变量 undefined', expect: '/zh/guide/advanced/env-vars', source: 'rsbuild#3029' },
  { query: '端口被占用', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: 'heap out of memory', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: '子路径 页面空白', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: 'exports is not defined', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: 'require is not defined', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: 'ERR_REQUIRE_ESM', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: '构建一直不结束', expect: '/zh/guide/faq/exceptions', source: 'faq' },
  { query: 'docker 热更新', expect: '/zh/guide/faq/hmr', source: 'rsbuild#3193' },
  { query: '热更新 代理 网关', expect: '/zh/guide/faq/hmr', source: 'faq' },
  { query: '多份 React', expect: '/zh/guide/faq/hmr', source: 'faq' },
  { query: '页面整体刷新', expect: '/zh/guide/faq/hmr', source: 'faq' },
  { query: '旧版浏览器', expect: '/zh/guide/faq/features', source: 'faq' },
  { query: 'eslint', expect: '/zh/guide/faq/features', source: 'faq' },
  { query: '一个 HTML 文件', expect: '/zh/guide/faq/features', source: 'faq' },
  { query: 'node 版本', expect: '/zh/guide/faq/general', source: 'faq' },
  { query: 'webpack 插件 loader', expect: '/zh/guide/faq/general', source: 'faq' },
  { query: 'GitHub Pages SharedArrayBuffer 响应头', expect: '/zh/guide/basic/server', source: 'ffmpegwasm/ffmpeg.wasm#607' },
  { query: 'tailwind 动态类名不生效', expect: '/zh/guide/styling/tailwindcss-v3', source: 'tailwindlabs/tailwindcss#9043' },

  // 框架。
  { query: 'react', expect: '/zh/guide/framework/react', source: 'task' },
  { query: 'vue sfc', expect: '/zh/guide/framework/vue', source: 'rsbuild#3956' },
  { query: 'svelte', expect: '/zh/guide/framework/svelte', source: 'task' },
  { query: 'svgr', expect: '/zh/plugins/list/plugin-svgr', source: 'task' },
  { query: 'less 插件', expect: '/zh/plugins/list/plugin-less', source: 'task' },

  // 插件 API 与 JavaScript API。
  { query: 'modifyRspackConfig', expect: '/zh/plugins/dev/hooks', source: 'rsbuild#4513' },
  { query: 'api.transform', expect: '/zh/plugins/dev/core', source: 'rsbuild#5176' },
  { query: '编写插件', expect: '/zh/plugins/dev/', source: 'task' },
  { query: '插件钩子', expect: '/zh/plugins/dev/hooks', source: 'task' },
  { query: '添加 Rspack 插件', expect: '/zh/config/tools/rspack', source: 'task' },
  { query: '插件中添加环境', expect: '/zh/guide/advanced/environments', source: 'task' },
  { query: 'createRsbuild', expect: '/zh/api/javascript-api/core', source: 'task' },
  { query: 'rsbuild.startDevServer', expect: '/zh/api/javascript-api/instance', source: 'task' },

  // 迁移。
  { query: 'webpack 迁移', expect: '/zh/guide/migration/webpack', source: 'rsbuild#779' },
  { query: 'react-scripts', expect: '/zh/guide/migration/cra', source: 'rsbuild#85' },
  { query: 'vite 迁移', expect: '/zh/guide/migration/vite', source: 'task' },
  { query: 'vue cli 迁移', expect: '/zh/guide/migration/vue-cli', source: 'rsbuild#3980' },
  { query: '0.x 升级', expect: '/zh/guide/migration/rsbuild-0-x', source: 'task' },

  // 拼写错误（配置项名称）。
  { query: '关闭 soucemap', expect: '/zh/config/output/source-map', source: 'rsbuild#3485', kind: 'typo' },
  { query: 'tailwindcs v4 配置', expect: '/zh/guide/styling/tailwindcss', source: 'rsbuild#4427', kind: 'typo' },

  // 带疑问词的提问（怎么、如何、为什么……），动词不在页面上。
  { query: 'postcss.config.js 和 tools.postcss 同时配置，哪个生效', expect: '/zh/guide/styling/css-usage', source: 'task', kind: 'zh-question' },
  { query: 'Lightning CSS 压缩器怎么传选项', expect: '/zh/config/output/minify', source: 'task', kind: 'zh-question' },
  { query: '怎么配置跨域代理', expect: '/zh/config/server/proxy', source: 'xqlsq/react-mobx#1', kind: 'zh-question' },
  { query: '怎么修改端口号', expect: '/zh/config/server/port', source: 'rsbuild#733', kind: 'zh-question' },
  { query: '为什么热更新没生效', expect: '/zh/guide/faq/hmr', source: 'web-infra-dev/rspack#5445', kind: 'zh-question' },
  { query: '怎么设置网站图标', expect: '/zh/config/html/favicon', source: 'rsbuild#3440', kind: 'zh-question' },
  { query: '打包后体积太大怎么办', expect: '/zh/guide/optimization/optimize-bundle', source: 'dream-num/univer#6030', kind: 'zh-question' },
  { query: '打包部署后页面白屏怎么办', expect: '/zh/guide/faq/exceptions', source: 'codebdy/rxdrag#260', kind: 'zh-question' },
  { query: '手机怎么访问本地的开发服务器', expect: '/zh/config/server/host', source: 'rsbuild#946', kind: 'zh-question' },
  { query: '怎么去掉文件名里的 hash', expect: '/zh/config/output/filename-hash', source: 'rsbuild#1511', kind: 'zh-question' },
  { query: '多页面入口怎么配置', expect: '/zh/config/source/entry', source: 'ruanyf/react-babel-webpack-boilerplate#21', kind: 'zh-question' },
  { query: '每个页面怎么设置不同的标题', expect: '/zh/config/html/title', source: 'rsbuild#4103', kind: 'zh-question' },
  { query: '怎么关掉页面上的报错浮层', expect: '/zh/config/dev/client', source: 'rsbuild#552', kind: 'zh-question' },
  { query: '为什么构建时不报 TypeScript 类型错误', expect: '/zh/guide/faq/features', source: 'rsbuild#4523', kind: 'zh-question' },
  { query: '生产环境怎么去掉 console.log', expect: '/zh/config/performance/remove-console', source: 'react/create-react-app#934', kind: 'zh-question' },
  { query: '小图片怎么不转成 base64', expect: '/zh/config/output/data-uri-limit', source: 'TenviLi/markdown-image-localizer#14', kind: 'zh-question' },
  { query: '插件里怎么修改某个环境的配置', expect: '/zh/guide/advanced/environments', source: 'task', kind: 'zh-question' },
  { query: '从 Vue CLI 迁移后为什么页面白屏，#app 挂载不上', expect: '/zh/guide/migration/vue-cli', source: 'task', kind: 'zh-question' },

  // 拼音输入法打错的同音字。
  { query: '配置代里', expect: '/zh/config/server/proxy', source: 'DLand-Team/moderate-react-admin#7', kind: 'zh-homophone' },
  { query: '插件开法', expect: '/zh/plugins/dev/', source: 'rsbuild#5455', kind: 'zh-homophone' },
  { query: 'vue 热跟新', expect: '/zh/guide/advanced/hmr', source: 'rsbuild#3217', kind: 'zh-homophone' },
  { query: '环境变亮', expect: '/zh/guide/advanced/env-vars', source: 'rsbuild#2087', kind: 'zh-homophone' },
  { query: '路径别明', expect: '/zh/guide/advanced/alias', source: 'rsbuild#4650', kind: 'zh-homophone' },
  { query: '代码拆份', expect: '/zh/guide/optimization/code-splitting', source: 'scriptscat/scriptcat#982', kind: 'zh-homophone' },
  { query: '持久化换存', expect: '/zh/config/performance/build-cache', source: 'web-infra-dev/rspress#2349', kind: 'zh-homophone' },
  { query: '懒编一', expect: '/zh/guide/optimization/build-performance', source: 'web-infra-dev/modern.js#7582', kind: 'zh-homophone' },
  { query: '服务端渲然', expect: '/zh/guide/advanced/ssr', source: 'febobo/web-interview#217', kind: 'zh-homophone' },
  { query: '模块联帮', expect: '/zh/guide/advanced/module-federation', source: 'rsbuild#1876', kind: 'zh-homophone' },
  { query: '浏览器兼荣', expect: '/zh/guide/advanced/browser-compatibility', source: 'lexmin0412/dify-app-hub#224', kind: 'zh-homophone' },
  { query: '类型检察', expect: '/zh/guide/basic/typescript', source: 'rsbuild#4523', kind: 'zh-homophone' },
  { query: '静态资原', expect: '/zh/guide/basic/static-assets', source: 'rsbuild#964', kind: 'zh-homophone' },

  // 直接粘贴的报错信息。
  {
    query: "Module not found: Can't resolve '@components/function/EButton' in '/Users/jay/project/src/pages/home'",
    expect: '/zh/guide/advanced/alias',
    source: 'rsbuild#5758',
    kind: 'pasted-error',
  },
  { query: '找不到名称“process”。是否需要安装 Node.js 的类型定义?', expect: '/zh/guide/advanced/env-vars', source: 'rsbuild#2072', kind: 'pasted-error' },
  {
    query: "src/MyTestImagePack/index.tsx(4,19): error TS2307: Cannot find module './example-light.png' or its corresponding type declarations.",
    expect: '/zh/guide/basic/static-assets',
    source: 'blueju/blue-design#11',
    kind: 'pasted-error',
  },

  // 其他工具的叫法（webpack、Vue CLI）。
  { query: 'webpack 的 publicPath 在哪配置', expect: '/zh/config/output/asset-prefix', source: 'react/create-react-app#1279', kind: 'other-tool' },
  { query: 'chainWebpack 修改网页标题', expect: '/zh/config/html/title', source: 'vuejs/vue-cli#5056', kind: 'other-tool' },
  { query: 'VUE_APP_ 开头的环境变量', expect: '/zh/guide/migration/vue-cli', source: 'rsbuild#1643', kind: 'other-tool' },
  { query: 'vue.config.js 里的 devServer.proxy', expect: '/zh/config/server/proxy', source: 'rsbuild#1829', kind: 'other-tool' },
  { query: 'CRA 的 PUBLIC_URL 开发环境', expect: '/zh/guide/migration/cra', source: 'react/create-react-app#1504', kind: 'other-tool' },

  // The Chinese examples of the search issue (40), which failed before the synonym table: everyday task words.
  { query: '本地怎么起一个 https 服务', expect: '/zh/guide/basic/server', source: 'task', kind: 'zh-question' },
  { query: '修改打包输出目录', expect: '/zh/config/output/dist-path', source: 'task', kind: 'zh-question' },
  { query: '生产环境去掉 sourcemap', expect: '/zh/config/output/source-map', source: 'task', kind: 'zh-question' },

  // Rsbuild 0.x names lead to today's option (theme/data/other-tools.json, tool `rsbuild-0`).
  { query: 'output.targets 配置', expect: '/zh/config/output/target', source: 'task', kind: 'other-tool' },
];
