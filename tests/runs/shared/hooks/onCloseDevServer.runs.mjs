/**
 * Runs of docs/{en,zh}/shared/hooks/onCloseDevServer.mdx: `rsbuild dev` restarted by an edit of the
 * config, first with the page's plugin minus its onCloseDevServer callback, then as the page shows it.
 * One scenario, so that the two mock backends never ask for port 3379 at the same time.
 */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };

/** Starts `rsbuild dev`, edits the config, and returns the log from the restart message to `until`. */
async function restart(ctx, until) {
  const server = await ctx.devServer();
  await server.waitFor(/ready\s+built in/);
  ctx.write('rsbuild.config.ts', `${ctx.read('rsbuild.config.ts')}// edited\n`);
  await server.waitFor(until);
  const log = ctx.between(server.output(), /restarting server/, until);
  await server.stop();
  return log;
}

export default {
  'mock-backend': {
    files: hello,
    async run(ctx) {
      const config = ctx.read('rsbuild.config.ts');
      const callback = /\n\n    api\.onCloseDevServer\([\s\S]*?\n    \}\);/;
      if (!callback.test(config)) throw new Error('the onCloseDevServer callback is not in the config');
      ctx.write('rsbuild.config.ts', config.replace(callback, ''));
      const without = await restart(ctx, /EADDRINUSE.*/);
      ctx.write('rsbuild.config.ts', config);
      const withCallback = await restart(ctx, /mock backend on port \d+ closed/);
      return { without, with: withCallback };
    },
  },
};
