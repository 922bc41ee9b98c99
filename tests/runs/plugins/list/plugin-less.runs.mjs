/**
 * Runs of docs/{en,zh}/plugins/list/plugin-less.mdx with @rsbuild/plugin-less 1.2.4: the sample build,
 * the two Less errors of the page, and a division outside parentheses with and without `math: 'always'`.
 */
import { cssFollowOnError } from '../../support/css-errors.mjs';
import { configPart } from '../../support/plugins.mjs';

const register = "import { defineConfig } from '@rsbuild/core';\nimport { pluginLess } from '@rsbuild/plugin-less';\n\nexport default defineConfig({\n  plugins: [pluginLess()],\n});\n";

/**
 * Less's report in a failed build, from the last `File:` line of the .less file to Less's `Error in` line, after the
 * CSS extract loader's follow-up error about `__esModule`, which the build prints first (support/css-errors.mjs).
 */
async function lessError(ctx) {
  const { output } = await ctx.rsbuild('build');
  const lines = output.split('\n');
  const from = lines.findLastIndex((line) => /^File: .*\.less/.test(line));
  return `${cssFollowOnError(output)}\n\n${ctx.between(lines.slice(from).join('\n'), /^File:/, /Error in/)}`;
}

export default {
  sample: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const loader = config.slice(config.indexOf('less-loader/index.js'));
      return { build: ctx.between(build.output, /^ready/), css: ctx.read(ctx.files('dist/static/css')), options: configPart(loader, /^\s*options: \{/) };
    },
  },
  'no-inline-js': {
    files: { 'src/index.ts': "import './pages/grid.less';\n" },
    run: async (ctx) => ({ error: await lessError(ctx) }),
  },
  'undefined-variable': {
    files: {
      'rsbuild.config.ts': register,
      'src/index.ts': "import './pages/undef.less';\n",
      'src/pages/undef.less': '.x { color: @brand; }\n',
    },
    run: async (ctx) => ({ error: await lessError(ctx) }),
  },
  division: {
    files: { 'rsbuild.config.ts': register, 'src/index.ts': "import './styles/grid.less';\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'division-math': {
    extends: 'division',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      await ctx.rsbuild('inspect --mode production');
      // The page says inspect shows math next to the plugin's own Less options.
      if (!/lessOptions: \{\s+javascriptEnabled: true,\s+paths: \[[^\]]*\],\s+math: 'always'/.test(ctx.read('dist/.rsbuild/rspack.config.web.mjs'))) throw new Error('inspect does not show math next to the defaults');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
};
