/**
 * Runs of docs/{en,zh}/plugins/list/plugin-stylus.mdx with @rsbuild/plugin-stylus 1.1.1: the sample
 * build, the CSS the dev server serves with `lineNumbers`, and the error without the plugin.
 */
const config = (body) => `import { defineConfig } from '@rsbuild/core';\nimport { pluginStylus } from '@rsbuild/plugin-stylus';\n\nexport default defineConfig(${body});\n`;

export default {
  sample: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: ctx.between(build.output, /^ready/), css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'line-numbers': {
    files: {
      'rsbuild.config.ts': config(`{
  plugins: [pluginStylus({ stylusOptions: { lineNumbers: true } })],
  tools: { lightningcssLoader: false },
}`),
    },
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/ready\s+built in/);
      return { css: (await ctx.request(new URL('/static/css/index.css', server.url).href)).body };
    },
  },
  'no-plugin': {
    files: {
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n",
    },
    run: async (ctx) => ({ error: ctx.between((await ctx.rsbuild('build')).output, /^File:/, /^\s*To enable support/) }),
  },
};
