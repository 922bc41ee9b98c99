/**
 * Check 1, option coverage: every option of the 1.3.22 types has a page at
 * `docs/<lang>/config/<group>/<kebab-name>.mdx` (top-level: `config/<name>.mdx`), and every
 * config page names an option that exists. Exceptions live in allowlist.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { UNDOCUMENTED_OPTIONS } from './allowlist.mjs';
import { failure } from './markdown.mjs';
import { camel, kebab } from './options.mjs';

/** The option path a config page documents, from its file path: `server/port.mdx` → `server.port`. */
export function optionPathOf(relativeToConfig) {
  const parts = relativeToConfig.replace(/\.mdx?$/, '').split(path.sep);
  if (parts.at(-1) === 'index') return undefined; // the overview page
  return parts.map(camel).join('.');
}

/** Page file (without extension) where an option is expected, relative to `config/`. */
export function expectedPageOf(optionPath) {
  return optionPath.split('.').map(kebab).join('/');
}

/**
 * @param {{ docsRoot: string, langs: string[], tree: { topLevel: string[], groups: Record<string, string[]> } }} context
 */
export function checkCoverage({ docsRoot, langs, tree }) {
  const failures = [];
  const options = [
    ...tree.topLevel,
    ...Object.entries(tree.groups).flatMap(([group, keys]) => keys.map((key) => `${group}.${key}`)),
  ];
  const known = new Set(options);
  // An allowlist entry may name a whole group (e.g. `_privateMeta`): its options are covered too.
  const isAllowlisted = (option) =>
    Object.keys(UNDOCUMENTED_OPTIONS).some((name) => option === name || option.startsWith(`${name}.`));
  for (const name of Object.keys(UNDOCUMENTED_OPTIONS)) {
    if (name in tree.groups) continue;
    if (!known.has(name)) {
      failures.push(failure(path.join(path.dirname(new URL(import.meta.url).pathname), 'allowlist.mjs'), 1,
        `allowlist names "${name}", which is not an option of @rsbuild/core 1.3.22: remove it`));
    }
  }
  const documented = options.filter((option) => !isAllowlisted(option));
  for (const lang of langs) {
    const configDir = path.join(docsRoot, lang, 'config');
    for (const option of documented) {
      const base = path.join(configDir, expectedPageOf(option));
      if (!fs.existsSync(`${base}.mdx`) && !fs.existsSync(`${base}.md`)) {
        failures.push(failure(`${base}.mdx`, 1, `option "${option}" has no page: expected ${path.relative(docsRoot, base)}.mdx`));
      }
    }
    for (const file of listConfigPages(configDir)) {
      const option = optionPathOf(path.relative(configDir, file));
      if (option && !known.has(option)) {
        failures.push(failure(file, 1, `page documents "${option}", which is not an option of @rsbuild/core 1.3.22: rename or remove the page`));
      }
    }
  }
  return { failures, options: documented.length, allowlisted: Object.keys(UNDOCUMENTED_OPTIONS).length };
}

export function listConfigPages(configDir) {
  if (!fs.existsSync(configDir)) return [];
  return fs
    .readdirSync(configDir, { recursive: true })
    .filter((name) => /\.mdx?$/.test(name) && !path.basename(name).startsWith('_'))
    .map((name) => path.join(configDir, name))
    .sort();
}
