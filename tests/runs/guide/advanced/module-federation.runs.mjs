/**
 * Runs of docs/{en,zh}/guide/advanced/module-federation.mdx: the page's remote (`remote/`) and host
 * (`host/`), side by side in one project folder, each run in its own folder as the page says, on the
 * ports their configs set (3266, 3267). Each app has the `package.json` that the page's install commands
 * write. The error sections change the page's files as the page describes, and read the browser console.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What `npm add` writes for the page's install commands, in each app. */
const packageJson = (name) => `${JSON.stringify({
  name,
  private: true,
  dependencies: { react: '^19.1.0', 'react-dom': '^19.1.0' },
  devDependencies: {
    '@module-federation/rsbuild-plugin': '0.15.0',
    '@rsbuild/core': '~1.3.22',
    '@rsbuild/plugin-react': '1.3.2',
    '@types/react': '^19.1.8',
    '@types/react-dom': '^19.1.6',
    typescript: '^5.8.3',
  },
}, null, 2)}\n`;

/**
 * The apps listen on the fixed ports of their configs: scenarios that start servers are `exclusive` on
 * them (the check runs no two at once), and stop them before they end.
 */
const FIXED_PORTS = 'ports 3266 and 3267';

/** `npx rsbuild <command>` started in one app's folder. */
const startIn = (ctx, app, command, ready) => ctx.start('sh', ['-c', `cd ${app} && exec rsbuild ${command}`], { ready });

/** `npx rsbuild build` in one app's folder. */
const buildIn = (ctx, app) => ctx.exec('rsbuild', ['build'], { cwd: app });

