/**
 * Runs of docs/{en,zh}/guide/advanced/alias.mdx. The modules the page imports but does not print
 * (`src/utils/date.ts`, the button, the two API clients) are small stand-ins.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_DIR } from '../../../../scripts/check-docs/runs/context.mjs';

const modules = {
  'src/utils/date.ts': 'export const formatDate = (date: Date) => date.toISOString().slice(0, 10);\n',
  'src/components/button/index.ts': 'export const Button = (label: string) => `<button>${label}</button>`;\n',
};
const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
/** The URLs in the built JavaScript, as `grep -o` prints them. */
const urls = async (ctx) => {
  const command = `grep -o -E 'https?://[a-z0-9.:/]+' dist/static/js/*.js`;
  return `$ ${command}\n${(await ctx.exec('sh', ['-c', command])).output}`;
};
const vueCounter = [
  "import { createApp } from 'vue';",
  '',
  'createApp({',
  '  data: () => ({ count: 0 }),',
  `  template: '<button @click="count++">Clicked {{ count }} times</button>',`,
  "}).mount('#root');",
  '',
].join('\n');
/** The built page in Chromium: what `#root` holds once the app ran. */
const rootOf = async (ctx) => {
  await ctx.rsbuild('build');
  const server = await ctx.previewServer();
  let root;
  await ctx.browser(server.url, async (page) => {
    root = await page.evaluate(() => document.querySelector('#root').outerHTML);
  });
  return { root };
};
const reactApp = (jsx, imports = '') => `${imports}import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(${jsx});\n`;
/**
 * A `ui-kit` package with its own copy of React in `node_modules/ui-kit/node_modules/react`, and an app
 * that renders its `Counter` with the project's react-dom.
 */
const uiKit = {
  'node_modules/ui-kit/package.json': '{ "name": "ui-kit", "version": "1.0.0", "main": "index.js" }\n',
  'node_modules/ui-kit/index.js': [
    "const { createElement, useState } = require('react');",
    '',
    'exports.Counter = function Counter() {',
    '  const [count, setCount] = useState(0);',
    "  return createElement('button', { onClick: () => setCount(count + 1) }, `Count: ${count}`);",
    '};',
    '',
  ].join('\n'),
  'src/index.jsx': reactApp('<Counter />', "import { Counter } from 'ui-kit';\n"),
};
const copyReact = (ctx) => fs.cpSync(path.join(MODULES_DIR, 'react'), path.join(ctx.dir, 'node_modules/ui-kit/node_modules/react'), { recursive: true, dereference: true });
const errorLines = (ctx, output) => ctx.between(output, /^error/, /×/);

