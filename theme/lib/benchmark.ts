/**
 * Pure helpers for the home page benchmark panel (theme/home/BenchmarkPanel).
 * Times are in seconds throughout.
 */
export interface BenchmarkMetric {
  /** i18n.json key naming what was measured, e.g. `benchmarkDev`. */
  desc: string;
  /** Measured time in seconds; must be a finite number > 0. */
  time: number;
}

export interface BenchmarkGroup {
  /** Tool setup being measured, e.g. `Rsbuild`. */
  label: string;
  metrics: BenchmarkMetric[];
}

/** The largest time across every metric of every group. Throws on an empty or invalid data set. */
export function maxTime(groups: BenchmarkGroup[]): number {
  const times = groups.flatMap((group) => group.metrics.map((metric) => metric.time));
  const invalid = times.find((time) => !Number.isFinite(time) || time <= 0);
  if (times.length === 0 || invalid !== undefined) {
    throw new Error(`Benchmark data needs at least one metric, each with a time > 0 (got ${invalid ?? 'none'}).`);
  }
  return Math.max(...times);
}

/** Bar width as a percentage of the largest time: `time / max * 100`. */
export function barWidthPercent(time: number, max: number): number {
  return (time / max) * 100;
}

/**
 * The label shown next to a bar: milliseconds under one second (`280ms`),
 * otherwise seconds with two decimals (`1.39s`).
 */
export function formatTime(seconds: number): string {
  if (seconds < 1) return `${Math.round(seconds * 1000)}ms`;
  return `${seconds.toFixed(2)}s`;
}

/**
 * Where an animated bar is after `elapsedMs`: bars grow linearly and take `time` seconds to
 * reach their full length, so the counting label shows real elapsed time until it stops at `time`.
 * Returns the fraction done (0 to 1) and the time to display, in seconds.
 */
export function progressAt(time: number, elapsedMs: number): { fraction: number; shownTime: number } {
  const fraction = Math.min(1, Math.max(0, elapsedMs / (time * 1000)));
  return { fraction, shownTime: time * fraction };
}
