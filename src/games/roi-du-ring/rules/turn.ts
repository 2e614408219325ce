// The effects of each move on a working copy of the state (apply.ts makes the copy).

import type { GameEvent, Seat } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { CHAMPION, HAND, MAX_HP, SIZE, fastIndex, isCorner, lineOfStep, sortCards, startSquares, valueOf } from './cards';
import { fighterAt, foes, isFree } from './moves';
import { evaluate } from './psychic';
import type { Attack, Displacement, Fighter, RoiAfter, RoiReact, RoiState, Square } from './types';

type Events = GameEvent[];

// The working state shares its arrays and fighters with the input state (apply.ts copies the
// top level only): every change below replaces what it changes, never edits it in place.

// `seat` below is a fighter; its hand is its owner's in the two-fighters game (handSeat).
function hand(s: RoiState, seat: Seat): readonly string[] {
  return s.hands[s.owner === null ? seat : (s.owner[seat] as number)] as string[];
}

function setHand(s: RoiState, seat: Seat, h: string[]): void {
  const hands = s.hands.slice();
  hands[s.owner === null ? seat : (s.owner[seat] as number)] = h;
  s.hands = hands;
}

/** A fresh copy of `seat`'s fighter, put in place, to change. */
function fighter(s: RoiState, seat: Seat): Fighter {
  const fighters = s.fighters.slice();
  const old = fighters[seat] as Fighter;
  const f: Fighter = { seat: old.seat, hp: old.hp, x: old.x, y: old.y, fury: old.fury, ko: old.ko };
  fighters[seat] = f;
  s.fighters = fighters;
  return f;
}

/** Take one card out of `seat`'s hand onto the discard pile (face up). */
function discardOne(s: RoiState, seat: Seat, card: string): void {
  const h = hand(s, seat);
  const out: string[] = [];
  for (let i = 0; i < h.length; i++) if (h[i] !== card) out.push(h[i] as string);
  setHand(s, seat, out);
  const d = s.discard.slice();
  d.push(card);
  s.discard = d;
}

/** Take `cards` out of `seat`'s hand onto the discard pile (face up). */
function toDiscard(s: RoiState, seat: Seat, cards: readonly string[]): void {
  if (cards.length === 1) {
    discardOne(s, seat, cards[0] as string);
    return;
  }
  const h = hand(s, seat);
  const out: string[] = [];
  for (let i = 0; i < h.length; i++) {
    const c = h[i] as string;
    let gone = false;
    for (let j = 0; j < cards.length; j++) if (cards[j] === c) gone = true;
    if (!gone) out.push(c);
  }
  setHand(s, seat, out);
  const d = s.discard.slice();
  for (let j = 0; j < cards.length; j++) d.push(cards[j] as string);
  s.discard = d;
}

/** Put `cards` into `seat`'s hand in canonical order (an insertion into a fresh copy). */
function addToHand(s: RoiState, seat: Seat, cards: readonly string[]): void {
  const h = hand(s, seat).slice();
  let n = h.length;
  for (let c = 0; c < cards.length; c++) {
    const card = cards[c] as string;
    const k = fastIndex(card);
    h.push(card);
    let i = n;
    while (i > 0 && fastIndex(h[i - 1] as string) > k) {
      h[i] = h[i - 1] as string;
      i--;
    }
    h[i] = card;
    n++;
  }
  setHand(s, seat, h);
}

function draw(s: RoiState, seat: Seat, n: number): number {
  const k = Math.min(n, s.deck.length);
  if (k === 0) return 0;
  const deck = s.deck;
  addToHand(s, seat, k === 1 ? [deck[0] as string] : deck.slice(0, k));
  s.deck = deck.slice(k);
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
  s.react = null;
  s.spat = null;
  s.pincer = null;
  s.counterOn = null;
  // R-SPECIAL-ACE: a tripped fighter may act again from its next turn (its owner's, with two fighters each).
  if (s.tripped.length > 0) s.tripped = s.tripped.filter((f) => (s.owner === null ? f !== seat : s.owner[f] !== s.owner[seat]));
  events.push({ type: 'turn', seat });
}

/** R-FURY: change `seat`'s fury by `delta`, kept within 0..8 (only with the fury rule). */
function addFury(s: RoiState, seat: Seat, delta: number, events: Events): void {
  if (!s.advanced.fury) return;
  const old = s.fighters[seat] as Fighter;
  if (old.ko) return;
  const fury = Math.max(0, Math.min(8, old.fury + delta));
  if (fury === old.fury) return;
  fighter(s, seat).fury = fury;
  events.push({ type: 'fury', seat, fury, amount: fury - old.fury });
}

