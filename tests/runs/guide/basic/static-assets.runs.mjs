/**
 * Runs of docs/{en,zh}/guide/basic/static-assets.md. The images, the font, the video and the PDF are
 * stand-ins of the sizes the page names (`fakeBinary`, same seed = same content hash in every scenario);
 * the `src/index.ts` files the page does not print only import the assets and log what they get.
 * What an import gives is read where the reader reads it: in Chromium for `new URL()` (it needs a page),
 * else by running the built bundle with Node, which logs the same lines as the browser console.
 */
import { fakeBinary } from '../../../../scripts/check-docs/runs/context.mjs';
import { cssFollowOnError } from '../../support/css-errors.mjs';

const hero = { 'src/assets/hero.jpg': fakeBinary('jpg', 20_000, 3) };
/** 113 bytes, as the page says; no newline at the end, so `?raw` gives the markup alone. */
const logo = { 'src/assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7.25" fill="#ff7e00"/></svg>' };
/** A PDF of about 24 kB: too large to be inlined under the 4 KiB limit. */
const guide = {
  'src/assets/guide.pdf': `%PDF-1.4\n${Array.from({ length: 400 }, (_, i) => `% page ${String(i + 1).padStart(3, '0')} of the user guide, padding text\n`).join('')}%%EOF\n`,
};
/** A video file: an MP4 `ftyp` box, then stand-in bytes. */
const intro = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), fakeBinary('wasm', 50_000 - 12, 5).subarray(8), Buffer.alloc(8)]);
/** A binary glTF model (`glTF` magic, then stand-in bytes): 9 kB, above the 4 KiB inlining limit. */
const model = Buffer.concat([Buffer.from('glTF'), fakeBinary('jpg', 9_000, 31).subarray(4)]);
const tsconfig = `${JSON.stringify({ compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ['src'] }, null, 2)}\n`;
const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;

/** What the built bundle logs (it only logs, so Node runs it as the browser would). */
async function bundleLog(ctx) {
  await ctx.rsbuild('build');
  const js = ctx.files('dist/static/js').split('\n').find((file) => /index\.\w+\.js$/.test(file));
  return (await ctx.exec('node', [js])).output.trimEnd();
}

/** The files of `dist/` whose path matches `pattern`, as the build's size table lists them. */
const tableRows = (ctx, output, pattern) => ctx.grep(output, pattern);

