/**
 * Runs of docs/{en,zh}/plugins/list/plugin-babel.mdx with @rsbuild/plugin-babel 1.0.5: the loader options
 * that `rsbuild inspect` shows for the default registration, the coverage recipe with
 * babel-plugin-istanbul 7.0.1 (a two-file app the page does not print), and the decorators recipe with
 * the error that the object form of `babelLoaderOptions` causes.
 */
import { configPart, fileTable, previewInBrowser } from '../../support/plugins.mjs';

const cartApp = {
  'src/cart.ts': `export function total(prices: number[]) {
  return prices.reduce((sum, price) => sum + price, 0);
}
`,
  'src/index.ts': `import { total } from './cart';

document.querySelector('#root')!.textContent = \`Total: \${total([3, 4])}\`;
`,
};

export default {
  sample: {
    files: { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" },
    async run(ctx) {
      await ctx.rsbuild('inspect --mode production');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const from = config.indexOf("/* config.module.rule('js').use('babel') */");
      const lines = configPart(config.slice(from), /^\s*\{$/).split('\n');
      // The cache identifier is a long string of versions and options: the page leaves it out.
      const babel = lines.map((line) => (/^\s*cacheIdentifier:/.test(line) ? line.replace(/cacheIdentifier:.*/, '// cacheIdentifier omitted') : line));
      return { babel: ["/* config.module.rule('js').use('babel') */", ...babel].join('\n') };
    },
  },
  coverage: {
    files: cartApp,
    async run(ctx) {
      // A normal build first: no counters.
      const plain = await ctx.rsbuild('build');
      const entry = ctx.read(ctx.files('dist/static/js'));
      if (entry.includes('__coverage__')) throw new Error('a normal build has coverage counters');
      // The prose gives the size of the entry without counters.
      if (!/static\/js\/index\.\w+\.js\s+0\.29 kB/.test(plain.output)) throw new Error(`the plain entry is not 0.29 kB:\n${plain.output}`);
      let covered;
      const { build } = await previewInBrowser(ctx, {
        env: { COVERAGE: 'true' },
        steps: async (page) => { covered = await page.evaluate(() => Object.keys(window.__coverage__ ?? {}).sort()); },
      });
      const expected = ['src/cart.ts', 'src/index.ts'].map((file) => `${ctx.dir}/${file}`);
      if (JSON.stringify(covered) !== JSON.stringify(expected)) throw new Error(`window.__coverage__ has: ${covered}`);
      return { build: fileTable(ctx, build) };
    },
  },
  decorators: {
    async run(ctx) {
      // The recipe as the page shows it: the page counts 2 items and the console shows two calls.
      const { text, log } = await previewInBrowser(ctx);
      if (text.trim() !== 'Items: 2' || log !== 'console.log: calling add\nconsole.log: calling add') throw new Error(`the page shows:\n${text}\n${log}`);
      // The object form of babelLoaderOptions replaces the plugin list, decorators plugin included.
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('pluginBabel()', "pluginBabel({ babelLoaderOptions: { plugins: ['babel-plugin-istanbul'] } })"));
      const build = await ctx.rsbuild('build');
      return { error: ctx.between(build.output, /Module build failed/, /SyntaxError/) };
    },
  },
};
