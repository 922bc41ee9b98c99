/**
 * scripts/cpuProfile.mjs: a V8 CPU profile's self time by build step, as `npm run measure -- --profile-build`
 * prints it for the cold build. On a small profile made here: each sample's time goes to the step of the
 * function it landed in.
 */
import { expect, test } from '@playwright/test';
import { STEPS, summarizeProfile } from '../../scripts/cpuProfile.mjs';

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

test('a file that is not a CPU profile is refused, saying what makes one', () => {
  expect(() => summarizeProfile({ nodes: [] })).toThrow(/is not a V8 CPU profile \(node --cpu-prof writes one\)/);
});
