/**
 * Runs of docs/{en,zh}/guide/advanced/browser-compatibility.mdx: the page's entry (query-string 9.5.1)
 * built for its `.browserslistrc`, one scenario per config the page shows, plus two the page describes in
 * words: the build with no config at all (`plain`), and the unminified build (`output.minify: false`,
 * written by `unminified()`), whose code the page quotes. Modern browsers are made old for the test page by
 * deleting the APIs the page names before any script runs. es-check 9.8.1 and
 * @rsbuild/plugin-check-syntax 1.3.0 check the output. `ua-polyfill` reads the head of the built HTML, and
 * `outside` builds a workspace package that sits next to the project and is linked into its node_modules.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { previewServer } from '../../support/optimization.mjs';

/** Adds `minify: false` to the project's config (or writes a config with only that). */
const unminified = (ctx) => {
  const config = ctx.exists('rsbuild.config.ts') ? ctx.read('rsbuild.config.ts') : "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n});\n";
  ctx.write('rsbuild.config.ts', config.includes('  output: {\n')
    ? config.replace('  output: {\n', '  output: {\n    minify: false,\n')
    : config.replace('defineConfig({\n', 'defineConfig({\n  output: {\n    minify: false,\n  },\n'));
};

/** Opens the app in Chromium without the APIs an older browser lacks; returns the console and the page's text. */
const inOldBrowser = async (ctx) => {
  const server = await previewServer(ctx);
  const { log, text } = await ctx.browser(`${server.url}?item=pear`, async (page, log) => {
    await page.addInitScript(() => {
      delete Array.prototype.at;
      delete String.prototype.at;
      delete Object.hasOwn;
    });
    log.length = 0;
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(200);
  });
  return { log: log.join('\n'), text };
};

/** es-check on the built scripts, up to the end of its error box (the parser's stack trace after it is left out). */
const esCheck = async (ctx) => {
  const lines = (await ctx.exec('es-check', ['es2015', 'dist/static/js/*.js'])).output.split('\n');
  const boxEnd = lines.findIndex((line, i) => /^\s+----$/.test(line) && lines.slice(0, i).some((l) => /^\s+----$/.test(l)));
  return lines.slice(0, boxEnd < 0 ? undefined : boxEnd + 1).join('\n');
};

/**
 * The core-js modules the unminified entry imports, by file name. Rspack names an import's variable after
 * its path (`core_js_modules_es_string_at_alternative_js__WEBPACK_IMPORTED_MODULE_7__`): each module file
 * of the core-js that @rsbuild/core injects is looked up by that name.
 */
const coreJsImports = (ctx, entry) => {
  const core = createRequire(path.join(ctx.dir, 'index.js')).resolve('@rsbuild/core');
  const modulesDir = path.join(path.dirname(createRequire(core).resolve('core-js/package.json')), 'modules');
  return fs.readdirSync(modulesDir).map((file) => file.replace(/\.js$/, ''))
    .filter((name) => entry.includes(`var core_js_modules_${name.replace(/\W/g, '_')}_js__WEBPACK_IMPORTED_MODULE_`))
    .sort().join('\n');
};
const entryCode = (ctx) => ctx.read(ctx.files('dist/static/js').split('\n').find((file) => /\/index\.\w+\.js$/.test(file)));
const fourPackages = 'include: [\n      /[\\\\/]node_modules[\\\\/](query-string|decode-uri-component|filter-obj|split-on-first)[\\\\/]/,\n    ],';

