/**
 * Runs of docs/{en,zh}/guide/styling/tailwindcss-v3.mdx with Tailwind CSS 3.4.17: the workspace has it as
 * `tailwindcss-v3`, so each run links it as the project's `node_modules/tailwindcss` (v4 would answer
 * `require('tailwindcss')` otherwise). The example page's build, its rules with and without Lightning CSS,
 * a monorepo app with a sibling package, class names built at runtime with their two fixes, and the
 * warnings of the last section. The upgrade tool needs the network.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_DIR } from '../../../../scripts/check-docs/runs/context.mjs';

/** Makes `tailwindcss` resolve to 3.4.17 from the project (and from the apps of a monorepo under it). */
function linkTailwind3(ctx) {
  fs.mkdirSync(path.join(ctx.dir, 'node_modules'), { recursive: true });
  fs.symlinkSync(path.join(MODULES_DIR, 'tailwindcss-v3'), path.join(ctx.dir, 'node_modules/tailwindcss'));
}
/** Builds with Tailwind 3 linked in; `cwd` is the app folder. */
async function build(ctx, cwd = '.') {
  if (!ctx.exists('node_modules/tailwindcss')) linkTailwind3(ctx);
  return (await ctx.rsbuild('build', { cwd })).output;
}
/** The single-class rules of a stylesheet (v3 writes no layers), sorted. */
const utilities = (css) => [...css.matchAll(/(?<=^|[{}])(\.[\w-]+)(?=\{)/g)].map((match) => match[1]).sort().join('  ');
const builtCss = (ctx, dist = 'dist') => ctx.read(ctx.files(`${dist}/static/css`));
const packageJson = (name, type) => `{\n  "name": "${name}",\n  "private": true${type ? ',\n  "type": "module"' : ''}\n}\n`;

export default {
  app: {
    // A project made with create-rsbuild: its package.json has "type": "module".
    files: { 'package.json': packageJson('my-app', true) },
    async run(ctx) {
      const output = await build(ctx);
      const css = builtCss(ctx);
      // The page says the CSS has no cascade layers or @property rules: fail if that changes.
      if (/@layer|@property/.test(css)) throw new Error(`the CSS has @layer or @property rules:\n${css}`);
      return { build: output, utilities: utilities(css), 'select-none': /\.select-none\{[^}]*\}/.exec(css)[0] };
    },
  },
  'no-lightningcss': {
    extends: 'app',
    files: {
      'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  tools: {
    lightningcssLoader: false,
  },
  output: {
    minify: false,
  },
});
`,
    },
    async run(ctx) {
      await build(ctx);
      return { 'select-none': /\.select-none \{[^}]*\}/.exec(builtCss(ctx))[0] };
    },
  },
  // A badge whose background class is built from a variable (the page shows src/badge.ts and src/index.ts).
  dynamic: {
    extends: 'app',
    async run(ctx) {
      const output = await build(ctx);
      // The page says the build succeeds without a warning.
      if (/warn|error/i.test(output)) throw new Error(`the build printed a warning:\n${output}`);
      const shown = utilities(builtCss(ctx));
      // The page says Tailwind generates no rule for the class names built at runtime.
      if (/bg-(red|green)-500/.test(shown)) throw new Error(`the CSS has the built class names: ${shown}`);
      if (!shown.includes('.text-white')) throw new Error(`the CSS lacks the badge's complete class names: ${shown}`);
      return { utilities: shown };
    },
  },
  // Fix 1: complete class names in a lookup object (the page shows the new src/badge.ts).
  lookup: {
    extends: 'dynamic',
    async run(ctx) {
      await build(ctx);
      const shown = utilities(builtCss(ctx));
      if (!shown.includes('.bg-red-500') || !shown.includes('.bg-green-500')) throw new Error(`the CSS lacks the looked-up classes: ${shown}`);
      return { utilities: shown };
    },
  },
  // Fix 2: the built names kept, and listed in `safelist` (the page shows the new tailwind.config.js).
  safelist: {
    extends: 'dynamic',
    async run(ctx) {
      if (!ctx.read('src/badge.ts').includes('bg-${color}-500')) throw new Error('src/badge.ts no longer builds the class name');
      await build(ctx);
      const shown = utilities(builtCss(ctx));
      if (!shown.includes('.bg-red-500') || !shown.includes('.bg-green-500')) throw new Error(`the CSS lacks the classes listed in safelist: ${shown}`);
      // The page says a pattern entry does the same, and adds `hover:` rules with `variants`.
      ctx.write('tailwind.config.js', ctx.read('tailwind.config.js').replace("safelist: ['bg-red-500', 'bg-green-500']", "safelist: [{ pattern: /^bg-(red|green)-500$/, variants: ['hover'] }]"));
      await build(ctx);
      const css = builtCss(ctx);
      for (const rule of ['.bg-red-500{', '.bg-green-500{', '.hover\\:bg-red-500:hover{']) {
        if (!css.includes(rule)) throw new Error(`with the pattern, the CSS lacks ${rule}:\n${css}`);
      }
      return { utilities: shown };
    },
  },
  monorepo: {
    // apps/web (the page shows its tailwind.config.js) and the badge of packages/ui.
    files: {
      'package.json': packageJson('monorepo', true),
      'apps/web/package.json': packageJson('web', true),
      'apps/web/postcss.config.js': 'export default {\n  plugins: {\n    tailwindcss: {},\n  },\n};\n',
      'apps/web/src/index.css': '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n',
      'apps/web/src/index.ts': `import './index.css';
import { badge } from '../../../packages/ui/src/badge';

document.querySelector('#root')!.innerHTML = \`<main class="p-4">\${badge('New')}</main>\`;
`,
      'packages/ui/src/badge.ts': 'export const badge = (text: string) =>\n  `<span class="rounded-full bg-emerald-100 px-2 text-emerald-800">${text}</span>`;\n',
    },
    async run(ctx) {
      await build(ctx, 'apps/web');
      return { utilities: utilities(builtCss(ctx, 'apps/web/dist')) };
    },
  },
  broad: {
    extends: 'monorepo',
    async run(ctx) {
      ctx.write('apps/web/tailwind.config.js', ctx.read('apps/web/tailwind.config.js').replace("'../../packages/ui/src/**/*.{js,ts,jsx,tsx}'", "'../../**/*.ts'"));
      return { build: await build(ctx, 'apps/web') };
    },
  },
  'no-content': {
    extends: 'app',
    async run(ctx) {
      ctx.write('tailwind.config.js', ctx.read('tailwind.config.js').replace(/\n\s*content: .*/, ''));
      return { build: await build(ctx) };
    },
  },
  'no-match': {
    extends: 'app',
    async run(ctx) {
      // Globs for a `source` folder in a project whose code is in `src`.
      ctx.write('tailwind.config.js', ctx.read('tailwind.config.js').replace(/content: .*/, "content: ['./source/**/*.{js,ts}'],"));
      return { build: await build(ctx) };
    },
  },
  'no-type-module': {
    extends: 'app',
    async run(ctx) {
      ctx.write('package.json', packageJson('my-app', false));
      // Node.js names its process id and the query Rsbuild adds to the import: both change on every run.
      return { build: (await build(ctx)).replace(/\(node:\d+\)/, '(node:4242)').replace(/\?t=\d+/, '?t=1748856600000') };
    },
  },
};
