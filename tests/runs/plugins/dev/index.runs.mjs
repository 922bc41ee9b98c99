/**
 * Runs of docs/{en,zh}/plugins/dev/index.mdx: the banner plugin in a project, the config and order
 * examples, then the plugin as its own package (tsc, node --test, npm pack --dry-run), and the errors
 * of "Common errors" from the smallest config that causes each one.
 */
const config = (body, head = "import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';") => `${head}\n\n${body}\n`;
const app = { 'src/index.ts': "const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n" };
const errors = async (ctx) => ({ errors: ctx.grep((await ctx.rsbuild('build')).output, /^error/) });

/** The first line of a built file, and the start of the second, as the page prints them. */
function head(ctx, file) {
  const [first, second] = ctx.read(file).split('\n');
  const cut = second && second.length > 60 ? `${second.slice(0, 60)} ...` : second;
  return [`${file}:`, first, ...(cut ? [cut] : [])].join('\n');
}

export default {
  banner: {
    files: { 'src/style.css': 'body { color: rebeccapurple; }\n' },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const [js] = ctx.files('dist/static/js').split('\n');
      const [css] = ctx.files('dist/static/css').split('\n');
      return { build: build.output, heads: `${head(ctx, js)}\n\n${head(ctx, css)}` };
    },
  },
  'no-stage': {
    extends: 'banner',
    async run(ctx) {
      // The page's config with the `stage` line (and its comment) removed.
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(/\n\s*\/\/ Add the banner after.*\n\s*stage: .*/, ''));
      await ctx.rsbuild('build');
      const [js] = ctx.files('dist/static/js', { ignore: /LICENSE/ }).split('\n');
      return { head: ctx.read(js).split('\n')[0] };
    },
  },
  'env-config': {
    files: app,
    async run(ctx) {
      const shared = await ctx.rsbuild('build');
      const perEnv = await ctx.rsbuild('build', { env: { PER_ENV: '1' } });
      const lines = (output) => ctx.grep(output, /output\.sourceMap =/);
      return { shared: lines(shared.output), 'per-env': lines(perEnv.output) };
    },
  },
  preset: {
    files: app,
    run: async (ctx) => ({ setup: ctx.grep((await ctx.rsbuild('build')).output, /^setup /) }),
  },
  compare: {
    files: app,
    run: async (ctx) => ({ build: ctx.grep((await ctx.rsbuild('build')).output, /^\[(Rspack|Rsbuild) plugin\]/) }),
  },
  'environment-plugins': {
    files: app,
    run: async (ctx) => ({ build: ctx.grep((await ctx.rsbuild('build')).output, /^(setup |modifyEnvironmentConfig |onAfterBuild)/) }),
  },
  order: {
    files: app,
    run: async (ctx) => ({ setup: ctx.grep((await ctx.rsbuild('build')).output, /^setup /) }),
  },
  package: {
    async run(ctx) {
      const tree = ctx.tree('.').replace(/^\./, 'rsbuild-plugin-banner');
      const tsc = await ctx.exec('tsc');
      if (tsc.code !== 0) throw new Error(`tsc failed:\n${tsc.output}`);
      const test = await ctx.exec('node', ['--test']);
      const pack = await ctx.exec('npm', ['pack', '--dry-run'], { env: { npm_config_update_notifier: 'false' } });
      return {
        tree,
        test: ctx.grep(test.output, /^(ok \d|1\.\.|# (tests|pass|fail) )/),
        pack: ctx.between(pack.output, /📦/, /Tarball Details/).split('\n').slice(0, -1).join('\n'),
      };
    },
  },
  'rspack-plugin': {
    files: {
      ...app,
      'rsbuild.config.ts': config("export default defineConfig({\n  // @ts-expect-error an Rspack plugin, not an Rsbuild one\n  plugins: [new rspack.BannerPlugin({ banner: 'hello' })],\n});", "import { defineConfig, rspack } from '@rsbuild/core';"),
    },
    run: errors,
  },
  'normalized-in-setup': {
    files: {
      ...app,
      'rsbuild.config.ts': config("const pluginEarly = (): RsbuildPlugin => ({\n  name: 'plugin-early',\n  setup(api) {\n    api.getNormalizedConfig();\n  },\n});\n\nexport default defineConfig({ plugins: [pluginEarly()] });"),
    },
    run: errors,
  },
  loop: {
    files: {
      ...app,
      'rsbuild.config.ts': config("const plugin = (name: string, pre: string[]): RsbuildPlugin => ({ name, pre, setup() {} });\n\nexport default defineConfig({\n  plugins: [plugin('plugin-x', ['plugin-y']), plugin('plugin-y', ['plugin-x'])],\n});"),
    },
    run: errors,
  },
};
