/**
 * Where a build's JavaScript time goes, from V8 CPU profiles (`node --cpu-prof`): `npm run measure --
 * --profile-build` profiles a cold `rspress build` and prints `summarizeProfile` for the main thread and for each
 * worker thread (the SSG render). Times are self time, in seconds, summed over the profile's samples.
 *
 * The steps are told apart by the package a function comes from (`STEPS`): Markdown parsing, highlighting, the
 * tree transforms and so on. Rspack's own work is native and runs on its own threads: on the main thread it shows
 * as `idle` (the event loop waiting for it) and as the JavaScript of @rspack/core and @rsbuild/core.
 */
import fs from 'node:fs';

/**
 * The steps, in the order they are tried: a function counts for the first whose pattern matches its script's
 * URL (or, for `highlighting`, its wasm function name). Anything else is `other`, listed by package.
 * @type {Array<[string, RegExp]>}
 */
export const STEPS = [
  ['markdown parse (micromark, mdast-util-from-markdown, MDX and GFM syntax)', /micromark|mdast-util-from-markdown|mdast-util-mdx|mdast-util-gfm|mdast-util-directive|mdast-util-frontmatter|acorn/],
  ['markdown serialize (mdast-util-to-markdown: the llms .md pages)', /mdast-util-to-markdown|mdast-util-phrasing|remark-stringify/],
  ['highlighting (shiki, its wasm regex engine)', /shiki|oniguruma|^wasm/],
  ['MDX compile (@mdx-js, recma, astring)', /@mdx-js|recma|astring|estree-util-/],
  ['tree walks and transforms (unist, hast, mdast-util-to-hast, estree)', /unist-|hast-util|mdast-util-to-hast|estree-walker/],
  ['this site (site/, theme/)', /\/work\/[^/]+\/(site|theme)\/|\/(site|theme)\/[\w/.-]+\.(ts|tsx|mjs|js)$/],
  ['Rspress (JavaScript)', /@rspress\//],
  ['Rsbuild and Rspack (JavaScript)', /@rsbuild\/|@rspack\//],
  ['React server render', /react-dom|react\/|scheduler|unhead/],
  ["the pages' server bundle (doc_build/__ssg__, rendered by the SSG workers)", /__ssg__/],
];

/**
 * Who asked for the Markdown parsing (the first step of `STEPS`): a sample inside the parser counts for the
 * innermost frame up its stack that matches one of these, tried in this order; else `other`. Each page is parsed
 * several times a build, and this says by whom.
 * @type {Array<[string, RegExp]>}
 */
export const PARSE_CALLERS = [
  ['llms .md pages (Rspress remarkSplitMdx, in the Markdown compile of each page)', /ssg-md\/remarkSplitMdx\.js/],
  ['MDX compile (Rspress mdx loader: one shared by web and node, one for the .md copy)', /@rspress\/core\/dist\/node\/mdx\/processor\.js/],
  ['page index (Rspress extractPageData, before Rspack starts)', /@rspress\/core\/dist\/node\/route\/extractPageData\.js/],
  ['fragment imports (Rspress flattenMdxContent)', /@rspress\/core\/dist\/node\/utils\/flattenMdxContent\.js/],
  ['this site (site/)', /\/site\/[\w/.-]+\.(ts|mjs)$/],
];

/** V8's own pseudo-frames, kept as they are. */
const PSEUDO = { '(garbage collector)': 'garbage collection', '(idle)': 'idle (waiting: native threads, I/O)', '(program)': 'V8 and native code' };

/**
 * Self time of a profile by step, and the Markdown parse's by caller (`PARSE_CALLERS`).
 * @param {string | object} profile  a `.cpuprofile` path, or its parsed JSON
 * @returns {{ total: number, steps: Array<{ step: string, seconds: number }>, parseCallers: Array<{ caller: string, seconds: number }> }}
 *   `total` is the profile's length in seconds; `steps` are sorted by time, largest first, with `other <package>`
 *   rows for the rest; `parseCallers` splits the first step the same way
 * @throws when the file is not a V8 CPU profile (no `nodes`, `samples` and `timeDeltas`)
 */
export function summarizeProfile(profile) {
  const data = typeof profile === 'string' ? JSON.parse(fs.readFileSync(profile, 'utf8')) : profile;
  if (!Array.isArray(data?.nodes) || !Array.isArray(data.samples) || !Array.isArray(data.timeDeltas)) {
    throw new Error(`${typeof profile === 'string' ? profile : 'the profile'} is not a V8 CPU profile (node --cpu-prof writes one)`);
  }
  const selfMicros = new Map();
  data.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (data.timeDeltas[index] ?? 0)));
  const byId = new Map(data.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(data.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const byCaller = new Map();
  const byStep = new Map();
  for (const node of data.nodes) {
    const micros = selfMicros.get(node.id);
    if (!micros) continue;
    const { url = '', functionName = '' } = node.callFrame ?? {};
    const step =
      PSEUDO[functionName] ??
      STEPS.find(([, pattern]) => pattern.test(url) || (pattern.source.includes('wasm') && /^wasm-function/.test(functionName)))?.[0] ??
      `other: ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? 'Node.js' : url ? 'scripts' : 'native')}`;
    byStep.set(step, (byStep.get(step) ?? 0) + micros);
    if (step === STEPS[0][0]) {
      let caller;
      for (let id = parentOf.get(node.id); id !== undefined && !caller; id = parentOf.get(id)) {
        const url = byId.get(id)?.callFrame?.url ?? '';
        caller = PARSE_CALLERS.find(([, pattern]) => pattern.test(url))?.[0];
      }
      byCaller.set(caller ?? 'other', (byCaller.get(caller ?? 'other') ?? 0) + micros);
    }
  }
  const sorted = (map, key) => [...map].map(([name, micros]) => ({ [key]: name, seconds: micros / 1e6 })).sort((a, b) => b.seconds - a.seconds);
  return { total: (data.endTime - data.startTime) / 1e6, steps: sorted(byStep, 'step'), parseCallers: sorted(byCaller, 'caller') };
}