/** The lines of the unminified dependency chunk where filter-obj reads `descriptor?.enumerable`. */
const filterObjLine = (ctx) => ctx.files('dist/static/js').split('\n').filter((file) => !/\/(index|lib-polyfill)\./.test(file))
  .map((file) => ctx.grep(ctx.read(file), /if \(descriptor(\?\.| === null)/)).join('\n');

export default {
  // No config: syntax lowered, no polyfills, dependencies as published.
  plain: {
    async run(ctx) {
      await ctx.rsbuild('build');
      const browser = await inOldBrowser(ctx);
      const check = await esCheck(ctx);
      unminified(ctx);
      await ctx.rsbuild('build');
      return {
        error: browser.log.replace(/^pageerror: /gm, ''),
        esCheck: check,
        entry: ctx.between(entryCode(ctx), /^var _cart_last;/, /^console\.log\(Object\.hasOwn/),
        filterObj: filterObjLine(ctx),
      };
    },
  },
  polyfill: {
    async run(ctx) {
      await ctx.rsbuild('inspect');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      unminified(ctx);
      await ctx.rsbuild('build');
      return { env: ctx.between(config, /^ {14}env: \{/, /^ {14}\}/), modules: coreJsImports(ctx, entryCode(ctx)) };
    },
  },
  // 'usage' with Rsbuild's default targets (no .browserslistrc): the lib-polyfill chunk with the four packages of
  // the page compiled, then without source.include.
  'default-targets': {
    extends: 'polyfill',
    async run(ctx) {
      fs.rmSync(path.join(ctx.dir, '.browserslistrc'));
      const polyfillOnly = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', polyfillOnly.replace('defineConfig({\n', `defineConfig({\n  source: {\n    ${fourPackages}\n  },\n`));
      // The size table's row of the chunk: `dist/static/js/lib-polyfill.<hash>.js   42.2 kB   13.1 kB`.
      const size = async () => {
        const [, raw, gzip] = /lib-polyfill\.\w+\.js\s+([\d.]+ kB)\s+([\d.]+ kB)/.exec((await ctx.rsbuild('build')).output) ?? [];
        if (!raw) throw new Error('no lib-polyfill chunk in the build');
        return `${raw} (${gzip} gzip)`;
      };
      const compiled = await size();
      ctx.write('rsbuild.config.ts', polyfillOnly);
      const plain = await size();
      return { sizes: `lib-polyfill with source.include:    ${compiled}\nlib-polyfill without source.include: ${plain}` };
    },
  },
  'include-one': {
    extends: 'polyfill',
    async run(ctx) {
      unminified(ctx);
      await ctx.rsbuild('build');
      return { filterObj: filterObjLine(ctx) };
    },
  },
  compiled: {
    extends: 'polyfill',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { esCheck: await esCheck(ctx) };
    },
  },
  'ua-polyfill': {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { head: /<head>(.*?)<meta/.exec(ctx.read('dist/index.html'))[1] };
    },
  },
  // A monorepo: the app in my-app/, a workspace package in ../packages/utils, linked into node_modules.
  outside: {
    files: {
      '.browserslistrc': 'chrome >= 51\nedge >= 15\nfirefox >= 54\nsafari >= 10\nios_saf >= 10\n',
      '../packages/utils/package.json': `${JSON.stringify({ name: '@acme/utils', version: '1.0.0', type: 'module', main: 'index.js' }, null, 2)}\n`,
      '../packages/utils/index.js': "export const displayName = (user) => user?.profile?.name ?? 'guest';\n",
      'src/index.js': "import { displayName } from '@acme/utils';\n\ndocument.querySelector('#root').textContent = displayName(window.user);\n",
    },
    async run(ctx) {
      fs.mkdirSync(path.join(ctx.dir, 'node_modules/@acme'), { recursive: true });
      fs.symlinkSync('../../../packages/utils', path.join(ctx.dir, 'node_modules/@acme/utils'));
      const line = () => ctx.between(entryCode(ctx), /^(const|var) displayName/, /(^const .*'guest';|^\};)$/);
      const config = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n});\n");
      unminified(ctx);
      await ctx.rsbuild('build');
      const before = line();
      ctx.write('rsbuild.config.ts', config);
      unminified(ctx);
      await ctx.rsbuild('build');
      return { before, after: line() };
    },
  },
  'check-syntax': {
    extends: 'polyfill',
    async run(ctx) {
      const failed = (await ctx.rsbuild('build')).output;
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('  output: {', `  source: {\n    ${fourPackages}\n  },\n  output: {`));
      const passed = (await ctx.rsbuild('build')).output;
      return { failed, passed };
    },
  },
};
