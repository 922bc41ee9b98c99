/**
 * Search-quality cases: what readers type, and the page that must come back among the first three
 * (distinct pages, in the order shown). search-quality.spec.ts types each one into the site's search box.
 *
 * Written from the questions readers ask (issues of web-infra-dev/rsbuild, our FAQ pages), reduced to what
 * a reader types. Every word of a query occurs in one section of the expected page (title, heading path and
 * section text; or the page description for the page top), because search requires every word to match.
 * When a case fails, check the ranking first (theme/search/engine/LocalSearch.ts), then the page's wording.
 *
 * `source`: 'rsbuild#N' is an issue of web-infra-dev/rsbuild that asked the question (reduced to what a
 * reader types), 'faq' is one of our FAQ pages, 'task' is a common task phrased as a reader would.
 */
export interface SearchQualityCase {
  /** What the reader types. */
  query: string;
  /** Route of the page that answers it (no trailing .html; e.g. '/config/server/port', '/zh/guide/basic/server'). */
  expect: string;
  /** Where the question comes from: 'rsbuild#1234' (a GitHub issue or discussion of web-infra-dev/rsbuild), 'faq' (our FAQ pages), or 'task' (a common task phrased as a reader would). */
  source: string;
}

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
  { query: 'import svg react component', expect: '/guide/faq/features', source: 'faq' },

  // Plugin API.
  { query: 'modifyRspackConfig', expect: '/plugins/dev/hooks', source: 'rsbuild#4513' },
  { query: 'modifyHTMLTags', expect: '/plugins/dev/hooks', source: 'task' },
  { query: 'api.transform', expect: '/plugins/dev/core', source: 'rsbuild#5176' },
  { query: 'write plugin', expect: '/plugins/dev/', source: 'task' },
  { query: 'add rspack plugin', expect: '/config/tools/rspack', source: 'task' },

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
  { query: 'createRsbuild', expect: '/zh/api/javascript-api/core', source: 'task' },
  { query: 'rsbuild.startDevServer', expect: '/zh/api/javascript-api/instance', source: 'task' },

  // 迁移。
  { query: 'webpack 迁移', expect: '/zh/guide/migration/webpack', source: 'rsbuild#779' },
  { query: 'react-scripts', expect: '/zh/guide/migration/cra', source: 'rsbuild#85' },
  { query: 'vite 迁移', expect: '/zh/guide/migration/vite', source: 'task' },
  { query: 'vue cli 迁移', expect: '/zh/guide/migration/vue-cli', source: 'rsbuild#3980' },
  { query: '0.x 升级', expect: '/zh/guide/migration/rsbuild-0-x', source: 'task' },
];
