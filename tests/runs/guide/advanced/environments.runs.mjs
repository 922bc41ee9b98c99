/**
 * Runs of docs/{en,zh}/guide/advanced/environments.mdx: the web + node sample app, built, run, inspected
 * and served; then the config with the entry at the top level, and the plugin for one environment.
 */
export default {
  /** A project without `environments`: the size table names the one environment `web`. */
  default: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      return { header: ctx.grep((await ctx.rsbuild('build')).output, /^File \(/) };
    },
  },
  example: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const tree = ctx.tree('dist');
      const node = await ctx.exec('node', ['dist/server/server.js']);
      const one = await ctx.rsbuild('build --environment node');
      // The error is followed by a stack trace into Rsbuild's own code: the page shows the message.
      const unknown = ctx.between((await ctx.rsbuild('build --environment server')).output, /^error/, /\[rsbuild:config\]/);
      return { build: build.output, tree, node: node.output, one: one.output, unknown };
    },
  },
  inspect: {
    extends: 'example',
    async run(ctx) {
      const inspect = await ctx.rsbuild('inspect');
      // The start of the node config, then its output options the page talks about.
      const lines = ctx.read('dist/.rsbuild/rspack.config.node.mjs').split('\n');
      const start = lines.slice(0, lines.findIndex((line) => line.startsWith('  mode:')) + 1);
      const output = lines.slice(lines.indexOf('  output: {'));
      const pick = (key) => output.find((line) => line.startsWith(`    ${key}: `));
      const library = output.indexOf('    library: {');
      const config = [
        ...start,
        '  // …',
        '  output: {',
        ...['path', 'filename', 'chunkFilename', 'publicPath'].map(pick),
        ...output.slice(library, library + 3),
        '    // …',
        '  },',
      ];
      return { inspect: inspect.output, config: config.join('\n') };
    },
  },
  dev: {
    extends: 'example',
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/\(node\)/);
      await server.waitFor(/\(web\)/);
      // The port and the notice that 3000 was taken (by a run beside this one) are normalized by the check.
      return { dev: server.output() };
    },
  },
  merge: {
    extends: 'example',
    async run(ctx) {
      return { build: ctx.between((await ctx.rsbuild('build')).output, /^File \(node\)/, /Total:/) };
    },
  },
  plugin: {
    extends: 'example',
    async run(ctx) {
      // The plugin's line; it comes before or after the `ready` lines, as the compilers finish.
      return { build: ctx.grep((await ctx.rsbuild('build')).output, /my-report/) };
    },
  },
};