/** The winning seats if the fight is over: the last fighter standing, or the last team standing (R-TEAMS-WIN). */
function winnersNow(s: RoiState): Seat[] | null {
  let team = -2;
  let alone = -1;
  let standing = 0;
  for (const f of s.fighters) {
    if (f.ko) continue;
    standing++;
    alone = f.seat;
    const t = s.teams === null ? f.seat : (s.teams[f.seat] as number);
    if (team === -2) team = t;
    else if (team !== t) return null;
  }
  if (standing === 0) return null;
  if (s.teams === null) return [alone];
  const teams = s.teams;
  return s.fighters.filter((f) => teams[f.seat] === team).map((f) => f.seat);
}

/** R-KO: at 0 hp a fighter is out; their hand goes to the discard. R-WIN: the last one standing wins. */
function loseHp(s: RoiState, seat: Seat, amount: number, events: Events, reason: string): void {
  if (s.fighters[seat]?.ko !== false || amount <= 0) return;
  const f = fighter(s, seat);
  f.hp = Math.max(0, f.hp - amount);
  events.push({ type: 'hp', seat, amount: -amount, hp: f.hp, reason });
  const partners = shareHp(s, seat, f.hp);
  if (f.hp > 0) return;
  f.ko = true;
  toDiscard(s, seat, hand(s, seat).slice());
  events.push({ type: 'ko', seat });
  for (const p of partners) {
    fighter(s, p).ko = true;
    events.push({ type: 'ko', seat: p });
  }
  const winners = winnersNow(s);
  if (winners) {
    const standing = s.fighters.find((x) => !x.ko)!.seat;
    const winner = s.owner === null ? standing : (s.owner[standing] as number);
    s.status = 'over';
    s.phase = 'over';
    s.winner = winner;
    s.winners = s.owner === null ? winners : [winner];
    s.attack = null;
    s.counterer = null;
    s.victim = null;
    s.react = null;
    s.spat = null;
    s.pincer = null;
    s.counterOn = null;
    events.push({ type: 'win', seat: winner, seats: s.winners, hp: (s.fighters[standing] as Fighter).hp });
  }
}

/** If the current player was knocked out during their own turn, the next one plays. */
function afterKo(s: RoiState, events: Events): boolean {
  if (s.status !== 'playing') return true;
  if ((s.fighters[s.current] as Fighter).ko) {
    startTurn(s, nextSeat(s, s.current), events);
    return true;
  }
  return false;
}

function gainHp(s: RoiState, seat: Seat, amount: number, events: Events, reason: string): void {
  const old = s.fighters[seat] as Fighter;
  if (old.ko) return;
  const hp = Math.min(MAX_HP, old.hp + amount);
  fighter(s, seat).hp = hp;
  events.push({ type: 'hp', seat, amount: hp - old.hp, hp, reason });
  shareHp(s, seat, hp);
}

/**
 * R-TWO-FIGHTERS: a player's two fighters share one pool of 10 hp: set `hp` on the other
 * fighters of `seat`'s owner too. Returns those fighters.
 */
function shareHp(s: RoiState, seat: Seat, hp: number): Seat[] {
  if (s.owner === null) return [];
  const out: Seat[] = [];
  for (const g of s.fighters) {
    if (g.seat === seat || g.ko || s.owner[g.seat] !== s.owner[seat]) continue;
    fighter(s, g.seat).hp = hp;
    out.push(g.seat);
  }
  return out;
}

/** R-TWO-FIGHTERS: from now on the current player acts with its other fighter. */
export function switchFighter(s: RoiState, to: Seat, events: Events): void {
  events.push({ type: 'switch', seat: s.owner ? s.owner[to] : to, from: s.current, to });
  s.current = to;
}

/**
 * The damage a hit from `by` on `on` takes if it lands, before any pincer: 1, +1 from the
 * Champion's square (R-CHAMPION), +1 in a corner from any side (R-CORNER) or on a rope side
 * when struck orthogonally, toward the rope or along it (R-ROPES: "latéral" is the rulebook's
 * word for the orthogonal line). All bonuses add up, the pincer's too (pincerOf, R-ROPES-PINCER).
 */
export function damageOf(s: RoiState, by: Seat, on: Seat): number {
  const a = s.fighters[by] as Square;
  const t = s.fighters[on] as Square;
  const dx = t.x - a.x;
  const dy = t.y - a.y;
  let d = 1;
  if (a.x === CHAMPION.x && a.y === CHAMPION.y) d++;
  if (isCorner(t.x, t.y)) d++;
  else if (lineOfStep(dx, dy) === 'orth' && (t.x === 0 || t.x === SIZE - 1 || t.y === 0 || t.y === SIZE - 1)) d++;
  return d;
}

/**
 * R-PINCER: the standing fighter right behind `on` on the line of a hit from `by` (an opponent
 * of `on`, not `by`), who may join the blow for 1 more hp ("ils peuvent s'ils sont d'accord"),
 * or -1.
 */
