// Every game in the harness registry (tests/harness/registry.ts) runs from a test file of its own,
// tests/harness/games/<stem>.harness.test.ts (see run-spec.ts), so that Vitest spreads the games
// over its workers. This checks that none is left out.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HARNESS_SPECS } from './registry';
import { specFileStem } from './run-spec';

const HERE = dirname(fileURLToPath(import.meta.url));

describe('shared rules harness', () => {
  it.each(HARNESS_SPECS.map((spec) => [spec.name] as const))('%s has its own harness test file', (name) => {
    const file = join(HERE, 'games', `${specFileStem(name)}.harness.test.ts`);
    expect(existsSync(file), `${file} is missing: copy one of its neighbours and name the spec in it`).toBe(true);
  });
});
