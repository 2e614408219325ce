// perft: from named stacked positions, the number of legal move sequences to depth 1..4.
// The small counts are checked by hand below, so the table pins correct behaviour.
//
// "two players, jack of clubs": seat 0 holds AC 5S 9H, seat 1 holds 2H 2D 8C.
//   depth 1 = 6: AC, 5S, 9H, AC+5S, AC+9H (5S+9H is no combo), yield.
//   depth 2 = 7, the discards covering step 4 (clubs are immune, the discard pile is empty):
//     AC: 1 damage, 10 to cover with 5S 9H: only both                                -> 1
//     5S: shield 5, 5 to cover with AC 9H: 9H, or AC+9H (dropping 9H leaves 1 < 5)   -> 2
//     9H: 10 to cover with AC 5S (6): lost                                          -> 0
//     AC+5S: shield 6, 4 to cover with 9H                                           -> 1
//     AC+9H: 10 to cover with 5S: lost                                               -> 0
//     yield: 10 to cover from AC 5S 9H: AC+9H, 5S+9H, AC+5S+9H (15 - 9 = 6 < 10)     -> 3
// "solo, jack of diamonds": AC 2C 2D 5H.
//   depth 1 = 9: four singles, AC+2C, AC+2D, AC+5H, the pair 2C+2D, flip (no solo yield).
// "three players, a jester": seat 0 X1 3D, seat 1 4C, seat 2 AS 6H, against the jack of diamonds.
//   depth 1 = 3: X1, 3D, yield (X1+3D is not a play).
//   depth 2 = 3: after X1 choose seat 0, 1 or 2; 3D and yield both leave 10 to cover with a
//   hand worth 0 or 3: lost.
//   depth 3 = 8: seat 0 then plays 3D or yields (2); seat 1 plays 4C or yields (2); seat 2
//   plays AS, 6H, AS+6H or yields (4).
//   depth 4 = 0: every one of those 8 loses at step 4 (the jack's 10 against at most 9 left:
//   after 3D, with immunity gone, seat 0 draws 9C from the stacked tavern).

import { describe, expect, it } from 'vitest';
import { rules, type RegicideState } from '../../../src/games/regicide/rules';
import { perft as perftWith } from '../rules-kit';
import { start } from './helpers';

const perft = (state: RegicideState, depth: number): number => perftWith(rules, state, depth);

const POSITIONS: [string, () => RegicideState, number[]][] = [
  ['two players, jack of clubs', () => start(2, { hands: [['AC', '5S', '9H'], ['2H', '2D', '8C']], castle: ['JC'] }), [6, 7, 32, 74]],
  ['solo, jack of diamonds', () => start(1, { hands: [['AC', '2C', '2D', '5H']], tavern: ['3S', '4S', '6S', '7S'], castle: ['JD'] }), [9, 35, 1776, 16839]],
  ['three players, a jester', () => start(3, { hands: [['X1', '3D'], ['4C'], ['AS', '6H']], tavern: ['9C', '8C', '7C'], castle: ['JD'] }), [3, 3, 8, 0]],
  ['four players, full deal', () => rules.setup({ players: 4 }, 42), [10, 65, 336, 2488]],
  ['solo with yield, full deal', () => rules.setup({ players: 1, soloYield: true }, 42), [18, 625, 5834, 67400]],
];

describe('regicide perft', () => {
  it.each(POSITIONS)('perft %s', (_name, position, counts) => {
    const s = position();
    expect(counts.map((_, i) => perft(s, i + 1))).toEqual(counts);
  });
});
