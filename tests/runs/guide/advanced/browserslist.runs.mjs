/**
 * Runs of docs/{en,zh}/guide/advanced/browserslist.mdx: the sample script and stylesheet built for three
 * lists, the inspected configs, the sections of a .browserslistrc, and the browserslist CLI (the
 * workspace's copy, with its caniuse-lite) that readers run with npx.
 */
import path from 'node:path';
import { MODULES_DIR } from '../../../../scripts/check-docs/runs/context.mjs';

const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
const unminified = config('{\n  output: {\n    minify: false,\n  },\n}');
/** The sample's two source lines as the build wrote them, and the built stylesheet. */
const sample = async (ctx) => {
  await ctx.rsbuild('build');
  const js = ctx.read(ctx.files('dist/static/js').split('\n').find((file) => /\/index\.\w+\.js$/.test(file)));
  const start = js.split('\n').findIndex((line) => /^\s*(const|var) (user|_localStorage)/.test(line));
  const end = js.split('\n').findIndex((line) => /textContent/.test(line));
  const lines = js.split('\n').slice(start, end + 1).map((line) => line.trim());
  return { js: lines.join('\n'), css: ctx.read(ctx.files('dist/static/css')) };
};
const BROWSERSLIST = path.join(MODULES_DIR, 'browserslist/cli.js');
/** The browserslist CLI. The old-data warning depends on today's date, so it is off unless asked for. */
const browserslist = (ctx, args = [], env = {}) => ctx.exec('node', [BROWSERSLIST, ...args], { env: { BROWSERSLIST_IGNORE_OLD_DATA: '1', NODE_ENV: undefined, ...env } });

export default {
  modern: {
    files: { '.browserslistrc': 'last 2 chrome versions\n', 'rsbuild.config.ts': unminified },
    run: sample,
  },
  old: {
    files: { '.browserslistrc': 'chrome >= 61\nsafari >= 11\n', 'rsbuild.config.ts': unminified },
    run: sample,
  },
  default: {
    files: { 'rsbuild.config.ts': unminified },
    run: sample,
  },
  ie11: {
    async run(ctx) {
      await ctx.rsbuild('build');
      const check = await ctx.exec('es-check', ['es5', 'dist/static/js/*.js']);
      return { esCheck: `$ npx es-check es5 'dist/static/js/*.js'\n${check.output}` };
    },
  },
  mobile: {
    files: { 'rsbuild.config.ts': unminified },
    async run(ctx) {
      return { js: (await sample(ctx)).js };
    },
  },
  targets: {
    files: {
      'rsbuild.config.ts': config(`{
  environments: {
    web: {},
    webWorker: {
      output: { target: 'web-worker' },
    },
    node: {
      output: { target: 'node' },
    },
  },
}`),
    },
    async run(ctx) {
      await ctx.rsbuild('inspect');
      const web = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      return { target: ctx.between(web, /^  target: \[/, /^  \],/), swc: ctx.between(web, /^\s+targets: \[/, /^\s+\],?$/) };
    },
  },
  override: {
    files: {
      'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
      'src/server.js': "console.log('Hello from the server');\n",
    },
    async run(ctx) {
      await ctx.rsbuild('inspect');
      const web = ctx.read('dist/.rsbuild/rspack.config.web.mjs');
      const node = ctx.read('dist/.rsbuild/rspack.config.node.mjs');
      return { web: ctx.between(web, /^  target: \[/, /^  \],/), node: ctx.between(node, /^\s+targets: \[/, /^\s+\],?$/) };
    },
  },
  sections: {
    async run(ctx) {
      const production = await browserslist(ctx);
      const development = await browserslist(ctx, ['--env=development']);
      return { production: production.output, development: `$ npx browserslist --env=development\n${development.output}` };
    },
  },
  'old-data': {
    files: {
      // Today's date, as the CLI sees it: 18 months after the newest browser release in the installed data.
      'pin-date.mjs': [
        'const now = Number(process.env.PINNED_NOW);',
        'const RealDate = Date;',
        'globalThis.Date = class extends RealDate {',
        '  constructor(...args) {',
        '    super(...(args.length ? args : [now]));',
        '  }',
        '  static now() {',
        '    return now;',
        '  }',
        '};',
        '',
      ].join('\n'),
    },
    async run(ctx) {
      const { agents } = await import(path.join(MODULES_DIR, 'caniuse-lite/dist/unpacker/agents.js'));
      const latest = Math.max(...Object.values(agents).flatMap((agent) => Object.values(agent.release_date ?? {}).filter(Boolean)));
      const now = new Date(latest * 1000);
      now.setUTCMonth(now.getUTCMonth() + 18);
      const result = await ctx.exec('node', ['--import', './pin-date.mjs', BROWSERSLIST, 'chrome >= 87'], { env: { PINNED_NOW: now.getTime(), NODE_ENV: undefined } });
      return { warning: ctx.between(result.output, /^Browserslist:/, /Why you should/) };
    },
  },
  'production-only': {
    files: {
      '.browserslistrc': '[production]\n> 0.5%\nlast 2 versions\nnot dead\n',
      'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n",
    },
    async run(ctx) {
      const dev = await ctx.rsbuild('dev');
      // Rspack's message lists every target form it accepts on one long line: keep its start and the
      // part about the empty `browserslist:` target.
      const [first, second, third] = ctx.between(dev.output, /^error/, /^- /).split('\n');
      const cause = /received 'browserslist:' at "target\[1\]"/.exec(third)[0];
      return { error: [first, second, `${third.split(', or ')[0]}, or ... ${cause}, ...`].join('\n') };
    },
  },
  both: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      return { error: ctx.between((await ctx.rsbuild('build')).output, /^error/, /BrowserslistError/) };
    },
  },
};
