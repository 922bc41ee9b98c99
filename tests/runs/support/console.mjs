/**
 * Waiting on what a page printed, for runs that open it with `ctx.browser(url, (page, log) => …)`: console
 * messages reach the log a moment after the page printed them.
 */

/**
 * Waits until a line of the browser log matches `pattern`, and returns that line.
 * @param {string[]} log  the lines `ctx.browser` collects
 * @param {RegExp} pattern
 * @param {number} [ms]  how long to wait, in milliseconds
 * @throws when no line matches in time, with the lines the page did print
 */
export async function waitForLine(log, pattern, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const line = log.find((entry) => pattern.test(entry));
    if (line) return line;
  }
  throw new Error(`the browser console did not print ${pattern}. It printed:\n${log.join('\n')}`);
}
