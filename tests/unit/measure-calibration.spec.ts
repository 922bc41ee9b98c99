import { expect, test } from '@playwright/test';

// A plain ES module script: loaded with import(), as tests/unit/check-docs.spec.ts loads check-docs'.
let calibratedCpuSlowdown: (benchmarkIndex: number) => number;
test.beforeAll(async () => {
  ({ calibratedCpuSlowdown } = await import('../../scripts/cpuCalibration.mjs'));
});

test.describe('CPU slowdown from the host benchmarkIndex (npm run measure --cpu-slowdown auto)', () => {
  test("follows the points of Lighthouse's calculator", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  test('grows with the index, with no step between the ranges', () => {
    for (const edge of [800, 1300]) {
      expect(Math.abs(calibratedCpuSlowdown(edge + 1) - calibratedCpuSlowdown(edge - 1))).toBeLessThanOrEqual(0.1);
    }
    const indexes = Array.from({ length: 40 }, (_, i) => 150 + i * 50);
    const slowdowns = indexes.map(calibratedCpuSlowdown);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
  });

  test('a host too slow to stand in for the phone, or no index, stops the measure', () => {
    expect(() => calibratedCpuSlowdown(149)).toThrow(/too slow to emulate/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmarkIndex is NaN, not a number/);
  });
});
