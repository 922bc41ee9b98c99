/**
 * Where Rspack's own (native) work goes in a build, from the trace Rspack writes with `RSPACK_PROFILE=OVERVIEW`
 * (`.rspack-profile-<time>-<pid>/rspack.log` in the working directory: one JSON event a line, about 200 MB for a
 * cold build of this site). `npm run measure -- --profile-build` turns it on for the cold build, next to the
 * JavaScript CPU profiles of scripts/cpuProfile.mjs, which see Rspack's work only as the main thread waiting.
 *
 * Each span's busy time (`time.busy` of its `close` event) is summed by span name over the three compilers and
 * their child compilations. Spans nest (`Compilation:build_module_graph` holds `NormalModule:build`, which holds
 * `loader:builtin-swc`), so the rows overlap: read each as the time of that step, not as a share of a total.
 * Events of JavaScript loaders (target `javascript`, such as the mdx loader) are left out: their time is the
 * JavaScript the CPU profiles break down, and the waits in between.
 */
import fs from 'node:fs';
import readline from 'node:readline';

/** A `time.busy` value as tracing prints it (`12.5ms`, `830µs`, `1.2s`, `900ns`) in milliseconds. */
export function busyMilliseconds(text) {
  const match = /^([\d.]+)(ns|µs|us|ms|s)$/.exec(String(text));
  if (!match) return 0;
  const scale = { ns: 1e-6, µs: 1e-3, us: 1e-3, ms: 1, s: 1000 }[match[2]];
  return Number(match[1]) * scale;
}

/**
 * Busy time by span, largest first.
 * @param {string} file  the trace (`rspack.log`)
 * @param {{ top?: number }} [options]  how many spans to return (default 15)
 * @returns {Promise<Array<{ span: string, seconds: number, count: number }>>}  `span` is `<target> :: <name>`;
 *   `count` how many times it ran
 * @throws when the file holds no span events (not a trace Rspack wrote with RSPACK_PROFILE)
 */
export async function summarizeRspackTrace(file, { top = 15 } = {}) {
  const bySpan = new Map();
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.includes('"close"')) continue;
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      continue;
    }
    if (event.fields?.message !== 'close' || event.target === 'javascript' || !event.span?.name) continue;
    const span = `${event.target} :: ${event.span.name}`;
    const row = bySpan.get(span) ?? { span, seconds: 0, count: 0 };
    row.seconds += busyMilliseconds(event.fields['time.busy']) / 1000;
    row.count += 1;
    bySpan.set(span, row);
  }
  if (bySpan.size === 0) throw new Error(`${file} holds no span events: it is not a trace Rspack wrote with RSPACK_PROFILE=OVERVIEW`);
  return [...bySpan.values()].sort((a, b) => b.seconds - a.seconds).slice(0, top);
}
