/**
 * Runs of docs/{en,zh}/guide/framework/react.mdx: the counter app (dev server, build, Fast Refresh in
 * Chromium, the inspected split chunks), the same app with react-router (the site's own react-router 7,
 * since the 1.3 workspace has none), the plugin's `splitChunks` option, and the SVGR section: the rendered
 * markup, the browser error without the plugin, and `tsc` without the `?react` declaration. `src/star.svg`
 * stands for the reader's icon. `anonymous` edits the page's unnamed component in the browser (the entry's
 * import changed to a default import); `classic-runtime` opens the counter app built with the classic JSX
 * runtime (`import React from 'react'` added to both files) and keeps React's warning; `react-scan` requests
 * the HTML of the dev server and of the build.
 */
import { buildAndServe, firstBuild } from '../../support/frameworks.mjs';
import { anonymousComponentScenario } from '../../support/anonymous-component.mjs';

const star = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
  <path fill="currentColor" d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z"/>
</svg>
`;
/** The counter app with a router in front of it: what the page means by "with react-router added". */
const routerApp = `import { createBrowserRouter, RouterProvider } from 'react-router';

const router = createBrowserRouter([{ path: '/', element: <h1>Hello from React Router</h1> }]);

export function App() {
  return <RouterProvider router={router} />;
}
`;

export default {
  app: {
    run: (ctx) => buildAndServe(ctx),
  },
  'fast-refresh': {
    extends: 'app',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const before = dev.output().length;
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
        // The edit the page describes: a non-component export in App.tsx.
        ctx.write('src/App.tsx', `${ctx.read('src/App.tsx')}\nexport const title = 'x';\n`);
        await page.waitForEvent('load');
        await page.waitForSelector('button');
      });
      const reason = ctx.between(log.join('\n'), /Forced reload/, /^Update propagation/).replace(/^console\.\w+: /, '');
      return {
        console: reason,
        // The first rebuild: the watcher may see one save twice.
        rebuild: ctx.between(dev.output().slice(before), /^start\s+building/, /^ready /),
      };
    },
  },
  inspect: {
    extends: 'app',
    async run(ctx) {
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.between(ctx.read('dist/.rsbuild/rspack.config.web.mjs'), /^ {4}splitChunks: \{/, /^ {4}\}/);
      return { 'split-chunks': config.split('\n').map((line) => line.slice(4)).join('\n') };
    },
  },
  router: {
    files: { 'src/App.tsx': routerApp },
    async run(ctx) {
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  'split-router': {
    extends: 'router',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  'react-false': {
    extends: 'router',
    async run(ctx) {
      // The object the warning describes, written over the page's config.
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('pluginReact()', 'pluginReact({ splitChunks: { react: false } })'));
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  svgr: {
    files: { 'src/star.svg': star },
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      let html;
      await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('svg');
        html = await page.innerHTML('#root');
      });
      return { html };
    },
  },
  'no-svgr': {
    files: { 'src/star.svg': star },
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const { log } = await ctx.browser(dev.url, async (page, log) => {
        await page.waitForFunction(() => document.readyState === 'complete');
        for (let i = 0; i < 200 && !log.some((line) => line.startsWith('pageerror: ')); i++) await ctx.sleep(50);
      });
      return { error: log.find((line) => line.startsWith('pageerror: ')).replace('pageerror: ', '') };
    },
  },
  tsc: {
    // A project that has Rsbuild's asset declarations but not the `?react` one.
    files: { 'src/star.svg': star, 'src/env.d.ts': '/// <reference types="@rsbuild/core/types" />\n' },
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc', ['--noEmit'])).output };
    },
  },
  anonymous: anonymousComponentScenario('Hello from React'),
  'classic-runtime': {
    extends: 'app',
    async run(ctx) {
      for (const file of ['src/index.tsx', 'src/App.tsx']) ctx.write(file, `import React from 'react';\n${ctx.read(file)}`);
      const dev = await ctx.devServer([], { ready: firstBuild });
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
      });
      return { console: log.filter((line) => line.includes('outdated JSX transform')).map((line) => line.replace(/^console\.\w+: /, '')).join('\n') };
    },
  },
  'react-scan': {
    extends: 'app',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const html = (await ctx.request(dev.url)).body;
      await dev.stop();
      await ctx.rsbuild('build');
      if (ctx.read('dist/index.html').includes('react-scan')) throw new Error('the production HTML loads React Scan');
      return { head: /<head>[\s\S]*?<\/head>/.exec(html)[0].replace(/>(?=<(?!\/))/g, '>\n') };
    },
  },
};
