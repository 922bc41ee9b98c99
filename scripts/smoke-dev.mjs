#!/usr/bin/env node
/**
 * `npm run test:dev`: the writer's preview, `rspress dev`, still starts and renders pages. The rest of the suite
 * tests the production build only, and dev differs: React instead of Preact, no server render, React Refresh in
 * the modules. A build plugin that assumed production output once broke `npm run dev` without a failing test.
 *
 * Starts `rspress dev` on DEV_SMOKE_PORT (default 4391), waits up to 180 s for it to answer, then opens a page of
 * each language in the system Chromium: each must show its heading, a package-manager tab must switch and search
 * (whose engine runs in a worker, a chunk dev bundles on its own) must answer a query, with no uncaught error in
 * the page. Exits 1 with the reason (and the dev server's last output) otherwise.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.DEV_SMOKE_PORT || 4391);
const url = `http://localhost:${PORT}`;
/** Pages opened, with a text their `<h1>` holds. */
const PAGES = [
  { route: '/guide/start/quick-start', heading: 'Quick start', tabs: true, search: { query: 'dist path', finds: '/config/output/dist-path' } },
  { route: '/zh/config/output/dist-path', heading: 'output.distPath', tabs: false, search: { query: '开发服务器', finds: '/zh/' } },
];

/**
 * Opens search with its button and types `query` until a result links under `finds`, for up to 60 s. Dev compiles
 * the modal and the search worker on first use, and may reload the page when they arrive, which closes the modal:
 * each try starts again from the button. Throws with the route and query when no try succeeds.
 */
async function searchFinds(page, route, { query, finds }) {
  const deadline = Date.now() + 60_000;
  let lastError;
  while (Date.now() < deadline) {
    try {
      await page.locator('.rp-search-button').first().click({ timeout: 10_000 });
      await page.locator('.rp-search-panel__input').fill(query, { timeout: 10_000 });
      await page.locator(`.rp-suggest-item a[href^="${finds}"]`).first().waitFor({ timeout: 20_000 });
      return;
    } catch (error) {
      // The page reloaded or is still compiling: close the modal if it is open, and try again.
      lastError = error;
      await page.keyboard.press('Escape').catch(() => {});
    }
  }
  throw new Error(`${route}: search for "${query}" listed no page under ${finds} within 60 s (last try: ${lastError?.message.split('\n')[0]})`);
}

const answers = () => fetch(url).then((response) => response.ok, () => false);
if (await answers()) {
  console.error(`smoke-dev: something already answers on ${url}: stop it or set DEV_SMOKE_PORT.`);
  process.exit(1);
}

// Its own process group, so that stopping it stops the compiler it starts too.
const server = spawn(path.join(repoRoot, 'node_modules/.bin/rspress'), ['dev', '--port', String(PORT)], { cwd: repoRoot, detached: true });
let output = '';
for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

let failure;
let browser;
try {
  const deadline = Date.now() + 180_000;
  while (!(await answers())) {
    if (server.exitCode !== null) throw new Error(`rspress dev exited with code ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`rspress dev did not answer on ${url} within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  for (const { route, heading, tabs, search } of PAGES) {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The first-visit language redirect would send an English browser away from the Chinese page.
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await page.goto(`${url}${route}`, { timeout: 60_000 });
    const h1 = page.locator('.rspress-doc h1');
    await h1.waitFor({ timeout: 60_000 });
    const text = await h1.textContent();
    if (!text?.includes(heading)) throw new Error(`${route}: the heading is "${text}", not "${heading}"`);
    if (tabs) {
      const group = page.locator('.rp-tabs').first();
      await group.getByRole('tab', { name: 'pnpm', exact: true }).click();
      await group.locator('.rp-tabs__content__item--active').getByText('pnpm create rsbuild', { exact: false }).waitFor({ timeout: 10_000 });
    }
    await searchFinds(page, route, search);
    if (errors.length > 0) throw new Error(`${route}: uncaught error in the page: ${errors[0]}`);
    await page.close();
    console.log(`smoke-dev: ${route} renders in rspress dev`);
  }
} catch (error) {
  failure = error;
} finally {
  await browser?.close();
  stop();
}
if (failure) {
  console.error(`smoke-dev: ${failure.message}\nRun \`npm run dev\` and open the page: Rspress shows the build error there.\n--- rspress dev, last output ---\n${output}`);
  process.exit(1);
}
