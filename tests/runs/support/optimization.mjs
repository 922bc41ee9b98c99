/**
 * Servers for the runs of the optimization and migration guides (tests/runs/guide/optimization/,
 * tests/runs/guide/migration/). Rsbuild 1.3 prints its URL before the server listens, and runs start in
 * parallel: each server gets a free port of its own (`--port`), and the helpers resolve once it accepts
 * connections. `shownOutput(port)` is what the server printed with the port the reader gets without
 * `--port` (3000, or the page's `server.port`): the check ignores ports, the page shows the reader's.
 */
import net from 'node:net';

/** A port that nothing listens on, picked at random above 20000 so parallel runs do not meet. */
export async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false)).listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Resolves once `localhost:<port>` accepts a connection (fails after `timeout` ms). */
export async function listening(port, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, 'localhost').once('connect', () => { socket.destroy(); resolve(true); }).once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing listens on localhost:${port} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const serve = (start) => async (ctx, args = [], options = {}) => {
  const port = await freePort();
  const server = await ctx[start](['--port', String(port), ...args], options);
  await listening(port);
  return { ...server, port, shownOutput: (shown = 3000) => server.output().replace(new RegExp(`:${port}\\b`, 'g'), `:${shown}`) };
};

/** `rsbuild dev` on a free port, once it listens. */
export const devServer = serve('devServer');
/** `rsbuild preview` on a free port, once it listens. */
export const previewServer = serve('previewServer');

/**
 * The uncaught errors of a page, as the browser console shows them (`Uncaught TypeError: ...`), each once:
 * React may throw the same render error twice, and the first load's error may come late.
 * @param {ReturnType<import('../../../scripts/check-docs/runs/context.mjs').createContext>} ctx
 * @param {string} url
 */
export async function uncaughtErrors(ctx, url) {
  const errors = new Set();
  await ctx.browser(url, async (page) => {
    page.on('pageerror', (error) => errors.add(`Uncaught ${error.name}: ${error.message}`));
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(300);
  });
  return [...errors].join('\n');
}
