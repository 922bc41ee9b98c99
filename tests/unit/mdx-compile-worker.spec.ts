/**
 * patches/@rspress+core+2.0.22.patch, `markdown.experimentalWorker`: Rspress's mdx loader hands each page to a
 * worker thread (dist/node/mdx/compileWorker.js), which loads the config file again and compiles the page there;
 * and a page compiled for both the bundles and the llms Markdown is parsed once (the first compile keeps a copy of
 * its syntax tree for the second). These tests compile pages of a small site in a temporary folder with Rspress's
 * own functions, on the worker and on this thread, and compare.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface CompileOptions {
  source: string;
  filepath: string;
  docDirectory: string;
  config: unknown;
  pluginDriver: unknown;
  routeService: unknown;
  addDependency?: (file: string) => void;
  isSsgMd?: boolean;
  shareParse?: boolean;
}
interface Processor {
  compile(options: CompileOptions): Promise<string>;
  compileInWorker(options: CompileOptions, worker: Worker): Promise<string>;
  compileAheadInWorkers(worker: Worker, routeService: unknown): void;
  closeCompileWorkers(): void;
}
type Worker = { configFilePath: string; root: string; base: string; threads?: number };

let folder: string;
let docs: string;
let previousNodeEnv: string | undefined;
test.beforeAll(() => {
  // Rspress throws on a dead link only in production, as `rspress build` runs.
  previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mdx-compile-worker-'));
  docs = path.join(folder, 'docs');
  fs.mkdirSync(path.join(docs, 'guide'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'rspress.config.mjs'),
    `export default { root: 'docs', llms: true, markdown: { experimentalWorker: true, link: { checkDeadLinks: true } } };\n`,
  );
  fs.writeFileSync(path.join(docs, 'guide/other.md'), '# Other page\n');
  fs.writeFileSync(path.join(docs, 'guide/snippet.ts'), 'export const answer = 42;\n');
});
test.afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
  if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previousNodeEnv;
});

/** Rspress's compile functions, and the config, plugins and routes `rspress build` would hand them. */
async function site() {
  const processor = (await import('@rspress/core/dist/node/mdx/processor.js')) as unknown as Processor;
  const { createCompileContext } = await import('@rspress/core/dist/node/mdx/compileContext.js');
  const configFilePath = path.join(folder, 'rspress.config.mjs');
  // The config, plugins and routes the compile worker builds for itself.
  const { config, pluginDriver, routeService } = await createCompileContext({ configFilePath, root: docs });
  const worker = { configFilePath, root: docs, base: config.base ?? '/' };
  return { processor, config, pluginDriver, routeService, worker };
}

function page(name: string, text: string): { filepath: string; source: string } {
  const filepath = path.join(docs, 'guide', name);
  fs.writeFileSync(filepath, text);
  return { filepath, source: text };
}

const PAGE = [
  '# A page',
  '',
  'See [the other page](./other) and `code`.',
  '',
  '```ts file="./snippet.ts"',
  '```',
  '',
  '<div>A *component* with [a link](./other)</div>',
  '',
  '```js title="example.js"',
  'const greeting = "hello";',
  '```',
  '',
].join('\n');

test('a page compiled on the worker is the page compiled on this thread, for the bundles and for the llms Markdown', async () => {
  const { processor, config, pluginDriver, routeService, worker } = await site();
  const { filepath, source } = page('a.mdx', PAGE);
  for (const isSsgMd of [false, true]) {
    const here: string[] = [];
    const there: string[] = [];
    const options = { source, filepath, docDirectory: docs, config, pluginDriver, routeService, isSsgMd };
    const expected = await processor.compile({ ...options, addDependency: (file) => here.push(file) });
    const actual = await processor.compileInWorker({ ...options, addDependency: (file) => there.push(file) }, worker);
    expect(actual, `isSsgMd ${isSsgMd}`).toBe(expected);
    expect(expected).toContain(isSsgMd ? 'answer = 42' : 'answer');
    // The files the compile asked the loader to watch come back from the worker.
    expect(there).toEqual(here);
    expect(there).toContain(path.join(docs, 'guide/snippet.ts'));
  }
});

