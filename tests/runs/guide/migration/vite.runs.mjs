/**
 * Runs of docs/{en,zh}/guide/migration/vite.mdx: a small React app shaped like a Vite project (`src/main.tsx`,
 * an `@` alias, a `define` constant, a `.env` with a `VITE_` variable and a secret, pages loaded with
 * `import.meta.webpackContext`), with the page's package.json, rsbuild.config.ts, index.html and
 * src/env.d.ts. `npm run build` is `tsc -b && rsbuild build`: both run. Vite itself is not installed and
 * is never run.
 *
 * `manifest`, `ssr` and `plugin` are small projects of their own: a package with a `source` export condition,
 * a web and a node environment that read `import.meta.env.SSR`, and a Vite plugin rewritten as an Rsbuild
 * plugin (a Markdown transform, an HTML edit, a dev server middleware, a closing log line).
 */
import { devServer, previewServer, uncaughtErrors, without } from '../../support/optimization.mjs';

const viteApp = {
  'src/main.tsx': `import { createRoot } from 'react-dom/client';
import { App } from '@/App';
import './index.css';

createRoot(document.getElementById('root')!).render(<App />);
`,
  'src/App.tsx': `import { type ComponentType, lazy, Suspense } from 'react';

const pages = import.meta.webpackContext('./pages', {
  regExp: /\\.tsx$/,
  mode: 'lazy',
});
const Home = lazy(() => pages('./Home.tsx') as Promise<{ default: ComponentType }>);

export function App() {
  return (
    <main>
      <h1>Orders {__APP_VERSION__}</h1>
      <p>API: {import.meta.env.VITE_API_URL}</p>
      <p>Mode: {import.meta.env.MODE}</p>
      <p>Pages: {pages.keys().join(', ')}</p>
      <Suspense fallback={<p>Loading…</p>}>
        <Home />
      </Suspense>
    </main>
  );
}
`,
  'src/pages/Home.tsx': 'export default function Home() {\n  return <p>Open orders: 3</p>;\n}\n',
  'src/pages/About.tsx': 'export default function About() {\n  return <p>About the order desk</p>;\n}\n',
  'src/index.css': 'body {\n  margin: 0;\n  font-family: system-ui;\n}\n',
  'public/vite.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h10L5 10z" fill="#646cff"/></svg>\n',
  '.env': 'VITE_API_URL=/api/v2\nDB_PASSWORD=do-not-ship-4711\n',
  'tsconfig.json': `{
  "compilerOptions": {
    "target": "ES2020",
    "lib": ["ES2020", "DOM"],
    "module": "ESNext",
    "moduleResolution": "bundler",
    "jsx": "react-jsx",
    "strict": true,
    "noEmit": true,
    "skipLibCheck": true,
    "paths": { "@/*": ["./src/*"] }
  },
  "include": ["src"]
}
`,
};

