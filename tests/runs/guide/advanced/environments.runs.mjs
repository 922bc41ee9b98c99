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
  // Building `web` alone cleans `dist`, the folder `node`'s `dist/server` sits in.
  'web-only': {
    extends: 'example',
    async run(ctx) {
      await ctx.rsbuild('build');
      await ctx.rsbuild('build --environment web');
      if (ctx.tree('dist').includes('server')) throw new Error('dist/server survived a web-only build: the page says it is deleted');
      return { tree: ctx.tree('dist') };
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
  order: {
    extends: 'example',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const config = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', config.replace("dependencies: ['web']", "dependencies: ['client']"));
      const unknown = ctx.between((await ctx.rsbuild('build')).output, /^error/, /not found/);
      ctx.write('rsbuild.config.ts', config);
      // Without `dependencies` the two compilations overlap (what the page says in words).
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(/\n\s+tools: \{[\s\S]*?\n      \},/, ''));
      if (ctx.read('rsbuild.config.ts').includes('dependencies')) throw new Error('could not remove dependencies');
      const parallel = ctx.grep((await ctx.rsbuild('build')).output, /^(start|done):/).split('\n');
      if (!parallel[0].startsWith('start') || !parallel[1].startsWith('start')) throw new Error(`without dependencies: ${parallel.join(', ')}`);
      return { build: ctx.grep(build.output, /^(start|done):/), unknown };
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
