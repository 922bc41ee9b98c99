/**
 * Runs of docs/{en,zh}/guide/configuration/rsbuild.mdx: each form of the config file on a one-file app
 * (`src/index.js`, not printed on the page), with the `.env` files, `package.json` and copied folders the
 * page describes in its prose.
 */
import { expectCode, server, withoutStack } from '../../support/basic-config.mjs';

const app = { 'src/index.js': "document.body.textContent = 'Shop';\n" };
const wrong = "import { defineConfig } from '@rsbuild/core';\n\nexport default defineConfig(() => {\n  if (process.env.SHOP_THEME) {\n    return { html: { title: 'Shop' } };\n  }\n});\n";

export default {
  shop: {
    files: app,
    async run(ctx) {
      // The page's config sets port 8080; the run passes a free one and shows 8080.
      const dev = await server(ctx, 'dev', [], { shown: 8080 });
      const before = dev.output().length;
      ctx.write('rsbuild.config.ts', ctx.read('rsbuild.config.ts').replace("'Shop'", "'Shop (dev)'"));
      await dev.server.waitFor(/restarting server as rsbuild.config.ts changed[\s\S]*ready\s+built in/);
      return { restart: dev.output().slice(before) };
    },
  },
  missing: {
    files: app,
    async run(ctx) {
      return { build: ctx.grep((await ctx.rsbuild('build -c config/rsbuild.prod.ts')).output, /^warn/) };
    },
  },
  function: {
    files: app,
    async run(ctx) {
      const logged = (output) => ctx.grep(output, /^\{ env:/);
      const lines = [];
      for (const command of ['build', 'build --env-mode staging']) lines.push(`$ npx rsbuild ${command}`, logged((await ctx.rsbuild(command)).output), '');
      const dev = await server(ctx, 'dev');
      lines.push('$ npx rsbuild dev', logged(dev.output()), '');
      await dev.server.stop();
      for (const command of ['inspect', 'build --mode development']) lines.push(`$ npx rsbuild ${command}`, logged((await ctx.rsbuild(command)).output), '');
      return { logged: lines.join('\n') };
    },
  },
  async: {
    files: { ...app, 'package.json': '{\n  "name": "shop",\n  "version": "2.4.0",\n  "private": true\n}\n' },
    async run(ctx) {
      await expectCode(ctx, 'build', 0);
      return { title: /<title>.*<\/title>/.exec(ctx.read('dist/index.html'))[0] };
    },
  },
  define: {
    files: {
      'src/index.js': 'console.log(process.env.API_URL, process.env.PUBLIC_SHOP_NAME, process.env.SHOP_SECRET);\n',
      '.env': 'PUBLIC_SHOP_NAME=Shop\nAPI_URL=https://api.example.com\nSHOP_SECRET=abc123\n',
      '.env.staging': 'API_URL=https://staging-api.example.com\n',
    },
    async run(ctx) {
      const lines = [];
      for (const command of ['build', 'build --env-mode staging']) {
        await expectCode(ctx, command, 0);
        const js = ctx.read(ctx.files('dist/static/js'));
        lines.push(`$ npx rsbuild ${command}`, /console\.log\([^)]*\)/.exec(js)[0], '');
      }
      return { logged: lines.join('\n') };
    },
  },
  merge: {
    files: { ...app, 'legal/LICENSE.txt': 'MIT\n', 'staging-files/robots.txt': 'User-agent: *\nDisallow: /\n' },
    async run(ctx) {
      await ctx.rsbuild('inspect --env-mode staging');
      const config = ctx.read('dist/.rsbuild/rsbuild.config.mjs').split('\n');
      /** The lines of the top-level group `key` that the page talks about. */
      const group = (key, pick) => {
        const start = config.indexOf(`  ${key}: {`);
        const end = config.findIndex((line, i) => i > start && line === '  },');
        return ['  ' + key + ': {', ...config.slice(start + 1, end).filter((line) => pick.test(line)), '    // ...', '  },'];
      };
      const copyStart = config.indexOf('    copy: [');
      const copy = config.slice(copyStart, config.findIndex((line, i) => i > copyStart && /^ {4}\]/.test(line)) + 1);
      await expectCode(ctx, 'build --env-mode staging', 0);
      // The page says the build copies the files of both folders.
      const dist = ctx.files('dist');
      if (!/^dist\/LICENSE\.txt$/m.test(dist) || !/^dist\/robots\.txt$/m.test(dist)) throw new Error(`dist holds:\n${dist}`);
      return {
        config: [
          ...group('html', /^ {4}title:/),
          '  output: {',
          '    // ...',
          ...copy,
          '  },',
          ...group('server', /^ {4}port:/),
        ].join('\n'),
      };
    },
  },
  inspect: {
    files: app,
    async run(ctx) {
      return { inspect: (await ctx.rsbuild('inspect')).output };
    },
  },
  'no-return': {
    files: { ...app, 'rsbuild.config.ts': wrong },
    async run(ctx) {
      return { build: withoutStack(await expectCode(ctx, 'build', 1)) };
    },
  },
};
