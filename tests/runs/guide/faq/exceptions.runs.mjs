/**
 * Runs of docs/{en,zh}/guide/faq/exceptions.md: each error the page shows, produced by a small project that
 * makes it. Browser errors come from Chromium, printed as its console prints an uncaught error. Ports are
 * picked free at run time and shown as the page's 3304 and 3305.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_DIR } from '../../../../scripts/check-docs/runs/context.mjs';
import { cssFollowOnError } from '../../support/css-errors.mjs';
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

/**
 * Outside /tmp/rsbuild-docs-runs, so that the shared `node_modules` there is not a parent folder: a package
 * that is missing here stays missing, as in the reader's project. Shown as the run's own folders.
 */
const ISOLATED_DIR = '/tmp/rsbuild-docs-isolated';

/** A fresh folder for `ctx`'s scenario outside the shared `node_modules`, removed with `fs.rmSync` by the caller. */
function isolatedHome(ctx) {
  const home = path.join(ISOLATED_DIR, `faq-${path.basename(path.dirname(ctx.dir))}`);
  fs.rmSync(home, { recursive: true, force: true });
  fs.mkdirSync(home, { recursive: true });
  return home;
}

/** Hard links (or a copy) of a package of the shared `node_modules` into `modules`. */
function copyPackage(name, modules) {
  const to = path.join(modules, name);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    execFileSync('cp', ['-al', path.join(MODULES_DIR, name), to]);
  } catch {
    fs.cpSync(path.join(MODULES_DIR, name), to, { recursive: true });
  }
}

/** The error block of a build that names `pattern`: its `File:` line up to the line before the next blank line. */
function errorBlock(output, pattern) {
  const lines = output.split('\n');
  const at = lines.findIndex((line) => pattern.test(line));
  if (at < 0) throw new Error(`no line matches ${pattern} in:\n${output}`);
  let start = at;
  while (start > 0 && !lines[start].startsWith('File: ')) start--;
  let end = at;
  while (end + 1 < lines.length && lines[end + 1].trim() !== '') end++;
  return lines.slice(start, end + 1).join('\n');
}

/** Throws unless the build printed `ready   built in`: a fix the page shows must build. */
function mustBuild(build) {
  if (!/^ready\s+built in/m.test(build.output) || /^error/m.test(build.output)) throw new Error(`the build failed:\n${build.output}`);
  return build;
}

/** What `grep -o -e <word> ...` prints for the built JavaScript: each word found, in order, one a line. */
async function grepBundle(ctx, words) {
  const result = await ctx.exec('sh', ['-c', `grep -o ${words.map((word) => `-e ${word}`).join(' ')} dist/static/js/*.js`]);
  return result.stdout;
}

/** A package in the project's node_modules, from `files` ({ 'index.js': '...' }) and its package.json fields. */
function fakePackage(name, fields, files) {
  const out = { [`node_modules/${name}/package.json`]: `${JSON.stringify({ name, version: '1.0.0', ...fields }, null, 2)}\n` };
  for (const [file, text] of Object.entries(files)) out[`node_modules/${name}/${file}`] = text;
  return out;
}

