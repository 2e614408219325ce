// `apply`: parse the raw move, check its phase, check it against the legal moves of the
// position, then play it on a copy of the state. The input is never edited.

import { ERR, fail, type Applied, type GameEvent } from '../../../core/contract';
import { check } from './check';
import { charge, cheer, dodge, discard, endTurn, exchange, intimidate, keep, move, parry, pass, pincer, poke, psychic, shed, spit, stop, strike, surprise, switchFighter, take, trip } from './turn';
import type { RoiMove, RoiPhase, RoiState } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The number of own enumerable keys of `v` (no array made). */
function keyCount(v: Record<string, unknown>): number {
  let keys = 0;
  for (const k in v) if (Object.prototype.hasOwnProperty.call(v, k)) keys++;
  return keys;
}

const isSquare = (v: unknown): boolean => {
  if (!isRecord(v) || !Number.isInteger(v.x) || !Number.isInteger(v.y)) return false;
  return keyCount(v) === 2;
};
const isCards = (v: unknown): v is string[] => {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (typeof v[i] !== 'string') return false;
  return true;
};

/** Why `raw` is not a well-formed move, or null. Each type reads only its own fields (speed). */
function malformed(raw: unknown): string | null {
  if (!isRecord(raw)) return 'A move must be an object with a type.';
  const type = raw.type;
  switch (type) {
    case 'end':
      return Number.isInteger(raw.draw) && keyCount(raw) === 2 ? null : 'An end of turn says how many cards to draw (0, 1 or 2).';
    case 'exchange':
    case 'discard':
    case 'shed':
      return isCards(raw.cards) && keyCount(raw) === 2 ? null : `A ${type} names a list of cards and nothing else.`;
    case 'intimidate':
      return isCards(raw.cards) && Number.isInteger(raw.target) && keyCount(raw) === 3 ? null : 'An intimidation names three cards and a target.';
    case 'move':
    case 'dodge':
      return typeof raw.card === 'string' && isSquare(raw.to) && keyCount(raw) === 3 ? null : `A ${type} names a card and a square {x, y}.`;
    case 'strike': {
      const card = typeof raw.card === 'string';
      const target = Number.isInteger(raw.target);
      const keys = keyCount(raw);
      if (keys === 5 && raw.fury === true && raw.mode === 'hit' && card && target) return null;
      return card && target && (raw.mode === 'hit' || raw.mode === 'push') && keys === 4 ? null : "A strike names a card, a target and a mode ('hit' or 'push'), and fury: true for a fury blow (a hit).";
    }
    case 'surprise': {
      const ok = typeof raw.card === 'string' && Number.isInteger(raw.target);
      if (ok && raw.fury === true && raw.mode === 'hit' && keyCount(raw) === 5) return null;
      return ok && (raw.mode === 'hit' || raw.mode === 'push') && keyCount(raw) === 4 ? null : "A surprise attack names a card, a target and a mode ('hit' or 'push'), and fury: true for a fury blow (a hit).";
    }
    case 'charge':
      if (raw.fury === true && keyCount(raw) === 4 && typeof raw.card === 'string' && Number.isInteger(raw.target)) return null;
      return typeof raw.card === 'string' && Number.isInteger(raw.target) && keyCount(raw) === 3 ? null : 'A charge names a card and a target, and fury: true in fury mode.';
    case 'spit':
    case 'trip':
      return typeof raw.card === 'string' && Number.isInteger(raw.target) && keyCount(raw) === 3 ? null : `A ${type} names a card and a target.`;
    case 'pincer':
      return typeof raw.agree === 'boolean' && keyCount(raw) === 2 ? null : 'A pincer answer says agree: true or false.';
    case 'cheer':
      return typeof raw.card === 'string' && Number.isInteger(raw.seat) && keyCount(raw) === 3 ? null : 'A cheer names a king and the seat who regains hp.';
    case 'switch':
      return Number.isInteger(raw.fighter) && keyCount(raw) === 2 ? null : 'A switch names the fighter to act with.';
    case 'keep':
      return typeof raw.card === 'string' && keyCount(raw) === 2 ? null : 'A keep names one of the two cards the spit took.';
    case 'psychic':
      return isCards(raw.cards) && Number.isInteger(raw.target) && keyCount(raw) === 3 ? null : 'A psychic attack names its cards and a target.';
    case 'poke':
      return typeof raw.card === 'string' && Number.isInteger(raw.target) && keyCount(raw) === 3 ? null : 'An eye-poke names a joker and a target.';
    case 'parry':
      return typeof raw.card === 'string' && keyCount(raw) === 2 ? null : 'A parry names a card.';
    case 'take':
    case 'stop':
    case 'pass':
      return keyCount(raw) === 1 ? null : `A ${type} takes no other fields.`;
    default:
      return `There is no move of type ${JSON.stringify(type)} in Le Roi du Ring.`;
  }
}

