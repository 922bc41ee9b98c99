/**
 * Helpers of the runs of the basic guide pages (CLI, TypeScript, upgrade) and the configuration guide pages.
 */
import net from 'node:net';

/**
 * A free port, picked at random above 20000, with the port after it free too. Rsbuild 1.3 prints its URL
 * before it listens, so two servers of parallel runs that both start on the default port can collide; the
 * runs pass this port with `--port` and show the port the page's reader gets (see `pinPort`).
 */
export async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const free = await Promise.all([port, port + 1].map((p) => new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false)).listen(p, () => probe.close(() => resolve(true)));
    })));
    if (free.every(Boolean)) return port;
  }
}

/** `text` with the run's port written as the port the reader gets (`3000` unless the page sets one). */
export const pinPort = (text, port, shown = 3000) => text.split(`:${port}`).join(`:${shown}`).split(` ${port}`).join(` ${shown}`);

/**
 * `rsbuild dev` (or `preview`) with `args`, on a free port, started and built.
 * @returns {Promise<{ server: any, url: string, output: () => string }>} `output()` shows the port as `shown`
 */
export async function server(ctx, command, args = [], { shown = 3000, ready = command === 'dev' ? /ready\s+built in/ : /Local:\s+http/, env } = {}) {
  const port = await freePort();
  const started = await ctx[command === 'dev' ? 'devServer' : 'previewServer'](['--port', String(port), ...args], { ready, env });
  return { server: started, url: started.url, output: () => pinPort(started.output(), port, shown) };
}

/** `rsbuild build` (and friends) that must fail (`code` 1) or succeed (`code` 0): its output. */
export async function expectCode(ctx, args, code, options) {
  const result = await ctx.rsbuild(args, options);
  if (result.code !== code) throw new Error(`rsbuild ${args} exited with ${result.code}, the page says ${code}:\n${result.output}`);
  return result.output;
}

/** Error output without the stack lines (`    at ...`) that follow an error in Rsbuild's own code. */
export const withoutStack = (text) => text.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n');
