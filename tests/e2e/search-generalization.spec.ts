/**
 * Search on queries nobody tuned it for (issue 40). `search-generalization.cases.json` holds cases collected from
 * sources that `search-quality.cases.ts` never used (other projects' issue trackers, Chinese Q&A and articles,
 * Stack Overflow), each with the page that answers it. They are split once, at random by source, into a tuning
 * part and a held-out part of at least a third of the cases (`splitBySource`): a source's cases all fall on one
 * side, so a question asked twice cannot leak from one part into the other. Whoever tunes the engine reads the
 * tuning part only, and reports both scores.
 *
 * A score is the share of a part's cases whose page (or one of its `also` pages) is among the first `TOP` pages
 * the engine returns, the engine and index being the search worker's (`builtEngine`). The test prints both, and
 * fails when either falls below its `FLOOR`: the scores measured when the cases came in, raised as the engine
 * improves. Print them with `npx playwright test tests/e2e/search-generalization.spec.ts --reporter=list`; with
 * SEARCH_TUNING_MISSES=1 it also lists the tuning part's misses (never the held-out part's).
 *
 * The held-out part was later seen by the one who tunes, so `search-generalization.fresh.cases.json` holds a fresh
 * held-out set, drawn from sources neither case file uses and scored the same way against `FRESH_FLOOR`. Its
 * queries, pages and misses are never printed, and nobody tunes against it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { builtEngine } from '../support/search';
import * as quality from './search-quality.cases';

/** One collected case: what the reader typed, the page that answers it (or `also` one of these), and where from. */
interface CollectedCase {
  query: string;
  expect: string;
  also?: string[];
  source: string;
  kind?: string;
  why: string;
}

/** As in search-quality.spec.ts: readers look at the first few results. The floors hold at this depth. */
const TOP = 3;
/** Issue 40 counts a case found when its page is in the first 5; printed beside the `TOP` score, never a floor. */
const ISSUE_TOP = 5;
/** Fixed, so that the split never changes under the people tuning; a new salt is a new draw. */
const SALT = 'issue-40';
/**
 * Scores (0-1) the parts may not fall below: the last measured, so that a change that loses ground fails. History:
 * before any tuning, 60/78 and 25/40; with the synonym table, pasted paths' packages and extensions and word pairs
 * of long queries, 64/78 and 32/40; with pages that use readers' words for four tuning misses, slips inside
 * synonym-table words and more rows, 71/78 and 30/40 (the tuning part gained more than the held-out part kept);
 * with the word pairs of a short query's glued tokens (`BROWSER=none`), 72/78 and 30/40, the held-out part having
 * been seen by then (the fresh set below is the held-out measure from there on); with source.include naming what an
 * old browser says about a dependency's modern syntax, 73/78 and 30/40. The second tuning draw came in at 82/99.
 * Then, tuned on all three (the held-out part being tuning data by then), with partial matches ranked by score times
 * share, glued tokens counted in long queries too, Chinese filler words dropped, a Chinese phrase no page holds cut
 * into the runs the pages hold, verb endings folded and printed error lines indexed whole: 75/78, 34/40 and 90/99;
 * with three pages in readers' words (bundleAnalyze, environment variables, assetPrefix), 76/78, 34/40 and 93/99.
 */
const FLOOR = { tuning: 76 / 78, heldOut: 34 / 40, tuning2: 93 / 99 };
/**
 * Score (0-1) the fresh held-out set may not fall below. Drawn on 2026-12-06 by helper sessions of their own, from
 * public issue threads and Chinese articles that no other case file cites, each page read to be sure it answers,
 * chosen without looking at what the engine returns: first 49 cases (23 in Chinese), scored once with that day's
 * engine and index at 38/49 (en 22/26, zh 16/23); then 58 more (30 in Chinese) by a second helper, the 107 scoring
 * 91/107 (en 47/54, zh 44/53; top 5: 96/107) with the same engine. Scored once more after the tuning of that
 * afternoon (see FLOOR): 94/107 (en 48/54, zh 46/53; top 5: 98/107), and the same again after the three pages in
 * readers' words, at the end of that session. The lead engineer has never seen its queries,
 * pages or misses. Nobody may tune against it or print its misses (SEARCH_TUNING_MISSES lists the tuning parts
 * only): once someone has read it, it is no longer held out, and a new set has to be drawn instead.
 */
const FRESH_FLOOR = 94 / 107;

