/**
 * Runs of docs/{en,zh}/guide/configuration/swc.mdx. The monorepo of the page is the project folder: the
 * Rsbuild app in `apps/web` (the commands run there), the workspace package in `packages/shared`, and the
 * link `node_modules/@acme/shared` that npm workspaces make, from the root `package.json` (not printed on
 * the page), and an empty `apps/web/rsbuild.config.ts` until the page fills it. The SWC Wasm plugin sections need `@swc/plugin-styled-components` and `styled-components`,
 * which the docs workspace does not install, so their outputs have no run. `babel` inspects the rules that
 * @rsbuild/plugin-babel adds (with babel-plugin-istanbul 7.0.1); `minify-exclude` builds two entries with the
 * same module (not printed on the page) and leaves one unminified.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expectCode } from '../../support/basic-config.mjs';

const workspace = {
  'package.json': '{\n  "name": "acme",\n  "private": true,\n  "workspaces": ["apps/*", "packages/*"]\n}\n',
  'apps/web/rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n",
  'packages/shared/package.json': '{\n  "name": "@acme/shared",\n  "version": "1.0.0",\n  "main": "src/index.js"\n}\n',
};
const web = { cwd: 'apps/web' };

/** The link that `npm install` makes for a workspace package. */
function linkWorkspace(ctx) {
  fs.mkdirSync(path.join(ctx.dir, 'node_modules/@acme'), { recursive: true });
  fs.symlinkSync('../../packages/shared', path.join(ctx.dir, 'node_modules/@acme/shared'));
}

/** The minified entry of the production build of `apps/web`. */
async function bundle(ctx) {
  linkWorkspace(ctx);
  await expectCode(ctx, 'build', 0, web);
  return ctx.read(ctx.files('apps/web/dist/static/js'));
}

/** The part of an inspected Rspack config that starts at the comment `name` and ends at its closing brace. */
function part(config, name) {
  const lines = config.split('\n');
  const start = lines.findIndex((line) => line.includes(`/* ${name} */`));
  const indent = /^\s*/.exec(lines[start])[0];
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^${indent}}`).test(line));
  return lines.slice(start, end + 1).join('\n');
}

export default {
  mono: {
    files: workspace,
    async run(ctx) {
      const layout = ctx.tree('.', { ignore: /node_modules|dist/ });
      const js = await bundle(ctx);
      await expectCode(ctx, 'inspect', 0, web);
      const rule = part(ctx.read('apps/web/dist/.rsbuild/rspack.config.web.mjs'), "config.module.rule('js')");
      return {
        layout,
        // The rule goes on with its loaders.
        rule: rule.split('\n').slice(0, rule.split('\n').findIndex((line) => /^\s+\],$/.test(line)) + 1).join('\n'),
        // The app's code, then the shared package's.
        bundle: [/let \w=JSON\.parse\([^;]*;/.exec(js)[0], /\w\?\.address\?\.city\?\?"unknown"/.exec(js)[0]].join('\n'),
      };
    },
  },
  'mono-include': {
    extends: 'mono',
    async run(ctx) {
      const js = await bundle(ctx);
      return { bundle: /function\(\w\)\{[^}]*"unknown"\}/.exec(js)[0] };
    },
  },
  'fields-default': {
    async run(ctx) {
      await expectCode(ctx, 'build', 0);
      return { constructor: /constructor\([^)]*\)\{[^}]*\}/.exec(ctx.read(ctx.files('dist/static/js')))[0] };
    },
  },
  fields: {
    async run(ctx) {
      await expectCode(ctx, 'build', 0);
      return { constructor: /constructor\([^)]*\)\{[^}]*\}/.exec(ctx.read(ctx.files('dist/static/js')))[0] };
    },
  },
  legacy: {
    files: {
      'src/index.ts': "document.body.textContent = 'Hello';\n",
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  source: {\n    decorators: { version: 'legacy' },\n  },\n});\n",
    },
    async run(ctx) {
      await expectCode(ctx, 'inspect', 0);
      return { swc: part(ctx.read('dist/.rsbuild/rspack.config.web.mjs'), "config.module.rule('js').use('swc')") };
    },
  },
  babel: {
    files: { 'src/index.js': 'export const add = (a, b) => a + b;\n\ndocument.body.textContent = String(add(1, 2));\n' },
    async run(ctx) {
      await expectCode(ctx, 'inspect', 0);
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      // The build really instruments src: fail if the coverage counters are missing.
      await expectCode(ctx, 'build', 0);
      if (!ctx.read(ctx.files('dist/static/js')).includes('__coverage__')) throw new Error('babel-plugin-istanbul did not run');
      return { rules: ctx.grep(config, /\/\* config\.module\.rule\('(js|babel-js)'\)/) };
    },
  },
  'minify-exclude': {
    files: {
      'src/index.js': 'function formatPrice(value) {\n  return `$${value.toFixed(2)}`;\n}\n\ndocument.body.textContent = formatPrice(42);\n',
      'src/embed.js': 'function formatPrice(value) {\n  return `$${value.toFixed(2)}`;\n}\n\ndocument.body.textContent = formatPrice(42);\n',
    },
    async run(ctx) {
      const output = await expectCode(ctx, 'build', 0);
      const embed = ctx.read(ctx.files('dist/static/js').split('\n').find((file) => file.includes('/embed.')));
      if (!embed.includes('function formatPrice(value)')) throw new Error(`embed was minified:\n${embed}`);
      return { build: ctx.between(output, /^File \(/) };
    },
  },
};
