// Castle Panic's rules module, first part: Co-op and Solo (shared/docs/CONTRACT.md, section
// castle-panic; decisions in shared/docs/RULES-NOTES.md).
//
// Points decided here where the notes are silent:
// - setup: the six setup monsters are dealt to arcs 1..6 by a seeded shuffle (no choice move);
// - a fortified wall: the fortify token goes, the wall stays, the monster takes the usual 1
//   damage (RULES-NOTES "instead"; the French text's "one point more" is not followed);
// - a damage choice (`choose`) is asked only when two or more monsters hit one structure, and
//   the current player makes it; discard-1 asks every seat holding a card, current player first;
// - trades are one move (`trade`: give one card, take one), cards face up; a trade of a card
//   for the same card is not offered;
// - nice shot is played with the hit card (`nice: true`), only on a monster of 2+ hit points;
// - tar may go on any untarred monster, the forest included; drive him back on any monster
//   outside the forest; Missing cannot be played twice in a turn;
// - the boulder crushes the castle space of its arc (and of the opposite arc when it crosses)
//   before the tower there stops it; token moves (clockwise, colour, bosses) into a castle arc
//   with a tower knock it down like the move phase does;
// - one defender in mode 'coop' plays by the solo rules (hand 6, two discards, no trade).

import type { Outcome, Rules } from '../../../core/contract';
import { apply } from './apply';
import { legalMoves } from './moves';
import { setup } from './setup';
import type { CastlePanicMove, CastlePanicOptions, CastlePanicState } from './types';
import { view } from './view';

export type {
  CastlePanicMode,
  CastlePanicMove,
  CastlePanicOptions,
  CastlePanicPhase,
  CastlePanicStack,
  CastlePanicState,
  CastlePanicStatus,
  Colour,
  Monster,
  PendingHit,
  Ring,
} from './types';
export { CASTLE_CARDS, HIT_POINTS, MONSTER_TOKENS, PILE_TOKENS, colourOf, handSizeFor, hitReach, opposite } from './data';

export const CASTLE_PANIC_VERSION = 1;

/** Seats at the table: the defenders, and the Overlord as one more seat in overlord mode. */
export const castlePanicSeats = (options: CastlePanicOptions): number => options.players + (options.mode === 'overlord' ? 1 : 0);

function outcome(state: CastlePanicState): Outcome | null {
  if (state.status === 'playing') return null;
  if (state.status === 'lost') return { winners: [] };
  return { winners: state.hands.map((_, seat) => seat) };
}

function actor(state: CastlePanicState): number | null {
  if (state.status !== 'playing') return null;
  return state.phase === 'drop' ? (state.drops[0] as number) : state.current;
}

export const rules: Rules<CastlePanicState, CastlePanicMove, CastlePanicOptions> = {
  id: 'castle-panic',
  defaults: { players: 1, mode: 'solo' },
  setup,
  actor,
  legalMoves,
  apply,
  outcome,
  view,
};
