/**
 * The `runs` check: every output a guide, plugin or API page shows (what a build, a dev server, a script
 * printed) is reproduced by a run that the repository keeps, against @rsbuild/core 1.3.22.
 *
 * On a page (both languages):
 *   ```ts title="rsbuild.config.ts" run="hashes"      a file of scenario `hashes`, written at its title
 *   ```text output="hashes:build"                    must equal the output `build` of scenario `hashes`
 *   ```text norun="needs a cloud account"            an output no run can show, with the reason
 * The scenarios of `docs/<lang>/<path>.mdx` are in `tests/runs/<path>.runs.mjs` (see runs/context.mjs for
 * the format and the helpers). A Chinese page uses the English page's runs: its `run` blocks must hold the
 * same code (comments may be translated) and its output blocks the same output.
 *
 * Compared after `runs/normalize.mjs`: durations, ports, machine addresses and dates vary; the rest is exact.
 * `--update` rewrites each differing output block (both languages) with what the run printed; `--update=all`
 * also gives matching blocks this run's durations (run it on a quiet machine, or the pages show slow builds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { failure } from './markdown.mjs';
import { closeBrowser, createContext, MODULE_DIRS, prepareModules, RUNS_DIR } from './runs/context.mjs';
import { firstDifference, normalize, toShown } from './runs/normalize.mjs';

/** The sections whose pages show program output. Config pages are proven by the other checks. */
const SECTIONS = ['guide', 'plugins', 'api', 'shared'];
/** Languages of blocks that show what a program printed, when they carry no `title` (a titled block is a file). */
const OUTPUT_LANGS = new Set(['text', 'console', 'log', 'shell-session', 'sh-session']);
/**
 * Output blocks that may have neither a run nor a `norun` reason. Every block has one of the two now, so a
 * new output block without either fails the check.
 */
export const MAX_WITHOUT_RUN = 0;
/** How long one scenario may take, in ms, before it fails. */
const SCENARIO_TIMEOUT = 180_000;

/**
 * How many scenarios run at once: `RUNS_CONCURRENCY` when set, else one more than the CPU cores. A scenario
 * often waits (for a server, a watcher, a browser), and the extra one keeps the cores busy meanwhile.
 * @throws when RUNS_CONCURRENCY is not a whole number from 1 up
 */
function defaultConcurrency() {
  const set = process.env.RUNS_CONCURRENCY;
  if (set === undefined || set === '') return os.cpus().length + 1;
  if (!/^[1-9]\d*$/.test(set)) throw new Error(`RUNS_CONCURRENCY is "${set}": set it to a whole number of scenarios to run at once, e.g. 2`);
  return Number(set);
}

const attr = (meta, name) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(meta)?.[1];

/**
 * @param {Array<{ file: string, lang: string, fragment: boolean, page: ReturnType<import('./markdown.mjs').parsePage> }>} pages
 * @param {{ docsRoot: string, runsRoot: string, update?: boolean | 'all', pageFilter?: string, concurrency?: number, log?: (line: string) => void }} options
 *   `runsRoot` holds the `*.runs.mjs` files; `pageFilter` keeps only pages whose path contains it
 */
