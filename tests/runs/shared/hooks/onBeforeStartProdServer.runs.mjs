/** Runs of docs/{en,zh}/shared/hooks/onBeforeStartProdServer.mdx: a build without build-info.json, then `rsbuild preview`. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onBeforeStartProdServer: {
    files: hello,
    async run(ctx) {
      await ctx.rsbuild('build');
      const server = await ctx.previewServer();
      return { log: ctx.between(server.output(), /^previewing/, /Local:/) };
    },
  },
};
