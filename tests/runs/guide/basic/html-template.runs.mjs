/**
 * Runs of docs/{en,zh}/guide/basic/html-template.md: `rsbuild build` with each HTML config of the page, and
 * the page it writes. The entries (`src/index.ts`, `src/admin.ts`), the favicon and the template of the
 * store page in the multi-page example are small stand-ins the page does not print.
 */
import { fakeBinary } from '../../../../scripts/check-docs/runs/context.mjs';

const entry = { 'src/index.ts': "document.querySelector('#root')!.textContent = 'Acme Store';\n" };
const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
const template = `<!doctype html>
<html lang="en">
  <head></head>
  <body>
    <div id="<%= mountId %>"></div>
  </body>
</html>
`;

/** Builds and returns `dist/<page>.html`. */
async function page(ctx, file = 'index', options) {
  const build = await ctx.rsbuild('build', options);
  if (build.code !== 0) throw new Error(`the build failed:\n${build.output}`);
  return { build: build.output, html: ctx.read(`dist/${file}.html`).trimEnd() };
}

export default {
  default: {
    files: entry,
    async run(ctx) {
      return { html: (await page(ctx)).html };
    },
  },
  head: {
    files: { ...entry, 'src/assets/favicon.png': fakeBinary('png', 1_200, 17) },
    async run(ctx) {
      const { build, html } = await page(ctx);
      // The page says the build lists the copied favicon.
      if (!/^dist\/favicon\.png /m.test(build)) throw new Error(`the build does not list dist/favicon.png:\n${build}`);
      return { html };
    },
  },
  template: {
    files: entry,
    async run(ctx) {
      return { html: (await page(ctx, 'index', { env: { BUILD_ID: '2025.06.1' } })).html };
    },
  },
  syntax: {
    files: entry,
    async run(ctx) {
      const { html } = await page(ctx);
      // The page says a production build keeps the analytics script.
      if (!html.includes('<script defer src="https://analytics.example.com/script.js"></script>')) throw new Error(`no analytics script in:\n${html}`);
      return { paragraphs: ctx.grep(html, /<p>/).replace(/^\s+/gm, '') };
    },
  },
  tags: {
    files: entry,
    async run(ctx) {
      const { html } = await page(ctx);
      return { tags: /<script defer src="\/static\/.*(?=<\/head>)/.exec(html)[0] };
    },
  },
  mpa: {
    files: {
      ...entry,
      'src/admin.ts': "document.querySelector('#app')!.textContent = 'Acme Admin';\n",
      'static/index.html': template,
    },
    async run(ctx) {
      const { html } = await page(ctx, 'admin');
      const server = await ctx.devServer([], { ready: /ready\s+built in/ });
      // The reader's port 3000 is free; another run may hold it here.
      const dev = server
        .output()
        .replace(/^info {4}port \d+ is in use, using port \d+\.\n/m, '')
        .replace(/(https?:\/\/(?:localhost|\d+\.\d+\.\d+\.\d+)):\d+/g, '$1:3000');
      return { admin: html, dev };
    },
  },
  'missing-template': {
    files: { ...entry, 'rsbuild.config.ts': config("{\n  html: {\n    template: './public/index.html',\n  },\n}") },
    async run(ctx) {
      return { error: ctx.grep((await ctx.rsbuild('build')).output, /Failed to resolve HTML template/) };
    },
  },
  'no-defaults': {
    files: {
      ...entry,
      'static/index.html': template,
      'rsbuild.config.ts': config("{\n  html: {\n    template: './static/index.html',\n    templateParameters: () => ({ notice: 'Sale' }),\n  },\n}"),
    },
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      return { error: ctx.between(build.output, /^error {3}Build errors/, /ReferenceError/) };
    },
  },
};
