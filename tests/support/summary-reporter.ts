import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints one closing line, `tests: N passed, N failed, N skipped`, so CI logs end with a count
 * any tool can read. Counts each test once, by its final outcome after retries.
 */
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, string>();

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(_result: FullResult) {
    const values = [...this.outcomes.values()];
    const passed = values.filter((outcome) => outcome === 'expected' || outcome === 'flaky').length;
    const failed = values.filter((outcome) => outcome === 'unexpected').length;
    const skipped = values.filter((outcome) => outcome === 'skipped').length;
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
