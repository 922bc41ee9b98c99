/**
 * The environment `rspress build` runs with, wherever it is started: `npm run build` (scripts/build.mjs),
 * `npm run measure` and `npm run analyze`. A variable the caller already set wins.
 *
 * MIMALLOC_PURGE_DELAY=0: Rspack's allocator (mimalloc, in its native binding) gives memory it has freed back to
 * the system at once, instead of 1 s later (the binding's default). The build frees and takes memory in waves,
 * and the delay kept the freed waves resident: a cold build's peak was 2.2-2.4 GB with it, 1.84-1.86 GB
 * without, at the same build time (issue 38, measured by `npm run measure`). mimalloc reads it when the binding
 * loads, before rspress.config.ts runs, so it cannot be set there.
 */
export const BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0' };

/** `process.env` with `BUILD_ENV` under it. */
export const buildEnv = (env = process.env) => ({ ...BUILD_ENV, ...env });
