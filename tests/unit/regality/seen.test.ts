// The seen store behind explain-once cards (src/services/seen): once marked, a key stays seen
// across a reload of the module; a damaged entry counts as nothing seen; reset forgets all.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SeenModule from '../../../src/services/seen';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
});

async function fresh(): Promise<typeof SeenModule> {
  vi.resetModules();
  return import('../../../src/services/seen');
}

describe('seen store', () => {
  beforeEach(() => store.clear());

  it('marks a key once, keeps it across a reload, and forgets all on reset', async () => {
    let seen = await fresh();
    expect(seen.hasSeen('regality.flip')).toBe(false);
    expect(seen.markSeen('regality.flip')).toBe(true);
    expect(seen.markSeen('regality.flip')).toBe(false);
    seen = await fresh();
    expect(seen.hasSeen('regality.flip')).toBe(true);
    seen.resetSeen();
    seen = await fresh();
    expect(seen.hasSeen('regality.flip')).toBe(false);
  });

  it('reads a damaged entry as nothing seen', async () => {
    store.set('fourCrowns.seen.v1', '{not json');
    const seen = await fresh();
    expect(seen.hasSeen('x')).toBe(false);
    expect(seen.markSeen('x')).toBe(true);
  });
});
