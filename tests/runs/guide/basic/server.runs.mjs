/**
 * Runs of docs/{en,zh}/guide/basic/server.mdx: `rsbuild dev` started with each config of the page and asked
 * what the page asks it with curl. The app (`src/index.js`, `src/about.js`) and `public/robots.txt` are small
 * stand-ins the page does not print, except in the proxy section, which shows its own `src/index.js`.
 *
 * Pinned so that the page stays the same from run to run:
 * - The page starts the servers with `--port 8080`. When another run holds that port, the server moves on
 *   and says so; the reader's port is free, so that line is dropped and the URLs show 8080 (the check
 *   ignores the port after `localhost`, not after a machine address).
 * - An HTTP answer's `Date` header is written as one fixed date, and `public/robots.txt` gets a fixed
 *   modification time, so `Last-Modified` and the `ETag` built from it are the same on every run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const app = {
  'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
  'public/robots.txt': 'User-agent: *\n',
};
const about = { 'src/about.js': "document.querySelector('#root').textContent = 'About us';\n" };
const SHOWN_HTTP_DATE = 'Mon, 02 Jun 2025 09:30:00 GMT';

/** `rsbuild dev --port <port>` (or without `--port`), once it has built: its whole log, as on a free port. */
async function dev(ctx, port) {
  // Wait for the first build; with several pages, the URLs are not on the `Local:` line.
  const server = await ctx.devServer(port ? ['--port', String(port)] : [], { ready: /ready\s+built in/ });
  const output = server
    .output()
    .replace(/^info {4}port \d+ is in use, using port \d+\.\n/m, '')
    .replace(/(https?:\/\/(?:localhost|\d+\.\d+\.\d+\.\d+)):\d+/g, `$1:${port ?? 3000}`);
  return { server, output };
}

/** An answer as `curl -i` shows it, with its `Date` header pinned. */
const curl = async (ctx, url, options) => (await ctx.request(url, options)).text.replace(/^(date): .*$/gim, `$1: ${SHOWN_HTTP_DATE}`);

/** A tiny server that holds a port, as another app would (or finds it already held). */
const holdPort = (ctx, port) =>
  ctx.start('node', ['-e', `require('node:net').createServer().on('error', () => console.log('held')).listen(${port}, () => console.log('held'))`], { ready: /held/ });

/** The text of the `/rsbuild-dev-server` page as a browser shows it: the heading, each environment and its files. */
function assetsReport(html) {
  const lines = [];
  for (const [, tag, text] of html.matchAll(/<(h1|h2|li)>(?:<a [^>]*>)?([^<]*)/g)) lines.push(tag === 'li' ? `  ${text}` : text);
  return lines.join('\n');
}

/**
 * `curl -s -o /dev/null -w "%{http_code} $path\n" -H "Accept: text/html"` for each path, as the page's loop
 * prints it.
 */
async function statuses(ctx, origin, paths) {
  const lines = [];
  for (const path of paths) lines.push(`${(await ctx.request(`${origin}${path}`, { headers: { Accept: 'text/html' } })).status} ${path}`);
  return lines.join('\n');
}

