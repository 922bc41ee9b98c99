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
 *
 * NODE_OPTIONS=--max-semi-space-size=64: V8's young generation may grow to 64 MB a semi-space (16 MB by default
 * on Node 20) on every thread. Parsing and compiling Markdown makes large trees that live for one page, and
 * with the small default V8 collected them again and again and moved what survived: garbage collection was 8.8 s
 * of a cold build's CPU. In seven interleaved pairs of cold builds, a median 1.4 s less (-4.4 to +0.4 s), for
 * 0.1-0.2 GB more peak memory (1.60-1.68 GB against 1.47-1.51 GB; issue 38). 128 MB gained nothing more and
 * peaked at 1.9 GB. A V8 flag is read when the process starts; the caller's own NODE_OPTIONS come after, so they
 * win.
 */
export const BUILD_ENV = { MIMALLOC_PURGE_DELAY: '0', MALLOC_ARENA_MAX: '2' };

/** The Node.js options the build runs with (see above), before the caller's own `NODE_OPTIONS`. */
export const BUILD_NODE_OPTIONS = '--max-semi-space-size=64';

/** `process.env` with `BUILD_ENV` under it, and `BUILD_NODE_OPTIONS` before the caller's `NODE_OPTIONS`. */
export const buildEnv = (env = process.env) => ({
  ...BUILD_ENV,
  ...env,
  NODE_OPTIONS: [BUILD_NODE_OPTIONS, env.NODE_OPTIONS].filter(Boolean).join(' '),
});
