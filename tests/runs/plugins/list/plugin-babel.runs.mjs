/**
 * Runs of docs/{en,zh}/plugins/list/plugin-babel.mdx with @rsbuild/plugin-babel 1.0.5: the loader options
 * that `rsbuild inspect` shows for the default registration, the coverage recipe with
 * babel-plugin-istanbul 7.0.1 (a two-file app the page does not print), and the decorators recipe with
 * the error that the object form of `babelLoaderOptions` causes. Also: the Babel cache folder with and
 * without `performance.buildCache: false`, the `assert` import attributes that Babel (which runs before
 * SWC) refuses, and Babel's errors for a plugin that is not installed and for a duplicate plugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import { configPart, fileTable, previewInBrowser } from '../../support/plugins.mjs';

const config = (options) => `import { defineConfig } from '@rsbuild/core';\nimport { pluginBabel } from '@rsbuild/plugin-babel';\n\nexport default defineConfig({\n  plugins: [pluginBabel(${options})],\n});\n`;
/** The lines of Babel's error, from the `Error:` line to the line that matches `to`. */
const babelError = async (ctx, to) => ctx.between((await ctx.rsbuild('build')).output, /╰─▶\s+× Error:/, to);

const cartApp = {
  'src/cart.ts': `export function total(prices: number[]) {
  return prices.reduce((sum, price) => sum + price, 0);
}
`,
  'src/index.ts': `import { total } from './cart';

document.querySelector('#root')!.textContent = \`Total: \${total([3, 4])}\`;
`,
};

