/**
 * Runs of docs/{en,zh}/guide/advanced/ssr.mdx: the React app and the Express server of the page, in
 * development (`npm run dev` is `node server.mjs`) and in production (`rsbuild build`, then
 * `NODE_ENV=production node server.mjs`), on the ports the page names. `print-page.mjs` calls the page's
 * `renderPage('/')`; the troubleshooting runs change `package.json` and `server.mjs` as the page describes.
 */

import fs from 'node:fs';
import path from 'node:path';

/**
 * The page's servers listen on fixed ports (3262, 3263): scenarios that start one are `exclusive` on them
 * (the check runs no two at once), and stop their server before they end.
 */
const FIXED_PORTS = 'ports 3262 and 3263';

/** The body of an HTML answer, `<body>…</body>`. */
const body = (html) => /<body>.*<\/body>/s.exec(html)?.[0] ?? html;

/** The production server started as `npm start` starts it. */
const startProd = (ctx) => ctx.start('node', ['server.mjs'], { env: { NODE_ENV: 'production', PORT: '3263' }, ready: /listening on/ });

export default {
  app: {
    files: {
      'print-page.mjs': "import { renderPage } from './render-page.mjs';\n\nconsole.log(renderPage('/'));\n",
    },
    async run() {
      return {};
    },
  },
  dev: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      const server = await ctx.start('node', ['server.mjs'], { env: { PORT: '3262' }, ready: /\(node\)/ });
      const started = server.output();
      const base = server.url.replace(/\/$/, '');
      const html = (await ctx.request(`${base}/`)).body;
      // As curl asks: with `Accept: */*`, which Rsbuild's HTML fallback answers.
      const about = (await ctx.request(`${base}/about`, { headers: { Accept: '*/*' } })).body;
      // Hydration: the console of a fresh page, after a click that only works once React is attached.
      const { log } = await ctx.browser(`${base}/`, async (page) => {
        await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked 0 times');
        await page.waitForTimeout(500);
        await page.click('button');
        await page.waitForFunction(() => document.querySelector('button').textContent === 'Clicked 1 times');
      });
      // The edit the page describes: a new heading, then the next request.
      const before = server.output().length;
      // Saved in one step (a new file renamed over the old one), so the watcher never sees a half-written file.
      const edited = ctx.read('src/App.tsx').replace('Rendered on the server', 'Rendered on the server, edited');
      fs.writeFileSync(path.join(ctx.dir, '.App.tsx.saving'), edited);
      fs.renameSync(path.join(ctx.dir, '.App.tsx.saving'), path.join(ctx.dir, 'src/App.tsx'));
      await server.waitFor(/building src\/App\.tsx[\s\S]*\(node\)/);
      const next = (await ctx.request(`${base}/`)).body;
      if (!next.includes('<h1>Rendered on the server, edited</h1>')) throw new Error(`the request after the edit did not return the new heading:\n${next}`);
      // The first rebuild after the save, from its `building` line to the `node` environment's `ready` line.
      const rebuild = ctx.between(server.output().slice(before), /building/, /\(node\)/);
      await server.stop();
      return { start: started, html, console: log.join('\n'), rebuild, about: body(about) };
    },
  },
  middleware: {
    extends: 'app',
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/\(node\)/);
      return { body: body((await ctx.request(server.url)).body) };
    },
  },
  prod: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const server = await startProd(ctx);
      const base = 'http://localhost:3263';
      const html = (await ctx.request(`${base}/`)).body;
      const js = ctx.files('dist/static/js').split('\n').find((file) => /\/index\.\w+\.js$/.test(file)).replace('dist', '');
      const statuses = [];
      for (const url of [js, '/server/index.js', '/manifest.json', '/index.html']) statuses.push(`${(await ctx.request(`${base}${url}`)).status} ${url}`);
      const page = await ctx.exec('node', ['print-page.mjs']);
      const started = server.output();
      await server.stop();
      return {
        build: build.output,
        tree: ctx.tree('dist'),
        start: started,
        html,
        statuses: statuses.join('\n'),
        manifest: ctx.read('dist/manifest.json'),
        'render-page': page.output,
      };
    },
  },
  'type-module': {
    extends: 'app',
    async run(ctx) {
      ctx.write('package.json', JSON.stringify({ type: 'module', ...JSON.parse(ctx.read('package.json')) }, null, 2));
      await ctx.rsbuild('build');
      const start = await ctx.exec('node', ['server.mjs'], { env: { NODE_ENV: 'production', PORT: '3263' } });
      return { error: ctx.between(start.output, /^ReferenceError/, /^This file/) };
    },
  },
  cjs: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      ctx.write('package.json', JSON.stringify({ type: 'module', ...JSON.parse(ctx.read('package.json')) }, null, 2));
      ctx.write('server.mjs', ctx.read('server.mjs').replace("'./dist/server/index.js'", "'./dist/server/index.cjs'"));
      await ctx.rsbuild('build');
      const server = await startProd(ctx);
      const html = (await ctx.request('http://localhost:3263/')).body;
      await server.stop();
      if (!html.includes('<h1>Rendered on the server</h1>')) throw new Error(`the server did not render the page:\n${html}`);
      return { tree: ctx.tree('dist/server') };
    },
  },
  'no-load-env': {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      ctx.write('server.mjs', ctx.read('server.mjs').replace(/\n.*\n\s*loadEnv: .*\n/, '\n'));
      if (ctx.read('server.mjs').includes('loadEnv')) throw new Error('could not remove loadEnv from server.mjs');
      const server = await ctx.start('node', ['server.mjs'], { env: { PORT: '3262' }, ready: /\(node\)/ });
      const answer = await ctx.request(server.url);
      await server.waitFor(/^\s+at /m);
      const printed = server.output();
      await server.stop();
      if (answer.status !== 500) throw new Error(`the request answered ${answer.status}, not 500`);
      return { error: ctx.between(printed, /^TypeError/, /^\s+at App/) };
    },
  },
};
