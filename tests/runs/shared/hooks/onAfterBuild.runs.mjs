/** Runs of docs/{en,zh}/shared/hooks/onAfterBuild.mdx (shown on plugins/dev/hooks.mdx). */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onAfterBuild: {
    files: hello,
    run: async (ctx) => ({ log: ctx.between((await ctx.rsbuild('build')).output, /^File \(web\)/) }),
  },
};