export function pincerOf(s: RoiState, by: Seat, on: Seat): Seat {
  const a = s.fighters[by] as Square;
  const t = s.fighters[on] as Square;
  const behind = fighterAt(s, 2 * t.x - a.x, 2 * t.y - a.y);
  return behind >= 0 && behind !== by && foes(s, behind, on) ? behind : -1;
}

/** Whether two fighters are played by the same player (the two-fighters game's pairs). */
const samePlayer = (s: RoiState, a: Seat, b: Seat): boolean => a === b || (s.owner !== null && s.owner[a] === s.owner[b]);

/**
 * A hit waits for its defender (phase defend); where a fighter stands behind the target, that
 * fighter is asked first whether it joins (phase pincer). A player's own fighter always joins.
 */
function openHit(s: RoiState, attack: Attack): void {
  s.attack = attack;
  s.phase = 'defend';
  const helper = pincerOf(s, attack.by, attack.on);
  if (helper < 0) return;
  if (samePlayer(s, helper, attack.by)) s.attack = { ...attack, damage: attack.damage + 1 };
  else {
    s.phase = 'pincer';
    s.pincer = helper;
  }
}

/** R-PINCER: the fighter behind the target agrees (the hit takes 1 more hp if it lands) or not. */
export function pincer(s: RoiState, agree: boolean, events: Events): void {
  const attack = s.attack as Attack;
  events.push({ type: 'pincer', seat: s.pincer, target: attack.on, by: attack.by, agree });
  if (agree) s.attack = { ...attack, damage: attack.damage + 1 };
  s.pincer = null;
  s.phase = 'defend';
}

/** R-FURY-GAIN: +1 fury for each blow given, landed or defended (+2 from the Champion's square). */
function blowGiven(s: RoiState, by: Seat, events: Events): void {
  const a = s.fighters[by] as Square;
  addFury(s, by, a.x === CHAMPION.x && a.y === CHAMPION.y ? 2 : 1, events);
}

/** R-FURY-MODE: the fury gauge back to 0 as the fury blow is struck (after its own +1: the gauge ends at 0). */
function furySpent(s: RoiState, by: Seat, events: Events): void {
  fighter(s, by).fury = 0;
  events.push({ type: 'fury', seat: by, fury: 0, amount: -8 });
}

export function exchange(s: RoiState, cards: readonly string[], events: Events): void {
  const seat = s.current;
  toDiscard(s, seat, cards);
  draw(s, seat, cards.length);
  events.push({ type: 'exchange', seat, count: cards.length });
  const next = nextSeat(s, seat);
  const done = s.owner === null ? next === s.first : s.owner[next] === s.owner[s.first];
  if (done) startTurn(s, s.first, events);
  else s.current = next;
}

// ---- Interrupts (R-SPECIAL-ACE trip, R-SURPRISE) ------------------------------------------

/** What follows now, inside the interrupt in progress (if any): the exchange is over, or `counterer` strikes back at `counterOn`. */
function next(s: RoiState, counterer: Seat | null = null, counterOn: Seat | null = null, then: Displacement[] = []): RoiAfter {
  return counterer === null ? { phase: 'play', counterer: null, counterOn: null, react: s.react, then, charge: null } : { phase: 'counter', counterer, counterOn, react: s.react, then, charge: null };
}

/** R-TRIPPED: whether `seat` may still play cards (not tripped since its last turn). */
const free = (s: RoiState, seat: Seat): boolean => !s.tripped.includes(seat);

/**
 * Go on as `after` says: first the displacements it still holds are offered to interrupts; then
 * the counter-attack it opens (if its counterer may still act), or, the exchange being over,
 * the next fighter of the interrupt it was part of, or the turn.
 */
function resume(s: RoiState, after: RoiAfter, events: Events): void {
  if (s.status !== 'playing') return;
  const first = after.then[0];
  if (first) {
    displaced(s, first.mover, first.dx, first.dy, { ...after, then: after.then.slice(1) }, null, null, events);
    return;
  }
  s.attack = null;
  s.pincer = null;
  if (after.phase === 'lost') {
    // R-SPECIAL-ACE: the current player was tripped; once the trip's push was answered, its turn is over.
    s.react = null;
    startTurn(s, nextSeat(s, s.current), events);
    return;
  }
  s.react = after.react;
  if (after.phase === 'charge' && after.charge !== null) {
    chargeBlow(s, after.charge, events);
    return;
  }
  const c = after.counterer;
  if (after.phase === 'counter' && c !== null && after.counterOn !== null && !(s.fighters[c] as Fighter).ko && !(s.fighters[after.counterOn] as Fighter).ko && free(s, c)) {
    s.phase = 'counter';
    s.counterer = c;
    s.counterOn = after.counterOn;
    return;
  }
  exchangeOver(s, events);
}