test('a page that fails on the worker fails with the error Rspress gives, not a hang', async () => {
  const { processor, config, pluginDriver, routeService, worker } = await site();
  const { filepath, source } = page('dead.md', '# Dead\n\nGo to [nowhere](./missing-page).\n');
  const options = { source, filepath, docDirectory: docs, config, pluginDriver, routeService };
  const expected = await processor.compile(options).then(
    () => 'compiled',
    (error: Error) => error.message,
  );
  expect(expected).toMatch(/dead link/i);
  await expect(processor.compileInWorker(options, worker)).rejects.toThrow(expected);
});

test('a page parsed once for both compiles gives what two parses give', async () => {
  const { processor, config, pluginDriver, routeService } = await site();
  const { filepath, source } = page('shared.mdx', PAGE.replace('# A page', '# A shared page'));
  const options = { source, filepath, docDirectory: docs, config, pluginDriver, routeService };
  const bundles = await processor.compile(options);
  const markdown = await processor.compile({ ...options, isSsgMd: true });
  // In either order: the first compile keeps its tree, the second takes it.
  for (const order of [
    [false, true],
    [true, false],
  ]) {
    const results = new Map<boolean, string>();
    for (const isSsgMd of order) results.set(isSsgMd, await processor.compile({ ...options, isSsgMd, shareParse: true }));
    expect(results.get(false), `order ${order}`).toBe(bundles);
    expect(results.get(true), `order ${order}`).toBe(markdown);
  }
});

/** A message from a compile worker started directly, the first that `accept` takes. */
function nextMessage<T>(thread: import('node:worker_threads').Worker, accept: (message: T) => boolean): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      if (!accept(message)) return;
      thread.off('message', onMessage);
      resolve(message);
    };
    thread.on('message', onMessage);
    thread.once('error', reject);
  });
}

test('compiling ahead: a page compiled from disk before the build asks is the page compiled here; another source is compiled again', async () => {
  const { Worker } = await import('node:worker_threads');
  const { processor, config, pluginDriver, routeService, worker } = await site();
  const { filepath, source } = page('ahead.mdx', PAGE.replace('# A page', '# Compiled ahead'));
  const options = { source, filepath, docDirectory: docs, config, pluginDriver, routeService };
  // Started as processor.js's compileAheadInWorkers starts it, alone, with the routes read now: they include the
  // page above.
  const { twinGroups } = await import('@rspress/core/dist/node/mdx/compileContext.js');
  const { routeService: routes } = await site();
  const pages = twinGroups(routes, docs).map(({ routes }: { routes: Array<{ absolutePath: string }> }) => routes.map((route) => route.absolutePath));
  const claims = new SharedArrayBuffer(4 * pages.length);
  const thread = new Worker(path.resolve(__dirname, '../../node_modules/@rspress/core/dist/node/mdx/compileWorker.js'), {
    workerData: { ...worker, ahead: { claims, pages, number: 1, fromEnd: false } },
  });
  type Reply = { id?: number; code?: string; ahead?: boolean; aheadDone?: number };
  try {
    const done = await nextMessage<Reply>(thread, (message) => message.aheadDone !== undefined);
    // Both compiles (bundles and llms Markdown) of each routed page.
    expect(done.aheadDone).toBeGreaterThanOrEqual(2);
    thread.postMessage({ id: 1, source, filepath, isSsgMd: false });
    const taken = await nextMessage<Reply>(thread, (message) => message.id === 1);
    expect(taken.ahead).toBe(true);
    expect(taken.code).toBe(await processor.compile(options));
    // The source the loader hands over is not the text the worker read: compiled from it, not taken.
    const changed = `${source}\nA sentence added since.\n`;
    thread.postMessage({ id: 2, source: changed, filepath, isSsgMd: true });
    const compiled = await nextMessage<Reply>(thread, (message) => message.id === 2);
    expect(compiled.ahead).toBe(false);
    expect(compiled.code).toBe(await processor.compile({ ...options, source: changed, isSsgMd: true }));
    expect(compiled.code).toContain('A sentence added since.');
    // It took every group of twins.
    expect(Array.from(new Int32Array(claims))).toEqual(new Array(claims.byteLength / 4).fill(1));
  } finally {
    await thread.terminate();
  }
});

