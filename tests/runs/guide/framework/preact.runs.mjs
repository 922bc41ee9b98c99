/**
 * Runs of docs/{en,zh}/guide/framework/preact.mdx: the counter app's dev server and build, and the
 * reload Prefresh falls back to when the entry file changes (in Chromium). The compat section needs
 * react-error-boundary, which the 1.3 workspace does not have, and the plugin 1.5 failure needs that release.
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
      // The first build; a line about a busy port 3000 may come before it.
      return { dev: ctx.grep(dev.output(), /^(start|ready) /), build: build.output };
    },
  },
  prefresh: {
    extends: 'app',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
        // An edit to the entry file, which no module accepts.
        ctx.write('src/index.tsx', `${ctx.read('src/index.tsx')}\nconsole.log('entry edited');\n`);
        await page.waitForEvent('load');
        await page.waitForSelector('button');
      });
      return { console: ctx.between(log.join('\n'), /Forced reload/, /^Update propagation/).replace(/^console\.\w+: /, '') };
    },
  },
};