const uiKitChart = "const palette = ['#0b7285', '#e67700', '#5f3dc4'];\n\nexport class Chart {\n  constructor(canvas) {\n    this.context = canvas.getContext('2d');\n  }\n  draw(values) {\n    values.forEach((value, index) => {\n      this.context.fillStyle = palette[index % palette.length];\n      this.context.fillRect(index * 20, 100 - value, 16, value);\n    });\n  }\n}\n\ndocument.documentElement.dataset.charts = 'on';\n";
const uiKitButton = "export function Button(label) {\n  const button = document.createElement('button');\n  button.textContent = label;\n  return button;\n}\n";

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
  // A package written for Node.js (Buffer), in the browser.
  buffer: {
    files: { 'node_modules/legacy-encoder/package.json': `${JSON.stringify({ name: 'legacy-encoder', version: '1.0.0', main: 'index.js' }, null, 2)}\n` },
    async run(ctx) {
      await ctx.rsbuild('build');
      const server = await previewServer(ctx);
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
  'export-missing': {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /Rsbuild v/, /Rspack build failed/) };
    },
  },
  'export-type': {
    files: {
      'src/types.ts': "export type Status = 'active' | 'archived';\n",
      'src/index.ts': "export { Status } from './types';\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /× ESModulesLinkingError/, /╰────/) };
    },
  },
  'exports-warn': {
    extends: 'export-type',
    async run(ctx) {
      const build = mustBuild(await ctx.rsbuild('build'));
      return { build: ctx.between(build.output, /⚠ ESModulesLinkingWarning/, /╰────/) };
    },
  },
  'md-loader': {
    files: {
      'src/notes.md': '# Release notes\n\nFaster builds.\n',
      'src/index.js': "import notes from './notes.md';\n\ndocument.body.innerHTML = notes;\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /Build errors?:/, /You may need an additional loader/) };
    },
  },
  'md-source': {
    extends: 'md-loader',
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      return { bundle: (await ctx.exec('sh', ['-c', 'grep -o \'innerHTML="[^"]*"\' dist/static/js/*.js'])).stdout };
    },
  },
  'postcss-plugin': {
    files: {
      // A plugin compiled from TypeScript: `require()` returns `{ default: plugin }`.
      ...fakePackage('postcss-px-to-rem', { main: 'index.js' }, {
        'index.js': "'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\n\nconst pxToRem = () => ({\n  postcssPlugin: 'postcss-px-to-rem',\n  Declaration(decl) {\n    decl.value = decl.value.replace(/(\\d+)px/g, (_, px) => `${px / 16}rem`);\n  },\n});\npxToRem.postcss = true;\n\nexports.default = pxToRem;\n",
      }),
      'src/index.css': 'body {\n  padding: 16px;\n}\n',
      'src/index.js': "import './index.css';\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const block = errorBlock(build.output, /is not a PostCSS plugin/).split('\n');
      const cause = block.slice(0, block.findIndex((line) => /is not a PostCSS plugin/.test(line)) + 1).join('\n');
      return { build: `${cssFollowOnError(build.output)}\n\n${cause}` };
    },
  },
  'postcss-default': {
    extends: 'postcss-plugin',
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'core-js-v2': {
    files: {
      // A dependency compiled with Babel for core-js 2, which names its modules es6.*.
      ...fakePackage('legacy-date-picker', { main: 'index.js' }, {
        'index.js': "'use strict';\n\nrequire('core-js/modules/es6.array.find');\n\nexports.firstWeekday = function firstWeekday(dates) {\n  return dates.find((date) => date.getDay() !== 0 && date.getDay() !== 6);\n};\n",
      }),
      'src/index.js': "import { firstWeekday } from 'legacy-date-picker';\n\nconsole.log(firstWeekday([new Date()]));\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /Rsbuild v/, /Rspack build failed/) };
    },
  },
  'jsx-runtime': {
    files: {
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n});\n",
      'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { Badge } from 'ui-lib';\n\ncreateRoot(document.getElementById('root')).render(<Badge label=\"New\" />);\n",
    },
    async run(ctx) {
      return { build: await buildWithLinkedLib(ctx, (build) => ctx.between(build.output, /Rsbuild v/, /Rspack build failed/)) };
    },
  },
  'jsx-dedupe': {
    extends: 'jsx-runtime',
    async run(ctx) {
      return { build: await buildWithLinkedLib(ctx, (build) => ctx.grep(mustBuild(build).output, /^ready/)) };
    },
  },
  binding: {
    files: { 'src/index.js': "document.body.textContent = 'Hello';\n" },
    async run(ctx) {
      // A node_modules where npm left out the platform package @rspack/binding-linux-x64-gnu.
      const home = isolatedHome(ctx);
      const dir = path.join(home, 'my-app');
      try {
        fs.cpSync(path.join(ctx.dir, 'src'), path.join(dir, 'src'), { recursive: true });
        for (const name of ['@rsbuild/core', '@rspack/core', '@rspack/binding', '@rspack/lite-tapable']) copyPackage(name, path.join(dir, 'node_modules'));
        const build = await ctx.exec('node', ['node_modules/@rsbuild/core/bin/rsbuild.js', 'build'], { cwd: dir });
        if (build.code === 0) throw new Error(`the build did not fail:\n${build.output}`);
        return { build: ctx.between(build.output.split(dir).join(ctx.dir), /^Error: Cannot find module/, /^- .*@rspack\/core\/dist\/index\.js$/) };
      } finally {
        fs.rmSync(home, { recursive: true, force: true });
      }
    },
  },
  'relative-prefix': {
    files: { 'src/index.js': "document.querySelector('#root').textContent = `Page: ${location.pathname}`;\n" },
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      const server = await serveSpa(ctx);
      const script = ctx.files('dist/static/js').replace(/^dist\//, '');
      const answer = await ctx.request(`${server.url}/users/${script}`, { show: ['Content-Type', 'Content-Disposition'], body: false });
      return { console: await uncaughtErrors(ctx, `${server.url}/users/42`), answer: answer.text };
    },
  },
  'absolute-prefix': {
    extends: 'relative-prefix',
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      const server = await serveSpa(ctx);
      const { text, log } = await ctx.browser(`${server.url}/users/42`, (page) => page.waitForFunction(() => document.body.innerText.includes('Page:')));
      if (log.length) throw new Error(log.join('\n'));
      return { page: text };
    },
  },
  esnext: {
    files: {
      ...fakePackage('price-format', { type: 'module', main: 'index.js' }, {
        'index.js': "export function formatPrice(item) {\n  return `${item?.currency ?? 'EUR'} ${item.amount}`;\n}\n",
      }),
      'src/index.js': "import { formatPrice } from 'price-format';\n\ndocument.body.textContent = formatPrice({ amount: 12 });\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /plugin-check-syntax\] Find some syntax/, /^\s+3 \|/) };
    },
  },
  'esnext-include': {
    extends: 'esnext',
    async run(ctx) {
      const build = mustBuild(await ctx.rsbuild('build'));
      if (/\?\./.test(ctx.read(ctx.files('dist/static/js', { ignore: /\.map$/ })))) throw new Error('?. is still in the output');
      return { build: ctx.grep(build.output, /^ready/) };
    },
  },
  'shake-cjs': {
    files: fakePackage('ui-kit', { main: 'index.js' }, {
      'index.js': `${uiKitButton.replace('export function', 'function')}\n${uiKitChart.replace('export class', 'class')}\nmodule.exports = { Button, Chart };\n`,
    }),
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      return { grep: await grepBundle(ctx, ['createElement', 'fillRect', 'dataset.charts']) };
    },
  },
  'shake-esm': {
    files: fakePackage('ui-kit', { type: 'module', main: 'index.js' }, {
      'index.js': "export { Button } from './button.js';\nexport { Chart } from './chart.js';\n",
      'button.js': uiKitButton,
      'chart.js': uiKitChart,
    }),
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      return { grep: await grepBundle(ctx, ['createElement', 'fillRect', 'dataset.charts']) };
    },
  },
  'shake-side-effects': {
    extends: 'shake-esm',
    async run(ctx) {
      mustBuild(await ctx.rsbuild('build'));
      return { grep: await grepBundle(ctx, ['createElement', 'fillRect', 'dataset.charts']) };
    },
  },
};

