/**
 * Helpers for the runs of the Preact pages (docs/{en,zh}/guide/framework/preact.mdx and
 * plugins/list/plugin-preact.mdx).
 *
 * Those pages show what happens in a project where React is NOT installed. The run projects sit below the
 * shared `node_modules` (scripts/check-docs/runs/context.mjs), which holds react, react-dom and @types/react,
 * so any `import 'react'` there resolves. `withoutReact()` copies the project to a folder that has no such
 * parent and gives it a `node_modules` of its own: links to the packages the project installs, and a real
 * copy of the React library under test, whose `import 'react'` then finds nothing, as in the reader's
 * project. What the commands print is shown with the run's own project folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_DIR } from '../../../scripts/check-docs/runs/context.mjs';

/** Outside /tmp/rsbuild-docs-runs, so that its `node_modules` is not a parent folder. */
const ISOLATED_DIR = '/tmp/rsbuild-docs-isolated';

/**
 * @param {ReturnType<import('../../../scripts/check-docs/runs/context.mjs').createContext>} ctx
 * @param {{ link?: string[], copy?: string[] }} packages  `link`: packages the reader installed (their own
 *   dependencies resolve where they really are); `copy`: packages whose imports must resolve from the project
 * @returns {{ dir: string, exec: typeof ctx.exec, rsbuild: typeof ctx.rsbuild }}  commands run in the copy
 */
export function withoutReact(ctx, { link = [], copy = [] }) {
  const dir = path.join(ISOLATED_DIR, path.basename(path.dirname(ctx.dir)), 'my-app');
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  fs.cpSync(ctx.dir, dir, { recursive: true, filter: (from) => !/[\\/](node_modules|dist)$/.test(from) });
  const modules = path.join(dir, 'node_modules');
  for (const name of ['@rsbuild/core', ...link]) {
    fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    fs.symlinkSync(path.join(MODULES_DIR, name), path.join(modules, name));
  }
  for (const name of copy) fs.cpSync(path.join(MODULES_DIR, name), path.join(modules, name), { recursive: true });
  const shown = (result) => {
    const map = (text) => text.split(dir).join(ctx.dir);
    return { ...result, stdout: map(result.stdout), stderr: map(result.stderr), output: map(result.output) };
  };
  return {
    dir,
    exec: async (command, args, options = {}) => shown(await ctx.exec(command, args, { ...options, cwd: dir })),
    rsbuild: async (args, options = {}) => shown(await ctx.rsbuild(args, { ...options, cwd: dir })),
  };
}
