// Determinization: one full state drawn at random among those the seat cannot tell apart from
// its view. What the seat sees: its own hand, the discard, the table, the current enemy, and the
// sizes of the other hands, the tavern and the castle. Everything else (the other hands, the
// tavern's order, which faces are still in the castle) is dealt again from the cards it has not
// seen, with the rules' own constraints:
// - the castle holds the last `castle.length` cards of the J J J J Q Q Q Q K K K K order, so its
//   ranks are known; its cards are drawn from the unseen faces of those ranks;
// - unseen faces that are not in the castle were killed exactly and put face down on top of the
//   tavern (the latest kill on top: higher ranks first). Solo that is exactly where they are;
//   with partners one may since have been drawn by another seat, which this ignores.

import { HIDDEN, type Seat } from '../../../core/contract';
import type { Rng } from '../../../core/rng';
import { CASTLE_CARDS, JESTERS, JESTERS_IN_TAVERN, NUMBER_CARDS, sortCards } from '../rules/cards';
import type { RegicideState } from '../rules/types';

/** The cards `seat` can see in `view` (its hand, the discard, the table, the enemy). */
function seenCards(view: RegicideState, seat: Seat): Set<string> {
  const seen = new Set<string>();
  for (const c of view.hands[seat] ?? []) seen.add(c);
  for (const c of view.discard) seen.add(c);
  for (const r of view.table) for (const c of r) seen.add(c);
  if (view.enemy) seen.add(view.enemy);
  return seen;
}

/**
 * A full state consistent with what `seat` sees in `view`, hidden cards dealt with `rng`.
 * Throws if the view is inconsistent (more hidden places than unseen cards).
 */
export function determinize(view: RegicideState, seat: Seat, rng: Rng): RegicideState {
  const seen = seenCards(view, seat);
  const castleSize = view.castle.length;
  const firstInCastle = 12 - castleSize; // index in CASTLE_CARDS order of the castle's first card
  const castle: string[] = [];
  const killedHidden: string[] = []; // unseen faces out of the castle, latest kill first
  for (let block = 2; block >= 0; block--) {
    const unseen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const c = CASTLE_CARDS[block * 4 + i] as string;
      if (!seen.has(c)) unseen.push(c);
    }
    rng.shuffleInPlace(unseen);
    let inCastle = 0;
    for (let p = block * 4; p < block * 4 + 4; p++) if (p >= firstInCastle) inCastle++;
    if (unseen.length < inCastle) return castleOutOfOrder(view, seat, seen, rng);
    // Blocks are walked K, Q, J: castle cards go in front, so collect each block, then prepend.
    castle.unshift(...unseen.slice(0, inCastle));
    killedHidden.push(...unseen.slice(inCastle));
  }
  return deal(view, seat, seen, castle, killedHidden, rng);
}

/**
 * A castle stacked out of its rank order (tests and tutorials may do that): its cards are any of
 * the unseen faces, the others on top of the tavern.
 */
function castleOutOfOrder(view: RegicideState, seat: Seat, seen: Set<string>, rng: Rng): RegicideState {
  const unseen = rng.shuffleInPlace(CASTLE_CARDS.filter((c) => !seen.has(c)));
  const size = Math.min(view.castle.length, unseen.length);
  return deal(view, seat, seen, unseen.slice(0, size), unseen.slice(size), rng);
}

/** Deal the number cards the seat has not seen, with `killedHidden` on top of the tavern. */
function deal(view: RegicideState, seat: Seat, seen: Set<string>, castle: string[], killedHidden: string[], rng: Rng): RegicideState {
  const players = view.hands.length;
  const pool: string[] = [];
  for (const c of NUMBER_CARDS) if (!seen.has(c)) pool.push(c);
  const jesters = players === 1 ? 0 : (JESTERS_IN_TAVERN[players] ?? 0);
  for (let i = 0; i < jesters; i++) {
    const j = JESTERS[i] as string;
    if (!seen.has(j)) pool.push(j);
  }
  rng.shuffleInPlace(pool);
  const tavernSize = view.tavern.length;
  const onTop = Math.min(killedHidden.length, tavernSize);
  for (let i = onTop; i < killedHidden.length; i++) pool.push(killedHidden[i] as string);
  let next = 0;
  const take = (n: number): string[] => {
    if (next + n > pool.length) throw new Error('regicide bot: more hidden cards than unseen ones');
    const out = pool.slice(next, next + n);
    next += n;
    return out;
  };
  // Faces that did not fit on the tavern (rare) go to the hands first, then the tavern.
  const extra = killedHidden.length - onTop;
  if (extra > 0) {
    const tail = pool.splice(pool.length - extra, extra);
    pool.unshift(...tail);
  }
  const hands = view.hands.map((h, p) => (p === seat ? h.slice() : sortCards(take(h.length))));
  const tavern = [...killedHidden.slice(0, onTop), ...take(tavernSize - onTop)];
  if (next !== pool.length) throw new Error('regicide bot: unseen cards left over');
  return {
    ...view,
    hands,
    tavern,
    castle,
    discard: view.discard.slice(),
    table: view.table.map((r) => r.slice()),
    yielded: view.yielded.slice(),
    rng: rng.nextU32(),
  };
}

/** Whether `state` hides anything from `seat` (other hands, tavern or castle as '?'). */
export const isView = (state: RegicideState, seat: Seat): boolean =>
  state.tavern.includes(HIDDEN) || state.castle.includes(HIDDEN) || state.hands.some((h, p) => p !== seat && h.includes(HIDDEN));
