import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that take longest (seconds each, most of the unit run's time), started first: on a
 * clean clone Vitest knows no file's duration and keeps the include order, which left the four
 * games' random-game harnesses to the end, where one worker ran them while the other had little
 * left to do. The rest follow in Vitest's own order.
 */
const SLOW_FIRST = [
  'tests/unit/server/redis.test.ts',
  'tests/harness/games/castle-panic.harness.test.ts',
  'tests/harness/games/roi-du-ring.harness.test.ts',
  'tests/unit/server/rooms.test.ts',
  'tests/harness/games/regality.harness.test.ts',
  'tests/harness/view-events.test.ts',
  'tests/unit/roi-du-ring/bots.test.ts',
  'tests/harness/games/regicide.harness.test.ts',
  'tests/unit/roi-du-ring/agree.test.ts',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification): number => {
      const i = SLOW_FIRST.indexOf(relative(f.project.config.root, f.moduleId).split('\\').join('/'));
      return i === -1 ? SLOW_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map((x) => x.f);
  }
}

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts', 'tests/harness/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/words.ts'],
    // Bounds that end a test that would never pass, not clocks: the tests wait on events and
    // counts, and must pass on a busy machine (three CPU hogs beside a 2-core run), where a search
    // that takes 20 s alone takes a minute or more.
    testTimeout: 240_000,
    hookTimeout: 180_000,
    // One test file per core, and one more: some files wait more than they compute (the online
    // server's, which start processes and Redis). Vitest's own default in a run is one worker fewer
    // than the cores: on a 2-core CI machine a single worker, the unit run one file after another
    // (137 s). With 2 workers 78 s, with 3 66 s on the 2-core machine (2026-12-05).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: SlowFirst },
  },
});
