/**
 * Runs of docs/{en,zh}/plugins/list/plugin-react.mdx with @rsbuild/plugin-react 1.3.2 and React 19.1:
 * the counter app the page describes (src/App.tsx and the entry, which the page does not print), built
 * with each config the page shows. The profiler and `?raw` runs open the built page in Chromium; the
 * classic JSX runtime run opens the dev server's page, where React 19 warns about the old transform.
 */
import { counterApp, reloadAfterEdit } from '../../support/frameworks.mjs';
import { configPart, fileTable, inspected, previewInBrowser } from '../../support/plugins.mjs';

const app = {
  'src/App.tsx': counterApp('react'),
  'src/index.tsx': `import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
`,
};

/** A profiling build (REACT_PROFILE=true), then the page in the browser. */
async function profile(ctx) {
  const { build, log } = await previewInBrowser(ctx, { env: { REACT_PROFILE: 'true' } });
  return { build: fileTable(ctx, build), browser: log };
}

export default {
  sample: {
    files: app,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      await ctx.rsbuild('inspect');
      return { build: ctx.between(build.output, /^ready/), react: configPart(inspected(ctx), /^\s*react: \{/) };
    },
  },
  split: {
    files: app,
    run: async (ctx) => ({ build: fileTable(ctx, (await ctx.rsbuild('build')).output) }),
  },
  profiler: { files: app, run: profile },
  'profiler-alias': { files: app, run: profile },
  'raw-query': {
    files: app,
    run: async (ctx) => ({ browser: (await previewInBrowser(ctx)).log }),
  },
  'no-fast-refresh': {
    files: app,
    run: reloadAfterEdit,
  },
  classic: {
    files: {
      'src/index.tsx': `import React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(<App />);
`,
    },
    async run(ctx) {
      const server = await ctx.devServer();
      const { log } = await ctx.browser(server.url, async (page) => {
        // The app renders: the classic runtime works with React 19.
        await page.getByText('Clicked 0 times').waitFor();
      });
      await server.stop();
      // The production build has createElement calls and no jsx-runtime import.
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const js = ctx.read(ctx.files('dist/static/js').split('\n').find((file) => /index\.\w+\.js$/.test(file)));
      if (!js.includes('createElement(') || js.includes('jsx-runtime')) throw new Error(`unexpected output:\n${js}`);
      return { browser: ctx.grep(log.join('\n'), /outdated JSX transform/) };
    },
  },
};
