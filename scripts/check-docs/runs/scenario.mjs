/**
 * Runs one scenario of the `runs` check: makes its project in a fresh folder and calls its `run()`.
 * Part of the runner: a change here changes every scenario's key in the record (ledger.mjs), so the next
 * check runs them all again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createContext, RUNS_DIR } from './context.mjs';

/** How long one scenario may take, in ms, before it fails. */
export const SCENARIO_TIMEOUT = 180_000;

/**
 * @param {{ entry: { key: string, runFile: string }, name: string, scenario: { files?: Record<string, string | Buffer>, fixtures?: string, run: Function }, inputs: Array<{ path: string, code: string }> }} job
 *   `entry.key` is the page path (`guide/basic/cli`); `inputs` are the page's blocks for this scenario, in order
 * @returns {Promise<{ dir: string, outputs?: Record<string, string>, error?: string }>} the project folder, and
 *   the texts `run()` returned, or the error it threw (or a time-out after `SCENARIO_TIMEOUT`)
 */
export async function runScenario({ entry, name, scenario, inputs }) {
  // The project sits one folder down, so that a page may show a sibling folder (`../shared-public`).
  const home = path.join(RUNS_DIR, `${entry.key.replace(/[\\/]/g, '_')}--${name}`);
  const dir = path.join(home, 'my-app');
  fs.rmSync(home, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const [file, content] of Object.entries(scenario.files ?? {})) write(file, content);
  if (scenario.fixtures) fs.cpSync(path.resolve(path.dirname(entry.runFile), scenario.fixtures), dir, { recursive: true });
  for (const input of inputs) write(input.path, `${input.code}\n`);
  const ctx = createContext(dir);
  let timer;
  try {
    const outputs = await Promise.race([
      scenario.run(ctx),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`took longer than ${SCENARIO_TIMEOUT / 1000} s`)), SCENARIO_TIMEOUT); }),
    ]);
    return { dir, outputs };
  } catch (error) {
    return { dir, error: error?.stack ?? String(error) };
  } finally {
    clearTimeout(timer);
    await ctx.cleanup();
  }
}
