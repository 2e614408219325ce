// Determinization: one full state drawn at random among those a player cannot tell apart from its
// view. The player sees its own hand, the discard pile and, as the spitter, the two cards a spit
// took; the other hands, the deck and the spat cards of someone else's spit are '?'. Every card
// is in exactly one of those places (54 in all), so the hidden places are dealt again from the
// cards the player has not seen, and the rules' RNG (hidden in a view) gets a fresh state.
// What the player could infer from the history (a card kept after a spit, a card a parry
// showed missing) is ignored.

import { HIDDEN, type Seat } from '../../../core/contract';
import type { Rng } from '../../../core/rng';
import { ALL_CARDS, sortCards } from '../rules/cards';
import type { RoiState } from '../rules/types';

/** The cards `player` has not seen in `view`, shuffled with `rng`. */
function unseen(view: RoiState, player: Seat, rng: Rng): string[] {
  const seen = new Set<string>();
  for (const c of view.hands[player] ?? []) seen.add(c);
  for (const c of view.discard) seen.add(c);
  if (view.spat) for (const c of view.spat.cards) if (c !== HIDDEN) seen.add(c);
  const pool: string[] = [];
  for (const c of ALL_CARDS) if (!seen.has(c)) pool.push(c);
  return rng.shuffleInPlace(pool); // the Fisher-Yates over rng.int the loop here was
}

/**
 * A full state consistent with what `player` sees in `view`, the hidden cards dealt with `rng`.
 * Throws if the view hides more cards than the player has not seen.
 */
export function determinize(view: RoiState, player: Seat, rng: Rng): RoiState {
  const pool = unseen(view, player, rng);
  let next = 0;
  const take = (n: number): string[] => {
    if (next + n > pool.length) throw new Error('roi-du-ring bot: more hidden cards than unseen ones');
    const out = pool.slice(next, next + n);
    next += n;
    return out;
  };
  const fill = (cards: readonly string[]): string[] => {
    const out = cards.slice();
    for (let i = 0; i < out.length; i++) if (out[i] === HIDDEN) out[i] = take(1)[0] as string;
    return out;
  };
  const hands = view.hands.map((h, p) => (p === player ? h.slice() : h.includes(HIDDEN) ? sortCards(fill(h)) : h.slice()));
  const spat = view.spat ? { by: view.spat.by, cards: fill(view.spat.cards) } : null;
  const deck = fill(view.deck);
  return { ...view, hands, deck, spat, rng: rng.nextU32() };
}
