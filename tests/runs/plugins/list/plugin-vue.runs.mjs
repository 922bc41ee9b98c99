/**
 * Runs of docs/{en,zh}/plugins/list/plugin-vue.mdx with @rsbuild/plugin-vue 1.0.7 and Vue 3.5: the
 * sample build, `splitChunks: { vue: false }`, and a `<style lang="scss">` block without the Sass plugin.
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
