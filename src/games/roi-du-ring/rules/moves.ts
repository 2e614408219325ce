// Move generation, one list per phase, in a stable order: cards in hand order, directions
// clockwise from up (cards.ts), targets by seat, subsets by size then hand positions.

import { HAND, dirsOf, isJoker, isRed, lineOf, onBoard, valueOf } from './cards';
import type { Attack, RoiMove, RoiState, Square } from './types';

/** The seat of the standing fighter on (x, y), or -1. */
export function fighterAt(state: RoiState, x: number, y: number): number {
  for (const f of state.fighters) if (!f.ko && f.x === x && f.y === y) return f.seat;
  return -1;
}

export const isFree = (state: RoiState, x: number, y: number): boolean => onBoard(x, y) && fighterAt(state, x, y) < 0;

// COMBOS[n][k]: every k-subset of positions 0..n-1, in lexicographic order (hands hold at
// most 5 cards; 8 leaves room), computed once.
const MAX_N = 8;
const COMBOS: number[][][][] = [];
for (let n = 0; n <= MAX_N; n++) {
  const byK: number[][][] = [];
  for (let k = 0; k <= n; k++) byK.push([]);
  const pick: number[] = [];
  const rec = (from: number, k: number): void => {
    if (pick.length === k) {
      (byK[k] as number[][]).push(pick.slice());
      return;
    }
    for (let i = from; i <= n - (k - pick.length); i++) {
      pick.push(i);
      rec(i + 1, k);
      pick.pop();
    }
  };
  for (let k = 0; k <= n; k++) rec(0, k);
  COMBOS.push(byK);
}

/** Every subset of `hand` of exactly `k` cards, in lexicographic order of hand positions. */
export function subsets(hand: readonly string[], k: number): string[][] {
  const combos = COMBOS[hand.length]?.[k];
  if (!combos) throw new Error(`roi-du-ring: no subsets of ${k} from ${hand.length} cards`);
  const out: string[][] = new Array<string[]>(combos.length);
  for (let c = 0; c < combos.length; c++) {
    const idx = combos[c] as number[];
    const cards = new Array<string>(idx.length);
    for (let i = 0; i < idx.length; i++) cards[i] = hand[idx[i] as number] as string;
    out[c] = cards;
  }
  return out;
}

/** The squares a black card (or the black joker) can step to from `seat`'s square. */
function steps(state: RoiState, seat: number, card: string): Square[] {
  const f = state.fighters[seat];
  if (!f) return [];
  const out: Square[] = [];
  for (const [dx, dy] of dirsOf(lineOf(card))) if (isFree(state, f.x + dx, f.y + dy)) out.push({ x: f.x + dx, y: f.y + dy });
  return out;
}

/** The standing opponents adjacent to `seat` along the card's line (any line for a joker). */
function targets(state: RoiState, seat: number, card: string): number[] {
  const f = state.fighters[seat];
  if (!f) return [];
  const out: number[] = [];
  for (const [dx, dy] of dirsOf(lineOf(card))) {
    const t = fighterAt(state, f.x + dx, f.y + dy);
    if (t >= 0) out.push(t);
  }
  return out;
}

/** Whether `target` stands next to `seat` along the line of the red card `card`. */
export function canStrike(state: RoiState, seat: number, card: string, target: number): boolean {
  return !isJoker(card) && isRed(card) && targets(state, seat, card).includes(target);
}

/**
 * R-PARRY: a red card of the attack's line and higher value. R-DODGE: a black card of the
 * other line and higher value. R-JOKER-DEFENCE: the red joker parries and the black joker
 * dodges any attack, an eye-poke included; nothing else beats a joker's eye-poke (no card is
 * higher than a joker).
 */
export function parries(card: string, attack: Attack): boolean {
  if (!isRed(card)) return false;
  if (isJoker(card)) return true;
  return !isJoker(attack.card) && lineOf(card) === lineOf(attack.card) && valueOf(card) > valueOf(attack.card);
}

export function dodges(card: string, attack: Attack): boolean {
  if (isRed(card)) return false;
  if (isJoker(card)) return true;
  return !isJoker(attack.card) && lineOf(card) !== lineOf(attack.card) && valueOf(card) > valueOf(attack.card);
}

function pushSubsets(hand: readonly string[], from: number, to: number, make: (cards: string[]) => RoiMove, out: RoiMove[]): void {
  for (let k = from; k <= to; k++) for (const cards of subsets(hand, k)) out.push(make(cards));
}

function strikesAt(state: RoiState, seat: number, only: number, out: RoiMove[]): void {
  for (const card of state.hands[seat] ?? []) {
    if (!isRed(card) || isJoker(card)) continue;
    for (const target of targets(state, seat, card)) {
      if (only >= 0 && target !== only) continue;
      out.push({ type: 'strike', card, target, mode: 'hit' }, { type: 'strike', card, target, mode: 'push' });
    }
  }
}

function playMoves(state: RoiState, out: RoiMove[]): void {
  const seat = state.current;
  const hand = state.hands[seat] ?? [];
  if (state.played < HAND) {
    // R-PLAY-LIMIT: at most 5 cards played in a turn.
    for (const card of hand) {
      if (isJoker(card)) {
        for (const target of targets(state, seat, card)) out.push({ type: 'poke', card, target });
      } else if (!isRed(card)) {
        for (const to of steps(state, seat, card)) out.push({ type: 'move', card, to });
      }
    }
    strikesAt(state, seat, -1, out);
  }
  if (hand.length >= 3) {
    const opponents = state.fighters.filter((f) => !f.ko && f.seat !== seat).map((f) => f.seat);
    for (const cards of subsets(hand, 3)) for (const target of opponents) out.push({ type: 'intimidate', cards, target });
  }
  pushSubsets(hand, 1, hand.length, (cards) => ({ type: 'discard', cards }), out);
  const maxDraw = Math.min(2, HAND - hand.length, state.deck.length);
  for (let draw = 0; draw <= maxDraw; draw++) out.push({ type: 'end', draw });
}

function defendMoves(state: RoiState, attack: Attack, out: RoiMove[]): void {
  const seat = attack.on;
  for (const card of state.hands[seat] ?? []) {
    if (parries(card, attack)) out.push({ type: 'parry', card });
    else if (dodges(card, attack)) for (const to of steps(state, seat, card)) out.push({ type: 'dodge', card, to });
  }
  out.push({ type: 'take' });
}

/** Every legal move of the actor, in a stable order. */
export function legalMoves(state: RoiState): RoiMove[] {
  if (state.status !== 'playing') return [];
  const out: RoiMove[] = [];
  switch (state.phase) {
    case 'exchange': {
      const hand = state.hands[state.current] ?? [];
      pushSubsets(hand, 0, Math.min(3, hand.length, state.deck.length), (cards) => ({ type: 'exchange', cards }), out);
      break;
    }
    case 'play':
      playMoves(state, out);
      break;
    case 'defend':
      if (state.attack) defendMoves(state, state.attack, out);
      break;
    case 'counter':
      if (state.counterer !== null) strikesAt(state, state.counterer, state.current, out);
      out.push({ type: 'stop' });
      break;
    case 'shed': {
      const hand = state.hands[state.victim ?? 0] ?? [];
      pushSubsets(hand, Math.min(2, hand.length), Math.min(2, hand.length), (cards) => ({ type: 'shed', cards }), out);
      break;
    }
    case 'over':
      break;
  }
  return out;
}
