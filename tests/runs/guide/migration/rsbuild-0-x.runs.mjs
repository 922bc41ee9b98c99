/**
 * Runs of docs/{en,zh}/guide/migration/rsbuild-0-x.mdx: what Rsbuild 1.3.22 does with a config and code
 * written for 0.7 (`source.alias`, a string `html.appIcon`, `output.targets`, `dev.startUrl`, a legacy
 * decorator), and the 1.x replacements the page shows. Rsbuild 0.7 is not installed: its side of the
 * comparison is not run.
 */
import { fakeBinary } from '../../../../scripts/check-docs/runs/context.mjs';
import { previewServer, uncaughtErrors } from '../../support/optimization.mjs';

/** A method decorator with the legacy signature `(target, name, descriptor)`. */
const legacyDecorator = `function log(target, name, descriptor) {
  const original = descriptor.value;
  descriptor.value = function (...args) {
    console.log(\`calling \${name}\`);
    return original.apply(this, args);
  };
  return descriptor;
}

class Greeter {
  @log
  hello() {
    return 'Hello from 0.7';
  }
}

document.getElementById('root').textContent = new Greeter().hello();
`;
const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
/** The 0.7 config of the test project, unchanged. */
const config07 = `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  source: {
    alias: { '@': './src' },
  },
  html: {
    appIcon: './src/icon.png',
  },
  output: {
    targets: ['web'],
  },
  dev: {
    startUrl: true,
  },
});
`;

export default {
  unchanged: {
    files: {
      'rsbuild.config.ts': config07,
      'src/index.js': legacyDecorator,
      'src/icon.png': fakeBinary('png', 2_048, 9),
    },
    async run(ctx) {
      const first = (await ctx.rsbuild('build')).output;
      // With the icon fixed, the build passes and the decorator fails in the browser.
      ctx.write('rsbuild.config.ts', config07.replace("    appIcon: './src/icon.png',\n", ''));
      const second = (await ctx.rsbuild('build')).output;
      const warnings = ctx.grep(second, /^(warn|error)/);
      if (warnings !== ctx.grep(first, /^warn/)) throw new Error(`the fixed config printed other warnings:\n${second}`);
      if (ctx.exists('dist/server') || ctx.files('dist').includes('lib-polyfill')) throw new Error('output.targets or the 0.7 polyfill default still had an effect');
      let preview = await previewServer(ctx);
      const error = await uncaughtErrors(ctx, preview.url);
      if (error !== "Uncaught TypeError: Cannot read properties of undefined (reading 'value')") throw new Error(`the 2022-03 decorators did not fail as the page says:\n${error}`);
      await preview.stop();
      // With decorators: { version: 'legacy' } it works again.
      ctx.write('rsbuild.config.ts', config07.replace("    appIcon: './src/icon.png',\n", '').replace('  source: {\n', "  source: {\n    decorators: { version: 'legacy' },\n"));
      await ctx.rsbuild('build');
      preview = await previewServer(ctx);
      const { log, text } = await ctx.browser(preview.url, (page) => page.waitForFunction(() => document.body.innerText.includes('Hello')));
      if (!log.includes('console.log: calling hello') || !text.includes('Hello from 0.7')) throw new Error(`legacy decorators did not run:\n${log.join('\n')}\n${text}`);
      // Up to the error; the stack trace under it points into Rsbuild's own code.
      return { build: ctx.between(first, /Rsbuild v/, /TypeError/), warn: ctx.grep(first, /^warn/) };
    },
  },
  environments: {
    files: {
      'src/index.client.js': "import { platform } from '@platform';\n\ndocument.getElementById('root').textContent = platform;\n",
      'src/index.server.js': "import { platform } from '@platform';\n\nexport const render = () => `<p>${platform}</p>`;\n",
      'src/web/platform.js': "export const platform = 'web';\n",
      'src/node/platform.js': "export const platform = 'node';\n",
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      return { ready: ctx.grep(output, /^ready/) };
    },
  },
  'old-plugin': {
    files: {
      'src/index.js': "document.getElementById('root').textContent = 'Hello';\n",
      'html-report-plugin.ts': `import type { RsbuildPlugin } from '@rsbuild/core';

// Written for Rsbuild 0.7
export const pluginHtmlReport = (): RsbuildPlugin => ({
  name: 'html-report',
  setup(api) {
    api.onAfterBuild(() => {
      console.log('[html-report]', (api as any).getHTMLPaths());
    });
  },
});
`,
      'rsbuild.config.ts': config("{\n  plugins: [pluginHtmlReport()],\n}").replace("import { defineConfig } from '@rsbuild/core';\n", "import { defineConfig } from '@rsbuild/core';\nimport { pluginHtmlReport } from './html-report-plugin';\n"),
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.grep(output, /^error/) };
    },
  },
  plugin: {
    files: {
      'src/index.js': "document.getElementById('root').textContent = 'Hello';\n",
      'rsbuild.config.ts': config("{\n  plugins: [pluginHtmlReport()],\n}").replace("import { defineConfig } from '@rsbuild/core';\n", "import { defineConfig } from '@rsbuild/core';\nimport { pluginHtmlReport } from './html-report-plugin';\n"),
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      return { report: ctx.grep(output, /\[html-report\]/) };
    },
  },
};
