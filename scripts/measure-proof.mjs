#!/usr/bin/env node
/**
 * `npm run measure:proof`: what proving a change costs, timed as a newcomer and a writer meet it (issue 37).
 *
 *   node scripts/measure-proof.mjs [--runs <n>] [--only clean,warm,record,page]
 *
 * Cases, each run `--runs` times (default 1; the medians are reported), in a fresh clone of this checkout's HEAD
 * in a temporary folder, with CI=true as CI sets it:
 * - `clean`: every step of `npm test` from the clone, timed on its own: `npm ci`, typecheck, a cold build (no
 *   build caches), `check:docs` (the runs from the record), `test:dev`, Playwright (unit and e2e), the coverage
 *   summary; and their sum.
 * - `warm`: `npm test` again after a one-line prose change in one guide page (build caches warm from `clean`).
 * - `record`: `npm run check:docs` on the unchanged tree (after a build).
 * - `page`: `npm run check -- docs/en/guide/basic/server.mdx` (after a build).
 * `warm`, `record` and `page` need the clone that `clean` made: `--only` without `clean` makes one first.
 * Prints one line a step (seconds) and, last, a JSON summary with every run's figures.
 * Errors: a step that exits non-zero stops the measure with its name and the tail of its output.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CASES = ['clean', 'warm', 'record', 'page'];
/** The guide page a writer edits in the `warm` case, and the page `page` checks. */
const EDITED_PAGE = 'docs/en/guide/basic/server.mdx';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(arg('--runs', '1'));
const only = arg('--only', CASES.join(',')).split(',');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1 up');
for (const name of only) if (!CASES.includes(name)) throw new Error(`unknown case "${name}": choose from ${CASES.join(', ')}`);

/** Runs a command in `cwd`, returns its wall time in seconds; throws with the output's tail when it fails. */
function timed(label, command, args, cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output = (output + chunk).slice(-20_000); });
    child.stderr.on('data', (chunk) => { output = (output + chunk).slice(-20_000); });
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      console.log(`  ${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s${code ? `  (exit ${code})` : ''}`);
      if (code) reject(new Error(`${label} failed (exit ${code}):\n${output.slice(-4000)}`));
      else resolve(seconds);
    });
  });
}

/** The steps of `npm test` (package.json), each on its own. */
const TEST_STEPS = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['build', 'npm', ['run', 'build']],
  ['check:docs', 'npm', ['run', 'check:docs']],
  ['test:dev', 'npm', ['run', 'test:dev']],
  ['playwright (unit + e2e)', 'npx', ['playwright', 'test']],
  ['coverage summary', 'npm', ['run', '-s', 'report:coverage', '--', '--summary']],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const results = {};
const record = (name, seconds) => (results[name] ??= []).push(Number(seconds.toFixed(1)));

let clone;
async function freshClone() {
  clone = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-proof-'));
  execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
  console.log(`clone of ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim()} in ${clone}`);
  record('npm ci', await timed('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], clone));
}

for (let run = 1; run <= runs; run++) {
  console.log(`run ${run} of ${runs}`);
  if (only.includes('clean') || !clone) {
    if (clone) fs.rmSync(clone, { recursive: true, force: true });
    await freshClone();
    let total = results['npm ci'].at(-1);
    for (const [label, command, args] of TEST_STEPS) {
      const seconds = await timed(label, command, args, clone);
      if (only.includes('clean')) record(label, seconds);
      total += seconds;
    }
    if (only.includes('clean')) record('clean: npm ci + npm test', total);
  }
  if (only.includes('warm')) {
    const page = path.join(clone, EDITED_PAGE);
    const text = fs.readFileSync(page, 'utf8');
    const edited = text.replace(/\n\n([A-Z][^\n]*\.)\n/, '\n\n$1 This line is a measured edit.\n');
    if (edited === text) throw new Error(`${EDITED_PAGE} has no prose line to edit: point EDITED_PAGE at a guide page with a paragraph`);
    fs.writeFileSync(page, edited);
    record('warm: npm test after a one-line edit', await timed('warm: npm test after a one-line edit', 'npm', ['test'], clone));
    execFileSync('git', ['checkout', '--', EDITED_PAGE], { cwd: clone });
    await timed('(build back to the clean tree)', 'npm', ['run', 'build'], clone);
  }
  if (only.includes('record')) record('check:docs with the record', await timed('check:docs with the record', 'npm', ['run', 'check:docs'], clone));
  if (only.includes('page')) record(`check one page`, await timed(`check -- ${EDITED_PAGE}`, 'npm', ['run', 'check', '--', EDITED_PAGE], clone));
}

const summary = Object.fromEntries(Object.entries(results).map(([name, values]) => [name, { median: median(values), runs: values }]));
console.log('\nmedians (s):');
for (const [name, { median: value }] of Object.entries(summary)) console.log(`  ${name.padEnd(40)} ${value.toFixed(1).padStart(7)}`);
console.log(JSON.stringify({ host: { cpus: os.cpus().length, node: process.version }, runs, summary }, null, 2));
fs.rmSync(clone, { recursive: true, force: true });
