/**
 * Runs of docs/{en,zh}/guide/migration/vue-cli.mdx: a Vue 3 app shaped like a Vue CLI project
 * (`public/index.html` with `<%= BASE_URL %>` and `htmlWebpackPlugin.options.title`, `@/` imports, a `.env`
 * with `VUE_APP_TITLE`, `process.env.BASE_URL`, a scoped style, a Markdown file imported as text), built
 * with the page's package.json and rsbuild.config.ts. Vue CLI itself is not installed and is never run.
 *
 * `mount-id` is the same `src/main.js` (`mount('#app')`) without `html.template`: Rsbuild's own page, first
 * with its default mount id (`root`: a blank page, and Vue's warning in the dev server's console only), then
 * with the page's `html.mountId: 'app'`.
 */
import { waitForLine } from '../../support/console.mjs';
import { devServer, previewServer, without } from '../../support/optimization.mjs';

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
  'mount-id': {
    files: {
      'src/main.js': vueCliApp['src/main.js'],
      'src/App.vue': '<template>\n  <h1>Shop admin</h1>\n</template>\n',
    },
    async run(ctx) {
      const fixed = ctx.read('rsbuild.config.ts');
      // Without html.mountId: Rsbuild's page has <div id="root">, and main.js mounts on #app.
      ctx.write('rsbuild.config.ts', without(fixed, "  html: {\n    // src/main.js mounts on #app, as in Vue CLI\n    mountId: 'app',\n  },\n"));
      const dev = await devServer(ctx);
      await dev.waitFor(/ready\s+built in/);
      const blank = await ctx.browser(dev.url, (page, log) => waitForLine(log, /Failed to mount app/, 10_000));
      if (blank.text.trim() !== '') throw new Error(`the page is not blank: ${blank.text}`);
      const devWarning = blank.log.find((line) => /Failed to mount app/.test(line));
      await dev.stop();
      // The production build: Vue leaves its warnings out, so the blank page says nothing.
      const failedBuild = await ctx.rsbuild('build');
      if (failedBuild.code !== 0) throw new Error(failedBuild.output);
      if (!ctx.read('dist/index.html').includes('<div id="root"></div>')) throw new Error(`no <div id="root"> in dist/index.html:\n${ctx.read('dist/index.html')}`);
      const preview = await previewServer(ctx);
      const silent = await ctx.browser(preview.url, (page) => page.waitForTimeout(500));
      if (silent.text.trim() !== '' || silent.log.length) throw new Error(`expected a blank page and an empty console, got: ${silent.text}\n${silent.log.join('\n')}`);
      await preview.stop();
      // The page's config: the generated page has the element main.js looks for.
      ctx.write('rsbuild.config.ts', fixed);
      const build = await ctx.rsbuild('build');
      const html = ctx.read('dist/index.html');
      const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[0];
      if (!body?.includes('<div id="app"></div>')) throw new Error(`no <div id="app"> in dist/index.html:\n${html}`);
      const fixedDev = await devServer(ctx);
      await fixedDev.waitFor(/ready\s+built in/);
      const mounted = await ctx.browser(fixedDev.url, (page) => page.waitForSelector('h1'));
      if (!mounted.text.includes('Shop admin')) throw new Error(`the app did not render: ${mounted.text}`);
      if (mounted.log.some((line) => /warn|error/i.test(line))) throw new Error(`warnings in the console:\n${mounted.log.join('\n')}`);
      if (build.code !== 0) throw new Error(build.output);
      // The message as the browser's console shows it, without the log's `console.warning: ` label.
      return { 'dev-console': devWarning.replace(/^console\.warning: /, ''), body };
    },
  },
};
