#!/usr/bin/env node
/**
 * `npm run check -- docs/en/guide/basic/server.mdx`: a writer's loop for one page. Proves the page and its twin in
 * the other language with the checks of `check:docs`: shape, parity, examples, defaults (config pages), links of
 * their built HTML (after `npm run build`), spelling of the English page, plugins, api, topic map, and the page's
 * runs, from the record (tests/runs/ledger.json) unless the page's blocks or runs changed; then prints what it
 * checked and the time it took.
 *
 *   npm run check -- <page> [<page> ...] [--all] [--update]
 *
 * `<page>`: a path to a page under docs/en or docs/zh (either language; both are checked), with or without its
 * extension. `--all` runs the page's scenarios even where the record holds; `--update` rewrites output blocks
 * that differ, as `check:docs --update` does.
 * Exit code: 0 when all pass, 1 on any failure, 2 for a path that is no page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChecks } from './index.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const docsRoot = path.join(repoRoot, 'docs');

/**
 * The page a path names and its twin: `docs/en/a/b.mdx` -> [docs/en/a/b.mdx, docs/zh/a/b.mdx].
 * @param {string} arg  a path, relative to the current folder or the repository
 * @returns {string[]} absolute paths of the pages that exist
 * @throws when the path is not a page under docs/en or docs/zh
 */
export function pagePair(arg) {
  const candidates = [path.resolve(arg), path.resolve(repoRoot, arg)].flatMap((file) => [file, `${file}.mdx`, `${file}.md`]);
  const file = candidates.find((candidate) => /\.mdx?$/.test(candidate) && fs.existsSync(candidate));
  const rel = file && path.relative(docsRoot, file).split(path.sep);
  if (!rel || !['en', 'zh'].includes(rel[0])) throw new Error(`${arg} is not a page: give the path of a .md or .mdx file under docs/en or docs/zh, e.g. docs/en/guide/basic/server.mdx`);
  return ['en', 'zh'].map((lang) => path.join(docsRoot, lang, ...rel.slice(1))).filter((twin) => fs.existsSync(twin) || twin === file);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (!files.length) {
    console.error('Usage: npm run check -- <page> [<page> ...] [--all] [--update]   e.g. npm run check -- docs/en/guide/basic/server.mdx');
    process.exit(2);
  }
  let pageFiles;
  try {
    pageFiles = [...new Set(files.flatMap(pagePair))];
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  const started = performance.now();
  console.log(`check: ${pageFiles.map((file) => path.relative(repoRoot, file)).join(', ')}`);
  const { failures } = await runChecks({
    repoRoot,
    pageFiles,
    all: args.includes('--all'),
    update: args.includes('--update'),
    siteUrl: process.env.SITE_URL || 'https://rsbuild.rs',
  });
  console.log(`\ncheck: ${failures.length ? `${failures.length} failure(s)` : 'all checks pass'} for ${pageFiles.length} page(s) in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  process.exit(failures.length ? 1 : 0);
}
