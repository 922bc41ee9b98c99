/**
 * Runs of docs/{en,zh}/api/javascript-api/core.mdx: each script on the page, run with Node in a small
 * project. The `.env` files are the ones the page describes in words.
 */
const app = { 'src/index.js': "document.querySelector('#root').textContent = 'Hello from Rsbuild';\n" };
const emptyConfig = "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n";
const node = async (ctx, ...args) => (await ctx.exec('node', args)).output;

export default {
  build: {
    files: { ...app, 'rsbuild.config.mjs': emptyConfig },
    run: async (ctx) => ({ output: await node(ctx, 'build.mjs') }),
  },
  'build-with-env': {
    files: {
      ...app,
      '.env': 'PUBLIC_API_URL=https://dev.example.com\nPUBLIC_APP_NAME=Env demo\n',
      '.env.production': 'PUBLIC_API_URL=https://prod.example.com\n',
    },
    async run(ctx) {
      const noEnv = await node(ctx, 'no-env.mjs');
      // The page shows the define object; the build's log lines follow it.
      const define = ctx.between(await node(ctx, 'build-with-env.mjs'), /^\{/, /^\}/);
      return { 'no-env': noEnv, define, 'config-function': ctx.grep(await node(ctx, 'config-function.mjs'), /^title:/) };
    },
  },
  'caller-name': { run: async (ctx) => ({ output: ctx.grep(await node(ctx, 'caller-name.mjs'), /^plugin-caller-aware/) }) },
  'logger-override': { files: app, run: async (ctx) => ({ output: await node(ctx, 'prefixed-build.mjs') }) },
  'load-config': {
    run: async (ctx) => ({ output: await node(ctx, 'load.mjs') }),
  },
  'load-env': {
    files: {
      '.env': 'PUBLIC_API_URL=https://api.example.com\nDATABASE_PASSWORD=secret\n',
      '.env.development': 'PUBLIC_API_URL=http://localhost:8080\n',
    },
    run: async (ctx) => ({ output: await node(ctx, 'env.mjs') }),
  },
  'shell-vs-file': {
    files: { '.env': 'NODE_ENV=production\nPUBLIC_API_URL=https://api.example.com\n' },
    async run(ctx) {
      const script = "import('@rsbuild/core').then(({ loadEnv }) => { loadEnv(); console.log(process.env.NODE_ENV, process.env.PUBLIC_API_URL); })";
      return { output: (await ctx.exec('node', ['-e', script], { env: { NODE_ENV: 'development', PUBLIC_API_URL: 'https://shell.example.com' } })).output };
    },
  },
  merge: { run: async (ctx) => ({ output: await node(ctx, 'merge.mjs') }) },
  'run-cli': { files: app, run: async (ctx) => ({ output: await node(ctx, 'my-cli.mjs', 'build') }) },
  logger: {
    async run(ctx) {
      const output = await node(ctx, 'logger.mjs');
      // The stack trace below the error's first frame depends on Node's internals: the page cuts it.
      const lines = output.split('\n');
      const frame = lines.findIndex((line) => line.trim().startsWith('at '));
      return { output: [...lines.slice(0, frame + 1), '    ...'].join('\n') };
    },
  },
  'asset-prefix': { run: async (ctx) => ({ output: await node(ctx, 'asset-prefix.mjs') }) },
};
