/**
 * Runs of docs/{en,zh}/guide/migration/cra.mdx: a small app shaped like a Create React App project (JSX in
 * `.js` files, `public/index.html`, a `.env` with `REACT_APP_` variables and a secret, an SVG imported as
 * `ReactComponent`, a CSS Module), built with the page's package.json and rsbuild.config.ts. Jest is not
 * installed here: its output on the page is marked `norun`, but its three config files are part of the
 * project, which also shows that Rsbuild ignores `babel.config.json`.
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
};