/**
 * An exchange of blows is over: inside an interrupt, the next fighters it asks who still may
 * (R-INTERRUPT-ORDER, R-SURPRISE-SEVERAL: several surprise attacks on one step come in turn order); else the turn goes on.
 */
function exchangeOver(s: RoiState, events: Events): void {
  s.counterer = null;
  s.counterOn = null;
  const r = s.react;
  if (r === null) {
    s.phase = 'play';
    return;
  }
  const seats: Seat[] = [];
  for (const seat of r.seats.slice(1)) {
    const may = interrupts(s, seat, r.mover, r.card !== null && r.surprise.includes(seat) ? r.card : null);
    if (may.trip || may.strike) seats.push(seat);
  }
  if (seats.length === 0) {
    resume(s, r.after, events);
    return;
  }
  s.react = { ...r, seats, surprise: r.surprise.filter((x) => seats.includes(x)) };
  s.phase = 'react';
}

const chebyshev = (a: Square, b: Square): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/**
 * What `seat` may do now against `mover`, standing next to it: trip it with an ace along the
 * line (special cards; in its own turn only within its 5 cards: R-TRIP-PLAY), or, when `card`
 * (the move card) is set, strike it with a higher red card along the line (R-SURPRISE; in
 * fury mode the card counts 3 more: R-FURY-MODE).
 */
function interrupts(s: RoiState, seat: Seat, mover: Seat, card: string | null): { trip: boolean; strike: boolean } {
  const no = { trip: false, strike: false };
  const g = s.fighters[seat] as Fighter;
  const m = s.fighters[mover] as Fighter;
  if (g.ko || m.ko || !free(s, seat) || !foes(s, seat, mover) || chebyshev(g, m) !== 1) return no;
  const line = lineOfStep(m.x - g.x, m.y - g.y);
  const fury = s.advanced.fury && g.fury >= 8 ? 3 : 0;
  let trip = false;
  let strike = false;
  for (const c of hand(s, seat)) {
    const v = valueOf(c);
    const cl = c.endsWith('C') || c.endsWith('D') ? 'orth' : c.endsWith('H') || c.endsWith('S') ? 'diag' : 'any';
    if (s.advanced.specialCards && v === 1 && cl === line && (seat !== s.current || s.played < HAND)) trip = true;
    if (card !== null && (c.endsWith('D') || c.endsWith('H')) && cl === line && Math.min(14, v + fury) > valueOf(card)) strike = true;
    if (card !== null && cl === 'any') strike = true; // R-SURPRISE-JOKER: a joker pokes, and beats any move card
  }
  return { trip, strike };
}

/**
 * `mover` was just displaced one square by (dx, dy). With the special cards, opponents next
 * to it holding an ace on that line may trip it (R-TRIP-ANY: a step, a dodge, a push, a
 * charge, inside an interrupt too); with surprise attacks, after a plain move (`card` set,
 * `from` its square before) opponents who were more than one square away may strike it with a
 * higher red card. They are asked in turn order from the current player (phase react), each
 * once its predecessor's exchange is over; then play goes on as `after` says.
 */
function displaced(s: RoiState, mover: Seat, dx: number, dy: number, after: RoiAfter, card: string | null, from: Square | null, events: Events): void {
  const adv = s.advanced;
  if ((!adv.specialCards && !adv.surprise) || s.status !== 'playing' || (s.fighters[mover] as Fighter).ko) {
    resume(s, after, events);
    return;
  }
  const surprising = adv.surprise && card !== null && from !== null && mover === s.current;
  const n = s.fighters.length;
  const seats: Seat[] = [];
  const surprise: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.current + k) % n;
    const mayStrike = surprising && seat !== s.current && chebyshev(s.fighters[seat] as Fighter, from) > 1;
    const may = interrupts(s, seat, mover, mayStrike ? card : null);
    if (may.trip || may.strike) seats.push(seat);
    if (may.strike) surprise.push(seat);
  }
  if (seats.length === 0) {
    resume(s, after, events);
    return;
  }
  s.react = { mover, seats, card: surprise.length > 0 ? card : null, surprise, dx, dy, after };
  s.phase = 'react';
  s.counterer = null;
  s.counterOn = null;
}

export function pass(s: RoiState, events: Events): void {
  const react = s.react as RoiReact;
  events.push({ type: 'pass', seat: react.seats[0] });
  exchangeOver(s, events);
}

