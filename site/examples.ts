import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';

/** Every entry's time in the zips: fixed, so that two builds write the same bytes. */
const ZIP_TIME = new Date('2025-06-01T00:00:00Z');

/** The zips the worker made, kept there until `write` is called. */
interface ZipsMade {
  /** How many zips. */
  made: number;
  /** How many examples import a package no run installs (their README names it). */
  unpinned: number;
  /**
   * Has the worker write the zips under `<outDir>/examples/` and end; resolves with how many it wrote, rejects with
   * the worker's error message.
   */
  write(outDir: string): Promise<number>;
}

/**
 * Makes the zips on a worker thread (site/examplesWorker.mjs); rejects with the worker's error message. The worker
 * does not keep the process alive: a build that fails before `write` exits as it would without it.
 */
function makeZips(docsRoot: string, runsRoot: string): Promise<ZipsMade> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'examplesWorker.mjs'), { workerData: { docsRoot, runsRoot, time: ZIP_TIME.getTime() } });
    worker.unref();
    const failed = (message: string) => new Error(`site/examples.ts could not make the example zips: ${message}`);
    worker.once('message', (message: { made: number; unpinned: number } | { error: string }) => {
      if ('error' in message) {
        void worker.terminate();
        reject(failed(message.error));
        return;
      }
      const write = (outDir: string) =>
        new Promise<number>((written, notWritten) => {
          worker.once('message', (reply: { written: number } | { error: string }) => {
            void worker.terminate();
            if ('error' in reply) notWritten(failed(reply.error));
            else written(reply.written);
          });
          worker.once('error', notWritten);
          // Kept alive now, until it has written: the build waits for it.
          worker.ref();
          worker.postMessage({ outDir });
        });
      resolve({ made: message.made, unpinned: message.unpinned, write });
    });
    worker.once('error', reject);
  });
}

/**
 * Writes each example project (scripts/check-docs/downloads.mjs) as `<outDir>/examples/<page>/<scenario>.zip`,
 * the files under a folder named after the scenario. The pages link them (site/remarkExampleActions.ts).
 * The zips are made on a worker thread from the start of the build (about 0.85 s of CPU, off the build's path when
 * a core is free) and written by that thread once the build is done; it logs how many, and how long the build
 * waited for them. The write starts before `afterBuild` first yields when the zips are ready by then, as they are
 * in any full build, so the other plugins' `afterBuild` work runs on the main thread meanwhile: written there, the
 * 575 files took about 0.5 s at the end of every build (issue 38).
 * `rspress build` only: `rspress dev` serves nothing from the output folder.
 * @param options.docsRoot  the `docs` folder
 * @param options.runsRoot  `tests/runs`, which holds the scenarios
 * @throws when the runs do not plan cleanly (a missing runs file or scenario): the message names the file and line
 */
export function pluginExamples({ docsRoot, runsRoot }: { docsRoot: string; runsRoot: string }): RspressPlugin {
  let made: Promise<ZipsMade> | undefined;
  /** The zips once `made` resolved: `afterBuild` can then start writing before it first waits. */
  let ready: ZipsMade | undefined;
  return {
    name: 'site-examples',
    beforeBuild(_config, isProd) {
      if (isProd) {
        made = makeZips(docsRoot, runsRoot);
        // Reported in afterBuild; this keeps an early failure from being an unhandled rejection meanwhile.
        made.then((zips) => (ready = zips)).catch(() => {});
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
      // `ready` in any full build: the write then starts before the first `await` (see above).
      const zips = ready ?? (await (made ?? makeZips(docsRoot, runsRoot)));
      const waited = Date.now() - start;
      await zips.write(outDir);
      console.log(`examples: ${zips.made} example projects written to examples/ as zips (${zips.unpinned} name packages no run installs, in their README; the build waited ${waited} ms for them)`);
    },
  };
}
