/**
 * The record of what the runs proved: `tests/runs/ledger.json`. For each scenario it keeps a key of
 * everything the scenario's result depends on, and the outputs a run printed (as pages show them). The
 * `runs` check runs a scenario only when its key is new, and otherwise compares the page's output blocks
 * with the record: an unchanged scenario costs no build, no server and no browser.
 *
 * The key has five parts, each a short SHA-256 so that the check can say which one changed:
 * - `runs`: the page's `.runs.mjs` and every local module it imports (`tests/runs/support/*.mjs`);
 * - `project`: the files the scenario writes into its project: the page blocks marked `run=`, its `files`,
 *   its `fixtures` folder (the scenarios it `extends` included);
 * - `runner`: the code that makes the projects and runs them (`RUNNER_FILES`);
 * - `packages`: the versions, from `package-lock.json`, of the packages the projects resolve: the 1.3-era
 *   workspace (`scripts/check-docs/packages-1.3`), Playwright (the runs' browser), every package a project
 *   file or the runs file imports, and all their dependencies;
 * - `node`: the Node.js major version (stack traces and `rsbuild --version` name it).
 * Not keyed: the system Chromium and the OS. The full check (`--all`, weekly and on every push to main in CI)
 * runs every scenario and fails where a fresh run disagrees with the record.
 *
 * The record is written by runs only: a scenario enters it when a run reproduces every output block that
 * names it (or with `--update`). Each entry carries a digest of its key and outputs, so an entry edited by
 * hand fails the check before anything trusts it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { failure } from '../markdown.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../../..');

/** The record's file name, in the runs folder (`tests/runs/ledger.json`). */
export const LEDGER_NAME = 'ledger.json';
/** The record's format. A record of another version is read as empty: every scenario runs once. */
const LEDGER_VERSION = 1;
/** The runner: code that every scenario's result depends on. */
export const RUNNER_FILES = ['context.mjs', 'normalize.mjs', 'processes.mjs', 'scenario.mjs'].map((name) => path.join(here, name)).concat(path.join(REPO_ROOT, 'scripts/chromium.mjs'));
/** The workspace with the documented releases, as `package-lock.json` names it. */
const WORKSPACE = 'scripts/check-docs/packages-1.3';
/** What every scenario uses besides the workspace: the browser driver of `ctx.browser()`. */
const RUNNER_PACKAGES = ['@playwright/test'];

/** A short hex digest: 16 characters (64 bits) tell changes apart and keep the record readable. */
const digestOf = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
};

/** The line of scenario `id`'s entry in the record's text (1 when it is not there), for failures. */
export const entryLine = (text, id) => text.split('\n').findIndex((row) => row.includes(JSON.stringify(id))) + 1 || 1;

/** The digest that proves an entry was written by this module: over its key and outputs. */
export const entryDigest = ({ key, outputs }) => digestOf(JSON.stringify(key), JSON.stringify(outputs));

/**
 * @typedef {{ runs: string, project: string, runner: string, packages: string, node: string }} ScenarioKey
 * @typedef {{ key: ScenarioKey, outputs: Record<string, string>, digest: string }} LedgerEntry
 */

/**
 * Reads the record. A missing file is an empty record (every scenario runs); a file that is not JSON, or
 * an entry whose digest does not match, is a failure naming the file and line, and such an entry is not used.
 * @param {string} file
 * @returns {{ entries: Map<string, LedgerEntry>, failures: Array<{ file: string, line: number, message: string }>, stale: boolean }}
 *   `stale`: the file is of an older format and will be written anew
 */
export function readLedger(file) {
  const entries = new Map();
  const failures = [];
  if (!fs.existsSync(file)) return { entries, failures, stale: false };
  const text = fs.readFileSync(file, 'utf8');
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    failures.push(failure(file, 1, `the runs record is not valid JSON (${error.message}). It is written by the check, never by hand: restore it with \`git checkout ${path.basename(file)}\`, or delete it and run \`node scripts/check-docs/index.mjs --only runs\` to record every scenario again`));
    return { entries, failures, stale: true };
  }
  if (data?.version !== LEDGER_VERSION) return { entries, failures, stale: true };
  for (const [id, entry] of Object.entries(data.scenarios ?? {})) {
    if (!entry || typeof entry.outputs !== 'object' || typeof entry.key !== 'object' || entry.digest !== entryDigest(entry)) {
      failures.push(failure(file, entryLine(text, id), `the record of scenario "${id}" was not written by a run: its digest does not match its key and outputs. Do not edit the record by hand: run \`node scripts/check-docs/index.mjs --only runs --page ${id.split('#')[0]}\` to run the scenario and record what it prints`));
      continue;
    }
    entries.set(id, entry);
  }
  return { entries, failures, stale: false };
}

/**
 * Writes the record: entries sorted by id, one JSON document, so that a diff shows what changed.
 * @param {string} file
 * @param {Map<string, { key: ScenarioKey, outputs: Record<string, string> }>} entries
 */
export function writeLedger(file, entries) {
  const scenarios = {};
  for (const id of [...entries.keys()].sort()) {
    const { key, outputs } = entries.get(id);
    const sortedOutputs = Object.fromEntries(Object.keys(outputs).sort().map((name) => [name, outputs[name]]));
    scenarios[id] = { key, outputs: sortedOutputs, digest: entryDigest({ key, outputs: sortedOutputs }) };
  }
  const data = {
    version: LEDGER_VERSION,
    about: 'What the runs check proved: written by scripts/check-docs/runs/ledger.mjs after a run, never by hand (README, "Adding a run").',
    scenarios,
  };
  const staged = `${file}.${process.pid}`;
  fs.writeFileSync(staged, `${JSON.stringify(data, null, 2)}\n`);
  fs.renameSync(staged, file);
}

