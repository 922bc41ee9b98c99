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
type Result = { failures: Failure[]; total: number; reproduced: number; scenarios: number; ran: number; fromRecord: number; recorded: number; reasons: Record<string, number>; retried: string[] };

/** A copy of the fixture, changed by `plant`. */
function copyFixture(plant: (root: string) => void = () => {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runs-fixture-'));
  fs.cpSync(fixture, root, { recursive: true });
  plant(root);
  return root;
}

/** Runs the check on a copy and returns its result, with failures as `path relative to the copy:line: message`. */
async function check(root: string, options: { all?: boolean; update?: boolean } = {}) {
  const { checkRuns } = await import('../../scripts/check-docs/runs.mjs');
  const { collectPages } = await import('../../scripts/check-docs/pages.mjs');
  const { readPage } = await import('../../scripts/check-docs/markdown.mjs');
  const docsRoot = path.join(root, 'docs');
  const result: Result = await checkRuns(collectPages(docsRoot, readPage), { docsRoot, runsRoot: path.join(root, 'runs'), ...options });
  const where = result.failures.map((f) => `${path.relative(root, f.file)}:${f.line}: ${f.message}`);
  return { ...result, where };
}

/** Copies the fixture, lets `plant` change its files, runs the check once (no record yet: every scenario runs). */
async function runOn(plant: (root: string) => void = () => {}) {
  const root = copyFixture(plant);
  try {
    return await check(root);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
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

// The record (tests/runs/ledger.json): a scenario runs only when its key changed.

/** A second scenario on the fixture page, with a file of its own, so that a change to one can leave the other alone. */
function plantSecondScenario(root: string) {
  edit(root, 'runs/guide/build.runs.mjs', 'export default {', [
    'export default {',
    '  second: {',
    "    files: { 'src/index.js': \"document.title = 'second';\\n\" },",
    "    async run(ctx) { await ctx.rsbuild('build'); return { js: ctx.files('dist/static/js') }; },",
    '  },',
  ].join('\n'));
  for (const lang of ['en', 'zh']) {
    const page = path.join(root, `docs/${lang}/guide/build.mdx`);
    fs.appendFileSync(page, '\n```text output="second:js"\n(filled by --update)\n```\n');
  }
}

test('a record made by a run lets the next check run nothing and still compare every block', async () => {
  const root = copyFixture();
  try {
    const first = await check(root);
    expect(first.where).toEqual([]);
    expect(first).toMatchObject({ ran: 1, recorded: 1, reasons: { new: 1 } });
    const ledger = JSON.parse(fs.readFileSync(path.join(root, 'runs/ledger.json'), 'utf8'));
    expect(Object.keys(ledger.scenarios)).toEqual(['guide/build#basic']);
    expect(ledger.scenarios['guide/build#basic'].outputs.js).toBe('dist/static/js/index.61be07cf.js');

    const second = await check(root);
    expect(second.where).toEqual([]);
    expect(second).toMatchObject({ ran: 0, fromRecord: 1, recorded: 0, total: 4, reproduced: 4 });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('an edited output block fails against the record, at its line, without a run', async () => {
  const root = copyFixture();
  try {
    await check(root);
    edit(root, 'docs/en/guide/build.mdx', /0\.23 kB/, '0.24 kB');
    const result = await check(root);
    expect(result.ran).toBe(0);
    expect(result.where).toHaveLength(1);
    expect(result.where[0]).toMatch(/^docs\/en\/guide\/build\.mdx:26: output block \(output="basic:build"\) is not what the run recorded in ledger\.json prints/);
    expect(result.where[0]).toContain('page: dist/static/js/index.61be07cf.js   0.24 kB');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('an edited run= block runs again just the scenarios it belongs to, and records them', async () => {
  const root = copyFixture(plantSecondScenario);
  try {
    const first = await check(root, { update: true });
    expect(first).toMatchObject({ ran: 2, recorded: 2 });
    expect(fs.readFileSync(path.join(root, 'docs/zh/guide/build.mdx'), 'utf8')).toMatch(/output="second:js"\n(dist\/static\/js\/index\.[0-9a-f]{8}\.js)\n/);
    const before = JSON.parse(fs.readFileSync(path.join(root, 'runs/ledger.json'), 'utf8')).scenarios;

    // A comment in the config block: the project changes, the output does not.
    for (const lang of ['en', 'zh']) edit(root, `docs/${lang}/guide/build.mdx`, 'filenameHash: true },', 'filenameHash: true }, // hashed names');
    const result = await check(root);
    expect(result.where).toEqual([]);
    expect(result).toMatchObject({ ran: 1, fromRecord: 1, recorded: 1, reasons: { project: 1 } });
    const after = JSON.parse(fs.readFileSync(path.join(root, 'runs/ledger.json'), 'utf8')).scenarios;
    expect(after['guide/build#second']).toEqual(before['guide/build#second']);
    expect(after['guide/build#basic'].key.project).not.toBe(before['guide/build#basic'].key.project);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a hand-edited record fails: at once when its digest is off, and under --all when it was forged consistently', async () => {
  const { entryDigest } = await import('../../scripts/check-docs/runs/ledger.mjs');
  const root = copyFixture();
  const ledgerFile = path.join(root, 'runs/ledger.json');
  try {
    await check(root);
    const ledger = JSON.parse(fs.readFileSync(ledgerFile, 'utf8'));
    const entry = ledger.scenarios['guide/build#basic'];

    // Edited by hand: the digest no longer matches, and the entry is not trusted (the scenario runs).
    entry.outputs.build = entry.outputs.build.replace('0.23 kB', '0.24 kB');
    fs.writeFileSync(ledgerFile, JSON.stringify(ledger, null, 2));
    const edited = await check(root);
    expect(edited.where).toContainEqual(expect.stringMatching(/^runs\/ledger\.json:\d+: the record of scenario "guide\/build#basic" was not written by a run/));
    expect(edited.ran).toBe(1);

    // Forged with a matching digest, and the pages edited to agree: only a fresh run can tell.
    entry.digest = entryDigest(entry);
    fs.writeFileSync(ledgerFile, JSON.stringify(ledger, null, 2));
    for (const lang of ['en', 'zh']) edit(root, `docs/${lang}/guide/build.mdx`, /0\.23 kB/, '0.24 kB');
    expect((await check(root)).where).toEqual([]);
    const audited = await check(root, { all: true });
    expect(audited.where).toContainEqual(expect.stringMatching(/^runs\/ledger\.json:\d+: the record of scenario "guide\/build#basic" disagrees with a fresh run of the same inputs, output "build"/));
    expect(audited.where.filter((line) => line.includes('is not what the run prints'))).toHaveLength(2);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the key changes with the runs file, the support modules it imports, and the versions of the packages it resolves', async () => {
  const { changedParts, createKeyMaker } = await import('../../scripts/check-docs/runs/ledger.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runs-key-'));
  try {
    const lock = (reactVersion: string) => ({
      packages: {
        'scripts/check-docs/packages-1.3': { dependencies: { '@rsbuild/core': '1.3.22' } },
        'node_modules/@rsbuild/core': { version: '1.3.22', dependencies: { '@rspack/core': '1.3.12' } },
        'node_modules/@rspack/core': { version: '2.0.0' },
        'scripts/check-docs/packages-1.3/node_modules/@rspack/core': { version: '1.3.12' },
        'node_modules/react': { version: reactVersion },
        'node_modules/vue': { version: '3.5.16' },
      },
    });
    fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify(lock('19.1.0')));
    fs.writeFileSync(path.join(dir, 'b.json'), JSON.stringify(lock('19.2.0')));
    fs.mkdirSync(path.join(dir, 'support'));
    fs.writeFileSync(path.join(dir, 'support/app.mjs'), "export const app = \"import React from 'react';\";\n");
    fs.writeFileSync(path.join(dir, 'page.runs.mjs'), "import { app } from './support/app.mjs';\nexport default { s: { files: { 'src/App.jsx': app } } };\n");
    const scenario = { runFile: path.join(dir, 'page.runs.mjs'), inputs: [{ path: 'src/index.js', code: "import './App.jsx';" }] };
    const keyA = createKeyMaker({ lockFile: path.join(dir, 'a.json') })(scenario);

    // A package the project imports (react, named in the support module) changes version.
    expect(createKeyMaker({ lockFile: path.join(dir, 'b.json') })(scenario).packages).not.toBe(keyA.packages);
    // One it does not import does not count.
    fs.writeFileSync(path.join(dir, 'c.json'), JSON.stringify({ packages: { ...lock('19.1.0').packages, 'node_modules/vue': { version: '3.6.0' } } }));
    expect(createKeyMaker({ lockFile: path.join(dir, 'c.json') })(scenario)).toEqual(keyA);
    // The workspace's @rspack/core wins over the root's, as in the runs' module folder.
    fs.writeFileSync(path.join(dir, 'd.json'), JSON.stringify({ packages: { ...lock('19.1.0').packages, 'node_modules/@rspack/core': { version: '2.1.0' } } }));
    expect(createKeyMaker({ lockFile: path.join(dir, 'd.json') })(scenario).packages).toBe(keyA.packages);
    fs.writeFileSync(path.join(dir, 'e.json'), JSON.stringify({ packages: { ...lock('19.1.0').packages, 'scripts/check-docs/packages-1.3/node_modules/@rspack/core': { version: '1.3.15' } } }));
    expect(createKeyMaker({ lockFile: path.join(dir, 'e.json') })(scenario).packages).not.toBe(keyA.packages);

    // An edit of the support module changes the runs part only; a page block changes the project part only.
    fs.appendFileSync(path.join(dir, 'support/app.mjs'), '// edited\n');
    const edited = createKeyMaker({ lockFile: path.join(dir, 'a.json') })(scenario);
    expect(changedParts(keyA, edited)).toEqual(['runs']);
    const block = createKeyMaker({ lockFile: path.join(dir, 'a.json') })({ ...scenario, inputs: [{ path: 'src/index.js', code: "import './App.jsx';\n" }] });
    expect(changedParts(edited, block)).toEqual(['project']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('no process of a run outlives the check: marked processes of a finished check are swept', async () => {
  const { spawn } = await import('node:child_process');
  const { OWNER_VARIABLE, sweepRunProcesses } = await import('../../scripts/check-docs/runs/processes.mjs');
  // A detached process, as the Module Federation dts broker is, marked as started by a check that is gone.
  const gone = spawn(process.execPath, ['-e', 'process.exit(0)']);
  await new Promise((resolve) => gone.on('exit', resolve));
  const orphan = spawn('sleep', ['60'], { detached: true, stdio: 'ignore', env: { ...process.env, [OWNER_VARIABLE]: String(gone.pid) } });
  const unrelated = spawn('sleep', ['60'], { detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => orphan.on('exit', (_code, signal) => resolve(signal)));
  try {
    await new Promise((resolve) => setTimeout(resolve, 100)); // until its environment is readable
    expect(sweepRunProcesses({ orphansOnly: true })).toBeGreaterThanOrEqual(1);
    expect(await exited).toBe('SIGKILL');
    expect(unrelated.exitCode).toBeNull();
  } finally {
    orphan.kill('SIGKILL');
    unrelated.kill('SIGKILL');
  }
});
