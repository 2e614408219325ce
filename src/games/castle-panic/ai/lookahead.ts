// The strong defender's look-ahead tools: what a seat cannot see (the order of the castle deck
// and of the monster pile) sampled from what it can (every card and token not in sight), and
// states played forward on such a sample. Everything starts from the seat's view: the true
// deck and pile never reach these functions. Pure: randomness from the Rng handed in.

import { HIDDEN } from '../../../core/contract';
import type { Rng } from '../../../core/rng';
import { CASTLE_CARDS, SETUP_MONSTERS, pileTokensFor } from '../rules/data';
import { shallowCopy } from '../rules/engine';
import type { CastlePanicState } from '../rules/types';

/** `all` without one copy of each of `out` (a multiset difference); null if `out` holds something `all` lacks. */
function minus(all: readonly string[], out: Iterable<string>): string[] | null {
  const left = all.slice();
  for (const x of out) {
    const i = left.indexOf(x);
    if (i < 0) return null;
    left[i] = left[left.length - 1] as string;
    left.pop();
  }
  return left;
}

/** How many cards of the hands the view shows face down (every one before the deal's start, none after). */
const hiddenInHands = (v: CastlePanicState): number => v.hands.reduce((n, h) => n + h.filter((c) => c === HIDDEN).length, 0);

/** The castle cards the view does not show (the deck's cards and any face-down hand's, in no order), or null when that cannot be told. */
export function unseenCards(v: CastlePanicState): string[] | null {
  const seen: string[] = [];
  for (const h of v.hands) for (const c of h) if (c !== HIDDEN) seen.push(c);
  for (const c of v.discard) seen.push(c);
  const left = minus(CASTLE_CARDS, seen);
  return left !== null && left.length === v.deck.length + hiddenInHands(v) ? left : null;
}

/** `n` items of `all` at random (a stand-in when the unseen cannot be told). */
function some(all: readonly string[], n: number, rng: Rng): string[] {
  const out: string[] = [];
  while (out.length < n) for (const x of rng.shuffleInPlace(all.slice())) if (out.length < n) out.push(x);
  return out;
}

/** The monster tokens the view does not show (the pile's tokens, in no order), or null when that cannot be told. */
export function unseenTokens(v: CastlePanicState): string[] | null {
  const all = pileTokensFor(v.variants.easierBattles).concat(SETUP_MONSTERS);
  const seen: string[] = [];
  for (const m of v.monsters) seen.push(m.kind);
  for (const t of v.monsterDiscard) seen.push(t);
  for (const t of v.toPlace) seen.push(t);
  for (const t of v.queue) seen.push(t);
  if (v.overlord !== null) return null; // the Overlord's hidden tokens: not sampled here
  const left = minus(all, seen);
  return left !== null && left.length === v.pile.length ? left : null;
}

/** Precomputed unseen lists of one view, shuffled afresh for each sample. */
export interface Unseen {
  cards: string[] | null;
  tokens: string[] | null;
}

export const unseenOf = (v: CastlePanicState): Unseen => ({ cards: unseenCards(v), tokens: unseenTokens(v) });

/**
 * One possible true state behind the view: the deck and pile shuffled from the unseen (and the
 * hands dealt from them where the view shows them face down, before the start), a fresh RNG.
 */
export function determinize(v: CastlePanicState, unseen: Unseen, rng: Rng): CastlePanicState {
  const s = shallowCopy(v);
  const cards = unseen.cards ? rng.shuffleInPlace(unseen.cards.slice()) : some(CASTLE_CARDS, v.deck.length + hiddenInHands(v), rng);
  if (hiddenInHands(v) > 0) s.hands = v.hands.map((h) => h.map((c) => (c === HIDDEN ? (cards.pop() as string) : c)));
  s.deck = cards;
  s.pile = unseen.tokens ? rng.shuffleInPlace(unseen.tokens.slice()) : some(pileTokensFor(v.variants.easierBattles), v.pile.length, rng);
  s.rng = rng.nextU32();
  s.dice = [];
  return s;
}
