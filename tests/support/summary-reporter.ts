import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Prints two closing lines so CI logs end with counts any tool can read:
 * - `tests: N passed, N failed, N skipped`: each test once, by its final outcome after retries;
 * - `assertions: N`: the `expect` calls the passing tests made in their final try. An assertion inside another
 *   (`expect.poll`, `toPass`, which retry what they hold) counts once, as the outer one. Merging tests that loaded
 *   the same page keeps this count; dropping a check lowers it, which is how a change to the suite shows that it
 *   still checks as much as before.
 */
export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, string>();
  /** Per test, the assertions of its latest try: a try starts from zero, and a test's tries run one after another. */
  private assertions = new Map<string, number>();

  onTestBegin(test: TestCase) {
    this.assertions.set(test.id, 0);
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep) {
    if (step.category !== 'expect') return;
    for (let parent = step.parent; parent; parent = parent.parent) if (parent.category === 'expect') return;
    this.assertions.set(test.id, (this.assertions.get(test.id) ?? 0) + 1);
  }

  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome());
  }

  onEnd(_result: FullResult) {
    const values = [...this.outcomes.values()];
    const passed = values.filter((outcome) => outcome === 'expected' || outcome === 'flaky').length;
    const failed = values.filter((outcome) => outcome === 'unexpected').length;
    const skipped = values.filter((outcome) => outcome === 'skipped').length;
    const assertions = [...this.outcomes]
      .filter(([, outcome]) => outcome === 'expected' || outcome === 'flaky')
      .reduce((sum, [id]) => sum + (this.assertions.get(id) ?? 0), 0);
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
    console.log(`assertions: ${assertions}`);
  }
}
