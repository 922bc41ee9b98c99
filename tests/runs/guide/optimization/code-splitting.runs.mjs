/**
 * Runs of docs/{en,zh}/guide/optimization/code-splitting.mdx: the page's React app (its six files) built
 * with each `performance.chunkSplit` strategy, the prefetch hints, and a missing chunk in the browser.
 * From "Name async chunks" on, the page uses the two `webpackChunkName` lines it shows; `named()` makes
 * that edit in `src/App.tsx` (the page shows the two lines, not the whole file again). `polyfill` builds
 * with `output.polyfill: 'usage'` first (no lib-polyfill chunk for this app, as the page says), then with
 * the page's `'entry'`.
 */
import { previewServer } from '../../support/optimization.mjs';

const named = ({ read, write }, extra = {}) =>
  write('src/App.tsx', read('src/App.tsx').replace(/import\('\.\/pages\/(\w+)'\)/g, (_, page) => {
    const name = page.toLowerCase();
    return `import(/* webpackChunkName: "${name}"${extra[name] ?? ''} */ './pages/${page}')`;
  }));
/** An rsbuild.config.ts with the React plugin and one chunkSplit strategy (the page names it, not the file). */
const strategy = (name) => `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  performance: {
    chunkSplit: {
      strategy: '${name}',
    },
  },
});
`;
const table = (ctx, output) => ctx.between(output, /^File \(/);
/** The build's table, without its header line (the page shows the rows and the total). */
const rows = (ctx, output) => table(ctx, output).split('\n').slice(1).join('\n');
const scripts = (html) => html.match(/<script defer[^>]*><\/script>/g).join('\n');

export default {
  base: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: build.output, html: scripts(ctx.read('dist/index.html')) };
    },
  },
  // The named chunks with the default strategy, split-by-experience; then a chunk deleted after the build.
  named: {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      const build = (await ctx.rsbuild('build')).output;
      const gone = ctx.files('dist/static/js/async').split('\n').find((file) => file.includes('/settings.'));
      await ctx.exec('rm', [gone]);
      const preview = await previewServer(ctx);
      const errors = [];
      await ctx.browser(preview.url, async (page) => {
        page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
        const failed = page.waitForEvent('pageerror');
        await page.getByText('Settings').click();
        await failed;
      });
      return { async: ctx.grep(build, /async\/(settings|reports)\./), build: rows(ctx, build), error: errors.join('\n') };
    },
  },
  'split-by-module': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'single-vendor': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      ctx.write('rsbuild.config.ts', strategy('single-vendor'));
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'all-in-one': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      ctx.write('rsbuild.config.ts', strategy('all-in-one'));
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'split-by-size': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  custom: {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'force-splitting': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      return { build: ctx.grep((await ctx.rsbuild('build')).output, /lib-lodash/) };
    },
  },
  'prefetch-comment': {
    extends: 'base',
    async run(ctx) {
      named(ctx, { settings: ', webpackPrefetch: true' });
      await ctx.rsbuild('build');
      const preview = await previewServer(ctx);
      const { log } = await ctx.browser(preview.url, async (page, lines) => {
        await page.waitForLoadState('load');
        lines.push(...(await page.evaluate(() => [...document.head.querySelectorAll('link[rel=prefetch]')].map((link) => link.outerHTML))));
      });
      return { link: log.join('\n') };
    },
  },
  prefetch: {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      await ctx.rsbuild('build');
      return { link: ctx.read('dist/index.html').match(/<link[^>]*rel="prefetch"[^>]*>/g).join('\n') };
    },
  },
  'static-import': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      // Declared but unused, the import is dropped by the TypeScript transform: the chunk stays.
      const app = ctx.read('src/App.tsx');
      ctx.write('src/App.tsx', app.replace("import { api } from './api';\n", "import { api } from './api';\nimport SettingsEager from './pages/Settings';\n"));
      const unused = (await ctx.rsbuild('build')).output;
      if (!/async\/settings\./.test(unused)) throw new Error(`an unused static import removed the settings chunk:\n${unused}`);
      // Used, it puts the page into the entry chunk: no settings chunk any more.
      ctx.write('src/App.tsx', ctx.read('src/App.tsx').replace('<nav>', '<nav>\n        <SettingsEager />'));
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  polyfill: {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      const entry = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', entry.replace("polyfill: 'entry'", "polyfill: 'usage'"));
      const usage = (await ctx.rsbuild('build')).output;
      if (/lib-polyfill/.test(usage)) throw new Error(`'usage' made a lib-polyfill chunk:\n${usage}`);
      ctx.write('rsbuild.config.ts', entry);
      const build = (await ctx.rsbuild('build')).output;
      return { build: rows(ctx, build), html: scripts(ctx.read('dist/index.html')) };
    },
  },
  override: {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'no-async-chunks': {
    extends: 'base',
    async run(ctx) {
      named(ctx);
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'eager-import': {
    extends: 'base',
    async run(ctx) {
      named(ctx, { settings: '' });
      // The page's magic comment on the settings import, in place of its chunk name.
      ctx.write('src/App.tsx', ctx.read('src/App.tsx').replace('/* webpackChunkName: "settings" */', '/* webpackMode: "eager" */'));
      return { build: rows(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
};
