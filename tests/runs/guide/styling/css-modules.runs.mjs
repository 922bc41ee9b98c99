/**
 * Runs of docs/{en,zh}/guide/styling/css-modules.mdx: the settings card (rendered markup in production and
 * development, in Chromium; the stylesheet), what the imports hold (the built script run with Node, whose
 * console prints the object), each `output.cssModules` option the page sets, `tsc` with named exports, and
 * the two linking errors. @rsbuild/plugin-typed-css-modules is not in the 1.3 workspace.
 */
import { browserTsconfig, firstBuild } from '../../support/frameworks.mjs';

/** The markup of #root as the browser has it, without the template's blank first line and indent. */
const rendered = (html) => html.trim().split('\n').map((line) => line.replace(/^ {2}/, '')).join('\n');
/** Builds, then runs the built script with Node: its `console.log` prints the imported object. */
async function logged(ctx) {
  await ctx.rsbuild('build');
  return (await ctx.exec('node', [ctx.files('dist/static/js')])).output;
}

export default {
  base: {
    async run(ctx) {
      await ctx.rsbuild('build');
      const css = ctx.read(ctx.files('dist/static/css'));
      const preview = await ctx.previewServer();
      let html;
      await ctx.browser(preview.url, async (page) => {
        await page.waitForSelector('section');
        html = rendered(await page.innerHTML('#root'));
      });
      return { html, css };
    },
  },
  dev: {
    extends: 'base',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      let html;
      await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('section');
        html = rendered(await page.innerHTML('#root'));
      });
      return { html };
    },
  },
  log: {
    files: { 'src/index.ts': "import button from './components/Button.module.css';\n\nconsole.log(button);\n" },
    async run(ctx) {
      return { button: await logged(ctx) };
    },
  },
  globals: {
    files: {
      'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  output: {
    cssModules: {
      exportGlobals: true,
    },
  },
});
`,
      'src/index.ts': "import dialog from './components/Dialog.module.css';\n\nconsole.log(dialog);\n",
    },
    async run(ctx) {
      return { dialog: await logged(ctx) };
    },
  },
  ident: {
    extends: 'base',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  legacy: {
    files: { 'src/index.ts': "import legacy from './components/legacy.css';\n\nconsole.log(legacy);\n" },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
  'named-tsc': {
    files: { 'tsconfig.json': browserTsconfig },
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc', ['--noEmit'])).output };
    },
  },
  'named-default': {
    // namedExport on, and the first src/index.ts with its default imports.
    extends: 'base',
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.grep(output, /imported as 'button'/) };
    },
  },
  'not-module': {
    // A plain stylesheet imported as an object.
    files: {
      'src/Button.css': '.button {\n  color: #0969da;\n}\n',
      'src/index.ts': "import styles from './Button.css';\n\nconsole.log(styles.button);\n",
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error/, /ESModulesLinkingError/) };
    },
  },
};
