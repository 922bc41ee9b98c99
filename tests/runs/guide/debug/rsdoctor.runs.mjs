/**
 * Runs of docs/{en,zh}/guide/debug/rsdoctor.mdx with @rsdoctor/rspack-plugin 1.1.4: the React app of the
 * debug pages (100 components), built with RSDOCTOR=true (the report server keeps running and is stopped after it
 * printed its address), with the plugin in the config for CI, in brief mode, and with BUNDLE_ANALYZE.
 */
import { RSBUILD_BIN } from '../../../../scripts/check-docs/runs/context.mjs';
import { reactApp } from '../../support/debug-faq.mjs';

export default {
  env: {
    files: reactApp(100),
    async run(ctx) {
      const build = await ctx.start('node', [RSBUILD_BIN, 'build'], { env: { RSDOCTOR: 'true' }, ready: /analyzer running on: \S+/ });
      // The report server takes a random free port (3000 to 8999): pinned to the one a run printed.
      return { build: build.output().replace(/:\d+\/index\.html/, ':8519/index.html') };
    },
  },
  babel: {
    extends: 'env',
    async run(ctx) {
      await ctx.start('node', [RSBUILD_BIN, 'build'], { env: { RSDOCTOR: 'true' }, ready: /analyzer running on: \S+/ });
      return { times: (await ctx.exec('node', ['loader-times.mjs'])).output };
    },
  },
  ci: {
    extends: 'env',
    async run(ctx) {
      // Without a report server the build exits: `rsbuild build` would otherwise run until the check times out.
      const build = await ctx.rsbuild('build', { env: { RSDOCTOR_CI: '1' } });
      if (build.code !== 0) throw new Error(build.output);
      return { data: ctx.files('dist/.rsdoctor') };
    },
  },
  brief: {
    extends: 'env',
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: { RSDOCTOR_CI: '1' } });
      if (build.code !== 0) throw new Error(build.output);
      return { files: ctx.files('dist/.rsdoctor') };
    },
  },
  analyze: {
    extends: 'env',
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: { BUNDLE_ANALYZE: 'true' } });
      return { build: ctx.between(build.output, /^Webpack Bundle Analyzer/, /^ready/) };
    },
  },
};