export default {
  app: {
    files: viteApp,
    async run(ctx) {
      const tsc = await ctx.exec('tsc', ['-b']);
      if (tsc.code !== 0) throw new Error(`tsc -b failed:\n${tsc.output}`);
      const build = await ctx.rsbuild('build');
      const js = ctx.files('build/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
      if (js.includes('do-not-ship-4711')) throw new Error('DB_PASSWORD is in the built JavaScript');
      const preview = await previewServer(ctx);
      const root = await ctx.request(preview.url.replace(/\/orders\/?$/, '/'), { show: ['Location'], body: false });
      if (root.status !== 302 || root.headers.location !== '/orders/') throw new Error(`/ did not redirect to /orders/:\n${root.text}`);
      const { log, text } = await ctx.browser(preview.url, (page) => page.waitForSelector('text=Open orders'));
      for (const shown of ['Orders 1.4.2', 'API: /api/v2', 'Mode: production', 'Pages: ./Home.tsx, ./About.tsx']) if (!text.includes(shown)) throw new Error(`the page does not show ${shown}: ${text}`);
      if (log.some((line) => /error/i.test(line))) throw new Error(`errors in the console:\n${log.join('\n')}`);
      if ((await ctx.request(`${preview.url}vite.svg`)).status !== 200) throw new Error('no /orders/vite.svg');
      return { build: build.output, preview: preview.shownOutput(5173) };
    },
  },
  'no-env': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "const { publicVars } = loadEnv({ prefixes: ['VITE_'] });\n",
        '      ...publicVars,\n'));
      await ctx.rsbuild('build');
      const preview = await previewServer(ctx);
      return { error: await uncaughtErrors(ctx, preview.url) };
    },
  },
  glob: {
    extends: 'app',
    async run(ctx) {
      ctx.write('src/App.tsx', ctx.read('src/App.tsx').replace(/import\.meta\.webpackContext\([^)]*\)/, "import.meta.glob('./pages/*.tsx')"));
      const { output } = await ctx.rsbuild('build');
      return { warning: ctx.between(output, /^warn/, /╰────/) };
    },
  },
  'no-entry': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        '    // Vite found the entry through the <script> tag in index.html\n',
        "    entry: { index: './src/main.tsx' },\n"));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.grep(output, /Could not find any entry module/) };
    },
  },
  manifest: {
    files: {
      'src/index.js': "import { label } from 'ui-kit';\n\ndocument.body.textContent = label;\n",
      'node_modules/ui-kit/package.json': `${JSON.stringify({
        name: 'ui-kit',
        version: '1.0.0',
        exports: { '.': { source: './src/index.js', import: './dist/index.js', default: './dist/index.cjs' } },
      }, null, 2)}\n`,
      'node_modules/ui-kit/src/index.js': "export const label = 'ui-kit from source';\n",
      'node_modules/ui-kit/dist/index.js': "export const label = 'ui-kit from dist';\n",
      'node_modules/ui-kit/dist/index.cjs': "exports.label = 'ui-kit from cjs';\n",
    },
    async run(ctx) {
      const { code, output } = await ctx.rsbuild('build');
      if (code !== 0) throw new Error(`the build failed:\n${output}`);
      const js = ctx.files('dist/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
      if (!js.includes('ui-kit from source')) throw new Error('the source condition was not used');
      const shown = { html: ctx.read('dist/index.html'), manifest: ctx.read('dist/manifest.json').trim() };
      // Without '...', the default conditions are gone and the package falls back to its `default` export.
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'), ", '...'").replace("conditionNames: ['source']", "conditionNames: ['other']"));
      await ctx.rsbuild('build');
      const fallback = ctx.files('dist/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
      if (!fallback.includes('ui-kit from cjs')) throw new Error('expected the default export without the default conditions');
      return shown;
    },
  },
  ssr: {
    files: {
      'src/index.ts': "import { where } from './where';\n\ndocument.body.textContent = `Rendered in the ${where()}`;\n",
      'src/server.ts': "import { where } from './where';\n\nconsole.log(`Rendered in the ${where()}`);\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(`the build failed:\n${build.output}`);
      const server = await ctx.exec('node', ['dist/server/server.js']);
      const web = ctx.files('dist/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
      if (!web.includes('Rendered in the browser') || web.includes('server')) throw new Error(`the browser bundle kept the server branch:\n${web}`);
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "        define: { 'import.meta.env.SSR': JSON.stringify(false) },\n",
        "        define: { 'import.meta.env.SSR': JSON.stringify(true) },\n"));
      await ctx.rsbuild('build');
      const broken = await ctx.exec('node', ['dist/server/server.js']);
      if (broken.code === 0) throw new Error('the server bundle ran without the define');
      return { server: server.output.trim(), 'no-define': ctx.grep(broken.output, /^TypeError/) };
    },
  },
  plugin: {
    files: {
      'src/notes.md': '# Release notes\n\nOrders ship within two days.\n',
      'src/index.ts': "// @ts-expect-error: no type declaration for .md files in this sample\nimport notes from './notes.md';\n\ndocument.body.textContent = notes;\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(`the build failed:\n${build.output}`);
      const js = ctx.files('dist/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
      if (!js.includes('Orders ship within two days.')) throw new Error('the Markdown text is not in the bundle');
      const dev = await devServer(ctx);
      await dev.waitFor(/ready\s+built in/);
      const health = await ctx.request(`${dev.url}__notes-health`, { show: [] });
      if (health.body !== 'ok') throw new Error(`the middleware did not answer:\n${health.text}`);
      return { build: build.output, html: ctx.read('dist/index.html'), health: health.text };
    },
  },
};
