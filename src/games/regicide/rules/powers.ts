// Step 2: the suit powers of a play. Each function works on `next`, a shallow copy of the
// state, and replaces (never edits) the arrays it changes: the input state shares the rest.

import type { GameEvent } from '../../../core/contract';
import { SPADES, handLimit, insertCard, suitOf, valueOf } from './cards';
import { joinedRange } from './copy';
import { drawFrontState } from './shuffle';
import type { RegicideState } from './types';

/**
 * R-HEARTS: shuffle the discard, move `count` of its cards at random, face down, under the
 * tavern. Cards on the table are not in the discard yet.
 */
export function heal(next: RegicideState, count: number, events: GameEvent[]): void {
  const pile = next.discard.slice();
  const moved = Math.min(count, pile.length);
  next.rng = drawFrontState(next.rng, pile, moved);
  next.tavern = joinedRange(next.tavern, pile, moved);
  next.discard = moved === 0 ? pile : pile.slice(moved);
  events.push({ type: 'heal', count: moved });
}

/**
 * R-DIAMONDS: `count` cards drawn one at a time, starting with the current player and going
 * round the table, skipping full hands; stop when every hand is full or the tavern is empty.
 */
export function recruit(next: RegicideState, count: number, events: GameEvent[]): void {
  const players = next.hands.length;
  const limit = handLimit(players);
  const hands = next.hands.slice();
  let tavernTop = 0;
  const tavern = next.tavern;
  let seat = next.current;
  let drawn = 0;
  let fullInARow = 0;
  while (drawn < count && tavernTop < tavern.length && fullInARow < players) {
    const hand = hands[seat] as string[];
    if (hand.length < limit) {
      hands[seat] = insertCard(hand, tavern[tavernTop++] as string);
      drawn++;
      fullInARow = 0;
      events.push({ type: 'draw', seat });
    } else {
      fullInARow++;
    }
    seat = seat + 1 === players ? 0 : seat + 1;
  }
  next.hands = hands;
  next.tavern = tavernTop === 0 ? tavern : tavern.slice(tavernTop);
  events.push({ type: 'recruit', count: drawn });
}

/** The attack value of one play record. */
export function attackOf(cards: readonly string[]): number {
  let sum = 0;
  for (const c of cards) sum += valueOf(c);
  return sum;
}

/** R-SPADES: the shield is the whole attack of each play holding a spade, while spades work. */
export function shieldOf(table: readonly (readonly string[])[]): number {
  let shield = 0;
  for (const record of table) {
    let spade = false;
    for (const c of record) if (suitOf(c) === SPADES) spade = true;
    if (spade) shield += attackOf(record);
  }
  return shield;
}
