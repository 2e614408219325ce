// The effects of each move on a working copy of the state (apply.ts makes the copy).

import type { GameEvent, Seat } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { CHAMPION, HAND, MAX_HP, isCorner, lineOfStep, onBoard, sortCards, startSquares } from './cards';
import { fighterAt, isFree } from './moves';
import type { Attack, Fighter, RoiState, Square } from './types';

type Events = GameEvent[];

// The working state shares its arrays and fighters with the input state (apply.ts copies the
// top level only): every change below replaces what it changes, never edits it in place.

function hand(s: RoiState, seat: Seat): readonly string[] {
  return s.hands[seat] as string[];
}

function setHand(s: RoiState, seat: Seat, h: string[]): void {
  const hands = s.hands.slice();
  hands[seat] = h;
  s.hands = hands;
}

/** A fresh copy of `seat`'s fighter, put in place, to change. */
function fighter(s: RoiState, seat: Seat): Fighter {
  const fighters = s.fighters.slice();
  const f = { ...(fighters[seat] as Fighter) };
  fighters[seat] = f;
  s.fighters = fighters;
  return f;
}

/** Take `cards` out of `seat`'s hand onto the discard pile (face up). */
function toDiscard(s: RoiState, seat: Seat, cards: readonly string[]): void {
  setHand(
    s,
    seat,
    hand(s, seat).filter((c) => !cards.includes(c)),
  );
  s.discard = s.discard.concat(cards);
}

function draw(s: RoiState, seat: Seat, n: number): number {
  const k = Math.min(n, s.deck.length);
  if (k === 0) return 0;
  setHand(s, seat, sortCards(hand(s, seat).concat(s.deck.slice(0, k))));
  s.deck = s.deck.slice(k);
  return k;
}

export function nextSeat(s: RoiState, from: Seat): Seat {
  const n = s.fighters.length;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (!(s.fighters[seat] as { ko: boolean }).ko) return seat;
  }
  return from;
}

function startTurn(s: RoiState, seat: Seat, events: Events): void {
  s.current = seat;
  s.phase = 'play';
  s.played = 0;
  s.acted = false;
  s.attack = null;
  s.counterer = null;
  s.victim = null;
  events.push({ type: 'turn', seat });
}

/** R-KO: at 0 hp a fighter is out; their hand goes to the discard. R-WIN: the last one standing wins. */
function loseHp(s: RoiState, seat: Seat, amount: number, events: Events, reason: string): void {
  if (s.fighters[seat]?.ko !== false) return;
  const f = fighter(s, seat);
  f.hp = Math.max(0, f.hp - amount);
  events.push({ type: 'hp', seat, amount: -amount, hp: f.hp, reason });
  if (f.hp > 0) return;
  f.ko = true;
  toDiscard(s, seat, hand(s, seat).slice());
  events.push({ type: 'ko', seat });
  const standing = s.fighters.filter((x) => !x.ko);
  if (standing.length === 1) {
    const winner = (standing[0] as { seat: Seat }).seat;
    s.status = 'over';
    s.phase = 'over';
    s.winner = winner;
    s.attack = null;
    s.counterer = null;
    s.victim = null;
    events.push({ type: 'win', seat: winner, hp: (standing[0] as { hp: number }).hp });
  }
}

/**
 * The damage a hit from `by` on `on` takes if it lands: 1, +1 from the Champion's square
 * (R-CHAMPION), +1 in a corner from any side (R-CORNER) or on a rope side when struck
 * orthogonally toward that rope (R-ROPES; "latéralement" read as orthogonally, the target
 * pinned against the rope), +1 when another standing fighter is right behind the target on
 * the line of the strike (R-PINCER; applied without asking that fighter: our rule). All
 * bonuses add up.
 */
export function damageOf(s: RoiState, by: Seat, on: Seat): number {
  const a = s.fighters[by] as Square;
  const t = s.fighters[on] as Square;
  const dx = t.x - a.x;
  const dy = t.y - a.y;
  let d = 1;
  if (a.x === CHAMPION.x && a.y === CHAMPION.y) d++;
  if (isCorner(t.x, t.y)) d++;
  else if (lineOfStep(dx, dy) === 'orth' && !onBoard(t.x + dx, t.y + dy)) d++;
  const behind = fighterAt(s, t.x + dx, t.y + dy);
  if (behind >= 0 && behind !== by) d++;
  return d;
}

