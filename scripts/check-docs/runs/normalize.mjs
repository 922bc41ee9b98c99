/**
 * What the `runs` check ignores when it compares an output block with what a run printed: only what
 * truly varies between runs. Both sides go through `normalize`, so a page may show a real duration or
 * port and still match. Everything else (content hashes, file names, sizes, log lines, error text) is
 * compared exactly: with pinned package versions it is the same on every machine.
 */

/**
 * The project's absolute path as pages show it. A run's real folder (a scratch folder under
 * `/tmp/rsbuild-docs-runs/`) is replaced with it, in both the compared and the written text.
 */
export const SHOWN_PROJECT_PATH = '/home/user/my-app';

/** A fixed, realistic date and time that stands for "when it ran" on a page (pages carry no run dates). */
const SHOWN_DATE = { iso: '2025-06-02T09:30:00', compact: '20250602.093000' };

import path from 'node:path';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * Turns what a run printed into the text a page shows: colors gone, trailing spaces trimmed, leading
 * and trailing blank lines dropped, the run's folders shown as `SHOWN_PROJECT_PATH`, dates as a fixed date.
 * `--update` writes this into the page.
 * @param {string} text  raw output
 * @param {{ projectDir: string, moduleDirs: string[] }} where  the run's project folder (its parent folder
 *   is shown as the parent of `SHOWN_PROJECT_PATH`), and the `node_modules` folders its packages really
 *   live in (shown as `<project>/node_modules`)
 */
export function toShown(text, { projectDir, moduleDirs }) {
  let out = text.replace(ANSI, '').replace(/\r\n?/g, '\n');
  for (const dir of moduleDirs) out = out.split(dir).join(`${SHOWN_PROJECT_PATH}/node_modules`);
  out = out.split(projectDir).join(SHOWN_PROJECT_PATH);
  out = out.split(path.dirname(projectDir)).join(path.posix.dirname(SHOWN_PROJECT_PATH));
  out = out
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?/g, SHOWN_DATE.iso)
    .replace(/\b\d{8}\.\d{6}\.\d+\.\d+\.\d{3}\b/g, `${SHOWN_DATE.compact}.4242.0.001`);
  return trimBlock(withoutPortNotice(out));
}

/**
 * The dev server's notice that its port was taken (`info    port 3000 is in use, using port 3001.`) says
 * what else runs on the machine, here the scenarios beside it: it is left out of both sides.
 */
function withoutPortNotice(text) {
  return text.replace(/^.*\bport \d+ is in use, using port \d+\.?[ \t]*\n?/gm, '');
}

/** Trailing spaces of each line and blank lines at both ends removed; tabs kept. */
export function trimBlock(text) {
  const lines = text.split('\n').map((line) => line.replace(/\s+$/, ''));
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines.at(-1)) lines.pop();
  return lines.join('\n');
}

/**
 * The comparable form of a block or an output. Replaced on both sides:
 * - durations (`built in 0.29 s`, `(5.705 s)`, `12ms`, `43.4µs`) and times of day (`12:45:05`), which depend
 *   on the machine and the moment;
 * - IPv4 addresses other than loopback (the dev server's "Network" line), which depend on the machine;
 * - ports after a host or such an address (`localhost:3000`), since parallel runs let the server choose a
 *   free one; the notice that a port was taken is dropped from both sides.
 * Dates are not replaced here: `toShown` already writes every run's dates as one fixed date, so a page that
 * still shows the day someone ran it fails and `--update` puts the fixed date in.
 * Column padding of tables changes with the width of a duration or port, so runs of spaces count as one
 * (a line's indentation included).
 */
export function normalize(text) {
  return trimBlock(withoutPortNotice(text.replace(ANSI, '')))
    .replace(/\b\d+(?:\.\d+)? ?(?:ms|s|µs|ns)(?![\w])/g, '<time>')
    .replace(/\b\d{2}:\d{2}:\d{2}\b/g, '<clock>')
    .replace(/\b(?!127\.|0\.0\.0\.0)\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/g, '<ip>')
    .replace(/(localhost|127\.0\.0\.1|\[::1?\]|0\.0\.0\.0|<ip>):\d{2,5}\b/g, '$1:<port>')
    .replace(/ +/g, ' ');
}

/**
 * The first line where two normalized texts differ, for the failure message (1-based, in the block).
 * @returns {{ line: number, expected: string, actual: string } | undefined}
 */
export function firstDifference(expected, actual) {
  const a = normalize(expected).split('\n');
  const b = normalize(actual).split('\n');
  const rawA = trimBlock(expected).split('\n');
  const rawB = trimBlock(actual).split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] !== b[i]) return { line: i + 1, expected: rawA[i] ?? '(no line)', actual: rawB[i] ?? '(no line)' };
  }
  return undefined;
}
