// What one seat may see: its own hand; other hands, the tavern and the castle as '?' each (the
// current enemy is face up); the RNG hidden.

import { HIDDEN, type Seat } from '../../../core/contract';
import type { RegicideState } from './types';

const hide = (cards: readonly string[]): string[] => cards.map(() => HIDDEN);

export function view(state: RegicideState, seat: Seat): RegicideState {
  return {
    ...state,
    hands: state.hands.map((h, i) => (i === seat ? [...h] : hide(h))),
    tavern: hide(state.tavern),
    castle: hide(state.castle),
    discard: [...state.discard],
    table: state.table.map((r) => [...r]),
    yielded: [...state.yielded],
    rng: -1,
  };
}
