// Le Roi du Ring's rules module: the game's `Rules` object for the shell, saves, bots, harness
// and bench (shared/docs/CONTRACT.md, section roi-du-ring; decisions in RULES-NOTES.md and in
// the comments at each rule, tagged R-...).

import type { Outcome, Rules } from '../../../core/contract';
import { actorOf, apply } from './apply';
import { legalMoves } from './moves';
import { setup } from './setup';
import type { RoiMove, RoiOptions, RoiState } from './types';
import { view } from './view';

export type { Attack, Fighter, RoiMove, RoiOptions, RoiPhase, RoiStack, RoiState, RoiStatus, Square } from './types';
export { ALL_CARDS, CHAMPION, MAX_HP, isRed, lineOf, startSquares, valueOf } from './cards';
export { damageOf } from './turn';
export { ROI_DECISIONS, type RoiDecision } from './decisions';

export const ROI_VERSION = 1;

export const roiSeats = (options: RoiOptions): number => options.players;

/** R-SCORE: the winner scores the hp left, everyone else 0. */
function outcome(state: RoiState): Outcome | null {
  if (state.status === 'playing' || state.winner === null) return null;
  const winner = state.winner;
  return { winners: [winner], scores: state.fighters.map((f) => (f.seat === winner ? f.hp : 0)) };
}

export const rules: Rules<RoiState, RoiMove, RoiOptions> = {
  id: 'roi-du-ring',
  defaults: { players: 2 },
  setup,
  actor: (state) => (state.status === 'playing' ? actorOf(state) : null),
  legalMoves,
  apply,
  outcome,
  view,
};
