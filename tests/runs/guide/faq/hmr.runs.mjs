/**
 * Runs of docs/{en,zh}/guide/faq/hmr.md: a small React app in the dev server, opened in Chromium, edited while
 * it runs. Console lines are shown as the browser console shows them (the message text, without its level).
 * The nginx section has no run: it needs nginx in front of the dev server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_DIR } from '../../../../scripts/check-docs/runs/context.mjs';
import { waitForLine } from '../../support/console.mjs';
import { devServer } from '../../support/debug-faq.mjs';

const reactConfig = "import { defineConfig } from '@rsbuild/core';\nimport { pluginReact } from '@rsbuild/plugin-react';\n\nexport default defineConfig({\n  plugins: [pluginReact()],\n});\n";
const app = {
  'rsbuild.config.ts': reactConfig,
  'src/index.jsx': "import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n",
  'src/App.jsx': "import { useState } from 'react';\n\nexport function App() {\n  const [count, setCount] = useState(0);\n  return (\n    <button type=\"button\" onClick={() => setCount(count + 1)}>\n      Count is {count}\n    </button>\n  );\n}\n",
};

/** A page whose heading is red, styled by `src/index.css`. */
const cssApp = {
  'src/index.js': "import './index.css';\n\ndocument.querySelector('#root').textContent = 'Sale';\n",
  'src/index.css': '#root {\n  color: rgb(255, 0, 0);\n}\n',
};

/** The console lines that match `pattern`, without the `console.<type>: ` prefix the helper adds. */
const consoleLines = (log, pattern) => log.filter((line) => pattern.test(line)).map((line) => line.replace(/^console\.\w+: /, '')).join('\n');

