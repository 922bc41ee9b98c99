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
  destructure: {
    files: { '.env': 'PUBLIC_API_URL=https://api.example.com\n', 'rsbuild.config.ts': readable },
    async run(ctx) {
      await ctx.rsbuild('build');
      return { built: ctx.grep(ctx.read('dist/static/js/index.js'), /PUBLIC_API_URL|const env/).replace(/^\s+/gm, '') };
    },
  },
};
