/**
 * Runs of docs/{en,zh}/guide/basic/typescript.mdx: the page's TypeScript files built as they are, checked with
 * `tsc` (TypeScript 5.8.3) and with @rsbuild/plugin-type-check 1.2.3, and the decorator example opened in
 * Chromium. `src/utils/price.ts` and `src/utils/types.ts` are the small modules the page imports but does not print.
 */
import { expectCode, server, withoutStack } from '../../support/basic-config.mjs';

const price = "export function formatPrice(cents: number): string {\n  return `$${(cents / 100).toFixed(2)}`;\n}\n";
const types = 'export interface Product {\n  name: string;\n  cents: number;\n}\n';
const config = "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n";

/**
 * The production build opened in Chromium: what the browser console shows (an uncaught error as
 * `Uncaught TypeError: ...`), then the text the page rendered.
 */
async function pageLog(ctx) {
  await expectCode(ctx, 'build', 0);
  const { url } = await server(ctx, 'preview');
  // Listen from the start of a second load, to get each error's name as the console prints it.
  const lines = [];
  const { text } = await ctx.browser(url, async (page) => {
    page.on('pageerror', (error) => lines.push(`Uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => lines.push(message.text()));
    await page.reload({ waitUntil: 'load' });
  });
  return [...lines, `page text: ${JSON.stringify(text)}`].join('\n');
}

export default {
  typeless: {
    async run(ctx) {
      return { build: await expectCode(ctx, 'build', 0) };
    },
  },
  tsc: {
    async run(ctx) {
      const result = await ctx.exec('npm', ['run', 'build']);
      if (result.code !== 2) throw new Error(`npm run build exited with ${result.code}, the page says 2:\n${result.output}`);
      return { build: result.output };
    },
  },
  plugin: {
    async run(ctx) {
      const build = await expectCode(ctx, 'build', 1);
      const dev = await server(ctx, 'dev');
      await dev.server.waitFor(/TS2322/);
      // The page says the server keeps serving the page.
      const answer = await ctx.request(dev.url);
      if (answer.status !== 200) throw new Error(`the dev server answered ${answer.status}`);
      return { build: withoutStack(build), dev: ctx.between(dev.output(), /^start/) };
    },
  },
  alias: {
    files: { 'src/utils/price.ts': price },
    async run(ctx) {
      const result = await ctx.exec('sh', ['-c', 'tsc --noEmit && rsbuild build']);
      if (result.code !== 0) throw new Error(`tsc --noEmit && rsbuild build exited with ${result.code}:\n${result.output}`);
      return { check: result.output };
    },
  },
  'decorators-default': {
    async run(ctx) {
      return { console: await pageLog(ctx) };
    },
  },
  'decorators-legacy': {
    async run(ctx) {
      return { console: await pageLog(ctx) };
    },
  },
  'js-extension': {
    files: {
      'src/utils/price.ts': price,
      'tsconfig.json': `${JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', noEmit: true }, include: ['src'] }, null, 2)}\n`,
    },
    async run(ctx) {
      return { build: await expectCode(ctx, 'build', 0) };
    },
  },
  'js-extension-no-tsconfig': {
    files: { 'src/utils/price.ts': price },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build', 1)) };
    },
  },
  'native-loader': {
    files: { 'rsbuild.config.ts': config, 'src/index.ts': "document.body.textContent = 'Hello';\n" },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build --config-loader native', 1)) };
    },
  },
  reexport: {
    files: {
      'src/utils/types.ts': types,
      'src/utils/price.ts': price,
      'src/index.ts': "import { formatPrice } from './utils';\n\ndocument.body.textContent = formatPrice(1999);\n",
    },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build', 1)) };
    },
  },
  'no-alias': {
    files: {
      'src/utils/index.ts': "export { formatPrice } from './price';\n",
      'src/utils/price.ts': price,
      'src/index.ts': "import { formatPrice } from '@/utils';\n\ndocument.body.textContent = formatPrice(1999);\n",
    },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build', 1)) };
    },
  },
};
