/**
 * Runs of docs/{en,zh}/guide/migration/cra.mdx: a small app shaped like a Create React App project (JSX in
 * `.js` files, `public/index.html`, a `.env` with `REACT_APP_` variables and a secret, an SVG imported as
 * `ReactComponent`, a CSS Module), built with the page's package.json and rsbuild.config.ts. Jest is not
 * installed here: its output on the page is marked `norun`, but its three config files are part of the
 * project, which also shows that Rsbuild ignores `babel.config.json`.
 *
 * `sass`, `pdf` and `jsconfig` are small projects of their own, each built with the page's config and
 * once without the line that matters: a Sass file, a PDF import, and an absolute import through the
 * `baseUrl` of `jsconfig.json`.
 *
 * `public-url` is the app with CRA's own template lines (`%PUBLIC_URL%`), which Rsbuild leaves as they are.
 * `sub-path` is CRA's `homepage` as Rsbuild prefixes: the asset URLs of the built and the served page with
 * `output.assetPrefix` alone, then with the page's `dev.assetPrefix` as well (and what the dev server answers
 * for a `public/` file under the prefix), then with `server.base` instead.
 */
import { devServer, previewServer, uncaughtErrors, without } from '../../support/optimization.mjs';

const craApp = {
  'src/index.js': `import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root')).render(<App />);
`,
  'src/App.js': `import { ReactComponent as Logo } from './logo.svg';
import styles from './App.module.css';

export default function App() {
  return (
    <main className={styles.app}>
      <Logo title="Logo" />
      <h1>{process.env.REACT_APP_TITLE}</h1>
      <p>API: {import.meta.env.REACT_APP_API_URL}</p>
      <p>Mode: {process.env.NODE_ENV}</p>
    </main>
  );
}
`,
  'src/App.module.css': '.app {\n  padding: 16px;\n}\n',
  'src/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#61dafb"/></svg>\n',
  'src/setupTests.js': "import '@testing-library/jest-dom';\n",
  '.env': 'REACT_APP_TITLE=Task board\nREACT_APP_API_URL=/api\nSECRET_TOKEN=do-not-ship-4711\n',
  'public/index.html': `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="<%= assetPrefix %>/favicon.ico" />
    <link rel="manifest" href="<%= assetPrefix %>/manifest.json" />
    <title>Task board</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  'public/favicon.ico': 'ico\n',
  'public/manifest.json': '{ "name": "Task board" }\n',
};

export default {
  app: {
    files: craApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const js = ctx.files('build/static/js').split('\n').map((file) => ctx.read(file)).join('\n');
      if (js.includes('do-not-ship-4711')) throw new Error('SECRET_TOKEN is in the built JavaScript');
      if (!ctx.read('build/index.html').includes('href="/favicon.ico"')) throw new Error('no href="/favicon.ico" in build/index.html');
      for (const file of ['build/favicon.ico', 'build/manifest.json']) if (!ctx.exists(file)) throw new Error(`no ${file}`);
      const dev = await devServer(ctx);
      await dev.waitFor(/ready\s+built in/);
      const { log, text } = await ctx.browser(dev.url, (page) => page.waitForSelector('h1'));
      for (const shown of ['Task board', 'API: /api', 'Mode: development']) if (!text.includes(shown)) throw new Error(`the page does not show ${shown}: ${text}`);
      if (log.some((line) => /error/i.test(line))) throw new Error(`errors in the console:\n${log.join('\n')}`);
      return { build: build.output, dev: dev.shownOutput() };
    },
  },
  // The CRACO mapping's banner: a `/*!` comment, which output.legalComments ('linked' by default) would move into
  // a .LICENSE.txt file; the page's config keeps it in the JavaScript with 'inline'.
  craco: {
    files: {
      'src/index.js': "document.getElementById('root').textContent = 'Task board';\n",
      'public/index.html': '<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <title>Task board</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
    },
    async run(ctx) {
      const firstLine = () => ctx.read(ctx.files('dist/static/js').split('\n').find((file) => /\/index\.\w+\.js$/.test(file))).split('\n')[0];
      const inline = await ctx.rsbuild('build');
      if (inline.code !== 0) throw new Error(inline.output);
      const kept = firstLine();
      // Without the legalComments line: the banner goes to a .LICENSE.txt file next to the script.
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace(/\n\s*\/\/[^\n]*\n\s*legalComments: 'inline',/, '').replace(/\n\s*legalComments: 'inline',/, ''));
      if (ctx.read('rsbuild.config.ts').includes('legalComments')) throw new Error("could not take legalComments out of the page's config");
      await ctx.rsbuild('build');
      const linked = firstLine();
      const license = ctx.files('dist/static/js').split('\n').filter((file) => file.endsWith('.LICENSE.txt')).map((file) => `${file}: ${ctx.read(file).trim()}`);
      if (linked.includes('Task board') || !license.length) throw new Error(`with the default legalComments the banner stayed in the script: ${linked}`);
      // The first comment of each script, not the minified code after it.
      const comment = (line) => line.slice(0, line.indexOf('*/') + 2);
      return { inline: comment(kept), linked: [comment(linked), ...license].join('\n') };
    },
  },
  'no-env': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "// Read the .env files and keep only the REACT_APP_ variables for the browser\nconst { publicVars } = loadEnv({ prefixes: ['REACT_APP_'] });\n",
        '  source: {\n    define: publicVars,\n  },\n'));
      await ctx.rsbuild('build');
      const preview = await previewServer(ctx);
      return { error: await uncaughtErrors(ctx, preview.url) };
    },
  },
  'no-svgr': {
    extends: 'app',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "import { pluginSvgr } from '@rsbuild/plugin-svgr';\n",
        "    // Allows `import { ReactComponent as Logo } from './logo.svg'` as in CRA\n    pluginSvgr({ mixedImport: true, svgrOptions: { exportType: 'named' } }),\n"));
      const { output } = await ctx.rsbuild('build');
      // Up to the end of the error; the stack trace under it points into Rsbuild's own code.
      return { error: ctx.between(output, /Rsbuild v/, /Rspack build failed/) };
    },
  },
  sass: {
    files: {
      'src/index.js': "import './App.scss';\n\ndocument.body.className = 'app';\n",
      'src/App.scss': '$brand: #61dafb;\n\n.app {\n  color: $brand;\n}\n',
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(`the build failed with the Sass plugin:\n${build.output}`);
      const css = ctx.files('dist/static/css').split('\n').map((file) => ctx.read(file)).join('\n');
      if (!css.includes('.app{color:#61dafb}')) throw new Error(`the Sass file was not compiled:\n${css}`);
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'),
        "import { pluginSass } from '@rsbuild/plugin-sass';\n", ', pluginSass()'));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build errors?:/, /plugin-sass/).replace(/[ \t]+$/gm, '') };
    },
  },
  pdf: {
    files: {
      'src/index.js': "import documentUrl from './document.pdf';\n\nconsole.log(documentUrl);\n",
      'src/document.pdf': '%PDF-1.4 sample\n',
    },
    async run(ctx) {
      const page = ctx.read('rsbuild.config.ts');
      ctx.write('rsbuild.config.ts', without(page, "  source: {\n    assetsInclude: /\\.(?:pdf|docx?)$/,\n  },\n"));
      const failed = await ctx.rsbuild('build');
      if (failed.code === 0) throw new Error('the build passed without assetsInclude');
      ctx.write('rsbuild.config.ts', page);
      const build = await ctx.rsbuild('build');
      if (!ctx.files('build/static/media').includes('document.')) throw new Error('no build/static/media/document.*.pdf');
      return {
        error: ctx.between(failed.output, /^error\s+Build errors?:/, /appropriate loader/).replace(/[ \t]+$/gm, ''),
        build: build.output,
      };
    },
  },
  jsconfig: {
    files: {
      'src/index.js': "import { Button } from 'components/Button';\n\ndocument.body.textContent = Button;\n",
      'src/components/Button.js': "export const Button = 'Save';\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(`the build failed with tsconfigPath:\n${build.output}`);
      ctx.write('rsbuild.config.ts', without(ctx.read('rsbuild.config.ts'), "  source: {\n    tsconfigPath: './jsconfig.json',\n  },\n"));
      const { output } = await ctx.rsbuild('build');
      return { error: ctx.between(output, /^error\s+Build errors?:/, /Module not found/) };
    },
  },
  'public-url': {
    extends: 'app',
    async run(ctx) {
      // CRA's template as it was, before the section's edit.
      const template = ctx.read('public/index.html').replaceAll('<%= assetPrefix %>', '%PUBLIC_URL%');
      if (!template.includes('href="%PUBLIC_URL%/favicon.ico"')) throw new Error(`the template has no %PUBLIC_URL%:\n${template}`);
      ctx.write('public/index.html', template);
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const kept = ctx.grep(ctx.read('build/index.html'), /%PUBLIC_URL%/).replace(/^\s+/gm, '');
      if (kept.split('\n').length !== 2) throw new Error(`expected both %PUBLIC_URL% lines in build/index.html, got:\n${ctx.read('build/index.html')}`);
      const dev = await devServer(ctx);
      await dev.waitFor(/ready\s+built in/);
      const served = (await ctx.request(dev.url)).body;
      if (ctx.grep(served, /%PUBLIC_URL%/).replace(/^\s+/gm, '') !== kept) throw new Error(`the dev server's page differs:\n${served}`);
      return { kept };
    },
  },
  'sub-path': {
    files: {
      'src/index.js': "document.getElementById('root').textContent = 'Task board';\n",
      'public/index.html': craApp['public/index.html'],
      'public/favicon.ico': craApp['public/favicon.ico'],
      'public/manifest.json': craApp['public/manifest.json'],
    },
    async run(ctx) {
      const page = ctx.read('rsbuild.config.ts');
      // The asset URLs of a page: the link and script tags, in order.
      const urls = (html) => [...html.matchAll(/<(?:link|script)\b[^>]*?\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
      const check = (label, list, prefix) => {
        if (list.length < 3 || !list.every((url) => url.startsWith(prefix))) throw new Error(`${label}: expected the icon, the manifest and the scripts under ${prefix}, got ${list.join(' ')}`);
        return `${label}:\n${list.map((url) => `  ${url}`).join('\n')}`;
      };
      const servedUrls = async (url) => {
        const dev = await devServer(ctx);
        await dev.waitFor(/ready\s+built in/);
        const list = urls((await ctx.request(new URL(url ?? '/', dev.url).href)).body);
        return { dev, list };
      };
      // output.assetPrefix alone: the build has it, the dev server does not.
      ctx.write('rsbuild.config.ts', without(page, "  dev: {\n    // The same prefix for rsbuild dev\n    assetPrefix: '/board/',\n  },\n"));
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const lines = [check('rsbuild build, output.assetPrefix only', urls(ctx.read('dist/index.html')), '/board/')];
      const outputOnly = await servedUrls();
      lines.push(check('rsbuild dev, output.assetPrefix only', outputOnly.list, '/'));
      if (outputOnly.list.some((url) => url.startsWith('/board/'))) throw new Error(`the dev server used output.assetPrefix: ${outputOnly.list}`);
      await outputOnly.dev.stop();
      // The page's config: dev.assetPrefix as well.
      ctx.write('rsbuild.config.ts', page);
      const both = await servedUrls();
      lines.push(check('rsbuild dev, dev.assetPrefix as well', both.list, '/board/'));
      // As `curl -I` asks: a HEAD request that accepts any type (Rsbuild's HTML fallback answers such requests).
      const show = { method: 'HEAD', headers: { Accept: '*/*' }, show: ['Content-Type'] };
      const script = await ctx.request(new URL('/board/static/js/index.js', both.dev.url).href, show);
      const manifest = await ctx.request(new URL('/board/manifest.json', both.dev.url).href, show);
      if (!/javascript/.test(script.headers['content-type'])) throw new Error(`/board/static/js/index.js: ${script.text}`);
      // public/ stays at /: the dev server answers /board/manifest.json with the HTML page (its fallback).
      if (!/text\/html/.test(manifest.headers['content-type'])) throw new Error(`/board/manifest.json: ${manifest.text}`);
      await both.dev.stop();
      // server.base instead of the two prefixes: page, scripts and public/ all move to /board/.
      ctx.write('rsbuild.config.ts', without(page,
        "  output: {\n    // \"homepage\": \"/board\" in CRA; rsbuild build only\n    assetPrefix: '/board/',\n  },\n",
        "  dev: {\n    // The same prefix for rsbuild dev\n    assetPrefix: '/board/',\n  },\n").replace('});', "  server: { base: '/board' },\n});"));
      const based = await servedUrls('/board/');
      check('rsbuild dev, server.base', based.list, '/board/');
      const baseManifest = await ctx.request(new URL('/board/manifest.json', based.dev.url).href, show);
      if (!/application\/json/.test(baseManifest.headers['content-type'])) throw new Error(`/board/manifest.json with server.base: ${baseManifest.text}`);
      const baseBuild = await ctx.rsbuild('build');
      if (baseBuild.code !== 0) throw new Error(baseBuild.output);
      check('rsbuild build, server.base', urls(ctx.read('dist/index.html')), '/board/');
      const curl = (path, answer) => `$ curl -I http://localhost:3000${path}\n${answer.text}`;
      return {
        urls: lines.join('\n'),
        public: [curl('/board/static/js/index.js', script), curl('/board/manifest.json', manifest)].join('\n\n'),
        base: curl('/board/manifest.json', baseManifest),
      };
    },
  },
};
