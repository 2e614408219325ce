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
//   depth 1 = 16: pass, the goblin on arcs 1-6 (6; never the boulder, nor draw-3), each token
//   rolled alone (3), each ordered pair of two different tokens (6).
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
  'two players trading': [3, 15, 45, 97],
  'overlord holding goblin, boulder, draw-3': [16, 76, 341],
  'three players, full deal, seed 7': [5, 215, 1715],
};

describe('castle panic perft', () => {
  it.each(POSITIONS)('perft %s', (name, position) => {
    const counts = COUNTS[name] as number[];
    const s = position();
    expect(counts.map((_, i) => perft(s, i + 1))).toEqual(counts);
  });
});
