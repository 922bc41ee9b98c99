/**
 * Runs of docs/{en,zh}/guide/optimization/build-performance.mdx: what Rsbuild prints with the persistent
 * cache and with lazy compilation, on a small generated React app (the page's timings come from larger
 * apps and are not compared: durations never are). The app's pages are loaded with `import()`, as the
 * lazy compilation section describes. `dev-browserslist` inspects the SWC targets that the page's
 * `.browserslistrc` gives in development and in production, for a one-line `src/index.js`.
 */
import { devServer } from '../../support/optimization.mjs';

/** A React app whose `count` page components, `src/components/Item<n>.tsx`, are loaded with `import()`. */
function lazyApp(count) {
  const files = {};
  let pages = '';
  for (let i = 0; i < count; i++) {
    files[`src/components/Item${i}.tsx`] = `export default function Item${i}() {\n  return <p>Item ${i}</p>;\n}\n`;
    pages += `  lazy(() => import('./components/Item${i}')),\n`;
  }
  files['src/App.tsx'] = `import { lazy, Suspense, useState } from 'react';

const pages = [
${pages}];

export function App() {
  const [index, setIndex] = useState(0);
  const Page = pages[index];
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <button onClick={() => setIndex((index + 1) % pages.length)}>Next</button>
      <Page />
    </Suspense>
  );
}
`;
  files['src/index.tsx'] = "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n";
  return files;
}

export default {
  cache: {
    files: lazyApp(20),
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      if (!ctx.exists('node_modules/.cache/rspack')) throw new Error('no cache in node_modules/.cache/rspack');
      return { ready: ctx.grep(output, /^ready/), start: ctx.between(output, /^info/, /^ready/) };
    },
  },
  lazy: {
    files: lazyApp(20),
    async run(ctx) {
      const server = await devServer(ctx);
      await server.waitFor(/ready\s+built in/);
      await ctx.browser(server.url, (page) => page.waitForSelector('text=Item 0'));
      await server.waitFor(/building src\/components\/Item0\.tsx\n[\s\S]*ready\s+built in/);
      return { log: server.shownOutput() };
    },
  },
  'dev-browserslist': {
    files: { 'src/index.js': "document.body.textContent = 'Hello';\n" },
    async run(ctx) {
      /** The `targets` list of the SWC loader in the inspected Rspack config, without its indentation. */
      const targets = () => {
        const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
        const swc = config.slice(config.indexOf("/* config.module.rule('js').use('swc') */"));
        const lines = ctx.between(swc, /^\s+targets: \[/, /^\s+\],?$/).split('\n');
        const indent = /^\s*/.exec(lines[0])[0].length;
        return lines.map((line) => line.slice(indent)).join('\n');
      };
      await ctx.rsbuild('inspect');
      const dev = targets();
      await ctx.exec('rm', ['-rf', 'dist']);
      await ctx.rsbuild('inspect --mode production', { env: { NODE_ENV: 'production' } });
      return { targets: `$ npx rsbuild inspect\n${dev}\n\n$ NODE_ENV=production npx rsbuild inspect --mode production\n${targets()}` };
    },
  },
};