export default {
  // A JavaScript project with its aliases in jsconfig.json: fails without source.tsconfigPath, builds with it.
  jsconfig: {
    files: {
      'src/utils/date.js': 'export const formatDate = (date) => date.toISOString().slice(0, 10);\n',
      'src/index.js': "import { formatDate } from '@/utils/date';\n\ndocument.querySelector('#root').textContent = formatDate(new Date(0));\n",
    },
    async run(ctx) {
      const config = ctx.read('rsbuild.config.mjs');
      fs.rmSync(path.join(ctx.dir, 'rsbuild.config.mjs'));
      const failed = (await ctx.rsbuild('build')).output;
      ctx.write('rsbuild.config.mjs', config);
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(`the build with source.tsconfigPath failed:\n${build.output}`);
      return { error: errorLines(ctx, failed) };
    },
  },
  add: {
    files: modules,
    async run(ctx) {
      const tree = ctx.tree('src');
      const build = await ctx.rsbuild('build');
      // TypeScript with a tsconfig.json that has no `paths`: the alias in rsbuild.config.ts means nothing to it.
      ctx.write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true }, include: ['src'] }, null, 2));
      const tsc = await ctx.exec('tsc');
      return { tree, build: build.output, tsc: tsc.output };
    },
  },
  paths: {
    files: { ...modules, 'rsbuild.config.ts': config('{}') },
    async run(ctx) {
      const tsc = await ctx.exec('tsc');
      const build = await ctx.rsbuild('build');
      return { check: `$ npx tsc\n${tsc.output}$ npx rsbuild build\n${build.output.replace(/^\n/, '')}` };
    },
  },
  'prefer-tsconfig': {
    files: {
      ...modules,
      'src/api/real/client.ts': "export const apiBase = 'https://api.example.com';\n",
      'src/api/mock/client.ts': "export const apiBase = 'http://localhost:4000/mock';\n",
      'src/index.ts': [
        "import { formatDate } from '@/utils/date';",
        "import { Button } from '@/components/button';",
        "import { apiBase } from '@api/client';",
        '',
        'document.body.innerHTML = `<p>${formatDate(new Date(0))}</p>${Button(\'Save\')}<p>${apiBase}</p>`;',
        '',
      ].join('\n'),
    },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { urls: await urls(ctx) };
    },
  },
  'prefer-alias-only': {
    extends: 'prefer-tsconfig',
    async run(ctx) {
      // `prefer-alias` with only the `@api` alias: `@/utils/date` came from tsconfig.json paths.
      ctx.write('rsbuild.config.ts', config(`{\n  resolve: {\n    aliasStrategy: 'prefer-alias',\n    alias: {\n      '@api': './src/api/mock',\n    },\n  },\n}`));
      return { error: errorLines(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'prefer-alias': {
    extends: 'prefer-tsconfig',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { urls: await urls(ctx) };
    },
  },
  'vue-prefix': {
    files: {
      'rsbuild.config.ts': config(`{\n  resolve: {\n    alias: {\n      vue: 'vue/dist/vue.esm-bundler.js',\n    },\n  },\n}`),
      'src/index.js': [
        "import { renderToString } from 'vue/server-renderer';",
        "import { createSSRApp } from 'vue';",
        '',
        "renderToString(createSSRApp({ template: '<p>Hello</p>' })).then(console.log);",
        '',
      ].join('\n'),
    },
    async run(ctx) {
      return { error: errorLines(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  'vue-exact': {
    files: { 'src/index.js': vueCounter },
    async run(ctx) {
      return rootOf(ctx);
    },
  },
  'vue-runtime-only': {
    files: { 'src/index.js': vueCounter },
    async run(ctx) {
      return rootOf(ctx);
    },
  },
  lodash: {
    files: {
      'rsbuild.config.ts': config('{}'),
      'src/index.js': [
        "import { debounce } from 'lodash';",
        '',
        'const onResize = debounce(() => console.log(window.innerWidth), 200);',
        "window.addEventListener('resize', onResize);",
        '',
      ].join('\n'),
    },
    async run(ctx) {
      return { build: ctx.between((await ctx.rsbuild('build')).output, /^File \(/) };
    },
  },
  'lodash-es': {
    extends: 'lodash',
    async run(ctx) {
      return { build: ctx.between((await ctx.rsbuild('build')).output, /^File \(/) };
    },
  },
  'alias-function': {
    files: {
      'rsbuild.config.ts': config(`{\n  resolve: {\n    alias: (alias) => {\n      console.log(alias);\n    },\n  },\n}`),
      'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
    },
    async run(ctx) {
      return { printed: ctx.grep((await ctx.rsbuild('build')).output, /^\{/) };
    },
  },
  profiling: {
    files: { 'src/index.jsx': reactApp("<h1>Hello</h1>") },
    async run(ctx) {
      await ctx.rsbuild('inspect', { env: { REACT_PROFILING: 'true' } });
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      return { alias: ctx.between(config, /^    alias: \{/, /^    \},/) };
    },
  },
  duplicate: {
    files: {
      ...uiKit,
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n});\n",
    },
    async run(ctx) {
      copyReact(ctx);
      const server = await ctx.devServer();
      const { log } = await ctx.browser(server.url, async (page, lines) => {
        for (let i = 0; i < 100 && !lines.some((line) => line.startsWith('pageerror:')); i++) await page.waitForTimeout(50);
      });
      // React logs the hook error once per render attempt, then the error is thrown: show each once.
      const hookError = log.find((line) => line.startsWith('console.error: Invalid hook call'));
      const thrown = log.find((line) => line.startsWith('pageerror:'));
      return { console: [hookError, thrown].join('\n') };
    },
  },
  dedupe: {
    extends: 'duplicate',
    async run(ctx) {
      copyReact(ctx);
      return { build: ctx.between((await ctx.rsbuild('build')).output, /^File \(/) };
    },
  },
  'source-alias': {
    files: {
      'rsbuild.config.ts': config(`{\n  source: {\n    alias: {\n      '@': './src',\n    },\n  },\n}`),
      'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
    },
    async run(ctx) {
      return { warn: ctx.grep((await ctx.rsbuild('build')).output, /^warn/) };
    },
  },
  typo: {
    extends: 'add',
    async run(ctx) {
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace('@/utils/date', '@/util/date'));
      return { error: errorLines(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
};
