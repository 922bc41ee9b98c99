/**
 * Runs of docs/{en,zh}/guide/basic/web-workers.md: the page's workers built, served with `rsbuild preview`
 * and opened in Chromium, whose console and errors the page shows. The `src/index.ts` files that start
 * workers in ways the page describes but does not print (both workers at once, a plain string path, a
 * cross-origin asset prefix) are small stand-ins, as is `src/resize.worker.ts`.
 */
import net from 'node:net';

const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
/** The reader's port 3000 is free; another run may hold it here. */
const asOnPort3000 = (text) => text.replace(/(localhost|127\.0\.0\.1):\d+/g, '$1:3000');

/**
 * Waits until `lines` has `count` entries, up to 20 s: a worker's first message can take seconds when the check
 * runs many scenarios side by side. Missing lines then show as a difference from the page.
 */
async function until(page, lines, count = 1) {
  for (let tries = 0; lines.length < count && tries < 400; tries++) await page.waitForTimeout(50);
}

/**
 * Opens `url` and returns what its console shows: messages as they read, errors with their type
 * (`SecurityError: …`). The page is left and loaded again with these listeners on, so that nothing the
 * first load printed is missed or counted twice.
 */
async function consoleOf(ctx, url, count = 1) {
  const lines = [];
  await ctx.browser(url, async (page) => {
    await page.goto('about:blank');
    page.on('console', (message) => lines.push(message.text()));
    page.on('pageerror', (error) => lines.push(`${error.name}: ${error.message}`));
    await page.goto(url);
    await until(page, lines, count);
  });
  return lines.join('\n');
}

/** Builds, serves with `rsbuild preview` and returns what the page's console shows. */
async function browse(ctx, { previewArgs = [], env } = {}) {
  await ctx.rsbuild('build', { env });
  const preview = await ctx.previewServer(previewArgs);
  return consoleOf(ctx, preview.url);
}

/** A port nobody listens on now, for a server the build must know the address of beforehand. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default {
  worker: {
    async run(ctx) {
      const log = await browse(ctx);
      // The page says the built code starts a classic worker.
      const js = ctx.read(ctx.files('dist/static/js').split('\n').find((file) => /js\/index\.\w+\.js$/.test(file)));
      if (!js.includes('type:void 0')) throw new Error(`no \`type: undefined\` in the built new Worker() call:\n${js}`);
      return { log };
    },
  },
  chunks: {
    files: {
      'src/index.ts': `import type { SumRequest, SumResponse } from './messages';

const worker = new Worker(new URL('./sum.worker.ts', import.meta.url), {
  type: 'module',
});
worker.onmessage = (event: MessageEvent<SumResponse>) => {
  console.log('worker replied:', JSON.stringify(event.data));
};
const request: SumRequest = { numbers: [1, 2, 3, 4] };
worker.postMessage(request);

const shared = new SharedWorker(new URL('./counter.shared.ts', import.meta.url));
shared.port.onmessage = (event: MessageEvent<string>) => {
  console.log('shared worker says:', event.data);
};
`,
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /^File \(web\)/, /js\/index\.\w+\.js /) };
    },
  },
  named: {
    extends: 'worker',
    async run(ctx) {
      return { build: ctx.grep((await ctx.rsbuild('build')).output, /sum-worker/) };
    },
  },
  shared: {
    async run(ctx) {
      await ctx.rsbuild('build');
      const preview = await ctx.previewServer();
      const lines = [];
      await ctx.browser(preview.url, async (page, log) => {
        await until(page, log);
        lines.push(...log.map((line) => line.replace(/^console\.log: /, '')));
        // A second tab of the same page in the same browser session: one the first tab opens.
        // Listened for on the context before the tab opens: a listener added once the popup event arrived missed
        // the tab's first message on a busy machine.
        const second = [];
        page.context().on('console', (message) => {
          if (message.page() !== page) second.push(message.text());
        });
        const [tab] = await Promise.all([page.waitForEvent('popup'), page.evaluate((url) => void window.open(url), preview.url)]);
        await until(tab, second);
        lines.push(...second);
      });
      return { log: lines.join('\n') };
    },
  },
  variable: {
    async run(ctx) {
      return { log: asOnPort3000(await browse(ctx)) };
    },
  },
  'plain-string': {
    files: { 'src/index.ts': "new Worker('./sum.worker.ts');\n" },
    async run(ctx) {
      return { log: await browse(ctx) };
    },
  },
  'other-origin-fix': {
    extends: 'other-origin',
    async run(ctx) {
      // The page's `src/index.ts`, with the import the page asks for as its first line.
      ctx.write('src/index.ts', `import './cross-origin-worker';\n${ctx.read('src/index.ts')}`);
      const port = await freePort();
      const log = await browse(ctx, { previewArgs: ['--port', String(port)], env: { ASSET_PREFIX: `http://127.0.0.1:${port}/` } });
      // The worker script really came from the other origin.
      const html = ctx.read('dist/index.html');
      if (!html.includes(`http://127.0.0.1:${port}/static/js/index.`)) throw new Error(`the page does not load its scripts from 127.0.0.1:\n${html}`);
      return { log: asOnPort3000(log) };
    },
  },
  'worker-target': {
    files: { 'src/index.ts': 'self.onmessage = (event: MessageEvent<number>) => {\n  self.postMessage(event.data * 2);\n};\n' },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (ctx.exists('dist/index.html')) throw new Error('the page says no HTML page is written');
      return { build: build.output };
    },
  },
  'other-origin': {
    extends: 'worker',
    files: { 'rsbuild.config.ts': config('{\n  output: {\n    assetPrefix: process.env.ASSET_PREFIX,\n  },\n}') },
    async run(ctx) {
      // The page is on localhost; its scripts come from 127.0.0.1, the same server under another origin.
      const port = await freePort();
      const log = await browse(ctx, { previewArgs: ['--port', String(port)], env: { ASSET_PREFIX: `http://127.0.0.1:${port}/` } });
      return { log: asOnPort3000(log) };
    },
  },
};
