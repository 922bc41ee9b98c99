/**
 * Runs of docs/{en,zh}/guide/migration/webpack.mdx: a small React app shaped like the page's webpack
 * project (`src/main.jsx`, an `@` alias, an `API_BASE` constant, a CSS file, a 108-byte SVG, a template in
 * `public/` that reads `htmlWebpackPlugin.options.title`), built with the page's package.json and
 * rsbuild.config.ts. webpack itself is not installed and is never run.
 *
 * The other scenarios are small projects of their own: a `devServer` key left in tools.rspack, a
 * ProvidePlugin for `Buffer` without the `buffer` package (which the runs do not install), and the Babel
 * replacement (lodash with source.transformImport, Array.prototype.at with output.polyfill).
 */
import { devServer, previewServer, uncaughtErrors, without } from '../../support/optimization.mjs';

const webpackApp = {
  'src/main.jsx': `import { createRoot } from 'react-dom/client';
import App from '@/App';
import './styles.css';

createRoot(document.getElementById('root')).render(<App />);
`,
  'src/App.jsx': `import logo from './logo.svg';

export default function App() {
  return (
    <main>
      <img src={logo} alt="" width="24" />
      <h1>Inventory</h1>
      <p>API: {API_BASE}</p>
    </main>
  );
}
`,
  'src/styles.css': 'body {\n  margin: 0;\n  color: #1d3557;\n}\n',
  // 108 bytes, under the 4 KiB data URI limit.
  'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#8dd6f9"/></svg>\n',
  'public/index.html': `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title><%= htmlWebpackPlugin.options.title %></title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
};

export default {
  app: {
    files: webpackApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (!ctx.read('build/index.html').includes('<title>Inventory</title>')) throw new Error('the template did not get the title');
      const dev = await devServer(ctx);
      await dev.waitFor(/ready\s+built in/);
      const { log, text } = await ctx.browser(dev.url, (page) => page.waitForSelector('h1'));
      if (!text.includes('API: /api')) throw new Error(`the page does not show API_BASE: ${text}`);
      if (log.some((line) => /error/i.test(line))) throw new Error(`errors in the console:\n${log.join('\n')}`);
      return { build: build.output, dev: dev.shownOutput(8080) };
    },
  },
  'no-alias': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "  resolve: {\n    // `resolve.alias`\n    alias: { '@': './src' },\n  },\n"));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build errors?:/, /Module not found/) };
    },
  },
  'no-define': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        '    // `DefinePlugin`\n',
        "    define: { API_BASE: JSON.stringify('/api') },\n"));
      await ctx.rsbuild('build');
      const preview = await previewServer(ctx);
      return { error: await uncaughtErrors(ctx, preview.url) };
    },
  },
  'dev-server-key': {
    files: { 'src/index.js': "console.log('hello');\n" },
    async run(ctx) {
      ctx.write('rsbuild.config.ts', `import { defineConfig } from '@rsbuild/core';

export default defineConfig({
  tools: {
    rspack: {
      devServer: { port: 8080 },
    },
  },
});
`);
      const { output } = await ctx.rsbuild('build');
      return { warning: ctx.grep(output, /Find invalid Rspack config/) };
    },
  },
  'no-buffer': {
    files: {
      'src/index.js': "const bytes = Buffer.from('hello', 'utf8');\nconsole.log(bytes.toString('base64'));\n",
    },
    async run(ctx) {
      const { code, output } = await ctx.rsbuild('build');
      if (code === 0) throw new Error('the build passed without the buffer package');
      return { error: ctx.between(output, /^error\s+Build errors?:/, /plugin-node-polyfill/) };
    },
  },
  babel: {
    files: {
      'src/index.js': `import { debounce } from 'lodash';

const breakpoints = [320, 768, 1280];
const onResize = debounce(() => {
  console.log('largest breakpoint:', breakpoints.at(-1));
}, 200);
window.addEventListener('resize', onResize);
`,
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (!/lib-polyfill/.test(build.output)) throw new Error(`no lib-polyfill chunk:\n${build.output}`);
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(/  source: \{[\s\S]*?\n  \},\n/, ''));
      if (/transformImport/.test(ctx.read('rsbuild.config.ts'))) throw new Error('transformImport is still in the config');
      const without = await ctx.rsbuild('build');
      return { build: build.output, 'without-import': ctx.between(without.output, /^File \(web\)/, /Total:/) };
    },
  },
  camel2dash: {
    extends: 'babel',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace('camelToDashComponentName', 'camel2DashComponentName'));
      const { code, output } = await ctx.rsbuild('build');
      if (code === 0) throw new Error('the build passed with camel2DashComponentName');
      const shown = ctx.between(output, /^error\s+ValidationError/, /^\s+at /).split('\n');
      return { error: shown.slice(0, -1).join('\n') };
    },
  },
};
