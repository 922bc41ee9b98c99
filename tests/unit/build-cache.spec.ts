/**
 * site/buildCache.ts: the cache version Rspress gives Rspack's persistent cache must not depend on the nav and
 * sidebar (their order made every build cold; a new page title made a one-page edit a cold build), and the
 * build's report line must say whether the cache was reused from the messages Rspack logs.
 */
import { expect, test } from '@playwright/test';
import type { RsbuildConfig, RsbuildPluginAPI } from '@rsbuild/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheVerdict, isNavAndSidebar, pluginPatchesInBuildCache, pluginRspressCachesFollowPatches, pluginStableCacheDigest, sortedJson } from '../../site/buildCache';

test.describe('stable cache digest', () => {
  const sidebarA = JSON.stringify([{ nav: undefined, sidebar: { '/config': [{ text: 'root', link: '/config/root' }], '/zh/config': [] } }]);
  const sidebarB = JSON.stringify([{ sidebar: { '/zh/config': [], '/config': [{ link: '/config/root', text: 'root' }] } }]);

  test('the same sidebar built in another order gives the same entry', () => {
    expect(sidebarA).not.toEqual(sidebarB);
    expect(sortedJson(sidebarA)).toEqual(sortedJson(sidebarB));
  });

  test('a changed sidebar still gives a changed entry, and array order is kept', () => {
    const renamed = sidebarA.replace('"root"', '"mode"');
    expect(sortedJson(renamed)).not.toEqual(sortedJson(sidebarA));
    expect(sortedJson('[2,1]')).toBe('[2,1]');
  });

  test('entries that are not JSON objects or arrays are kept as they are', () => {
    const routesCode = 'import { lazy } from "react";\nexport const routes = [];';
    for (const entry of [routesCode, '2.0.22', '{ not json', undefined]) expect(sortedJson(entry)).toBe(entry);
  });

  test("Rspress's nav and sidebar entry is told from the others", () => {
    expect(isNavAndSidebar(sidebarA)).toBe(true);
    expect(isNavAndSidebar(JSON.stringify({ nav: [], sidebar: {} }))).toBe(true);
    for (const entry of ['routes', '2.0.22', '[]', '{}', JSON.stringify([{ nav: [], other: 1 }]), JSON.stringify({ sidebar: {}, version: 2 }), '{ not json', undefined]) {
      expect(isNavAndSidebar(entry), String(entry)).toBe(false);
    }
  });

  test('the plugin drops the nav and sidebar from the cacheDigest Rspress sets, sorts other JSON, and leaves a config without one alone', () => {
    let modify: ((config: RsbuildConfig) => void) | undefined;
    const api = { modifyRsbuildConfig: (fn: typeof modify) => (modify = fn) } as unknown as RsbuildPluginAPI;
    pluginStableCacheDigest().setup(api);
    const config: RsbuildConfig = { performance: { buildCache: { cacheDigest: ['routes', sidebarB, '{"b":1,"a":2}', '2.0.22'] } } };
    modify?.(config);
    expect(config.performance?.buildCache).toEqual({ cacheDigest: ['routes', '{"a":2,"b":1}', '2.0.22'] });
    const off: RsbuildConfig = { performance: { buildCache: false } };
    modify?.(off);
    expect(off).toEqual({ performance: { buildCache: false } });
  });
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
