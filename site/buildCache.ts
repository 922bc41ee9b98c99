import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';

/**
 * Rspack's persistent cache (`node_modules/.cache/rspack`, turned on by Rspress), made reusable and visible
 * (issues 25 and 38). Its version leaves out the nav and sidebar, which threw the whole cache away on every build
 * (their JSON came in the order folders were read) and then on every new page title: that is in the Rspress
 * patch (`buildCacheDigest`, dist/node/initRsbuild.js).
 */

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
