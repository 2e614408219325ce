// The four steps of a turn, on `next` (a shallow copy of the input state whose changed arrays
// are replaced, never edited). Every change is told by an event for the scene to animate.

import type { GameEvent, Seat } from '../../../core/contract';
import { CLUBS, DIAMONDS, HEARTS, SPADES, enemyAttack, enemyHealth, handLimit, isJester, sortCards, suitName, suitOf, valueOf } from './cards';
import { appended, joined, prepended, replaced } from './copy';
import { hasMove, withoutMask } from './moves';
import { heal, recruit, shieldOf } from './powers';
import type { RegicideState } from './types';

function setYielded(next: RegicideState, seat: Seat, value: boolean): void {
  if (next.yielded[seat] === value) return;
  next.yielded = replaced(next.yielded, seat, value);
}

function lose(next: RegicideState, reason: string, events: GameEvent[]): void {
  next.status = 'lost';
  events.push({ type: 'lose', seat: next.current, reason });
}

/** A seat starts step 1. R-LOSE-NO-MOVE: one who can neither play nor yield loses. */
function beginTurn(next: RegicideState, seat: Seat, events: GameEvent[]): void {
  next.current = seat;
  next.phase = 'play';
  next.toDiscard = 0;
  events.push({ type: 'turn', seat });
  if (!hasMove(next)) lose(next, 'no-move', events);
}

/** R-NO-REFILL: the turn passes clockwise; nobody draws at the end of a turn. */
function endTurn(next: RegicideState, events: GameEvent[]): void {
  beginTurn(next, (next.current + 1) % next.hands.length, events);
}

/** Step 1: `cards` (a legal play at the hand positions `mask`) leave the hand for the table. */
export function play(next: RegicideState, cards: string[], mask: number, events: GameEvent[]): void {
  const seat = next.current;
  next.hands = replaced(next.hands, seat, withoutMask(next.hands[seat] ?? [], mask));
  next.table = appended(next.table, cards);
  setYielded(next, seat, false);
  events.push({ type: 'play', seat, cards });
  if (cards.length === 1 && isJester(cards[0] as string)) playJester(next, events);
  else resolve(next, cards, events);
}

/**
 * R-JESTER: attack 0, immunity cancelled from now on; spades already played start shielding
 * (R-JESTER-SPADES) but clubs already played are not doubled after the fact. Steps 3 and 4 are
 * skipped and the player chooses who goes next.
 */
function playJester(next: RegicideState, events: GameEvent[]): void {
  next.immunityCancelled = true;
  const shield = shieldOf(next.table);
  if (shield !== next.shield) events.push({ type: 'shield', amount: shield - next.shield, total: shield });
  next.shield = shield;
  next.phase = 'choose';
  events.push({ type: 'jester', seat: next.current });
}

/** Steps 2 and 3 of a play that is not a jester. */
function resolve(next: RegicideState, cards: readonly string[], events: GameEvent[]): void {
  const enemy = next.enemy as string;
  let suits = 0;
  let attack = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as string;
    suits |= suitOf(c);
    attack += valueOf(c);
  }
  // R-IMMUNITY: the enemy cancels the power of its own suit until a jester is played.
  const immune = next.immunityCancelled ? 0 : suitOf(enemy);
  if (suits & immune) events.push({ type: 'immune', suit: suitName(immune) });
  const active = suits & ~immune;
  // R-HEARTS-FIRST: hearts resolve before diamonds.
  if (active & HEARTS) heal(next, attack, events);
  if (active & DIAMONDS) recruit(next, attack, events);
  if (active & SPADES) {
    next.shield += attack;
    events.push({ type: 'shield', amount: attack, total: next.shield });
  }
  // R-CLUBS: clubs double the whole play.
  const dealt = active & CLUBS ? attack * 2 : attack;
  next.damage += dealt;
  events.push({ type: 'damage', amount: dealt, total: next.damage, doubled: (active & CLUBS) !== 0 });
  if (next.damage >= enemyHealth(enemy)) defeat(next, events);
  else sufferStep(next, events);
}

