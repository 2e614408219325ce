// Runs the shared harness over every registered game (tests/harness/registry.ts), the tiny
// test game first. A new game only appends its spec to HARNESS_SPECS.

import { describe, expect, it } from 'vitest';
import { runHarness } from './harness';
import { HARNESS_SPECS } from './registry';

describe('shared rules harness', () => {
  it.each(HARNESS_SPECS.map((spec) => [spec.name, spec] as const))('%s obeys the contract over random games', (_name, spec) => {
    const report = runHarness(spec);
    expect(report.games).toBe(spec.games);
    expect(report.moves).toBeGreaterThan(spec.games);
    expect(report.illegalTried).toBeGreaterThan(0);
  }, 180_000);
});
