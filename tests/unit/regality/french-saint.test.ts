// Newcomer s36 item 10: the French rulebook names the tile "Saint" (/work/shared/rules/
// regality-vs-religion.fr.md, the tiles' table: "Princess / Saint"), not "Sainte": its name, its
// short name, its article and every French line that names it.
import { describe, expect, it } from 'vitest';
import fr from '../../../src/games/regality/strings.fr';

describe('regality French: the Saint', () => {
  it('is "le Saint" everywhere, never "Sainte"', () => {
    const words = fr as Record<string, string>;
    expect(words['regality.tile.saint']).toBe('Saint');
    expect(words['regality.short.saint']).toBe('Saint');
    expect(words['regality.articles']!.split('|')).toContain('le Saint');
    expect(Object.entries(words).filter(([, v]) => /Sainte/.test(v)).map(([k]) => k)).toEqual([]);
  });
});
