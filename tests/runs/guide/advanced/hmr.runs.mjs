/**
 * Runs of docs/{en,zh}/guide/advanced/hmr.mdx: `rsbuild dev` with a page open in Chromium. Each run
 * types into an input or stores a marker in `window`, saves a file (`save()`), waits for the rebuild
 * in the terminal and for the page's answer, and returns what the terminal or the browser console
 * printed. A full reload clears the marker, so each run also checks that the page was (or was not)
 * reloaded, as the page says.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The plain project of "What happens on each kind of change": an entry that imports a module and a stylesheet. */
const plainApp = {
  'src/index.js': `import './style.css';
import { message } from './message.js';

document.querySelector('#root').innerHTML = \`<h1>\${message}</h1><input>\`;
`,
  'src/message.js': "export const message = 'Hello';\n",
  'src/style.css': 'h1 {\n  color: navy;\n}\n',
};

/** A counter component whose button label starts with `verb`. */
const counter = (verb) => `import { useState } from 'react';

export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      ${verb} {count} times
    </button>
  );
}
`;

/**
 * Saves a file in one step, as an editor that writes a new file and renames it over the old one does. A
 * plain write empties the file first, and the watcher may build that empty file before the new text.
 */
function save(ctx, file, text) {
  const temporary = path.join(ctx.dir, `.${path.basename(file)}.saving`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, path.join(ctx.dir, file));
}

/** The first rebuild in `output`: its `building` line up to its `ready` line. */
const firstRebuild = (ctx, output) => ctx.between(output, /building/, /^ready/);

/** A Vue counter (`<script setup>`) whose button label starts with `verb`. */
const vueCounter = (verb) => `<script setup>
import { ref } from 'vue';

const count = ref(0);
</script>

<template>
  <button type="button" @click="count++">${verb} {{ count }} times</button>
</template>
`;

/** `ctx.browser()` with a minute for each step: a rebuild can take a while on a busy machine. */
const inBrowser = (ctx, url, steps) => ctx.browser(url, async (page, log) => {
  page.setDefaultTimeout(60_000);
  await steps(page, log);
});

