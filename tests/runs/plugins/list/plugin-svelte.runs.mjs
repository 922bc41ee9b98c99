/**
 * Runs of docs/{en,zh}/plugins/list/plugin-svelte.mdx with @rsbuild/plugin-svelte 1.0.8 and Svelte 5:
 * one component with a <style> block (not printed on the page) built with the default and with
 * `emitCss: false`, the loader options of `rsbuild inspect` in development, and the SCSS recipe.
 */
import { configPart, fileTable } from '../../support/plugins.mjs';

const app = {
  'src/App.svelte': `<script>
  let count = $state(0);
</script>

<h1>Hello from Svelte</h1>
<button type="button" onclick={() => count++}>Clicked {count} times</button>

<style>
  h1 {
    color: #ff3e00;
  }
</style>
`,
  'src/index.ts': `import { mount } from 'svelte';
import App from './App.svelte';

mount(App, { target: document.getElementById('root')!, props: { name: 'Rsbuild' } });
`,
};
const table = async (ctx) => fileTable(ctx, (await ctx.rsbuild('build')).output);

export default {
  sample: {
    files: app,
    async run(ctx) {
      const build = await table(ctx);
      await ctx.rsbuild('inspect');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const loader = config.slice(config.search(/loader: '.*svelte-loader/));
      // The page quotes the scoped rule of the CSS file in its prose.
      const css = ctx.read(ctx.files('dist/static/css'));
      if (css !== 'h1.svelte-9tk13j{color:#ff3e00}') throw new Error(`the CSS file now holds: ${css}`);
      return { build, options: configPart(loader, /^\s*options: \{/) };
    },
  },
  'no-emit-css': { files: app, run: async (ctx) => ({ build: await table(ctx) }) },
  scss: {
    files: app,
    async run(ctx) {
      await ctx.rsbuild('build');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'undefined-variable': {
    files: app,
    async run(ctx) {
      const lines = (await ctx.rsbuild('build')).output.split('\n');
      const from = lines.findIndex((line) => line.includes('Module build failed'));
      return { error: ctx.between(lines.slice(from).join('\n'), /Module build failed/, /root stylesheet/) };
    },
  },
};
