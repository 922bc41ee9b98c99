import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspack's persistent cache (`node_modules/.cache/rspack`, turned on by Rspress), made reusable and visible
 * (issue 25).
 *
 * Rspress gives the cache a version, `performance.buildCache.cacheDigest`: the routes code, the nav and sidebar
 * of each locale as JSON, and its own version. Any change to the version throws the whole cache away ("persistent
 * cache version does not match"): every page is compiled again, in a build as slow as a cold one.
 *
 * The nav and sidebar do not need to be in it. The module that carries them to the pages (`virtual-site-data`)
 * names as its dependencies the `_meta.json` files and the pages the sidebar is built from, and `rspress.config.ts`,
 * where a nav or sidebar written by hand lives, is a build dependency of the cache. Rspack rebuilds that module
 * when one of them changes, and nothing else. With them in the version, a new page title (it is the sidebar's
 * label) made a 40 s build of what is a one-page change (issue 38).
 *
 * Before that, the nav and sidebar entry made every build a cold one: Rspress builds the sidebar from the docs
 * folders in parallel, so the sidebar object's keys came in the order the folders finished reading.
 */

/**
 * Drops the nav and sidebar entry from the cache digest (see above), and writes any other JSON entry with its
 * object keys sorted, so the same value gives the same cache version whatever order it was built in. Entries that
 * are not JSON (the routes code, Rspress's version) are kept as they are: a page added or removed still changes
 * the routes code, which every page's compile reads (its links are checked against the routes).
 */
export function pluginStableCacheDigest(): RsbuildPlugin {
  return {
    name: 'site:stable-cache-digest',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const buildCache = config.performance?.buildCache;
        if (typeof buildCache !== 'object' || !Array.isArray(buildCache.cacheDigest)) return;
        buildCache.cacheDigest = buildCache.cacheDigest.filter((entry) => !isNavAndSidebar(entry)).map(sortedJson);
      });
    },
  };
}

/** Whether a cache digest entry is Rspress's nav and sidebar JSON: `{ nav, sidebar }`, or an array of those, one a locale. */
export function isNavAndSidebar(entry: string | undefined): boolean {
  const value = jsonObjectOrArray(entry);
  if (value === undefined) return false;
  const isNavSidebar = (item: unknown) =>
    Boolean(item) && typeof item === 'object' && !Array.isArray(item) && Object.keys(item as object).every((key) => key === 'nav' || key === 'sidebar');
  return Array.isArray(value) ? value.length > 0 && value.every(isNavSidebar) : isNavSidebar(value) && Object.keys(value as object).length > 0;
}

/**
 * The patches of `patches/` (applied to Rspress by patch-package at install) as build dependencies of Rspack's
 * persistent cache, beside the one file Rspress names (its own initRsbuild.js). A patch changes what the Markdown
 * loader and Rspress's plugins write, and Rspack only rebuilds a module when its own files or a build dependency
 * changed: after a patch to Rspress's `remarkSplitMdx`, a warm build served the `.md` pages of the old code.
 *
 * @param patchesDir  the folder of patch files (`<repo>/patches`); every file in it counts
 */
export function pluginPatchesInBuildCache(patchesDir: string): RsbuildPlugin {
  return {
    name: 'site:patches-in-build-cache',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        const buildCache = config.performance?.buildCache;
        if (typeof buildCache !== 'object') return;
        const patches = fs.readdirSync(patchesDir).map((name) => path.join(patchesDir, name));
        buildCache.buildDependencies = [...(buildCache.buildDependencies ?? []), ...patches];
      });
    },
  };
}

/** The files of `patchesDir`, by name and content, as one hash: what a patched Rspress's own caches depend on. */
export function patchesHash(patchesDir: string): string {
  const hash = createHash('sha1');
  for (const name of fs.readdirSync(patchesDir).sort()) hash.update(`${name}\0`).update(fs.readFileSync(path.join(patchesDir, name))).update('\0');
  return hash.digest('hex');
}

/**
 * Rspress's own caches (the page-index and render caches that `patches/` adds, in `node_modules/.cache/rspress`)
 * emptied when the patches change. They are keyed by the pages, the bundles and a version written by hand, not by
 * the code that wrote them, so a patch to that code would otherwise be served its old output. Runs in
 * `beforeBuild`, before Rspress reads the page-index cache. The folder keeps the patches' hash in `patches.sha1`.
 *
 * @param patchesDir  the folder of patch files (`<repo>/patches`)
 * @param cacheDir  Rspress's cache folder (`<repo>/node_modules/.cache/rspress`)
 */
