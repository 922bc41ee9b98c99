/**
 * scripts/cpuProfile.mjs: a V8 CPU profile's self time by build step, as `npm run measure -- --profile-build`
 * prints it for the cold build. On a small profile made here: each sample's time goes to the step of the
 * function it landed in.
 */
import { expect, test } from '@playwright/test';
import { PARSE_CALLERS, STEPS, summarizeProfile } from '../../scripts/cpuProfile.mjs';

const frame = (id: number, functionName: string, url = '') => ({ id, callFrame: { functionName, url, scriptId: '0', lineNumber: 0, columnNumber: 0 } });

test('self time goes to the step of the package the sampled function comes from', () => {
  const profile = {
    nodes: [
      frame(1, '(root)'),
      frame(2, 'tokenize', 'file:///repo/node_modules/micromark/lib/tokenize.js'),
      frame(3, 'codeToHast', 'file:///repo/node_modules/@shikijs/core/dist/index.mjs'),
      frame(4, 'wasm-function[25]', 'wasm://wasm/00a1'),
      frame(5, '(garbage collector)'),
      frame(6, 'rehypeProseSizes', 'file:///repo/site/rehypeProseSizes.ts'),
      frame(7, 'parse', 'file:///repo/node_modules/yaml/dist/index.js'),
      frame(8, '(idle)'),
    ],
    // 1 s of micromark, 0.5 s of Shiki and 0.25 s of its wasm, 0.5 s of GC, 0.1 s of the site, 0.2 s of yaml, 1 s idle
    samples: [2, 2, 3, 4, 5, 6, 7, 8],
    timeDeltas: [500_000, 500_000, 500_000, 250_000, 500_000, 100_000, 200_000, 1_000_000],
    startTime: 0,
    endTime: 3_550_000,
  };
  const { total, steps } = summarizeProfile(profile);
  expect(total).toBeCloseTo(3.55);
  const seconds = Object.fromEntries(steps.map(({ step, seconds: value }) => [step, Number(value.toFixed(2))]));
  const named = (prefix: string) => STEPS.find(([step]) => step.startsWith(prefix))![0];
  expect(seconds).toEqual({
    [named('markdown parse')]: 1,
    [named('highlighting')]: 0.75,
    'garbage collection': 0.5,
    [named('this site')]: 0.1,
    'other: yaml': 0.2,
    'idle (waiting: native threads, I/O)': 1,
  });
  // Largest first.
  expect(steps.map(({ seconds: value }) => value)).toEqual([...steps.map(({ seconds: value }) => value)].sort((a, b) => b - a));
});

test('the Markdown parse is split by who asked for it: the innermost known caller up the stack', () => {
  const node = (id: number, functionName: string, url: string, children: number[] = []) => ({ ...frame(id, functionName, url), children });
  const rspress = 'file:///repo/node_modules/@rspress/core/dist/node';
  const profile = {
    nodes: [
      node(1, '(root)', '', [2, 5, 8]),
      // The MDX loader, through unified, into micromark.
      node(2, 'compile', `${rspress}/mdx/processor.js`, [3]),
      node(3, 'parse', 'file:///repo/node_modules/unified/lib/index.js', [4, 11]),
      node(4, 'tokenize', 'file:///repo/node_modules/micromark/lib/tokenize.js'),
      // The page index, into mdast-util-from-markdown.
      node(5, 'getPageIndexInfoByRoute', `${rspress}/route/extractPageData.js`, [6]),
      node(6, 'fromMarkdown', 'file:///repo/node_modules/mdast-util-from-markdown/lib/index.js'),
      // The site's code blocks, and a parse nobody known asked for.
      node(8, 'codeBlocksOf', 'file:///repo/site/searchCodeBlocks.mjs', [9]),
      node(9, 'tokenize', 'file:///repo/node_modules/micromark/lib/tokenize.js'),
      // llms serialize parses inside the MDX compile: the innermost caller wins.
      node(11, 'serializeNodeToMarkdown', `${rspress}/ssg-md/remarkSplitMdx.js`, [12]),
      node(12, 'tokenize', 'file:///repo/node_modules/micromark/lib/tokenize.js'),
      node(13, 'tokenize', 'file:///repo/node_modules/micromark/lib/tokenize.js'),
    ],
    samples: [4, 6, 9, 12, 13],
    timeDeltas: [400_000, 300_000, 200_000, 100_000, 50_000],
    startTime: 0,
    endTime: 1_050_000,
  };
  const { parseCallers } = summarizeProfile(profile);
  const named = (prefix: string) => PARSE_CALLERS.find(([caller]) => caller.startsWith(prefix))![0];
  expect(parseCallers.map(({ caller, seconds }) => [caller, Number(seconds.toFixed(2))])).toEqual([
    [named('MDX compile'), 0.4],
    [named('page index'), 0.3],
    [named('this site'), 0.2],
    [named('llms'), 0.1],
    ['other', 0.05],
  ]);
});

test('a file that is not a CPU profile is refused, saying what makes one', () => {
  expect(() => summarizeProfile({ nodes: [] })).toThrow(/is not a V8 CPU profile \(node --cpu-prof writes one\)/);
});
