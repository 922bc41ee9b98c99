/** Runs of docs/{en,zh}/shared/hooks/onCloseBuild.mdx. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onCloseBuild: {
    files: hello,
    run: async (ctx) => ({ log: ctx.between((await ctx.rsbuild('build')).output, /Total:/) }),
  },
};
