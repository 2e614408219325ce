// perft: the number of legal move sequences from named positions to depths 1..4. Pins the move
// generator; a change in any count means the rules changed.
//
// Checked by hand: from any opening, depth 1 is 9 (the citizen on any cell). Old style, after
// the citizen: seat 1 has its 7 tiles and no neutrals, 8 empty cells: 7 x 8 = 56 moves, so
// old-style depth 2 is 9 x 56 = 504. Standard: 7 own tiles + 5 neutrals on 8 cells, 9 x 96 = 864.
// Citizen in the centre: seat 1 has 12 tiles, but the tower has no ally of its own to cover:
// 11 x 8 = 88. Midgame: the king just placed on 8 may destroy 4 or 5, or skip: 3. Draft: 5 picks,
// then 4, then 3, then the citizen on 9 cells: 5, 20, 60, 540.
//
// Changed with issue 13 (rules read again from the rulebook), one row: 'citizen in the centre'
// went from [88, 3600, 101176, 2513040] to [88, 3048, 86048, 2078968]. R-WITCH-SELF: seat 1's
// witch, placed on any of the 8 free cells, used to end the turn (its only ally was itself); now it
// waits for its choice, recall itself or skip: depth 2 is 3600 - 8 x (71 - 2) = 3048, 71 being
// seat 0's placements after it. R-TOWER-SHIELD: a tower no longer covers its owner's castle or
// temple (with the witch's change alone the counts are 86304 and 2101648: the tower's accounts for
// 256 and 22680 fewer). The other rows are unchanged: none holds a witch, a secret draft, or both
// the bard and the performer, and the one tower (the draft row's) is never placed within its four
// plies (three picks, then the citizen).

import { describe, expect, it } from 'vitest';
import { rules, type RegalityState } from '../../../src/games/regality/rules';
import { perft as perftWith } from '../rules-kit';
import { play, place, std } from './helpers';

const perft = (state: RegalityState, depth: number): number => perftWith(rules, state, depth);

const NAMED: [string, () => RegalityState, number[]][] = [
  ['old-style opening', () => rules.setup({ variant: 'old-style' }, 1), [9, 504, 14544, 258344]],
  ['standard opening (samurai ninja fairy bard dragon)', () => rules.setup(std(['samurai', 'ninja', 'fairy', 'bard', 'dragon']), 1), [9, 864, 41880, 1296584]],
  ['standard, citizen in the centre (witch hermit tower shaman pirate)', () => play(std(['witch', 'hermit', 'tower', 'shaman', 'pirate']), [place('citizen', 4)]).state, [88, 3048, 86048, 2078968]],
  [
    'midgame: five tiles down (assassin performer sage sorceress fortuneteller)',
    () => play(std(['assassin', 'performer', 'sage', 'sorceress', 'fortuneteller']), [place('citizen', 4), place('temple', 0), place('sage', 1), place('bishop', 5), place('king', 8)]).state,
    [3, 108, 1607, 20696],
  ],
  ['draft opening', () => rules.setup({ variant: 'draft', stack: { neutral: ['dragon', 'fairy', 'bard', 'tower', 'death'] } }, 1), [5, 20, 60, 540]],
];

describe('perft', () => {
  it.each(NAMED)('R-PERFT %s', (_name, build, expected) => {
    const state = build();
    expect([1, 2, 3, 4].map((d) => perft(state, d))).toEqual(expected);
  });
});
