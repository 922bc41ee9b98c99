/** Runs of docs/{en,zh}/shared/hooks/onBeforeCreateCompiler.mdx. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onBeforeCreateCompiler: {
    files: hello,
    run: async (ctx) => ({ log: ctx.grep((await ctx.rsbuild('build')).output, /: target=/) }),
  },
};
