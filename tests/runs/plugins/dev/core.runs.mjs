/**
 * Runs of docs/{en,zh}/plugins/dev/core.mdx: each example plugin in a one-entry project. Where the page
 * shows what happens without a plugin, the run removes it from the page's config and builds again; what
 * the prose says about the bundle with the plugin is checked on the way.
 */
const index = (code) => ({ 'src/index.ts': code });
const hello = index("const root = document.querySelector('#root');\nif (root) root.textContent = 'Hello';\n");
const build = async (ctx) => (await ctx.rsbuild('build')).output;
/** The built entry script. */
const entryScript = (ctx) => ctx.read(ctx.files('dist/static/js').split('\n').find((file) => /index\.\w+\.js$/.test(file)));
const expectIn = (text, part, what) => {
  if (!text.includes(part)) throw new Error(`${what} does not contain ${part}:\n${text}`);
};
/** Builds with `from` removed from the page's config. */
const buildWithout = async (ctx, from, to = '') => {
  ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(from, to));
  return build(ctx);
};

export default {
  context: {
    files: hello,
    async run(ctx) {
      // Both prints: from `setup: {` to the `}` that closes the second one.
      const lines = (await build(ctx)).split('\n');
      const from = lines.findIndex((line) => line === 'setup: {');
      const to = lines.findIndex((line, i) => i > from && line.startsWith('onBeforeCreateCompiler'));
      return { prints: lines.slice(from, lines.indexOf('}', to) + 1).join('\n') };
    },
  },
  'dist-paths': {
    files: hello,
    async run(ctx) {
      const prints = async () => ctx.grep(await build(ctx), /^(context|web|node)\.distPath:/);
      const nested = await prints();
      // The roots the page names for the second print: no common parent inside the project.
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace("'dist/web'", "'build'").replace("'dist/server'", "'server-build'"));
      return { nested, apart: await prints() };
    },
  },
  'config-states': {
    files: hello,
    run: async (ctx) => ({ prints: ctx.grep(await build(ctx), /^(original|current|normalized):/) }),
  },
  'normalized-in-setup': {
    files: {
      ...hello,
      'rsbuild.config.ts': "import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';\n\nconst pluginEarly = (): RsbuildPlugin => ({\n  name: 'plugin-early',\n  setup(api) {\n    api.getNormalizedConfig();\n  },\n});\n\nexport default defineConfig({ plugins: [pluginEarly()] });\n",
    },
    run: async (ctx) => ({ errors: ctx.grep(await build(ctx), /^error/) }),
  },
  targets: {
    files: hello,
    run: async (ctx) => ({ prints: ctx.grep(await build(ctx), /^\w+: target=/) }),
  },
  'plugin-exists': {
    files: hello,
    async run(ctx) {
      expectIn(await build(ctx), 'info    plugin-react-extras: found rsbuild:react', 'the build with pluginReact()');
      return { warn: ctx.grep(await buildWithout(ctx, 'pluginReactExtras(), pluginReact()', 'pluginReactExtras()'), /plugin-react-extras/) };
    },
  },
  transform: {
    files: {
      ...index("import notes from './notes.md';\n\nconsole.log(notes);\n"),
      'src/notes.md': '# Release notes\n\nVersion 2 is out.\n',
      'src/env.d.ts': "declare module '*.md' {\n  const text: string;\n  export default text;\n}\n",
    },
    async run(ctx) {
      await build(ctx);
      expectIn(entryScript(ctx), 'console.log("# Release notes\\n\\nVersion 2 is out.\\n")', 'the bundle');
      const without = await buildWithout(ctx, 'plugins: [pluginMarkdownText()]', 'plugins: []');
      return { 'without-plugin': ctx.between(without, /^error/, /JavaScript parsing error/) };
    },
  },
  'transform-order': {
    files: index("const greet = (name: string): string => `Hello, ${name}`;\n\nconsole.log(greet('Rsbuild'));\n"),
    run: async (ctx) => ({ prints: ctx.grep(await build(ctx), /^enforce /) }),
  },
  'asset-list': {
    files: hello,
    async run(ctx) {
      await build(ctx);
      return { json: ctx.read('dist/asset-list.json') };
    },
  },
  flags: {
    files: index("console.log('flags:', process.env.FLAGS);\n"),
    async run(ctx) {
      await build(ctx);
      expectIn(entryScript(ctx), 'console.log("flags:",["new-checkout"])', 'the bundle');
      return { 'without-flags': ctx.grep(await buildWithout(ctx, 'plugins: [pluginCheckout(), pluginFlags()]', 'plugins: [pluginCheckout()]'), /^error/) };
    },
  },
};