/** R-SPECIAL-ACE: an ace on a fighter that just moved next to you; defended normally. R-TRIP-PLAY: in your own turn it is one of your 5 cards. */
export function trip(s: RoiState, card: string, target: Seat, events: Events): void {
  const react = s.react as RoiReact;
  const by = react.seats[0] as Seat;
  discardOne(s, by, card);
  if (by === s.current) {
    s.played++;
    s.acted = true;
  }
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  events.push({ type: 'trip', seat: by, target, card });
  openAttack(s, by, target, card, t.x - a.x, t.y - a.y, 0, 'trip', false);
}

/** R-SURPRISE: an out-of-turn strike on the current player who stepped next to you; more may follow while they land. */
export function surprise(s: RoiState, card: string, target: Seat, mode: 'hit' | 'push', fury: boolean, events: Events): void {
  const react = s.react as RoiReact;
  const by = react.seats[0] as Seat;
  events.push({ type: 'surprise', seat: by, target });
  s.phase = 'counter';
  s.counterer = by;
  s.counterOn = target;
  strike(s, card, target, mode, fury, events);
}

// ---- The turn ------------------------------------------------------------------------------

/** The current fighter spends `card` as a play of its turn (discarded, counted, the turn acted). */
function playCard(s: RoiState, card: string): Seat {
  const by = s.current;
  discardOne(s, by, card);
  s.played++;
  s.acted = true;
  return by;
}

/** A play's attack on `on`, waiting for the defender (phase defend). */
function openAttack(s: RoiState, by: Seat, on: Seat, card: string, dx: number, dy: number, damage: number, kind: 'strike' | 'charge' | 'spit' | 'trip', poke: boolean): void {
  s.attack = { by, on, card, dx, dy, damage, poke, counter: false, kind, cards: [], level: 0, fury: false };
  s.phase = 'defend';
}

export function move(s: RoiState, card: string, to: Square, events: Events): void {
  const seat = playCard(s, card);
  const f = fighter(s, seat);
  const from = { x: f.x, y: f.y };
  f.x = to.x;
  f.y = to.y;
  events.push({ type: 'move', seat, card, from, to: { x: to.x, y: to.y } });
  if (s.advanced.specialCards || s.advanced.surprise) displaced(s, seat, to.x - from.x, to.y - from.y, next(s), card, from, events);
}

/**
 * R-PUSH: the target steps back one square along (dx, dy), if it has room. Our rule: a rope
 * (the edge) or another fighter behind stops the push; the target stays, nothing else happens.
 */
function pushAlong(s: RoiState, by: Seat, on: Seat, dx: number, dy: number, events: Events): boolean {
  const t = s.fighters[on] as Square;
  const to = { x: t.x + dx, y: t.y + dy };
  const from = { x: t.x, y: t.y };
  if (isFree(s, to.x, to.y)) {
    const moved = fighter(s, on);
    moved.x = to.x;
    moved.y = to.y;
    events.push({ type: 'push', by, seat: on, from, to, blocked: false });
    return true;
  }
  events.push({ type: 'push', by, seat: on, from, to: from, blocked: true });
  return false;
}

/**
 * Play a strike: a push at once, or a hit waiting for the defender (phase defend). In the
 * counter phase it is the counterer's (R-COUNTER; the surprise attacker's blows too), and not
 * one of the turn's 5 cards.
 */
export function strike(s: RoiState, card: string, target: Seat, mode: 'hit' | 'push', fury: boolean, events: Events): void {
  const counter = s.phase === 'counter';
  const by = counter ? (s.counterer as Seat) : s.current;
  const r = s.react;
  const surprising = counter && r !== null && r.card !== null && r.seats[0] === by && r.mover === target;
  discardOne(s, by, card);
  if (!counter) {
    s.played++;
    s.acted = true;
  }
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  const dx = t.x - a.x;
  const dy = t.y - a.y;
  // A blow of a surprise attack says so (the log then never calls it a counter-attack).
  events.push({ type: 'strike', seat: by, target, card, mode, counter, ...(fury ? { fury: true } : {}), ...(surprising ? { surprise: true } : {}) });
  s.counterer = null;
  s.counterOn = null;
  if (mode === 'push') {
    const moved = pushAlong(s, by, target, dx, dy, events);
    const after = counter ? next(s, by, target) : next(s);
    if (moved) displaced(s, target, dx, dy, after, null, null, events);
    else resume(s, after, events);
    return;
  }
  if (fury) furySpent(s, by, events);
  else blowGiven(s, by, events);
  const damage = damageOf(s, by, target) + (fury ? 1 : 0); // R-FURY-MODE: +1 hp
  openHit(s, { by, on: target, card, dx, dy, damage, poke: false, counter, kind: surprising ? 'surprise' : 'strike', cards: [], level: 0, fury });
}

/**
 * R-JOKER-POKE: a joker against an adjacent opponent (any direction) steals a random card; also
 * a counter-attack (R-COUNTER) and a surprise attack (R-SURPRISE-JOKER), the joker being an attack card.
 */
