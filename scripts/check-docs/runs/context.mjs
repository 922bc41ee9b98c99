/**
 * What a scenario gets to do its run: a fresh project folder and helpers that run what a reader runs.
 * A scenario file (`tests/runs/<page path>.runs.mjs`) default-exports scenarios by name:
 *
 *   export default {
 *     'hash-names': {
 *       files: { 'src/index.js': "import './style.css';\n" },   // files the page does not show
 *       async run({ rsbuild, tree }) {
 *         const build = await rsbuild('build');
 *         return { build: build.output, tree: await tree('dist') };   // outputs by name
 *       },
 *     },
 *   };
 *
 * The project is written from `files` (text, or a Buffer from `fakeBinary`), then from the page's code
 * blocks marked `run="hash-names"` (in page order, each at the path in its `title`). A scenario with
 * `extends: 'other'` starts from the project of scenario `other` (its files and blocks) and adds its own:
 * the reader who follows a page section by section. `run()` returns the texts that the page's blocks marked
 * `output="hash-names:build"` must show. `exclusive: '<name>'` keeps scenarios with the same name from
 * running at the same time (servers on the fixed ports a page's config sets), without holding up the others. Everything runs offline against `@rsbuild/core@1.3.22` and the
 * plugin releases of `scripts/check-docs/packages-1.3/`, laid out in `MODULES_DIR` above the project folder
 * so that Node and Rspack resolve them from there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OWNER_VARIABLE } from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');
/** The workspace with the documented releases (scripts/check-docs/packages-1.3). */
export const PACKAGES_DIR = path.join(REPO_ROOT, 'scripts/check-docs/packages-1.3');
/**
 * Where the projects are made: `<RUNS_DIR>/<page>--<scenario>/my-app`. A fixed folder, not one inside the
 * checkout: Rspack's compilation hash (and so any file that embeds it, and the dev stats' `hash`) depends on
 * the absolute paths of the project and of its packages, and CI clones the repository elsewhere.
 */
export const RUNS_DIR = '/tmp/rsbuild-docs-runs';
/**
 * The packages the projects resolve, at a fixed path above them: the root `node_modules` with the
 * workspace's packages (the 1.3-era releases) laid over it, hard-linked by `prepareModules()`.
 */
export const MODULES_DIR = path.join(RUNS_DIR, 'node_modules');
/** Where the projects' packages really are: shown on pages as `<project>/node_modules`. */
export const MODULE_DIRS = [MODULES_DIR, path.join(PACKAGES_DIR, 'node_modules'), path.join(REPO_ROOT, 'node_modules')];
/**
 * What `rsbuild()`, `devServer()` and `previewServer()` start: Rsbuild 1.3.22's CLI, `runCLI()`, as its
 * `bin/rsbuild.js` calls it, but loaded from the package's CommonJS build (the same bundle). The bin imports
 * the ESM build, and on Node 20 that makes Node scan the CommonJS `@rspack/core` for its exports at every
 * start: a third of a small build's CPU time, and the check starts Rsbuild about 400 times.
 * Written by `prepareModules()`.
 */
export const RSBUILD_BIN = path.join(RUNS_DIR, 'rsbuild-cli.cjs');
const RSBUILD_CLI_SOURCE = `// Written by scripts/check-docs/runs/context.mjs: \`rsbuild\` from the CommonJS build of @rsbuild/core.
require('@rsbuild/core').runCLI();
`;

/**
 * Lays out `MODULES_DIR` (about a second: hard links, or a copy where /tmp is another file system), unless
 * it already matches this checkout's lockfile. Safe when several checks start at once.
 */