const FRESH_FILE = path.join(__dirname, 'search-generalization.fresh.cases.json');
/**
 * A second tuning draw (`search-generalization.tuning2.cases.json`): 99 cases (51 in Chinese) from 99 sources no
 * other case file cites, drawn on 2026-12-06 by a helper session that chose each page by reading the docs, never by
 * what the engine returns. All of it is tuning data, read by whoever tunes; the fresh set stays the held-out measure.
 */
const TUNING2_FILE = path.join(__dirname, 'search-generalization.tuning2.cases.json');

/**
 * The cases of a case file, or an error that names the file and what to fix (never a case's text: the fresh set's
 * queries must not reach the log).
 */
function readCases(file: string): CollectedCase[] {
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: restore it from git, it holds cases this test scores`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`${file} is not valid JSON: open it in an editor or run JSON.parse on it to find the broken spot`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new Error(`${file} must be a non-empty JSON array of cases`);
  parsed.forEach((item: Record<string, unknown>, index) => {
    const missing = ['query', 'expect', 'source', 'why'].filter((key) => typeof item?.[key] !== 'string' || !(item[key] as string).trim());
    if (missing.length) throw new Error(`${file}: case ${index} has no ${missing.join(', ')}; give it a non-empty string for each`);
    if (!(item.expect as string).startsWith('/')) throw new Error(`${file}: case ${index} has an expect that is not a route; write it as /path`);
    if (item.also !== undefined && (!Array.isArray(item.also) || item.also.some((page) => typeof page !== 'string' || !page.startsWith('/')))) {
      throw new Error(`${file}: case ${index} has an also that is not a list of routes; write it as ["/path", …]`);
    }
  });
  return parsed as CollectedCase[];
}

const cases = readCases(path.join(__dirname, 'search-generalization.cases.json'));
/** A case's source as the case files compare it: search-quality.cases.ts writes web-infra-dev/rsbuild#N as rsbuild#N. */
const fullName = (source: string) => source.replace(/^rsbuild#/, 'web-infra-dev/rsbuild#');

/**
 * The engines of the built site, and the share of a list of cases whose page is among the first `TOP` pages.
 * Built once for the file's tests (`scorer`): each engine takes a second to build from its index.
 */
async function makeScorer() {
  const engines = { en: await builtEngine('en'), zh: await builtEngine('zh') };
  const pagesFor = ({ query, expect: expected }: CollectedCase) => engines[expected.startsWith('/zh/') ? 'zh' : 'en'](query);
  const found = async (item: CollectedCase, top = TOP) => {
    const pages = await pagesFor(item);
    return pages.slice(0, top).some((page) => page === item.expect || (item.also ?? []).includes(page));
  };
  const score = async (part: CollectedCase[]) => {
    const hits = await Promise.all(part.map((item) => found(item)));
    const issueCount = (await Promise.all(part.map((item) => found(item, ISSUE_TOP)))).filter(Boolean).length;
    const byLang = (zh: boolean) => {
      const indexes = part.flatMap((item, index) => (item.expect.startsWith('/zh/') === zh ? [index] : []));
      return `${indexes.filter((index) => hits[index]).length}/${indexes.length}`;
    };
    const count = hits.filter(Boolean).length;
    const text = `${count}/${part.length} (en ${byLang(false)}, zh ${byLang(true)}; top ${ISSUE_TOP}: ${issueCount}/${part.length})`;
    return { count, share: count / part.length, text, byLang, issueCount };
  };
  return { pagesFor, found, score };
}
/**
 * For whoever tunes (SEARCH_TUNING_MISSES=1): a tuning part's misses, with the pages that came back. Never called
 * with the fresh set.
 */
async function printMisses(part: CollectedCase[]) {
  if (!process.env.SEARCH_TUNING_MISSES) return;
  const { pagesFor, found } = await scorer();
  for (const item of part) {
    if (await found(item)) continue;
    const pages = await pagesFor(item);
    const query = item.query.replace(/\n/g, '\\n').slice(0, 160);
    console.log(`miss: "${query}" [${item.kind ?? '-'}] wants ${item.expect}, got ${pages.slice(0, TOP).join(', ') || 'nothing'}`);
  }
}
let scoring: ReturnType<typeof makeScorer> | undefined;
const scorer = () => (scoring ??= makeScorer());

/**
 * The held-out part: whole sources, taken in the order of a salted hash of their names, until they hold at least a
 * third of the cases. Everything else is the tuning part.
 */
function splitBySource(all: CollectedCase[], salt = SALT): { tuning: CollectedCase[]; heldOut: CollectedCase[] } {
  const sources = [...new Set(all.map(({ source }) => source))].sort((a, b) => {
    const rank = (source: string) => createHash('sha1').update(`${salt}:${source}`).digest('hex');
    return rank(a).localeCompare(rank(b));
  });
  const heldOutSources = new Set<string>();
  let heldOutCount = 0;
  for (const source of sources) {
    if (heldOutCount * 3 >= all.length) break;
    heldOutSources.add(source);
    heldOutCount += all.filter((item) => item.source === source).length;
  }
  return { tuning: all.filter(({ source }) => !heldOutSources.has(source)), heldOut: all.filter(({ source }) => heldOutSources.has(source)) };
}

test('the held-out part is at least a third of the cases, and no source is in both parts', () => {
  const { tuning, heldOut } = splitBySource(cases);
  expect(tuning.length + heldOut.length).toBe(cases.length);
  expect(heldOut.length * 3).toBeGreaterThanOrEqual(cases.length);
  expect(tuning.length).toBeGreaterThan(heldOut.length);
  const tuningSources = new Set(tuning.map(({ source }) => source));
  expect(heldOut.filter(({ source }) => tuningSources.has(source))).toEqual([]);
  // The same draw every time.
  expect(splitBySource(cases).heldOut.map(({ query }) => query)).toEqual(heldOut.map(({ query }) => query));
});

test('scores on the tuning and held-out parts, each at or above its floor', async () => {
  const { score } = await scorer();
  const { tuning, heldOut } = splitBySource(cases);
  const [tuningScore, heldOutScore] = [await score(tuning), await score(heldOut)];
  console.log(`search generalization, top ${TOP}: tuning ${tuningScore.text}, held-out ${heldOutScore.text}`);
  await printMisses(tuning);
  // The held-out part was read while tuning (see FRESH_FLOOR): its misses are tuning data now, the fresh set is the
  // held-out measure.
  await printMisses(heldOut);
  expect(tuningScore.share, `tuning part: ${tuningScore.text}`).toBeGreaterThanOrEqual(FLOOR.tuning);
  expect(heldOutScore.share, `held-out part: ${heldOutScore.text}`).toBeGreaterThanOrEqual(FLOOR.heldOut);
});

test('the second tuning draw shares no source with the first case file, and scores at or above its floor', async () => {
  const tuning2 = readCases(TUNING2_FILE);
  const usedSources = new Set([...cases, ...quality.en, ...quality.zh].map(({ source }) => fullName(source)));
  expect(tuning2.filter(({ source }) => usedSources.has(fullName(source))).map(({ source }) => source)).toEqual([]);
  const { score } = await scorer();
  const tuning2Score = await score(tuning2);
  console.log(`search generalization, top ${TOP}: second tuning draw ${tuning2Score.text}`);
  await printMisses(tuning2);
  expect(tuning2Score.share, `second tuning draw: ${tuning2Score.text}`).toBeGreaterThanOrEqual(FLOOR.tuning2);
});

test('the fresh held-out set shares no source and no query with the other case files', () => {
  const fresh = readCases(FRESH_FILE);
  const others = [...cases, ...readCases(TUNING2_FILE), ...quality.en, ...quality.zh];
  const usedSources = new Set(others.map(({ source }) => fullName(source)));
  const usedQueries = new Set(others.map(({ query }) => query.trim().toLowerCase()));
  // Counts only: naming the clashing cases would print the fresh set.
  expect(fresh.filter(({ source }) => usedSources.has(fullName(source))).length, 'fresh cases whose source another case file cites').toBe(0);
  expect(fresh.filter(({ query }) => usedQueries.has(query.trim().toLowerCase())).length, 'fresh cases whose query another case file has').toBe(0);
});

test('score on the fresh held-out set, at or above its floor', async () => {
  const fresh = readCases(FRESH_FILE);
  const { score } = await scorer();
  const freshScore = await score(fresh);
  // The score only: the fresh set's queries, pages and misses are never printed, not even with SEARCH_TUNING_MISSES.
  console.log(`fresh held-out: ${freshScore.count}/${fresh.length} (${(freshScore.share * 100).toFixed(1)}%), en ${freshScore.byLang(false)}, zh ${freshScore.byLang(true)}; top ${ISSUE_TOP}: ${freshScore.issueCount}/${fresh.length}`);
  expect(freshScore.share, `fresh held-out: ${freshScore.text}`).toBeGreaterThanOrEqual(FRESH_FLOOR);
});
