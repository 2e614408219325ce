// `apply`: parse the raw move, check it against the position, then run the turn on a shallow
// copy of the state. The input is never edited; untouched arrays are shared with the result.

import { ERR, fail, type Applied, type GameEvent } from '../../../core/contract';
import { cardsOf, discardIsLegal, flipIsLegal, playIsLegal, yieldIsLegal } from './moves';
import { choose, discard, flip, play, yieldTurn } from './turn';
import type { RegicideMove, RegicideState } from './types';
import { copyState } from './copy';

type Parsed = RegicideMove | string; // a string says why the move is malformed

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseCards(raw: unknown): string[] | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  for (const c of raw) if (typeof c !== 'string') return null;
  return raw as string[];
}

function keyCount(raw: Record<string, unknown>): number {
  let n = 0;
  for (const _ in raw) n++;
  return n;
}

function parseMove(raw: unknown): Parsed {
  if (!isRecord(raw)) return 'A move must be an object with a type.';
  const keys = keyCount(raw);
  switch (raw.type) {
    case 'play':
    case 'discard': {
      const cards = parseCards(raw.cards);
      if (!cards || keys !== 2) return `A ${raw.type} names a non-empty list of cards and nothing else.`;
      return raw as RegicideMove; // checked: read only, never kept
    }
    case 'choose':
      if (!Number.isInteger(raw.seat) || keys !== 2) return 'A choose names a seat and nothing else.';
      return raw as RegicideMove;
    case 'yield':
    case 'flip':
      if (keys !== 1) return `A ${raw.type} takes no other fields.`;
      return raw as RegicideMove;
    default:
      return `There is no move of type ${JSON.stringify(raw.type)} in Regicide.`;
  }
}

/** The hand positions of `cards` as a bitmask if all are in `hand` and none repeats, else why not. */
function maskIn(hand: readonly string[], cards: readonly string[]): number | string {
  let mask = 0;
  for (const c of cards) {
    const i = hand.indexOf(c);
    if (i < 0) return `${c} is not in your hand.`;
    if ((mask >>> i) & 1) return `${c} is named twice.`;
    mask |= 1 << i;
  }
  return mask;
}

/** Whether a move of this type belongs to this phase. */
function inPhase(type: RegicideMove['type'], phase: RegicideState['phase']): boolean {
  switch (type) {
    case 'play':
    case 'yield':
      return phase === 'play';
    case 'discard':
      return phase === 'discard';
    case 'choose':
      return phase === 'choose';
    case 'flip':
      return phase !== 'choose';
  }
}

export function apply(state: RegicideState, raw: RegicideMove): Applied<RegicideState> {
  if (state.status !== 'playing') return fail(ERR.GAME_OVER, 'The game is over.');
  const move = parseMove(raw);
  if (typeof move === 'string') return fail(ERR.BAD_MOVE, move);
  if (!inPhase(move.type, state.phase)) return fail(ERR.WRONG_PHASE, `A ${move.type} is not possible now: it is the ${state.phase} phase.`);
  const next = copyState(state);
  const events: GameEvent[] = [];
  const error = run(state, next, move, events);
  if (error !== null) return fail(ERR.NOT_LEGAL, error);
  return { ok: true, state: next, events };
}

/** Check and play `move`; a string is why it is not legal. */
function run(state: RegicideState, next: RegicideState, move: RegicideMove, events: GameEvent[]): string | null {
  const hand = state.hands[state.current] ?? [];
  switch (move.type) {
    case 'play': {
      const mask = maskIn(hand, move.cards);
      if (typeof mask === 'string') return mask;
      const cards = cardsOf(hand, mask);
      if (!playIsLegal(cards)) return 'Play one card, an ace with one other card (not a jester), or 2-4 cards of one rank totalling 10 or less.';
      play(next, cards, mask, events);
      return null;
    }
    case 'discard': {
      const mask = maskIn(hand, move.cards);
      if (typeof mask === 'string') return mask;
      const cards = cardsOf(hand, mask);
      if (!discardIsLegal(cards, state.toDiscard)) return `Discard cards worth at least ${state.toDiscard}, stopping as soon as the damage is covered.`;
      discard(next, cards, mask, events);
      return null;
    }
    case 'yield':
      if (!yieldIsLegal(state)) return state.hands.length === 1 ? 'Yielding is not allowed now in solo.' : 'You cannot yield: every other player yielded on their last turn.';
      yieldTurn(next, events);
      return null;
    case 'choose':
      if (move.seat < 0 || move.seat >= state.hands.length) return `There is no seat ${move.seat}.`;
      choose(next, move.seat, events);
      return null;
    case 'flip':
      if (!flipIsLegal(state)) return state.hands.length === 1 ? 'No jester power is left.' : 'The jester power is for solo games only.';
      flip(next, events);
      return null;
  }
}
