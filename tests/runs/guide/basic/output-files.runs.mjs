/**
 * Runs of docs/{en,zh}/guide/basic/output-files.mdx: the sample app's build, then each option the page
 * changes. The image and the font are stand-ins of the sizes the page shows (`fakeBinary`); `src/chart.js`
 * is the module the page loads with `import()` but does not print.
 */
import { fakeBinary, freePort } from '../../../../scripts/check-docs/runs/context.mjs';

const chart = `export function showChart(root) {
  const chart = document.createElement('p');
  chart.textContent = 'Sales this week: 42';
  root.append(chart);
}
`;
/** The edit the page describes: new text in chart.js. */
const editChart = ({ read, write }) => write('src/chart.js', read('src/chart.js').replace('Sales this week', 'Sales this month'));
const table = (ctx, output) => ctx.between(output, /^File \(/);
const dotConfig = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;

export default {
  sample: {
    files: {
      'src/chart.js': chart,
      'src/assets/hero.png': fakeBinary('png', 31_100, 7),
      'src/assets/heading.woff2': fakeBinary('woff2', 44_900, 11),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const css = ctx.files('dist/static/css');
      return { build: build.output, tree: ctx.tree('dist'), html: ctx.read('dist/index.html'), css: ctx.read(css) };
    },
  },
  license: {
    files: { 'src/index.js': "import { drawChart } from './chart-lib.js';\n\ndrawChart(document.querySelector('#root'));\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      const files = ctx.files('dist/static/js');
      const js = files.split('\n').find((file) => file.endsWith('.js'));
      return { files, comment: ctx.read(js).split('\n')[0] };
    },
  },
  flat: {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { tree: ctx.tree('dist') };
    },
  },
  'write-to-disk': {
    extends: 'sample',
    async run(ctx) {
      const server = await ctx.devServer(['--port', String(await freePort())], { ready: /ready\s+built in/ });
      const files = ctx.files('dist');
      // The page says that a change writes hot update files next to them.
      editChart(ctx);
      await server.waitFor(/ready\s+built in[\s\S]*ready\s+built in/);
      for (let tries = 0; !/hot-update\.json/.test(ctx.files('dist')) && tries < 50; tries++) await ctx.sleep(100);
      if (!/^dist\/index\.\w+\.hot-update\.json$/m.test(ctx.files('dist'))) throw new Error(`no hot update file in dist/:\n${ctx.files('dist')}`);
      return { files };
    },
  },
  'dist-path': {
    extends: 'sample',
    async run(ctx) {
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  rename: {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('build');
      const before = ctx.files('dist/static/js').split('\n');
      editChart(ctx);
      await ctx.rsbuild('build');
      const after = ctx.files('dist/static/js').split('\n');
      const width = Math.max(...before.map((file) => file.length));
      return { renamed: before.map((file, i) => `${file.padEnd(width)}  →  ${after[i]}`).join('\n') };
    },
  },
  'no-hash': {
    extends: 'sample',
    async run(ctx) {
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'custom-names': {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { js: ctx.files('dist/static/js') };
    },
  },
  cdn: {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('build');
      const html = ctx.read('dist/index.html');
      return { html: /<script defer[^>]*><\/script><link[^>]*>/.exec(html)[0], css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'source-map': {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('build');
      const js = ctx.files('dist/static/js', { ignore: /\.map$/ }).split('\n').at(-1);
      return { files: ctx.files('dist/static'), comment: ctx.read(js).trim().split('\n').at(-1) };
    },
  },
  clean: {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('build');
      editChart(ctx);
      await ctx.rsbuild('build');
      return { js: ctx.files('dist/static/js') };
    },
  },
  'outside-root': {
    extends: 'sample',
    files: { 'rsbuild.config.ts': dotConfig(`{\n  output: {\n    distPath: { root: '../shared-public' },\n  },\n}`) },
    async run(ctx) {
      return { warnings: ctx.grep((await ctx.rsbuild('build')).output, /^warn/) };
    },
  },
  node: {
    exclusive: 'port 4000',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const server = await ctx.start('node', ['dist/index.js'], { ready: /Listening/ });
      const printed = server.output();
      await server.stop();
      return { build: build.output, start: printed };
    },
  },
  // The same bundle in a package with "type": "module" (as create-rsbuild's templates are): Node.js reads dist/index.js
  // as an ES module and stops at require(). The page's fix, the .cjs extension, then runs.
  'node-esm': {
    extends: 'node',
    exclusive: 'port 4000',
    async run(ctx) {
      const fixed = ctx.read('rsbuild.config.ts');
      ctx.write('package.json', `${JSON.stringify({ name: 'node-app', private: true, type: 'module' }, null, 2)}\n`);
      ctx.write('rsbuild.config.ts', fixed.replace(/\n\s*filename: \{ js: '\[name\]\.cjs' \},/, ''));
      if (ctx.read('rsbuild.config.ts') === fixed) throw new Error("the page's fix no longer sets filename.js to '[name].cjs'");
      await ctx.rsbuild('build');
      const failed = await ctx.exec('node', ['dist/index.js']);
      if (failed.code === 0) throw new Error('dist/index.js ran in a "type": "module" package: the page says it stops');
      ctx.write('rsbuild.config.ts', fixed);
      const build = await ctx.rsbuild('build');
      const server = await ctx.start('node', ['dist/index.cjs'], { ready: /Listening/ });
      const printed = server.output();
      await server.stop();
      return { error: ctx.grep(failed.output, /^(ReferenceError|This file is being treated)/), build: ctx.grep(build.output, /^dist\//), start: printed };
    },
  },
  inspect: {
    extends: 'sample',
    async run(ctx) {
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const keys = ['path', 'filename', 'chunkFilename', 'publicPath'];
      const lines = keys.map((key) => config.split('\n').find((line) => line.startsWith(`    ${key}: `)));
      return { output: ['  output: {', ...lines, '    // ...', '  },'].join('\n') };
    },
  },
};
