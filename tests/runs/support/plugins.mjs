/**
 * Helpers shared by the runs of the plugin pages (docs/{en,zh}/plugins/ and shared/hooks/).
 */

/**
 * A nested part of a generated config (`rsbuild inspect` output): the first line that matches `start`
 * (after `skip` earlier matches), down to the line that closes it at the same indentation, dedented.
 * @param {string} text
 * @param {RegExp} start
 * @param {{ skip?: number }} [options]
 */
export function configPart(text, start, { skip = 0 } = {}) {
  const lines = text.split('\n');
  let from = -1;
  for (let i = 0, seen = 0; i < lines.length; i++) {
    if (start.test(lines[i]) && seen++ === skip) { from = i; break; }
  }
  if (from < 0) throw new Error(`no line matches ${start}`);
  const indent = /^\s*/.exec(lines[from])[0];
  let to = from;
  if (/[[{(]\s*$/.test(lines[from])) {
    to = lines.findIndex((line, i) => i > from && line.startsWith(indent) && /^\s*[\]})]/.test(line) && /^\s*/.exec(line)[0] === indent);
  }
  // A part cut out of a list ends without the list's comma.
  return lines.slice(from, to + 1).map((line) => line.slice(indent.length)).join('\n').replace(/,$/, '');
}

/** The file table that `rsbuild build` prints, from `File (web)` to `Total:`. */
export const fileTable = (ctx, output) => ctx.between(output, /^File \(/, /Total:/);

/** The Rspack config that `rsbuild inspect` wrote for an environment. */
export const inspected = (ctx, env = 'web') => ctx.read(`dist/.rsbuild/rspack.config.${env}.mjs`);

/**
 * Builds, serves `dist` with `rsbuild preview` and opens the page: what the console printed (one line
 * each) and the page's text.
 */
export async function previewInBrowser(ctx, { env, steps } = {}) {
  const build = await ctx.rsbuild('build', { env });
  const server = await ctx.previewServer([], { env });
  const page = await ctx.browser(server.url, steps ?? ((p) => p.waitForLoadState('networkidle')));
  await server.stop();
  return { build: build.output, log: page.log.join('\n'), text: page.text };
}
