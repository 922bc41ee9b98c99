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
};
