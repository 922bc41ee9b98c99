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

export default {
  urls: {
    files: app,
    async run(ctx) {
      return { dev: (await dev(ctx)).output };
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
      const { output } = await dev(ctx, 8080);
      // The page says that the machine's network address refuses connections now.
      const address = Object.values(os.networkInterfaces()).flat().find((net) => net.family === 'IPv4' && !net.internal)?.address;
      if (address) {
        const port = /localhost:(\d+)/.exec(output)[1];
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
