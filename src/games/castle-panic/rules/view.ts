// What one seat may see: everything on the table (hands are face up, it is co-operative) but the
// order of the castle deck and the monster pile, the RNG and the scripted dice.

import { HIDDEN, type Seat } from '../../../core/contract';
import { cloneState } from './engine';
import type { CastlePanicState } from './types';

export function view(state: CastlePanicState, _seat: Seat): CastlePanicState {
  const v = cloneState(state);
  v.deck = v.deck.map(() => HIDDEN);
  v.pile = v.pile.map(() => HIDDEN);
  v.dice = [];
  v.rng = -1;
  return v;
}