export default {
  urls: {
    files: app,
    async run(ctx) {
      const { server, output } = await dev(ctx);
      const report = await ctx.request(`${new URL(server.url).origin}/rsbuild-dev-server`);
      return { dev: output, assets: assetsReport(report.body) };
    },
  },
  'port-in-use': {
    files: app,
    async run(ctx) {
      await holdPort(ctx, 8080);
      const server = await ctx.devServer(['--port', '8080']);
      await server.waitFor(/ready\s+built in/);
      return { dev: server.output() };
    },
  },
  'strict-port': {
    files: app,
    async run(ctx) {
      await holdPort(ctx, 8080);
      const result = await ctx.rsbuild('dev');
      if (result.code !== 1) throw new Error(`rsbuild dev exited with ${result.code}, the page says 1`);
      // A stack trace into Rsbuild's own code follows the two lines.
      return { dev: ctx.grep(result.output, /^error/) };
    },
  },
  host: {
    files: app,
    async run(ctx) {
      const { server, output } = await dev(ctx, 8080);
      // The page says that the machine's network address refuses connections now.
      const address = Object.values(os.networkInterfaces()).flat().find((net) => net.family === 'IPv4' && !net.internal)?.address;
      if (address) {
        // The port the server really took: `output` shows 8080 even when another run held it and the server moved on,
        // and asking 8080 then reached that other run (ECONNRESET on a busy check).
        const port = /localhost:(\d+)/.exec(server.output())[1];
        const answer = await ctx.request(`http://${address}:${port}/`).then(() => 'an answer', (error) => error.code);
        if (answer !== 'ECONNREFUSED') throw new Error(`http://${address}:${port}/ gave ${answer}, the page says the connection is refused`);
      }
      return { dev: output };
    },
  },
  'own-cert': {
    files: app,
    async run(ctx) {
      fs.mkdirSync(path.join(ctx.dir, 'certs'));
      await ctx.exec('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '365', '-subj', '/CN=localhost', '-keyout', 'certs/dev.key', '-out', 'certs/dev.crt']);
      const { server, output } = await dev(ctx, 8080);
      const port = /localhost:(\d+)/.exec(server.url)[1];
      const commands = `curl -skI https://localhost:${port}/ | head -1; curl -sS http://localhost:${port}/`;
      const curlOutput = (await ctx.exec('sh', ['-c', commands])).output;
      return { dev: output, curl: curlOutput };
    },
  },
  proxy: {
    async run(ctx) {
      const backend = await ctx.start('node', ['server.mjs'], { ready: /API on/ });
      const { server } = await dev(ctx, 8080);
      const answer = await curl(ctx, `${server.url}api/users`);
      await backend.waitFor(/GET \/api\/users/);
      const logged = backend.output();
      // The page says the app renders the two names.
      const { text } = await ctx.browser(server.url, (page) => page.waitForSelector('li'));
      if (!text.includes('Ada') || !text.includes('Linus')) throw new Error(`the page shows:\n${text}`);
      return { curl: answer, backend: logged };
    },
  },
  headers: {
    files: app,
    async run(ctx) {
      const modified = new Date('2025-06-02T09:00:00Z');
      fs.utimesSync(path.join(ctx.dir, 'public/robots.txt'), modified, modified);
      const { server } = await dev(ctx, 8080);
      return { curl: await curl(ctx, `${server.url}robots.txt`, { method: 'HEAD' }) };
    },
  },
  isolation: {
    // The page shows rsbuild.config.ts, src/index.js and public/_headers.
    async run(ctx) {
      const wanted = ['Cross-Origin-Opener-Policy', 'Cross-Origin-Embedder-Policy'];
      /** The two headers as `curl -sI <url> | grep -i '^cross-origin'` prints them; fails when one is missing. */
      const isolationHeaders = async (url, server) => {
        const answer = await ctx.request(url, { method: 'HEAD', show: wanted });
        const lines = answer.text.split('\n').slice(1);
        for (const name of wanted) {
          if (!lines.some((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))) throw new Error(`${server} sent no ${name}:\n${answer.text}`);
        }
        return lines.join('\n');
      };
      /** What the entry logs in Chromium, checked against what the page itself reports. */
      const logged = async (url, isolated) => {
        const { log } = await ctx.browser(url, async (page) => {
          await page.waitForFunction(() => 'crossOriginIsolated' in self);
          const seen = await page.evaluate(() => [self.crossOriginIsolated, typeof SharedArrayBuffer]);
          const expected = isolated ? [true, 'function'] : [false, 'undefined'];
          if (JSON.stringify(seen) !== JSON.stringify(expected)) throw new Error(`${url}: crossOriginIsolated and typeof SharedArrayBuffer are ${seen}, the page says ${expected}`);
        });
        const shown = log.filter((line) => line.startsWith('console.log: ')).map((line) => line.slice('console.log: '.length));
        if (shown.length !== 2) throw new Error(`${url} logged:\n${log.join('\n')}`);
        return shown.join('\n');
      };

      const { server } = await dev(ctx, 8080);
      const devHeaders = await isolationHeaders(server.url, 'rsbuild dev');
      const devConsole = await logged(server.url, true);
      await server.stop();

      await ctx.rsbuild('build');
      const preview = await ctx.previewServer(['--port', String(new URL(server.url).port)]);
      const previewHeaders = await isolationHeaders(preview.url, 'rsbuild preview');
      const previewConsole = await logged(preview.url, true);
      if (previewConsole !== devConsole) throw new Error(`rsbuild preview logs\n${previewConsole}\nrsbuild dev logs\n${devConsole}`);
      await preview.stop();

      // The same dist/ from a static server that is not Rsbuild: no headers, no isolation.
      const other = await ctx.start('serve', ['dist', '--listen', String(new URL(server.url).port)], { ready: /Accepting connections/, env: { NO_UPDATE_CHECK: '1' } });
      const otherAnswer = await ctx.request(other.url, { method: 'HEAD' });
      if (/cross-origin-(opener|embedder)-policy/i.test(otherAnswer.text)) throw new Error(`serve sent the headers:\n${otherAnswer.text}`);
      const otherConsole = await logged(other.url, false);

      return { dev: devHeaders, preview: previewHeaders, console: devConsole, 'other-host': otherConsole, dist: ctx.files('dist') };
    },
  },
  public: {
    files: app,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The page says the copied file is not in the size table.
      if (build.output.includes('robots.txt')) throw new Error(`the size table lists robots.txt:\n${build.output}`);
      return { files: ctx.files('dist') };
    },
  },
  'page-routes': {
    files: { ...app, ...about },
    async run(ctx) {
      return { dev: (await dev(ctx, 8080)).output };
    },
  },
  'html-path': {
    files: { ...app, ...about },
    async run(ctx) {
      const { server, output } = await dev(ctx, 8080);
      const origin = new URL(server.url).origin;
      // The page says that the preview server answers the same way.
      const curl = await statuses(ctx, origin, ['/', '/html/', '/html/about', '/html/settings']);
      await server.stop();
      await ctx.rsbuild('build');
      const preview = await ctx.previewServer(['--port', String(new URL(server.url).port)], { ready: /index\s+https?:\/\/\S+/ });
      const previewed = await statuses(ctx, new URL(preview.url).origin, ['/', '/html/', '/html/about', '/html/settings']);
      if (previewed !== curl) throw new Error(`rsbuild preview answers\n${previewed}\nrsbuild dev answers\n${curl}`);
      return { dev: output, curl };
    },
  },
  'html-path-fallback': {
    files: { ...app, ...about },
    async run(ctx) {
      const { server } = await dev(ctx, 8080);
      const origin = new URL(server.url).origin;
      const curl = await statuses(ctx, origin, ['/', '/html/', '/html/about', '/html/settings']);
      // The fallback is the index page, not the about page.
      const page = await ctx.request(`${origin}/html/settings`, { headers: { Accept: 'text/html' } });
      if (!page.body.includes('/static/js/index.js')) throw new Error(`/html/settings is not the index page:\n${page.body}`);
      await server.stop();
      await ctx.rsbuild('build');
      const preview = await ctx.previewServer(['--port', String(new URL(server.url).port)], { ready: /index\s+https?:\/\/\S+/ });
      const previewed = await statuses(ctx, new URL(preview.url).origin, ['/', '/html/', '/html/about', '/html/settings']);
      if (previewed !== curl) throw new Error(`rsbuild preview answers\n${previewed}\nrsbuild dev answers\n${curl}`);
      return { curl };
    },
  },
  'plugin-middleware': {
    files: app,
    async run(ctx) {
      const { server } = await dev(ctx, 8080);
      const origin = new URL(server.url).origin;
      // As curl sends them.
      await ctx.request(`${origin}/`, { headers: { Accept: '*/*' } });
      await ctx.request(`${origin}/static/js/index.js`, { headers: { Accept: '*/*' } });
      await server.waitFor(/GET \/static\/js\/index\.js/);
      return { log: ctx.grep(server.output(), /^(GET|POST|HEAD) /) };
    },
  },
  express: {
    files: app,
    async run(ctx) {
      const { server } = await dev(ctx, 8080);
      const origin = new URL(server.url).origin;
      // The page says every other URL still returns the page.
      const page = await ctx.request(`${origin}/`);
      if (page.status !== 200 || !page.body.includes('<div id="root">')) throw new Error(`/ answered ${page.status}:\n${page.body}`);
      return { curl: (await ctx.request(`${origin}/api/users/42`)).body };
    },
  },
  devserver: {
    files: {
      ...app,
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  tools: {\n    rspack: {\n      devServer: { port: 9000 },\n    },\n  },\n});\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { warn: ctx.grep(build.output, /^warn/) };
    },
  },
  base: {
    files: app,
    async run(ctx) {
      return { dev: (await dev(ctx, 8080)).output };
    },
  },
  middleware: {
    files: app,
    async run(ctx) {
      const { server } = await dev(ctx, 8080);
      const origin = new URL(server.url).origin;
      return { curl: (await ctx.request(`${origin}/api/health`)).body };
    },
  },
};