export function exchange(s: RoiState, cards: readonly string[], events: Events): void {
  const seat = s.current;
  toDiscard(s, seat, cards);
  draw(s, seat, cards.length);
  events.push({ type: 'exchange', seat, count: cards.length });
  const next = nextSeat(s, seat);
  if (next === s.first) startTurn(s, s.first, events);
  else s.current = next;
}

export function move(s: RoiState, card: string, to: Square, events: Events): void {
  const seat = s.current;
  toDiscard(s, seat, [card]);
  const f = fighter(s, seat);
  const from = { x: f.x, y: f.y };
  f.x = to.x;
  f.y = to.y;
  s.played++;
  s.acted = true;
  events.push({ type: 'move', seat, card, from, to: { x: to.x, y: to.y } });
}

/**
 * R-PUSH: the target steps back one square along the strike, if it has room. Our rule: a rope
 * (the edge) or another fighter behind stops the push; the target stays, nothing else happens.
 */
function push(s: RoiState, by: Seat, on: Seat, events: Events): void {
  const a = s.fighters[by] as Square;
  const t = s.fighters[on] as Square;
  const to = { x: 2 * t.x - a.x, y: 2 * t.y - a.y };
  const from = { x: t.x, y: t.y };
  if (isFree(s, to.x, to.y)) {
    const moved = fighter(s, on);
    moved.x = to.x;
    moved.y = to.y;
    events.push({ type: 'push', by, seat: on, from, to, blocked: false });
  } else {
    events.push({ type: 'push', by, seat: on, from, to: from, blocked: true });
  }
}

export function strike(s: RoiState, card: string, target: Seat, mode: 'hit' | 'push', events: Events): void {
  const counter = s.phase === 'counter';
  const by = counter ? (s.counterer as Seat) : s.current;
  toDiscard(s, by, [card]);
  if (!counter) {
    s.played++;
    s.acted = true;
  }
  events.push({ type: 'strike', seat: by, target, card, mode, counter });
  if (mode === 'push') {
    push(s, by, target, events);
    return;
  }
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  s.attack = { by, on: target, card, dx: t.x - a.x, dy: t.y - a.y, damage: damageOf(s, by, target), poke: false, counter };
  s.phase = 'defend';
  s.counterer = null;
}

/** R-JOKER-POKE: a joker against an adjacent opponent (any direction) steals a random card. */
export function poke(s: RoiState, card: string, target: Seat, events: Events): void {
  const by = s.current;
  toDiscard(s, by, [card]);
  s.played++;
  s.acted = true;
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  events.push({ type: 'poke', seat: by, target, card });
  s.attack = { by, on: target, card, dx: t.x - a.x, dy: t.y - a.y, damage: 0, poke: true, counter: false };
  s.phase = 'defend';
}

/** After a successful defence: the defender may counter-attack (R-COUNTER); a defended counter ends the exchange. */
function afterDefence(s: RoiState, attack: Attack): void {
  s.attack = null;
  if (attack.counter) s.phase = 'play';
  else {
    s.phase = 'counter';
    s.counterer = attack.on;
  }
}

export function parry(s: RoiState, card: string, events: Events): void {
  const attack = s.attack as Attack;
  toDiscard(s, attack.on, [card]);
  events.push({ type: 'parry', seat: attack.on, by: attack.by, card });
  afterDefence(s, attack);
}

export function dodge(s: RoiState, card: string, to: Square, events: Events): void {
  const attack = s.attack as Attack;
  toDiscard(s, attack.on, [card]);
  const f = fighter(s, attack.on);
  const from = { x: f.x, y: f.y };
  f.x = to.x;
  f.y = to.y;
  events.push({ type: 'dodge', seat: attack.on, by: attack.by, card, from, to: { x: to.x, y: to.y } });
  afterDefence(s, attack);
}

