// Prints, after the list reporter, where the time went (each spec file's tests' time together,
// the slowest first: what to work on to make the run shorter), then one last line: "N passed,
// N failed, N skipped, N flaky".
import { basename } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<TestCase, TestResult['status']>();
  /** Each spec file's tests: their count and their time together (ms, every try). */
  private readonly files = new Map<string, { tests: Set<TestCase>; ms: number }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcome.set(test, result.status);
    const name = basename(test.location.file);
    const f = this.files.get(name) ?? { tests: new Set<TestCase>(), ms: 0 };
    f.tests.add(test);
    f.ms += result.duration;
    this.files.set(name, f);
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
    const files = [...this.files].sort((a, b) => b[1].ms - a[1].ms);
    const total = files.reduce((n, [, f]) => n + f.ms, 0);
    const rows = files.map(([name, f]) => `  ${(f.ms / 1000).toFixed(0).padStart(5)} s  ${String(f.tests.size).padStart(3)} tests  ${name}`);
    console.log(`\nTime in tests (one worker's seconds, ${(total / 1000).toFixed(0)} s in all):\n${rows.join('\n')}`);
    const line = `${passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky (${result.status})`;
    console.log(`\n${line}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