export default {
  connected: {
    files: app,
    async run(ctx) {
      const server = await devServer(ctx);
      const { log } = await ctx.browser(server.url, (page, log) => waitForLine(log, /\[HMR\] connected/));
      return { console: consoleLines(log, /\[HMR\]/) };
    },
  },
  rebuild: {
    files: app,
    async run(ctx) {
      const server = await devServer(ctx);
      await server.waitFor(/ready\s+built in/);
      const before = server.output().length;
      ctx.write('src/App.jsx', ctx.read('src/App.jsx').replace('Count is', 'Clicks:'));
      await server.waitFor(new RegExp(`^[\\s\\S]{${before}}[\\s\\S]*building[\\s\\S]*ready\\s+built in`));
      return { terminal: ctx.between(server.output().slice(before), /building/, /ready/) };
    },
  },
  reload: {
    files: app,
    async run(ctx) {
      const server = await devServer(ctx);
      const { log } = await ctx.browser(server.url, async (page, log) => {
        await waitForLine(log, /\[HMR\] connected/);
        ctx.write('src/App.jsx', ctx.read('src/App.jsx').replace('Count is', 'Clicks:'));
        await waitForLine(log, /Forced reload/);
      });
      // The console prints the error with its stack: the page shows the message.
      return { console: consoleLines(log, /Forced reload/).split('\n').filter((line) => !/^\s+at /.test(line)).join('\n') };
    },
  },
  watch: {
    files: {
      'src/index.js': "document.querySelector('#root').textContent = document.title;\n",
      'content/banner.txt': 'Spring sale\n',
    },
    async run(ctx) {
      const server = await devServer(ctx);
      await server.waitFor(/ready\s+built in/);
      ctx.write('content/banner.txt', 'Summer sale\n');
      await server.waitFor(/restarting server/);
      return { terminal: ctx.grep(server.output(), /restarting server/) };
    },
  },
  'two-reacts': {
    files: {
      ...app,
      'src/App.jsx': "import { useToggle } from 'ui';\n\nexport function App() {\n  const [on, toggle] = useToggle();\n  return (\n    <button type=\"button\" onClick={toggle}>\n      {on ? 'On' : 'Off'}\n    </button>\n  );\n}\n",
      // A linked package with its own copy of React in its node_modules, as `npm link` leaves it.
      'node_modules/ui/package.json': '{\n  "name": "ui",\n  "version": "1.0.0",\n  "main": "index.js"\n}\n',
      'node_modules/ui/index.js': "import { useState } from 'react';\n\nexport function useToggle() {\n  const [on, setOn] = useState(false);\n  return [on, () => setOn(!on)];\n}\n",
    },
    async run(ctx) {
      fs.cpSync(path.join(MODULES_DIR, 'react'), path.join(ctx.dir, 'node_modules/ui/node_modules/react'), { recursive: true });
      const server = await devServer(ctx);
      const { log } = await ctx.browser(server.url, (page, log) => waitForLine(log, /^pageerror/));
      // React prints the hook warning once for each render attempt, then the error stops the page: the page
      // shows the warning once, up to its list of reasons, and the error.
      const warning = log.find((line) => line.includes('Invalid hook call')).replace(/^console\.\w+: /, '').replace(/\nSee https:\/\/react\.dev\S+ for tips.*$/, '');
      const error = log.find((line) => line.startsWith('pageerror: ')).replace(/^pageerror: /, 'TypeError: ');
      return { console: `${warning}\n${error}` };
    },
  },
  dedupe: {
    extends: 'two-reacts',
    async run(ctx) {
      fs.cpSync(path.join(MODULES_DIR, 'react'), path.join(ctx.dir, 'node_modules/ui/node_modules/react'), { recursive: true });
      const server = await devServer(ctx);
      const { log, text } = await ctx.browser(server.url, (page) => page.waitForSelector('button'));
      if (log.some((line) => /error/i.test(line))) throw new Error(log.join('\n'));
      return { page: text };
    },
  },
  poll: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      await ctx.rsbuild('inspect');
      return { config: ctx.between(ctx.read('dist/.rsbuild/rspack.config.web.mjs'), /^ {2}watchOptions: \{/, /^ {2}\},/) };
    },
  },
  https: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      await ctx.exec('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', 'localhost-key.pem', '-out', 'localhost.pem']);
      const server = await devServer(ctx);
      return { local: ctx.grep(server.output(), /➜ Local:/) };
    },
  },
  // dev.client points at a port where nothing listens: the client falls back to the dev server and HMR works.
  'client-fallback': {
    files: cssApp,
    async run(ctx) {
      const server = await devServer(ctx);
      const { log, color } = await editCss(ctx, server.url, 'rgb(0, 0, 255)');
      if (color !== 'rgb(0, 0, 255)') throw new Error(`the CSS update did not arrive (${color}): the page says HMR keeps working`);
      if (log.some((line) => /disconnected/.test(line))) throw new Error(`the client reported a disconnect:\n${log.join('\n')}`);
      return { console: consoleLines(log, /\[HMR\]/) };
    },
  },
  'css-hash': {
    files: cssApp,
    async run(ctx) {
      const server = await devServer(ctx);
      const { log, color } = await editCss(ctx, server.url);
      if (color !== 'rgb(255, 0, 0)') throw new Error(`the style changed (${color}): the page says it does not`);
      return { console: consoleLines(log, /\[HMR\]/), color: shownColor(color) };
    },
  },
  'css-hash-prod': {
    extends: 'css-hash',
    async run(ctx) {
      const server = await devServer(ctx);
      const { log, color } = await editCss(ctx, server.url, 'rgb(0, 0, 255)');
      if (log.some((line) => /Forced reload|error/i.test(line))) throw new Error(log.join('\n'));
      return { color: shownColor(color) };
    },
  },
};

/** The DevTools console evaluating the heading's color, as the page shows it. */
const shownColor = (color) => `> getComputedStyle(document.querySelector('#root')).color\n'${color}'`;

/**
 * Opens the app, turns the heading from red to blue in `src/index.css` and waits for the CSS update (and, when
 * `expect` is given, for that color), then returns the console and the heading's color.
 */
async function editCss(ctx, url, expect) {
  let color;
  const { log } = await ctx.browser(url, async (page, log) => {
    await waitForLine(log, /\[HMR\] connected/);
    ctx.write('src/index.css', '#root {\n  color: rgb(0, 0, 255);\n}\n');
    await waitForLine(log, /\[HMR\] Reload all CSS/);
    if (expect) await page.waitForFunction((wanted) => getComputedStyle(document.querySelector('#root')).color === wanted, expect);
    else await page.waitForTimeout(1000);
    color = await page.evaluate(() => getComputedStyle(document.querySelector('#root')).color);
  });
  return { log, color };
}
