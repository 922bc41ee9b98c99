/**
 * The `installs` check (scripts/check-docs/installs.mjs): every install command a page shows resolves in an
 * Rsbuild 1.3 project. Pages are fixtures written here; most tests replace npm with a table of answers, and one
 * asks the real registry about the fault the check exists for: an unchecked `@rsbuild/plugin-react`, whose newest
 * release needs @rsbuild/core 2.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');

interface Resolution {
  ok: boolean;
  core: string | undefined;
  resolved: Record<string, string>;
  error: string | undefined;
}
type Failure = { file: string; line: number; message: string };

const load = async () => ({
  installs: await import('../../scripts/check-docs/installs.mjs'),
  markdown: await import('../../scripts/check-docs/markdown.mjs'),
});

let folder: string;
test.beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'installs-check-'));
});
test.afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A page as the checks read it, from its text. */
async function page(name: string, text: string) {
  const { markdown } = await load();
  return { file: path.join(folder, name), page: markdown.parsePage(text) };
}

/** npm's answers, by the packages asked for; counts the questions. */
function fakeNpm(answers: Record<string, Partial<Resolution>>) {
  const asked: string[][] = [];
  const resolve = async (specs: string[]): Promise<Resolution> => {
    asked.push(specs);
    const answer = answers[specs.join(' ')] ?? {};
    return { ok: true, core: '1.3.22', resolved: {}, error: undefined, ...answer };
  };
  return { asked, resolve };
}

const PAGE = [
  '# Plugins',
  '',
  '<PackageManagerTabs command="add @rsbuild/plugin-react@1.3.2 -D" />',
  '',
  '<PackageManagerTabs command="add @rsbuild/plugin-react -D" />',
  '',
  '```bash',
  'npm add @rsbuild/core -D',
  'pnpm add react react-dom',
  'npm install',
  '```',
  '',
  '<PackageManagerTabs command="create rsbuild@latest" />',
  '',
].join('\n');

test('finds the install commands of components and code blocks, with their lines', async () => {
  const { installs } = await load();
  const commands = installs.installCommandsOf(await page('plugins.mdx', PAGE));
  expect(commands.map(({ line, specs }: { line: number; specs: string[] }) => `${line}: ${specs.join(' ')}`)).toEqual([
    '3: @rsbuild/plugin-react@1.3.2',
    '5: @rsbuild/plugin-react',
    '8: @rsbuild/core',
    '9: react react-dom',
  ]);
});

test('a command npm cannot resolve, one that moves @rsbuild/core, and an unversioned @rsbuild package fail with file, line and the pin', async () => {
  const { installs } = await load();
  const npm = fakeNpm({
    '@rsbuild/plugin-react': { ok: false, core: undefined, error: 'ERESOLVE could not resolve\nCould not resolve dependency:\npeerOptional @rsbuild/core@"^2.0.0" from @rsbuild/plugin-react@2.1.1' },
    '@rsbuild/core': { core: '2.2.14', resolved: { '@rsbuild/core': '2.2.14' } },
  });
  const result = await installs.checkInstalls([await page('plugins.mdx', PAGE)], { repoRoot, recordFile: path.join(folder, 'record.json'), resolve: npm.resolve });
  const messages = result.failures.map((f: Failure) => `${path.basename(f.file)}:${f.line}: ${f.message}`);
  expect(messages).toHaveLength(2);
  expect(messages[0]).toMatch(/^plugins\.mdx:5: `add @rsbuild\/plugin-react -D` does not install in an Rsbuild 1\.3 project/);
  expect(messages[0]).toContain('peerOptional @rsbuild/core@"^2.0.0" from @rsbuild/plugin-react@2.1.1');
  // The version to pin is the release the site documents (packages-1.3/package.json).
  expect(messages[0]).toContain('Pin the release that goes with 1.3: @rsbuild/plugin-react@1.3.2');
  expect(messages[1]).toMatch(/^plugins\.mdx:8: `npm add @rsbuild\/core -D` moves @rsbuild\/core from 1\.3\.22 to 2\.2\.14\. Pin it: @rsbuild\/core@~1\.3\.22/);

  // An @rsbuild package without a version fails even while its newest release still fits 1.3.
  const stillFits = fakeNpm({ '@rsbuild/plugin-react': { resolved: { '@rsbuild/plugin-react': '1.4.0' } } });
  const later = await installs.checkInstalls([await page('later.mdx', '<PackageManagerTabs command="add @rsbuild/plugin-react -D" />\n')], { repoRoot, recordFile: path.join(folder, 'other.json'), resolve: stillFits.resolve });
  expect(later.failures.map((f: Failure) => f.message)).toEqual([expect.stringContaining('installs @rsbuild/plugin-react 1.4.0 today, but names no version')]);
});

