/**
 * Runs of docs/{en,zh}/guide/framework/preact.mdx: the counter app's dev server and build, and the
 * reload Prefresh falls back to when the entry file changes (in Chromium), and react-error-boundary on
 * preact/compat. The plugin 1.5 failure needs that release, which the 1.3 workspace does not have.
 * `anonymous` edits the page's unnamed component in Chromium, with the entry's import made a default import.
 */
import { buildAndServe, firstBuild } from '../../support/frameworks.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileTable, previewInBrowser } from '../../support/plugins.mjs';
import { withoutReact } from '../../support/preact.mjs';
import { anonymousComponentScenario } from '../../support/anonymous-component.mjs';


export default {
  app: {
    run: (ctx) => buildAndServe(ctx),
  },
  prefresh: {
    extends: 'app',
    async run(ctx) {
      const dev = await ctx.devServer([], { ready: firstBuild });
      const { log } = await ctx.browser(dev.url, async (page) => {
        await page.waitForSelector('button');
        // An edit to the entry file, which no module accepts.
        ctx.write('src/index.tsx', `${ctx.read('src/index.tsx')}\nconsole.log('entry edited');\n`);
        await page.waitForEvent('load');
        await page.waitForSelector('button');
      });
      return { console: ctx.between(log.join('\n'), /Forced reload/, /^Update propagation/).replace(/^console\.\w+: /, '') };
    },
  },
  compat: {
    extends: 'app',
    async run(ctx) {
      const { build, text } = await previewInBrowser(ctx);
      if (!text.includes('Caught by a React library running on Preact')) throw new Error(`the page shows:\n${text}`);
      // tsc where neither React nor its types are installed, then with the `paths` mapping the page adds.
      const project = withoutReact(ctx, { link: ['preact'], copy: ['react-error-boundary'] });
      const tsc = await project.exec('tsc', ['-p', '.']);
      const tsconfig = JSON.parse(ctx.read('tsconfig.json'));
      tsconfig.compilerOptions.paths = { react: ['./node_modules/preact/compat/'], 'react-dom': ['./node_modules/preact/compat/'] };
      fs.writeFileSync(path.join(project.dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
      const fixed = await project.exec('tsc', ['-p', '.']);
      if (fixed.code !== 0) throw new Error(`tsc still fails with paths:\n${fixed.output}`);
      return { build: ctx.between(fileTable(ctx, build), /^dist\/index\.html/), tsc: tsc.output.trim() };
    },
  },
  'no-aliases': {
    extends: 'compat',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('pluginPreact()', 'pluginPreact({ reactAliasesEnabled: false })'));
      // React not installed: the build fails.
      const build = await withoutReact(ctx, { link: ['preact', '@rsbuild/plugin-preact'], copy: ['react-error-boundary'] }).rsbuild('build');
      // React 19 installed next to Preact: the build passes, but the page stays empty without an error.
      const withReact = await previewInBrowser(ctx);
      if (withReact.text.trim() || withReact.log.trim()) throw new Error(`with React installed the page shows:\n${withReact.text}\n${withReact.log}`);
      return { build: ctx.between(build.output, /^error\s+Build error/, /^ @ /) };
    },
  },
  anonymous: anonymousComponentScenario('Hello from Preact'),
};
