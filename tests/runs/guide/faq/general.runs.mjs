/**
 * Runs of docs/{en,zh}/guide/faq/general.md: the version line of the CLI (the runs use Node.js 20.20.2 on
 * Linux, as the docs CI does).
 */
export default {
  version: {
    async run(ctx) {
      return { version: (await ctx.rsbuild('--version')).output };
    },
  },
};
