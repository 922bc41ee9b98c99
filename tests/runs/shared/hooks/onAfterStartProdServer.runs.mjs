/** Runs of docs/{en,zh}/shared/hooks/onAfterStartProdServer.mdx: a build, then `rsbuild preview`. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onAfterStartProdServer: {
    files: hello,
    async run(ctx) {
      await ctx.rsbuild('build');
      const server = await ctx.previewServer();
      return { log: ctx.between(server.output(), /^200 /, /Local:/) };
    },
  },
};
