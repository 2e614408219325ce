// perft: from named stacked positions, the number of legal move sequences to depth 1..3.
//
// "corners": seat 0 on (0,0) holds 3C 4S 5D, seat 1 on (4,4) holds 6D 7H; the deck is full.
//   depth 1 = 14: moves 3C->(1,0), 3C->(0,1), 4S->(1,1) (3); no strike (nobody adjacent);
//   intimidate with all three cards at seat 1 (1); discards: the 7 non-empty subsets (7);
//   end drawing 0, 1 or 2 (3).
// "face to face": seat 0 on (1,1) holds 5D 7H 3C 4S, seat 1 on (2,1) holds 2C 6D 8D 9S.
//   depth 1 = 30: 3C to (1,0), (1,2), (0,1) ((2,1) is taken) (3); 4S to the four diagonals (4);
//   5D hit or push on seat 1 (2; 7H has no diagonal target); intimidate with 3 of 4 cards (4);
//   discards: 15 subsets; end drawing 0 or 1 (4 in hand) (2).

import { describe, expect, it } from 'vitest';
import { rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { perft as perftWith } from '../rules-kit';
import { begin, place, start } from './helpers';

const perft = (state: RoiState, depth: number): number => perftWith(rules, state, depth);

const POSITIONS: [string, () => RoiState, number[]][] = [
  ['corners', () => begin(start(2, { hands: [['3C', '4S', '5D'], ['6D', '7H']] })), [14, 87, 627]],
  ['face to face', () => place(begin(start(2, { hands: [['5D', '7H', '3C', '4S'], ['2C', '6D', '8D', '9S']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } }), [30, 377, 4608]],
];

describe('roi-du-ring perft', () => {
  it.each(POSITIONS)('perft %s', (_name, position, counts) => {
    const s = position();
    expect(counts.map((_, i) => perft(s, i + 1))).toEqual(counts);
  });
});