/** Waits until the browser console has printed a line that matches `pattern`, after line `from`. */
async function waitForLog(log, pattern, from = 0, timeout = 60_000) {
  const until = Date.now() + timeout;
  while (!log.slice(from).some((line) => pattern.test(line))) {
    if (Date.now() > until) throw new Error(`the browser console did not print ${pattern}. It printed:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Console lines without the stack traces under an error (they point into the dev bundle). */
const withoutStack = (lines) => lines.join('\n').split('\n').filter((line) => !/^\s+at /.test(line)).join('\n');

/** The text of Rsbuild's error overlay, which lives in a shadow root. */
const overlayText = (page) => page.evaluate(() => {
  const root = document.querySelector('rsbuild-error-overlay')?.shadowRoot;
  return root ? [...root.children].filter((child) => child.tagName !== 'STYLE').map((child) => child.innerText).join('\n') : '';
});

/** Stores a marker in `window`: a full reload clears it. */
const mark = (page) => page.evaluate(() => { window.hmrMarker = 'kept'; });
const marked = (page) => page.evaluate(() => window.hmrMarker === 'kept');

/** Fails the run when the page's claim about a reload does not hold. */
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export default {
  plain: {
    files: plainApp,
    async run(ctx) {
      const server = await ctx.devServer();
      const out = {};
      await inBrowser(ctx, server.url, async (page, log) => {
        // Load the page again with the WebSocket watched, to print the address the client connects to.
        log.length = 0;
        page.on('websocket', (socket) => log.push(`websocket: ${socket.url()}`));
        await page.reload();
        await waitForLog(log, /\[HMR\] connected/);
        out.connected = log.join('\n');

        await page.fill('input', 'typed text');
        await mark(page);

        // A CSS edit: new styles, no reload.
        let from = log.length;
        const printed = server.output().length;
        save(ctx, 'src/style.css', 'h1 {\n  color: crimson;\n}\n');
        await server.waitFor(/building src\/style\.css[\s\S]*ready/);
        await waitForLog(log, /Reload all CSS/, from);
        await page.waitForFunction(() => getComputedStyle(document.querySelector('h1')).color === 'rgb(220, 20, 60)');
        expect(await marked(page), 'the CSS edit reloaded the page');
        expect((await page.inputValue('input')) === 'typed text', 'the CSS edit cleared the input');
        out.rebuild = firstRebuild(ctx, server.output().slice(printed));

        // A JavaScript edit that nothing accepts: a full reload.
        from = log.length;
        save(ctx, 'src/message.js', "export const message = 'Hello again';\n");
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hello again');
        await waitForLog(log, /\[HMR\] connected/, from);
        expect(!(await marked(page)), 'the JavaScript edit did not reload the page');
        expect((await page.inputValue('input')) === '', 'the reload kept the typed text');
        out.reload = withoutStack(log.slice(from));
      });
      return out;
    },
  },
  accept: {
    extends: 'plain',
    async run(ctx) {
      const server = await ctx.devServer();
      const out = {};
      await inBrowser(ctx, server.url, async (page, log) => {
        await waitForLog(log, /\[HMR\] connected/);
        await mark(page);

        // render.js accepts the update of message.js: new heading, no reload, nothing in the console.
        let from = log.length;
        save(ctx, 'src/message.js', "export const message = 'Hello again';\n");
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hello again');
        await page.waitForTimeout(500);
        expect(await marked(page), 'the accepted update reloaded the page');
        expect(log.length === from, `the accepted update printed to the console:\n${log.slice(from).join('\n')}`);

        // A syntax error: the overlay.
        from = log.length;
        save(ctx, 'src/message.js', "export const message = 'Hello;\n");
        await page.waitForSelector('rsbuild-error-overlay', { state: 'attached' });
        out.overlay = await overlayText(page);
        await waitForLog(log, /^console\.error: /, from);
        expect(/^console\.error: File: \S+message\.js:1:1/.test(log[from]), `the console did not print the error with its file:\n${log.slice(from).join('\n')}`);

        // The fix: the overlay goes away and the page reloads.
        from = log.length;
        save(ctx, 'src/message.js', "export const message = 'Hello once more';\n");
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hello once more');
        await waitForLog(log, /\[HMR\] connected/, from);
        expect(!(await marked(page)), 'the fixed error did not reload the page');
        expect(!(await page.$('rsbuild-error-overlay')), 'the overlay stayed after the fix');
        expect(log.slice(from).some((line) => line.includes('[HMR] Forced reload caused by:  Error:   × Module build failed:')), `the reload after the fix printed:\n${log.slice(from).join('\n')}`);
      });
      return out;
    },
  },
  react: {
    files: {
      'src/index.jsx': `import { createRoot } from 'react-dom/client';
import Counter from './Counter.jsx';

createRoot(document.getElementById('root')).render(<Counter />);
`,
      'src/Counter.jsx': counter('Clicked'),
    },
    async run(ctx) {
      const server = await ctx.devServer();
      const out = {};
      await inBrowser(ctx, server.url, async (page, log) => {
        await waitForLog(log, /\[HMR\] connected/);
        await page.click('button');
        await page.click('button');
        await page.waitForFunction(() => document.querySelector('button').textContent === 'Clicked 2 times');
        await mark(page);

        // A component edit: Fast Refresh keeps the state.
        let from = log.length;
        save(ctx, 'src/Counter.jsx', counter('Pressed'));
        await page.waitForFunction(() => document.querySelector('button').textContent.startsWith('Pressed'));
        expect((await page.textContent('button')) === 'Pressed 2 times', 'Fast Refresh lost the count');
        expect(await marked(page), 'the component edit reloaded the page');
        expect(log.length === from, `the component edit printed to the console:\n${log.slice(from).join('\n')}`);

        // A constant next to the component: this edit already reloads the page.
        from = log.length;
        save(ctx, 'src/Counter.jsx', `${counter('Pressed')}\nexport const STEP = 1;\n`);
        await waitForLog(log, /\[HMR\] connected/, from);
        await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Pressed 0 times');
        expect(!(await marked(page)), 'adding the constant did not reload the page');
        out.constant = withoutStack(log.slice(from));
      });
      return out;
    },
  },
  proxy: {
    extends: 'plain',
    files: {
      'proxy.mjs': `import http from 'node:http';

// Forwards HTTP requests to the dev server, whose port is the first argument, and drops WebSocket upgrades.
const target = Number(process.argv[2]);
const proxy = http.createServer((req, res) => {
  const upstream = http.request({ host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  req.pipe(upstream);
});
proxy.on('upgrade', (req, socket) => socket.destroy());
proxy.listen(0, () => console.log(\`Proxy on http://localhost:\${proxy.address().port}/\`));
`,
    },
    async run(ctx) {
      const server = await ctx.devServer();
      const proxy = await ctx.start('node', ['proxy.mjs', new URL(server.url).port], { ready: /Proxy on/ });
      const { log } = await inBrowser(ctx, proxy.url, (page, log) => waitForLog(log, /\[HMR\] connected/));
      return { fallback: log.join('\n') };
    },
  },
  'watch-files': {
    files: {
      'src/index.js': `fetch('/api/user')
  .then((res) => res.json())
  .then((user) => {
    document.querySelector('#root').innerHTML = \`<h1>Hello, \${user.name}</h1>\`;
  });
`,
      'mock/user.json': '{ "name": "Ada" }\n',
    },
    async run(ctx) {
      const server = await ctx.devServer();
      const out = {};
      await inBrowser(ctx, server.url, async (page, log) => {
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hello, Ada');
        await waitForLog(log, /\[HMR\] connected/);
        await mark(page);
        const from = log.length;
        const printed = server.output().length;
        save(ctx, 'mock/user.json', '{ "name": "Grace" }\n');
        await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hello, Grace');
        await waitForLog(log, /\[HMR\] connected/, from);
        expect(!(await marked(page)), 'the change did not reload the page');
        expect(server.output().slice(printed).trim() === '', `the terminal printed:\n${server.output().slice(printed)}`);
        out.console = log.slice(from).join('\n');
      });
      return out;
    },
  },
  // A package in node_modules and a linked one outside it (as a workspace links it), both imported by the entry.
  'watch-node-modules': {
    files: {
      'node_modules/my-lib/package.json': `${JSON.stringify({ name: 'my-lib', version: '1.0.0', type: 'module', main: 'index.js' })}\n`,
      'node_modules/my-lib/index.js': "export const greeting = 'Hello';\n",
      '../linked-lib/package.json': `${JSON.stringify({ name: 'linked-lib', version: '1.0.0', type: 'module', main: 'index.js' })}\n`,
      '../linked-lib/index.js': "export const name = 'Ada';\n",
      'src/index.js': "import { greeting } from 'my-lib';\nimport { name } from 'linked-lib';\n\ndocument.querySelector('#root').textContent = `${greeting}, ${name}`;\n",
    },
    async run(ctx) {
      fs.symlinkSync('../../linked-lib', path.join(ctx.dir, 'node_modules/linked-lib'));
      /** Saves `file` until the terminal shows a rebuild of it: the watcher starts a moment after the first build. */
      const saveUntilRebuilt = async (server, file, text, pattern) => {
        for (let attempt = 0; ; attempt++) {
          save(ctx, file, `${text}// ${attempt}\n`);
          try {
            await server.waitFor(pattern, 500);
            return;
          } catch (error) {
            if (attempt === 40) throw error;
          }
        }
      };
      const config = ctx.read('rsbuild.config.ts');
      fs.rmSync(path.join(ctx.dir, 'rsbuild.config.ts'));
      // Default settings: the linked package rebuilds, node_modules/my-lib does not.
      const plain = await ctx.devServer();
      await plain.waitFor(/^ready/m);
      await saveUntilRebuilt(plain, '../linked-lib/index.js', "export const name = 'Grace';\n", /building .*linked-lib/);
      const printed = plain.output().length;
      save(ctx, 'node_modules/my-lib/index.js', "export const greeting = 'Hi';\n");
      await ctx.sleep(3000);
      expect(!/building/.test(plain.output().slice(printed)), `node_modules/my-lib was rebuilt with the default settings:\n${plain.output()}`);
      await plain.stop();
      // The page's config: node_modules/my-lib rebuilds.
      ctx.write('rsbuild.config.ts', config);
      const server = await ctx.devServer();
      await server.waitFor(/^ready/m);
      await saveUntilRebuilt(server, 'node_modules/my-lib/index.js', "export const greeting = 'Hello again';\n", /building node_modules\/my-lib/);
      await server.waitFor(/building node_modules\/my-lib[\s\S]*\nready/);
      return { rebuild: firstRebuild(ctx, server.output()) };
    },
  },
  vue: {
    files: {
      'src/index.js': "import { createApp } from 'vue';\nimport App from './App.vue';\n\ncreateApp(App).mount('#root');\n",
      'src/App.vue': vueCounter('Clicked'),
    },
    async run(ctx) {
      // The page's config (`js: false`), the same without `output`, and with `js: 'eval'`.
      const config = ctx.read('rsbuild.config.ts');
      const variants = [
        ['(default)', config.replace(/\n {2}output: \{[\s\S]*?\n {2}\},/, '')],
        ['false', config],
        ["'eval'", config.replace('js: false', "js: 'eval'")],
      ];
      const rows = [['output.sourceMap.js', 'after 2 clicks and a template edit']];
      for (const [name, text] of variants) {
        ctx.write('rsbuild.config.ts', text);
        save(ctx, 'src/App.vue', vueCounter('Clicked'));
        const server = await ctx.devServer();
        await inBrowser(ctx, server.url, async (page, log) => {
          await waitForLog(log, /\[HMR\] connected/);
          await page.click('button');
          await page.click('button');
          await page.waitForFunction(() => document.querySelector('button')?.textContent === 'Clicked 2 times');
          await mark(page);
          save(ctx, 'src/App.vue', vueCounter('Pressed'));
          await page.waitForFunction(() => document.querySelector('button')?.textContent.startsWith('Pressed'));
          expect(await marked(page), `the template edit reloaded the page (${name})`);
          rows.push([name, await page.textContent('button')]);
        });
        await server.stop();
      }
      const width = Math.max(...rows.map(([name]) => name.length)) + 3;
      return { state: rows.map(([name, label]) => name.padEnd(width) + label).join('\n') };
    },
  },
};
