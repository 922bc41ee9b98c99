/**
 * Check 2, defaults: the default a config page states equals the real default of @rsbuild/core
 * 1.3.22, taken from `createRsbuild({ rsbuildConfig: {} })` → `initConfigs()` →
 * `getNormalizedConfig()`, once with NODE_ENV=production and once with NODE_ENV=development.
 *
 * A page states its default in one of three ways (English `**Default:**`, Chinese `**默认值：**`):
 *   1. `- **Default:** `3000`` — one inline JavaScript literal, nothing else on the line;
 *   2. `- **Default:**` alone, then a code block holding one JavaScript expression;
 *   3. words, ending with `{/* default-not-checked: <reason> *\/}` — for defaults that depend on the
 *      mode, the target or the machine, or that are not literals. Counted and listed with the reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { pathToFileURL } from 'node:url';
import { failure } from './markdown.mjs';

const DEFAULT_LABEL = /^\s*-\s+\*\*(?:Default:|默认值：)\*\*(.*)$/;
const NOT_CHECKED = /\{\/\*\s*default-not-checked:\s*(.*?)\s*\*\/\}/;

/**
 * Real normalized defaults of 1.3.22 in both modes, computed in an empty folder.
 * @returns {Promise<{ production: object, development: object }>}
 */
export async function loadRealDefaults(repoRoot) {
  const entry = pathToFileURL(path.join(repoRoot, 'node_modules/@rsbuild/core-1.3/dist/index.js')).href;
  const { createRsbuild } = await import(entry);
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-defaults-'));
  const previous = process.env.NODE_ENV;
  /** @type {{ production: object, development: object }} */
  const result = { production: {}, development: {} };
  try {
    for (const mode of ['production', 'development']) {
      process.env.NODE_ENV = mode;
      const rsbuild = await createRsbuild({ cwd, rsbuildConfig: {} });
      await rsbuild.initConfigs();
      result[mode] = rsbuild.getNormalizedConfig();
    }
  } finally {
    process.env.NODE_ENV = previous;
    fs.rmSync(cwd, { recursive: true, force: true });
  }
  return result;
}

const getPath = (object, dotted) => dotted.split('.').reduce((value, key) => (value == null ? undefined : value[key]), object);

export function deepEqual(a, b) {
  if (a === b) return true;
  if (a instanceof RegExp || b instanceof RegExp || Object.prototype.toString.call(a) === '[object RegExp]') {
    return String(a) === String(b);
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => a[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => b[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => deepEqual(a[key], b[key]));
}

export const show = (value) =>
  value === undefined ? 'undefined' : JSON.stringify(value, (_, v) => (v instanceof RegExp ? String(v) : v));

/** Evaluates a documented literal; returns `{ value }` or `{ error }`. */
function evaluate(source) {
  const expression = source.trim().replace(/^(?:const|let)\s+\w+\s*=\s*/, '').replace(/;\s*$/, '');
  try {
    return { value: vm.runInNewContext(`(${expression})`, {}, { timeout: 1000 }) };
  } catch (error) {
    return { error: error.message };
  }
}

/**
 * Reads the first `Default` line between two 1-based line numbers of a page (exclusive), in any of the
 * three forms above. Returns null when there is none; otherwise one of
 * `{ line, marked: reason }`, `{ line, value }` or `{ line, failure }`.
 * @param {ReturnType<import('./markdown.mjs').parsePage>} page
 * @param {string} label  what the default belongs to, for messages (e.g. `server.port`)
 */
export function readStatedDefault(page, fromLine, toLine, label, file) {
  const offset = page.lines.slice(fromLine, toLine - 1).findIndex((text) => DEFAULT_LABEL.test(text));
  if (offset < 0) return null;
  const index = fromLine + offset;
  const line = index + 1;
  const rest = DEFAULT_LABEL.exec(page.lines[index])[1].trim();
  const note = NOT_CHECKED.exec(rest);
  if (note) {
    if (!note[1]) return { line, failure: failure(file, line, 'default-not-checked needs a reason, e.g. {/* default-not-checked: depends on mode */}') };
    return { line, marked: note[1] };
  }
  let source;
  if (rest === '') {
    const block = page.codeBlocks.find((candidate) => candidate.line > line);
    const between = block && page.lines.slice(index + 1, block.line - 1).every((text) => text.trim() === '');
    if (!block || !between) {
      return { line, failure: failure(file, line, 'Default: is empty; put a literal after it, a code block right below it, or a default-not-checked note') };
    }
    source = block.code;
  } else {
    const literal = /^`([^`]+)`$/.exec(rest);
    if (!literal) {
      return {
        line,
        failure: failure(file, line, `Default: must be one inline literal such as \`3000\` (found "${rest}"); if the default depends on mode or environment, end the line with {/* default-not-checked: <reason> */}`),
      };
    }
    source = literal[1];
  }
  const documented = evaluate(source);
  if ('error' in documented) {
    return { line, failure: failure(file, line, `the documented default of ${label} is not a JavaScript literal (${documented.error})`) };
  }
  return { line, value: documented.value };
}

/**
 * @param {{ file: string, option: string, page: ReturnType<import('./markdown.mjs').parsePage> }[]} pages
 * @param {{ production: object, development: object }} real
 */
export function checkDefaults(pages, real) {
  const failures = [];
  const marked = [];
  let checked = 0;
  for (const { file, option, page } of pages) {
    const stated = readStatedDefault(page, 0, page.lines.length + 1, option, file);
    if (!stated) continue; // reported by the shape check
    const { line } = stated;
    if (stated.failure) {
      failures.push(stated.failure);
      continue;
    }
    if (stated.marked) {
      marked.push({ file, option, reason: stated.marked });
      continue;
    }
    checked++;
    const production = getPath(real.production, option);
    const development = getPath(real.development, option);
    if (!deepEqual(production, development)) {
      failures.push(
        failure(file, line, `${option} depends on the mode (production: ${show(production)}, development: ${show(development)}): say so and mark the line with {/* default-not-checked: depends on mode */}`),
      );
    } else if (!deepEqual(stated.value, production)) {
      failures.push(failure(file, line, `wrong default for ${option}: expected ${show(production)} (from @rsbuild/core 1.3.22), found ${show(stated.value)}`));
    }
  }
  return { failures, checked, marked };
}
