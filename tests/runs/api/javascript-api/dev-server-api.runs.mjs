/**
 * Runs of docs/{en,zh}/api/javascript-api/dev-server-api.mdx: the custom servers on the page, started with
 * Node and asked what the page asks them with curl; the browser step is the system Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';

const app = { 'src/index.js': "document.querySelector('#root').textContent = 'Hello from Rsbuild';\n" };
const upgrade = { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version': '13' };

/** The page's four curl calls against a running custom server, printed as curl prints them. */
async function curlChecks(ctx, base, { reload = true } = {}) {
  const lines = [(await ctx.request(`${base}/api/time`)).body];
  if (reload) lines.push((await ctx.request(`${base}/__reload`, { method: 'POST' })).body.trim());
  lines.push(String((await ctx.request(`${base}/`)).status));
  lines.push((await ctx.request(`${base}/rsbuild-hmr`, { headers: upgrade, show: ['Upgrade', 'Connection'] })).text);
  return lines.join('\n');
}

export default {
  custom: {
    async run(ctx) {
      const server = await ctx.start('node', ['server.mjs'], { ready: /ready\s+built in/ });
      const started = server.output();
      const base = 'http://localhost:3383';
      const answers = await curlChecks(ctx, base);
      const { text } = await ctx.browser(`${base}/`, (page) => page.waitForSelector('h1'));
      return { start: started, curl: answers, browser: text };
    },
  },
  express: {
    extends: 'custom',
    async run(ctx) {
      await ctx.start('node', ['server.mjs'], { ready: /ready\s+built in/ });
      return { curl: await curlChecks(ctx, 'http://localhost:3389', { reload: false }) };
    },
  },
  members: {
    files: {
      ...app,
      // Stands in for a browser: `open()` runs the BROWSER program with the URL.
      'record-browser.sh': '#!/bin/sh\necho "$@" > opened.txt\n',
    },
    async run(ctx) {
      fs.chmodSync(path.join(ctx.dir, 'record-browser.sh'), 0o755);
      const { output } = await ctx.exec('node', ['members.mjs'], { env: { BROWSER: path.join(ctx.dir, 'record-browser.sh') } });
      return { output, opened: ctx.read('opened.txt') };
    },
  },
};
