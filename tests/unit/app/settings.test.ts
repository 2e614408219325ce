import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../../src/services/settings';

describe('settings kept across reloads', () => {
  it('reads back what was written', () => {
    const s = { lang: 'it', sound: false, volume: 0.3, animSpeed: 2, reducedMotion: true, fourColour: true, botPace: 'slow' };
    expect(parseSettings(JSON.stringify(s))).toEqual(s);
  });

  it('falls back field by field on damaged or foreign values', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
    const s = parseSettings(JSON.stringify({ lang: 'de', sound: 'yes', volume: 7, animSpeed: 3, reducedMotion: true, botPace: 'instant' }));
    expect(s).toEqual({ ...DEFAULT_SETTINGS, reducedMotion: true });
  });

  it("the bots' pace (issue 30 item 2): each bot move held on the table for its pace, under the animation speed", async () => {
    const m = await import('../../../src/services/settings');
    const holds = m.BOT_PACES.map((botPace) => {
      m.updateSettings({ botPace, animSpeed: 1 });
      return m.botHoldMs();
    });
    // slow, normal, fast: each shorter than the one before, fast still a moment (a caption seen)
    expect(holds[0]).toBeGreaterThan(holds[1]!);
    expect(holds[1]).toBeGreaterThan(holds[2]!);
    expect(holds[2]).toBeGreaterThan(0);
    m.updateSettings({ botPace: 'normal', animSpeed: 2 });
    expect(m.botHoldMs()).toBe(holds[1]! / 2);
    m.updateSettings({ ...m.DEFAULT_SETTINGS });
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
