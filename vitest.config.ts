import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    // One test file per core. Vitest's own default in a run is one worker fewer than the cores:
    // on a 2-core CI machine a single worker, the unit run one file after another (137 s).
    maxWorkers: availableParallelism(),
  },
});
