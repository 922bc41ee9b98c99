/**
 * Runs of docs/{en,zh}/guide/basic/wasm-assets.md: the page's `make-wasm.mjs` writes `src/add.wasm`, then each
 * way of loading it is built and opened in Chromium. `src/report.wasm` (a module that imports `env.log`) is
 * written here from its bytes, as a compiler would; `mime-server.mjs` is the test server the page mentions,
 * which sends `.wasm` files as `application/octet-stream`.
 */

/** (module (import "env" "log" (func (param i32))) (func (export "run") i32.const 42 call 0)) */
const reportWasm = Buffer.from('0061736d0100000001080260017f00600000020b0103656e76036c6f670000030201010707010372756e00010a08010600412a10000b', 'hex');
const mimeServer = `import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// Serves dist/ like a host without a MIME type for .wasm files.
const types = { '.html': 'text/html', '.js': 'text/javascript' };

http
  .createServer((req, res) => {
    const file = path.join('dist', req.url === '/' ? 'index.html' : req.url.split('?')[0]);
    if (req.url === '/favicon.ico') {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (!fs.existsSync(file)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  })
  .listen(0, 'localhost', function () {
    console.log(\`listening on http://localhost:\${this.address().port}/\`);
  });
`;
const tsconfig = `${JSON.stringify({ compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['src'] }, null, 2)}\n`;

/** `node make-wasm.mjs`, as the reader does first (in the projects that have it). */
const makeWasm = async (ctx) => (ctx.exists('make-wasm.mjs') ? ctx.exec('node', ['make-wasm.mjs']) : undefined);

/**
 * Builds, serves with `rsbuild preview` and returns what the page shows and logs in Chromium, once it
 * shows some text or, with `logs`, once it logged that many lines.
 */
async function inBrowser(ctx, { logs } = {}) {
  await makeWasm(ctx);
  const build = await ctx.rsbuild('build');
  const preview = await ctx.previewServer();
  const { log, text } = await ctx.browser(preview.url, async (page, lines) => {
    if (!logs) return void (await page.waitForFunction(() => document.body.innerText.trim() !== ''));
    for (let tries = 0; lines.length < logs && tries < 100; tries++) await page.waitForTimeout(50);
  });
  return { build: build.output, log, text: text.trim() };
}

/** Builds and opens the page from the test server that sends `.wasm` as `application/octet-stream`: its log and text. */
async function wrongMime(ctx) {
  await makeWasm(ctx);
  await ctx.rsbuild('build');
  const server = await ctx.start('node', ['mime-server.mjs'], { ready: /listening/ });
  // Errors as the console prints them, with their type (`TypeError: …`): leave the page, listen, load it again.
  const lines = [];
  const { text } = await ctx.browser(server.url, async (page) => {
    await page.goto('about:blank');
    page.on('console', (message) => lines.push(message.text()));
    page.on('pageerror', (error) => lines.push(`${error.name}: ${error.message}`));
    await page.goto(server.url);
    for (let tries = 0; !lines.length && tries < 100; tries++) await page.waitForTimeout(50);
    await page.waitForTimeout(200);
  });
  return { log: lines.join('\n'), text: text.trim() };
}

export default {
  make: {
    // The project's entry, which the page's later sections replace: `make-wasm.mjs` writes into `src/`.
    files: { 'src/index.ts': "document.body.append('Hello');\n" },
    async run(ctx) {
      return { make: (await makeWasm(ctx)).output };
    },
  },
  import: {
    extends: 'make',
    async run(ctx) {
      const { build, text, log } = await inBrowser(ctx);
      // The page says what the app shows, and that `rsbuild preview` sends the type WebAssembly needs.
      if (text !== '2 + 3 = 5') throw new Error(`the page shows: ${text}`);
      if (log.some((line) => /MIME/.test(line))) throw new Error(`the browser logged:
${log.join('\n')}`);
      return { build: ctx.between(build, /^File \(web\)/, /index\.\w+\.js /) };
    },
  },
  'no-types': {
    extends: 'import',
    files: { 'tsconfig.json': tsconfig },
    async run(ctx) {
      await makeWasm(ctx);
      return { tsc: (await ctx.exec('tsc')).output };
    },
  },
  inspect: {
    extends: 'import',
    async run(ctx) {
      await makeWasm(ctx);
      await ctx.rsbuild('inspect');
      const lines = ctx.read('dist/.rsbuild/rspack.config.web.mjs').split('\n');
      const experiments = lines.indexOf('  experiments: {');
      const end = lines.indexOf('  },', experiments);
      const wasmName = lines.find((line) => line.startsWith('    webassemblyModuleFilename:'));
      return { config: [...lines.slice(experiments, end + 1), '  output: {', '    // …', wasmName, '  },'].join('\n') };
    },
  },
  'env-import': {
    files: {
      'src/report.wasm': reportWasm,
      'src/index.ts': "import { run } from './report.wasm';\n\nrun();\n",
    },
    async run(ctx) {
      return { error: ctx.between((await ctx.rsbuild('build')).output, /^File: /, /Can't resolve 'env'/) };
    },
  },
  'new-url': {
    extends: 'make',
    async run(ctx) {
      const { text } = await inBrowser(ctx);
      return { text };
    },
  },
  'imports-object': {
    files: { 'src/report.wasm': reportWasm },
    async run(ctx) {
      const { log } = await inBrowser(ctx, { logs: 1 });
      return { log: log.map((line) => line.replace(/^console\.log: /, '')).join('\n') };
    },
  },
  folder: {
    extends: 'import',
    async run(ctx) {
      await makeWasm(ctx);
      return { build: ctx.grep((await ctx.rsbuild('build')).output, /\.wasm /) };
    },
  },
  'mime-new-url': {
    extends: 'new-url',
    files: { 'mime-server.mjs': mimeServer },
    async run(ctx) {
      const { log, text } = await wrongMime(ctx);
      // The page says nothing runs.
      if (text !== '') throw new Error(`the page shows: ${text}`);
      return { log };
    },
  },
  'mime-import': {
    extends: 'import',
    files: { 'mime-server.mjs': mimeServer },
    async run(ctx) {
      const { log, text } = await wrongMime(ctx);
      // The page says the app still works.
      if (text !== '2 + 3 = 5') throw new Error(`the page shows: ${text}`);
      return { log };
    },
  },
};
