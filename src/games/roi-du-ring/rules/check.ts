// Direct legality checks for `apply`, rule by rule, without listing every legal move. They say
// exactly what moves.ts lists (the harness compares both over thousands of games).

import { HAND, dirsOf, isJoker, isRed, lineOf, sortCards } from './cards';
import { dodges, foes, handSeat, isFree, legalMoves, parries } from './moves';
import type { RoiMove, RoiState, Square } from './types';

/** `cards` in canonical order if all are in `hand` and none repeats, else why not. */
export function cardsIn(hand: readonly string[], cards: readonly string[]): string[] | string {
  // The usual case first (the lists legalMoves makes): cards in hand order, so already
  // canonical (hands are kept in canonical order) and without repeats.
  let at = -1;
  let ordered = true;
  for (let i = 0; i < cards.length && ordered; i++) {
    const k = hand.indexOf(cards[i] as string);
    if (k > at) at = k;
    else ordered = false;
  }
  if (ordered) return cards.slice();
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as string;
    if (!hand.includes(c)) return `${c} is not in your hand.`;
    for (let j = 0; j < i; j++) if (cards[j] === c) return `${c} is named twice.`;
  }
  return cards.length === 1 ? [cards[0] as string] : sortCards(cards.slice());
}

function adjacentAlong(state: RoiState, seat: number, target: number, card: string): boolean {
  const a = state.fighters[seat];
  const t = state.fighters[target];
  if (!a || !t || t.ko || !foes(state, seat, target)) return false;
  for (const [dx, dy] of dirsOf(lineOf(card))) if (a.x + dx === t.x && a.y + dy === t.y) return true;
  return false;
}

function stepAlong(state: RoiState, seat: number, card: string, to: Square): boolean {
  const f = state.fighters[seat];
  if (!f) return false;
  for (const [dx, dy] of dirsOf(lineOf(card))) if (f.x + dx === to.x && f.y + dy === to.y) return isFree(state, to.x, to.y);
  return false;
}

const NOT_NOW = 'That move is not legal now.';
const TRIPPED = 'You were tripped: you play no card until your next turn.';
/** R-JOKER-POKE, R-COUNTER: why a joker is refused as a strike (a counter-attack included). */
const JOKER_NO_STRIKE = 'A joker never hits nor pushes: it pokes an eye (a poke move, a counter-attack too) or defends against any attack.';

/**
 * Why `move` (well formed, of the right phase) is not legal for `actor`, or the move with
 * its card lists in canonical order.
 */
