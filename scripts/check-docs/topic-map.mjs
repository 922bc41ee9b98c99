/**
 * The `topicmap` check: every heading of the official Rsbuild 1.3.22 docs has a row in
 * `scripts/check-docs/topic-map.tsv` that says where this site covers the topic, or why it is left out.
 *
 * The map is a tab-separated file, one row per official h1, h2 or h3 heading (lines starting with `#` are
 * comments; the first other line names the columns):
 *   page        the official page, as a route without the leading slash (`guide/basic/server`, `api/start/`)
 *   level       h1, h2 or h3
 *   heading     the official English heading, as written there
 *   heading_zh  the official Chinese heading (empty when the two pages' outlines differ)
 *   ours        our page and anchor (`guide/basic/server#base-path`), our page alone, or `left out`
 *   note        why it is left out (required then), or a note for writers
 * `scripts/topic-map.mjs --official <git dir>` lists official headings the map lacks and appends them.
 *
 * Checked here: each row is well formed; each target page exists in both languages and each anchor is a
 * heading id of that page in both; `left out` has a reason; `?` (not yet mapped) fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { failure } from './markdown.mjs';

/** Where the map lives, from the repository root. */
export const TOPIC_MAP_FILE = 'scripts/check-docs/topic-map.tsv';
const COLUMNS = ['page', 'level', 'heading', 'heading_zh', 'ours', 'note'];
export const LEFT_OUT = 'left out';
/** A reason shorter than this does not tell a writer why (e.g. "n/a"). */
const MIN_REASON = 20;

/**
 * @param {string} text  the map's content
 * @returns {{ rows: Array<{ line: number, page: string, level: string, heading: string, headingZh: string, ours: string, note: string, cells: number }>, header?: { line: number, cells: string[] } }}
 */
export function parseTopicMap(text) {
  const rows = [];
  let header;
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim() || raw.startsWith('#')) return;
    const cells = raw.split('\t');
    if (!header) {
      header = { line: i + 1, cells };
      return;
    }
    const [page = '', level = '', heading = '', headingZh = '', ours = '', note = ''] = cells;
    rows.push({ line: i + 1, page, level, heading, headingZh, ours: ours.trim(), note: note.trim(), cells: cells.length });
  });
  return { rows, header };
}

/**
 * @param {{ repoRoot: string, docsRoot: string, routes: string[], read: (file: string) => ReturnType<import('./markdown.mjs').parsePage>, mapFile?: string }} options
 *   `routes` are the spec's routes (English, with the leading slash); `mapFile` defaults to TOPIC_MAP_FILE
 * @returns {{ failures: Array<{ file: string, line: number, message: string }>, rows: number, pages: number, covered: number, leftOut: number, bySection: Record<string, { rows: number, leftOut: number }> }}
 */
export function checkTopicMap({ repoRoot, docsRoot, routes, read, mapFile = path.join(repoRoot, TOPIC_MAP_FILE) }) {
  const failures = [];
  const fail = (line, message) => failures.push(failure(mapFile, line, message));
  if (!fs.existsSync(mapFile)) {
    fail(1, `the topic map is missing: create it with node scripts/topic-map.mjs --official <git dir of web-infra-dev/rsbuild> --write`);
    return { failures, rows: 0, pages: 0, covered: 0, leftOut: 0, bySection: {} };
  }
  const { rows, header } = parseTopicMap(fs.readFileSync(mapFile, 'utf8'));
  if (!header || header.cells.join(',') !== COLUMNS.join(',')) {
    fail(header?.line ?? 1, `the first row must name the columns, tab-separated: ${COLUMNS.join(' | ')}`);
    return { failures, rows: rows.length, pages: 0, covered: 0, leftOut: 0, bySection: {} };
  }

  /** Our page's file in one language, or undefined. */
  const fileOf = (lang, page) => {
    const base = path.join(docsRoot, lang, page.endsWith('/') || page === '' ? `${page}index` : page);
    return ['.mdx', '.md'].map((ext) => base + ext).find((file) => fs.existsSync(file));
  };
  const anchors = new Map();
  const anchorsOf = (file) => {
    if (!anchors.has(file)) anchors.set(file, new Set(read(file).headings.map((h) => h.id).filter(Boolean)));
    return anchors.get(file);
  };

  const known = new Set(routes.map((route) => route.replace(/^\//, '')));
  const pages = new Set();
  const bySection = {};
  let covered = 0;
  let leftOut = 0;
  for (const row of rows) {
    if (row.cells < 5 || row.cells > COLUMNS.length) {
      fail(row.line, `a row has ${COLUMNS.length} tab-separated cells (${COLUMNS.join(' | ')}); this one has ${row.cells}`);
      continue;
    }
    if (!['h1', 'h2', 'h3'].includes(row.level)) fail(row.line, `level is "${row.level}": use h1, h2 or h3, the official heading's level`);
    if (!row.heading.trim()) fail(row.line, 'the official heading is empty: copy it from the official page');
    pages.add(row.page);
    const section = row.page.split('/')[0] || 'home';
    bySection[section] ??= { rows: 0, leftOut: 0 };
    bySection[section].rows++;

    if (row.ours === '?' || row.ours === '') {
      fail(row.line, `"${row.heading}" (${row.page}) has no target yet: give our page and anchor (guide/basic/server#base-path) that covers it, or "${LEFT_OUT}" with the reason`);
      continue;
    }
    if (row.ours === LEFT_OUT) {
      if (row.note.length < MIN_REASON) fail(row.line, `"${row.heading}" is left out without a reason: say in the note column why it does not apply to Rsbuild 1.3 or to this site`);
      leftOut++;
      bySection[section].leftOut++;
      continue;
    }
    const [page, anchor] = row.ours.split('#');
    if (!known.has(page)) {
      fail(row.line, `"${row.ours}" is not a page of this site: use a route of spec section 2.2 without the leading slash (e.g. guide/basic/server)`);
      continue;
    }
    let ok = true;
    for (const lang of ['en', 'zh']) {
      const file = fileOf(lang, page);
      if (!file) {
        fail(row.line, `"${row.ours}": docs/${lang}/${page} does not exist; write the page or point the row elsewhere`);
        ok = false;
      } else if (anchor !== undefined && !anchorsOf(file).has(anchor)) {
        fail(row.line, `"${row.ours}": ${path.relative(repoRoot, file)} has no heading {#${anchor}}. A heading it covered was removed or renamed: point the row at the section that covers "${row.heading}" now`);
        ok = false;
      }
    }
    if (ok) covered++;
  }
  return { failures, rows: rows.length, pages: pages.size, covered, leftOut, bySection };
}
