/**
 * The environment `rspress build` runs with, wherever it is started: `npm run build` (scripts/build.mjs),
 * `npm run measure` and `npm run analyze`. A variable the caller already set wins.
 *
 * MIMALLOC_PURGE_DELAY=0: Rspack's allocator (mimalloc, in its native binding) gives memory it has freed back to
 * the system at once, instead of 1 s later (the binding's default). The build frees and takes memory in waves,
 * and the delay kept the freed waves resident: a cold build's peak was 2.3-2.4 GB with it, 1.8-1.95 GB
 * without (issue 38, `npm run measure`). The price is 1.5-3 s more system CPU in a cold build, for the pages it
 * returns to the system, within the noise of the build's time here. mimalloc reads it when the binding
 * loads, before rspress.config.ts runs, so it cannot be set there.
 */
export const BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0' };

/** `process.env` with `BUILD_ENV` under it. */
export const buildEnv = (env = process.env) => ({ ...BUILD_ENV, ...env });