export function poke(s: RoiState, card: string, target: Seat, events: Events): void {
  const r = s.react;
  const surprising = s.phase === 'react' && r !== null;
  if (surprising) {
    events.push({ type: 'surprise', seat: r.seats[0], target });
    s.phase = 'counter';
    s.counterer = r.seats[0] as Seat;
  }
  const counter = s.phase === 'counter';
  const by = counter ? (s.counterer as Seat) : playCard(s, card);
  if (counter) discardOne(s, by, card);
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  const ofSurprise = surprising || (counter && r !== null && r.card !== null && r.seats[0] === by && r.mover === target);
  events.push({ type: 'poke', seat: by, target, card, counter, ...(ofSurprise ? { surprise: true } : {}) });
  s.counterer = null;
  s.counterOn = null;
  s.attack = { by, on: target, card, dx: t.x - a.x, dy: t.y - a.y, damage: 0, poke: true, counter, kind: surprising ? 'surprise' : 'strike', cards: [], level: 0, fury: false };
  s.phase = 'defend';
}

/** R-SPECIAL-JACK: step one square toward the target (two squares away along the card), then a hit and a push (R-FURY-MODE: in fury mode too). */
export function charge(s: RoiState, card: string, target: Seat, fury: boolean, events: Events): void {
  const by = playCard(s, card);
  const t = s.fighters[target] as Square;
  const f = fighter(s, by);
  const dx = Math.sign(t.x - f.x);
  const dy = Math.sign(t.y - f.y);
  const from = { x: f.x, y: f.y };
  f.x += dx;
  f.y += dy;
  if (fury) events.push({ type: 'charge', seat: by, target, card, from, to: { x: f.x, y: f.y }, fury: true });
  else events.push({ type: 'charge', seat: by, target, card, from, to: { x: f.x, y: f.y } });
  // R-TRIP-CHARGE: the charger's step meets trips first ("dès qu'un adversaire se déplace sur
  // une case adjacente"); the blow comes once they are answered (chargeBlow).
  const blow: Attack = { by, on: target, card, dx, dy, damage: 0, poke: false, counter: false, kind: 'charge', cards: [], level: 0, fury };
  const after: RoiAfter = { phase: 'charge', counterer: null, counterOn: null, react: s.react, then: [], charge: blow };
  if (s.advanced.specialCards) displaced(s, by, dx, dy, after, null, null, events);
  else chargeBlow(s, blow, events);
}

/**
 * R-SPECIAL-JACK, R-TRIP-CHARGE: the charge's blow once the step was answered. A tripped charger
 * has lost it with its turn (resume never gets here); one that moved away (dodging a trip) or
 * whose target fell strikes nothing: the charge is over.
 */
function chargeBlow(s: RoiState, blow: Attack, events: Events): void {
  const a = s.fighters[blow.by] as Fighter;
  const t = s.fighters[blow.on] as Fighter;
  if (a.ko || t.ko || !free(s, blow.by) || a.x + blow.dx !== t.x || a.y + blow.dy !== t.y) {
    exchangeOver(s, events);
    return;
  }
  if (blow.fury) furySpent(s, blow.by, events);
  else blowGiven(s, blow.by, events);
  openHit(s, { ...blow, damage: damageOf(s, blow.by, blow.on) + (blow.fury ? 1 : 0) });
}

/** R-SPECIAL-QUEEN: a spit on the first opponent one or two squares away along the card. */
export function spit(s: RoiState, card: string, target: Seat, events: Events): void {
  const by = playCard(s, card);
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  events.push({ type: 'spit', seat: by, target, card });
  openAttack(s, by, target, card, Math.sign(t.x - a.x), Math.sign(t.y - a.y), 0, 'spit', false);
}

/** R-SPECIAL-KING: cheer: +1 hp (+2 on the Champion's square; in the team game you and your teammate +1 each there). */
export function cheer(s: RoiState, card: string, seat: Seat, events: Events): void {
  const by = playCard(s, card);
  events.push({ type: 'cheer', seat: by, for: seat, card });
  const f = s.fighters[by] as Square;
  const onChampion = f.x === CHAMPION.x && f.y === CHAMPION.y;
  if (!onChampion) gainHp(s, seat, 1, events, 'cheer');
  else if (s.teams === null || s.owner !== null) gainHp(s, by, 2, events, 'cheer');
  else for (const g of s.fighters) if (!g.ko && !foes(s, by, g.seat)) gainHp(s, g.seat, 1, events, 'cheer');
}