export async function prepareModules() {
  const lock = fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'));
  const stamp = createHash('sha256').update(lock).digest('hex');
  const stampFile = path.join(MODULES_DIR, '.docs-runs-stamp');
  fs.mkdirSync(RUNS_DIR, { recursive: true });
  if (!fs.existsSync(RSBUILD_BIN) || fs.readFileSync(RSBUILD_BIN, 'utf8') !== RSBUILD_CLI_SOURCE) {
    const staged = `${RSBUILD_BIN}.${process.pid}`;
    fs.writeFileSync(staged, RSBUILD_CLI_SOURCE);
    fs.renameSync(staged, RSBUILD_BIN);
  }
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  fs.mkdirSync(RUNS_DIR, { recursive: true });
  const staging = `${MODULES_DIR}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  const link = (from, to) => {
    try {
      execFileSync('cp', ['-al', from, to]);
    } catch {
      fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    }
  };
  link(path.join(REPO_ROOT, 'node_modules'), staging);
  // The workspace's own packages win: @rsbuild/core 1.3.22, the plugins, react 19.1, typescript 5.8 ...
  const own = path.join(PACKAGES_DIR, 'node_modules');
  for (const entry of fs.readdirSync(own)) {
    // Scoped folders and `.bin` are merged entry by entry, the rest replaced as a whole.
    const names = entry.startsWith('@') || entry === '.bin' ? fs.readdirSync(path.join(own, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of names) {
      if (name === '.package-lock.json') continue;
      fs.rmSync(path.join(staging, name), { recursive: true, force: true });
      fs.mkdirSync(path.dirname(path.join(staging, name)), { recursive: true });
      if (name.startsWith('.bin/')) fs.symlinkSync(fs.readlinkSync(path.join(own, name)), path.join(staging, name));
      else link(path.join(own, name), path.join(staging, name));
    }
  }
  fs.writeFileSync(path.join(staging, '.docs-runs-stamp'), stamp);
  // Swap it in; another check that got here first has already done the same.
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    fs.rmSync(staging, { recursive: true, force: true });
    return;
  }
  const old = `${MODULES_DIR}.old.${process.pid}`;
  if (fs.existsSync(MODULES_DIR)) fs.renameSync(MODULES_DIR, old);
  fs.renameSync(staging, MODULES_DIR);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Time a single command may take before the run fails (ms). */
const COMMAND_TIMEOUT = 90_000;

/**
 * The environment every command runs in: the same here and in CI, so that output does not depend on
 * the machine. No colors, no CI flag, binaries of the workspace first on PATH.
 */
function baseEnv(extra = {}) {
  const env = {
    PATH: [path.join(MODULES_DIR, '.bin'), process.env.PATH].join(path.delimiter),
    HOME: process.env.HOME ?? '/root',
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    NO_UPDATE_NOTIFIER: '1',
    // Marks every process a run starts, and those they start, so that none outlives the check (processes.mjs).
    [OWNER_VARIABLE]: String(process.pid),
  };
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = String(value);
  }
  return env;
}

/**
 * @typedef {{ code: number | null, signal: string | null, stdout: string, stderr: string, output: string }} Result
 *   `output` is stdout and stderr interleaved as they arrived, as a terminal shows them.
 */

/** @type {Promise<import('@playwright/test').Browser> | undefined} */
let browserInstance;
/**
 * The system Chromium, launched on the first `browser()` call and shared by every scenario of the check
 * (each gets a context of its own): a launch costs about a CPU second, and 50 scenarios use a browser.
 */
function sharedBrowser() {
  if (browserInstance) return browserInstance;
  const launching = (async () => {
    const { chromium } = await import('@playwright/test');
    const { findChromium, CHROMIUM_ARGS } = await import('../../chromium.mjs');
    const launched = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    // A crashed Chromium is launched again by the next scenario, not reused.
    launched.on('disconnected', () => { if (browserInstance === launching) browserInstance = undefined; });
    return launched;
  })();
  browserInstance = launching;
  return launching;
}

/** Closes the shared Chromium, if a scenario started it. The check calls this when every run is done. */
export async function closeBrowser() {
  const launched = browserInstance;
  browserInstance = undefined;
  if (launched) await (await launched).close();
}

/** Serializes the start of servers, so two runs never probe the same free port at once. */
let serverStartQueue = Promise.resolve();

/**
 * Makes the helpers for one scenario's project folder.
 * @param {string} dir  the project folder (already written)
 */
export function createContext(dir) {
  /** @type {Set<() => Promise<void>>} */
  const cleanups = new Set();

  /**
   * Runs a command to its end. Never throws on a non-zero exit: the page may show the failure.
   * @param {string} command  a binary on PATH (the workspace's `node_modules/.bin` first) or `node`
   * @param {string[]} [args]
   * @param {{ env?: Record<string, string | undefined>, cwd?: string, timeout?: number }} [options]
   *   `env` adds to (or, with `undefined`, removes from) the fixed environment; `cwd` is relative to the project
   * @returns {Promise<Result>}
   */
  function exec(command, args = [], { env, cwd = '.', timeout = COMMAND_TIMEOUT } = {}) {
    const child = spawn(command === 'node' ? process.execPath : command, args, { cwd: path.resolve(dir, cwd), env: baseEnv(env) });
    return collect(child, `${command} ${args.join(' ')}`, timeout);
  }

  /** `npx rsbuild <args>` with Rsbuild 1.3.22. @param {string | string[]} args */
  const rsbuild = (args, options) => exec('node', [RSBUILD_BIN, ...(typeof args === 'string' ? args.split(' ') : args)], options);

  /**
   * Starts a long-running command (`rsbuild dev`, `rsbuild preview`, a Node server) and waits until its
   * output matches `ready`. The process is stopped when the scenario ends.
   * @param {string} command
   * @param {string[]} args
   * @param {{ ready: RegExp, env?: Record<string, string | undefined>, timeout?: number }} options
   */
  async function start(command, args, { ready, env, timeout = COMMAND_TIMEOUT }) {
    let release;
    const turn = serverStartQueue;
    serverStartQueue = new Promise((resolve) => (release = resolve));
    await turn;
    const child = spawn(command === 'node' ? process.execPath : command, args, { cwd: dir, env: baseEnv(env), detached: true });
    const log = { text: '' };
    child.stdout.on('data', (chunk) => (log.text += chunk));
    child.stderr.on('data', (chunk) => (log.text += chunk));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const stop = async () => {
      cleanups.delete(stop);
      if (child.exitCode === null && child.signalCode === null) {
        try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
        const killTimer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 3000);
        await exited;
        clearTimeout(killTimer);
      }
    };
    cleanups.add(stop);
    let url;
    try {
      await waitFor(() => ready.test(strip(log.text)), timeout, () => child.exitCode !== null, () => `${command} ${args.join(' ')} did not print ${ready} within ${timeout} ms. It printed:\n${log.text}`);
      url = /(https?:\/\/localhost:\d+\/?\S*)/.exec(strip(log.text))?.[1];
      // Rsbuild prints its URLs before the server listens: hold the next server back until this one does,
      // or both may take the same free port.
      if (url) await waitForPort(Number(new URL(url).port), timeout);
    } finally {
      release();
    }
    return {
      /** The first `http://localhost:<port>/...` the process printed. */
      url,
      /** Everything printed so far. */
      output: () => strip(log.text),
      /** Waits until the output matches `pattern` (for a rebuild, a restart). */
      waitFor: (pattern, ms = COMMAND_TIMEOUT) => waitFor(() => pattern.test(strip(log.text)), ms, () => child.exitCode !== null, () => `did not print ${pattern}. It printed:\n${log.text}`),
      stop,
    };
  }

  /** `rsbuild dev` (or `preview`) started; resolves once it printed its URL. */
  const devServer = (args = [], options = {}) => start(process.execPath, [RSBUILD_BIN, 'dev', ...args], { ready: /Local:\s+https?:\/\/\S+/, ...options });
  const previewServer = (args = [], options = {}) => start(process.execPath, [RSBUILD_BIN, 'preview', ...args], { ready: /Local:\s+https?:\/\/\S+/, ...options });

  /**
   * An HTTP request shown as `curl -i` (or `curl -I` with `method: 'HEAD'`) shows it: status line,
   * the headers named in `show` (all when omitted) in the server's order and case, a blank line, the body.
   * @param {string} url
   * @param {{ method?: string, headers?: Record<string, string>, show?: string[], body?: boolean }} [options]
   *   `body: false` leaves the body out
   */
  function request(url, { method = 'GET', headers = {}, show, body = method !== 'HEAD' } = {}) {
    const client = url.startsWith('https:') ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.request(url, { method, headers, rejectUnauthorized: false }, (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => {
          const lines = [`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i];
            if (!show || show.some((wanted) => wanted.toLowerCase() === name.toLowerCase())) lines.push(`${name}: ${res.rawHeaders[i + 1]}`);
          }
          resolve({ status: res.statusCode, headers: res.headers, body: data, text: body ? `${lines.join('\n')}\n\n${data}` : lines.join('\n') });
        });
      });
      // A `101 Switching Protocols` answer (a WebSocket upgrade) ends the exchange: show it and hang up.
      req.on('upgrade', (res, socket) => {
        const lines = [`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i];
          if (!show || show.some((wanted) => wanted.toLowerCase() === name.toLowerCase())) lines.push(`${name}: ${res.rawHeaders[i + 1]}`);
        }
        socket.destroy();
        resolve({ status: res.statusCode, headers: res.headers, body: '', text: lines.join('\n') });
      });
      req.on('error', reject);
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${url} timed out`)));
      req.end();
    });
  }

  /**
   * A folder drawn as `tree` draws it (entries sorted by name, `├──`, `└──`).
   * @param {string} folder  relative to the project
   * @param {{ ignore?: RegExp }} [options]  entries (relative paths) to leave out
   */
  function tree(folder, { ignore } = {}) {
    const lines = [folder];
    const walk = (abs, rel, prefix) => {
      const entries = fs.readdirSync(abs).filter((name) => !ignore?.test(path.posix.join(rel, name))).sort();
      entries.forEach((name, index) => {
        const last = index === entries.length - 1;
        lines.push(`${prefix}${last ? '└── ' : '├── '}${name}`);
        const child = path.join(abs, name);
        if (fs.statSync(child).isDirectory()) walk(child, path.posix.join(rel, name), `${prefix}${last ? '    ' : '│   '}`);
      });
    };
    walk(path.join(dir, folder), folder, '');
    return lines.join('\n');
  }

  /** Every file under a folder, one relative path a line, sorted (as `find <folder> -type f | sort`). */
  function files(folder, { ignore } = {}) {
    const out = [];
    const walk = (rel) => {
      for (const name of fs.readdirSync(path.join(dir, rel))) {
        const child = path.posix.join(rel, name);
        if (ignore?.test(child)) continue;
        if (fs.statSync(path.join(dir, child)).isDirectory()) walk(child);
        else out.push(child);
      }
    };
    walk(folder);
    return out.sort().join('\n');
  }

  /**
   * Opens a URL in headless Chromium and returns what the page printed to its console and its errors,
   * one `console.<type>: text` or `pageerror: message` a line. `steps(page)` may click, type or wait.
   * @param {string} url
   * @param {(page: import('@playwright/test').Page, log: string[]) => Promise<void>} [steps]
   */
  async function browser(url, steps) {
    // A fresh context is a fresh profile (no cache, no storage): what a first visit sees.
    const context = await (await sharedBrowser()).newContext();
    const close = async () => { cleanups.delete(close); await context.close(); };
    cleanups.add(close);
    const page = await context.newPage();
    const log = [];
    page.on('console', (message) => log.push(`console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => log.push(`pageerror: ${error.message}`));
    await page.goto(url);
    if (steps) await steps(page, log);
    const text = await page.evaluate(() => document.body.innerText).catch(() => '');
    await close();
    return { log, text };
  }

  return {
    dir,
    exec,
    rsbuild,
    start,
    devServer,
    previewServer,
    request,
    tree,
    files,
    browser,
    /** Reads a project file as text. */
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    /**
     * Writes a project file (folders made as needed), e.g. to edit a module while a watcher runs. The new
     * content is written next to the project and renamed into place, as editors save: a watcher never sees
     * the file empty or half written, which made Rspack build twice or build an empty module.
     */
    write: (file, text) => {
      const target = path.join(dir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const staging = path.join(path.dirname(dir), `.saving-${process.pid}-${path.basename(file)}`);
      fs.writeFileSync(staging, text);
      fs.renameSync(staging, target);
    },
    exists: (file) => fs.existsSync(path.join(dir, file)),
    /** Lines of `text` from the first matching `from` to the first matching `to` after it (both kept). */
    between: (text, from, to) => {
      const lines = text.split('\n');
      const start = lines.findIndex((line) => from.test(line));
      if (start < 0) throw new Error(`no line matches ${from} in:\n${text}`);
      const end = to ? lines.findIndex((line, i) => i >= start && to.test(line)) : lines.length - 1;
      if (end < 0) throw new Error(`no line matches ${to} after ${from} in:\n${text}`);
      return lines.slice(start, end + 1).join('\n');
    },
    /** Lines of `text` that match `pattern`. */
    grep: (text, pattern) => text.split('\n').filter((line) => pattern.test(line)).join('\n'),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    /** Stops every server and browser the scenario started. */
    cleanup: async () => { for (const stop of [...cleanups]) await stop(); },
  };
}

