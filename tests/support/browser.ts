import fs from 'node:fs';
import { findChromium } from '../../scripts/chromium.mjs';

export { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/**
 * Debian's `chromium-headless-shell`: the same Blink, V8 and network stack as `chromium`, without the browser's
 * window and UI layer. It is what Playwright itself runs headless tests in. Here it did the same 673 tests in
 * 191 s against 332 s with the full browser (2 cores, both busy throughout): a page load, a hydration and an axe
 * scan each cost about 40% less CPU.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: `CHROMIUM_PATH` when set, else Debian's headless shell when installed,
 * else the full browser that `findChromium` finds (scripts/chromium.mjs, which throws with what to install when
 * there is none). `npm run measure` keeps the full browser: Lighthouse's figures are a reader's browser's.
 * Returns the executable, or undefined for Playwright's own build.
 */
export function findTestChromium(): string | undefined {
  if (!process.env.CHROMIUM_PATH && fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}