export default {
  import: {
    files: hero,
    async run(ctx) {
      await ctx.rsbuild('build');
      const preview = await ctx.previewServer();
      let src;
      await ctx.browser(preview.url, async (page) => {
        src = await page.evaluate(() => document.querySelector('img').getAttribute('src'));
      });
      return { url: src };
    },
  },
  build: {
    files: {
      ...hero,
      ...logo,
      'src/assets/intro.mp4': intro,
      'src/assets/icon.png': fakeBinary('png', 308, 9),
      'src/assets/inter.woff2': fakeBinary('woff2', 9_000, 13),
      'src/index.ts': [
        "import './style.css';",
        "import heroUrl from './assets/hero.jpg';",
        "import introUrl from './assets/intro.mp4';",
        "import iconUrl from './assets/icon.png';",
        "import logoUrl from './assets/logo.svg';",
        '',
        'console.log(heroUrl);',
        'console.log(introUrl);',
        'console.log(iconUrl);',
        'console.log(logoUrl);',
        '',
      ].join('\n'),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const js = ctx.files('dist/static/js');
      const icon = (await ctx.exec('node', [js])).output.split('\n')[2];
      return {
        table: ctx.between(build.output, /^File \(web\)/, /\.mp4 /),
        css: ctx.read(ctx.files('dist/static/css')),
        icon: `${icon.slice(0, 40)}…`,
      };
    },
  },
  queries: {
    files: { ...hero, ...logo },
    async run(ctx) {
      return { log: await bundleLog(ctx) };
    },
  },
  'new-url': {
    files: hero,
    async run(ctx) {
      await ctx.rsbuild('build');
      const preview = await ctx.previewServer();
      const { log } = await ctx.browser(preview.url);
      // The reader's preview server is on port 3000; another run may hold it here.
      return { log: log.map((line) => line.replace(/^console\.log: /, '').replace(/localhost:\d+/, 'localhost:3000')).join('\n') };
    },
  },
  'url-code': {
    files: {
      'src/print.css': 'nav,\nfooter {\n  display: none;\n}\n',
      'src/widget.ts': "export function mountWidget(root: HTMLElement): void {\n  root.textContent = 'Widget';\n}\n",
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      const ts = ctx.files('dist/static/assets').split('\n').find((file) => file.endsWith('.ts'));
      return { build: tableRows(ctx, build.output, /^File \(web\)|static\/(assets|js)\//), ts: ctx.read(ts).trimEnd() };
    },
  },
  'public-clash': {
    files: {
      'src/index.ts': "document.body.append('Hello');\n",
      'public/index.html': '<!doctype html>\n<title>Down for maintenance</title>\n<p>We will be back soon.</p>\n',
      'public/robots.txt': 'User-agent: *\n',
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      if (build.code !== 0 || /warn/i.test(build.output)) throw new Error(`the page says the build passes without a warning:\n${build.output}`);
      return { build: ctx.between(build.output, /^File \(web\)/, /Total:/), html: ctx.read('dist/index.html').trimEnd() };
    },
  },
  'public-no-copy': {
    extends: 'public',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { files: ctx.files('dist') };
    },
  },
  'glb-rule': {
    files: { 'src/assets/model.glb': model },
    async run(ctx) {
      return { log: await bundleLog(ctx) };
    },
  },
  'png-rule': {
    files: {
      ...hero,
      'src/assets/icon.png': fakeBinary('png', 308, 9),
      'src/index.ts': "import iconUrl from './assets/icon.png';\nimport heroUrl from './assets/hero.jpg';\n\nconsole.log(iconUrl);\nconsole.log(heroUrl);\n",
    },
    async run(ctx) {
      return { log: await bundleLog(ctx) };
    },
  },
  prefix: {
    files: { ...hero, 'src/index.ts': "import heroUrl from './assets/hero.jpg';\n\nconsole.log(heroUrl);\n" },
    async run(ctx) {
      const production = await bundleLog(ctx);
      const dev = await ctx.rsbuild('build --mode development');
      if (dev.code !== 0) throw new Error(dev.output);
      // The development bundle carries the HMR runtime, which reads the browser's `self`.
      const development = (await ctx.exec('node', ['-e', 'globalThis.self = globalThis; require(require("node:path").resolve(process.argv[1]))', 'dist/static/js/index.js'])).output.trimEnd();
      return { urls: [['rsbuild build', production], ['rsbuild build --mode development', development]].map(([command, url]) => `${command.padEnd(35)}${url}`).join('\n') };
    },
  },
  public: {
    files: {
      'src/index.ts': "document.body.append('Hello');\n",
      'public/robots.txt': 'User-agent: *\n',
      'public/images/bg.jpg': fakeBinary('jpg', 12_000, 21),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The page says the copied files are not in the size table.
      if (/robots\.txt|bg\.jpg/.test(build.output)) throw new Error(`the size table lists a public file:\n${build.output}`);
      const copied = ctx.files('public').split('\n').filter((file) => ctx.exists(file.replace(/^public/, 'dist')));
      const width = Math.max(...copied.map((file) => file.length));
      return { copied: copied.map((file) => `${file.padEnd(width)}  →  ${file.replace(/^public/, 'dist')}`).join('\n') };
    },
  },
  'no-types': {
    files: {
      'src/index.ts': "import iconUrl from './assets/icon.png';\n\ndocument.body.style.backgroundImage = `url(${iconUrl})`;\n",
      'src/assets/icon.png': fakeBinary('png', 308, 9),
      'tsconfig.json': tsconfig,
    },
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc')).output };
    },
  },
  pdf: {
    files: { ...guide, 'src/index.ts': "import guideUrl from './assets/guide.pdf';\n\nconsole.log(guideUrl);\n" },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { error: ctx.between(build.output, /^File: /, /JavaScript parsing error/) };
    },
  },
  'pdf-include': {
    files: guide,
    async run(ctx) {
      return { log: await bundleLog(ctx) };
    },
  },
  folders: {
    files: {
      ...hero,
      ...guide,
      'src/index.ts': "import heroUrl from './assets/hero.jpg';\nimport guideUrl from './assets/guide.pdf';\n\nconsole.log(heroUrl, guideUrl);\n",
    },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { files: ctx.files('dist/assets') };
    },
  },
  'absolute-url': {
    files: {
      'src/index.ts': "import './style.css';\n",
      'src/style.css': ".banner {\n  background: url('/images/bg.jpg');\n}\n",
      'public/images/bg.jpg': fakeBinary('jpg', 12_000, 21),
      'rsbuild.config.ts': config('{}'),
    },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build');
      return { error: `${cssFollowOnError(output)}\n\n${ctx.grep(output, /Module not found/)}` };
    },
  },
  'keep-absolute': {
    extends: 'absolute-url',
    async run(ctx) {
      await ctx.rsbuild('build');
      return { css: ctx.read(ctx.files('dist/static/css')) };
    },
  },
};
