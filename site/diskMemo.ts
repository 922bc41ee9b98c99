import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Results of a pure, slow build step kept between builds, keyed by a hash of the input (issue 25: reading the
 * code blocks of 366 pages again took 5-6 s of every build, changed or not).
 *
 * One JSON file a step, under `node_modules/.cache/site/` (CI restores that folder with Rspack's cache). An
 * entry is reused only when both the input and `version` are the same; `version` must change whenever the
 * step's code or the libraries it calls change (hash their source and package versions). `save()` writes only
 * the entries this build used, so the file does not grow with old pages. A missing or unreadable file is an
 * empty memo, never an error.
 *
 * `seed(input, result)` stores a result computed elsewhere (a worker thread running the same step) for `get`.
 *
 * @param name     file name of the memo, `<name>.json`
 * @param version  what the results depend on besides the input
 * @param compute  the step; its result must survive JSON
 * @param dir      the folder (default: `node_modules/.cache/site` of the working directory)
 */
export function diskMemo<T>(
  name: string,
  version: string,
  compute: (input: string) => T,
  dir = DEFAULT_DIR(),
): { get(input: string): T; seed(input: string, result: T): void; save(): void; hits: number; misses: number } {
  const file = path.join(dir, `${name}.json`);
  const stored = readMemo<T>(file, version);
  const used = new Map<string, T>();
  const memo = {
    hits: 0,
    misses: 0,
    get(input: string): T {
      const key = keyOf(input);
      if (used.has(key)) return used.get(key) as T;
      let result = stored.get(key);
      if (result === undefined) {
        result = compute(input);
        memo.misses++;
      } else memo.hits++;
      used.set(key, result);
      return result;
    },
    seed(input: string, result: T): void {
      stored.set(keyOf(input), result);
    },
    save(): void {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ version, entries: Object.fromEntries(used) }));
    },
  };
  return memo;
}

/** The memo folder when none is given: `node_modules/.cache/site` of the working directory. */
const DEFAULT_DIR = () => path.join(process.cwd(), 'node_modules/.cache/site');

/** An input's key in the memo file. */
const keyOf = (input: string) => createHash('sha1').update(input).digest('hex');

/**
 * Whether the memo `name` holds results of this `version` (false when it has none, or another version's): a cold
 * build, which may want to compute ahead in parallel what `get` would compute one by one.
 */
export function memoIsCurrent(name: string, version: string, dir = DEFAULT_DIR()): boolean {
  return readMemo(path.join(dir, `${name}.json`), version).size > 0;
}

function readMemo<T>(file: string, version: string): Map<string, T> {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string; entries?: Record<string, T> };
    return data.version === version && data.entries ? new Map(Object.entries(data.entries)) : new Map();
  } catch {
    return new Map();
  }
}

/** A version string from the given parts: source text of functions and regular expressions, package versions. */
export function versionOf(...parts: (string | RegExp | ((...args: never[]) => unknown))[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(String(part)).update('\0');
  return hash.digest('hex');
}
