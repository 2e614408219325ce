import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../../src/services/settings';

describe('settings kept across reloads', () => {
  it('reads back what was written', () => {
    const s = { lang: 'it', sound: false, volume: 0.3, animSpeed: 2, reducedMotion: true, fourColour: true };
    expect(parseSettings(JSON.stringify(s))).toEqual(s);
  });

  it('falls back field by field on damaged or foreign values', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
    const s = parseSettings(JSON.stringify({ lang: 'de', sound: 'yes', volume: 7, animSpeed: 3, reducedMotion: true }));
    expect(s).toEqual({ ...DEFAULT_SETTINGS, reducedMotion: true });
  });

  describe('the test speed (4x)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.resetModules();
    });

    it('a test build reads it (the browser tests start there)', async () => {
      vi.stubEnv('MODE', 'test');
      vi.resetModules();
      const m = await import('../../../src/services/settings');
      expect(m.parseSettings(JSON.stringify({ animSpeed: 4 })).animSpeed).toBe(4);
      expect(m.parseSettings(JSON.stringify({ animSpeed: 0.25 })).animSpeed).toBe(0.25);
      expect(m.ANIM_SPEEDS).not.toContain(4); // never offered by the settings screen
      expect(m.ANIM_SPEEDS).not.toContain(0.25);
    });

    it("a player's build reads it as the default, like any speed it does not offer", async () => {
      vi.stubEnv('MODE', 'production');
      vi.resetModules();
      const m = await import('../../../src/services/settings');
      expect(m.parseSettings(JSON.stringify({ animSpeed: 4 })).animSpeed).toBe(1);
      expect(m.parseSettings(JSON.stringify({ animSpeed: 0.25 })).animSpeed).toBe(1);
      expect(m.parseSettings(JSON.stringify({ animSpeed: 2 })).animSpeed).toBe(2);
    });
  });
});
