// Prints one last line after the list reporter: "N passed, N failed, N skipped, N flaky".
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcome.set(test, result.status);
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let flaky = 0;
    for (const test of this.outcome.keys()) {
      const o = test.outcome();
      if (o === 'expected') passed++;
      else if (o === 'skipped') skipped++;
      else if (o === 'flaky') flaky++;
      else failed++;
    }
    const line = `${passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky (${result.status})`;
    console.log(`\n${line}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
