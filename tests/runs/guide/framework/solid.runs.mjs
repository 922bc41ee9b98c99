/**
 * Runs of docs/{en,zh}/guide/framework/solid.mdx: the counter app's dev server, build and rendered markup
 * (in Chromium), and `tsc` with a tsconfig.json that lacks `jsxImportSource`.
 */
/**
 * Wait for the first build, not only for the URLs: Rsbuild prints them before it listens, so another run
 * started right after could pick the same free port.
 */
const firstBuild = /ready\s+built in/;

export default {
  app: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const dev = await ctx.devServer([], { ready: firstBuild });
      let html;
      await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
        html = await page.innerHTML('#root');
      });
      // The first build; a line about a busy port 3000 may come before it.
      return { dev: ctx.grep(dev.output(), /^(start|ready) /), build: build.output, html };
    },
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
