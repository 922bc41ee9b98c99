#!/usr/bin/env node
/**
 * Brings the topic map (`scripts/check-docs/topic-map.tsv`) up to date with the official Rsbuild docs.
 *
 *   node scripts/topic-map.mjs --official <git dir of web-infra-dev/rsbuild> [--tag v1.3.22] [--write]
 *
 * Reads every page of `website/docs/en` and `website/docs/zh` at the tag (fragments under `shared/` have no
 * headings there), takes its h1, h2 and h3 headings, and compares them with the map's rows:
 *   - prints the official headings the map has no row for, and the rows whose heading is no longer there;
 *   - with `--write`, appends a row for each missing heading. A row gets a target when our page at the same
 *     route has a heading with the same anchor (the h1 row targets the page itself); otherwise its target
 *     is `?`, which the `topicmap` check rejects until a writer sets the page and anchor, or `left out`
 *     with a reason.
 * The official repository is not part of this project: bring it here with `git clone` (or the library's
 * `fetch`). The check (`check:docs --only topicmap`) needs only the map and our pages.
 * Exit code: 0 when the map has a row for every official heading and no row too many, 1 otherwise.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTopicMap, TOPIC_MAP_FILE } from './check-docs/topic-map.mjs';
import { readPage } from './check-docs/markdown.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const gitDir = option('official');
const tag = option('tag') ?? 'v1.3.22';
if (!gitDir) {
  console.error('usage: node scripts/topic-map.mjs --official <git dir of web-infra-dev/rsbuild> [--tag v1.3.22] [--write]');
  process.exit(2);
}

const git = (...rest) => execFileSync('git', ['--git-dir', fs.existsSync(path.join(gitDir, '.git')) ? path.join(gitDir, '.git') : gitDir, ...rest], { encoding: 'utf8', maxBuffer: 64 << 20 });

/** `guide/basic/server.mdx` -> `guide/basic/server`; `api/start/index.mdx` -> `api/start/`. */
const pageOf = (file) => file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');

/** The h1-h3 headings of a Markdown source, outside code fences, without `{#id}` and trailing spaces. */
function headingsOf(source) {
  const found = [];
  let fence = null;
  for (const line of source.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line);
    if (open) {
      if (!fence) fence = open[1];
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{1,3})\s+(.+?)\s*$/.exec(line);
    if (heading) found.push({ level: `h${heading[1].length}`, text: heading[2].replace(/\s*\{#[^}]*\}$/, '') });
  }
  return found;
}

/** Rspress's anchor for a heading text: lower case, punctuation dropped, spaces to dashes. */
export const slug = (text) =>
  text
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

const official = [];
const files = git('ls-tree', '-r', '--name-only', tag, '--', 'website/docs/en')
  .trim()
  .split('\n')
  .filter((file) => /\.mdx?$/.test(file) && !file.includes('/shared/'));
for (const file of files) {
  const rel = file.slice('website/docs/en/'.length);
  const en = headingsOf(git('show', `${tag}:${file}`));
  let zh = [];
  try {
    zh = headingsOf(git('show', `${tag}:website/docs/zh/${rel}`));
  } catch {
    // no Chinese page: the row's Chinese heading stays empty
  }
  // The two languages have the same outline; pair them by position when they do.
  const paired = zh.length === en.length && zh.every((h, i) => h.level === en[i].level);
  en.forEach((heading, i) => official.push({ page: pageOf(rel), level: heading.level, heading: heading.text, headingZh: paired ? zh[i].text : '' }));
}

const mapFile = path.join(repoRoot, TOPIC_MAP_FILE);
const { rows } = parseTopicMap(fs.existsSync(mapFile) ? fs.readFileSync(mapFile, 'utf8') : '');
/** A heading's key; a page may repeat a heading (the hooks page has two "Dev hooks"), so the nth copy is numbered. */
const keysOf = (list) => {
  const seen = new Map();
  return list.map((row) => {
    const base = `${row.page}\t${row.level}\t${row.heading}`;
    seen.set(base, (seen.get(base) ?? 0) + 1);
    return `${base}\t${seen.get(base)}`;
  });
};
const mapped = new Set(keysOf(rows));
const officialKeys = keysOf(official);
const missing = official.filter((_, i) => !mapped.has(officialKeys[i]));
const officialSet = new Set(officialKeys);
const rowKeys = keysOf(rows);
const extra = rows.filter((_, i) => !officialSet.has(rowKeys[i]));

/** Our page's anchors (explicit `{#id}`), or undefined when we have no page at that route. */
function ourAnchors(page) {
  const base = path.join(repoRoot, 'docs/en', page.endsWith('/') ? `${page}index` : page);
  const file = ['.mdx', '.md'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
  return file && new Set(readPage(file).headings.map((h) => h.id).filter(Boolean));
}

for (const row of missing) console.log(`no row: ${row.page} ${row.level} ${row.heading}`);
for (const row of extra) console.log(`${TOPIC_MAP_FILE}:${row.line}: the official ${tag} docs have no ${row.level} "${row.heading}" on ${row.page}`);

if (args.includes('--write') && missing.length) {
  const lines = missing.map((row) => {
    const anchors = ourAnchors(row.page);
    let target = '?';
    if (anchors && row.level === 'h1') target = row.page;
    else if (anchors?.has(slug(row.heading))) target = `${row.page}#${slug(row.heading)}`;
    return [row.page, row.level, row.heading, row.headingZh, target, ''].join('\t');
  });
  const existing = fs.existsSync(mapFile) ? fs.readFileSync(mapFile, 'utf8').replace(/\n*$/, '\n') : '';
  fs.writeFileSync(mapFile, existing + lines.join('\n') + '\n');
  console.log(`added ${lines.length} rows to ${TOPIC_MAP_FILE}; ${lines.filter((l) => l.includes('\t?\t')).length} need a target`);
}
console.log(`${official.length} official headings on ${files.length} pages; ${missing.length} without a row, ${extra.length} rows too many`);
process.exit(missing.length || extra.length ? 1 : 0);
