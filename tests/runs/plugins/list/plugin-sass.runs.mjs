/**
 * Runs of docs/{en,zh}/plugins/list/plugin-sass.mdx with @rsbuild/plugin-sass 1.3.2: the sample build
 * and its loader options, the `rewriteUrls` test with an image next to the partial, the deprecation
 * warning of old code, the error of a path in `additionalData` that is wrong for some files, the `sass`
 * package as the implementation, and `includePaths` with the legacy and the modern API.
 */
import { configPart } from '../../support/plugins.mjs';

const config = (plugin) => `import { defineConfig } from '@rsbuild/core';\nimport { pluginSass } from '@rsbuild/plugin-sass';\n\nexport default defineConfig({\n  plugins: [${plugin}],\n});\n`;
const bell = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#2563eb"/></svg>\n';

export default {
  sample: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      await ctx.rsbuild('inspect --mode production');
      const inspected = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const loader = inspected.slice(inspected.indexOf('sass-loader/index.js'));
      return { build: ctx.between(build.output, /^ready/), css: ctx.read(ctx.files('dist/static/css')), options: configPart(loader, /^\s*options: \{/) };
    },
  },
  urls: {
    files: {
      'src/index.ts': "import './styles/app.scss';\n",
      // An image that is large enough to be emitted as a file.
      'src/styles/partials/img/bg.svg': bell.replace('</svg>', `${'<!-- padding -->'.repeat(300)}</svg>`),
    },
    async run(ctx) {
      const off = await ctx.rsbuild('build');
      // The same build with the default, `rewriteUrls: true`.
      ctx.write('rsbuild.config.ts', config('pluginSass()'));
      await ctx.rsbuild('build');
      return { default: ctx.files('dist/static/svg'), off: ctx.grep(off.output, /Can't resolve/) };
    },
  },
  deprecations: {
    files: {
      'rsbuild.config.ts': config('pluginSass()'),
      'src/index.ts': "import './legacy/old.scss';\n",
      'src/legacy/old.scss': '$brand: #2563eb;\n.old {\n  color: darken($brand, 10%);\n}\n',
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // Both warnings, up to the file table.
      return { warning: ctx.between(build.output, /^warn/, /^File \(web\)/).split('\n').slice(0, -1).join('\n') };
    },
  },
  'wrong-path': {
    files: {
      'rsbuild.config.ts': config("pluginSass({\n      sassLoaderOptions: {\n        additionalData: `@use 'src/styles/tokens' as *;\\n`,\n      },\n    })"),
      'src/index.ts': "import './components/card/card.scss';\n",
      'src/styles/_tokens.scss': '$brand: #2563eb;\n',
      'src/components/card/card.scss': '.card {\n  color: $brand;\n}\n',
    },
    async run(ctx) {
      const output = (await ctx.rsbuild('build')).output;
      return { error: ctx.between(output, /Can't find stylesheet to import/, /\^\^\^/) };
    },
  },
  'sass-package': {
    extends: 'sample',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      // The same CSS as with sass-embedded (the sample's output).
      const css = ctx.read(ctx.files('dist/static/css'));
      if (css.trim() !== '.button{color:#fff;background:#2563eb;padding:8px 16px}.button:hover{background:#1350d4}') throw new Error(`other CSS: ${css}`);
      await ctx.rsbuild('inspect --mode production');
      const line = ctx.grep(ctx.read('dist/.rsbuild/rspack.config.web.mjs'), /^\s*implementation: '.*sass/).split('\n')[0];
      return { implementation: line.trim().replace(/,$/, '') };
    },
  },
  'legacy-api': {
    files: {
      'src/index.ts': "import './styles/badge.scss';\n",
      'src/styles/shared/_colors.scss': '$brand: #be123c;\n',
    },
    async run(ctx) {
      const legacy = await ctx.rsbuild('build');
      if (legacy.code !== 0 || /warn/i.test(legacy.output)) throw new Error(`expected a build without warnings:\n${legacy.output}`);
      const css = ctx.read(ctx.files('dist/static/css'));
      const config = ctx.read('rsbuild.config.ts');
      // The modern API (the default) ignores includePaths.
      ctx.write('rsbuild.config.ts', config.replace("        api: 'legacy',\n", ''));
      const modern = await ctx.rsbuild('build');
      if (!/Can't find stylesheet to import/.test(modern.output)) throw new Error(`expected the modern API to miss the file:\n${modern.output}`);
      // The modern name, loadPaths, works.
      ctx.write('rsbuild.config.ts', config.replace("        api: 'legacy',\n", '').replace('includePaths', 'loadPaths'));
      const fixed = await ctx.rsbuild('build');
      if (fixed.code !== 0) throw new Error(fixed.output);
      return { css };
    },
  },
};
