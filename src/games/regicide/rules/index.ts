// Regicide's rules module: the game's `Rules` object for the shell, saves, bots, harness and
// bench (shared/docs/CONTRACT.md, section regicide; decisions in shared/docs/RULES-NOTES.md).

import type { Outcome, Rules } from '../../../core/contract';
import { apply } from './apply';
import { legalMoves } from './moves';
import { setup } from './setup';
import { medalOf } from './turn';
import type { RegicideMove, RegicideOptions, RegicideState } from './types';
import { view } from './view';

export type { RegicideMove, RegicideOptions, RegicidePhase, RegicideStack, RegicideState, RegicideStatus } from './types';
export { enemyAttack, enemyHealth, handLimit, tavernHasJesters, valueOf } from './cards';

export const REGICIDE_VERSION = 1;

export const regicideSeats = (options: RegicideOptions): number => options.players;

function outcome(state: RegicideState): Outcome | null {
  if (state.status === 'playing') return null;
  if (state.status === 'lost') return { winners: [] };
  const winners = state.hands.map((_, seat) => seat);
  return state.hands.length === 1 ? { winners, label: medalOf(state.jestersLeft) } : { winners };
}

export const rules: Rules<RegicideState, RegicideMove, RegicideOptions> = {
  id: 'regicide',
  defaults: { players: 1 },
  setup,
  actor: (state) => (state.status === 'playing' ? state.current : null),
  legalMoves,
  apply,
  outcome,
  view,
};
export { viewEvents } from './view-events';
