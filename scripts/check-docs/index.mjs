#!/usr/bin/env node
/**
 * `npm run check:docs`: proves the docs against @rsbuild/core 1.3.22 and against themselves.
 *
 *   node scripts/check-docs/index.mjs [--only coverage,defaults,examples,parity,shape,links,spelling,plugins,api,topicmap,installs,runs]
 *                                     [--all] [--update | --update=all] [--page <path part>]
 *
 * Checks (see README, "Checks for writers"):
 *   coverage  every option of the 1.3.22 types has a page, and every config page an option
 *   defaults  stated defaults equal the real normalized config
 *   examples  rsbuild.config.ts blocks type-check against the 1.3.22 types
 *   parity    English and Chinese pages match: pages, heading ids, code blocks, internal links
 *   shape     frontmatter, explicit heading ids, release dates, Type/Default lines
 *   links     every internal link of the built site (doc_build/) resolves; needs `npm run build`
 *   spelling  cspell over the English pages and the code
 *   plugins   each official plugin page documents every option of the 1.3-era plugin, with its real defaults
 *   api       the plugin API and JavaScript API pages have a section for every member of the 1.3.22 types
 *   topicmap  every heading of the official 1.3.22 docs has a row in topic-map.tsv: our page#anchor, or why it is left out
 *   installs  every install command a page shows resolves with npm in a project that has @rsbuild/core 1.3.22 and
 *             keeps it at 1.3.x, and names a version for every @rsbuild package; results are kept in
 *             tests/installs/record.json, so only a new or changed command asks the registry
 *   runs      every output a guide, plugin or API page shows is reproduced by a kept run (tests/runs/);
 *             a scenario runs only when its key differs from the record (tests/runs/ledger.json), and is
 *             compared with the record otherwise; `--all` runs every scenario and checks the record too;
 *             `--update` rewrites the blocks that differ (`--update=all` also runs all and refreshes durations),
 *             `--page guide/basic/cli` checks one page's scenarios
 * Every failure prints as `file:line: what was expected, what was found, what to do`.
 * Exit code: 0 when all pass, 1 on any failure.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCoverage } from './coverage.mjs';
import { checkDefaults, loadRealDefaults } from './defaults.mjs';
import { checkExamples } from './examples.mjs';
import { checkBuiltLinks } from './links.mjs';
import { formatFailure, githubAnnotation, readPage } from './markdown.mjs';
import { readOptionTree } from './options.mjs';
import { checkParity } from './parity.mjs';
import { checkPlugins } from './plugins.mjs';
import { checkApi, readCoreApi } from './api.mjs';
import { collectPages } from './pages.mjs';
import { checkInstalls } from './installs.mjs';
import { checkRuns } from './runs.mjs';
import { checkShape } from './shape.mjs';
import { checkSpelling } from './spelling.mjs';
import { checkTopicMap } from './topic-map.mjs';
import specRoutes from './spec-routes.json' with { type: 'json' };

const ALL = ['coverage', 'defaults', 'examples', 'parity', 'shape', 'links', 'spelling', 'plugins', 'api', 'topicmap', 'installs', 'runs'];

/**
 * Runs the checks on a docs tree. Exported for the tests, which point it at small fixtures.
 * @param {{ repoRoot: string, docsRoot?: string, outDir?: string, runsRoot?: string, siteUrl?: string, only?: string[], update?: boolean | 'all', all?: boolean, pageFilter?: string, pageFiles?: string[], log?: (line: string) => void }} options
 *   `runsRoot` holds the pages' runs and their record (default `tests/runs`); `update` lets `runs` rewrite
 *   output blocks; `all` runs every scenario instead of trusting the record; `pageFilter` limits `runs` to
 *   pages whose path contains it; `pageFiles`: check only these pages (absolute paths; one-page.mjs passes a page
 *   and its twin): the per-page checks read just them, spelling and links just their files, the checks over one
 *   section (coverage, defaults, plugins, api) run only when a page of it is given, and the checks over the whole
 *   tree report only failures in the pages or outside docs/
 */
