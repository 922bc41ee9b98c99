/**
 * The `topicmap` check (scripts/check-docs/topic-map.mjs) on the clean fixture's pages and a small map:
 * a well-formed map passes, and each kind of bad row fails at its own line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '../..');
const docsRoot = path.join(repoRoot, 'tests/check-docs/fixtures/clean/docs');
const routes = ['/config/server/port', '/plugins/list/plugin-react'];
const HEADER = '# a comment line\npage\tlevel\theading\theading_zh\tours\tnote';

/** Writes `rows` (tab-separated) under the header into a temporary map and checks it. */
async function check(rows: string[]) {
  const { checkTopicMap } = await import('../../scripts/check-docs/topic-map.mjs');
  const { readPage } = await import('../../scripts/check-docs/markdown.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topic-map-'));
  const mapFile = path.join(dir, 'topic-map.tsv');
  fs.writeFileSync(mapFile, `${[HEADER, ...rows].join('\n')}\n`);
  const result = checkTopicMap({ repoRoot, docsRoot, routes, read: readPage, mapFile });
  fs.rmSync(dir, { recursive: true, force: true });
  return { ...result, where: result.failures.map((f: { line: number; message: string }) => `${f.line}: ${f.message}`) };
}

const row = (...cells: string[]) => cells.join('\t');

test('a map whose targets all exist passes and counts covered and left-out rows', async () => {
  const result = await check([
    row('config/server/port', 'h1', 'server.port', 'server.port', 'config/server/port', ''),
    row('config/server/port', 'h2', 'Example', '示例', 'config/server/port#example', ''),
    row('community/', 'h2', 'Discord', 'Discord', 'left out', 'the spec gives the community page no chat links'),
  ]);
  expect(result.where).toEqual([]);
  expect(result).toMatchObject({ rows: 3, covered: 2, leftOut: 1, pages: 2 });
  expect(result.bySection).toEqual({ config: { rows: 2, leftOut: 0 }, community: { rows: 1, leftOut: 1 } });
});

test('each bad row fails at its line with what to do', async () => {
  const { where } = await check([
    row('config/server/port', 'h2', 'Port in use', '', 'config/server/port#port-in-use', ''), // line 3: anchor gone
    row('config/server/port', 'h2', 'Strict port', '', '?', ''), // line 4: not mapped yet
    row('config/server/port', 'h3', 'Old option', '', 'left out', 'n/a'), // line 5: reason too short
    row('config/server/port', 'h2', 'Example', '', 'guide/basic/nowhere#example', ''), // line 6: not a route
    row('config/server/port', 'h4', 'Deep', '', 'config/server/port', ''), // line 7: bad level
    row('config/server/port', 'h2', 'Example'), // line 8: too few cells
  ]);
  expect(where).toHaveLength(7);
  // The lost anchor fails once for each language's page.
  expect(where[0]).toMatch(/^3: "config\/server\/port#port-in-use": .*docs\/en\/config\/server\/port\.mdx has no heading \{#port-in-use\}/);
  expect(where[1]).toMatch(/^3: "config\/server\/port#port-in-use": .*docs\/zh\/config\/server\/port\.mdx has no heading \{#port-in-use\}/);
  expect(where[2]).toMatch(/^4: "Strict port" \(config\/server\/port\) has no target yet/);
  expect(where[3]).toMatch(/^5: "Old option" is left out without a reason/);
  expect(where[4]).toMatch(/^6: "guide\/basic\/nowhere#example" is not a page of this site/);
  expect(where[5]).toMatch(/^7: level is "h4"/);
  expect(where[6]).toMatch(/^8: a row has 6 tab-separated cells/);
});

test('a heading that exists in English only fails for the Chinese page', async () => {
  const { checkTopicMap } = await import('../../scripts/check-docs/topic-map.mjs');
  const { parsePage } = await import('../../scripts/check-docs/markdown.mjs');
  // The Chinese page read without its example heading, as if a writer deleted it there.
  const read = (file: string) => {
    const source = fs.readFileSync(file, 'utf8');
    return parsePage(file.includes(`${path.sep}zh${path.sep}`) ? source.replace(/^## .*\{#example\}$/m, '') : source);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topic-map-'));
  const mapFile = path.join(dir, 'topic-map.tsv');
  fs.writeFileSync(mapFile, `${HEADER}\n${row('config/server/port', 'h2', 'Example', '示例', 'config/server/port#example', '')}\n`);
  const result = checkTopicMap({ repoRoot, docsRoot, routes, read, mapFile });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(result.failures.map((f: { line: number; message: string }) => `${f.line}: ${f.message}`)).toEqual([
    expect.stringMatching(/^3: "config\/server\/port#example": .*docs\/zh\/config\/server\/port\.mdx has no heading \{#example\}/),
  ]);
});
