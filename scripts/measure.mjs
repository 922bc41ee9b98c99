#!/usr/bin/env node
/**
 * `npm run measure`: the speed and weight figures a theme change must report.
 *   - build time: one `rspress build`, wall clock, in seconds (pass --no-build to reuse doc_build/);
 *   - first-load JavaScript of a page: every script the page's HTML loads or preloads, gzip level 9, in KB;
 *   - search (scripts/measure-search.mjs): index size per language and per page, gzip, in KB; first query
 *     latency in ms, keystroke to first result, en and zh, on a cold page (pass --no-search to skip).
 * Pages measured: `/` and `/guide/start/quick-start` (override with --pages /a,/b).
 * Numbers vary with the machine; compare runs on the same machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstLoadScripts } from './analyze-bundle.mjs';
import { measureSearch } from './measure-search.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'doc_build');
const arg = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const pages = (arg('--pages') ?? '/,/guide/start/quick-start').split(',');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (file) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

if (!process.argv.includes('--no-build')) {
  const started = performance.now();
  const build = spawnSync('npx', ['rspress', 'build'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) {
    console.error('rspress build failed: run `npm run build` to see why');
    process.exit(1);
  }
  console.log(`build time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

for (const route of pages) {
  let scripts;
  try {
    scripts = firstLoadScripts(outDir, route);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  let raw = 0;
  let zipped = 0;
  for (const src of scripts) {
    const file = path.join(outDir, src);
    raw += fs.statSync(file).size;
    zipped += gzip(file);
  }
  console.log(`first-load JS ${route}: ${kb(zipped)} gzip (${kb(raw)} raw, ${scripts.length} files)`);
}

if (!process.argv.includes('--no-search')) await measureSearch(outDir);
