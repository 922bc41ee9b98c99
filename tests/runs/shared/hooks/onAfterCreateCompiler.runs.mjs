/** Runs of docs/{en,zh}/shared/hooks/onAfterCreateCompiler.mdx: `rsbuild dev`, then one save of src/index.ts. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onAfterCreateCompiler: {
    files: hello,
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/ready\s+built in/);
      ctx.write('src/index.ts', `${ctx.read('src/index.ts')}// saved\n`);
      await server.waitFor(/changed:[\s\S]*ready\s+built in/);
      return { log: ctx.between(server.output(), /^\[web\] changed/, /^ready/) };
    },
  },
};
