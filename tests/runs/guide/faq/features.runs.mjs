/**
 * Runs of docs/{en,zh}/guide/faq/features.mdx: each answer's config, built with the files it needs. The ESLint
 * answer has no run: eslint and @rsbuild/plugin-eslint are not in the workspace.
 */
import { fakeBinary } from '../../../../scripts/check-docs/runs/context.mjs';

const tsconfig = '{\n  "compilerOptions": {\n    "target": "ES2020",\n    "lib": ["DOM", "ES2020"],\n    "module": "ESNext",\n    "moduleResolution": "bundler",\n    "strict": true,\n    "skipLibCheck": true,\n    "noEmit": true\n  },\n  "include": ["src"]\n}\n';
const table = (ctx, output) => ctx.between(output, /^File \(/, /^$/).trimEnd();

export default {
  'type-check': {
    files: {
      'src/index.ts': "const count: number = 'three';\ndocument.body.textContent = String(count);\n",
      'tsconfig.json': tsconfig,
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /Type checker is enabled/, /Rspack build failed/) };
    },
  },
  legacy: {
    files: {
      'src/index.js': [
        "const last = [1, 2, 3].at(-1);",
        "const name = window.user?.name ?? 'guest';",
        '',
        'fetch(`/api/users/${name}`)',
        '  .then((response) => response.json())',
        '  .finally(() => {',
        '    document.body.textContent = `Last: ${last}`;',
        '  });',
        '',
      ].join('\n'),
    },
    async run(ctx) {
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'multi-page': {
    files: {
      'src/home.js': "document.querySelector('#root').textContent = 'Home';\n",
      'src/admin.js': "document.querySelector('#root').textContent = 'Admin';\n",
    },
    async run(ctx) {
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  split: {
    files: {
      'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'src/App.jsx': "import { lazy, Suspense } from 'react';\n\nconst Chart = lazy(() => import('./Chart'));\n\nexport function App() {\n  return (\n    <Suspense fallback={<p>Loading</p>}>\n      <Chart />\n    </Suspense>\n  );\n}\n",
      'src/Chart.jsx': 'export default function Chart() {\n  return <p>Sales this week: 42</p>;\n}\n',
    },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { files: ctx.files('dist/static/js') };
    },
  },
  template: {
    files: { 'src/index.js': "document.querySelector('#app').textContent = 'Orders';\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { html: ctx.read('dist/index.html') };
    },
  },
  single: {
    files: {
      // A 20 kB image (over the 4 KiB default limit) and a module loaded with import(): both end up inside.
      'src/index.js': "import './index.css';\nimport photo from './photo.png';\n\nconst root = document.querySelector('#root');\nroot.innerHTML = `<img src=\"${photo}\" alt=\"\"><p>Hello</p>`;\nimport('./chart.js').then(({ showChart }) => showChart(root));\n",
      'src/index.css': 'body {\n  font-family: sans-serif;\n}\n',
      'src/chart.js': "export function showChart(root) {\n  root.append('Sales this week: 42');\n}\n",
      'src/photo.png': fakeBinary('png', 20_000, 3),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The page says the file works when opened from disk: it must.
      const { text, log } = await ctx.browser(`file://${ctx.dir}/dist/index.html`, (page) => page.waitForFunction(() => document.body.innerText.includes('Sales') && document.querySelector('img').src.startsWith('data:image/png')));
      if (!text.includes('Hello') || log.length) throw new Error(`dist/index.html opened from disk shows: ${text}\n${log.join('\n')}`);
      return { build: table(ctx, build.output) };
    },
  },
  analyze: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: { BUNDLE_ANALYZE: 'true' } });
      return { build: ctx.grep(build.output, /Bundle Analyzer/) };
    },
  },
  'no-rsdoctor': {
    files: {
      'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
      // Stands in for a project without the package: the workspace has it installed in a folder further up,
      // and a package that exports nothing cannot be resolved, as if it were missing.
      'node_modules/@rsdoctor/rspack-plugin/package.json': '{\n  "name": "@rsdoctor/rspack-plugin",\n  "version": "0.0.0",\n  "exports": {}\n}\n',
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: { RSDOCTOR: 'true' } });
      return { build: ctx.grep(build.output, /^warn/) };
    },
  },
  warning: {
    files: {
      // A dependency that calls require() with a variable: Rspack cannot tell which module it loads.
      'node_modules/locale-loader/package.json': '{\n  "name": "locale-loader",\n  "version": "1.0.0",\n  "main": "index.js"\n}\n',
      'node_modules/locale-loader/index.js': "exports.loadLocale = function loadLocale(path) {\n  try {\n    return require(path);\n  } catch {\n    return {};\n  }\n};\n",
      'src/index.js': "import { loadLocale } from 'locale-loader';\n\nconsole.log(loadLocale('./locales/de.js'));\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /^warn/, /^ @ \.\/src\/index\.js/) };
    },
  },
  'ignore-warnings': {
    extends: 'warning',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (/^(warn|error)/m.test(build.output)) throw new Error(`the build still warns:\n${build.output}`);
      return { build: ctx.between(build.output, /Rsbuild v/, /Total:/) };
    },
  },
};