/**
 * Builds with `ui-lib` linked into node_modules, as `npm link` leaves it: a symbolic link to a folder outside
 * the project (shown as `/home/user/ui-lib`) with no React of its own, only a peer dependency on it.
 */
async function buildWithLinkedLib(ctx, pick) {
  const home = isolatedHome(ctx);
  const lib = path.join(home, 'ui-lib');
  try {
    fs.mkdirSync(path.join(lib, 'src'), { recursive: true });
    fs.writeFileSync(path.join(lib, 'package.json'), '{\n  "name": "ui-lib",\n  "version": "1.0.0",\n  "main": "src/index.jsx",\n  "peerDependencies": {\n    "react": ">=17"\n  }\n}\n');
    fs.writeFileSync(path.join(lib, 'src/index.jsx'), 'export function Badge({ label }) {\n  return <span className="badge">{label}</span>;\n}\n');
    fs.mkdirSync(path.join(ctx.dir, 'node_modules'), { recursive: true });
    fs.symlinkSync(lib, path.join(ctx.dir, 'node_modules/ui-lib'));
    const build = await ctx.rsbuild('build');
    return pick({ ...build, output: build.output.split(lib).join(path.join(path.dirname(ctx.dir), 'ui-lib')) });
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
}

/** `serve -s dist`, as many static hosts answer: any path that is not a file gets index.html. */
async function serveSpa(ctx) {
  const port = await freePort();
  return ctx.start('serve', ['-s', 'dist', '-l', String(port)], { ready: /Accepting connections/ });
}
