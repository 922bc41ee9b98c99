/**
 * Search figures for `npm run measure` (issue 11), taken as a reader's browser sees them:
 *   - index size of each language: the file Rspress writes, gzip level 9, in KB, and per indexed page;
 *   - first query latency, in ms, from the keystroke (the input event) to the final result list on screen
 *     (the last change before it stays unchanged for `SETTLE_MS`), on a cold page (new browser context,
 *     empty cache), median of `RUNS` runs, in the `SCENARIOS`:
 *       "at load": the reader opens search (Ctrl+K) as soon as the page has loaded, before any idle
 *         prefetch, and types at once: the index is fetched and built while the 150 ms debounce runs;
 *       "after idle": the reader opens search once the browser has been idle and the index has arrived;
 *       "at load, CPU 4x slower": the first case on a throttled CPU.
 *   Each line also says where the time went (medians): the wait before the query goes to the search worker
 *   (the input's debounce, and the modal's own work), the worker's answer (the round trip, with the engine's
 *   search, and in the "at load" cases the index it was still building), and the rest, from the answer to the
 *   final list on screen (React's render of the rows, with their highlights, and layout).
 * The site is served from doc_build/ by `serve` with serve.json, as in the end-to-end tests.
 * Errors (no build, no Chromium, a query with no results) stop the run with the reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { serveBuild } from './serve-build.mjs';

/** How long the result list must stay unchanged to count as final, in ms. */
const SETTLE_MS = 2_000;
/** Runs per case; the median is reported. */
const RUNS = 5;
const PORT = Number(process.env.MEASURE_PORT || 4391);

/** Page opened and query typed, per language. Queries a reader types, each with several words. */
const CASES = [
  { lang: 'en', route: '/guide/start/quick-start', query: 'dev server port' },
  { lang: 'zh', route: '/zh/guide/start/quick-start', query: '构建缓存' },
];

/**
 * When the reader opens search, and how fast the CPU is. The 4x slowdown (Chromium's CPU throttling, as
 * Lighthouse uses for phones) shows what a mid-range phone would see.
 */
const SCENARIOS = [
  { label: 'at load', afterIdle: false, cpuSlowdown: 1 },
  { label: 'after idle', afterIdle: true, cpuSlowdown: 1 },
  { label: 'at load, CPU 4x slower', afterIdle: false, cpuSlowdown: 4 },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Index files by language, with size in bytes (raw, gzip) and page count. */
export function indexSizes(outDir) {
  const dir = path.join(outDir, 'static');
  return fs
    .readdirSync(dir)
    .filter((name) => /^search_index\..+\.json$/.test(name))
    .map((name) => {
      const buffer = fs.readFileSync(path.join(dir, name));
      return {
        name,
        lang: name.split('.')[1],
        raw: buffer.length,
        gzip: gzipSync(buffer, { level: 9 }).length,
        pages: JSON.parse(buffer.toString('utf8')).length,
      };
    });
}

/**
 * One cold-page run.
 * @returns {Promise<{ total: number, beforeWorker: number, worker: number, afterWorker: number }>} ms from the input
 *   event to the final result list, and its three parts (see the file's comment)
 */
async function firstQuery(browser, url, { route, query, lang }, { afterIdle, cpuSlowdown }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // English readers are not sent to /zh/ and back: the locale redirect is marked as done.
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  // The search worker's messages, timed: each search request sent, and each answer received.
  await context.addInitScript(() => {
    const log = (window.__searchWorker = []);
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', () => log.push({ at: performance.now(), kind: 'answer' }));
      }
      postMessage(message, ...rest) {
        log.push({ at: performance.now(), kind: message?.kind === 'search' ? 'search' : 'other' });
        return super.postMessage(message, ...rest);
      }
    };
  });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const indexArrived = page.waitForResponse((response) => response.url().includes(`/static/search_index.${lang}.`), { timeout: 60_000 });
  await page.goto(url + route, { waitUntil: 'load' });
  if (afterIdle) {
    await indexArrived;
    await page.waitForTimeout(300);
  }
  const input = page.locator('.rp-search-panel__input');
  for (let attempt = 0; !(await input.isVisible()); attempt++) {
    if (attempt === 50) throw new Error(`Ctrl+K did not open search on ${route}`);
    await page.keyboard.press('Control+k');
    await input.waitFor({ state: 'visible', timeout: 200 }).catch(() => {});
  }
  // Results count as shown when the list stops changing: an engine still building its index may show a
  // partial list first (Rspress 2's did), and the reader's answer is the final one.
  await page.evaluate(() => {
    const state = (window.__firstQuery = { changes: [] });
    let last = '';
    document.addEventListener('input', () => (state.typed ??= performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      if (state.typed === undefined) return;
      const links = [...document.querySelectorAll('.rp-suggest-item a')].map((anchor) => anchor.getAttribute('href')).join(' ');
      if (links !== last) {
        last = links;
        if (links) state.changes.push(performance.now());
      }
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  await input.fill(query);
  await page.locator('.rp-suggest-item').first().waitFor({ timeout: 30_000 }).catch(() => {
    throw new Error(`no result for "${query}" on ${route}`);
  });
  await page.waitForTimeout(SETTLE_MS);
  const { typed, changes } = await page.evaluate(() => window.__firstQuery);
  const messages = await page.evaluate(() => window.__searchWorker);
  const shown = changes.at(-1);
  await context.close();
  // The last search request before the final list, and the first answer after it.
  const sent = messages.filter((message) => message.kind === 'search' && message.at >= typed && message.at <= shown).at(-1);
  const answered = sent && messages.find((message) => message.kind === 'answer' && message.at > sent.at);
  if (!sent || !answered) throw new Error(`search on ${route} went to no worker: the breakdown cannot be measured`);
  return { total: shown - typed, beforeWorker: sent.at - typed, worker: answered.at - sent.at, afterWorker: shown - answered.at };
}

/** Prints the search figures; `outDir` is the built site. */
export async function measureSearch(outDir) {
  for (const file of indexSizes(outDir)) {
    console.log(
      `search index ${file.lang}: ${(file.gzip / 1024).toFixed(1)} KB gzip (${(file.raw / 1024).toFixed(1)} KB raw), ` +
        `${file.pages} pages, ${(file.gzip / 1024 / file.pages).toFixed(2)} KB gzip per page`,
    );
  }
  const server = await serveBuild(outDir, PORT);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    for (const testCase of CASES) {
      for (const scenario of SCENARIOS) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) runs.push(await firstQuery(browser, server.url, testCase, scenario));
        const part = (name) => median(runs.map((timing) => timing[name])).toFixed(0);
        console.log(
          `first query ${testCase.lang} "${testCase.query}" ${scenario.label}: ` +
            `${part('total')} ms median (runs: ${runs.map(({ total }) => total.toFixed(0)).join(', ')}); ` +
            `before the worker ${part('beforeWorker')} ms, worker ${part('worker')} ms, after the answer ${part('afterWorker')} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
}
