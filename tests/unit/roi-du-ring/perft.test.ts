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
// "special cards": special cards on; seat 0 on (0,2) holds JC KD QH AS, seat 1 on (2,2) holds 5C 6D.
//   depth 1 = 28: JC to (0,1), (1,2), (0,3) and AS to (1,1), (1,3) (5); no strike (nobody
//   adjacent); the JC charge on seat 1 ((1,2) free, seat 1 on (2,2)) (1); the QH spit finds nobody
//   on its diagonals; the KD cheer (1); intimidate 4; discards 15; end drawing 0 or 1 (2).
// "psychic and fury": every advanced rule on; seat 0 on (0,1) with 8 fury holds 9C 9D 9H XR, seat
//   1 on (2,1) holds 2C AD 7D. depth 1 = 35: 9C to (0,0), (1,1), (0,2) (3); psychic: the 6 pairs
//   (the joker pairs too), the 4 threes of a kind, the four of a kind (11); intimidate 4;
//   discards 15; end 0 or 1 (2). Deeper: surprise attacks, fury blows and counters come in.
//   Depth 3 was 1817 before issue 13: the joker is an attack card, so it may strike by surprise
//   (R-SURPRISE-JOKER): after seat 0 ends its turn (drawing 0 or 1) and seat 1 steps 2C to (1,1),
//   seat 0 may now also poke with XR besides 9D's hit and push and passing: 2 more sequences.
// "team game": 2 vs 2 with every advanced rule; seat 0 on (1,1) holds 5D 3C KH, seat 1 (foe) on
//   (2,1), seat 2 (teammate) on (1,2), seat 3 on (3,3). depth 1 = 18: 3C to (1,0), (0,1) (2);
//   5D hit or push on seat 1, never on seat 2 (2); KH cheers seat 0 or seat 2 (2); intimidate
//   seats 1 or 3 (2); discards 7; end drawing 0..2 (3).
// "two fighters": 2 players with two fighters each, corners; seat 0 (fighter 0 on (0,0)) holds
//   3C 5D, seat 1 holds 2C. depth 1 = 9: 3C to (1,0), (0,1) (2); discards 3; switch to
//   fighter 2 (1); end drawing 0..2 (3).

import { describe, expect, it } from 'vitest';
import { rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { perft as perftWith } from '../rules-kit';
import { ALL_ADVANCED, begin, place, start } from './helpers';

const perft = (state: RoiState, depth: number): number => perftWith(rules, state, depth);

const POSITIONS: [string, () => RoiState, number[]][] = [
  ['corners', () => begin(start(2, { hands: [['3C', '4S', '5D'], ['6D', '7H']] })), [14, 87, 627]],
  ['face to face', () => place(begin(start(2, { hands: [['5D', '7H', '3C', '4S'], ['2C', '6D', '8D', '9S']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } }), [30, 377, 4608]],
  [
    'special cards',
    () => place(begin(start(2, { hands: [['JC', 'QH', 'KD', 'AS'], ['5C', '6D']] }, { advanced: { specialCards: true } })), { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } }),
    [28, 274, 2159],
  ],
  [
    'psychic and fury',
    () => place(begin(start(2, { hands: [['9C', '9D', '9H', 'XR'], ['2C', 'AD', '7D']] }, { advanced: ALL_ADVANCED })), { 0: { x: 0, y: 1, fury: 8 }, 1: { x: 2, y: 1 } }),
    [35, 227, 1819],
  ],
  [
    'team game',
    () =>
      place(begin(start(4, { hands: [['5D', '3C', 'KH'], ['2C'], ['4C'], ['6D']] }, { teams: true, advanced: ALL_ADVANCED })), {
        0: { x: 1, y: 1 },
        1: { x: 2, y: 1 },
        2: { x: 1, y: 2 },
        3: { x: 3, y: 3 },
      }),
    [18, 124, 666],
  ],
  ['two fighters', () => begin(rules.setup({ players: 2, fightersPerPlayer: 2, stack: { hands: [['3C', '5D'], ['2C']], draw: ['XR', 'AC'] } }, 7)), [9, 56, 430]],
];

describe('roi-du-ring perft', () => {
  it.each(POSITIONS)('perft %s', (_name, position, counts) => {
    const s = position();
    expect(counts.map((_, i) => perft(s, i + 1))).toEqual(counts);
  });
});
