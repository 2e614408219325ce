// apply checks a move directly (not by building every legal move and looking for it), and the
// turn asks whether an effect has a choice without building the list: both must say exactly what
// the legal move list says, over random positions of every variant.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng';
import { VARIANTS, rules, ALL_TILES, DIRECTIONS, PATTERNS, TILES, effectChoices, type RegalityMove, type RegalityState } from '../../../src/games/regality/rules';
import { hasEffectChoice } from '../../../src/games/regality/rules/effects';

const nine = Array.from({ length: 9 }, (_, c) => c);

/** Every effect move of every shape, and a few that mix two shapes (never legal). */
const EFFECT_CANDIDATES: RegalityMove[] = [
  { type: 'effect' },
  ...nine.map((target): RegalityMove => ({ type: 'effect', target })),
  ...DIRECTIONS.map((direction): RegalityMove => ({ type: 'effect', direction })),
  ...PATTERNS.map((pattern): RegalityMove => ({ type: 'effect', pattern })),
  ...nine.flatMap((from) => nine.map((to): RegalityMove => ({ type: 'effect', from, to }))),
  ...ALL_TILES.map((tile): RegalityMove => ({ type: 'effect', tile })),
  ...Array.from({ length: 16 }, (_, slot): RegalityMove => ({ type: 'effect', slot })),
  ...nine.map((target) => ({ type: 'effect', target, direction: 'ahead' }) as unknown as RegalityMove),
  ...nine.map((target) => ({ type: 'effect', target, pattern: 'diagonal' }) as unknown as RegalityMove),
  { type: 'skip' },
];
const PLACE_CANDIDATES: RegalityMove[] = ALL_TILES.flatMap((tile) => nine.map((cell): RegalityMove => ({ type: 'place', tile, cell })));

describe('direct move checks agree with the legal move list', () => {
  it('apply accepts a (fresh, unfrozen-table) move exactly when legalMoves lists it; hasEffectChoice agrees with effectChoices', () => {
    let checkedEffects = 0;
    let checkedHas = 0;
    for (let g = 0; g < 60; g++) {
      const variant = VARIANTS[g % VARIANTS.length] as (typeof VARIANTS)[number];
      let s: RegalityState = rules.setup({ variant, first: g % 2 }, 500 + g);
      const rng = new Rng(g + 77);
      for (let ply = 0; ply < 200 && s.status === 'playing'; ply++) {
        const legal = rules.legalMoves(s);
        const listed = new Set(legal.map((m) => JSON.stringify(m)));
        if (s.phase === 'effect' || (s.phase === 'place' && ply % 3 === 0)) {
          for (const m of s.phase === 'effect' ? EFFECT_CANDIDATES : PLACE_CANDIDATES) {
            // A copy: not one of the frozen objects legalMoves hands out, so apply parses and checks it.
            const r = rules.apply(s, { ...m });
            expect(r.ok, `${JSON.stringify(m)} in ${JSON.stringify(s.board)}`).toBe(listed.has(JSON.stringify(m)));
            if (s.phase === 'effect') checkedEffects++;
          }
        }
        for (let c = 0; c < 9; c++) {
          const here = s.board[c];
          if (!here || here.faceDown || !TILES[here.tile]?.active) continue;
          for (const seat of [0, 1]) {
            expect(hasEffectChoice(s, c, seat)).toBe(effectChoices(s, c, seat).length > 0);
            checkedHas++;
          }
        }
        s = (rules.apply(s, legal[rng.int(legal.length)] as RegalityMove) as { state: RegalityState }).state;
      }
    }
    expect(checkedEffects).toBeGreaterThan(5000);
    expect(checkedHas).toBeGreaterThan(1000);
  });
});
