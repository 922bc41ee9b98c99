/**
 * Runs of docs/{en,zh}/guide/configuration/rspack.mdx. The sections that load `.graphql` files with
 * `graphql-tag/loader` or add `license-webpack-plugin` need packages the docs workspace does not install, so
 * their outputs have no run; the import that fails without a loader, the banner, the order of the hooks and
 * the errors do. `src/queries/products.graphql` and the configs of the errors are not printed on the page.
 * `loader-order` places the page's local loader next to SWC (its `src/index.ts` is quoted in the prose).
 */
import { expectCode, withoutStack } from '../../support/basic-config.mjs';

const query = 'query Products {\n  products {\n    id\n    name\n  }\n}\n';
const app = { 'src/index.js': "document.body.textContent = 'Example Shop';\n" };
const config = (body) => `import { defineConfig } from '@rsbuild/core';\n${body}`;

/** The JavaScript files of the build and the first line of the entry's file. */
function firstLines(ctx) {
  const files = ctx.files('dist/static/js');
  const entry = files.split('\n').find((file) => /index\.[0-9a-f]+\.js$/.test(file));
  return `${files}\n\n$ head -1 ${entry}\n${ctx.read(entry).split('\n')[0]}`;
}

export default {
  'no-loader': {
    files: { 'src/queries/products.graphql': query },
    async run(ctx) {
      // The code frame goes on with the rest of the query.
      const output = await expectCode(ctx, 'build', 1);
      return { build: ctx.between(output, /^error/, /^\s+·/) };
    },
  },
  banner: {
    files: app,
    async run(ctx) {
      await expectCode(ctx, 'build', 0);
      return { files: firstLines(ctx) };
    },
  },
  'banner-no-stage': {
    files: {
      ...app,
      'rsbuild.config.ts': config(`
export default defineConfig({
  tools: {
    rspack: (config, { appendPlugins, rspack }) => {
      appendPlugins(new rspack.BannerPlugin({ banner: 'Example Shop, build of 2025-06-01', test: /\\.js$/ }));
    },
  },
});
`),
    },
    async run(ctx) {
      await expectCode(ctx, 'build', 0);
      return { files: firstLines(ctx) };
    },
  },
  order: {
    files: app,
    async run(ctx) {
      return { logged: ctx.grep((await ctx.rsbuild('build')).output, /^\d /) };
    },
  },
  'wrong-loader': {
    files: {
      'src/index.js': "import productsQuery from './queries/products.graphql';\n\nconsole.log(productsQuery);\n",
      'src/queries/products.graphql': query,
      'rsbuild.config.ts': config(`
export default defineConfig({
  tools: {
    rspack: {
      module: {
        rules: [{ test: /\\.(graphql|gql)$/, loader: 'graphql-loader' }],
      },
    },
  },
});
`),
    },
    async run(ctx) {
      const output = await expectCode(ctx, 'build', 1);
      return { build: ctx.between(output, /^error\s+Build error/, /Failed to resolve loader/) };
    },
  },
  'rsbuild-plugin': {
    files: {
      ...app,
      'rsbuild.config.ts': config(`import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  tools: {
    rspack: {
      plugins: [pluginReact()],
    },
  },
});
`),
    },
    async run(ctx) {
      return { build: ctx.grep(withoutStack(await expectCode(ctx, 'build', 1)), /^error/) };
    },
  },
  'dev-server': {
    files: {
      ...app,
      'rsbuild.config.ts': config(`
export default defineConfig({
  tools: {
    rspack: {
      devServer: { port: 8080 },
    },
  },
});
`),
    },
    async run(ctx) {
      return { build: ctx.grep((await expectCode(ctx, 'build', 0)), /^warn/) };
    },
  },
  'loader-order': {
    files: { 'src/index.ts': "const label: string = 'Version __APP_VERSION__';\n\ndocument.body.textContent = label;\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (!ctx.read(ctx.files('dist/static/js')).includes('Version 2.4.0')) throw new Error(`the loader did not run:\n${build.output}`);
      await ctx.rsbuild('inspect');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      return { uses: ctx.grep(config, /\/\* config\.module\.rule\('js'\)\.use\(/) };
    },
  },
};
