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
  compileInWorker(options: CompileOptions, worker: { configFilePath: string; root: string; base: string; threads?: number }): Promise<string>;
}

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
  const { loadConfigFile } = await import('@rspress/core/dist/config/loadConfigFile.js');
  const { PluginDriver } = await import('@rspress/core/dist/node/PluginDriver.js');
  const { RouteService } = await import('@rspress/core/dist/node/route/RouteService.js');
  const configFilePath = path.join(folder, 'rspress.config.mjs');
  const { content } = await loadConfigFile(configFilePath);
  content.root = docs;
  const pluginDriver = await PluginDriver.create(content, true);
  const config = await pluginDriver.modifyConfig();
  const routeService = await RouteService.create({ config, scanDir: docs, externalPages: await pluginDriver.addPages() });
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
