import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/property/**/*.test.ts', 'tests/harness/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/words.ts'],
    testTimeout: 60_000,
  },
});
