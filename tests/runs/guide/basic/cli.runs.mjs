/**
 * Runs of docs/{en,zh}/guide/basic/cli.mdx: each command of the CLI on the page's small app, which has one CSS
 * file and one dynamic `import()` (`src/index.js`, `src/style.css`, `src/greet.js`, not printed on the page).
 *
 * Servers run on a free port (see support/basic-config.mjs) and show the port the reader gets. The runs use
 * Node.js 20.20.2 on Linux, as the docs CI does (the `-v` line names it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expectCode, freePort, pinPort, server, withoutStack } from '../../support/basic-config.mjs';

const app = {
  'src/index.js': "import './style.css';\n\ndocument.body.textContent = 'Hello';\nimport('./greet.js').then(({ greet }) => greet('world'));\n",
  'src/style.css': 'body {\n  color: teal;\n}\n',
  'src/greet.js': "export function greet(name) {\n  console.log(`Hello, ${name}`);\n}\n",
};
const config = "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig({});\n";

/**
 * Saves a file in one step, as an editor does (written next to it, then renamed): a plain write that
 * empties the file first can wake the watcher twice.
 */
function save(ctx, file, text) {
  ctx.write('.save.tmp', text);
  fs.renameSync(path.join(ctx.dir, '.save.tmp'), path.join(ctx.dir, file));
}

/**
 * Runs `command` in a terminal (`script` gives it one), waits until its output matches each pattern of
 * `steps` in turn and then types the line that goes with it, as a reader at the keyboard.
 */
function terminal(ctx, command, steps) {
  const feed = steps.map(([pattern, line]) => `until grep -q '${pattern}' .pty.log 2>/dev/null; do sleep 0.1; done; echo '${line}'`).join('; ');
  return ctx.exec('sh', ['-c', `: > .pty.log; (${feed}) | script -qfec '${command}' /dev/null > .pty.log; cat .pty.log`]);
}

