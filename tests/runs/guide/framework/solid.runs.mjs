/**
 * Runs of docs/{en,zh}/guide/framework/solid.mdx: the counter app's dev server, build and rendered markup
 * (in Chromium), and `tsc` with a tsconfig.json that lacks `jsxImportSource`.
 */
import { buildAndServe } from '../../support/frameworks.mjs';

export default {
  app: {
    run: (ctx) => buildAndServe(ctx, { render: async (page) => {
      await page.waitForSelector('button');
      return page.innerHTML('#root');
    } }),
  },
  'no-jsx-import-source': {
    extends: 'app',
    async run(ctx) {
      ctx.write('tsconfig.json', ctx.read('tsconfig.json').replace(/\n\s*"jsxImportSource": "solid-js",/, ''));
      // A Solid project has no React types. The shared workspace does (for the React pages), and TypeScript
      // would fall back to their JSX namespace: an empty type root hides them.
      return { tsc: (await ctx.exec('tsc', ['--noEmit', '--typeRoots', './no-types'])).output };
    },
  },
};
