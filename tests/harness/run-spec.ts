// One registered game's harness run as a test. Each game has its own test file under
// tests/harness/games (so Vitest spreads the games over its workers); registered.harness.test.ts
// checks that every spec in the registry has one.

import { describe, expect, it } from 'vitest';
import { runHarness } from './harness';
import { HARNESS_SPECS } from './registry';

/** The file-name stem of a spec's test: its name up to the first space ('tiny (test game)' is 'tiny'). */
export const specFileStem = (name: string): string => name.split(' ')[0] as string;

export function harnessTest(stem: string): void {
  const spec = HARNESS_SPECS.find((s) => specFileStem(s.name) === stem);
  describe('shared rules harness', () => {
    it(`${stem} obeys the contract over random games`, () => {
      if (!spec) throw new Error(`no harness spec named ${stem} in tests/harness/registry.ts`);
      const report = runHarness(spec);
      expect(report.games).toBe(spec.games);
      expect(report.moves).toBeGreaterThan(spec.games);
      expect(report.illegalTried).toBeGreaterThan(0);
    }, 900_000); // a bound for a busy machine (see vitest.config.ts), not a clock
  });
}
