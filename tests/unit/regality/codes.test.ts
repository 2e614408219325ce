// The numeric tables the hot paths read (rules/codes.ts, the MoveInfo of moves.ts) must say
// exactly what the tile table and the move objects say.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng';
import { ALL_TILES, TILES, VARIANTS, rules, type RegalityMove, type RegalityState } from '../../../src/games/regality/rules';
import { ACTIVE_FX, FX_NONE, tileIndex } from '../../../src/games/regality/rules/codes';
import { describe as describeMove, knownInfo, parseMove } from '../../../src/games/regality/rules/moves';

describe('regality lookup tables', () => {
  it('tileIndex finds every tile and nothing else', () => {
    ALL_TILES.forEach((id, i) => expect(tileIndex(id)).toBe(i));
    // Strings built at run time (not the table's own string objects) are found too.
    ALL_TILES.forEach((id, i) => expect(tileIndex(id.split('').join(''))).toBe(i));
    for (const other of ['', '?', 'k', 'kin', 'kings', 'King', 'samurai ', 'tow', 'towers', 'death!']) expect(tileIndex(other)).toBe(-1);
  });

  it('ACTIVE_FX is set exactly for the tiles whose effect is active', () => {
    for (const id of ALL_TILES) expect(ACTIVE_FX[tileIndex(id)] !== FX_NONE, id).toBe(TILES[id]?.active);
  });

  it('every move legalMoves hands out carries the same MoveInfo that parsing a copy of it gives', () => {
    let checked = 0;
    for (let g = 0; g < 24; g++) {
      const variant = VARIANTS[g % VARIANTS.length] as (typeof VARIANTS)[number];
      let s: RegalityState = rules.setup({ variant, first: g % 2, match: g % 3 === 0 ? 'best-of-three' : 'single' }, 900 + g);
      const rng = new Rng(g + 5);
      for (let ply = 0; ply < 300 && s.status === 'playing'; ply++) {
        const legal = rules.legalMoves(s);
        for (const m of legal) {
          const parsed = parseMove(JSON.parse(JSON.stringify(m)));
          expect(typeof parsed).not.toBe('string');
          expect(knownInfo(m), JSON.stringify(m)).toEqual(describeMove(parsed as RegalityMove));
          checked++;
        }
        s = (rules.apply(s, legal[rng.int(legal.length)] as RegalityMove) as { state: RegalityState }).state;
      }
    }
    expect(checked).toBeGreaterThan(10000);
  });
});
