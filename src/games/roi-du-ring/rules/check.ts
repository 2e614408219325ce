// Direct legality checks for `apply`, rule by rule, without listing every legal move. They say
// exactly what moves.ts lists (the harness compares both over thousands of games).

import { HAND, cardIndex, dirsOf, isJoker, isRed, lineOf } from './cards';
import { dodges, isFree, parries } from './moves';
import type { RoiMove, RoiState, Square } from './types';

/** `cards` in canonical order if all are in `hand` and none repeats, else why not. */
export function cardsIn(hand: readonly string[], cards: readonly string[]): string[] | string {
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as string;
    if (!hand.includes(c)) return `${c} is not in your hand.`;
    for (let j = 0; j < i; j++) if (cards[j] === c) return `${c} is named twice.`;
  }
  return cards.slice().sort((a, b) => cardIndex(a) - cardIndex(b));
}

function adjacentAlong(state: RoiState, seat: number, target: number, card: string): boolean {
  const a = state.fighters[seat];
  const t = state.fighters[target];
  if (!a || !t || t.ko || target === seat) return false;
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

/**
 * Why `move` (well formed, of the right phase) is not legal for `actor`, or the move with
 * its card lists in canonical order.
 */
export function check(state: RoiState, actor: number, move: RoiMove): RoiMove | string {
  const hand = state.hands[actor] ?? [];
  if ('card' in move && !hand.includes(move.card)) return `${move.card} is not in your hand.`;
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
      if (!t || t.ko || move.target === actor) return 'Intimidate an opponent still in the ring.';
      return { type: 'intimidate', cards, target: move.target };
    }
    case 'move':
      if (state.played >= HAND) return 'You have played 5 cards this turn.';
      if (isRed(move.card) || isJoker(move.card)) return 'Only black cards move (clubs orthogonally, spades diagonally).';
      return stepAlong(state, actor, move.card, move.to) ? move : NOT_NOW;
    case 'strike':
      if (state.phase === 'play' && state.played >= HAND) return 'You have played 5 cards this turn.';
      if (!isRed(move.card) || isJoker(move.card)) return 'Only red cards strike (diamonds orthogonally, hearts diagonally).';
      if (state.phase === 'counter' && move.target !== state.current) return 'A counter-attack strikes the fighter who attacked.';
      return adjacentAlong(state, actor, move.target, move.card) ? move : 'The target must stand next to you along the line of the card.';
    case 'poke':
      if (state.played >= HAND) return 'You have played 5 cards this turn.';
      if (!isJoker(move.card)) return 'Only a joker pokes an eye.';
      return adjacentAlong(state, actor, move.target, move.card) ? move : 'The target must stand next to you.';
    case 'end':
      return move.draw >= 0 && move.draw <= Math.min(2, HAND - hand.length, state.deck.length) ? move : 'Draw 0 to 2 cards, never above 5 in hand.';
    case 'parry':
      return state.attack && parries(move.card, state.attack) ? move : 'A parry needs a red card of the same line and a higher value (or the red joker).';
    case 'dodge':
      if (!state.attack || !dodges(move.card, state.attack)) return 'A dodge needs a black card of the other line and a higher value (or the black joker).';
      return stepAlong(state, actor, move.card, move.to) ? move : 'Dodge to a free square along the card.';
    case 'take':
    case 'stop':
      return move;
  }
}
