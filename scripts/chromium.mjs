/**
 * The Chromium that the end-to-end tests and `npm run measure` drive. Shared by
 * tests/support/browser.ts and scripts/measure-search.mjs.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Places a system Chromium is found, in order. `CHROMIUM_PATH` wins when set. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * `CHROMIUM_PATH`, else a system Chromium, else the one Playwright downloads
 * (`npx playwright install chromium`, where downloads are allowed; then the result is undefined).
 * Throws an error that says exactly what to install when none exists.
 * @returns {string | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const system = SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  if (fs.existsSync(chromium.executablePath())) return undefined; // Playwright's own build.
  throw new Error(
    [
      'No Chromium found. Install one of:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  elsewhere:      npx playwright install chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
}

/** Flags for a sandboxed, offline CI machine: no GPU, no background network calls. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
