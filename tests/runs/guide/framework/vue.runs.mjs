/**
 * Runs of docs/{en,zh}/guide/framework/vue.mdx: the Vue 3 app's dev server, build and rendered markup (in
 * Chromium), `tsc` before the `*.vue` declaration, the build without the Options API, and the warning for a
 * custom element. vue-tsc, @rsbuild/plugin-vue-jsx and Vue 2 are not in the 1.3 workspace.
 */
import { browserTsconfig, buildAndServe, firstBuild } from '../../support/frameworks.mjs';


export default {
  app: {
    run: (ctx) => buildAndServe(ctx, { render: async (page) => {
      await page.waitForSelector('button');
      return page.evaluate(() => document.querySelector('#root').outerHTML);
    } }),
  },
  'no-vue-types': {
    // The app before src/env.d.ts exists.
    // The tsconfig.json the reader's project has (the page does not show one for .vue files).
    files: { 'tsconfig.json': browserTsconfig },
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc', ['--noEmit'])).output };
    },
  },
  'no-options-api': {
    extends: 'app',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  'custom-element': {
    // A template with a web component, and no isCustomElement yet.
    files: {
      'src/App.vue': `<template>
  <h1>Rate this page</h1>
  <acme-rating max="5"></acme-rating>
</template>
`,
    },
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('acme-rating', { state: 'attached' });
      });
      // The message; the component trace Vue passes after it (`at <App>`) does not always reach the log.
      const warning = ctx.between(log.join('\n'), /\[Vue warn\]/, /isCustomElement/);
      return { warning: warning.replace(/^console\.\w+: /, '') };
    },
  },
};
