/**
 * Runs of docs/{en,zh}/guide/framework/svelte.mdx: the Svelte 5 app's dev server, build and rendered
 * heading, the warning without `verbatimModuleSyntax`, the page reload after a save (in Chromium), and the
 * config that imports svelte.config.js without `"type": "module"`. svelte-check is not in the 1.3
 * workspace, and the workspace always has `svelte`, so those two outputs have no run.
 */
import { buildAndServe, firstBuild } from '../../support/frameworks.mjs';

export default {
  app: {
    run: (ctx) => buildAndServe(ctx, { render: async (page) => {
      await page.waitForSelector('h1');
      return page.evaluate(() => document.querySelector('h1').outerHTML);
    } }),
  },
  'no-verbatim': {
    extends: 'app',
    async run(ctx) {
      ctx.write('tsconfig.json', ctx.read('tsconfig.json').replace(/\n\s*"verbatimModuleSyntax": true,/, ''));
      return { warning: ctx.grep((await ctx.rsbuild('build')).output, /verbatimModuleSyntax/) };
    },
  },
  hmr: {
    extends: 'app',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const before = dev.output().length;
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
        ctx.write('src/App.svelte', ctx.read('src/App.svelte').replace('Hello from', 'Hi from'));
        await page.waitForEvent('load');
        await page.waitForSelector('button');
      });
      return {
        console: ctx.between(log.join('\n'), /Forced reload/, /^Update propagation/).replace(/^console\.\w+: /, ''),
        // The first rebuild: the watcher may see one save twice.
        rebuild: ctx.between(dev.output().slice(before), /^start\s+building/, /^ready /),
      };
    },
  },
  'no-type-module': {
    extends: 'app',
    // A package.json without "type": "module".
    files: { 'package.json': '{\n  "name": "my-app",\n  "private": true\n}\n' },
    async run(ctx) {
      // The three error lines; the stack trace under them points into jiti and svelte-preprocess.
      return { error: ctx.between((await ctx.rsbuild('build')).output, /^error/, /^error\s+TypeError/) };
    },
  },
};
