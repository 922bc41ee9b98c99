/**
 * Runs of docs/{en,zh}/guide/advanced/env-vars.mdx. The `.env` files of "Which value wins" are the ones
 * the page's table describes: each value names the file it is in.
 */
const config = (body) => `import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(${body});\n`;
/** Builds without minifying and hashing, so a page can quote `dist/static/js/index.js`. */
const readable = config('{\n  output: {\n    minify: false,\n    filenameHash: false,\n  },\n}');
const envFile = (name, keys) => keys.map((key) => `PUBLIC_${key}=${name}\n`).join('');
const tsconfig = `${JSON.stringify({ compilerOptions: { target: 'ES2020', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: true, types: ['node'] }, include: ['src'] }, null, 2)}\n`;

export default {
  replace: {
    files: { '.env': 'PUBLIC_API_URL=https://api.example.com\n', 'rsbuild.config.ts': readable },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { line: ctx.grep(ctx.read('dist/static/js/index.js'), /console\.log/).trim() };
    },
  },
  public: {
    files: { 'src/index.ts': "import { apiUrl, loginUrl } from './api';\n\nconsole.log(apiUrl, loginUrl);\n" },
    async run(ctx) {
      const server = await ctx.devServer();
      await server.waitFor(/^ready/m);
      // Edit .env; the file watcher starts a moment after the first build, so save again until it reacts.
      const edited = `${ctx.read('.env')}PUBLIC_API_URL=https://api.example.org\n`;
      for (let attempt = 0; ; attempt++) {
        ctx.write('.env', edited);
        try {
          await server.waitFor(/restarting server/, 500);
          break;
        } catch (error) {
          if (attempt === 20) throw error;
        }
      }
      return { restart: ctx.grep(server.output(), /restarting server/) };
    },
  },
  wins: {
    files: {
      '.env': envFile('.env', ['A', 'B', 'C', 'D', 'E']),
      '.env.local': envFile('.env.local', ['A', 'B', 'C', 'E']),
      '.env.production': envFile('.env.production', ['A', 'B', 'E']),
      '.env.production.local': envFile('.env.production.local', ['A', 'E']),
    },
    async run(ctx) {
      await ctx.rsbuild('build', { env: { PUBLIC_E: 'shell' } });
      return { printed: (await ctx.exec('node', ['dist/static/js/index.js'])).output };
    },
  },
  staging: {
    extends: 'wins',
    files: { '.env.staging': envFile('.env.staging', ['A', 'B']) },
    async run(ctx) {
      await ctx.rsbuild('build --env-mode staging');
      return { printed: (await ctx.exec('node', ['dist/static/js/index.js'])).output };
    },
  },
  'node-env': {
    async run(ctx) {
      await ctx.rsbuild('build', { env: { NODE_ENV: 'development' } });
      return { printed: (await ctx.exec('node', ['dist/static/js/index.js'])).output };
    },
  },
  'load-env': {
    files: { 'src/index.js': 'console.log(import.meta.env.REACT_APP_TITLE, import.meta.env.PUBLIC_API_URL, import.meta.env.API_VERSION);\n' },
    async run(ctx) {
      // The page's config, with a line that logs what loadEnv returned.
      const code = ctx.read('rsbuild.config.ts').replace(/\n(\s+)return \{/, (all, indent) => `\n${indent}console.log({ envMode, ...loaded });\n${all}`)
        .replace('const { parsed, publicVars } = loadEnv(', 'const loaded = loadEnv(')
        .replace(/\n(\s+)console\.log/, (all, indent) => `\n${indent}const { parsed, publicVars } = loaded;${all}`);
      ctx.write('rsbuild.config.ts', code);
      const build = await ctx.rsbuild('build --env-mode staging');
      return { printed: ctx.between(build.output, /^\{/, /^\}/) };
    },
  },
  'no-types': {
    files: { 'tsconfig.json': tsconfig },
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc')).output };
    },
  },
  types: {
    extends: 'no-types',
    async run(ctx) {
      return { tsc: (await ctx.exec('tsc')).output };
    },
  },
  'define-all': {
    files: {
      'rsbuild.config.ts': config("{\n  source: {\n    define: {\n      'process.env': JSON.stringify(process.env),\n    },\n  },\n}"),
      'src/index.js': 'console.log(process.env.NODE_ENV);\n',
    },
    async run(ctx) {
      return { warn: ctx.grep((await ctx.rsbuild('build')).output, /^warn/) };
    },
  },
  undefined: {
    extends: 'wins',
    async run(ctx) {
      ctx.write('rsbuild.config.ts', readable);
      await ctx.rsbuild('build --no-env');
      return { line: ctx.grep(ctx.read('dist/static/js/index.js'), /^\s+A:/).trim() };
    },
  },
  'node-env-kept': {
    async run(ctx) {
      await ctx.rsbuild('build');
      const kept = (await ctx.exec('node', ['dist/index.js'], { env: { NODE_ENV: 'staging' } })).output;
      // Without the option, the mode is written into the bundle (what the page says in words).
      ctx.write('rsbuild.config.ts', config("{\n  output: {\n    target: 'node',\n  },\n}"));
      await ctx.rsbuild('build');
      const fixed = (await ctx.exec('node', ['dist/index.js'], { env: { NODE_ENV: 'staging' } })).output;
      if (fixed.trim() !== 'Server started in production mode') throw new Error(`without nodeEnv: false the bundle printed: ${fixed}`);
      return { printed: `$ NODE_ENV=staging node dist/index.js\n${kept}` };
    },
  },
  template: {
    files: {
      '.env': 'PUBLIC_SHOP_NAME=Rsbuild Shop\n',
      'src/index.js': "console.log('app');\n",
    },
    async run(ctx) {
      await ctx.rsbuild('build');
      const head = ctx.grep(ctx.read('dist/index.html'), /<title>|rel="icon"/).replace(/^\s+/gm, '');
      // BASE_URL is '/', so `${BASE_URL}/favicon.ico` starts with two slashes (what the page says in words).
      const template = ctx.read('index.html');
      ctx.write('index.html', template.replace('import.meta.env.ASSET_PREFIX', 'process.env.BASE_URL'));
      await ctx.rsbuild('build');
      if (!ctx.read('dist/index.html').includes('href="//favicon.ico"')) throw new Error('BASE_URL did not give //favicon.ico');
      // The prefix forgotten: the template throws when the HTML is generated.
      ctx.write('index.html', template.replace('process.env.PUBLIC_SHOP_NAME', 'process.env.SHOP_NAME'));
      const failed = (await ctx.rsbuild('build')).output;
      return { head, error: ctx.between(failed, /^error\s+Build errors/, /Template execution failed/) };
    },
  },
  css: {
    files: {
      '.env': 'PUBLIC_CDN_URL=https://cdn.example.com\n',
      'src/index.js': "import './style.css';\n",
    },
    async run(ctx) {
      const failed = (await ctx.rsbuild('build')).output;
      return { error: ctx.grep(failed, /Module not found/) };
    },
  },
  'js-api': {
    files: { '.env.production': 'PUBLIC_STAGE=production\n', 'rsbuild.config.ts': config('{\n  output: {\n    filenameHash: false,\n  },\n}') },
    async run(ctx) {
      const build = await ctx.exec('node', ['build.mjs']);
      if (build.code !== 0) throw new Error(build.output);
      const printed = (await ctx.exec('node', ['dist/static/js/index.js'])).output;
      // `loadEnv: true` without a mode skips .env.production (what the page says in words).
      ctx.write('build-true.mjs', ctx.read('build.mjs').replace('{ rsbuildConfig: content }', '{ rsbuildConfig: content, loadEnv: true }'));
      await ctx.exec('node', ['build-true.mjs']);
      const withTrue = (await ctx.exec('node', ['dist/static/js/index.js'])).output.trim();
      if (withTrue !== 'https://api.example.com unknown') throw new Error(`loadEnv: true printed ${withTrue}`);
      return { without: ctx.grep(printed, /^TypeError/) };
    },
  },
  'js-api-fixed': {
    extends: 'js-api',
    async run(ctx) {
      const build = await ctx.exec('node', ['build.mjs']);
      if (build.code !== 0) throw new Error(build.output);
      return { printed: (await ctx.exec('node', ['dist/static/js/index.js'])).output };
    },
  },
  editions: {
    files: {
      'src/editor.js': "export function mountEditor(root) {\n  root.innerHTML = '<textarea></textarea>';\n  console.log('editor loaded');\n}\n",
      'src/viewer.js': "export function mountViewer(root) {\n  root.textContent = 'Read-only view';\n  console.log('viewer loaded');\n}\n",
    },
    async run(ctx) {
      const grep = "grep -o -E '(editor|viewer) loaded' dist/static/js/*.js";
      const lines = [];
      for (const prefix of ['', 'PUBLIC_EDITION=lite ']) {
        const command = `${prefix}npx rsbuild build > /dev/null && ${grep}`;
        const result = await ctx.exec('sh', ['-c', `${prefix}rsbuild build > /dev/null && ${grep}`]);
        lines.push(`$ ${command}`, result.output.trimEnd());
      }
      return { grep: lines.join('\n') };
    },
  },
  destructure: {
    files: { '.env': 'PUBLIC_API_URL=https://api.example.com\n', 'rsbuild.config.ts': readable },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { built: ctx.grep(ctx.read('dist/static/js/index.js'), /PUBLIC_API_URL|const env/).replace(/^\s+/gm, '') };
    },
  },
};
