/**
 * Runs of docs/{en,zh}/guide/optimization/inline-assets.mdx: the page's small app (its `src/index.ts`, a
 * stylesheet and two stand-in PNG files of 124 bytes and 12.4 kB) built with each inline option, and a
 * small React app with axios (not shown on the page) for the function and RegExp forms of inlineScripts.
 * Inlined bundles are shortened the way the page shows them: the start of the script, `/* … *\/`, the
 * app's own last statement; data URIs after the PNG signature. `css-queries` imports the page's
 * `src/card.css` from an entry of one line.
 */
import { fakeBinary } from '../../../../scripts/check-docs/runs/context.mjs';
import { devServer, previewServer } from '../../support/optimization.mjs';

const styleCss = `body {
  margin: 0;
  font-family: system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Noto Sans', Ubuntu, Cantarell, 'Helvetica Neue', sans-serif;
}

h1 {
  color: #0b7285;
}
`;
/** A stand-in PNG of `size` bytes that starts like a real one: the signature, then an IHDR chunk header. */
const png = (size, seed) => {
  const bytes = fakeBinary('png', size, seed);
  Buffer.from('0000000d49484452', 'hex').copy(bytes, 8);
  return bytes;
};
const reactApp = {
  'src/index.tsx': `import axios from 'axios';
import { createRoot } from 'react-dom/client';

function App() {
  return <button onClick={() => axios.get('/api/ping')}>Ping</button>;
}

createRoot(document.getElementById('root')!).render(<App />);
`,
};

/** `data:image/png;base64,iVBORw0KGgo…`: the PNG signature, then an ellipsis. */
const shortUris = (text) => text.replace(/(data:image\/png;base64,iVBORw0KGg.)[A-Za-z0-9+/=]+/g, '$1…');
/** The inline script of the small app: its first statement and its own code, the runtime between left out. */
const shortScript = (html) => shortUris(html).replace(/(<script defer>\(\(\)=>\{"use strict";var [^;]*;)[\s\S]*?(let \w+=document\.getElementById)/, '$1/* … */$2');
const table = (ctx, output) => ctx.between(output, /^File \(/);
const body = (html) => /<body>.*<\/body>/s.exec(html)[0];
const head = (html) => /<head>.*<\/head>/s.exec(html)[0];

export default {
  base: {
    files: {
      'src/style.css': styleCss,
      'src/assets/logo.png': png(124, 3),
      'src/assets/photo.png': png(12_400, 5),
    },
  },
  'inline-scripts': {
    extends: 'base',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const html = ctx.read('dist/index.html');
      // "Why html.inject matters": the same build with the default inject runs before #root exists.
      const inBody = await previewServer(ctx);
      const rendered = await ctx.browser(inBody.url);
      await inBody.stop();
      if (!rendered.text.includes('Inline demo')) throw new Error(`inject: 'body' did not render the heading: ${rendered.text}`);
      // The dev server does not inline with `true`.
      const dev = await devServer(ctx);
      const devHtml = (await ctx.request(dev.url)).body;
      await dev.stop();
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(/ {2}html: \{\n {4}inject: 'body',\n {2}\},\n/, ''));
      await ctx.rsbuild('build');
      const inHead = await previewServer(ctx);
      const title = await ctx.browser(inHead.url, async (page, log) => log.push(await page.title()));
      if (title.log.at(-1) !== 'root is null') throw new Error(`the default inject did not run the script too early: ${title.log.join('\n')}`);
      return { build: table(ctx, build.output), html: shortScript(html), dev: devHtml.match(/<script[^>]*><\/script>/g).join('\n') };
    },
  },
  'inline-function': {
    files: reactApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const html = body(ctx.read('dist/index.html')).replace(/<script defer>[\s\S]*?<\/script>/, '<script defer>/* app code, inlined */</script>');
      return { build: table(ctx, build.output), html };
    },
  },
  'inline-runtime': {
    files: reactApp,
    async run(ctx) {
      await ctx.rsbuild('build');
      const html = head(ctx.read('dist/index.html'))
        .replace(/^<head>.*?(?=<script)/s, '<head><!-- … -->')
        .replace(/<script defer>[\s\S]*?<\/script>/, '<script defer>/* Rspack runtime, inlined */</script>');
      return { html };
    },
  },
  'inline-styles': {
    extends: 'base',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: table(ctx, build.output), head: head(ctx.read('dist/index.html')) };
    },
  },
  'inline-dev': {
    extends: 'base',
    async run(ctx) {
      const dev = await devServer(ctx);
      return { head: (await ctx.request(dev.url, { method: 'HEAD', show: ['Content-Type', 'Content-Length'] })).text };
    },
  },
  'data-uri': {
    extends: 'base',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const js = ctx.files('dist/static/js');
      const log = await ctx.exec('node', [js]);
      return { build: table(ctx, build.output), log: log.output };
    },
  },
  'data-uri-image': {
    extends: 'data-uri',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { build: table(ctx, build.output) };
    },
  },
  queries: {
    extends: 'base',
    async run(ctx) {
      await ctx.rsbuild('build');
      const log = await ctx.exec('node', [ctx.files('dist/static/js')]);
      return { log: log.output };
    },
  },
  'css-queries': {
    extends: 'base',
    async run(ctx) {
      ctx.write('src/index.ts', "import './card.css';\n");
      const build = await ctx.rsbuild('build');
      return { build: table(ctx, build.output), css: shortUris(ctx.read(ctx.files('dist/static/css'))) };
    },
  },
};