/** R-PSYCHIC: a poker hand on any opponent; R-PSYCHIC-COUNTER: a higher one back at the attacker. */
export function psychic(s: RoiState, cards: readonly string[], target: Seat, events: Events): void {
  const h = evaluate(cards);
  if (!h) throw new Error('roi-du-ring: not a psychic hand');
  if (s.phase === 'defend') {
    const attack = s.attack as Attack;
    toDiscard(s, attack.on, cards);
    events.push({ type: 'psychic', seat: attack.on, target, cards: cards.slice(), level: h.level, counter: true });
    addFury(s, attack.on, -h.level, events);
    s.attack = null;
    s.phase = 'play';
    loseHp(s, attack.by, h.level - attack.level, events, 'psychic');
    if (s.status === 'playing' && h.level > attack.level) addFury(s, attack.by, 2, events);
    afterKo(s, events);
    return;
  }
  const by = s.current;
  toDiscard(s, by, cards);
  s.played += cards.length;
  s.acted = true;
  events.push({ type: 'psychic', seat: by, target, cards: cards.slice(), level: h.level, counter: false });
  addFury(s, by, -h.level, events);
  s.attack = { by, on: target, card: cards[0] as string, dx: 0, dy: 0, damage: h.level, poke: false, counter: false, kind: 'psychic', cards: cards.slice(), level: h.level, fury: false };
  s.phase = 'defend';
}

/**
 * What follows a defence (R-COUNTER): the defender may strike back at the attacker, after a
 * blow of the turn or after an interrupt (a surprise attack, a trip: R-COUNTER-INTERRUPT);
 * a defended counter-attack ends the exchange (the turn goes on, or the interrupt's next fighter).
 */
function afterDefence(s: RoiState, attack: Attack, then: Displacement[]): RoiAfter {
  s.attack = null;
  if (attack.counter && attack.kind !== 'surprise') return next(s, null, null, then);
  return next(s, attack.on, attack.by, then);
}


export function parry(s: RoiState, card: string, events: Events): void {
  const attack = s.attack as Attack;
  discardOne(s, attack.on, card);
  events.push({ type: 'parry', seat: attack.on, by: attack.by, card });
  resume(s, afterDefence(s, attack, []), events);
}

export function dodge(s: RoiState, card: string, to: Square, events: Events): void {
  const attack = s.attack as Attack;
  discardOne(s, attack.on, card);
  const f = fighter(s, attack.on);
  const from = { x: f.x, y: f.y };
  f.x = to.x;
  f.y = to.y;
  events.push({ type: 'dodge', seat: attack.on, by: attack.by, card, from, to: { x: to.x, y: to.y } });
  // R-TRIP-ANY: a dodge may step next to someone holding an ace.
  resume(s, afterDefence(s, attack, [{ mover: attack.on, dx: to.x - from.x, dy: to.y - from.y }]), events);
}

function steal(s: RoiState, attack: Attack, events: Events): void {
  const victim = hand(s, attack.on).slice();
  if (victim.length === 0) {
    events.push({ type: 'steal', seat: attack.by, from: attack.on, card: null });
    return;
  }
  const rng = new Rng(s.rng);
  const card = victim.splice(rng.int(victim.length), 1)[0] as string;
  s.rng = rng.state;
  setHand(s, attack.on, victim);
  addToHand(s, attack.by, [card]);
  events.push({ type: 'steal', seat: attack.by, from: attack.on, card });
}

