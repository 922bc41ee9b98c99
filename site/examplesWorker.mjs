/**
 * Worker thread of site/examples.ts: makes every example's zip (scripts/check-docs/downloads.mjs) while Rspress
 * builds and posts `{ made: count, unpinned }`, or `{ error }` with the message. It then waits for `{ outDir }` and
 * writes each zip as `<outDir>/examples/<page>/<name>.zip`, off the main thread, and posts `{ written: count }` (or
 * `{ error }`). Started with `workerData: { docsRoot, runsRoot, time }` (`time`: the entries' mtime, ms since the
 * epoch).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { zipSync } from 'fflate';
import { downloadableExamples } from '../scripts/check-docs/downloads.mjs';

try {
  const { docsRoot, runsRoot, time } = workerData;
  const mtime = new Date(time);
  const list = await downloadableExamples({ docsRoot, runsRoot });
  const zips = list.map((example) => {
    const entries = {};
    for (const [file, content] of [...example.files].sort(([a], [b]) => a.localeCompare(b))) {
      // Text is deflated; the runs' binary stand-ins (images, fonts) are random bytes, stored as they are: deflating
      // them took most of the zipping time and saved nothing.
      entries[`${example.name}/${file}`] =
        typeof content === 'string' ? [new TextEncoder().encode(content), { mtime, level: 6 }] : [new Uint8Array(content), { mtime, level: 0 }];
    }
    return { page: example.page, name: example.name, bytes: zipSync(entries) };
  });
  parentPort.postMessage({ made: zips.length, unpinned: list.filter((example) => example.unpinned.length).length });
  parentPort.once('message', ({ outDir }) => {
    try {
      for (const { page, name, bytes } of zips) {
        const target = path.join(outDir, 'examples', page, `${name}.zip`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, bytes);
      }
      parentPort.postMessage({ written: zips.length });
    } catch (error) {
      parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
    }
  });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