/** The parts of two keys that differ, by name (`['project']`); every part when there is no old key. */
export function changedParts(old, now) {
  return Object.keys(now).filter((part) => old?.[part] !== now[part]);
}

/**
 * Makes the keys of scenarios. Files and package closures are read once per check.
 * @param {{ lockFile?: string }} [options]  the lockfile the versions come from (default: the repository's)
 * @returns {(scenario: { runFile: string, inputs: Array<{ path: string, code: string }>, files?: Record<string, string | Buffer>, fixturesDirs?: string[] }) => ScenarioKey}
 */
export function createKeyMaker({ lockFile = path.join(REPO_ROOT, 'package-lock.json') } = {}) {
  const packages = JSON.parse(fs.readFileSync(lockFile, 'utf8')).packages ?? {};
  const runner = digestOf(...RUNNER_FILES.flatMap((file) => [path.basename(file), fs.readFileSync(file)]));
  const node = process.versions.node.split('.')[0];
  const closures = new Map();
  const versionDigests = new Map();
  const sources = new Map();
  const workspaceNames = Object.keys(packages[WORKSPACE]?.dependencies ?? {});

  /** `name@version` of a package and everything it depends on, as the runs' module folder resolves them. */
  const closureOf = (name) => {
    if (!closures.has(name)) {
      const found = new Set();
      const visit = (lockPath) => {
        const entry = packages[lockPath];
        if (!entry) return;
        const id = `${lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`;
        if (found.has(id)) return;
        found.add(id);
        const target = entry.link ? entry.resolved : lockPath;
        const real = packages[target] ?? entry;
        for (const dep of Object.keys({ ...real.dependencies, ...real.optionalDependencies, ...real.peerDependencies })) {
          const at = resolveIn(packages, target, dep);
          if (at) visit(at);
        }
      };
      const top = resolveIn(packages, '', name);
      if (top) visit(top);
      closures.set(name, [...found]);
    }
    return closures.get(name);
  };

  /** A module's text and those of the local modules it imports, with their import specifiers. */
  const sourceOf = (file) => {
    if (!sources.has(file)) {
      sources.set(file, ''); // an import cycle reads each module once
      const text = fs.readFileSync(file, 'utf8');
      let all = text;
      for (const spec of specifiers(text)) {
        if (!spec.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), spec);
        // Specifiers inside a project file's text (`import './style.css'`) are not modules of the runs file.
        if (/\.(?:mjs|js|json)$/.test(target) && fs.existsSync(target)) all += `\0${spec}\0${sourceOf(target)}`;
      }
      sources.set(file, all);
    }
    return sources.get(file);
  };

  return ({ runFile, inputs, files = {}, fixturesDirs = [] }) => {
    const runs = sourceOf(runFile);
    const projectParts = [];
    for (const { path: at, code } of inputs) projectParts.push(`block:${at}`, code);
    for (const [at, content] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) projectParts.push(`file:${at}`, content);
    for (const dir of fixturesDirs) for (const [at, content] of folderFiles(dir)) projectParts.push(`fixture:${at}`, content);
    const texts = [runs, ...inputs.map((input) => input.code), ...Object.values(files).filter((content) => typeof content === 'string')];
    const names = new Set([...workspaceNames, ...RUNNER_PACKAGES]);
    for (const text of texts) for (const spec of specifiers(text)) {
      const name = packageName(spec);
      if (name) names.add(name);
    }
    const nameList = [...names].sort().join(' ');
    if (!versionDigests.has(nameList)) versionDigests.set(nameList, digestOf(...[...new Set([...names].flatMap(closureOf))].sort()));
    return {
      runs: digestOf(runs),
      project: digestOf(...projectParts),
      runner,
      packages: versionDigests.get(nameList),
      node,
    };
  };
}

/** Where `name` resolves from the package at `from` (a lockfile path, '' for a project), as Node would in the runs' module folder. */
function resolveIn(packages, from, name) {
  for (let base = from; base && base !== WORKSPACE;) {
    const candidate = `${base}/node_modules/${name}`;
    if (packages[candidate]) return candidate;
    base = base.slice(0, base.lastIndexOf('node_modules/')).replace(/\/$/, '');
  }
  // The module folder is the root node_modules with the workspace's own packages laid over it.
  return [`${WORKSPACE}/node_modules/${name}`, `node_modules/${name}`].find((candidate) => packages[candidate]);
}

/** Import specifiers in JavaScript, TypeScript, CSS or HTML text: `from 'x'`, `import('x')`, `require('x')`, `import 'x'`, `@import 'x'`. */
export function specifiers(text) {
  const found = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+|@import\s+(?:url\()?)['"]([^'"\s]+)['"]/g)) found.push(match[1]);
  return found;
}

/** The package a bare specifier names (`@rsbuild/plugin-react/foo` -> `@rsbuild/plugin-react`), or undefined for a path, a builtin or a URL. */
export function packageName(spec) {
  if (/^[./~#]|^[a-z]+:/i.test(spec) || isBuiltin(spec)) return undefined;
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every file under a folder, as [relative path, content], sorted by path. */
export function folderFiles(dir) {
  const out = [];
  const walk = (rel) => {
    for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
      const child = path.posix.join(rel, name);
      if (fs.statSync(path.join(dir, child)).isDirectory()) walk(child);
      else out.push([child, fs.readFileSync(path.join(dir, child))]);
    }
  };
  walk('');
  return out;
}
