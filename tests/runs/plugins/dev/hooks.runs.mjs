/**
 * Runs of docs/{en,zh}/plugins/dev/hooks.mdx: the hook-logging plugin under `rsbuild dev`, `build` and
 * `preview`, then each hook's example plugin in a one-entry project. (The hooks documented in
 * docs/<lang>/shared/hooks/ have their runs in tests/runs/shared/hooks/.)
 */
const hello = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };
const build = async (ctx, env) => (await ctx.rsbuild('build', { env })).output;
/** The page's config with `environments` added, as the page describes in words. */
const withNodeEnvironment = (ctx, node = "{ output: { target: 'node' } }") =>
  ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(/\n\}\);\s*$/, `\n  environments: {\n    web: {},\n    node: ${node},\n  },\n});\n`));
const hookLines = (text) => text.split('\n').filter((line) => line.startsWith('[hooks]'));
/** A server's log from the first hook line, without the note that appears when the default port is taken. */
const serverLog = (ctx, server) => ctx.between(server.output(), /^\[hooks\] 1 /).split('\n').filter((line) => !/^info\s+port \d+ is in use/.test(line)).join('\n');

export default {
  hooks: { files: hello, run: async () => ({}) },
  'hooks-dev': {
    extends: 'hooks',
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/\[hooks\] \d+ onDevCompileDone/);
      // Save src/index.ts once, after the watcher has settled (a save at once was sometimes seen twice).
      await ctx.sleep(500);
      ctx.write('src/index.ts', `${ctx.read('src/index.ts')}// saved\n`);
      await server.waitFor(/\[hooks\] \d+ onDevCompileDone[\s\S]*\[hooks\] \d+ onDevCompileDone/);
      await server.stop();
      return { log: serverLog(ctx, server) };
    },
  },
  'hooks-dev-sigint': {
    extends: 'hooks',
    async run(ctx) {
      // Ctrl+C: SIGINT once the first compilation is done.
      // (It waits 60 s at most, so that the server never outlives the run.)
      const script = 'rsbuild dev > dev.log 2>&1 & pid=$!; i=0; until grep -q onDevCompileDone dev.log || [ $i -ge 600 ]; do sleep 0.1; i=$((i+1)); done; kill -INT $pid; wait $pid';
      await ctx.exec('sh', ['-c', script]);
      return { log: hookLines(ctx.read('dev.log')).slice(-2).join('\n') };
    },
  },
  'hooks-build': {
    extends: 'hooks',
    run: async (ctx) => ({ log: ctx.between(await build(ctx), /^\[hooks\] 1 /) }),
  },
  'hooks-preview': {
    extends: 'hooks',
    async run(ctx) {
      await build(ctx);
      const server = await ctx.previewServer();
      await server.stop();
      return { log: serverLog(ctx, server) };
    },
  },
  'hooks-environments': {
    extends: 'hooks',
    async run(ctx) {
      withNodeEnvironment(ctx);
      const output = await build(ctx);
      // The environments compile at the same time, so the order of their lines changes from run to run:
      // the page shows the log without the step numbers, sorted by hook, then by environment.
      const order = ctx.read('rsbuild.config.ts').match(/'(modify|on)\w+'/g).map((name) => name.slice(1, -1));
      const entries = hookLines(output).map((line) => line.replace(/^\[hooks\] \d+ /, ''));
      const key = (entry) => order.indexOf(entry.split(' ')[0]);
      return { log: entries.sort((a, b) => key(a) - key(b) || (a < b ? -1 : a > b ? 1 : 0)).join('\n') };
    },
  },
  'config-hook-calls': {
    files: hello,
    async run(ctx) {
      const prints = async () => ctx.grep(await build(ctx), /^(modify\w+|\w+: output\.minify)/);
      const global = await prints();
      // The page's plugin moved from `plugins` into `environments.node.plugins`, as the page says.
      const config = ctx.read('rsbuild.config.ts');
      const nodeOnly = config
        .replace('  plugins: [pluginReadableServer()],\n', '')
        .replace("node: { output: { target: 'node' } },", "node: { output: { target: 'node' }, plugins: [pluginReadableServer()] },");
      ctx.write('rsbuild.config.ts', nodeOnly);
      const onlyNode = await prints();
      // What the prose says it tried: the same change made in modifyRsbuildConfig reaches web too.
      ctx.write('rsbuild.config.ts', nodeOnly.replace("console.log('modifyRsbuildConfig');", "console.log('modifyRsbuildConfig');\n      config.output ??= {};\n      config.output.minify = false;").replace('api.modifyRsbuildConfig(() => {', 'api.modifyRsbuildConfig((config) => {'));
      const leaked = await prints();
      if (!leaked.includes('web: output.minify = false')) throw new Error(`expected the change to reach web:\n${leaked}`);
      return { global, 'node-only': onlyNode };
    },
  },
  'callback-order': {
    files: hello,
    run: async (ctx) => ({ prints: ctx.grep(await build(ctx), /^plugin-(first|last)/) }),
  },
  'bundler-chain': {
    files: hello,
    async run(ctx) {
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      return { inspect: ctx.between(config, /config\.plugin\('ignore-moment-locales'\)/, /^ {4}\)/) };
    },
  },
  'no-cycles': {
    files: {
      'src/index.ts': "import { a } from './cycle/a';\n\nconsole.log(a());\n",
      'src/cycle/a.ts': "import { b } from './b';\n\nexport const a = () => `a${b()}`;\n",
      'src/cycle/b.ts': "import { a } from './a';\n\nexport const b = () => (Math.random() > 2 ? a() : 'b');\n",
    },
    run: async (ctx) => ({ error: ctx.between(await build(ctx), /^error/, /Rspack build failed/) }),
  },
  'html-tags': {
    files: hello,
    async run(ctx) {
      await build(ctx);
      return { html: ctx.read('dist/index.html') };
    },
  },
  'tag-names': {
    files: {
      ...hello,
      'rsbuild.config.ts': `import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';

const pluginShowScripts = (): RsbuildPlugin => ({
  name: 'plugin-show-scripts',
  setup(api) {
    api.modifyHTMLTags((tags) => {
      for (const tag of tags.headTags) if (tag.tag === 'script') console.log('modifyHTMLTags:', tag.attrs?.src);
      return tags;
    });
    api.modifyHTML((html) => {
      console.log('modifyHTML:    ', /src="([^"]+)"/.exec(html)?.[1]);
      return html;
    });
  },
});

export default defineConfig({ plugins: [pluginShowScripts()] });
`,
    },
    async run(ctx) {
      const printed = ctx.grep(await build(ctx), /^modifyHTML/);
      return { names: `${printed}\ndist/index.html: ${/src="([^"]+)"/.exec(ctx.read('dist/index.html'))[1]}` };
    },
  },
  'html-stamp': {
    files: hello,
    async run(ctx) {
      await build(ctx);
      return { html: /^[\s\S]*?<\/title>/.exec(ctx.read('dist/index.html'))[0] };
    },
  },
  'environment-timer': {
    files: hello,
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/web compiled[\s\S]*node compiled|node compiled[\s\S]*web compiled/);
      await ctx.sleep(500);
      ctx.write('src/index.ts', `${ctx.read('src/index.ts')}// saved\n`);
      await server.waitFor(/web recompiled[\s\S]*node recompiled|node recompiled[\s\S]*web recompiled/);
      await server.stop();
      // The two environments compile side by side and finish in either order: sort each build's lines by
      // their words, not their durations, so that `(node)` comes before `(web)` however long each took.
      const byWords = (a, b) => { const [x, y] = [a, b].map((line) => line.replace(/\d+(?:\.\d+)?/g, '#')); return x < y ? -1 : x > y ? 1 : 0; };
      const sortedPhases = ctx.between(server.output(), /^start {3}build started/)
        .split(/(?=^start {3})/m)
        .map((phase) => { const [head, ...rest] = phase.trimEnd().split('\n'); return [head, ...rest.sort(byWords)].join('\n'); });
      return { dev: sortedPhases.join('\n') };
    },
  },
  'size-budget': {
    files: {
      'src/index.ts': "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(createElement('h1', null, 'Hello'));\n",
    },
    run: async (ctx) => ({ build: ctx.grep(await build(ctx), /^ready|^\[web\]/) }),
  },
};
