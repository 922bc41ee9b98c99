/**
 * `installs`: every install command a page shows works in a reader's Rsbuild 1.3 project.
 *
 * A command is a `<PackageManagerTabs command="add …" />` or a line of a code block that starts with
 * `npm install|i|add`, `pnpm add|install`, `yarn add` or `bun add|install` and names packages. Each is resolved
 * by npm (`npm install --package-lock-only`: the packages' real peer dependencies, the npm registry, nothing
 * downloaded) in a copy of `installs-base/`, a project with `@rsbuild/core` 1.3.22 and its lockfile; yarn, pnpm
 * and bun lines are resolved as the same packages. A command fails when:
 *   - npm cannot resolve it (the conflict is quoted as npm prints it, e.g. `ERESOLVE … peer @rsbuild/core@"^2.0.0"`);
 *   - it would move `@rsbuild/core` off 1.3.x;
 *   - it names an `@rsbuild/*` package without a version: the next release may need another major.
 * The fix names the version to pin: the release in packages-1.3/package.json when the package is there.
 * A command the check must leave alone carries `unchecked="<reason>"` (on the component, or in the code block's
 * meta), which the page's source shows next to it and the check counts: one that takes the newest release on
 * purpose, a package the page invents as an example, a release the registry the checks reach does not hold.
 *
 * Results are kept in `tests/installs/record.json`, keyed by the command's packages and the base lockfile: an
 * unchanged tree asks the registry nothing, and a changed command is resolved once. The record keeps only the
 * commands the site shows; commit it with the change.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { attributeOf, failure } from './markdown.mjs';

const run = promisify(execFile);

/** The project a command is resolved in: `@rsbuild/core` 1.3.22 and its lockfile. */
export const BASE_DIR = 'scripts/check-docs/installs-base';
/** Where the results live between runs (relative to the repository). */
export const RECORD_FILE = 'tests/installs/record.json';
/** The documented releases (plugins.mjs reads the same file): the versions a fix suggests. */
const RELEASES_FILE = 'scripts/check-docs/packages-1.3/package.json';
/** npm processes at a time: each mostly waits on the registry. */
const CONCURRENCY = 4;

/**
 * @typedef {{ file: string, line: number, command: string, specs: string[], unchecked: string | undefined }} InstallCommand
 *   `specs` are the packages as written (`@rsbuild/plugin-react@1.3.2`, `react`); `unchecked` the reason given, if any.
 * @typedef {{ ok: boolean, core: string | undefined, resolved: Record<string, string>, error: string | undefined }} Resolution
 *   `core` is the `@rsbuild/core` version the project ends with; `resolved` each named package's version; `error`
 *   npm's explanation when it could not resolve.
 */

const MANAGER_LINE = /^\s*(?:\$\s+)?(npm|pnpm|yarn|bun)\s+(install|i|add)\s+(.+)$/;
const TABS = /<PackageManagerTabs\b([^>]*)\/?>/;

