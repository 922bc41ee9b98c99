/**
 * Runs of docs/{en,zh}/config/output/minify.mdx: Lightning CSS minimizer options passed through
 * output.minify.cssOptions. `unused-symbols` builds the page's stylesheet with and without
 * `minimizerOptions.unusedSymbols` (the CSS before and after), and checks that excluding a feature in the
 * minimizer does not undo what builtin:lightningcss-loader already did to each file. `array-targets` shows
 * with `rsbuild inspect` that an array `targets` is appended to the browserslist targets (deepmerge
 * concatenates arrays), and checks that the CSS does not change.
 *
 * The runs check covers guide, plugin and API pages only (SECTIONS in scripts/check-docs/runs.mjs), so these
 * blocks are not compared by `check:docs` yet: the outputs were filled by this scenario through the same
 * runner, and the file is kept so that the check can take it over.
 */
const config = (minify) => `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: {
    minify: ${minify},
  },
});
`;

export default {
  'unused-symbols': {
    files: { 'src/index.js': "import './index.css';\n" },
    async run(ctx) {
      const css = () => ctx.read(ctx.files('dist/static/css'));
      await ctx.rsbuild('build');
      const after = css();
      if (/legacy-banner|fade-in/.test(after)) throw new Error(`unusedSymbols left the names in:\n${after}`);

      // The same stylesheet with Rsbuild's own minimizer options.
      ctx.write('rsbuild.config.ts', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n");
      await ctx.rsbuild('build');
      const before = css();
      if (!/\.legacy-banner\{/.test(before) || !before.includes('@keyframes fade-in')) throw new Error(`the default build dropped the names:\n${before}`);

      // Excluding a feature in the minimizer does not bring back what the loader lowered.
      ctx.write('rsbuild.config.ts', config('{ cssOptions: { minimizerOptions: { exclude: { color: true } } } }'));
      await ctx.rsbuild('build');
      if (/oklch/.test(css())) throw new Error(`the minimizer's exclude brought oklch() back:\n${css()}`);

      return { before, after };
    },
  },
  'array-targets': {
    extends: 'unused-symbols',
    async run(ctx) {
      const css = () => ctx.read(ctx.files('dist/static/css'));
      await ctx.rsbuild('build');
      const withArray = css();
      await ctx.rsbuild('inspect --mode production');
      const inspected = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      // The CSS minimizer and its options, as inspect writes them.
      const minimizer = ctx.between(inspected, /config\.optimization\.minimizer\('css'\)/, /^ {6}\)/).replace(/^ {6}/gm, '');
      if (!/'safari >= 14',\s*'chrome >= 120'/.test(minimizer)) throw new Error(`the array was not appended to the browserslist targets:\n${minimizer}`);
      if (!/errorRecovery: true/.test(minimizer)) throw new Error(`the minimizer no longer gets errorRecovery: true:\n${minimizer}`);
      // Without the option: the same CSS.
      ctx.write('rsbuild.config.ts', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n");
      await ctx.rsbuild('build');
      if (css() !== withArray) throw new Error(`an array of targets changed the CSS:\n${withArray}\nwithout it:\n${css()}`);
      return { minimizer };
    },
  },
};
