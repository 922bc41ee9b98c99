import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';

/** Every entry's time in the zips: fixed, so that two builds write the same bytes. */
const ZIP_TIME = new Date('2025-06-01T00:00:00Z');

interface ZipsMade {
  zips: { page: string; name: string; bytes: Uint8Array }[];
  /** How many examples import a package no run installs (their README names it). */
  unpinned: number;
}

/** Makes the zips on a worker thread (site/examplesWorker.mjs); rejects with the worker's error message. */
function makeZips(docsRoot: string, runsRoot: string): Promise<ZipsMade> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'examplesWorker.mjs'), { workerData: { docsRoot, runsRoot, time: ZIP_TIME.getTime() } });
    worker.once('message', (message: ZipsMade | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(`site/examples.ts could not make the example zips: ${message.error}`));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

/**
 * Writes each example project (scripts/check-docs/downloads.mjs) as `<outDir>/examples/<page>/<scenario>.zip`,
 * the files under a folder named after the scenario. The pages link them (site/remarkExampleActions.ts).
 * The zips are made on a worker thread from the start of the build (about 0.85 s of CPU, off the build's path when
 * a core is free) and written once the build is done; it logs how many, and how long the build waited for them.
 * `rspress build` only: `rspress dev` serves nothing from the output folder.
 * @param options.docsRoot  the `docs` folder
 * @param options.runsRoot  `tests/runs`, which holds the scenarios
 * @throws when the runs do not plan cleanly (a missing runs file or scenario): the message names the file and line
 */
export function pluginExamples({ docsRoot, runsRoot }: { docsRoot: string; runsRoot: string }): RspressPlugin {
  let made: Promise<ZipsMade> | undefined;
  return {
    name: 'site-examples',
    beforeBuild(_config, isProd) {
      if (isProd) {
        made = makeZips(docsRoot, runsRoot);
        // Reported in afterBuild; this keeps an early failure from being an unhandled rejection meanwhile.
        made.catch(() => {});
      }
    },
    async afterBuild(config, isProd) {
      // `rspress dev` serves nothing from the output folder, so zips written there are never seen; and its
      // afterBuild runs inside Rspack's done hook, which then held the dev server's next compile for 2 s and
      // crashed it now and then ("Compilation dependencies are not available while a compilation pass is holding
      // the module graph artifact", npm run test:dev).
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const start = Date.now();
      const { zips, unpinned } = await (made ?? makeZips(docsRoot, runsRoot));
      const waited = Date.now() - start;
      for (const { page, name, bytes } of zips) {
        const target = path.join(outDir, 'examples', page, `${name}.zip`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes);
      }
      console.log(`examples: ${zips.length} example projects written to examples/ as zips (${unpinned} name packages no run installs, in their README; the build waited ${waited} ms for them)`);
    },
  };
}