/** The package specs of an install command's arguments: what is not a flag, up to a shell operator or comment. */
export function specsOf(args) {
  const specs = [];
  for (const word of args.trim().split(/\s+/)) {
    if (/^(&&|\|\||;|#|\|)/.test(word)) break;
    if (word && !word.startsWith('-')) specs.push(word);
  }
  return specs;
}

/** `@scope/name@range` -> `{ name: '@scope/name', range: 'range' }`; no version -> range ''. */
export function parseSpec(spec) {
  const at = spec.indexOf('@', 1);
  return at < 0 ? { name: spec, range: '' } : { name: spec.slice(0, at), range: spec.slice(at + 1) };
}

/**
 * The install commands of a page, as collectPages (pages.mjs) gives it: its file and its parsed text.
 * @param {{ file: string, page: { codeBlocks: import('./markdown.mjs').CodeBlock[], proseLines: { text: string, line: number }[] } }} entry
 * @returns {InstallCommand[]}
 */
export function installCommandsOf({ file, page }) {
  /** @type {InstallCommand[]} */
  const commands = [];
  for (const { text, line } of page.proseLines) {
    const tabs = TABS.exec(text);
    if (!tabs) continue;
    const command = attributeOf(tabs[1], 'command');
    const match = command && /^(install|i|add)\s+(.+)$/.exec(command.trim());
    if (match) commands.push({ file, line, command: command.trim(), specs: specsOf(match[2]), unchecked: attributeOf(tabs[1], 'unchecked') });
  }
  for (const block of page.codeBlocks) {
    block.code.split('\n').forEach((text, index) => {
      const match = MANAGER_LINE.exec(text);
      const specs = match ? specsOf(match[3]) : [];
      if (specs.length) commands.push({ file, line: block.codeLine + index, command: text.trim().replace(/^\$\s+/, ''), specs, unchecked: attributeOf(block.meta, 'unchecked') });
    });
  }
  return commands;
}

/**
 * Resolves packages as `npm install <specs>` would in a copy of `baseDir`, without downloading them.
 * @param {string[]} specs
 * @param {string} baseDir  a folder with package.json and package-lock.json
 * @returns {Promise<Resolution>}
 */
export async function resolveWithNpm(specs, baseDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'installs-'));
  try {
    for (const name of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(baseDir, name), path.join(dir, name));
    // --package-lock-only: npm resolves the tree and writes the lockfile (in the copy), and downloads no package.
    const args = ['install', '--package-lock-only', '--json', '--ignore-scripts', '--no-audit', '--no-fund', ...specs];
    try {
      await run('npm', args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      const explained = npmError(error.stdout, error.stderr);
      // An unreachable registry (or no npm) says nothing about the command: fail the check, record nothing.
      if (error.code === 'ENOENT' || /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/.test(explained)) {
        throw new Error(`installs: npm could not resolve \`${specs.join(' ')}\` because it could not run or reach the registry; nothing was recorded. Check the network and npm's registry setting, then run the check again.\n${explained || error.message}`);
      }
      return { ok: false, core: undefined, resolved: {}, error: explained };
    }
    const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
    const version = (name) => lock.packages?.[`node_modules/${name}`]?.version;
    return { ok: true, core: version('@rsbuild/core'), resolved: Object.fromEntries(specs.map((spec) => [parseSpec(spec).name, version(parseSpec(spec).name)])), error: undefined };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** npm's own explanation of a failed resolution: the error code and the conflict lines, without log noise. */
function npmError(stdout = '', stderr = '') {
  let message;
  try {
    const parsed = JSON.parse(stdout);
    message = [parsed.error?.code, parsed.error?.summary, parsed.error?.detail].filter(Boolean).join('\n');
  } catch {}
  message ||= stderr;
  const lines = message
    .split('\n')
    .map((line) => line.replace(/^npm (error|ERR!)\s?/, '').trimEnd())
    .filter((line) => line && !/^(A complete log|For a full report|Fix the upstream|this command with --force|to accept an incorrect|See .*for a full report|\s*$)/.test(line));
  return lines.slice(0, 12).join('\n');
}

/** Key of a command's result: its packages (order-free) and the base lockfile. */
function recordKey(specs, baseLock) {
  return createHash('sha1').update(JSON.stringify([[...specs].sort(), baseLock])).digest('hex').slice(0, 16);
}

/**
 * Checks the install commands of `pages`.
 * @param {{ file: string, page: any }[]} pages  as collectPages (pages.mjs) gives them
 * @param {{ repoRoot: string, recordFile?: string, baseDir?: string, resolve?: (specs: string[], baseDir: string) => Promise<Resolution>, wholeTree?: boolean }} options
 *   `resolve` replaces npm (tests); `wholeTree`: the pages are the whole site, so the record keeps only their commands.
 */
export async function checkInstalls(pages, { repoRoot, recordFile = path.join(repoRoot, RECORD_FILE), baseDir = path.join(repoRoot, BASE_DIR), resolve = resolveWithNpm, wholeTree = true }) {
  const failures = [];
  const commands = pages.flatMap((page) => installCommandsOf(page));
  const releases = JSON.parse(fs.readFileSync(path.join(repoRoot, RELEASES_FILE), 'utf8')).dependencies;
  const baseLock = createHash('sha1').update(fs.readFileSync(path.join(baseDir, 'package-lock.json'))).digest('hex');
  /** @type {Record<string, { specs: string[] } & Resolution>} */
  const stored = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')).commands : {};
  const used = new Map();
  const marked = commands.filter((command) => command.unchecked !== undefined);
  for (const command of marked) {
    if (!command.unchecked.trim()) failures.push(failure(command.file, command.line, 'unchecked="" needs the reason the installs check leaves this command alone, e.g. unchecked="takes the newest 1.x on purpose"'));
  }
  // Each command with the key of its result.
  const checked = commands.filter((command) => command.unchecked === undefined).map((command) => ({ ...command, key: recordKey(command.specs, baseLock) }));
  // The core is pinned to its patch range on the site (`@rsbuild/core@~1.3.22`); plugins to the exact release.
  const pinTo = (name) => (name === '@rsbuild/core' ? `${name}@~${releases[name]}` : releases[name] ? `${name}@${releases[name]}` : `${name}@<a release that lists @rsbuild/core 1.x in its peers>`);

  // Resolve each distinct command once, from the record when it has it.
  const todo = [];
  for (const { key, specs } of checked) {
    if (used.has(key)) continue;
    used.set(key, stored[key] ? { specs, ...stored[key] } : undefined);
    if (!stored[key]) todo.push([key, specs]);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, todo.length) }, async () => {
      while (next < todo.length) {
        const [key, specs] = todo[next++];
        used.set(key, { specs: [...specs].sort(), ...(await resolve(specs, baseDir)) });
      }
    }),
  );

  for (const command of checked) {
    const result = used.get(command.key);
    const unversioned = command.specs.map(parseSpec).filter(({ name, range }) => name.startsWith('@rsbuild/') && !range);
    if (!result.ok) {
      failures.push(failure(command.file, command.line, `\`${command.command}\` does not install in an Rsbuild 1.3 project (@rsbuild/core ${releases['@rsbuild/core']}). npm says:\n${result.error}\nPin the release that goes with 1.3: ${command.specs.map((spec) => (parseSpec(spec).range ? spec : pinTo(parseSpec(spec).name))).join(' ')}`));
    } else if (!/^1\.3\./.test(result.core ?? '')) {
      failures.push(failure(command.file, command.line, `\`${command.command}\` moves @rsbuild/core from ${releases['@rsbuild/core']} to ${result.core}. Pin it: ${pinTo('@rsbuild/core')}, or give the reason it must move with unchecked="<reason>"`));
    } else if (unversioned.length) {
      failures.push(failure(command.file, command.line, `\`${command.command}\` installs ${unversioned.map(({ name }) => `${name} ${result.resolved[name]}`).join(', ')} today, but names no version: the next release may need @rsbuild/core 2. Pin it: ${unversioned.map(({ name }) => pinTo(name)).join(' ')}`));
    }
  }

  const entries = Object.fromEntries([...(wholeTree ? [] : Object.entries(stored)), ...[...used].map(([key, { specs, ok, core, resolved, error }]) => [key, { specs, ok, core, resolved, error }])].sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify({ base: path.relative(repoRoot, baseDir), commands: entries }, null, 2)}\n`;
  const changed = !fs.existsSync(recordFile) || fs.readFileSync(recordFile, 'utf8') !== text;
  if (changed) {
    fs.mkdirSync(path.dirname(recordFile), { recursive: true });
    fs.writeFileSync(recordFile, text);
  }
  return { failures, commands: commands.length, distinct: used.size, resolved: todo.length, marked, recordChanged: changed };
}
