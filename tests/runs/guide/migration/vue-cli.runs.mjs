/**
 * Runs of docs/{en,zh}/guide/migration/vue-cli.mdx: a Vue 3 app shaped like a Vue CLI project
 * (`public/index.html` with `<%= BASE_URL %>` and `htmlWebpackPlugin.options.title`, `@/` imports, a `.env`
 * with `VUE_APP_TITLE`, `process.env.BASE_URL`, a scoped style, a Markdown file imported as text), built
 * with the page's package.json and rsbuild.config.ts. Vue CLI itself is not installed and is never run.
 */
import { previewServer, without } from '../../support/optimization.mjs';

const vueCliApp = {
  'public/index.html': `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="<%= BASE_URL %>favicon.ico" />
    <title><%= htmlWebpackPlugin.options.title %></title>
  </head>
  <body>
    <div id="app"></div>
  </body>
</html>
`,
  'public/favicon.ico': 'ico\n',
  'src/main.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#app');\n",
  'src/App.vue': `<script setup>
import HelloPanel from '@/components/HelloPanel.vue';
import notes from './notes.md';

const title = process.env.VUE_APP_TITLE;
const base = process.env.BASE_URL;
</script>

<template>
  <h1 class="title">{{ title }}</h1>
  <p>Base: {{ base }}</p>
  <HelloPanel :text="notes" />
</template>

<style scoped>
.title {
  color: #42b883;
}
</style>
`,
  'src/components/HelloPanel.vue': `<script setup>
defineProps({ text: String });
</script>

<template>
  <pre>{{ text }}</pre>
</template>
`,
  'src/notes.md': 'Orders ship on Mondays.\n',
  '.env': 'VUE_APP_TITLE=Shop admin\n',
};

export default {
  app: {
    files: vueCliApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const html = ctx.read('dist/index.html');
      for (const wanted of ['src="/shop/static/js/', 'href="/shop/favicon.ico"', '<title>Shop admin</title>']) {
        if (!html.includes(wanted)) throw new Error(`dist/index.html has no ${wanted}:\n${html}`);
      }
      const preview = await previewServer(ctx);
      const { log, text } = await ctx.browser(preview.url, async (page, lines) => {
        await page.waitForSelector('pre');
        lines.push(`h1 color: ${await page.evaluate(() => getComputedStyle(document.querySelector('h1')).color)}`);
      });
      for (const shown of ['Shop admin', 'Orders ship on Mondays.']) if (!text.includes(shown)) throw new Error(`the page does not show ${shown}: ${text}`);
      // process.env.BASE_URL is server.base, without the trailing slash of Vue CLI.
      if (!/^Base: \/shop$/m.test(text)) throw new Error(`the page does not show "Base: /shop": ${text}`);
      if (!log.includes('h1 color: rgb(66, 184, 131)')) throw new Error(`the scoped style did not apply: ${log.join('\n')}`);
      if (log.some((line) => /error/i.test(line))) throw new Error(`errors in the console:\n${log.join('\n')}`);
      return { build: build.output, preview: preview.shownOutput(8080) };
    },
  },
  'no-base-url': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        '    // The template uses <%= BASE_URL %>\n',
        '    templateParameters: { BASE_URL: publicPath },\n'));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build errors?:/, /Template execution failed/) };
    },
  },
  'no-alias': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "  resolve: {\n    // Vue CLI set this alias for you\n    alias: { '@': './src' },\n  },\n"));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build errors?:/, /Module not found/) };
    },
  },
};