/** Whether a move of `type` belongs to `phase` (a switch rather than a table lookup: speed). */
function inPhase(type: RoiMove['type'], phase: RoiPhase): boolean {
  switch (type) {
    case 'strike':
      return phase === 'play' || phase === 'counter';
    case 'psychic':
      return phase === 'play' || phase === 'defend';
    case 'poke':
      return phase === 'play' || phase === 'counter' || phase === 'react';
    case 'pincer':
      return phase === 'pincer';
    case 'exchange':
      return phase === 'exchange';
    case 'parry':
    case 'dodge':
    case 'take':
      return phase === 'defend';
    case 'stop':
      return phase === 'counter';
    case 'shed':
      return phase === 'shed';
    case 'keep':
      return phase === 'keep';
    case 'trip':
    case 'surprise':
    case 'pass':
      return phase === 'react';
    case 'move':
    case 'intimidate':
    case 'discard':
    case 'end':
    case 'charge':
    case 'spit':
    case 'cheer':
    case 'switch':
      return phase === 'play';
  }
}

/** The fighter who must decide now (the player is its owner in the two-fighters game). */
function actorOf(s: RoiState): number {
  if (s.phase === 'defend') return s.attack?.on ?? s.current;
  if (s.phase === 'counter') return s.counterer ?? s.current;
  if (s.phase === 'shed') return s.victim ?? s.current;
  if (s.phase === 'react') return s.react?.seats[0] ?? s.current;
  if (s.phase === 'keep') return s.spat?.by ?? s.current;
  if (s.phase === 'pincer') return s.pincer ?? s.current;
  return s.current;
}

/** A shallow copy: turn.ts replaces every array or fighter it changes, so sharing is safe. */
function copyState(s: RoiState): RoiState {
  return {
    fighters: s.fighters,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    current: s.current,
    phase: s.phase,
    status: s.status,
    first: s.first,
    round: s.round,
    played: s.played,
    acted: s.acted,
    attack: s.attack,
    counterer: s.counterer,
    victim: s.victim,
    startDraw: s.startDraw,
    winner: s.winner,
    rng: s.rng,
    advanced: s.advanced,
    teams: s.teams,
    winners: s.winners,
    react: s.react,
    spat: s.spat,
    owner: s.owner,
    pincer: s.pincer,
    counterOn: s.counterOn,
    tripped: s.tripped,
  };
}

export function apply(state: RoiState, raw: RoiMove): Applied<RoiState> {
  if (state.status !== 'playing') return fail(ERR.GAME_OVER, 'The game is over.');
  const why = malformed(raw);
  if (why !== null) return fail(ERR.BAD_MOVE, why);
  if (!inPhase(raw.type, state.phase)) return fail(ERR.WRONG_PHASE, `A ${raw.type} is not possible now: it is the ${state.phase} phase.`);
  const legal = check(state, actorOf(state), raw);
  if (typeof legal === 'string') return fail(ERR.NOT_LEGAL, legal);
  const s = copyState(state);
  const events: GameEvent[] = [];
  switch (legal.type) {
    case 'exchange':
      exchange(s, legal.cards, events);
      break;
    case 'move':
      move(s, legal.card, legal.to, events);
      break;
    case 'strike':
      strike(s, legal.card, legal.target, legal.mode, 'fury' in legal, events);
      break;
    case 'poke':
      poke(s, legal.card, legal.target, events);
      break;
    case 'intimidate':
      intimidate(s, legal.cards, legal.target, events);
      break;
    case 'discard':
      discard(s, legal.cards, events);
      break;
    case 'end':
      endTurn(s, legal.draw, events);
      break;
    case 'parry':
      parry(s, legal.card, events);
      break;
    case 'dodge':
      dodge(s, legal.card, legal.to, events);
      break;
    case 'take':
      take(s, events);
      break;
    case 'stop':
      stop(s, events);
      break;
    case 'shed':
      shed(s, legal.cards, events);
      break;
    case 'charge':
      charge(s, legal.card, legal.target, 'fury' in legal, events);
      break;
    case 'spit':
      spit(s, legal.card, legal.target, events);
      break;
    case 'cheer':
      cheer(s, legal.card, legal.seat, events);
      break;
    case 'psychic':
      psychic(s, legal.cards, legal.target, events);
      break;
    case 'keep':
      keep(s, legal.card, events);
      break;
    case 'trip':
      trip(s, legal.card, legal.target, events);
      break;
    case 'surprise':
      surprise(s, legal.card, legal.target, legal.mode, 'fury' in legal, events);
      break;
    case 'pass':
      pass(s, events);
      break;
    case 'pincer':
      pincer(s, legal.agree, events);
      break;
    case 'switch':
      switchFighter(s, legal.fighter, events);
      break;
  }
  return { ok: true, state: s, events };
}

export { actorOf };