export function pluginRspressCachesFollowPatches({ patchesDir, cacheDir }: { patchesDir: string; cacheDir: string }): RspressPlugin {
  return {
    name: 'site-rspress-caches-follow-patches',
    beforeBuild() {
      const stampFile = path.join(cacheDir, 'patches.sha1');
      const current = patchesHash(patchesDir);
      let stored: string | undefined;
      try {
        stored = fs.readFileSync(stampFile, 'utf8');
      } catch {}
      if (stored === current) return;
      fs.rmSync(cacheDir, { recursive: true, force: true });
      fs.mkdirSync(cacheDir, { recursive: true });
      fs.writeFileSync(stampFile, current);
    },
  };
}

/** `entry` parsed, when it is JSON of an object or an array; else undefined. */
function jsonObjectOrArray(entry: string | undefined): unknown {
  if (entry === undefined || !/^\s*[[{]/.test(entry)) return undefined;
  try {
    return JSON.parse(entry);
  } catch {
    return undefined;
  }
}

/** `entry` with its object keys sorted at every depth when it is JSON of an object or array; else `entry`. */
export function sortedJson(entry: string | undefined): string | undefined {
  const value = jsonObjectOrArray(entry);
  if (value === undefined) return entry;
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * One line a compiler at the end of each build: whether the persistent cache was reused, and if it was thrown
 * away, why. Rspack writes that reason only to the compilation's `rspack.persistentCache` logger, which the
 * build's output does not show, so a cache lost on every build looked like a slow build and nothing more.
 *
 * Printed as `build cache <compiler>: reused` or `build cache <compiler>: not reused: <Rspack's reason>`.
 * A build without the persistent cache (`RSPRESS_PERSISTENT_CACHE=false`) prints nothing.
 */
export function pluginBuildCacheReport(): RsbuildPlugin {
  return {
    name: 'site:build-cache-report',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push({
          apply(compiler: Rspack.Compiler) {
            compiler.hooks.done.tap('site:build-cache-report', (stats) => {
              const line = cacheReportLine(compiler.options.name ?? 'build', stats);
              if (line) api.logger.info(line);
            });
          },
        });
      });
    },
  };
}

/**
 * The report line for one compiler's stats, or undefined when the persistent cache was off.
 * @param name the compiler's name (`web`, `node`, `node_md`)
 * @param stats the stats of its `done` hook
 */
export function cacheReportLine(name: string, stats: Rspack.Stats): string | undefined {
  const logging = stats.toJson({ all: false, logging: 'verbose', loggingDebug: [/persistentCache/] }).logging ?? {};
  const messages = (logging['rspack.persistentCache']?.entries ?? [])
    .filter((entry) => entry.type === 'warn' || entry.type === 'info')
    .map((entry) => String(entry.message));
  return messages.length === 0 ? undefined : `build cache ${name}: ${cacheVerdict(messages)}`;
}

/** Rspack's messages that say the cache was (partly) not used. */
const NOT_REUSED = /invalidated|failed|does not match|is missing/i;

/**
 * `reused`, `reused (N files changed)` or `not reused: <reasons>`, from the messages of Rspack's
 * `rspack.persistentCache` logger. An empty cache "recovers" too, but restores no snapshot: that is a first
 * build. A build dependency the resolver cannot follow (`BuildDependencies: can't resolve hast`, a type-only
 * import) is a warning about what is watched, not a lost cache, so it is left out.
 */
export function cacheVerdict(messages: string[]): string {
  const problems = messages.filter((message) => NOT_REUSED.test(message) && !message.startsWith('BuildDependencies:'));
  if (problems.length > 0) return `not reused: ${problems.join('; ').replace(/\s*\n\s*/g, ' ')}`;
  const snapshot = messages.find((message) => message.startsWith('snapshot restored'));
  const recovered = messages.some((message) => message.includes('make persistent cache recovery succeeded'));
  if (!snapshot || !recovered) return 'not reused: nothing to recover (first build)';
  const changed = /modified paths \((\d+)\)/.exec(snapshot)?.[1];
  return changed ? `reused (${changed} ${changed === '1' ? 'file' : 'files'} changed)` : 'reused';
}
