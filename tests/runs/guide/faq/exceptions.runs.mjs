/**
 * Runs of docs/{en,zh}/guide/faq/exceptions.md: each error the page shows, produced by a small project that
 * makes it. Browser errors come from Chromium, printed as its console prints an uncaught error. Ports are
 * picked free at run time and shown as the page's 3304 and 3305.
 */
import { devServer, freePort, previewServer, uncaughtErrors } from '../../support/debug-faq.mjs';

const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;

/** Another process holding a port: a plain TCP server, closed when the scenario ends. */
function holdPort(ctx, port) {
  return ctx.start('node', ['-e', `require('node:net').createServer().listen(${port}, () => console.log('holding'))`], { ready: /holding/ });
}

/** `count` small modules, all imported by `src/index.js`. */
function smallModules(count) {
  const files = {};
  let index = '';
  for (let i = 0; i < count; i++) {
    files[`src/m${i}.js`] = `export const value${i} = '${'x'.repeat(50)}';\n`;
    index += `import { value${i} } from './m${i}.js';\nconsole.log(value${i});\n`;
  }
  files['src/index.js'] = index;
  return files;
}

const pinPorts = (text, port) => text.replaceAll(String(port + 1), '3305').replaceAll(String(port), '3304');

export default {
  'not-found': {
    files: { 'src/index.js': "import { format } from 'date-fns';\n\ndocument.body.textContent = format(new Date(), 'yyyy-MM-dd');\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /Rsbuild v/, /Rspack build failed/) };
    },
  },
  builtin: {
    files: { 'src/index.js': "import path from 'path';\n\ndocument.body.textContent = path.join('a', 'b');\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /Rsbuild v/, /Rspack build failed/) };
    },
  },
  process: {
    files: { '.env': 'API_URL=https://api.example.com\n' },
    async run(ctx) {
      const server = await devServer(ctx);
      return { console: await uncaughtErrors(ctx, server.url) };
    },
  },
  require: {
    files: {
      'src/index.js': "import { ipcRenderer } from 'electron';\n\nipcRenderer.send('ready');\n",
      'rsbuild.config.ts': config("{\n  output: {\n    externals: { electron: 'commonjs electron' },\n  },\n}"),
    },
    async run(ctx) {
      await ctx.rsbuild('build');
      const js = ctx.read(ctx.files('dist/static/js'));
      const server = await previewServer(ctx);
      // The page says the bundle keeps the call: it must.
      if (!js.includes('require("electron")')) throw new Error(`no require("electron") in the bundle:\n${js}`);
      return { console: await uncaughtErrors(ctx, server.url) };
    },
  },
  mixed: {
    files: {
      'src/round.js': 'export const round = (n) => Math.round(n);\n',
      'src/index.js': "import { double } from './math.js';\n\ndocument.body.textContent = String(double(2));\n",
    },
    async run(ctx) {
      const server = await devServer(ctx);
      return { console: await uncaughtErrors(ctx, server.url) };
    },
  },
  'mixed-module': {
    files: {
      'src/round.js': 'export const round = (n) => Math.round(n);\n',
      'src/index.js': "import { double } from './math.js';\n\ndocument.body.textContent = String(double(2));\n",
      'src/math.js': "import { round } from './round.js';\n\nmodule.exports = { double: (n) => round(n * 2) };\n",
    },
    async run(ctx) {
      const server = await devServer(ctx);
      return { console: await uncaughtErrors(ctx, server.url) };
    },
  },
  'in-use': {
    files: { 'src/index.js': "document.body.textContent = 'Hello';\n" },
    async run(ctx) {
      const port = await freePort();
      await holdPort(ctx, port);
      const server = await ctx.devServer(['--port', String(port)]);
      await server.waitFor(/is in use/);
      return { dev: pinPorts(ctx.between(server.output(), /Rsbuild v/, /is in use/), port) };
    },
  },
  strict: {
    files: {
      'src/index.js': "document.body.textContent = 'Hello';\n",
      'rsbuild.config.ts': config('{\n  server: {\n    strictPort: true,\n  },\n}'),
    },
    async run(ctx) {
      const port = await freePort();
      await holdPort(ctx, port);
      const dev = await ctx.rsbuild(['dev', '--port', String(port)]);
      return { dev: pinPorts(ctx.between(dev.output, /Rsbuild v/, /is occupied/), port) };
    },
  },
  'out-of-memory': {
    files: {
      ...smallModules(300),
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginBabel } from '@rsbuild/plugin-babel';\n\nexport default defineConfig({\n  plugins: [pluginBabel()],\n});\n",
    },
    async run(ctx) {
      // Babel fills a 32 MB heap; the same project builds without Babel, or with a 40 MB heap.
      const build = await ctx.rsbuild('build', { env: { NODE_OPTIONS: '--max-old-space-size=32' } });
      return { crash: ctx.between(build.output, /<--- JS stacktrace --->/, /^ 1: /) };
    },
  },
  'require-esm': {
    files: {
      'src/index.js': "document.body.textContent = 'Hello';\n",
      // chalk 5 is published only as an ES module.
      'rsbuild.config.cjs': "const chalk = require('chalk');\n\nmodule.exports = {\n  html: { title: chalk.bold('My app') },\n};\n",
    },
    async run(ctx) {
      // Node.js 20.20 can require() an ES module; this flag restores the behavior of older releases.
      const build = await ctx.rsbuild('build --config-loader native', { env: { NODE_OPTIONS: '--no-experimental-require-module' } });
      return { build: ctx.between(build.output, /Rsbuild v/, /^Instead change/) };
    },
  },
  'typeless-package': {
    files: {
      'src/index.js': "document.body.textContent = 'Hello';\n",
      'package.json': '{\n  "name": "my-app",\n  "private": true\n}\n',
      'rsbuild.config.js': config('{}'),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The warning names the process id and the time the config was imported at: pinned to one value.
      const warning = ctx.between(build.output, /Warning: Module type/, /To eliminate this warning/)
        .replace(/^\(node:\d+\)/, '(node:4242)')
        .replace(/\?t=\d+/, '?t=1748856600000');
      if (!/^ready/m.test(build.output)) throw new Error(`the build did not go on:\n${build.output}`);
      return { warning };
    },
  },
  deploy: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { script: /<script defer[^>]*><\/script>/.exec(ctx.read('dist/index.html'))[0] };
    },
  },
  'sub-path': {
    extends: 'deploy',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { script: /<script defer[^>]*><\/script>/.exec(ctx.read('dist/index.html'))[0] };
    },
  },
};
