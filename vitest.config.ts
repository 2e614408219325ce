import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts', 'tests/harness/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/words.ts'],
    testTimeout: 60_000,
    // One test file per core. Vitest's own default in a run is one worker fewer than the cores:
    // on a 2-core CI machine a single worker, the unit run one file after another (137 s).
    maxWorkers: availableParallelism(),
  },
});
