/**
 * Runs of docs/{en,zh}/guide/basic/upgrade-rsbuild.mdx: the project after the upgrade, with the page's
 * `package.json`. Its `node_modules` holds what `npm install` would put there for those two ranges, offline:
 * hard links to the workspace's @rsbuild/core 1.3.22 and @rsbuild/plugin-react 1.3.2 and everything they
 * depend on. The outputs of Rsbuild 1.2.19 and of the npm registry are marked `norun` on the page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MODULES_DIR } from '../../../../scripts/check-docs/runs/context.mjs';

/** Links `names` and the packages they need (dependencies, and peers that are not optional) into `node_modules`. */
function install(ctx, names) {
  const seen = new Set();
  for (const queue = [...names]; queue.length; ) {
    const name = queue.shift();
    // Optional platform binaries of other systems are not there.
    if (seen.has(name) || !fs.existsSync(path.join(MODULES_DIR, name))) continue;
    seen.add(name);
    const pkg = JSON.parse(fs.readFileSync(path.join(MODULES_DIR, name, 'package.json'), 'utf8'));
    const peers = Object.keys(pkg.peerDependencies ?? {}).filter((peer) => !pkg.peerDependenciesMeta?.[peer]?.optional);
    queue.push(...Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }), ...peers);
  }
  for (const name of seen) {
    const target = path.join(ctx.dir, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    execFileSync('cp', ['-al', path.join(MODULES_DIR, name), target]);
  }
  // The CLI, where `npx rsbuild` finds it.
  fs.mkdirSync(path.join(ctx.dir, 'node_modules/.bin'));
  fs.symlinkSync('../@rsbuild/core/bin/rsbuild.js', path.join(ctx.dir, 'node_modules/.bin/rsbuild'));
}

export default {
  upgraded: {
    async run(ctx) {
      install(ctx, ['@rsbuild/core', '@rsbuild/plugin-react']);
      const version = await ctx.exec('npx', ['rsbuild', '--version']);
      const ls = await ctx.exec('npm', ['ls', '@rsbuild/core', '@rsbuild/plugin-react', '@rspack/core']);
      if (ls.code !== 0) throw new Error(`npm ls exited with ${ls.code}:\n${ls.output}`);
      return { version: version.output, ls: ls.output };
    },
  },
};