export function check(state: RoiState, actor: number, move: RoiMove): RoiMove | string {
  const hand = state.hands[handSeat(state, actor)] ?? [];
  // Every move naming a card (but a keep: the card is among the spat ones) needs it in hand.
  const type = move.type;
  if (type !== 'end' && type !== 'discard' && type !== 'exchange' && type !== 'intimidate' && type !== 'shed' && type !== 'take' && type !== 'stop' && type !== 'pass' && type !== 'keep' && type !== 'switch' && type !== 'psychic' && type !== 'pincer') {
    if (!hand.includes(move.card)) return `${move.card} is not in your hand.`;
  }
  switch (move.type) {
    case 'exchange': {
      const cards = cardsIn(hand, move.cards);
      if (typeof cards === 'string') return cards;
      if (cards.length > Math.min(3, state.deck.length)) return 'Exchange at most 3 cards (and no more than the deck holds).';
      return { type: 'exchange', cards };
    }
    case 'discard':
    case 'shed': {
      const cards = cardsIn(hand, move.cards);
      if (typeof cards === 'string') return cards;
      if (move.type === 'discard' && cards.length === 0) return 'Name at least one card to discard.';
      if (move.type === 'shed' && cards.length !== Math.min(2, hand.length)) return 'Discard two cards (or all you hold, if fewer).';
      return { type: move.type, cards };
    }
    case 'intimidate': {
      const cards = cardsIn(hand, move.cards);
      if (typeof cards === 'string') return cards;
      if (cards.length !== 3) return 'An intimidation discards exactly three cards.';
      const t = state.fighters[move.target];
      if (!t || t.ko || !foes(state, actor, move.target)) return 'Intimidate an opponent still in the ring.';
      return { type: 'intimidate', cards, target: move.target };
    }
    case 'move':
      if (state.played >= HAND) return 'You have played 5 cards this turn.';
      if (isRed(move.card) || isJoker(move.card)) return 'Only black cards move (clubs orthogonally, spades diagonally).';
      return stepAlong(state, actor, move.card, move.to) ? move : NOT_NOW;
    case 'strike':
      if ('fury' in move) return listed(state, { type: 'strike', card: move.card, target: move.target, mode: 'hit', fury: true }, 'A fury blow needs 8 fury points (fury rule on) and a hit a normal strike could make.');
      if (state.phase === 'play' && state.played >= HAND) return 'You have played 5 cards this turn.';
      if (isJoker(move.card)) return JOKER_NO_STRIKE;
      if (!isRed(move.card)) return 'Black cards move and dodge; only red cards strike (diamonds orthogonally, hearts diagonally).';
      if (state.phase === 'counter' && move.target !== state.counterOn) return 'A counter-attack strikes the fighter who attacked you.';
      return adjacentAlong(state, actor, move.target, move.card) ? move : 'The target must stand next to you along the line of the card.';
    case 'poke':
      if (state.phase === 'play' && state.played >= HAND) return 'You have played 5 cards this turn.';
      if (!isJoker(move.card)) return 'Only a joker pokes an eye.';
      if (state.phase === 'counter' && move.target !== state.counterOn) return 'A counter-attack pokes the fighter who attacked you.';
      if (state.phase === 'react') return listed(state, { type: 'poke', card: move.card, target: move.target }, 'A surprise poke needs a joker and the fighter who stepped next to you from afar.');
      return adjacentAlong(state, actor, move.target, move.card) ? move : 'The target must stand next to you.';
    case 'end':
      return move.draw >= 0 && move.draw <= Math.min(2, HAND - hand.length, state.deck.length) ? move : 'Draw 0 to 2 cards, never above 5 in hand.';
    case 'parry':
      if (state.tripped.includes(actor)) return TRIPPED;
      return state.attack && parries(move.card, state.attack) ? move : 'A parry needs a red card of the same line and a higher value (or the red joker).';
    case 'dodge':
      if (state.tripped.includes(actor)) return TRIPPED;
      if (!state.attack || !dodges(move.card, state.attack)) return 'A dodge needs a black card of the other line and a higher value (or the black joker).';
      return stepAlong(state, actor, move.card, move.to) ? move : 'Dodge to a free square along the card.';
    case 'take':
    case 'stop':
    case 'pass':
    case 'pincer':
      return move;
    case 'switch':
      return listed(state, { type: 'switch', fighter: move.fighter }, 'Switch to your other fighter still standing (two-fighters game).');
    case 'psychic': {
      const cards = cardsIn(hand, move.cards);
      if (typeof cards === 'string') return cards;
      return listed(state, { type: 'psychic', cards, target: move.target }, 'A psychic attack needs the psychic rule, 2 to 5 cards forming a poker hand (a higher one to answer one), and an opponent.');
    }
    case 'charge':
      return listed(state, 'fury' in move ? { type: 'charge', card: move.card, target: move.target, fury: true } : { type: 'charge', card: move.card, target: move.target }, 'A charge needs the special cards rule, a jack, and an opponent two squares away along the card with the square between free.');
    case 'spit':
      return listed(state, { type: 'spit', card: move.card, target: move.target }, 'A spit needs the special cards rule, a queen, and an opponent one or two squares away along the card (whoever stands between).');
    case 'cheer':
      return listed(state, { type: 'cheer', card: move.card, seat: move.seat }, 'A cheer needs the special cards rule, a king, and yourself (or a standing teammate, off the Champion\'s square).');
    case 'trip':
      return listed(state, { type: 'trip', card: move.card, target: move.target }, 'A trip needs an ace along the line to the fighter who just stepped next to you.');
    case 'surprise':
      return listed(state, 'fury' in move ? { type: 'surprise', card: move.card, target: move.target, mode: 'hit', fury: true } : { type: 'surprise', card: move.card, target: move.target, mode: move.mode }, 'A surprise attack needs a red card higher than the move card, along the line to the fighter who stepped next to you.');
    case 'keep':
      return listed(state, { type: 'keep', card: move.card }, 'Keep one of the two cards the spit took.');
  }
}

/** The advanced moves are checked against the list of legal moves (they are rare). */
function listed(state: RoiState, move: RoiMove, why: string): RoiMove | string {
  const key = JSON.stringify(move);
  for (const m of legalMoves(state)) if (m.type === move.type && JSON.stringify(m) === key) return m;
  return why;
}
