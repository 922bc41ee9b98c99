/**
 * The CPU slowdown that makes this host stand in for Lighthouse's mobile device, from the host's benchmarkIndex,
 * by the rule of Lighthouse's CPU throttling calculator (linked from Lighthouse's docs/throttling.md): 3x at
 * an index of 1300 and one more for each 233 above it; from 800 to 1300, 2x to 3x; from 150 to 800, 1x to 2x.
 * The preset's fixed 4x assumes a host of about 1533.
 * @param {number} benchmarkIndex the host's index (Lighthouse's `computeBenchmarkIndex`)
 * @returns {number} the multiplier, rounded to 0.1
 * @throws when the index is not a number, or below 150, where Lighthouse says the host is too slow to stand in for its device
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`The host's benchmarkIndex is ${benchmarkIndex}, not a number: the benchmark did not run.`);
  if (benchmarkIndex < 150) {
    throw new Error(`A host with a benchmarkIndex of ${benchmarkIndex} is too slow to emulate Lighthouse's mobile device; measure on a faster machine.`);
  }
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}
