// perft: from stacked positions, the number of legal move sequences to depth 3-4. The shallow
// counts were checked by hand once, so the table pins correct behaviour; the deeper ones pin it
// against regressions (the engine's optimisations must keep every count).
//
// "solo, archer-red and tar, a goblin (arc 1 archer) and an orc (arc 3 knight)", discard phase,
// deck brick, mortar, missing, draw-2:
//   depth 1 = 3: pass, discard archer-red, discard tar.
//   depth 2 = 10: after pass the play phase: pass, archer-red on the goblin (1 hp: no nice
//     shot), tar on either monster (4); after a discard the second solo discard: pass and a
//     discard of either card of the new hand (3 + 3).
//   depth 3 = 25: after pass/pass the monsters move, move-cw and a goblin come, the next turn
//     draws up to 6 (archer-red brick mortar tar missing draw-2): pass + 6 discards = 7; after a
//     hit or a tar, 2 each (pass and the other card) -> 13. After discarding archer-red (hand
//     brick tar): pass then pass/tar/tar = 3, discard brick (draw mortar) -> 3, discard tar ->
//     brick mortar with every wall standing, only pass = 1 -> 7. After discarding tar (hand
//     archer-red brick): 2 + 1 + 2 = 5. 13 + 7 + 5 = 25.
// "overlord holding goblin, boulder, draw-3", phase overlord:
//   depth 1 = 13: pass, the goblin on arcs 1-6 (6; never the boulder, nor draw-3), each ordered
//   pair of two different tokens (6). Holding three tokens it rolls two, never one alone.
//
// Rows changed by issue 13 (the rulebook read again):
// - "two players trading" depth 4, 97 -> 132 (R-DRAW-UP: phase 1 on every turn, the first
//   included). 15 lines reach seat 1's first discard phase at depth 3 (pass or discard, pass or
//   one of 4 trades, pass). Before, seat 1 kept its stacked 2-card hand there: 3 moves each
//   (45). Now it draws up to 6 first: 6 moves on the 5 lines where seat 0 kept its cards, 5 on
//   the 10 where seat 0 discarded (80). 97 - 45 + 80 = 132 (the 15 lines and their hands were
//   listed by a throwaway script).
// - "overlord holding goblin, boulder, draw-3" [16, 76, 341] -> [13, 61, 161]: R-OVERLORD-ROLL
//   (two tokens, one only when it holds one) takes the 3 single rolls out at depth 1, and their
//   subtrees below; R-OVERLORD-STANDARD (one defender against the Overlord has one discard, not
//   the solo rules' two) takes the second discard phase out at depth 3. Checked by putting the
//   old rules back for a run: both old, [16, 76, 341]; the old roll alone, [16, 76, 203].
// - "three players, full deal, seed 7": unchanged. The position is now the setup followed by the
//   'start-deal' move (the placing phase, R-START-PLACE), which deals the six starting monsters
//   exactly as the setup dealt them before.
// - "three players, placing the starting monsters, seed 7" (new): depth 1 = 19, 'start-deal' and
//   each of goblin, orc, troll on arcs 1-6; depth 2 = 263: after a goblin or an orc 16 (deal, 3
//   kinds x 5 free arcs), after the troll 11 (deal, 2 kinds x 5), 6 x 16 + 6 x 16 + 6 x 11 = 258,
//   after the deal the first discard phase, 5 (pass and 4 distinct cards).
// Rows changed by issue 14 (R-TRADE-OFFER: in the trade phase every trade may also be offered,
// and the seat asked answers accept or refuse):
// - "two players trading" [3, 15, 45, 132] -> [3, 27, 69, 264]. Depth 2: +12, an offer for each
//   of the 4 trades on the 3 lines that reach the trade phase. Depth 3: +24, accept or refuse
//   after each offer. Depth 4: +132: after accept the play phase exactly as after the same trade
//   (36, what the 12 trade lines count at depth 3), after refuse the trade phase again with pass,
//   the 4 trades and the 3 offers not refused (12 x 8 = 96); the old lines are unchanged (their
//   depth 4 is seat 1's discard phase). The move types at each depth were counted by a
//   throwaway script: depth 2 trade 12 / offer 12, depth 3 accept 12 / refuse 12.
// - "three players, full deal, seed 7" [5, 215, 1715] -> [5, 425, 2135]: depth 2 +210, one offer
//   per trade; depth 3 +420, accept or refuse after each (the old lines are unchanged).
// - solo, overlord and placing rows: no trade phase within their depth, unchanged.
// Row changed by issue 26 (R-OVERLORD-OWED-PASS: the Overlord may pass in phase 'overlord-extra'):
// - "overlord holding goblin, boulder, draw-3" [13, 61, 161] -> [13, 65, 197]. Depth 2: +4, a
//   pass on each of the 4 lines that roll draw-3 with another token (goblin or boulder, either
//   order) and reach 'overlord-extra'. Depth 3: +36: after those 4 passes the defender's discard
//   phase, 5 moves each (20); the 16 single extra rolls at depth 2 stay in 'overlord-extra' and
//   each gains a pass (16). Counted by a throwaway script (depth-3 moves grouped by the depth-2
//   move): 113 under the defender's discard lines (unchanged), 64 after the 16 extra rolls (48
//   before), 20 after the 4 new passes. Depth 1 unchanged (R-OVERLORD-MISSING-DRAW is not
//   reached: no Missing in these lines).
// The co-op rows (solo, two players trading, three players) were also counted once with the
// engine as it stood before the copy-on-write rewrite (git HEAD 6646da4, run from a copy outside
// the tree): the same numbers to the last depth.

import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { perft as perftWith } from '../rules-kit';
import { POSITIONS } from './perft-positions';

const perft = (state: CastlePanicState, depth: number): number => perftWith(rules, state, depth);

const COUNTS: Record<string, number[]> = {
  'solo, archer-red and tar, a goblin and an orc': [3, 10, 25, 107],
  'two players trading': [3, 27, 69, 264],
  'overlord holding goblin, boulder, draw-3': [13, 65, 197],
  'three players, full deal, seed 7': [5, 425, 2135],
  'three players, placing the starting monsters, seed 7': [19, 263],
};

describe('castle panic perft', () => {
  it.each(POSITIONS)('perft %s', (name, position) => {
    const counts = COUNTS[name] as number[];
    const s = position();
    expect(counts.map((_, i) => perft(s, i + 1))).toEqual(counts);
  });
});