test('an unchanged tree asks npm nothing: each command is resolved once and kept in the record', async () => {
  const { installs } = await load();
  const pages = [await page('a.mdx', PAGE), await page('b.mdx', PAGE)];
  const recordFile = path.join(folder, 'record.json');
  const first = fakeNpm({});
  await installs.checkInstalls(pages, { repoRoot, recordFile, resolve: first.resolve });
  // Four distinct commands on two pages: four questions.
  expect(first.asked).toHaveLength(4);
  const second = fakeNpm({});
  const again = await installs.checkInstalls(pages, { repoRoot, recordFile, resolve: second.resolve });
  expect(second.asked).toHaveLength(0);
  expect(again.recordChanged).toBe(false);
  // A command no page shows any more leaves the record.
  await installs.checkInstalls([await page('a.mdx', '<PackageManagerTabs command="add react" />\n')], { repoRoot, recordFile, resolve: fakeNpm({}).resolve });
  expect(Object.values(JSON.parse(fs.readFileSync(recordFile, 'utf8')).commands).map((entry) => (entry as { specs: string[] }).specs)).toEqual([['react']]);
});

test('a command the check leaves alone needs its reason, and is counted, not resolved', async () => {
  const { installs } = await load();
  const npm = fakeNpm({});
  const text = ['<PackageManagerTabs command="add @rsbuild/core@^1 -D" unchecked="the upgrade guide installs the newest 1.x" />', '', '```sh unchecked=""', 'npm add @rsbuild/core -D', '```', ''].join('\n');
  const result = await installs.checkInstalls([await page('upgrade.mdx', text)], { repoRoot, recordFile: path.join(folder, 'record.json'), resolve: npm.resolve });
  expect(npm.asked).toHaveLength(0);
  expect(result.marked).toHaveLength(2);
  expect(result.failures.map((f: Failure) => `${f.line}: ${f.message}`)).toEqual([expect.stringMatching(/^4: unchecked="" needs the reason/)]);
});

test('with the real registry, a planted unchecked @rsbuild/plugin-react fails naming the file and line; the pinned one installs', async () => {
  test.setTimeout(120_000);
  const { installs } = await load();
  const text = ['# Planted', '', '<PackageManagerTabs command="add @rsbuild/plugin-react@1.3.2 -D" />', '', '<PackageManagerTabs command="add @rsbuild/plugin-react -D" />', ''].join('\n');
  const result = await installs.checkInstalls([await page('planted.mdx', text)], { repoRoot, recordFile: path.join(folder, 'record.json') });
  const failures = result.failures.map((f: Failure) => `${path.basename(f.file)}:${f.line}: ${f.message}`);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatch(/^planted\.mdx:5: `add @rsbuild\/plugin-react -D`/);
  expect(failures[0]).toContain('@rsbuild/plugin-react@1.3.2');
  const record = Object.values(JSON.parse(fs.readFileSync(path.join(folder, 'record.json'), 'utf8')).commands) as ({ specs: string[] } & Resolution)[];
  expect(record.find((entry) => entry.specs[0] === '@rsbuild/plugin-react@1.3.2')).toMatchObject({ ok: true, core: '1.3.22', resolved: { '@rsbuild/plugin-react': '1.3.2' } });
});

test('an unreachable registry fails the check and records nothing', async () => {
  test.setTimeout(60_000);
  const { installs } = await load();
  const recordFile = path.join(folder, 'record.json');
  const offline = await page('offline.mdx', '<PackageManagerTabs command="add @rsbuild/plugin-react@1.3.2 -D" />\n');
  const previous = process.env.npm_config_registry;
  // A registry on a port where nothing listens: npm fails with ECONNREFUSED.
  process.env.npm_config_registry = 'http://127.0.0.1:9/';
  process.env.npm_config_fetch_retries = '0';
  try {
    await expect(installs.checkInstalls([offline], { repoRoot, recordFile })).rejects.toThrow(/could not run or reach the registry; nothing was recorded/);
  } finally {
    if (previous === undefined) delete process.env.npm_config_registry;
    else process.env.npm_config_registry = previous;
    delete process.env.npm_config_fetch_retries;
  }
  expect(fs.existsSync(recordFile)).toBe(false);
});