export default {
  version: {
    async run(ctx) {
      return { version: (await ctx.rsbuild('-v')).output };
    },
  },
  base: {
    files: app,
    async run() {
      return {};
    },
  },
  scripts: {
    extends: 'base',
    async run(ctx) {
      const port = await freePort();
      const dev = await ctx.start('npm', ['run', 'dev', '--', '--port', String(port)], { ready: /ready\s+built in/ });
      return { dev: pinPort(dev.output(), port, 8080) };
    },
  },
  terminal: {
    extends: 'base',
    async run(ctx) {
      const port = await freePort();
      const { output } = await terminal(ctx, `rsbuild dev --port ${port}`, [['ready', 'h'], ['u + enter', 'q']]);
      const shown = pinPort(output, port);
      return { dev: ctx.between(shown, /Rsbuild v/, /^ready/), shortcuts: ctx.between(shown, /Shortcuts:/, /u \+ enter/) };
    },
  },
  restart: {
    extends: 'base',
    files: { 'rsbuild.config.ts': config, '.env': 'PUBLIC_NAME=default\n' },
    async run(ctx) {
      const dev = await server(ctx, 'dev');
      const before = dev.output().length;
      save(ctx, 'rsbuild.config.ts', config.replace('{}', "{\n  html: { title: 'Shop' },\n}"));
      await dev.server.waitFor(/restarting server as rsbuild.config.ts changed[\s\S]*ready\s+built in/);
      save(ctx, '.env', 'PUBLIC_NAME=changed\n');
      await dev.server.waitFor(/restarting server as .env changed[\s\S]*ready\s+built in/);
      return { restart: dev.output().slice(before) };
    },
  },
  'compile-error': {
    extends: 'base',
    async run(ctx) {
      const dev = await server(ctx, 'dev');
      const before = dev.output().length;
      const good = ctx.read('src/index.js');
      save(ctx, 'src/index.js', good.replace("'Hello';", "'Hello;"));
      await dev.server.waitFor(/error/);
      save(ctx, 'src/index.js', good);
      await dev.server.waitFor(/error[\s\S]*ready\s+built in/);
      return { rebuild: dev.output().slice(before) };
    },
  },
  build: {
    extends: 'base',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build')).output };
    },
  },
  preview: {
    extends: 'base',
    async run(ctx) {
      await ctx.rsbuild('build');
      const port = await freePort();
      const { output } = await terminal(ctx, `rsbuild preview --port ${port}`, [['press h', 'h'], ['u + enter', 'q']]);
      const shown = pinPort(output, port);
      // The page says the preview server lists the same shortcuts without `r`.
      if (/r \+ enter/.test(shown) || !/c \+ enter/.test(shown)) throw new Error(`the preview server's shortcuts are:\n${shown}`);
      return { preview: ctx.between(shown, /Rsbuild v/, /press h/) };
    },
  },
  inspect: {
    extends: 'base',
    async run(ctx) {
      const dev = (await ctx.rsbuild('inspect')).output;
      const prod = (await ctx.rsbuild('inspect --mode production --output inspect-prod')).output;
      const config = ctx.read('dist/inspect-prod/rspack.config.web.mjs').split('\n');
      const head = config.slice(0, config.findIndex((line) => line.startsWith('  mode:')) + 1);
      const output = config.slice(config.indexOf('  output: {'));
      const keys = ['path', 'filename', 'chunkFilename', 'publicPath'].map((key) => output.find((line) => line.startsWith(`    ${key}: `)));
      return {
        inspect: dev,
        prod: ctx.grep(prod, /^\s+- /),
        config: [...head, '  // ...', '  output: {', ...keys, '    // ...', '  },'].join('\n'),
      };
    },
  },
  open: {
    extends: 'base',
    async run(ctx) {
      // BROWSER names the program that opens the page: here one that does nothing.
      return { dev: (await server(ctx, 'dev', ['--host', 'localhost', '--open'], { shown: 8080, env: { BROWSER: 'true' } })).output() };
    },
  },
  staging: {
    extends: 'base',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build -c config/rsbuild.staging.ts')).output };
    },
  },
  'missing-config': {
    extends: 'base',
    async run(ctx) {
      return { build: (await ctx.rsbuild('build -c missing.config.ts')).output };
    },
  },
  'dev-mode': {
    extends: 'base',
    async run(ctx) {
      const { output } = await ctx.rsbuild('build --mode development');
      return { build: ctx.between(output, /^File \(/) };
    },
  },
  env: {
    files: { 'src/index.js': "document.body.textContent = `Hello, ${import.meta.env.PUBLIC_NAME ?? 'world'}`;\n" },
    async run(ctx) {
      const commands = [
        ['rsbuild build'],
        ['rsbuild build --env-mode staging'],
        ['rsbuild build --env-dir envs'],
        ['rsbuild build', 'shell'],
        ['rsbuild build --no-env'],
        ['rsbuild build --no-env', 'shell'],
        ['rsbuild build --env-mode local'],
      ];
      const lines = [];
      for (const [command, shell] of commands) {
        const { output } = await ctx.rsbuild(command.replace(/^rsbuild /, ''), { env: { PUBLIC_NAME: shell } });
        // The text in the built file, or the error that stopped the build.
        const inlined = /\[rsbuild:loadEnv\]/.test(output) ? ctx.grep(output, /^error\s+\[/) : /textContent=("[^"]*"|`[^`]*`)/.exec(ctx.read(ctx.files('dist/static/js')))[1];
        lines.push(`${shell ? `PUBLIC_NAME=${shell} ` : ''}${command}`.padEnd(42) + inlined);
      }
      return { inlined: lines.join('\n') };
    },
  },
  environment: {
    extends: 'base',
    files: { 'src/server.js': "export function render() {\n  return '<h1>Hello</h1>';\n}\n" },
    async run(ctx) {
      return { build: (await ctx.rsbuild('build --environment node')).output };
    },
  },
  watch: {
    extends: 'base',
    async run(ctx) {
      const watch = await ctx.start('rsbuild', ['build', '--watch'], { ready: /Total:/ });
      save(ctx, 'src/style.css', ctx.read('src/style.css').replace('teal', 'navy'));
      await watch.waitFor(/building src\/style\.css[\s\S]*ready\s+built in/);
      return { watch: watch.output(), css: ctx.files('dist/static/css') };
    },
  },
  'native-loader': {
    extends: 'staging',
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build -c config/rsbuild.staging.ts --config-loader native', 1)) };
    },
  },
  broken: {
    files: { 'src/index.js': "import { missing } from './nope';\nconsole.log(missing);\n" },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build', 1)) };
    },
  },
  'no-entry': {
    files: { 'README.md': '# my-app\n' },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build', 1)) };
    },
  },
  'no-dist': {
    extends: 'base',
    async run(ctx) {
      return { preview: withoutStack(await expectCode(ctx, 'preview', 1)) };
    },
  },
  typo: {
    extends: 'base',
    async run(ctx) {
      const output = await expectCode(ctx, 'build --wath', 0);
      if (ctx.exists('dist')) throw new Error('rsbuild build --wath wrote dist/');
      return { build: withoutStack(output) };
    },
  },
};
