/**
 * Runs of docs/{en,zh}/shared/hooks/onExit.mdx: a good build, a failed one, then `rsbuild dev` stopped
 * with SIGINT (Ctrl+C) and with SIGTERM once its first compilation is done.
 */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };
// Waits for the first compilation (at most 60 s), then sends the signal, so the server never outlives the run.
const stopDev = (signal) =>
  `rsbuild dev > dev.log 2>&1 & pid=$!; i=0; until grep -q 'built in' dev.log || [ $i -ge 600 ]; do sleep 0.1; i=$((i+1)); done; kill -${signal} $pid; wait $pid`;

export default {
  onExit: {
    files: hello,
    async run(ctx) {
      await ctx.rsbuild('build');
      const source = ctx.read('src/index.ts');
      ctx.write('src/index.ts', `${source}const broken = ;\n`);
      await ctx.rsbuild('build');
      ctx.write('src/index.ts', source);
      await ctx.exec('sh', ['-c', stopDev('INT')]);
      await ctx.exec('sh', ['-c', stopDev('TERM')]);
      return { log: ctx.read('rsbuild-exit.log') };
    },
  },
};
