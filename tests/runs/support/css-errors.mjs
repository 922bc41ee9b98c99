/**
 * What Rsbuild 1.3.22 prints first when a CSS, Less or Sass file fails to build: Rspack's CSS extract loader gets
 * no result for the file and fails on it, and its error comes before the one that names the cause:
 *
 *   File: /home/user/my-app/src/style.css:1:1
 *     × Module build failed:
 *     ╰─▶   × TypeError: Cannot read properties of undefined (reading '__esModule')
 *
 * Pages show it above the real error, so that the reader finds the block they see first.
 */
const FOLLOW_ON = /× TypeError: Cannot read properties of undefined \(reading '__esModule'\)/;

/**
 * That first error, as its three headline lines (the loader's stack trace after them is left out).
 * @param {string} output  the build's output
 * @returns {string}
 * @throws when the build's first error is not the extract loader's: the page's claim no longer holds
 */
export function cssFollowOnError(output) {
  const lines = output.split('\n');
  const at = lines.findIndex((line) => FOLLOW_ON.test(line));
  const firstError = lines.findIndex((line) => /^\s*(×|╰─▶)/.test(line) && !/× Module build failed:/.test(line));
  if (at < 0 || firstError !== at) throw new Error(`the first error is not the CSS extract loader's TypeError:\n${output}`);
  const file = lines.slice(0, at).findLastIndex((line) => /^File: /.test(line));
  return lines.slice(file, at + 1).map((line) => line.replace(/\s+$/, '')).join('\n');
}
