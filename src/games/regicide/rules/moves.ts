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
  decode(hand);
  // Up to 6 cards (64 sets) the plain scan is cheaper than the search's calls.
  if (hand.length > 6 && canonicalValues(hand.length)) discardsBySearch(hand, damage, out);
  else discardsByScan(hand, damage, out);
}

/** Every subset in turn (any hand order): sums and maxima built up mask by mask. */
function discardsByScan(hand: readonly string[], damage: number, out: RegicideMove[]): void {
  const full = 1 << hand.length;
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

// The search below, for a hand in canonical order: values never fall from one card to the
// next among the cards that are not jesters, and the jesters (value 0) come last.
let CARDS = 0; // cards that are not jesters
const PREFIX = new Int32Array(9); // PREFIX[b]: total of the first b cards
const FOUND = new Int32Array(256); // legal masks over the first CARDS cards, ascending
let FOUND_COUNT = 0;
let LOW = 0;
let HIGH = 0;

/** Whether the decoded hand has non-decreasing values with only jesters (if any) at its end. */
function canonicalValues(n: number): boolean {
  let cards = 0;
  while (cards < n && RANK[cards] !== JESTER_RANK) cards++;
  for (let i = cards; i < n; i++) if (RANK[i] !== JESTER_RANK) return false;
  PREFIX[0] = 0;
  for (let i = 0; i < cards; i++) {
    if (i > 0 && (VAL[i] as number) < (VAL[i - 1] as number)) return false;
    PREFIX[i + 1] = (PREFIX[i] as number) + (VAL[i] as number);
  }
  CARDS = cards;
  return true;
}

/**
 * With values in order, the largest card of a set is its last, so a set whose last card is h
 * is legal when the rest sums to at least damage - value(h) and at most damage - 1. Sets are
 * searched last card first, in ascending mask order, cutting every branch that cannot reach
 * the lower bound or already passes the upper one. A jester adds nothing and is never the
 * largest card, so each legal set comes again with every choice of jesters, in mask order.
 */
function discardsBySearch(hand: readonly string[], damage: number, out: RegicideMove[]): void {
  if (damage <= 0) return; // nothing to cover: no set is minimal (as in the scan)
  FOUND_COUNT = 0;
  HIGH = damage - 1;
  for (let h = 0; h < CARDS; h++) {
    const v = VAL[h] as number;
    if (v === 0) continue; // not reached: only jesters are worth 0
    LOW = damage - v;
    if ((PREFIX[h] as number) < LOW) continue; // even all the cards below h fall short
    subsets(h, 1 << h, 0);
  }
  const jesterSets = 1 << (hand.length - CARDS);
  for (let j = 0; j < jesterSets; j++) {
    const high = j << CARDS;
    for (let i = 0; i < FOUND_COUNT; i++) out.push({ type: 'discard', cards: cardsOf(hand, high | (FOUND[i] as number)) });
  }
}

/** Append base | s to FOUND for each s over the first `top` cards with LOW <= sum + sum(s) <= HIGH, ascending. */
function subsets(top: number, base: number, sum: number): void {
  if (sum >= LOW) FOUND[FOUND_COUNT++] = base;
  for (let b = 0; b < top; b++) {
    const s = sum + (VAL[b] as number);
    if (s > HIGH) return; // later cards are worth as much or more
    if (s + (PREFIX[b] as number) >= LOW) subsets(b, base | (1 << b), s);
  }
}

/** How many bits of `mask` are set. */
export function bitCount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (Math.imul((m + (m >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** The cards of `hand` at the positions set in `mask`, in hand order (an array of exact length). */
export function cardsOf(hand: readonly string[], mask: number): string[] {
  // Up to four cards as array literals (allocated inline, unlike `new Array(n)`).
  if (mask === 0) return [];
  const a = 31 - Math.clz32(mask & -mask);
  let rest = mask & (mask - 1);
  if (rest === 0) return [hand[a] as string];
  const b = 31 - Math.clz32(rest & -rest);
  rest &= rest - 1;
  if (rest === 0) return [hand[a] as string, hand[b] as string];
  const c = 31 - Math.clz32(rest & -rest);
  rest &= rest - 1;
  if (rest === 0) return [hand[a] as string, hand[b] as string, hand[c] as string];
  const d = 31 - Math.clz32(rest & -rest);
  rest &= rest - 1;
  if (rest === 0) return [hand[a] as string, hand[b] as string, hand[c] as string, hand[d] as string];
  const cards = new Array<string>(bitCount(mask));
  let k = 0;
  for (let i = 0; mask !== 0; i++, mask >>>= 1) if (mask & 1) cards[k++] = hand[i] as string;
  return cards;
}

/** `hand` without the positions set in `mask` (hands hold at most 8 cards). */
export function withoutMask(hand: readonly string[], mask: number): string[] {
  return cardsOf(hand, ((1 << hand.length) - 1) & ~mask);
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
