/** The tests' Chromium: see scripts/chromium.mjs (shared with `npm run measure`). */
export { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.mjs';
