// Move generation. Plays and discards are subsets of the hand, found as bitmasks over hand
// positions; hands are kept in canonical order, so each move's cards come out in canonical
// order and each legal move is listed once. Order: plays (singles, pairs, triples, quads),
// then discards by mask, then yield, then flip.

import { isAce, isJester, rankOf, valueOf } from './cards';
import type { RegicideMove, RegicideState } from './types';

const COMBO_LIMIT = 10; // R-COMBO: 2-4 cards of one rank, total at most 10

/** R-ACE: an ace pairs with exactly one other card that is not a jester (another ace too). */
function pairIsLegal(a: string, b: string): boolean {
  if (isJester(a) || isJester(b)) return false; // R-JESTER-ALONE
  if (isAce(a) || isAce(b)) return true;
  return rankOf(a) === rankOf(b) && valueOf(a) * 2 <= COMBO_LIMIT;
}

/** R-COMBO: three or four of one rank (never aces, never jesters), total at most 10. */
function comboIsLegal(cards: readonly string[]): boolean {
  const first = cards[0] as string;
  if (isAce(first) || isJester(first) || valueOf(first) * cards.length > COMBO_LIMIT) return false;
  const rank = rankOf(first);
  for (const c of cards) if (rankOf(c) !== rank) return false;
  return true;
}

/** Whether `cards` (distinct cards of the hand) form a legal play. */
export function playIsLegal(cards: readonly string[]): boolean {
  const n = cards.length;
  if (n === 1) return true;
  if (n === 2) return pairIsLegal(cards[0] as string, cards[1] as string);
  return n <= 4 && comboIsLegal(cards);
}

const play = (cards: string[]): RegicideMove => ({ type: 'play', cards });

// The hand being enumerated, decoded once into scratch tables (hands hold at most 8 cards).
const VAL = new Int32Array(8);
const RANK = new Int32Array(8);

function decode(hand: readonly string[]): void {
  for (let i = 0; i < hand.length; i++) {
    VAL[i] = valueOf(hand[i] as string);
    RANK[i] = rankOf(hand[i] as string);
  }
}

const ACE_RANK = 0;
const JESTER_RANK = 13;

/** Three or four of a kind: only 2s (up to four) and 3s (three), as the total is at most 10. */
function pushCombos(hand: readonly string[], out: RegicideMove[]): void {
  const n = hand.length;
  for (let i = 0; i < n - 2; i++) {
    const r = RANK[i] as number;
    const v = VAL[i] as number;
    if (r === ACE_RANK || v * 3 > COMBO_LIMIT) continue;
    for (let j = i + 1; j < n && RANK[j] === r; j++) {
      for (let k = j + 1; k < n && RANK[k] === r; k++) {
        out.push(play([hand[i] as string, hand[j] as string, hand[k] as string]));
        if (v * 4 > COMBO_LIMIT) continue;
        for (let l = k + 1; l < n && RANK[l] === r; l++) out.push(play([hand[i] as string, hand[j] as string, hand[k] as string, hand[l] as string]));
      }
    }
  }
}

/** Every legal play from `hand` (R-ACE, R-COMBO, R-JESTER-ALONE), singles first. */
export function playMoves(hand: readonly string[], out: RegicideMove[]): void {
  const n = hand.length;
  decode(hand);
  for (let i = 0; i < n; i++) out.push(play([hand[i] as string]));
  for (let i = 0; i < n; i++) {
    const ri = RANK[i] as number;
    if (ri === JESTER_RANK) continue;
    for (let j = i + 1; j < n; j++) {
      const rj = RANK[j] as number;
      if (rj === JESTER_RANK) continue;
      if (ri === ACE_RANK || rj === ACE_RANK || (ri === rj && (VAL[i] as number) * 2 <= COMBO_LIMIT)) out.push(play([hand[i] as string, hand[j] as string]));
    }
  }
  pushCombos(hand, out);
}

const SUMS = new Int32Array(256);
const MAXES = new Int32Array(256);

/**
 * R-DISCARD: a discard is legal when its total reaches the damage and dropping its largest card
 * would not. Masks ascend, cards in hand order.
 */
export function discardMoves(hand: readonly string[], damage: number, out: RegicideMove[]): void {
  const full = 1 << hand.length;
  decode(hand);
  SUMS[0] = 0;
  MAXES[0] = 0;
  for (let mask = 1; mask < full; mask++) {
    const rest = mask & (mask - 1);
    const v = VAL[31 - Math.clz32(mask & -mask)] as number;
    const sum = (SUMS[rest] as number) + v;
    const m = MAXES[rest] as number;
    const max = v > m ? v : m;
    SUMS[mask] = sum;
    MAXES[mask] = max;
    if (sum >= damage && sum - max < damage) out.push({ type: 'discard', cards: cardsOf(hand, mask) });
  }
}

/** The cards of `hand` at the positions set in `mask`, in hand order. */
export function cardsOf(hand: readonly string[], mask: number): string[] {
  const cards: string[] = [];
  for (let i = 0; mask !== 0; i++, mask >>>= 1) if (mask & 1) cards.push(hand[i] as string);
  return cards;
}

/** `hand` without the positions set in `mask`. */
export function withoutMask(hand: readonly string[], mask: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < hand.length; i++) if (((mask >>> i) & 1) === 0) out.push(hand[i] as string);
  return out;
}

/** Whether `cards` is a legal discard against `damage`. */
export function discardIsLegal(cards: readonly string[], damage: number): boolean {
  let sum = 0;
  let max = 0;
  for (const c of cards) {
    const v = valueOf(c);
    sum += v;
    if (v > max) max = v;
  }
  return cards.length > 0 && sum >= damage && sum - max < damage;
}

export const handTotal = (hand: readonly string[]): number => {
  let sum = 0;
  for (const c of hand) sum += valueOf(c);
  return sum;
};

/**
 * R-YIELD-LIMIT: no yield if every other player yielded on their last turn. Solo: only with
 * `soloYield`, and (our rule) not twice in a row, so a game always ends.
 */
export function yieldIsLegal(state: RegicideState): boolean {
  const { yielded, current } = state;
  if (yielded.length === 1) return state.soloYield && !yielded[0];
  for (let s = 0; s < yielded.length; s++) if (s !== current && !yielded[s]) return true;
  return false;
}

/** R-SOLO-JESTER: the solo jester power, at the start of step 1 or of step 4. */
export const flipIsLegal = (state: RegicideState): boolean => state.hands.length === 1 && state.jestersLeft > 0 && state.phase !== 'choose';

export function legalMoves(state: RegicideState): RegicideMove[] {
  if (state.status !== 'playing') return [];
  const out: RegicideMove[] = [];
  const hand = state.hands[state.current] ?? [];
  if (state.phase === 'choose') {
    for (let s = 0; s < state.hands.length; s++) out.push({ type: 'choose', seat: s });
    return out;
  }
  if (state.phase === 'play') {
    playMoves(hand, out);
    if (yieldIsLegal(state)) out.push({ type: 'yield' });
  } else {
    discardMoves(hand, state.toDiscard, out);
  }
  if (flipIsLegal(state)) out.push({ type: 'flip' });
  return out;
}

/** Whether the actor has any move: a game with none is lost (R-LOSE-NO-MOVE, R-LOSE-DAMAGE). */
export function hasMove(state: RegicideState): boolean {
  if (state.phase === 'choose' || flipIsLegal(state)) return true;
  const hand = state.hands[state.current] ?? [];
  if (state.phase === 'play') return hand.length > 0 || yieldIsLegal(state);
  return handTotal(hand) >= state.toDiscard;
}
