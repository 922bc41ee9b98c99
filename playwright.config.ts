import os from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './tests/support/browser';

/** Port of the static server the end-to-end tests browse (`npm start` uses the same). */
const PORT = Number(process.env.E2E_PORT || 4173);

/** `npm run test:unit` needs no browser, no site and no server. */
const UNIT_ONLY = process.argv.includes('--project=unit');

/**
 * Two projects:
 * - unit: pure logic of the theme and the site config (no browser);
 * - e2e: the built site (`doc_build/`, from `npm run build`) in real Chromium, served by `serve`
 *   with the rules of serve.json, which behave like the production host (unknown paths: 404.html, status 404).
 */
export default defineConfig({
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/support/summary-reporter.ts']],
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One worker a core: a test drives Chromium, which keeps a core busy.
  workers: os.availableParallelism(),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  projects: [
    { name: 'unit', testDir: 'tests/unit' },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      use: {
        baseURL: `http://localhost:${PORT}`,
        browserName: 'chromium',
        launchOptions: { executablePath: UNIT_ONLY ? undefined : findTestChromium(), args: CHROMIUM_ARGS },
        viewport: { width: 1440, height: 900 },
        // Recorded on the retry of a failed test only: recording every test's trace cost every test its DOM snapshots.
        trace: 'on-first-retry',
      },
    },
  ],
  webServer: UNIT_ONLY ? undefined : {
    command: `npx serve --no-clipboard -c serve.json -l ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
