/**
 * Check 9, api: the plugin API and JavaScript API pages have one `###` section for every member of the
 * @rsbuild/core 1.3.22 types they document, and no section for a member that does not exist.
 *
 * Each surface is a page, a set of member names and the prefix its headings use, e.g. the instance page
 * documents `RsbuildInstance` with headings `### rsbuild.build {#rsbuild-build}`. On a page without a
 * prefix, every `###` heading that is a single identifier is a member section. The types page is checked
 * one way only: each identifier heading must name a type that 1.3.22 exports.
 * Needs TypeScript 5.x/6.x (the compiler API).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { failure } from './markdown.mjs';
import { kebab } from './options.mjs';
import { loadTypeScript } from './typescript.mjs';

/** A hook of the plugin API: documented on the hooks page instead of the core page. */
export const isHook = (name) => /^(on|modify)[A-Z]/.test(name);

/**
 * The pages and the member lists they must cover. `members(core)` picks from what `readCoreApi` returns.
 * `complete: false` means the page may document a subset, but only of real names.
 */
export const SURFACES = [
  { page: 'plugins/dev/core.mdx', what: 'RsbuildPluginAPI (hooks excluded)', prefix: 'api.', members: (core) => core.RsbuildPluginAPI.filter((name) => !isHook(name)) },
  { page: 'plugins/dev/hooks.mdx', what: 'the hooks of RsbuildPluginAPI', prefix: '', members: (core) => core.RsbuildPluginAPI.filter(isHook) },
  { page: 'api/javascript-api/core.mdx', what: 'the runtime exports of @rsbuild/core', prefix: '', members: (core) => core.runtimeExports },
  { page: 'api/javascript-api/instance.mdx', what: 'RsbuildInstance', prefix: 'rsbuild.', members: (core) => core.RsbuildInstance },
  { page: 'api/javascript-api/dev-server-api.mdx', what: 'RsbuildDevServer', prefix: 'server.', members: (core) => core.RsbuildDevServer },
  { page: 'api/javascript-api/environment-api.mdx', what: 'EnvironmentAPI (server.environments.<name>)', prefix: 'environment.', members: (core) => core.EnvironmentAPI },
  { page: 'api/javascript-api/types.mdx', what: 'the types @rsbuild/core exports', prefix: '', members: (core) => core.exportedTypes, complete: false },
];

/**
 * Member names of the documented 1.3.22 types, its runtime exports and its exported type names.
 * @returns {Promise<{ RsbuildPluginAPI: string[], RsbuildInstance: string[], RsbuildDevServer: string[], EnvironmentAPI: string[], runtimeExports: string[], exportedTypes: string[] }>}
 */
export async function readCoreApi(repoRoot) {
  const ts = loadTypeScript(repoRoot);
  const packageDir = path.join(repoRoot, 'node_modules/@rsbuild/core-1.3');
  const entry = path.join(packageDir, 'dist-types/index.d.ts');
  const configTypes = path.join(packageDir, 'dist-types/types/config.d.ts');
  const program = ts.createProgram([entry], { skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const exportsOf = (file) => {
    const symbol = checker.getSymbolAtLocation(program.getSourceFile(file));
    if (!symbol) throw new Error(`Cannot read ${file}: is @rsbuild/core-1.3 installed (npm ci)?`);
    return checker.getExportsOfModule(symbol);
  };
  const publicExports = exportsOf(entry);
  const typeOf = (exports, name) => {
    const symbol = exports.find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`@rsbuild/core 1.3.22 has no type ${name}`);
    const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    return checker.getDeclaredTypeOfSymbol(resolved);
  };
  const membersOf = (type) => type.getProperties().map((property) => property.name);
  // EnvironmentAPI is a record keyed by environment name: its members are those of the value type.
  const environmentRecord = typeOf(exportsOf(configTypes), 'EnvironmentAPI');
  const environment = checker.getIndexTypeOfType(environmentRecord, ts.IndexKind.String) ?? environmentRecord;
  const runtime = await import(pathToFileURL(path.join(packageDir, 'dist/index.js')).href);
  return {
    RsbuildPluginAPI: membersOf(typeOf(publicExports, 'RsbuildPluginAPI')),
    RsbuildInstance: membersOf(typeOf(publicExports, 'RsbuildInstance')),
    RsbuildDevServer: membersOf(typeOf(publicExports, 'RsbuildDevServer')),
    EnvironmentAPI: membersOf(environment),
    runtimeExports: Object.keys(runtime),
    exportedTypes: publicExports.map((symbol) => symbol.name),
  };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * @param {{ file: string, page: ReturnType<import('./markdown.mjs').parsePage> }[]} pages
 * @param {{ docsRoot: string, core: Awaited<ReturnType<typeof readCoreApi>>, langs?: string[], surfaces?: typeof SURFACES }} options
 */
export function checkApi(pages, { docsRoot, core, langs = ['en', 'zh'], surfaces = SURFACES }) {
  const failures = [];
  let members = 0;
  for (const surface of surfaces) {
    const names = surface.members(core);
    const complete = surface.complete !== false;
    if (complete) members += names.length;
    for (const lang of langs) {
      const file = path.join(docsRoot, lang, surface.page);
      const entry = pages.find((candidate) => candidate.file === file);
      if (!entry) {
        failures.push(failure(file, 1, `no page for ${surface.what}: create ${path.relative(docsRoot, file)} with one "### ${surface.prefix}<name> {#id}" section per member`));
        continue;
      }
      const isMemberHeading = (text) => (surface.prefix ? text.startsWith(surface.prefix) : IDENTIFIER.test(text));
      const sections = entry.page.headings.filter((heading) => heading.depth === 3 && isMemberHeading(heading.text));
      const documented = new Set();
      for (const section of sections) {
        const name = section.text.slice(surface.prefix.length);
        documented.add(name);
        if (!names.includes(name)) {
          failures.push(failure(file, section.line, `"${section.text}" names no member of ${surface.what} in @rsbuild/core 1.3.22: rename or remove the section`));
        }
      }
      if (!complete) continue;
      const h1 = entry.page.headings.find((heading) => heading.depth === 1)?.line ?? 1;
      for (const name of names) {
        if (!documented.has(name)) {
          failures.push(failure(file, h1, `${surface.prefix}${name} (${surface.what}) has no section: add "### ${surface.prefix}${name} {#${kebab(`${surface.prefix}${name}`.replace('.', '-')).replace(/^-/, '')}}"`));
        }
      }
    }
  }
  return { failures, surfaces: surfaces.filter((surface) => surface.complete !== false).length, members };
}
