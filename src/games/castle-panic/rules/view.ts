// What one seat may see: everything on the table (hands are face up, it is co-operative) but the
// order of the castle deck and the monster pile, the RNG and the scripted dice; in overlord mode
// the defenders do not see the Overlord's tokens (R-OVERLORD-HIDDEN); while the starting monsters
// are placed (phase 'setup') the cards are not dealt yet: every hand is hidden (R-START-PLACE).
// The view shares its other arrays with the state (states are never edited): treat it as read-only.

import { HIDDEN, type Seat } from '../../../core/contract';
import { shallowCopy } from './engine';
import type { CastlePanicState } from './types';

const hide = (items: readonly string[]): string[] => items.map(() => HIDDEN);

export function view(state: CastlePanicState, seat: Seat): CastlePanicState {
  const v = shallowCopy(state);
  v.deck = hide(state.deck);
  v.pile = hide(state.pile);
  v.dice = [];
  v.rng = -1;
  if (seat !== state.overlord) v.overlordHand = hide(state.overlordHand);
  if (state.phase === 'setup') v.hands = state.hands.map(hide);
  return v;
}
