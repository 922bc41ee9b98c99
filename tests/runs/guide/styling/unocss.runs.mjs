/**
 * Runs of docs/{en,zh}/guide/styling/unocss.mdx: the PostCSS setup the page builds step by step, its dev
 * rebuild, and the two common errors. The Rspack plugin route needs `@unocss/webpack`, which is not
 * installed here, so its section has no run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { devServer } from '../../support/optimization.mjs';

/** Sets every file of the project a minute in the past. */
const backdate = (dir) => {
  const then = new Date(Date.now() - 60_000);
  for (const file of fs.readdirSync(dir, { recursive: true })) fs.utimesSync(path.join(dir, file), then, then);
};
const cssOf = (ctx) => ctx.read(ctx.files('dist/static/css'));

export default {
  postcss: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The utilities follow the `--un-*` preflight block, which the page leaves out.
      const css = cssOf(ctx);
      return { build: build.output, utilities: css.slice(css.indexOf('.mx-auto')) };
    },
  },
  rebuild: {
    extends: 'postcss',
    async run(ctx) {
      // Files written just before the watcher starts can count as changed and trigger an extra rebuild.
      backdate(ctx.dir);
      const server = await devServer(ctx);
      await server.waitFor(/built in/);
      const before = server.output().length;
      ctx.write('src/index.ts', ctx.read('src/index.ts').replace('<main class="', '<main class="bg-amber-200 '));
      await server.waitFor(/built in .*\n[\s\S]*built in/);
      const css = (await ctx.request(`http://localhost:${server.port}/static/css/index.css`)).body;
      if (!/\.bg-amber-200\s*{/.test(css)) throw new Error(`the served CSS has no .bg-amber-200 rule:\n${css}`);
      // An edit made right after the first build may be reported twice: show one rebuild.
      return { rebuild: server.output().slice(before).trim().split('\n').slice(-2).join('\n') };
    },
  },
  'no-config': {
    extends: 'postcss',
    async run(ctx) {
      ctx.write('uno.config.ts', "import { defineConfig } from 'unocss';\n\nexport default defineConfig({});\n");
      const build = await ctx.rsbuild('build');
      return { build: ctx.grep(build.output, /\.css/) };
    },
  },
  'no-postcss': {
    extends: 'postcss',
    async run(ctx) {
      fs.rmSync(path.join(ctx.dir, 'postcss.config.mjs'));
      await ctx.rsbuild('build');
      return { css: cssOf(ctx) };
    },
  },
};