export async function checkRuns(pages, { docsRoot, runsRoot, update = false, pageFilter, concurrency = defaultConcurrency(), log = () => {} }) {
  const failures = [];
  /** @type {Map<string, { runFile: string, en?: any, zh?: any, outputs: any[], inputs: any[] }>} by page path without language */
  const byPage = new Map();
  let total = 0;
  const marked = [];
  const withoutRun = [];

  for (const page of pages) {
    const rel = path.relative(path.join(docsRoot, page.lang), page.file);
    if (!SECTIONS.includes(rel.split(path.sep)[0])) continue;
    if (pageFilter && !rel.includes(pageFilter)) continue;
    const key = pageKey(docsRoot, page);
    if (!byPage.has(key)) byPage.set(key, { key, runFile: path.join(runsRoot, `${key}.runs.mjs`), outputs: [], inputs: [] });
    const entry = byPage.get(key);
    entry[page.lang] = page;
    for (const block of page.page.codeBlocks) {
      const output = attr(block.meta, 'output');
      const norun = attr(block.meta, 'norun');
      const run = attr(block.meta, 'run');
      const where = { file: page.file, lang: page.lang, block };
      if (run !== undefined) {
        if (!block.title) failures.push(failure(page.file, block.line, `run="${run}" marks a file of a run, but the block has no title="<path>": add the path the file has in the project`));
        else entry.inputs.push({ ...where, scenarios: run.split(',').map((name) => name.trim()) });
      }
      const isOutput = output !== undefined || norun !== undefined || (OUTPUT_LANGS.has(block.lang) && !block.title && run === undefined);
      if (!isOutput) continue;
      total++;
      if (norun !== undefined) {
        if (!norun.trim()) failures.push(failure(page.file, block.line, 'norun="" needs a reason a reader would accept, e.g. norun="needs a deployed CDN"'));
        marked.push({ ...where, reason: norun.trim() });
      } else if (output !== undefined) {
        const [scenario, name] = output.split(':');
        if (!scenario || !name) failures.push(failure(page.file, block.line, `output="${output}" should name a scenario and one of its outputs: output="<scenario>:<output>"`));
        else entry.outputs.push({ ...where, scenario, name });
      } else {
        withoutRun.push(where);
      }
    }
  }

  // Load each page's scenarios and plan the runs.
  const jobs = [];
  for (const entry of byPage.values()) {
    const needed = new Set([...entry.outputs.map((o) => o.scenario), ...entry.inputs.flatMap((i) => i.scenarios)]);
    if (!needed.size && !fs.existsSync(entry.runFile)) continue;
    if (!fs.existsSync(entry.runFile)) {
      const first = entry.outputs[0] ?? entry.inputs[0];
      failures.push(failure(first.file, first.block.line, `no runs file for this page: create ${path.relative(process.cwd(), entry.runFile)} with the scenario "${first.scenario ?? first.scenarios[0]}"`));
      continue;
    }
    let scenarios;
    try {
      scenarios = (await import(`${pathToFileURL(entry.runFile).href}?t=${Date.now()}`)).default;
    } catch (error) {
      failures.push(failure(entry.runFile, 1, `cannot load the runs file: ${error.message}`));
      continue;
    }
    for (const ref of [...entry.outputs, ...entry.inputs.flatMap((i) => i.scenarios.map((scenario) => ({ ...i, scenario })))]) {
      if (!scenarios?.[ref.scenario]) failures.push(failure(ref.file, ref.block.line, `no scenario "${ref.scenario}" in ${path.relative(process.cwd(), entry.runFile)} (it has: ${Object.keys(scenarios ?? {}).join(', ') || 'none'})`));
    }
    for (const [name, scenario] of Object.entries(scenarios ?? {})) {
      if (!entry.outputs.some((o) => o.scenario === name)) {
        if (Object.values(scenarios).some((other) => other.extends === name)) continue; // a base for others
        failures.push(failure(entry.runFile, lineOf(entry.runFile, name), `scenario "${name}" reproduces no output block: mark the page's block with output="${name}:<output>", or delete the scenario`));
        continue;
      }
      // `extends: 'other'` starts from another scenario's project: its files and page blocks, then these.
      const chain = [];
      for (let link = name; link; link = scenarios[link]?.extends) {
        if (chain.includes(link) || !scenarios[link]) {
          failures.push(failure(entry.runFile, lineOf(entry.runFile, name), `scenario "${name}" extends "${link}", which ${chain.includes(link) ? 'extends it back' : 'does not exist'}`));
          break;
        }
        chain.unshift(link);
      }
      const inputs = chain.map((link) => inputsOf(entry, link, failures));
      if (inputs.includes(undefined)) continue;
      const files = Object.assign({}, ...chain.map((link) => scenarios[link].files));
      jobs.push({ entry, name, scenario: { ...scenario, files }, inputs: inputs.flat() });
    }
  }

  // Run the scenarios, a few at a time.
  if (jobs.length) await prepareModules();
  const runAll = async (list, limit = concurrency) => {
    const results = new Map();
    // The heaviest scenarios (servers, browsers) start first, so that no long one is left for the end.
    const queue = [...list].sort((a, b) => weightOf(b) - weightOf(a));
    /** `exclusive` names held by running scenarios: a scenario that needs a held one waits in the queue, and the worker takes the next. */
    const held = new Set();
    /** Workers waiting for a held name to be released. */
    const waiting = [];
    const nextJob = async () => {
      for (;;) {
        const at = queue.findIndex((job) => !job.scenario.exclusive || !held.has(job.scenario.exclusive));
        if (at !== -1) {
          const [job] = queue.splice(at, 1);
          if (job.scenario.exclusive) held.add(job.scenario.exclusive); // taken now, before another worker looks
          return job;
        }
        if (!queue.length) return undefined;
        await new Promise((resolve) => waiting.push(resolve));
      }
    };
    const worker = async () => {
      for (let job = await nextJob(); job; job = await nextJob()) {
        const started = performance.now();
        results.set(job, await runScenario(job));
        if (job.scenario.exclusive) held.delete(job.scenario.exclusive);
        for (const wake of waiting.splice(0)) wake();
        log(`  run ${job.entry.key} ${job.name} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
    return results;
  };
  const compared = compareAll(jobs, await runAll(jobs), update);
  // A scenario that failed gets one more try, alone on the machine: servers, watchers and browsers answer
  // later under load. It passes only if the second run reproduces every block; retries are reported.
  const failing = update ? [] : jobs.filter((job) => compared.get(job).failures.length);
  const retried = [];
  if (failing.length) {
    const again = compareAll(failing, await runAll(failing, 1), update);
    for (const job of failing) {
      // What the first try got wrong, so that a flake can be looked into without catching it again.
      const firstTry = compared.get(job).failures[0];
      if (!again.get(job).failures.length) retried.push(`${job.entry.key} ${job.name}: first try, ${firstTry.file}:${firstTry.line}: ${oneLine(firstTry.message, 400)}`);
      compared.set(job, again.get(job));
    }
  }
  await closeBrowser();
  let reproduced = 0;
  const edits = new Map();
  /** What the runs printed for each page's output blocks, by page key. */
  const printed = new Map();
  for (const job of jobs) {
    const result = compared.get(job);
    reproduced += result.reproduced;
    failures.push(...result.failures);
    for (const { file, block, text } of result.edits) {
      if (!edits.has(file)) edits.set(file, []);
      edits.get(file).push({ block, text });
    }
    if (result.printed) printed.set(job.entry.key, `${printed.get(job.entry.key) ?? ''}\n${result.printed}`);
  }
  for (const [file, list] of edits) writeBlocks(file, list);
  for (const page of pages) {
    const key = pageKey(docsRoot, page);
    if (printed.has(key)) failures.push(...staleFileNamesInProse(page, printed.get(key)));
  }

  if (withoutRun.length > MAX_WITHOUT_RUN) {
    for (const { file, block } of withoutRun) {
      failures.push(failure(file, block.line, `this output block has no run: reproduce it with output="<scenario>:<output>" (see "Adding a run" in the README), mark it norun="<reason>", or give a file the reader writes a title="<path>"`));
    }
  }
  return { failures, total, reproduced, scenarios: jobs.length, marked, withoutRun, retried, updated: [...edits.keys()] };
}

/** `text` on one line, cut to `max` characters. */
const oneLine = (text, max) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * Compares each job's run with the page's output blocks.
 * @returns {Map<object, { reproduced: number, failures: Array<{ file: string, line: number, message: string }>, edits: Array<{ file: string, block: import("./markdown.mjs").CodeBlock, text: string }>, printed: string }>}
 */
function compareAll(jobs, results, update) {
  const compared = new Map();
  for (const job of jobs) {
    const result = results.get(job);
    const outcome = { reproduced: 0, failures: [], edits: [], printed: '' };
    compared.set(job, outcome);
    for (const out of job.entry.outputs.filter((o) => o.scenario === job.name)) {
      if (result.error) {
        outcome.failures.push(failure(out.file, out.block.line, `scenario "${job.name}" (${path.relative(process.cwd(), job.entry.runFile)}) failed before it printed this: ${result.error}`));
        continue;
      }
      const actual = result.outputs?.[out.name];
      if (typeof actual !== 'string') {
        outcome.failures.push(failure(out.file, out.block.line, `scenario "${job.name}" returned no text "${out.name}" (it returned: ${Object.keys(result.outputs ?? {}).join(', ') || 'nothing'}): return it from run() in ${path.relative(process.cwd(), job.entry.runFile)}`));
        continue;
      }
      const shown = toShown(actual, { projectDir: result.dir, moduleDirs: MODULE_DIRS });
      outcome.printed += `\n${shown}`;
      if (normalize(out.block.code) === normalize(shown)) {
        outcome.reproduced++;
        // --update=all: the block keeps its text, with the durations of this run (a quiet machine's).
        const withFreshTimes = update === 'all' ? withDurationsOf(out.block.code, shown) : out.block.code;
        if (withFreshTimes !== out.block.code) outcome.edits.push({ file: out.file, block: out.block, text: withFreshTimes });
        continue;
      }
      if (update) {
        outcome.edits.push({ file: out.file, block: out.block, text: shown });
        outcome.reproduced++;
        continue;
      }
      const diff = firstDifference(out.block.code, shown);
      outcome.failures.push(failure(out.file, out.block.codeLine + diff.line - 1, [
        `output block (${out.block.meta.trim()}) is not what the run prints (line ${diff.line} of the block):`,
        `    page: ${diff.expected}`,
        `    run:  ${diff.actual}`,
        `  Fix the page or the example. If the change is real, rewrite the block with \`node scripts/check-docs/index.mjs --only runs --update\` and review the diff.`,
      ].join('\n')));
    }
  }
  return compared;
}

