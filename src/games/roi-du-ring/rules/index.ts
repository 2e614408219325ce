// Le Roi du Ring's rules module: the game's `Rules` object for the shell, saves, bots, harness
// and bench (shared/docs/CONTRACT.md, section roi-du-ring; decisions in RULES-NOTES.md and in
// the comments at each rule, tagged R-...).

import type { Outcome, Rules } from '../../../core/contract';
import { actorOf, apply } from './apply';
import { legalMoves } from './moves';
import { setup } from './setup';
import type { RoiMove, RoiOptions, RoiState } from './types';
import { view } from './view';

export type { Attack, Fighter, RoiAdvanced, RoiMove, RoiOptions, RoiPhase, RoiReact, RoiRulesOn, RoiStack, RoiState, RoiStatus, Square } from './types';
export { evaluate as psychicHand, beats as psychicBeats, type PsychicHand } from './psychic';
export { foes, handSeat } from './moves';
export { ALL_CARDS, CHAMPION, MAX_HP, isRed, lineOf, startSquares, valueOf } from './cards';
export { damageOf, pincerOf } from './turn';
/** The fighter who must decide now (the player is its owner in the two-fighters game). */
export { actorOf as actingFighter } from './apply';
export { ROI_DECISIONS, type RoiDecision } from './decisions';

export const ROI_VERSION = 2; // 2: the rulebook's pincer (asked), trips and counters (issue 13); records of version 1 no longer replay the same

export const roiSeats = (options: RoiOptions): number => options.players;

/**
 * R-SCORE: the winner scores the hp left, everyone else 0. R-TEAMS-SCORE: in the team game
 * both winners score the sum of their team's hp left; the losers 0.
 */
function outcome(state: RoiState): Outcome | null {
  if (state.status === 'playing' || state.winner === null) return null;
  const winners = state.winners.length > 0 ? state.winners : [state.winner];
  if (state.owner !== null) {
    // R-TWO-FIGHTERS: the winner scores the shared hp left.
    const owner = state.owner;
    const hp = state.fighters.find((f) => !f.ko && owner[f.seat] === state.winner)?.hp ?? 0;
    return { winners: winners.slice(), scores: state.hands.map((_, seat) => (seat === state.winner ? hp : 0)) };
  }
  let total = 0;
  for (const f of state.fighters) if (winners.includes(f.seat)) total += f.hp;
  return { winners: winners.slice(), scores: state.fighters.map((f) => (winners.includes(f.seat) ? total : 0)) };
}

export const rules: Rules<RoiState, RoiMove, RoiOptions> = {
  id: 'roi-du-ring',
  defaults: { players: 2 },
  setup,
  actor: (state) => {
    if (state.status !== 'playing') return null;
    const fighter = actorOf(state);
    return state.owner === null ? fighter : (state.owner[fighter] as number);
  },
  legalMoves,
  apply,
  outcome,
  view,
};
export { viewEvents } from './view-events';