export function take(s: RoiState, events: Events): void {
  const attack = s.attack as Attack;
  s.attack = null;
  if (attack.poke) {
    const victim = hand(s, attack.on).slice();
    if (victim.length > 0) {
      const rng = new Rng(s.rng);
      const card = victim.splice(rng.int(victim.length), 1)[0] as string;
      s.rng = rng.state;
      setHand(s, attack.on, victim);
      setHand(s, attack.by, sortCards(hand(s, attack.by).concat([card])));
      events.push({ type: 'steal', seat: attack.by, from: attack.on, card });
    } else events.push({ type: 'steal', seat: attack.by, from: attack.on, card: null });
    s.phase = 'play';
    return;
  }
  events.push({ type: 'hit', seat: attack.on, by: attack.by, damage: attack.damage });
  loseHp(s, attack.on, attack.damage, events, 'hit');
  if (s.status !== 'playing') return;
  if (!attack.counter) s.phase = 'play';
  else if ((s.fighters[attack.on] as { ko: boolean }).ko) startTurn(s, nextSeat(s, attack.on), events);
  else {
    // A landed counter: the counter-attacker may go on striking (R-COUNTER).
    s.phase = 'counter';
    s.counterer = attack.by;
  }
}

export function stop(s: RoiState, events: Events): void {
  events.push({ type: 'stop', seat: s.counterer });
  s.phase = 'play';
  s.counterer = null;
}

/** R-INTIMIDATE: discard 3 cards; the target (anywhere on the ring) discards 2 of their choice. */
export function intimidate(s: RoiState, cards: readonly string[], target: Seat, events: Events): void {
  toDiscard(s, s.current, cards);
  s.acted = true;
  events.push({ type: 'intimidate', seat: s.current, target, cards: cards.slice() });
  if (hand(s, target).length > 0) {
    s.phase = 'shed';
    s.victim = target;
  }
}

export function shed(s: RoiState, cards: readonly string[], events: Events): void {
  const seat = s.victim as Seat;
  toDiscard(s, seat, cards);
  events.push({ type: 'discard', seat, cards: cards.slice() });
  s.phase = 'play';
  s.victim = null;
}

export function discard(s: RoiState, cards: readonly string[], events: Events): void {
  toDiscard(s, s.current, cards);
  s.acted = true;
  events.push({ type: 'discard', seat: s.current, cards: cards.slice() });
}

/**
 * R-ROUND-END: drawing the last card of the deck ends the round: every standing fighter goes
 * back to its start square and regains 1 hp (never above 10: our rule, a fighter has 10
 * tokens), the discard is shuffled into a new deck, hands are refilled to 5 from the next
 * player on, and the next player starts the new round.
 */
function endRound(s: RoiState, next: Seat, events: Events): void {
  const squares = startSquares(s.fighters.length);
  s.fighters = s.fighters.map((f) => {
    if (f.ko) return f;
    const sq = squares[f.seat] as Square;
    return { ...f, x: sq.x, y: sq.y, hp: Math.min(MAX_HP, f.hp + 1) };
  });
  const rng = new Rng(s.rng);
  s.deck = rng.shuffleInPlace(s.discard.slice());
  s.rng = rng.state;
  s.discard = [];
  s.round++;
  s.first = next;
  events.push({ type: 'round', round: s.round, fighters: s.fighters.map((f) => ({ seat: f.seat, hp: f.hp, x: f.x, y: f.y })) });
  const n = s.fighters.length;
  for (let k = 0; k < n; k++) {
    const seat = (next + k) % n;
    if ((s.fighters[seat] as { ko: boolean }).ko) continue;
    const got = draw(s, seat, HAND - hand(s, seat).length);
    if (got > 0) events.push({ type: 'draw', seat, count: got });
  }
}

/** R-END-TURN: tomatoes (R-TOMATOES) if nothing was played or discarded, then draw 0-2 (R-DRAW). */
export function endTurn(s: RoiState, n: number, events: Events): void {
  const seat = s.current;
  if (!s.acted) {
    events.push({ type: 'tomatoes', seat });
    loseHp(s, seat, 1, events, 'tomatoes');
    if (s.status !== 'playing') return;
  }
  const ko = (s.fighters[seat] as { ko: boolean }).ko;
  let roundOver = false;
  if (!ko && n > 0) {
    const got = draw(s, seat, n);
    events.push({ type: 'draw', seat, count: got });
    roundOver = s.deck.length === 0;
  }
  const next = nextSeat(s, seat);
  if (roundOver) endRound(s, next, events);
  startTurn(s, next, events);
}