/** Waits until the browser console has printed a line that matches `pattern`. */
async function waitForLog(log, pattern, enough = (lines) => lines.length > 0, timeout = 60_000) {
  const until = Date.now() + timeout;
  while (!enough(log.filter((line) => pattern.test(line)))) {
    if (Date.now() > until) throw new Error(`the browser console did not print ${pattern}. It printed:\n${log.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Console lines without stack traces (they point into the bundles) and without the type hints client's lines. */
const consoleLines = (log) => log.join('\n').split('\n')
  .filter((line) => !/^\s+at /.test(line) && !/dynamic-remote-type-hints|WEB_SOCKET_CONNECT_MAGIC_ID/.test(line))
  .join('\n');

/**
 * The errors a page printed that match `pattern`, each once, in the order they came: `console.error`
 * messages and uncaught errors, without stack traces. The runtime retries a failed load a varying number
 * of times, so only the errors a section talks about are kept.
 */
function errorsOf(log, pattern) {
  const seen = new Set();
  for (const entry of log) {
    if (!/^(console\.error|pageerror): /.test(entry) || !pattern.test(entry)) continue;
    seen.add(entry.split('\n').filter((line) => !/^\s+at /.test(line)).join('\n'));
  }
  return [...seen].join('\n');
}

/** Rewrites a project file, e.g. to make the change an error section describes. */
function change(ctx, file, from, to) {
  const text = ctx.read(file);
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  ctx.write(file, text.replace(from, to));
}

export default {
  app: {
    files: {
      'remote/package.json': packageJson('remote'),
      'host/package.json': packageJson('host'),
    },
    run: () => ({}),
  },
  dev: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      const remote = await startIn(ctx, 'remote', 'dev', /Federated types created|DTS.*(fail|error)/i);
      const host = await startIn(ctx, 'host', 'dev', /ready\s+built in/);
      await host.waitFor(/Federated types extraction completed|DTS.*fail/i);
      const manifest = await ctx.request('http://localhost:3266/mf-manifest.json', { show: ['Access-Control-Allow-Origin', 'Access-Control-Allow-Headers'] });
      const out = { remote: remote.output(), host: host.output() };
      out.headers = manifest.text.split('\n\n')[0];
      out.publicPath = ctx.grep(JSON.stringify(JSON.parse(manifest.body), null, 2), /"publicPath"/).trim();
      const { log } = await ctx.browser('http://localhost:3267/', async (page, log) => {
        page.setDefaultTimeout(60_000);
        await page.waitForSelector('button');
        // One connection from the host's code, one from the remote's.
        await waitForLog(log, /\[HMR\] connected/, (lines) => lines.length >= 2);
        out.body = await page.evaluate(() => document.body.outerHTML);
      });
      out.console = ctx.grep(consoleLines(log), /\[HMR\]/);
      await host.stop();
      await remote.stop();
      out.types = ctx.tree('host/@mf-types');
      // A prop that Button does not declare.
      change(ctx, 'host/src/bootstrap.tsx', '<RemoteButton />', '<RemoteButton label="Buy" />');
      out.tsc = (await ctx.exec('tsc', ['--noEmit'], { cwd: 'host' })).output;
      return out;
    },
  },
  cors: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      const remote = await startIn(ctx, 'remote', 'dev', /ready\s+built in/);
      const lines = [];
      for (const origin of ['http://localhost:3267', 'http://localhost:5173', 'https://shop.example.com', 'https://other.example.com']) {
        const answer = await ctx.request('http://localhost:3266/mf-manifest.json', { headers: { Origin: origin }, show: ['Access-Control-Allow-Origin'], body: false });
        lines.push(`Origin: ${origin}`, answer.text, '');
      }
      const printed = remote.output();
      await remote.stop();
      if (/CORS options are not set/.test(printed)) throw new Error(`the remote still printed the CORS warning:\n${printed}`);
      return { origins: lines.join('\n') };
    },
  },
  build: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      const build = await buildIn(ctx, 'remote');
      const manifest = JSON.parse(ctx.read('remote/dist/mf-manifest.json'));
      const excerpt = { id: manifest.id, name: manifest.name, metaData: manifest.metaData };
      const out = {
        build: build.output,
        manifest: JSON.stringify(excerpt, null, 2),
        script: ctx.read('remote/dist/index.html').match(/<script[^>]*><\/script>/g).join(''),
      };
      // Both apps served with `rsbuild preview`: the host renders the remote button.
      const remote = await startIn(ctx, 'remote', 'preview', /Local:/);
      const answer = await ctx.request('http://localhost:3266/mf-manifest.json', { headers: { Origin: 'http://localhost:3267' }, show: ['Access-Control-Allow-Origin'], body: false });
      out.preview = answer.text;
      await buildIn(ctx, 'host');
      // The production build of the host downloaded no types; `mf dts` does, from the running remote.
      out.hostTypes = `$ ls @mf-types\n${(await ctx.exec('ls', ['@mf-types'], { cwd: 'host' })).output}`;
      const before = await ctx.exec('tsc', ['--noEmit'], { cwd: 'host' });
      if (before.code === 0 || !before.output.includes("error TS2307: Cannot find module 'remote_app/Button'")) throw new Error(`tsc without types printed:\n${before.output}`);
      const dts = await ctx.exec('mf', ['dts', '--generate', 'false'], { cwd: 'host' });
      if (!ctx.exists('host/@mf-types/remote_app/Button.d.ts')) throw new Error(`mf dts downloaded no types:\n${dts.output}`);
      const tsc = await ctx.exec('tsc', ['--noEmit'], { cwd: 'host' });
      if (tsc.code !== 0) throw new Error(`tsc failed after mf dts:\n${tsc.output}`);
      out.ci = `$ npx mf dts --generate false\n${dts.output}`;
      const host = await startIn(ctx, 'host', 'preview', /Local:/);
      const { text } = await ctx.browser('http://localhost:3267/', (page) => page.waitForSelector('button', { timeout: 60_000 }));
      await host.stop();
      await remote.stop();
      if (!text.includes('Remote button, clicked 0 times')) throw new Error(`the host did not render the remote button:\n${text}`);
      return out;
    },
  },
  // A type error in an exposed module: the remote builds, without its types archive.
  'type-error': {
    extends: 'app',
    async run(ctx) {
      change(ctx, 'remote/src/Button.tsx', '  const [count, setCount] = useState(0);\n', '  const [count, setCount] = useState(0);\n  const label: number = \'clicked\';\n');
      const build = await buildIn(ctx, 'remote');
      if (build.code !== 0) throw new Error(`the remote did not build:\n${build.output}`);
      if (ctx.exists('remote/dist/@mf-types.zip')) throw new Error('the remote still wrote @mf-types.zip');
      return { dts: ctx.grep(build.output, /Module Federation DTS/) };
    },
  },
  'asset-prefix': {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      // The remote built without `assetPrefix: 'auto'`.
      change(ctx, 'remote/rsbuild.config.ts', /\n {2}output: \{[\s\S]*?\n {2}\},/.exec(ctx.read('remote/rsbuild.config.ts'))[0], '');
      await buildIn(ctx, 'remote');
      const publicPath = JSON.parse(ctx.read('remote/dist/mf-manifest.json')).metaData.publicPath;
      if (publicPath !== '/') throw new Error(`the manifest's publicPath is ${publicPath}, not /`);
      const remote = await startIn(ctx, 'remote', 'preview', /Local:/);
      await buildIn(ctx, 'host');
      const host = await startIn(ctx, 'host', 'preview', /Local:/);
      const { log } = await ctx.browser('http://localhost:3267/', async (page, log) => {
        page.setDefaultTimeout(60_000);
        await waitForLog(log, /RUNTIME-008/);
        await page.waitForTimeout(500);
      });
      await host.stop();
      await remote.stop();
      return { console: errorsOf(log, /Unexpected token|RUNTIME-008/) };
    },
  },
  'no-shared': {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      for (const app of ['remote', 'host']) change(ctx, `${app}/rsbuild.config.ts`, /\n {6}shared: \{[\s\S]*?\n {6}\},/.exec(ctx.read(`${app}/rsbuild.config.ts`))[0], '');
      const remote = await startIn(ctx, 'remote', 'dev', /ready\s+built in/);
      const host = await startIn(ctx, 'host', 'dev', /ready\s+built in/);
      const { log, text } = await ctx.browser('http://localhost:3267/', async (page, log) => {
        page.setDefaultTimeout(60_000);
        await waitForLog(log, /useState/);
        await page.waitForTimeout(500);
      });
      await host.stop();
      await remote.stop();
      if (text.trim()) throw new Error(`the host rendered: ${text}`);
      return { console: errorsOf(log, /Invalid hook call|reading 'useState'/) };
    },
  },
  eager: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      // The host's entry renders directly: it holds what bootstrap.tsx holds.
      ctx.write('host/src/index.tsx', ctx.read('host/src/bootstrap.tsx'));
      fs.rmSync(path.join(ctx.dir, 'host/src/index.ts'));
      const remote = await startIn(ctx, 'remote', 'dev', /ready\s+built in/);
      const host = await startIn(ctx, 'host', 'dev', /ready\s+built in/);
      const { log, text } = await ctx.browser('http://localhost:3267/', async (page, log) => {
        page.setDefaultTimeout(60_000);
        await waitForLog(log, /RUNTIME-006/);
        await page.waitForTimeout(500);
      });
      await host.stop();
      await remote.stop();
      if (text.trim()) throw new Error(`the host rendered: ${text}`);
      return { console: errorsOf(log, /loadShareSync|original error message/) };
    },
  },
  builtin: {
    extends: 'app',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      const build = await buildIn(ctx, 'remote');
      const remote = await startIn(ctx, 'remote', 'dev', /ready\s+built in/);
      const host = await startIn(ctx, 'host', 'dev', /ready\s+built in/);
      const entry = await ctx.request('http://localhost:3266/remoteEntry.js', { headers: { Origin: 'http://localhost:3267' }, show: ['Access-Control-Allow-Origin'], body: false });
      const { text } = await ctx.browser('http://localhost:3267/', (page) => page.waitForSelector('button', { timeout: 60_000 }));
      await host.stop();
      await remote.stop();
      if (!text.includes('Remote button, clicked 0 times')) throw new Error(`the host did not render the remote button:\n${text}`);
      return { build: ctx.between(build.output, /^ready/), cors: entry.text };
    },
  },
  'builtin-eager': {
    extends: 'builtin',
    exclusive: FIXED_PORTS,
    async run(ctx) {
      // eager: true on both React packages in both apps, and the remote module imported in the host's entry.
      for (const app of ['remote', 'host']) ctx.write(`${app}/rsbuild.config.ts`, ctx.read(`${app}/rsbuild.config.ts`).replaceAll('{ singleton: true }', '{ singleton: true, eager: true }'));
      ctx.write('host/src/index.tsx', ctx.read('host/src/bootstrap.tsx'));
      fs.rmSync(path.join(ctx.dir, 'host/src/index.ts'));
      const remote = await startIn(ctx, 'remote', 'dev', /ready\s+built in/);
      const host = await startIn(ctx, 'host', 'dev', /ready\s+built in/);
      const { log, text } = await ctx.browser('http://localhost:3267/', async (page, log) => {
        page.setDefaultTimeout(60_000);
        await waitForLog(log, /reading 'call'/);
        await page.waitForTimeout(500);
      });
      await host.stop();
      await remote.stop();
      if (text.trim()) throw new Error(`the host rendered: ${text}`);
      return { console: errorsOf(log, /undefined factory|reading 'call'/) };
    },
  },
};
