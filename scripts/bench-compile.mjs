#!/usr/bin/env node
/**
 * `npm run bench:compile`: the cold build's critical path alone, with less noise than a whole build. Each round
 * compiles every routed page on this one thread, as the Markdown compile worker does in `rspress build`
 * (patches/@rspress+core, `markdown.experimentalWorker`): the bundle compile, then the Markdown compile of the
 * `.md` copy on the same parse, each page next to its translation. It prints each round's wall time and CPU time
 * (this thread and V8's helper threads), in seconds, and the JavaScript heap in use after it, in MB.
 *
 * Why: the whole build shares two cores between this work, Rspack and the main thread, and this host's speed
 * swings by a third from one hour to the next (issue 38), so a change to the compile is compared better here,
 * before and after, in the same few minutes. The first round includes V8's warm-up, as the build's one round does;
 * later rounds show the steady cost.
 *
 * Options: `--rounds N` (default 2). Reads rspress.config.ts and docs/ as `rspress build` does; writes nothing.
 * Exits with the compile's error, and the page's path, when a page fails to compile.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Rspress compiles as for production only when NODE_ENV says so (dead-link checks, the cross-compiler cache).
process.env.NODE_ENV = 'production';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsRoot = path.join(repoRoot, 'docs');
const roundsIndex = process.argv.indexOf('--rounds');
const rounds = roundsIndex > 0 ? Number(process.argv[roundsIndex + 1]) : 2;

const core = (file) => import(path.join(repoRoot, 'node_modules/@rspress/core/dist/node/mdx', file));
const { compile } = await core('processor.js');
const { createCompileContext, pagesInTwinOrder } = await core('compileContext.js');

// The config, plugins, routes and page order of the compile worker (compileWorker.js).
const { config, pluginDriver, routeService } = await createCompileContext({ configFilePath: path.join(repoRoot, 'rspress.config.ts'), root: docsRoot });
const pages = pagesInTwinOrder(routeService, docsRoot).map((route) => ({ filepath: route.absolutePath, source: fs.readFileSync(route.absolutePath, 'utf8') }));
const variants = config.llms ? [false, true] : [false];

console.log(`${pages.length} pages, ${variants.length} compiles each, ${rounds} rounds`);
for (let round = 1; round <= rounds; round++) {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const { filepath, source } of pages) {
    for (const isSsgMd of variants) {
      try {
        await compile({ source, filepath, docDirectory: docsRoot, config, pluginDriver, routeService, addDependency: () => {}, isSsgMd, shareParse: Boolean(config.llms) });
      } catch (error) {
        console.error(`${filepath}: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      }
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  const seconds = (value) => value.toFixed(1);
  console.log(
    `round ${round}: wall ${seconds((performance.now() - started) / 1000)} s, cpu ${seconds((cpu.user + cpu.system) / 1e6)} s, heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MB`,
  );
}