const strip = (text) => text.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '');

function collect(child, label, timeout) {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; output += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; output += chunk; });
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`${label} took longer than ${timeout} ms`)); }, timeout);
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout: strip(stdout), stderr: strip(stderr), output: strip(output) });
    });
  });
}

/** Resolves once something accepts TCP connections on localhost:`port` (fails after `timeout` ms). */
export async function waitForPort(port, timeout = 30_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, 'localhost', () => { socket.destroy(); resolve(true); });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on port ${port} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitFor(condition, timeout, gone, describe) {
  const until = Date.now() + timeout;
  while (!condition()) {
    if (gone()) throw new Error(`the process exited: ${describe()}`);
    if (Date.now() > until) throw new Error(describe());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** File signatures, so a generated asset starts like the real kind of file. */
const SIGNATURES = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  woff2: [0x77, 0x4f, 0x46, 0x32],
  jpg: [0xff, 0xd8, 0xff, 0xe0],
  wasm: [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
};

/**
 * Stand-in bytes for an image or font a page's example imports (the reader has their own): the file's
 * signature, then `size` bytes in all of a fixed pseudo-random sequence. Same `seed`, same bytes, so the
 * content hash in the output file name is the same on every run.
 * @param {keyof typeof SIGNATURES} kind
 * @param {number} size  total bytes
 * @param {number} [seed]
 * @returns {Buffer}
 */
export function fakeBinary(kind, size, seed = 1) {
  const bytes = Buffer.alloc(size);
  Buffer.from(SIGNATURES[kind]).copy(bytes);
  let state = seed >>> 0 || 1;
  for (let i = SIGNATURES[kind].length; i < size; i++) {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/**
 * A free port, picked at random above 20000, with the port after it free too (a dev server moves there when
 * the first is taken). Runs that start servers pass it with `--port`, so that parallel runs never meet on
 * the default port, and write the port the reader gets back into what they show.
 */
export async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const free = await Promise.all([port, port + 1].map((candidate) => new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false)).listen(candidate, () => probe.close(() => resolve(true)));
    })));
    if (free.every(Boolean)) return port;
  }
}

/**
 * The uncaught errors of a page, each once, as the browser console shows them (`Uncaught TypeError: ...`).
 * The page is loaded twice, the second time with the listener in place from the start, and given 300 ms
 * for late errors: React may throw the same render error twice, and the first load's error may come late.
 * @param {ReturnType<typeof createContext>} ctx
 * @param {string} url
 */
export async function uncaughtErrors(ctx, url) {
  const errors = new Set();
  await ctx.browser(url, async (page) => {
    page.on('pageerror', (error) => errors.add(`Uncaught ${error.name}: ${error.message}`));
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(300);
  });
  return [...errors].join('\n');
}
