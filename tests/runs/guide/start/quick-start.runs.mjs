/**
 * Runs of docs/{en,zh}/guide/start/quick-start.mdx: the build of a small app with one module loaded by
 * `import()` (the page does not show its two files), and `rsbuild preview` before any build.
 */
const smallApp = {
  'src/index.js': `const root = document.querySelector('#root');
root.innerHTML = '<button>Show the message</button>';
root.querySelector('button').addEventListener('click', async () => {
  const { message } = await import('./message.js');
  root.append(message);
});
`,
  'src/message.js': "export const message = 'Hello from an async chunk';\n",
};

export default {
  build: {
    files: smallApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: build.output, tree: ctx.tree('dist') };
    },
  },
  'preview-without-build': {
    files: smallApp,
    async run(ctx) {
      const preview = await ctx.rsbuild('preview');
      // Up to the error; the stack trace under it points into Rsbuild's own code.
      return { preview: ctx.between(preview.output, /Rsbuild v/, /does not exist/) };
    },
  },
};
