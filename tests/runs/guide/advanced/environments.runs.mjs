import { configPart } from '../../support/plugins.mjs';

/**
 * Runs of docs/{en,zh}/guide/advanced/environments.mdx: the web + node sample app, built, run, inspected
 * and served; then the config with the entry at the top level, the plugin for one environment, and the plugins
 * that add an environment (modifyRsbuildConfig) or change one (modifyEnvironmentConfig).
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
  // A plugin adds `node` with modifyRsbuildConfig next to the user's `web`; then the same plugin in a
  // project without `environments`, where its `node` is left alone.
  'add-env': {
    extends: 'example',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0 || !/^File \(web\)/m.test(build.output) || !/^File \(node\)/m.test(build.output)) {
        throw new Error(`the build does not list both environments:\n${build.output}`);
      }
      const node = await ctx.exec('node', ['dist/server/server.js']);
      if (node.code !== 0) throw new Error(`the server bundle failed:\n${node.output}`);
      // The page says the added environment can be built alone.
      const one = await ctx.rsbuild('build --environment node');
      if (one.code !== 0 || !/^File \(node\)/m.test(one.output) || /^File \(web\)/m.test(one.output)) {
        throw new Error(`--environment node did not build the plugin's environment alone:\n${one.output}`);
      }
      // ... and inspected like one the user wrote.
      const inspect = await ctx.rsbuild('inspect');
      if (!inspect.output.includes('Rsbuild config (node)') || !ctx.exists('dist/.rsbuild/rsbuild.config.node.mjs')) {
        throw new Error(`inspect wrote no config for the plugin's environment:\n${inspect.output}`);
      }
      // The user's config without `environments`, its entry at the top level.
      const config = ctx.read('rsbuild.config.ts');
      const alone = config.replace(/\n  \/\/[^\n]*\n  environments: \{[\s\S]*?\n  \},\n/, '\n').replace(
        '  source: {\n    define:',
        "  source: {\n    entry: { index: './src/client.js' },\n    define:",
      );
      if (alone.includes('environments: {\n    web') || !alone.includes("source: {\n    entry: { index")) {
        throw new Error(`could not move the entry to the top level:\n${alone}`);
      }
      ctx.write('rsbuild.config.ts', alone);
      const without = await ctx.rsbuild('build');
      ctx.write('rsbuild.config.ts', config);
      if (/^File \(web\)/m.test(without.output) || !without.output.includes('dist/server/index.js')) {
        throw new Error(`without environments the plugin no longer leaves node alone:\n${without.output}`);
      }
      return {
        build: build.output,
        node: node.output,
        alone: ctx.between(without.output, /^File \(node\)/, /Total:/),
      };
    },
  },
  // A plugin changes `node` only with modifyEnvironmentConfig: its folder and file names, seen in the files
  // and in the config `rsbuild inspect` writes for each environment.
  'change-env': {
    extends: 'example',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const tree = ctx.tree('dist');
      // The page says `.cjs` runs as CommonJS in a package with "type": "module".
      ctx.write('package.json', '{ "type": "module" }\n');
      const server = await ctx.exec('node', ['dist/server/server.cjs']);
      if (server.code !== 0) throw new Error(`the server bundle failed:\n${server.output}`);
      await ctx.rsbuild('inspect');
      // From the environment's `output`: target, cleanDistPath, distPath (root, then js), assetPrefix, filename.
      const excerpt = (env) => {
        const lines = configPart(ctx.read(`dist/.rsbuild/rsbuild.config.${env}.mjs`), /^  output: \{/).split('\n');
        const filename = lines.findIndex((line) => line.startsWith('  filename: '));
        const last = lines[filename].endsWith('{') ? lines.indexOf('  },', filename) : filename;
        const root = lines.findIndex((line) => line.startsWith('    root: '));
        const js = lines.findIndex((line, i) => i > root && line.startsWith('    js: '));
        if (filename < 0 || last < 0 || root < 0 || js < 0) throw new Error(`unexpected output config of ${env}:\n${lines.join('\n')}`);
        const shown = [...lines.slice(0, root + 1), '    // …', ...lines.slice(js, last + 1)];
        return ['export default {', '  // …', ...shown.map((line) => `  ${line}`), '    // …', '  },'].join('\n');
      };
      const node = excerpt('node');
      const web = excerpt('web');
      if (!node.includes("root: 'dist/server'") || !node.includes("js: '[name].cjs'")) throw new Error(`node config unchanged:\n${node}`);
      if (!web.includes("root: 'dist',") || !web.includes('filename: {}')) throw new Error(`web config changed:\n${web}`);
      return { tree, server: server.output, node, web };
    },
  },
};
