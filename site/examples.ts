import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { zipSync } from 'fflate';
import { downloadableExamples } from '../scripts/check-docs/downloads.mjs';

/** Every entry's time in the zips: fixed, so that two builds write the same bytes. */
const ZIP_TIME = new Date('2025-06-01T00:00:00Z');

/**
 * Writes each example project (scripts/check-docs/downloads.mjs) as `<outDir>/examples/<page>/<scenario>.zip`,
 * the files under a folder named after the scenario, after the build. The pages link them
 * (site/remarkExampleActions.ts). Logs how many it wrote.
 * @param options.docsRoot  the `docs` folder
 * @param options.runsRoot  `tests/runs`, which holds the scenarios
 * @throws when the runs do not plan cleanly (a missing runs file or scenario): the message names the file and line
 */
export function pluginExamples({ docsRoot, runsRoot }: { docsRoot: string; runsRoot: string }): RspressPlugin {
  return {
    name: 'site-examples',
    async afterBuild(config) {
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const list = await downloadableExamples({ docsRoot, runsRoot });
      for (const example of list) {
        const entries: Record<string, [Uint8Array, { mtime: Date; level: 0 | 6 }]> = {};
        for (const [file, content] of [...example.files].sort(([a], [b]) => a.localeCompare(b))) {
          // Text is deflated; the runs' binary stand-ins (images, fonts) are random bytes, stored as they are: deflating
          // them took most of the zipping time and saved nothing.
          entries[`${example.name}/${file}`] =
            typeof content === 'string' ? [new TextEncoder().encode(content), { mtime: ZIP_TIME, level: 6 }] : [new Uint8Array(content), { mtime: ZIP_TIME, level: 0 }];
        }
        const target = path.join(outDir, 'examples', example.page, `${example.name}.zip`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, zipSync(entries));
      }
      console.log(`examples: ${list.length} example projects written to examples/ as zips (${list.filter((example) => example.unpinned.length).length} name packages no run installs, in their README)`);
    },
  };
}
