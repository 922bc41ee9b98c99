/**
 * Runs of docs/{en,zh}/plugins/list/plugin-preact.mdx with @rsbuild/plugin-preact 1.4.0 and Preact 10:
 * a counter app (src/App.tsx and the entry, which the page does not print), its build and aliases, and
 * an edit under `rsbuild dev` with Prefresh off, watched in Chromium, and the React library recipe, with
 * the aliases and without them in a project where React is not installed.
 */
import { counterApp, reloadAfterEdit } from '../../support/frameworks.mjs';
import { configPart, fileTable, previewInBrowser } from '../../support/plugins.mjs';
import { withoutReact } from '../../support/preact.mjs';

const app = {
  'src/App.tsx': counterApp('preact/hooks'),
  'src/index.tsx': `import { render } from 'preact';
import { App } from './App';

render(<App />, document.getElementById('root')!);
`,
};

export default {
  sample: {
    files: app,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      await ctx.rsbuild('inspect --mode production');
      return { build: fileTable(ctx, build.output), alias: configPart(ctx.read('dist/.rsbuild/rspack.config.web.mjs'), /^\s*alias: \{/) };
    },
  },
  'no-prefresh': {
    files: app,
    run: reloadAfterEdit,
  },
  autosize: {
    extends: 'sample',
    async run(ctx) {
      const { build } = await previewInBrowser(ctx, { steps: (page) => page.waitForSelector('main h1 + textarea[placeholder="Grows as you type"]') });
      return { build: fileTable(ctx, build) };
    },
  },
  'no-aliases': {
    extends: 'autosize',
    async run(ctx) {
      const project = withoutReact(ctx, {
        link: ['preact', '@rsbuild/plugin-preact', '@babel/runtime', 'use-composed-ref', 'use-latest'],
        copy: ['react-textarea-autosize'],
      });
      const build = await project.rsbuild('build');
      return { build: ctx.between(build.output, /^error\s+Build error/, /^ @ /) };
    },
  },
};
