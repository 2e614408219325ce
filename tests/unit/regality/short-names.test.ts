// A phone's zone tile is some 40 CSS px wide: a name too long for it in 12 CSS px letters gives way
// to the tile's short name (src/games/regality/scene/tile-view.ts). On the table the two kinds mix
// (one tile full, its neighbour short), so in each language no tile's short name may be another
// tile's name, full or short; and a short name is never longer than the name it stands for.
import { describe, expect, it } from 'vitest';
import { allTables, LANGS } from '../../../src/services/i18n';
import { ALL_TILES } from '../../../src/games/regality/rules/tiles';

describe('Regality tiles\' short names (a phone\'s zone tile)', () => {
  const tables = allTables();
  for (const lang of LANGS) {
    const word = (key: string): string => tables[lang][key] ?? '';
    it(`${lang}: every tile has one, no longer than its name`, () => {
      for (const tile of ALL_TILES) {
        const short = word(`regality.short.${tile}`);
        expect(short.trim(), tile).toBeTruthy();
        expect(short.length, `${tile}: ${short}`).toBeLessThanOrEqual(word(`regality.tile.${tile}`).length);
      }
    });

    it(`${lang}: no tile's short name is another tile's name, full or short`, () => {
      for (const tile of ALL_TILES) {
        const short = word(`regality.short.${tile}`).toLowerCase();
        for (const other of ALL_TILES) {
          if (other === tile) continue;
          expect(short, `${tile} and ${other}`).not.toBe(word(`regality.tile.${other}`).toLowerCase());
          expect(short, `${tile} and ${other}`).not.toBe(word(`regality.short.${other}`).toLowerCase());
        }
      }
    });
  }
});
