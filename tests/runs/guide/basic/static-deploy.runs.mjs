/**
 * Runs of docs/{en,zh}/guide/basic/static-deploy.mdx: a small app with a stylesheet, a font, an image and
 * `public/robots.txt` (stand-ins the page does not print), built under `server.base` and served with
 * `rsbuild preview`; then the base path taken from the CI's environment.
 * The host recipes (GitHub Pages, Netlify, Vercel, Cloudflare Pages, Nginx) need the hosts and are not run.
 * `precompress` builds a React app with the page's plugin that writes .gz and .br copies of the text files.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fakeBinary } from '../../../../scripts/check-docs/runs/context.mjs';

const app = {
  'src/index.js': `import './index.css';
import hero from './assets/hero.png';

document.querySelector('#root').innerHTML = \`<h1>My app</h1><img src="\${hero}">\`;
`,
  'src/index.css': `@font-face {
  font-family: Heading;
  src: url('./assets/heading.woff2') format('woff2');
}

h1 {
  font-family: Heading, sans-serif;
}
`,
  'src/assets/hero.png': fakeBinary('png', 31_100, 7),
  'src/assets/heading.woff2': fakeBinary('woff2', 44_900, 11),
  'public/robots.txt': 'User-agent: *\n',
};

/** Throws unless `url` answers with `status` (and, when given, a body that contains `text`). */
async function expectAnswer(ctx, url, status, text) {
  const answer = await ctx.request(url, { headers: { Accept: 'text/html' } });
  if (answer.status !== status || (text && !answer.body.includes(text))) {
    throw new Error(`${url} answered ${answer.status} ${answer.body.slice(0, 80)}, the page's table says ${status}${text ? ` with ${text}` : ''}`);
  }
}

/** A React app, so that the build has files large enough to compress. */
const reactApp = {
  'src/index.jsx': "import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')).render(<h1>My app</h1>);\n",
};

export default {
  // The page's plugin writes .gz and .br copies of the large text files after the build; each copy must unzip to
  // its original.
  precompress: {
    files: reactApp,
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0) throw new Error(build.output);
      const files = ctx.files('dist').split('\n');
      const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
      const rows = [];
      for (const file of files.filter((name) => /\.(js|css|html|svg|json)$/.test(name))) {
        const original = fs.readFileSync(path.join(ctx.dir, file));
        const gz = path.join(ctx.dir, `${file}.gz`);
        const br = path.join(ctx.dir, `${file}.br`);
        if (original.length < 1024) {
          if (fs.existsSync(gz) || fs.existsSync(br)) throw new Error(`${file} is under 1 KB and was compressed`);
          continue;
        }
        if (!zlib.gunzipSync(fs.readFileSync(gz)).equals(original) || !zlib.brotliDecompressSync(fs.readFileSync(br)).equals(original)) throw new Error(`a compressed copy of ${file} does not unzip to it`);
        rows.push([file, kb(original.length), `.gz ${kb(fs.statSync(gz).size)}`, `.br ${kb(fs.statSync(br).size)}`]);
      }
      if (!rows.length) throw new Error('no file was compressed');
      const width = (column) => Math.max(...rows.map((row) => row[column].length));
      return { files: rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(width(column)) : cell)).join('   ')).join('\n') };
    },
  },
  base: {
    files: app,
    async run(ctx) {
      await ctx.rsbuild('build');
      const html = ctx.read('dist/index.html');
      const css = ctx.read(ctx.files('dist/static/css'));
      const preview = await ctx.previewServer();
      // The reader's port 3000 is free: without the line another run's server causes, and with their port.
      const output = preview
        .output()
        .replace(/^info {4}port \d+ is in use, using port \d+\.\n/m, '')
        .replace(/(https?:\/\/(?:localhost|\d+\.\d+\.\d+\.\d+)):\d+/g, '$1:3000');
      const origin = new URL(preview.url).origin;
      const bundle = /src="\/my-app\/(static\/js\/index\.\w+\.js)"/.exec(html)[1];
      // The table under the preview output.
      const redirect = await ctx.request(`${origin}/`);
      if (redirect.status !== 302 || redirect.headers.location !== '/my-app/') throw new Error(`/ answered ${redirect.status} ${redirect.headers.location}`);
      await expectAnswer(ctx, `${origin}/my-app/`, 200, '<div id="root">');
      await expectAnswer(ctx, `${origin}/my-app/dashboard/settings`, 200, '<div id="root">');
      await expectAnswer(ctx, `${origin}/my-app/${bundle}`, 200, 'querySelector');
      await expectAnswer(ctx, `${origin}/my-app/robots.txt`, 200, 'User-agent');
      await expectAnswer(ctx, `${origin}/${bundle}`, 404);
      let img;
      await ctx.browser(`${origin}/my-app/`, async (page) => {
        img = await page.evaluate(() => document.querySelector('#root img').outerHTML);
      });
      return { html, css, img, preview: output };
    },
  },
  'ci-base': {
    extends: 'base',
    async run(ctx) {
      const grep = `grep -o '<script[^>]*>' dist/index.html`;
      const lines = [];
      for (const [shown, env] of [['BASE_PATH=/docs npx rsbuild build', { BASE_PATH: '/docs' }], ['npx rsbuild build', {}]]) {
        await ctx.rsbuild('build', { env });
        lines.push(`$ ${shown} > /dev/null && ${grep}`, (await ctx.exec('sh', ['-c', grep])).output.trim());
      }
      return { scripts: lines.join('\n') };
    },
  },
};