export default {
  sample: {
    files: { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" },
    async run(ctx) {
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const from = config.indexOf("/* config.module.rule('js').use('babel') */");
      const lines = configPart(config.slice(from), /^\s*\{$/).split('\n');
      // The cache identifier is a long string of versions and options: the page leaves it out.
      const babel = lines.map((line) => (/^\s*cacheIdentifier:/.test(line) ? line.replace(/cacheIdentifier:.*/, '// cacheIdentifier omitted') : line));
      // The Babel cache: on by default, although performance.buildCache is not set.
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const cache = fs.readdirSync(path.join(ctx.dir, 'node_modules/.cache'));
      if (!fs.readdirSync(path.join(ctx.dir, 'node_modules/.cache/babel-loader')).length) throw new Error('the Babel cache is empty');
      // performance.buildCache: false turns it off: no folder, no cacheDirectory.
      fs.rmSync(path.join(ctx.dir, 'node_modules'), { recursive: true, force: true });
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('export default defineConfig({', 'export default defineConfig({\n  performance: { buildCache: false },'));
      if ((await ctx.rsbuild('build')).code !== 0) throw new Error('the build without cache failed');
      if (ctx.exists('node_modules/.cache/babel-loader')) throw new Error('buildCache: false still wrote a Babel cache');
      await ctx.rsbuild('inspect --mode production');
      if (ctx.read('dist/.rsbuild/rspack.config.web.mjs').includes('cacheDirectory')) throw new Error('buildCache: false still has a cacheDirectory');
      return {
        babel: ["/* config.module.rule('js').use('babel') */", ...babel].join('\n'),
        cache: ['$ ls node_modules/.cache', ...cache].join('\n'),
      };
    },
  },
  // With a cacheDirectory, Babel writes into it during the build, and Rspack's persistent cache, which owns the
  // folder, leaves no babel-loader folder behind.
  'cache-directory': {
    files: { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" },
    async run(ctx) {
      let seen = false;
      const watch = setInterval(() => { seen ||= ctx.exists('node_modules/.cache/rsbuild/babel-loader'); }, 20);
      const build = await ctx.rsbuild('build').finally(() => clearInterval(watch));
      if (build.code !== 0) throw new Error(build.output);
      const cache = fs.readdirSync(path.join(ctx.dir, 'node_modules/.cache/rsbuild')).sort();
      if (!seen) throw new Error('no babel-loader folder appeared during the build: the page says Babel writes one');
      if (cache.includes('babel-loader')) throw new Error('the babel-loader folder survived the build: the page says it does not');
      return { cache: ['$ ls node_modules/.cache/rsbuild', ...cache].join('\n') };
    },
  },
  coverage: {
    files: cartApp,
    async run(ctx) {
      // A normal build first: no counters.
      const plain = await ctx.rsbuild('build');
      const entry = ctx.read(ctx.files('dist/static/js'));
      if (entry.includes('__coverage__')) throw new Error('a normal build has coverage counters');
      // The prose gives the size of the entry without counters.
      if (!/static\/js\/index\.\w+\.js\s+0\.29 kB/.test(plain.output)) throw new Error(`the plain entry is not 0.29 kB:\n${plain.output}`);
      let covered;
      const { build } = await previewInBrowser(ctx, {
        env: { COVERAGE: 'true' },
        steps: async (page) => { covered = await page.evaluate(() => Object.keys(window.__coverage__ ?? {}).sort()); },
      });
      const expected = ['src/cart.ts', 'src/index.ts'].map((file) => `${ctx.dir}/${file}`);
      if (JSON.stringify(covered) !== JSON.stringify(expected)) throw new Error(`window.__coverage__ has: ${covered}`);
      return { build: fileTable(ctx, build) };
    },
  },
  decorators: {
    async run(ctx) {
      // The recipe as the page shows it: the page counts 2 items and the console shows two calls.
      const { text, log } = await previewInBrowser(ctx);
      if (text.trim() !== 'Items: 2' || log !== 'console.log: calling add\nconsole.log: calling add') throw new Error(`the page shows:\n${text}\n${log}`);
      // The object form of babelLoaderOptions replaces the plugin list, decorators plugin included.
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('pluginBabel()', "pluginBabel({ babelLoaderOptions: { plugins: ['babel-plugin-istanbul'] } })"));
      const build = await ctx.rsbuild('build');
      return { error: ctx.between(build.output, /Module build failed/, /SyntaxError/) };
    },
  },
  'import-assert': {
    files: { 'src/settings.json': '{ "theme": "dark" }\n' },
    async run(ctx) {
      const failed = await ctx.rsbuild('build');
      // Without the Babel plugin, SWC alone compiles the same entry.
      const withBabel = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n");
      if ((await ctx.rsbuild('build')).code !== 0) throw new Error('SWC alone did not build the assert form');
      // With Babel, the `with` form builds.
      ctx.write('rsbuild.config.ts', withBabel);
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace('assert {', 'with {'));
      const fixed = await ctx.rsbuild('build');
      if (fixed.code !== 0) throw new Error(fixed.output);
      return { error: ctx.between(failed.output, /Module build failed/, /^\s*│\s+\|\s+\^/) };
    },
  },
  'plugin-errors': {
    files: { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" },
    async run(ctx) {
      ctx.write('rsbuild.config.ts', config("{\n      babelLoaderOptions: (_config, { addPlugins }) => {\n        addPlugins(['babel-plugin-react-compiler']);\n      },\n    }"));
      const missing = await babelError(ctx, /Cannot find package/);
      ctx.write('rsbuild.config.ts', config("{\n      babelLoaderOptions: (_config, { addPlugins }) => {\n        addPlugins([['@babel/plugin-proposal-decorators', { version: 'legacy' }]]);\n      },\n    }"));
      const duplicate = await babelError(ctx, /Duplicates detected are:/);
      // Two instances of one plugin build once each has its own name.
      ctx.write('rsbuild.config.ts', config("{\n      babelLoaderOptions: (_config, { addPlugins }) => {\n        addPlugins([\n          ['babel-plugin-istanbul', {}, 'coverage-a'],\n          ['babel-plugin-istanbul', {}, 'coverage-b'],\n        ]);\n      },\n    }"));
      const named = await ctx.rsbuild('build');
      if (named.code !== 0) throw new Error(named.output);
      return { missing, duplicate };
    },
  },
};
