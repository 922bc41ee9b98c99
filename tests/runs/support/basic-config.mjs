/**
 * Helpers of the runs of the basic guide pages (CLI, TypeScript, upgrade) and the configuration guide pages.
 */
import { freePort } from '../../../scripts/check-docs/runs/context.mjs';

export { freePort };

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
