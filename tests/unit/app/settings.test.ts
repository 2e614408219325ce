import { describe, expect, it } from 'vitest';
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
});
