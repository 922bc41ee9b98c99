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
 *
 * What a run proved is kept in `tests/runs/ledger.json` (runs/ledger.mjs): a scenario runs only when its key
 * (its runs file, its project files, the runner, the package versions, the Node major) is not the one
 * recorded; otherwise its output blocks are compared with the recorded outputs, and nothing runs. `all`
 * runs every scenario and also fails where a fresh run disagrees with a record whose key is unchanged.
 *
 * `--update` rewrites each differing output block (both languages) with what the run printed, or with what
 * the record holds; `--update=all` runs every scenario and also gives matching blocks this run's durations
 * (run it on a quiet machine, or the pages show slow builds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { attributeOf, failure } from './markdown.mjs';
import { closeBrowser, MODULE_DIRS, prepareModules } from './runs/context.mjs';
import { changedParts, createKeyMaker, entryLine, LEDGER_NAME, readLedger, writeLedger } from './runs/ledger.mjs';
import { firstDifference, normalize, toShown } from './runs/normalize.mjs';
import { guardRunProcesses } from './runs/processes.mjs';
import { runScenario } from './runs/scenario.mjs';

/** The sections whose pages show program output. Config pages are proven by the other checks. */
const SECTIONS = ['guide', 'plugins', 'api', 'shared'];
/** A config page that marks a block `run=` or `output=` shows what a program printed: it is held like a guide page. */
const marksRuns = (page) => page.page.codeBlocks.some((block) => attributeOf(block.meta, 'run') !== undefined || attributeOf(block.meta, 'output') !== undefined);
/** Languages of blocks that show what a program printed, when they carry no `title` (a titled block is a file). */
const OUTPUT_LANGS = new Set(['text', 'console', 'log', 'shell-session', 'sh-session']);
/**
 * Output blocks that may have neither a run nor a `norun` reason. Every block has one of the two now, so a
 * new output block without either fails the check.
 */
export const MAX_WITHOUT_RUN = 0;
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

/**
 * @param {Array<{ file: string, lang: string, fragment: boolean, page: ReturnType<import('./markdown.mjs').parsePage> }>} pages
 * @param {{ docsRoot: string, runsRoot: string, update?: boolean | 'all', all?: boolean, pageFilter?: string, wholeTree?: boolean, concurrency?: number, ledgerFile?: string, log?: (line: string) => void }} options
 *   `runsRoot` holds the `*.runs.mjs` files and the record (`ledger.json`, or `ledgerFile`); `all` runs every
 *   scenario, not only those whose key changed (so does `update: 'all'`); `pageFilter` keeps only pages whose
 *   path contains it;
 *   `wholeTree`: `pages` are all the pages (the default without `pageFilter`), so record entries of scenarios
 *   that no page has any more are dropped
 * @returns {Promise<{ failures: Array<{ file: string, line: number, message: string }>, total: number, reproduced: number, scenarios: number, ran: number, fromRecord: number, recorded: number, reasons: Record<string, number>, marked: object[], withoutRun: object[], retried: string[], updated: string[] }>}
 *   `ran`: scenarios run; `fromRecord`: scenarios checked against the record; `recorded`: record entries
 *   written; `reasons`: why scenarios ran, by changed key part
 */
export async function checkRuns(pages, { docsRoot, runsRoot, update = false, all = false, pageFilter, wholeTree = !pageFilter, concurrency = defaultConcurrency(), ledgerFile = path.join(runsRoot, LEDGER_NAME), log = () => {} }) {
  const { failures, total, marked, withoutRun, byPage, jobs } = await planScenarios(pages, { docsRoot, runsRoot, pageFilter });

  // Which scenarios must run: those whose key is not the recorded one (all of them with `all`).
  const ledger = readLedger(ledgerFile);
  failures.push(...ledger.failures);
  const keyOf = createKeyMaker();
  const runEvery = all || update === 'all';
  const reasons = {};
  const toRun = [];
  for (const job of jobs) {
    job.key = keyOf({ runFile: job.entry.runFile, inputs: job.inputs, files: job.scenario.files, fixturesDirs: job.fixturesDirs });
    const record = ledger.entries.get(job.id);
    const why = !record ? ['new'] : changedParts(record.key, job.key);
    if (record && !why.length && job.outputNames.some((name) => typeof record.outputs[name] !== 'string')) why.push('outputs');
    if (runEvery || why.length) {
      toRun.push(job);
      for (const part of why.length ? why : ['all']) reasons[part] = (reasons[part] ?? 0) + 1;
    }
  }

  // Run them, a few at a time.
  if (toRun.length) {
    guardRunProcesses();
    await prepareModules();
  }
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
        results.set(job, shownResult(await runScenario(job)));
        if (job.scenario.exclusive) held.delete(job.scenario.exclusive);
        for (const wake of waiting.splice(0)) wake();
        log(`  run ${job.entry.key} ${job.name} (${((performance.now() - started) / 1000).toFixed(1)}s)`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
    return results;
  };
  const results = await runAll(toRun);
  const compared = compareAll(toRun, results, update);
  // A scenario that failed gets one more try, alone on the machine: servers, watchers and browsers answer
  // later under load. It passes only if the second run reproduces every block; retries are reported.
  const failing = update ? [] : toRun.filter((job) => compared.get(job).failures.length);
  const retried = [];
  if (failing.length) {
    const againResults = await runAll(failing, 1);
    const again = compareAll(failing, againResults, update);
    for (const job of failing) {
      // What the first try got wrong, so that a flake can be looked into without catching it again.
      const firstTry = compared.get(job).failures[0];
      if (!again.get(job).failures.length) retried.push(`${job.entry.key} ${job.name}: first try, ${firstTry.file}:${firstTry.line}: ${oneLine(firstTry.message, 400)}`);
      compared.set(job, again.get(job));
      results.set(job, againResults.get(job));
    }
  }
  if (toRun.length) await closeBrowser();

  // The others are compared with the record, and nothing runs.
  const running = new Set(toRun);
  const recordJobs = jobs.filter((job) => !running.has(job));
  const fromRecord = new Map(recordJobs.map((job) => [job, { outputs: ledger.entries.get(job.id).outputs, recorded: true }]));
  for (const [job, outcome] of compareAll(recordJobs, fromRecord, update)) compared.set(job, outcome);

  // A fresh run whose key is the recorded one must print what the record holds: else the record was not
  // written by this run's inputs (edited by hand), or the scenario does not print the same twice.
  const recordEntries = new Map(ledger.entries);
  let recorded = 0;
  for (const job of toRun) {
    const result = results.get(job);
    const record = ledger.entries.get(job.id);
    const needed = job.outputNames;
    if (result.error || needed.some((name) => typeof result.outputs[name] !== 'string')) continue;
    const fresh = Object.fromEntries(needed.map((name) => [name, result.outputs[name]]));
    if (record && !changedParts(record.key, job.key).length) {
      const differs = needed.find((name) => typeof record.outputs[name] === 'string' && normalize(record.outputs[name]) !== normalize(fresh[name]));
      if (differs && !update) {
        const diff = firstDifference(record.outputs[differs], fresh[differs]);
        failures.push(failure(ledgerFile, entryLine(fs.readFileSync(ledgerFile, 'utf8'), job.id), [
          `the record of scenario "${job.id}" disagrees with a fresh run of the same inputs, output "${differs}" (line ${diff.line}):`,
          `    record: ${diff.expected}`,
          `    run:    ${diff.actual}`,
          `  The record is written by runs only. If it was edited, restore it (git checkout); if the scenario prints something else on each run, make it wait for what it needs.`,
        ].join('\n')));
        continue;
      }
      if (!differs && needed.every((name) => typeof record.outputs[name] === 'string')) continue; // the record holds already
    }
    // Recorded only when every output block of the scenario was reproduced (or rewritten by --update).
    if (compared.get(job).failures.length) continue;
    recordEntries.set(job.id, { key: job.key, outputs: fresh });
    recorded++;
  }
  // Entries of scenarios that no page has any more are dropped, when the check saw every page.
  let pruned = 0;
  if (wholeTree) {
    const ids = new Set(jobs.map((job) => job.id));
    for (const id of recordEntries.keys()) if (!ids.has(id)) { recordEntries.delete(id); pruned++; }
  }
  if (recorded || pruned || ledger.stale) writeLedger(ledgerFile, recordEntries);

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
  return { failures, total, reproduced, scenarios: jobs.length, ran: toRun.length, fromRecord: recordJobs.length, recorded, reasons, marked, withoutRun, retried, updated: [...edits.keys()] };
}

/** `text` on one line, cut to `max` characters. */
const oneLine = (text, max) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A run's result with its outputs as pages show them (`toShown`): what is compared, recorded and written. */
function shownResult(result) {
  if (result.error) return result;
  const outputs = {};
  for (const [name, text] of Object.entries(result.outputs ?? {})) {
    outputs[name] = typeof text === 'string' ? toShown(text, { projectDir: result.dir, moduleDirs: MODULE_DIRS }) : text;
  }
  return { ...result, outputs };
}

/**
 * Compares each job's outputs, from a run or from the record (`recorded: true`), with the page's output blocks.
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
      // As pages show it (`shownResult`, or the record, which holds it so).
      const shown = result.outputs?.[out.name];
      if (typeof shown !== 'string') {
        outcome.failures.push(failure(out.file, out.block.line, `scenario "${job.name}" returned no text "${out.name}" (it returned: ${Object.keys(result.outputs ?? {}).join(', ') || 'nothing'}): return it from run() in ${path.relative(process.cwd(), job.entry.runFile)}`));
        continue;
      }
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
        `output block (${out.block.meta.trim()}) is not what the run ${result.recorded ? `recorded in ${LEDGER_NAME} ` : ''}prints (line ${diff.line} of the block):`,
        `    page: ${diff.expected}`,
        `    run:  ${diff.actual}`,
        result.recorded
          ? `  The scenario's inputs did not change since that run, so its output cannot have: restore the block, or rewrite it from the record with \`node scripts/check-docs/index.mjs --only runs --update\`. To see a fresh run, add \`--all --page ${job.entry.key}\`.`
          : `  Fix the page or the example. If the change is real, rewrite the block with \`node scripts/check-docs/index.mjs --only runs --update\` and review the diff.`,
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
 * The scenarios the pages build, read from the pages' marked blocks and their `*.runs.mjs` files, without running
 * anything: the plan of the runs check, and the projects the site offers as downloads (scripts/check-docs/downloads.mjs).
 * @param {Parameters<typeof checkRuns>[0]} pages
 * @param {{ docsRoot: string, runsRoot: string, pageFilter?: string }} options
 * @returns {Promise<{ failures: Array<{ file: string, line: number, message: string }>, total: number, marked: object[], withoutRun: object[], byPage: Map<string, object>, jobs: Array<{ id: string, entry: { key: string, runFile: string }, name: string, scenario: object, inputs: Array<{ path: string, code: string }>, fixturesDirs: string[], outputNames: string[] }> }>}
 *   `jobs`: one per scenario that reproduces an output block (a scenario only extended by others is not one), with
 *   its merged `files`, its page blocks in page order (`inputs`) and its fixtures folder
 */
export async function planScenarios(pages, { docsRoot, runsRoot, pageFilter }) {
  const failures = [];
  /** @type {Map<string, { runFile: string, en?: any, zh?: any, outputs: any[], inputs: any[] }>} by page path without language */
  const byPage = new Map();
  let total = 0;
  const marked = [];
  const withoutRun = [];

  for (const page of pages) {
    const rel = path.relative(path.join(docsRoot, page.lang), page.file);
    if (!SECTIONS.includes(rel.split(path.sep)[0]) && !(rel.split(path.sep)[0] === 'config' && marksRuns(page))) continue;
    if (pageFilter && !rel.includes(pageFilter)) continue;
    const key = pageKey(docsRoot, page);
    if (!byPage.has(key)) byPage.set(key, { key, runFile: path.join(runsRoot, `${key}.runs.mjs`), outputs: [], inputs: [] });
    const entry = byPage.get(key);
    entry[page.lang] = page;
    for (const block of page.page.codeBlocks) {
      const output = attributeOf(block.meta, 'output');
      const norun = attributeOf(block.meta, 'norun');
      const run = attributeOf(block.meta, 'run');
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
      const fixturesDirs = scenario.fixtures ? [path.resolve(path.dirname(entry.runFile), scenario.fixtures)] : [];
      // The outputs the page's blocks name: what is compared, and what the record keeps.
      const outputNames = [...new Set(entry.outputs.filter((o) => o.scenario === name).map((o) => o.name))];
      jobs.push({ id: `${entry.key}#${name}`, entry, name, scenario: { ...scenario, files }, inputs: inputs.flat(), fixturesDirs, outputNames });
    }
  }

  return { failures, total, marked, withoutRun, byPage, jobs };
}

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
