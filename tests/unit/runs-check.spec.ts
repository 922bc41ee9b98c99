/**
 * The `runs` check (scripts/check-docs/runs.mjs) on a one-page fixture whose output blocks a real
 * @rsbuild/core 1.3.22 build reproduces, and on copies of it with one planted fault each: every fault
 * must fail the check with the file and line of the block to fix.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');
const fixture = path.join(repoRoot, 'tests/check-docs/fixtures/runs');

type Failure = { file: string; line: number; message: string };
type Result = { failures: Failure[]; total: number; reproduced: number; scenarios: number; retried: string[] };

/** Copies the fixture, lets `plant` change its files, runs the check and returns its result with paths relative to the copy. */
async function runOn(plant: (root: string) => void = () => {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runs-fixture-'));
  fs.cpSync(fixture, root, { recursive: true });
  plant(root);
  const { checkRuns } = await import('../../scripts/check-docs/runs.mjs');
  const { collectPages } = await import('../../scripts/check-docs/pages.mjs');
  const { readPage } = await import('../../scripts/check-docs/markdown.mjs');
  const docsRoot = path.join(root, 'docs');
  const result: Result = await checkRuns(collectPages(docsRoot, readPage), { docsRoot, runsRoot: path.join(root, 'runs') });
  const where = result.failures.map((f) => `${path.relative(root, f.file)}:${f.line}: ${f.message}`);
  fs.rmSync(root, { recursive: true, force: true });
  return { ...result, where };
}

/** Replaces `from` with `to` in a fixture file, and fails the test if `from` is not there. */
function edit(root: string, file: string, from: string | RegExp, to: string) {
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const next = text.replace(from, to);
  expect(next, `${file} should contain ${from}`).not.toBe(text);
  fs.writeFileSync(full, next);
}

// Each test runs real builds: give them time, and keep them in one worker so they don't share a project folder.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test('the fixture passes: every output block reproduced, in both languages', async () => {
  const result = await runOn();
  expect(result.where).toEqual([]);
  expect(result).toMatchObject({ total: 4, reproduced: 4, scenarios: 1 });
});

test('a changed file size in an output block fails at that line', async () => {
  const result = await runOn((root) => edit(root, 'docs/en/guide/build.mdx', /0\.23 kB/, '0.24 kB'));
  expect(result.where).toHaveLength(1);
  expect(result.where[0]).toMatch(/^docs\/en\/guide\/build\.mdx:26: output block \(output="basic:build"\) is not what the run prints/);
  expect(result.where[0]).toContain('page: dist/static/js/index.61be07cf.js   0.24 kB');
  expect(result.where[0]).toContain('--update');
});

test('a changed log line fails', async () => {
  const result = await runOn((root) => edit(root, 'docs/zh/guide/build.mdx', 'ready   built in', 'ready   compiled in'));
  expect(result.where).toEqual([expect.stringMatching(/^docs\/zh\/guide\/build\.mdx:23: output block/)]);
});

test('a config block changed so that the output differs fails on both languages\' output blocks', async () => {
  const result = await runOn((root) => {
    for (const lang of ['en', 'zh']) edit(root, `docs/${lang}/guide/build.mdx`, 'filenameHash: true', 'filenameHash: false');
  });
  // Both output blocks of both pages now differ (no hash in the name), and the prose names a file no block shows.
  expect(result.where.filter((line) => line.includes('is not what the run prints'))).toHaveLength(4);
  expect(result.where.some((line) => /build\.mdx:\d+: `index\.61be07cf\.js` is not in what this page.s runs print/.test(line))).toBe(true);
});

test('a deleted code block that a scenario needs fails', async () => {
  const result = await runOn((root) => {
    for (const lang of ['en', 'zh']) edit(root, `docs/${lang}/guide/build.mdx`, /```js title="src\/index\.js" run="basic"[\s\S]*?```\n/, '');
  });
  // Without src/index.js the build fails, and the scenario with it: each output block of both pages says so.
  expect(result.where).toHaveLength(4);
  for (const line of result.where) expect(line).toMatch(/^docs\/(en|zh)\/guide\/build\.mdx:\d+: scenario "basic" \(.*\) failed before it printed this: (.*Module not found|.*no such file)/s);
});

test('a Chinese copy of a file that differs in code fails at the Chinese block', async () => {
  const result = await runOn((root) => edit(root, 'docs/zh/guide/build.mdx', 'filenameHash: true', 'filenameHash: false'));
  expect(result.where[0]).toMatch(/^docs\/zh\/guide\/build\.mdx:12: this file of scenario "basic" differs from the English page's/);
});

test('an output block naming an unknown scenario, and a scenario no block uses, fail', async () => {
  const result = await runOn((root) => {
    for (const lang of ['en', 'zh']) edit(root, `docs/${lang}/guide/build.mdx`, 'output="basic:js"', 'output="missing:js"');
    edit(root, 'runs/guide/build.runs.mjs', 'export default {', "export default {\n  unused: { run: async () => ({}) },");
  });
  expect(result.where).toContainEqual(expect.stringMatching(/^docs\/en\/guide\/build\.mdx:\d+: no scenario "missing" in .*build\.runs\.mjs \(it has: unused, basic\)/));
  expect(result.where).toContainEqual(expect.stringMatching(/^runs\/guide\/build\.runs\.mjs:\d+: scenario "unused" reproduces no output block/));
});

test('norun needs a reason', async () => {
  const result = await runOn((root) => edit(root, 'docs/en/guide/build.mdx', 'output="basic:js"', 'norun=""'));
  expect(result.where).toContainEqual(expect.stringMatching(/^docs\/en\/guide\/build\.mdx:\d+: norun="" needs a reason/));
});

test('a scenario that fails once and then passes is reported with what its first try got wrong', async () => {
  const result = await runOn((root) =>
    edit(
      root,
      'runs/guide/build.runs.mjs',
      'async run(ctx) {',
      // The marker sits next to the runs file: the first try writes it and fails, the second finds it.
      "async run(ctx) {\n      const marker = new URL('./tried', import.meta.url);\n      if (!(await import('node:fs')).existsSync(marker)) { (await import('node:fs')).writeFileSync(marker, ''); throw new Error('a planted first-try failure'); }",
    ),
  );
  expect(result.where).toEqual([]);
  expect(result.retried).toEqual([expect.stringMatching(/^guide\/build basic: first try, .*build\.mdx:\d+: scenario "basic" .* failed before it printed this: .*a planted first-try failure/)]);
});
