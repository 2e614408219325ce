// What one seat may see: its own hand; other hands and the deck as '?' each; the discard, the
// board and a waiting attack are public; the RNG hidden.

import { HIDDEN, type Seat } from '../../../core/contract';
import type { RoiState } from './types';

const hide = (cards: readonly string[]): string[] => cards.map(() => HIDDEN);

export function view(state: RoiState, seat: Seat): RoiState {
  return {
    ...state,
    fighters: state.fighters.map((f) => ({ ...f })),
    hands: state.hands.map((h, i) => (i === seat ? [...h] : hide(h))),
    deck: hide(state.deck),
    discard: [...state.discard],
    attack: state.attack ? { ...state.attack } : null,
    startDraw: [...state.startDraw],
    rng: -1,
  };
}
