/**
 * Runs of docs/{en,zh}/api/javascript-api/instance.mdx: each script on the page, run with Node in a
 * project whose only source file is `src/index.js`.
 */
const app = { 'src/index.js': "document.querySelector('#root').textContent = 'Hello from Rsbuild';\n" };
/** The two-environment config of the environment API page, which the plugins example loads. */
const twoEnvironments = `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  environments: {
    web: {},
    node: { output: { target: 'node' } },
  },
});
`;
const node = async (ctx, script) => (await ctx.exec('node', [script])).output;

export default {
  watch: {
    files: app,
    async run(ctx) {
      const script = await ctx.start('node', ['watch.mjs'], { ready: /onAfterBuild \{ isFirstCompile: true/ });
      // Give the watcher a moment to settle, as a reader does before saving.
      await ctx.sleep(300);
      ctx.write('src/index.js', ctx.read('src/index.js').replace('Hello', 'Hi'));
      await script.waitFor(/isFirstCompile: false/);
      return { output: script.output() };
    },
  },
  dev: { files: app, run: async (ctx) => ({ output: await node(ctx, 'dev.mjs') }) },
  preview: {
    files: app,
    async run(ctx) {
      const missing = await ctx.exec('node', ['-e', "import('@rsbuild/core').then(async ({ createRsbuild }) => { const r = await createRsbuild({ cwd: process.cwd() }); try { await r.preview(); } catch (e) { console.log(String(e)); } })"]);
      return { output: await node(ctx, 'preview.mjs'), missing: missing.output };
    },
  },
  compiler: { files: app, run: async (ctx) => ({ output: await node(ctx, 'compiler.mjs') }) },
  'init-configs': { files: app, run: async (ctx) => ({ output: await node(ctx, 'init-configs.mjs') }) },
  'init-then-build': { files: app, run: async (ctx) => ({ output: await node(ctx, 'init-then-build.mjs') }) },
  inspect: { files: app, run: async (ctx) => ({ output: await node(ctx, 'inspect.mjs') }) },
  'get-config': { files: app, run: async (ctx) => ({ output: await node(ctx, 'get-config.mjs') }) },
  'before-resolve': {
    files: app,
    async run(ctx) {
      const result = await ctx.exec('node', ['-e', "import('@rsbuild/core').then(async ({ createRsbuild }) => { const r = await createRsbuild({ cwd: process.cwd() }); try { r.getNormalizedConfig(); } catch (e) { console.log(e.message); } })"]);
      return { output: result.output };
    },
  },
  context: {
    files: app,
    async run(ctx) {
      // The page leaves out the build's log lines between the two objects.
      const output = await node(ctx, 'context.mjs');
      return { output: output.split('\n').filter((line) => !/^(ready|File|dist\/|\s+Total:|\s*$)/.test(line) || line === '').join('\n').replace(/\n{2,}/g, '\n') };
    },
  },
  plugins: { files: { ...app, 'rsbuild.config.mjs': twoEnvironments }, run: async (ctx) => ({ output: await node(ctx, 'plugins.mjs') }) },
  'hooks-build': { files: app, run: async (ctx) => ({ output: await node(ctx, 'hooks-build.mjs') }) },
};
