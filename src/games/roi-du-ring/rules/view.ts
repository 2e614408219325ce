// What one seat may see: its own hand; other hands and the deck as '?' each; the discard, the
// board and a waiting attack are public; the two cards a spit took are seen by the spitter
// only (the others see '?'); the RNG hidden.

import { HIDDEN, type Seat } from '../../../core/contract';
import type { RoiReact, RoiState } from './types';

const hide = (cards: readonly string[]): string[] => cards.map(() => HIDDEN);

/** The seat (player) who spat. */
const spitter = (state: RoiState): Seat => (state.spat === null ? -1 : state.owner === null ? state.spat.by : (state.owner[state.spat.by] as number));

/** A deep copy of an interrupt and the ones it sits in. */
function copyReact(r: RoiReact): RoiReact {
  const a = r.after;
  return { ...r, seats: [...r.seats], surprise: [...r.surprise], after: { ...a, react: a.react ? copyReact(a.react) : null, then: a.then.map((d) => ({ ...d })), charge: a.charge ? { ...a.charge, cards: [...a.charge.cards] } : null } };
}

export function view(state: RoiState, seat: Seat): RoiState {
  return {
    ...state,
    fighters: state.fighters.map((f) => ({ ...f })),
    hands: state.hands.map((h, i) => (i === seat ? [...h] : hide(h))),
    deck: hide(state.deck),
    discard: [...state.discard],
    attack: state.attack ? { ...state.attack, cards: [...state.attack.cards] } : null,
    startDraw: [...state.startDraw],
    rng: -1,
    advanced: { ...state.advanced },
    teams: state.teams ? [...state.teams] : null,
    winners: [...state.winners],
    react: state.react ? copyReact(state.react) : null,
    spat: state.spat ? { by: state.spat.by, cards: spitter(state) === seat ? [...state.spat.cards] : hide(state.spat.cards) } : null,
    owner: state.owner ? [...state.owner] : null,
    tripped: [...state.tripped],
  };
}
