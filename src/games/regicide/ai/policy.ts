// The heuristic policy: a score for each legal move of the player to act, from what the rules'
// forecast would say (damage, suit powers, the counter-attack, whether the hand covers it). It
// reads only the current player's hand and public things (enemy, table, pile sizes, discard), so
// it works on a view as well as on a full (sampled) state. The easy bot plays its best move; the
// strong bot uses it to order and prune its search and to play its rollouts.

import { CLUBS, DIAMONDS, HEARTS, SPADES, enemyAttack, enemyHealth, handLimit, isJester, suitOf, valueOf } from '../rules/cards';
import type { RegicideMove, RegicideState } from '../rules/types';

/** How much a card is worth keeping beyond its value: its suit power later on (by suit bit). */
const SUIT_KEEP = new Float64Array(16);
SUIT_KEEP[CLUBS] = 2;
SUIT_KEEP[DIAMONDS] = 3;
SUIT_KEEP[HEARTS] = 1;
SUIT_KEEP[SPADES] = 2;

const DEATH = -1000;

/** The policy's weights (the bench may try others). */
export const WEIGHTS = {
  draw: 5, // about what a card drawn from the tavern is worth
  partnerDraw: 0.6, // a card a partner draws, for one's own
  damage: 1.3, // a point of damage, for a point of value spent
  counter: 1.1, // a point of counter-attack to cover
  jester: -40, // playing a jester (2+ players) when something else would do
  yieldCost: 12, // yielding, beyond the counter-attack
  exactKill: 12,
};

/** What keeping `card` is worth: its value, its suit, more for a jester (2+ players) and an ace. */
export function keepValue(card: string): number {
  if (isJester(card)) return 40;
  const v = valueOf(card);
  return v + (SUIT_KEEP[suitOf(card)] ?? 0) + (v === 1 ? 2 : 0);
}

function handValue(hand: readonly string[]): number {
  let sum = 0;
  for (let i = 0; i < hand.length; i++) sum += valueOf(hand[i] as string);
  return sum;
}

/** The score of playing `cards` (not a lone jester) now. */
function scorePlay(s: RegicideState, cards: readonly string[], hand: readonly string[]): number {
  const enemy = s.enemy as string;
  const health = enemyHealth(enemy) - s.damage;
  const atk = enemyAttack(enemy);
  const immune = s.immunityCancelled ? 0 : suitOf(enemy);
  let suits = 0;
  let attack = 0;
  let keep = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as string;
    suits |= suitOf(c);
    attack += valueOf(c);
    keep += keepValue(c);
  }
  const active = suits & ~immune;
  const players = s.hands.length;
  const left = hand.length - cards.length;
  const healed = active & HEARTS ? Math.min(attack, s.discard.length) : 0;
  let drawn = 0;
  let mine = 0;
  if (active & DIAMONDS) {
    const limit = handLimit(players);
    let room = 0;
    for (let p = 0; p < players; p++) room += Math.max(0, limit - (p === s.current ? left : (s.hands[p] as string[]).length));
    const total = Math.min(attack, s.tavern.length + healed, room);
    // The current player draws first, then round the table: about an even share each.
    mine = Math.min(limit - left, Math.ceil(total / players));
    // Cards drawn by partners help the team too, a little less than one's own.
    drawn = mine + (total - mine) * WEIGHTS.partnerDraw;
  }
  const healValue = healed * (s.tavern.length < 8 ? 1.5 : 0.4);
  const damage = active & CLUBS ? attack * 2 : attack;
  const after = handValue(hand) - attack;
  if (damage >= health) {
    const exact = damage === health;
    // A kill: no counter-attack and the same player goes on; spend as little as possible.
    return 200 + (exact ? WEIGHTS.exactKill + valueOf(enemy) * 0.4 : 0) - keep + drawn * WEIGHTS.draw + healValue;
  }
  const shieldGain = active & SPADES ? attack : 0;
  const stillToBlock = Math.max(0, atk - s.shield);
  const counter = Math.max(0, stillToBlock - shieldGain);
  const cover = after + mine * WEIGHTS.draw * 0.8;
  if (cover < counter) return DEATH + damage;
  const blocked = Math.min(shieldGain, stillToBlock);
  const turnsLeft = Math.min(3, (health - damage) / 12);
  return damage * WEIGHTS.damage - keep + blocked * (1 + turnsLeft) + drawn * WEIGHTS.draw + healValue - counter * WEIGHTS.counter - (left === 0 && counter === 0 ? 8 : 0);
}

/** The score of a discard: the less worth keeping it throws away, the better. */
function scoreDiscard(s: RegicideState, cards: readonly string[], hand: readonly string[]): number {
  let keep = 0;
  for (let i = 0; i < cards.length; i++) keep += keepValue(cards[i] as string);
  return -keep - (cards.length === hand.length ? 10 : 0) - (s.toDiscard > 0 ? 0 : 0);
}

/**
 * Issue 30 item 26: the covers worth keeping among `legal` (the other moves kept as they are):
 * the discards that give up the fewest points of the hand, for the hand is the player's health
 * and a point spent beyond the damage is a point less against the next attack. A bot never
 * covers 10 with 4♣ + 10♥ when 10♥ alone does, nor 5 with a 10 while holding a 5.
 */
export function cheapestCovers(legal: readonly RegicideMove[]): RegicideMove[] {
  let least = Infinity;
  for (const m of legal) if (m.type === 'discard') least = Math.min(least, handValue(m.cards));
  return legal.filter((m) => m.type !== 'discard' || handValue(m.cards) === least);
}

/** The seat to name after a jester: the one holding the most cards (the nearest clockwise on ties). */
function scoreChoose(s: RegicideState, seat: number): number {
  const n = s.hands.length;
  const size = (s.hands[seat] as string[]).length;
  return size * 10 - ((seat - s.current + n) % n) * 0.1;
}

/** The heuristic score of one legal move for the player to act. */
export function scoreMove(s: RegicideState, move: RegicideMove): number {
  const hand = s.hands[s.current] as string[];
  switch (move.type) {
    case 'play':
      if (move.cards.length === 1 && isJester(move.cards[0] as string)) return WEIGHTS.jester;
      return scorePlay(s, move.cards, hand);
    case 'discard':
      return scoreDiscard(s, move.cards, hand);
    case 'choose':
      return scoreChoose(s, move.seat);
    case 'yield': {
      const counter = Math.max(0, enemyAttack(s.enemy as string) - s.shield);
      return handValue(hand) < counter ? DEATH : -counter * WEIGHTS.counter - WEIGHTS.yieldCost;
    }
    case 'flip':
      // The solo jester power: a fresh hand, kept for when nothing else will do.
      return s.phase === 'discard' ? -45 + hand.length * -2 : -60 + (hand.length <= 2 ? 25 : 0);
  }
}

/** Index of the legal move the policy rates highest (the first one on ties). */
export function bestIndex(s: RegicideState, legal: readonly RegicideMove[]): number {
  let best = 0;
  let top = -Infinity;
  for (let i = 0; i < legal.length; i++) {
    const v = scoreMove(s, legal[i] as RegicideMove);
    if (v > top) {
      top = v;
      best = i;
    }
  }
  return best;
}