/**
 * A rough cost of a scenario, to start the heavy ones first: servers and browsers weigh most. Read from the
 * source of its `run()`; only the order depends on it.
 */
function weightOf(job) {
  const source = String(job.scenario.run);
  const count = (pattern) => source.match(pattern)?.length ?? 0;
  return 10 * count(/\bbrowser\(|inBrowser\(/g) + 5 * count(/devServer\(|previewServer\(|\bstart\(|startIn\(|startProd\(/g) + count(/rsbuild\(|exec\(|buildIn\(/g);
}

const pageKey = (docsRoot, page) => path.relative(path.join(docsRoot, page.lang), page.file).replace(/\.mdx?$/, '');

/** A built file's name with a content hash in it: `index.6065973f.js`, `409.f4b6c51612.js`. */
const HASHED_NAME = /\b[\w-]+\.[0-9a-f]{8,10}\.(?:js|css|png|jpe?g|gif|svg|woff2?|ttf|wasm|json|map)\b/g;

/**
 * Prose that names a hashed output file must name one that the page's runs print: when a run changes a
 * hash, the sentence that quotes the old name fails too (`--update` rewrites blocks, not sentences).
 */
function staleFileNamesInProse(page, printed) {
  const found = [];
  for (const { text, line } of page.page.proseLines) {
    for (const [name] of text.matchAll(HASHED_NAME)) {
      if (!printed.includes(name)) found.push(failure(page.file, line, `\`${name}\` is not in what this page's runs print: a run changed it. Use the name the output blocks show (after --update)`));
    }
  }
  return found;
}

/**
 * The files of scenario `name`, from the English page's blocks marked `run="name"`, in page order. The
 * Chinese page must hold the same files with the same code; a comment may differ (it is translated).
 */
function inputsOf(entry, name, failures) {
  const pick = (lang) => entry.inputs.filter((i) => i.lang === lang && i.scenarios.includes(name));
  const en = pick('en');
  const zh = pick('zh');
  if (entry.en && entry.zh) {
    if (en.length !== zh.length) {
      const at = (en.length > zh.length ? zh : en)[0] ?? (en.length > zh.length ? en : zh)[0];
      failures.push(failure(at.file, at.block.line, `scenario "${name}" has ${en.length} file block(s) on the English page and ${zh.length} on the Chinese one: mark the same blocks with run="${name}" in both`));
      return undefined;
    }
    for (let i = 0; i < en.length; i++) {
      if (en[i].block.title !== zh[i].block.title || withoutComments(en[i].block.code) !== withoutComments(zh[i].block.code)) {
        failures.push(failure(zh[i].file, zh[i].block.line, `this file of scenario "${name}" differs from the English page's (${path.basename(en[i].file)}:${en[i].block.line}) in more than comments: a reader must get the same code in both languages`));
        return undefined;
      }
    }
  }
  return (en.length ? en : zh).map((i) => ({ path: i.block.title, code: i.block.code }));
}

/** Code with `//`, `/* *\/`, `#` and `<!-- -->` comments and blank lines removed, to compare the two languages' copies. */
export function withoutComments(code) {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:"'`\\])\/\/.*$/, '$1').replace(/^\s*#(?![!{]).*$/, '').replace(/\s+$/, ''))
    .filter(Boolean)
    .join('\n');
}

async function runScenario({ entry, name, scenario, inputs }) {
  // The project sits one folder down, so that a page may show a sibling folder (`../shared-public`).
  const home = path.join(RUNS_DIR, `${entry.key.replace(/[\\/]/g, '_')}--${name}`);
  const dir = path.join(home, 'my-app');
  fs.rmSync(home, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const [file, content] of Object.entries(scenario.files ?? {})) write(file, content);
  if (scenario.fixtures) fs.cpSync(path.resolve(path.dirname(entry.runFile), scenario.fixtures), dir, { recursive: true });
  for (const input of inputs) write(input.path, `${input.code}\n`);
  const ctx = createContext(dir);
  let timer;
  try {
    const outputs = await Promise.race([
      scenario.run(ctx),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`took longer than ${SCENARIO_TIMEOUT / 1000} s`)), SCENARIO_TIMEOUT); }),
    ]);
    return { dir, outputs };
  } catch (error) {
    return { dir, error: error?.stack ?? String(error) };
  } finally {
    clearTimeout(timer);
    await ctx.cleanup();
  }
}

/** `block` with its durations (`0.29 s`, `12 ms`) replaced, in order, by those of `shown`; unchanged if they do not pair up. */
function withDurationsOf(block, shown) {
  const DURATION = /\b\d+(?:\.\d+)? ?(?:ms|s)\b/g;
  const fresh = shown.match(DURATION) ?? [];
  if ((block.match(DURATION) ?? []).length !== fresh.length) return block;
  let i = 0;
  return block.replace(DURATION, () => fresh[i++]);
}

/** Replaces the code of the given blocks in a page, keeping each fence's indentation. */
function writeBlocks(file, list) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  for (const { block, text } of [...list].sort((a, b) => b.block.line - a.block.line)) {
    const indent = /^\s*/.exec(lines[block.line - 1])[0];
    const count = block.code === '' ? 0 : block.code.split('\n').length;
    lines.splice(block.codeLine - 1, count, ...text.split('\n').map((line) => (line ? indent + line : line)));
  }
  fs.writeFileSync(file, lines.join('\n'));
}

function lineOf(file, name) {
  const index = fs.readFileSync(file, 'utf8').split('\n').findIndex((line) => line.includes(`'${name}'`) || line.includes(`"${name}"`) || new RegExp(`^\\s*${name}\\s*:`).test(line));
  return index + 1 || 1;
}
