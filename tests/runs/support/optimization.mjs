/**
 * Servers for the runs of the optimization and migration guides (tests/runs/guide/optimization/,
 * tests/runs/guide/migration/). Rsbuild 1.3 prints its URL before the server listens, and runs start in
 * parallel: each server gets a free port of its own (`--port`); `ctx.devServer` and
 * `ctx.previewServer` already resolve once it accepts connections. `shownOutput(port)` is what the server printed with the port the reader gets without
 * `--port` (3000, or the page's `server.port`): the check ignores ports, the page shows the reader's.
 */
import { freePort, uncaughtErrors } from '../../../scripts/check-docs/runs/context.mjs';

export { freePort, uncaughtErrors };

const serve = (start) => async (ctx, args = [], options = {}) => {
  const port = await freePort();
  const server = await ctx[start](['--port', String(port), ...args], options);
  return { ...server, port, shownOutput: (shown = 3000) => server.output().replace(new RegExp(`:${port}\\b`, 'g'), `:${shown}`) };
};

/** `rsbuild dev` on a free port, once it listens. */
export const devServer = serve('devServer');
/** `rsbuild preview` on a free port, once it listens. */
export const previewServer = serve('previewServer');

/**
 * The page's config with some lines taken out, as the sections that show what goes wrong without them.
 * Throws when a line is not in the config, so a changed page cannot turn the run into a no-op.
 */
export const without = (config, ...lines) => lines.reduce((text, line) => {
  if (!text.includes(line)) throw new Error(`rsbuild.config.ts has no line ${line}`);
  return text.replace(line, '');
}, config);
