/**
 * Runs of docs/{en,zh}/guide/advanced/browser-compatibility.mdx. The page's example imports query-string
 * 9.5.1, and its checks use es-check 9.8.1: neither is in the workspace, so only what needs no build of
 * the example runs here (the SWC options that `rsbuild inspect` shows).
 */
export default {
  polyfill: {
    async run(ctx) {
      await ctx.rsbuild('inspect');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      return { env: ctx.between(config, /^ {14}env: \{/, /^ {14}\}/) };
    },
  },
};