export function take(s: RoiState, events: Events): void {
  const attack = s.attack as Attack;
  s.attack = null;
  switch (attack.kind) {
    case 'psychic':
      events.push({ type: 'hit', seat: attack.on, by: attack.by, damage: attack.level, psychic: true });
      s.phase = 'play';
      loseHp(s, attack.on, attack.level, events, 'psychic');
      addFury(s, attack.on, 2, events);
      return;
    case 'spit': {
      // Two random cards (fewer if the hand is short); the spitter keeps one, the other is discarded.
      const victim = hand(s, attack.on).slice();
      const rng = new Rng(s.rng);
      const took: string[] = [];
      for (let k = 0; k < 2 && victim.length > 0; k++) took.push(victim.splice(rng.int(victim.length), 1)[0] as string);
      s.rng = rng.state;
      setHand(s, attack.on, victim);
      events.push({ type: 'spat', seat: attack.by, from: attack.on, count: took.length });
      if (took.length === 2) {
        s.phase = 'keep';
        s.spat = { by: attack.by, cards: sortCards(took) };
      } else {
        if (took.length === 1) addToHand(s, attack.by, took);
        s.phase = 'play';
      }
      return;
    }
    case 'trip': {
      const react = s.react as RoiReact;
      events.push({ type: 'tripped', seat: attack.on, by: attack.by });
      let pdx = attack.dx;
      let pdy = attack.dy;
      let moved = pushAlong(s, attack.by, attack.on, pdx, pdy, events);
      if (!moved) {
        pdx = react.dx;
        pdy = react.dy;
        moved = pushAlong(s, attack.by, attack.on, pdx, pdy, events);
      }
      // R-SPECIAL-ACE: the tripped fighter loses all its remaining actions: its turn (drawing
      // nothing), or, out of its turn, every card until its next turn (defences, counters,
      // interrupts). R-TRIP-PUSH: the trip's own push is a movement, which meets trips too.
      const again = s.tripped.includes(attack.on);
      if (!again) s.tripped = [...s.tripped, attack.on];
      let after = next(s);
      if (attack.on === s.current) {
        if (!again) events.push({ type: 'lost-turn', seat: attack.on });
        after = { phase: 'lost', counterer: null, counterOn: null, react: null, then: [], charge: null };
      }
      if (moved) displaced(s, attack.on, pdx, pdy, after, null, null, events);
      else resume(s, after, events);
      return;
    }
    default:
      break;
  }
  // A landed counter-attack (or surprise attack): its striker may go on (R-COUNTER, R-SURPRISE).
  const goOn = (then: Displacement[]): RoiAfter => (attack.counter ? next(s, attack.by, attack.on, then) : next(s, null, null, then));
  if (attack.poke) {
    steal(s, attack, events);
    resume(s, goOn([]), events);
    return;
  }
  events.push({ type: 'hit', seat: attack.on, by: attack.by, damage: attack.damage });
  loseHp(s, attack.on, attack.damage, events, 'hit');
  if (afterKo(s, events)) return;
  // R-FURY-GAIN: +2 for an undefended blow received (the striker's +1 came with the blow).
  addFury(s, attack.on, 2, events);
  if ((s.fighters[attack.on] as Fighter).ko) {
    resume(s, next(s), events);
    return;
  }
  // R-SPECIAL-JACK: a landed charge pushes; R-FURY-MODE: so does a landed fury blow (one push
  // for a charge in fury mode). R-TRIP-ANY: the push meets trips (the charger's step met them
  // before the blow: R-TRIP-CHARGE).
  const then: Displacement[] = [];
  const pushes = attack.kind === 'charge' || attack.fury;
  if (pushes && pushAlong(s, attack.by, attack.on, attack.dx, attack.dy, events)) then.push({ mover: attack.on, dx: attack.dx, dy: attack.dy });
  resume(s, goOn(then), events);
}

export function keep(s: RoiState, card: string, events: Events): void {
  const spat = s.spat as { by: Seat; cards: string[] };
  const other = spat.cards.filter((c) => c !== card);
  addToHand(s, spat.by, [card]);
  s.discard = s.discard.concat(other);
  events.push({ type: 'keep', seat: spat.by, card, discarded: other });
  s.spat = null;
  s.phase = 'play';
}

export function stop(s: RoiState, events: Events): void {
  events.push({ type: 'stop', seat: s.counterer });
  exchangeOver(s, events);
}

/** R-INTIMIDATE: discard 3 cards; the target (anywhere on the ring) discards 2 of their choice. */
export function intimidate(s: RoiState, cards: readonly string[], target: Seat, events: Events): void {
  toDiscard(s, s.current, cards);
  s.acted = true;
  events.push({ type: 'intimidate', seat: s.current, target, cards: cards.slice() });
  addFury(s, target, -1, events);
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
  events.push({ type: 'discard', seat: s.current, cards }); // `cards` is the fresh canonical list from check.ts
}

/**
 * R-ROUND-END: drawing the last card of the deck ends the round: every standing fighter goes
 * back to its start square and regains 1 hp (never above 10: our rule, a fighter has 10
 * tokens), the discard is shuffled into a new deck, hands are refilled to 5 from the next
 * player on, and the next player starts the new round. R-FURY-ROUND: every fighter loses 2 fury.
 */
function endRound(s: RoiState, next: Seat, events: Events): void {
  const squares = startSquares(s.fighters.length);
  const furyDown = s.advanced.fury ? 2 : 0;
  s.fighters = s.fighters.map((f) => {
    if (f.ko) return f;
    const sq = squares[f.seat] as Square;
    return { seat: f.seat, hp: Math.min(MAX_HP, f.hp + 1), x: sq.x, y: sq.y, fury: Math.max(0, f.fury - furyDown), ko: false };
  });
  const rng = new Rng(s.rng);
  s.deck = rng.shuffleInPlace(s.discard.slice());
  s.rng = rng.state;
  s.discard = [];
  s.round++;
  s.first = next;
  events.push({ type: 'round', round: s.round, fighters: s.fighters.map((f) => ({ seat: f.seat, hp: f.hp, x: f.x, y: f.y, fury: f.fury })) });
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
  // R-FURY-LOSS: -1 for a turn with no card played.
  if (s.played === 0) addFury(s, seat, -1, events);
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
