/**
 * Runs of docs/{en,zh}/plugins/list/plugin-babel.mdx with @rsbuild/plugin-babel 1.0.5: the loader options
 * that `rsbuild inspect` shows for the default registration.
 */
import { configPart } from '../../support/plugins.mjs';

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
};