test('compiling ahead with a second worker: a request waits for the worker that takes its page, and every page compiles as it does here', async () => {
  const { processor, worker } = await site();
  const pages = Array.from({ length: 8 }, (_, index) => page(`many-${index}.mdx`, PAGE.replace('# A page', `# Page ${index}`)));
  fs.mkdirSync(path.join(docs, 'zh/guide'), { recursive: true });
  // Routes read after the pages exist, so the workers compile them ahead.
  const { config, pluginDriver, routeService } = await site();
  const options = (filepath: string, source: string, isSsgMd: boolean) => ({ source, filepath, docDirectory: docs, config, pluginDriver, routeService, isSsgMd });
  processor.compileAheadInWorkers(worker, routeService);
  try {
    // Asked at once, from the last page: the workers have not read their config yet, so these wait for a claim.
    const compiled = await Promise.all(
      pages.toReversed().flatMap(({ filepath, source }) => [false, true].map((isSsgMd) => processor.compileInWorker(options(filepath, source, isSsgMd), worker))),
    );
    const expected = await Promise.all(pages.toReversed().flatMap(({ filepath, source }) => [false, true].map((isSsgMd) => processor.compile(options(filepath, source, isSsgMd)))));
    expect(compiled).toEqual(expected);
  } finally {
    processor.closeCompileWorkers();
  }
});

test('a request still waiting for a worker to take its page fails, not hangs, when the workers are closed', async () => {
  const { processor, config, pluginDriver, routeService, worker } = await site();
  const { filepath, source } = page('a.mdx', PAGE);
  processor.compileAheadInWorkers(worker, routeService);
  const waiting = processor.compileInWorker({ source, filepath, docDirectory: docs, config, pluginDriver, routeService }, worker);
  processor.closeCompileWorkers();
  await expect(waiting).rejects.toThrow(/closed before the page was compiled/);
});

test("the workers end when every compiler's own make has ended, not a child compilation's", async () => {
  const { processor, config, pluginDriver, routeService, worker } = await site();
  const { rsbuildPluginCompileWorker } = await import('@rspress/core/dist/node/mdx/rsbuildPluginCompileWorker.js');
  type FinishMake = (compilation: { compiler: unknown }) => void;
  const fakeCompiler = () => {
    const taps: FinishMake[] = [];
    const compiler = { hooks: { finishMake: { tap: (_name: string, fn: FinishMake) => taps.push(fn) } }, finish: (of: unknown) => taps.forEach((fn) => fn({ compiler: of })) };
    return compiler;
  };
  const web = fakeCompiler();
  const node = fakeCompiler();
  rsbuildPluginCompileWorker().setup({ onAfterCreateCompiler: (fn: (context: { compiler: unknown }) => void) => fn({ compiler: { compilers: [web, node] } }) } as never);
  const { filepath, source } = page('late.mdx', PAGE.replace('# A page', '# Built late'));
  const compiling = processor.compileInWorker({ source, filepath, docDirectory: docs, config, pluginDriver, routeService }, worker);
  // The web compiler's HTML template compiles as a child and reports on the web compiler's hook; then the node
  // compiler ends its make. The web compiler is still building, so the page must still compile.
  web.finish({ child: true });
  node.finish(node);
  await expect(compiling).resolves.toContain('Built late');
  // Both compilers done: the workers end, and a page still waiting would get an error, not a hang.
  const waiting = processor.compileInWorker({ source, filepath, docDirectory: docs, config, pluginDriver, routeService }, worker);
  web.finish(web);
  await expect(waiting).rejects.toThrow(/closed before the page was compiled/);
});
