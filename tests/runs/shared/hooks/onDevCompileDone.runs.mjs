/** Runs of docs/{en,zh}/shared/hooks/onDevCompileDone.mdx: `rsbuild dev`, one good save of src/index.ts, then one with a syntax error. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onDevCompileDone: {
    files: hello,
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/ready\s+built in/);
      const source = ctx.read('src/index.ts');
      ctx.write('src/index.ts', `${source}// saved\n`);
      await server.waitFor(/rebuild #1/);
      ctx.write('src/index.ts', `${source}const broken = ;\n`);
      await server.waitFor(/rebuild #2/);
      const log = ctx.between(server.output(), /^start\s+building/, /rebuild #2/);
      return { log: ctx.grep(log, /^(start|ready|error)\s|^rebuild #/) };
    },
  },
};
