/**
 * Runs of docs/{en,zh}/guide/debug/build-profiling.mdx: a React app with 500 generated components, traced
 * with RSPACK_PROFILE, profiled with `node --cpu-prof`, and built with performance.profile and printFileSize.
 * What a profile measures changes from run to run; the runs show only what does not: file names (the trace
 * folder's time stamp and process id pinned to one value), span names and counts, log lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { reactApp } from '../../support/debug-faq.mjs';

/** The trace folder is named after the time and the process id: pinned to 2025-06-02 09:30 UTC and pid 4242. */
const pinTraceFolder = (text) => text.replace(/\.rspack-profile-\d+-\d+/g, '.rspack-profile-1748856600000-4242');

export default {
  profile: {
    files: reactApp(500),
    async run(ctx) {
      const build = await ctx.rsbuild('build', { env: { RSPACK_PROFILE: 'OVERVIEW' } });
      const [folder] = fs.readdirSync(ctx.dir).filter((name) => name.startsWith('.rspack-profile-'));
      const summary = await ctx.exec('node', ['trace-summary.mjs', `${folder}/trace.json`]);
      // Span times, and so the order of the rows below the module-build spans, change on every run: the
      // four module-build spans lead by far on every run and show the counts, which do not change.
      return { build: pinTraceFolder(ctx.between(build.output, /^ready/)), summary: summary.output.split('\n').slice(0, 4).join('\n') };
    },
  },
  logger: {
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      const { output } = await ctx.rsbuild('build', { env: { RSPACK_PROFILE: 'OVERVIEW', RSPACK_TRACE_LAYER: 'logger' } });
      // The last span (the compiler closing) and the line after it. Its busy and idle times change on every
      // run: they are pinned to one run's values.
      const spans = output.trimEnd().split('\n\n');
      return {
        logger: `${spans.at(-2)}\n\n${spans.at(-1)}`.replace(/time\.busy: [\d.]+\D?s, time\.idle: [\d.]+\D?s/g, 'time.busy: 35.8µs, time.idle: 3.11µs'),
      };
    },
  },
  'cpu-prof': {
    // Only the file's name is shown: a small app is enough.
    files: { 'src/index.js': "document.querySelector('#root').textContent = 'Hello';\n" },
    async run(ctx) {
      // The page runs ./node_modules/@rsbuild/core/bin/rsbuild.js: the packages are a folder further up here.
      fs.symlinkSync('../../node_modules', path.join(ctx.dir, 'node_modules'));
      await ctx.exec('node', ['--cpu-prof', './node_modules/@rsbuild/core/bin/rsbuild.js', 'build']);
      return { files: fs.readdirSync(ctx.dir).filter((name) => name.endsWith('.cpuprofile')).join('\n') };
    },
  },
  stats: {
    extends: 'profile',
    async run(ctx) {
      const build = await ctx.rsbuild('build');
      // The page's slowest-modules.mjs must work; what it prints changes on every build (the page shows one run).
      const slowest = await ctx.exec('node', ['slowest-modules.mjs']);
      if (slowest.code !== 0 || slowest.stdout.trim().split('\n').length !== 5) throw new Error(`slowest-modules.mjs printed:\n${slowest.output}`);
      return { build: ctx.between(build.output, /^Webpack Bundle Analyzer/, /^ready/) };
    },
  },
  size: {
    extends: 'profile',
    async run(ctx) {
      return { build: ctx.between((await ctx.rsbuild('build')).output, /^ready/) };
    },
  },
};