export async function runChecks({ repoRoot, docsRoot = path.join(repoRoot, 'docs'), outDir = path.join(repoRoot, 'doc_build'), runsRoot = path.join(repoRoot, 'tests/runs'), siteUrl = 'https://rsbuild.rs', only = ALL, update = false, all = false, pageFilter, pageFiles, log = console.log }) {
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) cache.set(file, readPage(file));
    return cache.get(file);
  };
  const langs = ['en', 'zh'];
  const allPages = collectPages(docsRoot, read, langs);
  const pages = pageFiles ? allPages.filter((page) => pageFiles.includes(page.file)) : allPages;
  if (pageFiles && pages.length !== pageFiles.length) throw new Error(`not pages of docs/en or docs/zh: ${pageFiles.filter((file) => !pages.some((page) => page.file === file)).join(', ')}`);
  const configPages = pages.filter((page) => page.option);
  /** One-page mode: the routes of the pages (a fragment has none) for links, and their English files for spelling. */
  const builtRoutes = pageFiles ? pages.filter((page) => !page.fragment).map((page) => page.route) : undefined;
  const spellingGlobs = pageFiles ? pages.filter((page) => page.lang === 'en').map((page) => path.relative(repoRoot, page.file)) : undefined;
  const results = {};
  /** In one-page mode, whether a page of the section under `prefix` (`/config/`) is among the pages. */
  const touches = (...prefixes) => !pageFiles || pages.some((page) => prefixes.some((prefix) => page.route.replace(/^\/zh\//, '/').startsWith(prefix)));
  /** Checks over a whole section, which a page outside it cannot break: left out in one-page mode then. */
  const sectionOf = { coverage: ['/config/'], defaults: ['/config/'], plugins: ['/plugins/list/'], api: ['/api/', '/plugins/dev/'] };
  const time = async (name, run) => {
    if (!only.includes(name)) return;
    if (sectionOf[name] && !touches(...sectionOf[name])) return;
    const started = performance.now();
    results[name] = await run();
    results[name].ms = performance.now() - started;
  };

  await time('coverage', () => checkCoverage({ docsRoot, langs, tree: readOptionTree(repoRoot) }));
  await time('defaults', async () => checkDefaults(configPages, await loadRealDefaults(repoRoot)));
  await time('examples', () => checkExamples(pages, { repoRoot }));
  await time('parity', () => checkParity({ docsRoot, read }));
  await time('shape', () => checkShape(pages));
  await time('links', () => checkBuiltLinks({ outDir, siteUrl, routes: builtRoutes }));
  await time('spelling', () => (spellingGlobs?.length === 0 ? { failures: [] } : checkSpelling({ repoRoot, globs: spellingGlobs })));
  await time('plugins', () => checkPlugins(allPages, { repoRoot, docsRoot, langs }));
  await time('api', async () => checkApi(allPages, { docsRoot, langs, core: await readCoreApi(repoRoot) }));
  await time('topicmap', () => checkTopicMap({ repoRoot, docsRoot, routes: specRoutes.routes, read }));
  await time('installs', () => checkInstalls(pages, { repoRoot, wholeTree: !pageFiles }));
  await time('runs', () => checkRuns(pages, { docsRoot, runsRoot, update, all, pageFilter, wholeTree: !pageFiles && !pageFilter, log: process.env.RUNS_VERBOSE ? log : undefined }));

  if (pageFiles) {
    // Checks over the whole tree: what concerns these pages, or files that are no page (the topic map, the record).
    const docsDir = docsRoot + path.sep;
    for (const result of Object.values(results)) result.failures = result.failures.filter(({ file }) => pageFiles.includes(file) || !path.resolve(file).startsWith(docsDir));
  }
  const failures = Object.values(results).flatMap((result) => result.failures);
  for (const item of failures) log(formatFailure(item, repoRoot));
  const s = (n) => `${(n / 1000).toFixed(1)}s`;
  const summary = {
    coverage: (r) => `${r.options} options need a page in each language, ${r.allowlisted} allowlisted`,
    defaults: (r) => `${r.checked} literal defaults checked on ${configPages.length} config pages, ${r.marked.length} marked not checked`,
    examples: (r) => `${r.checked} examples type-checked (config files, and scripts on the API pages), ${r.skipped.length} opted out`,
    parity: (r) => `${r.pairs} English/Chinese page pairs compared`,
    shape: () => `${pages.length} pages' frontmatter and headings read`,
    links: (r) => `${r.links} internal links on ${r.pages} built pages followed`,
    spelling: () => (spellingGlobs ? `${spellingGlobs.join(', ') || 'no English page'} spell-checked` : 'English pages and code spell-checked'),
    api: (r) => `${r.members} members of ${r.surfaces} API surfaces need a section in each language; type names checked on the types page`,
    installs: (r) => `${r.commands - r.marked.length} of ${r.commands} install commands (${r.distinct} distinct) resolve with @rsbuild/core 1.3.22 (${r.resolved} asked of the registry, the rest from the record), ${r.marked.length} marked unchecked${r.recordChanged ? '; tests/installs/record.json updated: commit it with the change' : ''}`,
    runs: (r) => `${r.reproduced} of ${r.total} output blocks reproduced by ${r.scenarios} scenarios (${r.ran} run, ${r.fromRecord} from the record), ${r.marked.length} marked not run, ${r.withoutRun.length} without a run yet`,
    topicmap: (r) => `${r.rows} official headings of ${r.pages} pages mapped: ${r.covered} covered, ${r.leftOut} left out (${((100 * r.leftOut) / Math.max(1, r.rows)).toFixed(1)}%)`,
    plugins: (r) => `${r.options} options of ${r.plugins} plugins need a section in each language; ${r.checked} literal defaults checked, ${r.marked.length} marked not checked`,
  };
  log('');
  for (const [name, result] of Object.entries(results)) {
    log(`${result.failures.length ? '✗' : '✓'} ${name.padEnd(9)} ${summary[name](result)} (${s(result.ms)})${result.failures.length ? `: ${result.failures.length} failing` : ''}`);
  }
  if (results.defaults?.marked.length) {
    const reasons = new Map();
    for (const { reason } of results.defaults.marked) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    log(`  defaults marked not checked, by reason: ${[...reasons].map(([reason, n]) => `${reason} (${n})`).join('; ')}`);
  }
  if (results.plugins?.marked.length) {
    // Both languages mark the same defaults: list each plugin option once.
    const marked = new Set(results.plugins.marked.map(({ file, option, reason }) => `${path.basename(file, '.mdx')} ${option} (${reason})`));
    log(`  plugin defaults marked not checked: ${[...marked].join('; ')}`);
  }
  if (results.runs) {
    const r = results.runs;
    log(`runs: ${r.reproduced} of ${r.total} output blocks reproduced by ${r.scenarios} scenarios, ${r.marked.length} marked not run`);
    if (r.ran) log(`  ran ${r.ran} scenario(s), by what changed since the record: ${Object.entries(r.reasons).map(([part, n]) => `${part} ${n}`).join(', ')}; ${r.recorded ? `${r.recorded} recorded in tests/runs/ledger.json: commit it with the change` : 'nothing new recorded'}`);
    if (r.retried.length) log(`  passed on a second try (flaky under load, worth a look):\n${r.retried.map((line) => `    ${line}`).join('\n')}`);
    if (r.updated.length) log(`  rewrote output blocks in: ${r.updated.map((file) => path.relative(repoRoot, file)).join(', ')}`);
  }
  if (results.examples?.skipped.length) {
    for (const skip of results.examples.skipped) log(`  example opted out: ${path.relative(repoRoot, skip.file)}:${skip.line}: ${skip.reason}`);
  }
  return { failures, results };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const onlyIndex = process.argv.indexOf('--only');
  // CHECK_DOCS_SKIP=<check,...> leaves checks out (e.g. `runs` on a machine that cannot start servers).
  const skipped = (process.env.CHECK_DOCS_SKIP ?? '').split(',').filter(Boolean);
  const only = (onlyIndex > 0 ? process.argv[onlyIndex + 1].split(',') : ALL).filter((name) => !skipped.includes(name));
  if (skipped.length) console.log(`check:docs: skipping ${skipped.join(', ')} (CHECK_DOCS_SKIP)`);
  const unknown = [...only, ...skipped].filter((name) => !ALL.includes(name));
  if (unknown.length) {
    console.error(`Unknown check(s): ${unknown.join(', ')}. Known: ${ALL.join(', ')}`);
    process.exit(2);
  }
  const { SITE_URL } = process.env;
  const started = performance.now();
  const pageIndex = process.argv.indexOf('--page');
  const { failures } = await runChecks({
    repoRoot,
    only,
    siteUrl: SITE_URL || 'https://rsbuild.rs',
    update: process.argv.includes('--update=all') ? 'all' : process.argv.includes('--update'),
    all: process.argv.includes('--all'),
    pageFilter: pageIndex > 0 ? process.argv[pageIndex + 1] : undefined,
  });
  // On GitHub Actions each failure also becomes an annotation on its file and line in the pull request.
  if (process.env.GITHUB_ACTIONS === 'true') for (const item of failures) console.log(githubAnnotation(item, repoRoot));
  console.log(`\ncheck:docs: ${failures.length ? `${failures.length} failure(s)` : 'all checks pass'} in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  process.exit(failures.length ? 1 : 0);
}
