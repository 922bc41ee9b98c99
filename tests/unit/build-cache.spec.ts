/**
 * site/buildCache.ts and the Rspress patch's `buildCacheDigest`: the cache version Rspress gives Rspack's persistent
 * cache must not depend on the nav and sidebar (their order made every build cold; a new page title made a one-page
 * edit a cold build), and the build's report line must say whether the cache was reused from the messages Rspack
 * logs.
 */
import { expect, test } from '@playwright/test';
import type { RsbuildConfig, RsbuildPluginAPI } from '@rsbuild/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheVerdict, pluginPatchesInBuildCache, pluginRspressCachesFollowPatches } from '../../site/buildCache';

test("the cache version holds the routes code and Rspress's version, and nothing of the nav or sidebar", async () => {
  const { buildCacheDigest } = await import('@rspress/core/dist/node/initRsbuild.js');
  const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, '../../node_modules/@rspress/core/package.json'), 'utf8'));
  const routes = (code: string) => ({ generateRoutesCode: () => code });
  const routesCode = 'import { lazy } from "react";\nexport const routes = [];';
  expect(buildCacheDigest(routes(routesCode))).toEqual([routesCode, version]);
  // A page added or removed changes the routes code, and with it the version: every page's links are checked
  // against the routes.
  expect(buildCacheDigest(routes(`${routesCode}\n// one more page`))).not.toEqual(buildCacheDigest(routes(routesCode)));
});

test('every patch of patches/ is a build dependency of the cache, after the ones Rspress names', () => {
  let modify: ((config: RsbuildConfig) => void) | undefined;
  const api = { modifyRsbuildConfig: (fn: typeof modify) => (modify = fn) } as unknown as RsbuildPluginAPI;
  const patchesDir = path.join(__dirname, '../../patches');
  pluginPatchesInBuildCache(patchesDir).setup(api);
  const config: RsbuildConfig = { performance: { buildCache: { buildDependencies: ['/rspress/initRsbuild.js'] } } };
  modify?.(config);
  const dependencies = (config.performance?.buildCache as { buildDependencies: string[] }).buildDependencies;
  expect(dependencies[0]).toBe('/rspress/initRsbuild.js');
  expect(dependencies).toContain(path.join(patchesDir, '@rspress+core+2.0.22.patch'));
  const off: RsbuildConfig = { performance: { buildCache: false } };
  modify?.(off);
  expect(off).toEqual({ performance: { buildCache: false } });
});

test("Rspress's own caches are kept while the patches stay the same, and emptied when one changes", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'patches-cache-'));
  const patchesDir = path.join(root, 'patches');
  const cacheDir = path.join(root, 'cache');
  fs.mkdirSync(patchesDir);
  fs.writeFileSync(path.join(patchesDir, 'a.patch'), 'one');
  const beforeBuild = () => pluginRspressCachesFollowPatches({ patchesDir, cacheDir }).beforeBuild?.({} as never, true);
  await beforeBuild();
  fs.writeFileSync(path.join(cacheDir, 'page-index.json'), '{}');
  await beforeBuild();
  expect(fs.existsSync(path.join(cacheDir, 'page-index.json'))).toBe(true);
  fs.writeFileSync(path.join(patchesDir, 'a.patch'), 'two');
  await beforeBuild();
  expect(fs.existsSync(path.join(cacheDir, 'page-index.json'))).toBe(false);
  expect(fs.existsSync(path.join(cacheDir, 'patches.sha1'))).toBe(true);
  fs.rmSync(root, { recursive: true, force: true });
});

test.describe('build cache report', () => {
  // Messages as Rspack 2.2 logs them to `rspack.persistentCache` (seen in this project's builds and a small
  // Rspack project: empty cache, unchanged, one file changed).
  const reused = [
    'persistent cache enabled',
    'build dependencies are valid (59 tracked)',
    'meta persistent cache recovery succeeded',
    'snapshot restored with no changed dependencies',
    'make persistent cache recovery succeeded',
    'minimize persistent cache recovery succeeded',
  ];

  test('a recovered cache is reported as reused', () => {
    expect(cacheVerdict(reused)).toBe('reused');
    expect(cacheVerdict([...reused, "BuildDependencies: can't resolve hast in /repo/site.\n  - NotFound(\"hast\")"])).toBe('reused');
  });

  test('a thrown-away cache is reported with the reason Rspack gives', () => {
    const version = ['persistent cache enabled', 'meta persistent cache recovery failed: persistent cache version does not match'];
    expect(cacheVerdict(version)).toBe('not reused: meta persistent cache recovery failed: persistent cache version does not match');
    const deps = ['persistent cache invalidated because build dependencies changed:\nmodified paths (1):\n  - /repo/rspress.config.ts'];
    expect(cacheVerdict(deps)).toBe('not reused: persistent cache invalidated because build dependencies changed: modified paths (1): - /repo/rspress.config.ts');
  });

  test('a cache with changed files is reused, and says how many changed', () => {
    const changed = reused.map((message) =>
      message.startsWith('snapshot') ? 'snapshot restored with detected changed dependencies:\nmodified paths (1):\n  - /repo/docs/en/index.md' : message,
    );
    expect(cacheVerdict(changed)).toBe('reused (1 file changed)');
  });

  test('an empty cache folder is a first build: everything "recovers", but no snapshot is restored', () => {
    const empty = ['persistent cache enabled', 'build dependencies are valid (0 tracked)', 'meta persistent cache recovery succeeded', 'make persistent cache recovery succeeded', 'minimize persistent cache recovery succeeded'];
    expect(cacheVerdict(empty)).toBe('not reused: nothing to recover (first build)');
  });
});
