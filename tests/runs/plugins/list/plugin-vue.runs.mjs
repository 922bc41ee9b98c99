/**
 * Runs of docs/{en,zh}/plugins/list/plugin-vue.mdx with @rsbuild/plugin-vue 1.0.7 and Vue 3.5: the
 * sample build, `splitChunks: { vue: false }`, a `<style lang="scss">` block without the Sass plugin, and
 * the `/deep/` combinator in a plain and in a Sass style block, then rewritten with `:deep()`.
 */
import { fileTable } from '../../support/plugins.mjs';

/** A component with a scoped style block (the page's sample has a plain one). */
const app = {
  'src/App.vue': `<script setup lang="ts">
import { ref } from 'vue';

const total = ref(3);
</script>

<template>
  <p class="total">{{ total }} items</p>
</template>
`,
};

export default {
  deep: {
    files: {
      'rsbuild.config.ts': "import { defineConfig } from '@rsbuild/core';\nimport { pluginSass } from '@rsbuild/plugin-sass';\nimport { pluginVue } from '@rsbuild/plugin-vue';\n\nexport default defineConfig({\n  plugins: [pluginVue(), pluginSass()],\n});\n",
      'src/index.ts': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
    },
    async run(ctx) {
      const plain = await ctx.rsbuild('build');
      const css = () => ctx.read(ctx.files('dist/static/css'));
      // The build succeeds and the rule is gone.
      if (plain.code !== 0 || css().trim() !== '') throw new Error(`expected an empty stylesheet:\n${plain.output}\n${css()}`);
      const app = ctx.read('src/App.vue');
      ctx.write('src/App.vue', app.replace('<style scoped>', '<style lang="scss" scoped>'));
      const sass = await ctx.rsbuild('build');
      ctx.write('src/App.vue', app.replace('/deep/ .title', ':deep(.title)'));
      const fixed = await ctx.rsbuild('build');
      if (fixed.code !== 0) throw new Error(fixed.output);
      return {
        build: fileTable(ctx, plain.output),
        'sass-error': ctx.between(sass.output, /expected selector/, /\^$/),
        fixed: css().trim(),
      };
    },
  },
  sample: {
    run: async (ctx) => ({ build: ctx.between((await ctx.rsbuild('build')).output, /^ready/) }),
  },
  split: {
    run: async (ctx) => ({ build: fileTable(ctx, (await ctx.rsbuild('build')).output) }),
  },
  'no-sass': {
    files: {
      'src/App.vue': `${app['src/App.vue']}
<style lang="scss" scoped>
$accent: #db2777;

.total {
  color: $accent;
}
</style>
`,
    },
    async run(ctx) {
      const output = (await ctx.rsbuild('build')).output;
      return { error: ctx.between(output, /^File: .*App\.vue\?vue&type=style/, /JavaScript parsing error/) };
    },
  },
};
