/**
 * Runs of docs/{en,zh}/guide/styling/css-usage.mdx: the toolbar app (build, CSS, loaders, the dev
 * server's readable CSS), each option the page turns on, the Sass, Less and Stylus build, and the errors
 * and warnings of the last section. postcss-pxtorem is not in the 1.3 workspace, so the pxtorem examples
 * have no run. Sass comes from the workspace's sass-embedded (the plugin pins 1.89.0). `no-lightningcss`
 * builds the toolbar app with the loader off, then with CSS minification off as well. The CSS-in-JS
 * libraries are not in the 1.3 workspace: that section has no outputs. The configuration priority section
 * uses two small inline PostCSS plugins the page shows (px-to-rem in postcss.config.mjs, prefix-selector in
 * tools.postcss), so each plugin's work is visible in the built CSS.
 */
/**
 * Wait for the first build, not only for the URLs: Rsbuild prints them before it listens, so another run
 * started right after could pick the same free port.
 */
const firstBuild = /ready\s+built in/;
const table = (ctx, output) => ctx.between(output, /^File \(/);
/** The built CSS of a PostCSS priority run, checked against what the page says each plugin did. */
function postcssResult(ctx, { fileRan, toolsRan }) {
  const css = ctx.read(ctx.files('dist/static/css'));
  if (/\d\.?\d*rem/.test(css) !== fileRan) throw new Error(`the plugin of postcss.config.mjs ${fileRan ? 'did not run' : 'ran'}:\n${css}`);
  if (css.includes('.app .card') !== toolsRan) throw new Error(`the plugin of tools.postcss ${toolsRan ? 'did not run' : 'ran'}:\n${css}`);
  return css;
}

export default {
  base: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const css = ctx.read(ctx.files('dist/static/css'));
      await ctx.rsbuild('inspect');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const loaders = ctx.grep(config, /\/\* config\.module\.rule\('css'\)\.use\(/).replace(/^ +/gm, '');
      return { build: build.output, css, loaders };
    },
  },
  dev: {
    extends: 'base',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      return { css: (await ctx.request(`${dev.url}static/css/index.css`)).body };
    },
  },
  'old-browsers': {
    extends: 'base',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  preprocessors: {
    async run(ctx) {
      await ctx.rsbuild('build');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  inject: {
    extends: 'base',
    async run(ctx) {
      return { build: table(ctx, (await ctx.rsbuild('build')).output) };
    },
  },
  inline: {
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const js = ctx.read(ctx.files('dist/static/js'));
      // The string as the bundle holds it.
      return { build: table(ctx, build.output), string: /\.tag\{[^"'`]*/.exec(js)[0] };
    },
  },
  'node-css': {
    extends: 'base',
    // The server entry the config names; the page does not show it.
    files: {
      'src/server.js': `import './styles/main.css';

export function render() {
  return '<nav class="toolbar"><button class="toolbar-button">Save</button></nav>';
}
`,
    },
    async run(ctx) {
      return { build: ctx.between((await ctx.rsbuild('build')).output, /^File \(node\)/, /Total:/) };
    },
  },
  'css-source-map': {
    extends: 'base',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { files: ctx.files('dist/static/css') };
    },
  },
  'no-sass-plugin': {
    // The app.scss of the page, imported with no Sass plugin registered.
    files: { 'src/index.js': "import './app.scss';\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // Down to the help line; Rspack's stack trace follows.
      return { error: ctx.between(build.output, /^error/, /To enable support for Sass/) };
    },
  },
  'bad-import': {
    extends: 'base',
    async run(ctx) {
      // The typo the page describes: rest.css for reset.css.
      ctx.write('src/styles/main.css', ctx.read('src/styles/main.css').replace("'./reset.css'", "'./rest.css'"));
      const { output } = await ctx.rsbuild('build');
      return {
        first: ctx.between(output, /Module build failed/, /TypeError/),
        second: ctx.between(output.slice(output.indexOf('TypeError')), /Module build failed/, /RspackResolver/),
      };
    },
  },
  'postcss-esm': {
    extends: 'base',
    // A package.json without "type": "module" and a PostCSS config written with `export`.
    files: {
      'package.json': '{\n  "name": "my-app",\n  "private": true\n}\n',
      'postcss.config.js': 'export default {\n  plugins: [],\n};\n',
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      // Node.js names its process id and the query Rsbuild adds to the import: both change on every run.
      return { build: output.replace(/\(node:\d+\)/, '(node:4242)').replace(/\?t=\d+/, '?t=1748856600000') };
    },
  },
  'sass-deprecation': {
    // Sass written for older compilers: the global darken() function.
    files: {
      'src/index.js': "import './app.scss';\n",
      'src/app.scss': `$brand: #3b82f6;

.button {
  background: $brand;

  &:hover {
    background: darken($brand, 10%);
  }
}
`,
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      // The first of the warnings, down to its advice.
      return { warning: ctx.between(output, /⚠ ModuleWarning/, /Use color\.adjust instead/) };
    },
  },
  'no-lightningcss': {
    extends: 'base',
    async run(ctx) {
      await ctx.rsbuild('build');
      const loaderOff = ctx.files('dist/static/css');
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('  tools: {', '  output: {\n    minify: {\n      css: false,\n    },\n  },\n  tools: {'));
      await ctx.rsbuild('build');
      return { file: loaderOff, css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'postcss-priority': {
    files: { 'src/index.js': "import './index.css';\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      const css = postcssResult(ctx, { fileRan: true, toolsRan: true });
      await ctx.rsbuild('inspect');
      const config = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      // The postcss-loader item of the CSS rule, as inspect writes it.
      const loader = ctx.between(config, /rule\('css'\)\.use\('postcss'\)/, /^ {10}\}$/).replace(/^ {10}/gm, '');
      if (!/'px-to-rem'[\s\S]*'prefix-selector'/.test(loader)) throw new Error(`the file's plugin does not come first:\n${loader}`);
      if (!loader.includes('config: false')) throw new Error(`Rsbuild no longer sets config: false:\n${loader}`);
      return { css, loader };
    },
  },
  'postcss-object': {
    extends: 'postcss-priority',
    async run(ctx) {
      await ctx.rsbuild('build');
      const css = postcssResult(ctx, { fileRan: false, toolsRan: true });
      // What the page says of the other forms, each checked on the same project.
      const prefixSelector = "{ postcssPlugin: 'prefix-selector', Rule(rule) { if (!rule.selector.startsWith('.app ')) rule.selector = `.app ${rule.selector}`; } }";
      const forms = [
        // An object without postcssOptions keeps the file's plugins.
        { tools: '{ sourceMap: true }', fileRan: true, toolsRan: false },
        // A function that empties postcssOptions, then adds a plugin: the file's plugin is gone.
        { tools: `(options, { addPlugins }) => { options.postcssOptions = {}; addPlugins(${prefixSelector}); }`, fileRan: false, toolsRan: true },
        // A postcssOptions function: the file's plugins run as well.
        { tools: `{ postcssOptions: () => ({ plugins: [${prefixSelector}] }) }`, fileRan: true, toolsRan: true },
      ];
      for (const form of forms) {
        ctx.write('rsbuild.config.ts', `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({ tools: { postcss: ${form.tools} } });\n`);
        await ctx.rsbuild('build');
        postcssResult(ctx, form);
      }
      return { css };
    },
  },
  'postcss-config-false': {
    extends: 'postcss-priority',
    async run(ctx) {
      await ctx.rsbuild('build');
      const css = postcssResult(ctx, { fileRan: true, toolsRan: false });
      // The object form with only `config: false`: the file's plugin is gone, and so is postcss-loader.
      ctx.write('rsbuild.config.ts', "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({\n  tools: {\n    postcss: { postcssOptions: { config: false } },\n  },\n});\n");
      await ctx.rsbuild('build');
      postcssResult(ctx, { fileRan: false, toolsRan: false });
      await ctx.rsbuild('inspect');
      if (ctx.read('dist/.rsbuild/rspack.config.web.mjs').includes("use('postcss')")) throw new Error('postcss-loader is still in the CSS rule with postcssOptions: { config: false }');
      return { css };
    },
  },
};
