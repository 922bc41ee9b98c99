/** Runs of docs/{en,zh}/shared/hooks/onBeforeBuild.mdx: `rsbuild build` without PUBLIC_API_URL. */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

export default {
  onBeforeBuild: {
    files: hello,
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: { PUBLIC_API_URL: undefined } });
      if (build.code !== 1) throw new Error(`expected exit code 1, got ${build.code}`);
      return { log: ctx.grep(build.output, /^error/) };
    },
  },
};
