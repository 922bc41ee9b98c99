/** Runs of docs/{en,zh}/shared/hooks/onBeforeStartDevServer.mdx: the mock endpoint of `rsbuild dev`, requested as `curl -i` does. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  'mock-user': {
    files: hello,
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/ready\s+built in/);
      // Date and connection headers vary from run to run: the page shows the ones the plugin sets.
      const answer = await ctx.request(new URL('/api/user', server.url).href, { show: ['Content-Type', 'Content-Length'] });
      return { curl: answer.text };
    },
  },
};
