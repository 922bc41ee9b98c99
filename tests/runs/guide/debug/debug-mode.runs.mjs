/**
 * Runs of docs/{en,zh}/guide/debug/debug-mode.mdx: a small app with an empty config and two `.env` files,
 * built and served with DEBUG=rsbuild; then `rsbuild inspect`, two environments, and the logger levels.
 * Debug lines carry the local time (`rsbuild 11:36:22`); the runs pin it to one time so the page stays the same.
 */
import { devServer } from '../../support/debug-faq.mjs';

const config = (body = '{}', imports = 'defineConfig') => `import { ${imports} } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
const pinTimes = (text) => text.replace(/^( {2}rsbuild )\d\d:\d\d:\d\d /gm, '$109:30:00 ');
const DEBUG = { DEBUG: 'rsbuild' };

export default {
  build: {
    files: {
      'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
      'rsbuild.config.ts': config(),
      '.env': 'PUBLIC_GREETING=Hello\n',
      '.env.production': 'PUBLIC_API_URL=https://api.example.com\n',
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: DEBUG });
      return { build: pinTimes(build.output), files: ctx.files('dist/.rsbuild') };
    },
  },
  dev: {
    extends: 'build',
    async run(ctx) {
      const server = await devServer(ctx, [], { env: DEBUG });
      await server.waitFor(/ready\s+built in/);
      // One request at a time, each logged before the next, so the lines keep their order. Like a browser,
      // ask for HTML: the fallback to index.html only answers requests that accept it.
      const paths = ['', 'about', 'static/js/index.js'];
      for (const [index, path] of paths.entries()) {
        await ctx.request(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
        await server.waitFor(new RegExp(`(?:[\\s\\S]*? \\d{3} GET /\\S* [\\d.]+ ms){${index + 1}}`));
      }
      // The run takes a free port: shown as the default, 3000.
      return { dev: pinTimes(ctx.between(server.output(), /➜ Local:/)).replace(/(http:\/\/[^/\s]+):\d+\//g, '$1:3000/') };
    },
  },
  environments: {
    extends: 'build',
    files: {
      'src/server.js': "export const render = () => '<h1>Hello</h1>';\n",
      'rsbuild.config.ts': config(`{
  environments: {
    web: {},
    node: {
      source: { entry: { server: './src/server.js' } },
      output: { target: 'node' },
    },
  },
}`),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: DEBUG });
      return { files: ctx.between(build.output, /^success config inspection/, /Rspack Config \(node\)/) };
    },
  },
  inspect: {
    extends: 'build',
    async run(ctx) {
      return { inspect: (await ctx.rsbuild('inspect')).output };
    },
  },
  quiet: {
    extends: 'build',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  verbose: {
    extends: 'build',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: pinTimes(build.output) };
    },
  },
};