/**
 * R-KILL: the enemy falls. R-EXACT: an exact kill puts it face down on top of the tavern,
 * otherwise it goes to the discard, followed by every card played against it. R-KILLER-PLAYS-ON:
 * no step 4; the same player starts a new turn against the next enemy.
 */
function defeat(next: RegicideState, events: GameEvent[]): void {
  const enemy = next.enemy as string;
  const exact = next.damage === enemyHealth(enemy);
  events.push({ type: 'kill', enemy, exact });
  const table = next.table;
  const discard = next.discard.slice();
  let k = discard.length;
  if (exact) next.tavern = prepended(enemy, next.tavern);
  else discard[k++] = enemy;
  for (let r = 0; r < table.length; r++) {
    const record = table[r] as string[];
    for (let i = 0; i < record.length; i++) discard[k++] = record[i] as string;
  }
  next.discard = discard;
  next.table = [];
  next.damage = 0;
  next.shield = 0;
  next.immunityCancelled = false;
  if (next.castle.length === 0) return win(next, events);
  next.enemy = next.castle[0] as string;
  next.castle = next.castle.slice(1);
  events.push({ type: 'reveal', enemy: next.enemy });
  beginTurn(next, next.current, events);
}

/** R-WIN: the last king falls. */
function win(next: RegicideState, events: GameEvent[]): void {
  next.enemy = null;
  next.status = 'won';
  events.push({ type: 'win', medal: next.hands.length === 1 ? medalOf(next.jestersLeft) : null });
}

/** R-MEDAL: solo win with 0 jester powers used gold, 1 silver, 2 bronze. */
export const medalOf = (jestersLeft: number): string => (jestersLeft >= 2 ? 'gold' : jestersLeft === 1 ? 'silver' : 'bronze');

/**
 * Step 4: the enemy strikes the current player for its attack less the shield. Nothing to
 * cover ends the turn; otherwise phase 'discard'. R-LOSE-DAMAGE: a hand that cannot cover it
 * (and, solo, no jester power left) loses.
 */
export function sufferStep(next: RegicideState, events: GameEvent[]): void {
  const amount = Math.max(0, enemyAttack(next.enemy as string) - next.shield);
  events.push({ type: 'suffer', seat: next.current, amount });
  if (amount === 0) return endTurn(next, events);
  next.phase = 'discard';
  next.toDiscard = amount;
  if (!hasMove(next)) lose(next, 'damage', events);
}

/** Step 4, covered: the cards go face up to the discard and the turn passes. */
export function discard(next: RegicideState, cards: string[], mask: number, events: GameEvent[]): void {
  const seat = next.current;
  next.hands = replaced(next.hands, seat, withoutMask(next.hands[seat] ?? [], mask));
  next.discard = joined(next.discard, cards);
  events.push({ type: 'discard', seat, cards });
  endTurn(next, events);
}

/** R-YIELD: skip steps 2 and 3 and go straight to step 4. */
export function yieldTurn(next: RegicideState, events: GameEvent[]): void {
  setYielded(next, next.current, true);
  events.push({ type: 'yield', seat: next.current });
  sufferStep(next, events);
}

/** R-JESTER-CHOOSE: after a jester, its player names who goes next (themselves included). */
export function choose(next: RegicideState, seat: Seat, events: GameEvent[]): void {
  events.push({ type: 'choose', seat: next.current, chosen: seat });
  beginTurn(next, seat, events);
}

/**
 * R-SOLO-JESTER: discard the hand, draw up to the hand limit. It does not cancel immunity and
 * works against a diamond enemy. At step 4 the damage is still to be covered afterwards.
 */
export function flip(next: RegicideState, events: GameEvent[]): void {
  const hand = next.hands[0] ?? [];
  const take = Math.min(handLimit(1), next.tavern.length);
  const fresh = sortCards(next.tavern.slice(0, take));
  next.discard = joined(next.discard, hand);
  next.tavern = next.tavern.slice(take);
  next.hands = [fresh];
  next.jestersLeft -= 1;
  events.push({ type: 'flip', seat: 0, discarded: hand.length, drawn: take, jestersLeft: next.jestersLeft });
  if (!hasMove(next)) lose(next, next.phase === 'discard' ? 'damage' : 'no-move', events);
}
