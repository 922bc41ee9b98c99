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
 *
 * MALLOC_ARENA_MAX=2: glibc's allocator (Node's own C++ side; Rspack has mimalloc) gives each thread that
 * allocates its own arena, up to 8 a core, and an arena keeps much of what it freed for its own reuse. A cold
 * build runs the main thread, two Markdown compile workers and two render workers; with two arenas at most, one
 * thread's freed memory can serve another (the likely reason; not shown further). Peak 1.88-1.97 GB without it,
 * 1.80-1.84 GB with it, in four interleaved pairs of cold builds, with no loss of time (37.6-40.0 s against
 * 39.7-41.3 s in the three pairs the host kept steady; issue 38). glibc reads it when the process starts, so it
 * cannot be set in rspress.config.ts either.
 */
export const BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0', MALLOC_ARENA_MAX: '2' };

/** `process.env` with `BUILD_ENV` under it. */
export const buildEnv = (env = process.env) => ({ ...BUILD_ENV, ...env });
