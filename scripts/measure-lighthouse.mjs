/**
 * Lighthouse figures for `npm run measure` (issue 12), as a phone reader meets the site: the `lighthouse`
 * package's default (mobile) settings, simulated slow 4G and 4x CPU slowdown, run in the system Chromium
 * against doc_build/ served with gzip by `serve` (scripts/serve-build.mjs).
 * For each page: the performance and accessibility scores (0-100), CLS (unitless), LCP and TBT (ms),
 * each the median of `runs` runs, and every run's performance score (the spread). Errors (no build, no
 * Chromium, a page that fails to load) stop the run.
 *
 * Lighthouse slows the host's CPU by a fixed 4x, so the same build scores lower on a slower host. Each run
 * also reports Lighthouse's `benchmarkIndex` of the host (higher is faster; Lighthouse warns below 1000):
 * compare scores only between runs with a similar index. `cpuSlowdown` replaces the 4x, to see how a slower
 * host would score: 4 x (this host's index / the other host's index). `calibratedCpuSlowdown` gives the
 * slowdown Lighthouse's own calibration advises for this host (scripts/cpuCalibration.mjs).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { serveBuild } from './serve-build.mjs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const PORT = Number(process.env.MEASURE_PORT || 4392);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * This host's benchmarkIndex: the median of `samples` runs of Lighthouse's own benchmark (about 1 s each) in the
 * system Chromium. The index swings from run to run on a shared host (1040-1850 within one measure here), hence
 * the median.
 * @param {{ samples?: number }} [options]
 * @returns {Promise<number>}
 */
export async function hostBenchmarkIndex({ samples = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const indexes = [];
    for (let sample = 0; sample < samples; sample++) indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return median(indexes);
  } finally {
    await browser.close();
  }
}

/** The figures of one Lighthouse run. */
function figures(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${lhr.requestedUrl}: ${lhr.runtimeError.message}`);
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Runs Lighthouse `runs` times on each page and returns the median of each figure, per page.
 * @param {string} outDir the build folder
 * @param {{ pages: string[], runs?: number, cpuSlowdown?: number }} options pages are routes such as
 *   `/config/output/dist-path`; cpuSlowdown is Lighthouse's CPU slowdown multiplier (default: the preset's 4)
 * @returns {Promise<Array<{ route: string, performance: number, performanceRuns: number[], accessibility: number, cls: number, lcp: number, tbt: number, benchmarkIndex: number }>>}
 */
export async function measureLighthouse(outDir, { pages, runs = 3, cpuSlowdown }) {
  if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) throw new Error(`The CPU slowdown must be a number >= 1, not ${cpuSlowdown}.`);
  const server = await serveBuild(outDir, PORT);
  // A reader of a Chinese page has a Chinese browser (headless Chromium takes navigator.language from
  // --accept-lang, not --lang): with an English one, Rspress's first-visit locale
  // redirect would send Lighthouse to the English page and measure that.
  const launch = (lang) =>
    chromeLauncher.launch({ chromePath: findChromium() ?? chromium.executablePath(), chromeFlags: ['--headless=new', `--accept-lang=${lang}`, ...CHROMIUM_ARGS] });
  const browsers = new Map();
  try {
    const results = [];
    for (const route of pages) {
      const lang = route.startsWith('/zh/') || route === '/zh' ? 'zh-CN' : 'en-US';
      if (!browsers.has(lang)) browsers.set(lang, await launch(lang));
      const chrome = browsers.get(lang);
      const perRun = [];
      for (let run = 0; run < runs; run++) {
        const { lhr } = await lighthouse(`${server.url}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(cpuSlowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
        });
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(lhr.requestedUrl).pathname) {
          throw new Error(`Lighthouse was redirected from ${lhr.requestedUrl} to ${lhr.finalDisplayedUrl}: it would measure another page.`);
        }
        perRun.push(figures(lhr));
      }
      const pick = (key) => median(perRun.map((result) => result[key]));
      results.push({
        route,
        performance: pick('performance'),
        performanceRuns: perRun.map((result) => result.performance),
        accessibility: pick('accessibility'),
        cls: pick('cls'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        benchmarkIndex: pick('benchmarkIndex'),
      });
    }
    return results;
  } finally {
    for (const chrome of browsers.values()) await chrome.kill();
    server.stop();
  }
}
