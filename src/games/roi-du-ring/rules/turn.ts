// The effects of each move on a working copy of the state (apply.ts makes the copy).

import type { GameEvent, Seat } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { CHAMPION, HAND, MAX_HP, fastIndex, isCorner, lineOfStep, onBoard, sortCards, startSquares, valueOf } from './cards';
import { fighterAt, foes, isFree } from './moves';
import { evaluate } from './psychic';
import type { Attack, Fighter, RoiReact, RoiState, Square } from './types';

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
 * The damage a hit from `by` on `on` takes if it lands: 1, +1 from the Champion's square
 * (R-CHAMPION), +1 in a corner from any side (R-CORNER) or on a rope side when struck
 * orthogonally toward that rope (R-ROPES; "latéralement" read as orthogonally, the target
 * pinned against the rope), +1 when another standing fighter is right behind the target on
 * the line of the strike (R-PINCER; applied without asking that fighter: our rule; in the
 * team game that fighter must be an opponent of the target). All bonuses add up.
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
  if (behind >= 0 && behind !== by && foes(s, behind, on)) d++;
  return d;
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

interface After {
  phase: 'play' | 'counter';
  counterer: Seat | null;
}

function resume(s: RoiState, after: After): void {
  s.phase = after.phase;
  s.counterer = after.phase === 'counter' ? after.counterer : null;
  s.react = null;
}

const chebyshev = (a: Square, b: Square): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

/**
 * `mover` was just displaced one square by (dx, dy). With the special cards, opponents next
 * to it holding an ace on that line may trip it; with surprise attacks, after a plain move
 * (`card` set, `from` its square before) opponents who were more than one square away may
 * strike it with a higher red card. They are asked in turn order from the current player
 * (phase react); otherwise play goes on as `after` says. Displacements inside an interrupt
 * open no new one (our rule).
 */
function displaced(s: RoiState, mover: Seat, dx: number, dy: number, after: After, card: string | null, from: Square | null): void {
  const adv = s.advanced;
  if ((!adv.specialCards && !adv.surprise) || s.react !== null || s.status !== 'playing') {
    resume(s, after);
    return;
  }
  const m = s.fighters[mover] as Fighter;
  const n = s.fighters.length;
  const seats: Seat[] = [];
  const surprise: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (s.current + k) % n;
    const g = s.fighters[seat] as Fighter;
    if (g.ko || !foes(s, seat, mover) || chebyshev(g, m) !== 1) continue;
    const line = lineOfStep(m.x - g.x, m.y - g.y);
    let trip = false;
    let strike = false;
    for (const c of hand(s, seat)) {
      const v = valueOf(c);
      const cl = c.endsWith('C') || c.endsWith('D') ? 'orth' : c.endsWith('H') || c.endsWith('S') ? 'diag' : 'any';
      if (adv.specialCards && v === 1 && cl === line) trip = true;
      if (adv.surprise && card !== null && from !== null && seat !== s.current && mover === s.current && chebyshev(g, from) > 1) {
        if ((c.endsWith('D') || c.endsWith('H')) && cl === line && v > valueOf(card)) strike = true;
      }
    }
    if (trip || strike) seats.push(seat);
    if (strike) surprise.push(seat);
  }
  if (seats.length === 0) {
    resume(s, after);
    return;
  }
  const react: RoiReact = { mover, seats, card: surprise.length > 0 ? card : null, surprise, dx, dy, after: { phase: after.phase, counterer: after.counterer } };
  s.react = react;
  s.phase = 'react';
  s.counterer = null;
}

export function pass(s: RoiState, events: Events): void {
  const react = s.react as RoiReact;
  events.push({ type: 'pass', seat: react.seats[0] });
  const seats = react.seats.slice(1);
  if (seats.length === 0) resume(s, react.after);
  else s.react = { ...react, seats, surprise: react.surprise.filter((x) => seats.includes(x)) };
}

/** R-SPECIAL-ACE: an ace on a fighter that just stepped next to you; defended normally. */
export function trip(s: RoiState, card: string, target: Seat, events: Events): void {
  const react = s.react as RoiReact;
  const by = react.seats[0] as Seat;
  discardOne(s, by, card);
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  events.push({ type: 'trip', seat: by, target, card });
  openAttack(s, by, target, card, t.x - a.x, t.y - a.y, 0, 'trip', false);
}

/** R-SURPRISE: an out-of-turn strike on the current player who stepped next to you; more may follow while they land. */
export function surprise(s: RoiState, card: string, target: Seat, mode: 'hit' | 'push', events: Events): void {
  const react = s.react as RoiReact;
  const by = react.seats[0] as Seat;
  events.push({ type: 'surprise', seat: by, target });
  s.phase = 'counter';
  s.counterer = by;
  strike(s, card, target, mode, false, events);
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
  if (s.advanced.specialCards || s.advanced.surprise) displaced(s, seat, to.x - from.x, to.y - from.y, { phase: 'play', counterer: null }, card, from);
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

/** Play a strike: a push at once, or a hit waiting for the defender (phase defend). */
export function strike(s: RoiState, card: string, target: Seat, mode: 'hit' | 'push', fury: boolean, events: Events): void {
  const counter = s.phase === 'counter';
  const by = counter ? (s.counterer as Seat) : s.current;
  discardOne(s, by, card);
  if (!counter) {
    s.played++;
    s.acted = true;
  }
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  const dx = t.x - a.x;
  const dy = t.y - a.y;
  if (fury) events.push({ type: 'strike', seat: by, target, card, mode, counter, fury: true });
  else events.push({ type: 'strike', seat: by, target, card, mode, counter });
  if (mode === 'push') {
    const moved = pushAlong(s, by, target, dx, dy, events);
    if (moved && (s.advanced.specialCards || s.advanced.surprise)) {
      displaced(s, target, dx, dy, counter ? { phase: 'counter', counterer: by } : { phase: 'play', counterer: null }, null, null);
    }
    return;
  }
  let damage = damageOf(s, by, target);
  if (fury) {
    // R-FURY-MODE: +1 hp, the fury gauge back to 0 whatever happens.
    damage++;
    fighter(s, by).fury = 0;
    events.push({ type: 'fury', seat: by, fury: 0, amount: -8 });
  }
  s.attack = { by, on: target, card, dx, dy, damage, poke: false, counter, kind: 'strike', cards: [], level: 0, fury };
  s.phase = 'defend';
  s.counterer = null;
}

/** R-JOKER-POKE: a joker against an adjacent opponent (any direction) steals a random card. */
export function poke(s: RoiState, card: string, target: Seat, events: Events): void {
  const by = playCard(s, card);
  const a = s.fighters[by] as Square;
  const t = s.fighters[target] as Square;
  events.push({ type: 'poke', seat: by, target, card });
  openAttack(s, by, target, card, t.x - a.x, t.y - a.y, 0, 'strike', true);
}

/** R-SPECIAL-JACK: step one square toward the target (two squares away along the card), then a hit and a push. */
export function charge(s: RoiState, card: string, target: Seat, events: Events): void {
  const by = playCard(s, card);
  const t = s.fighters[target] as Square;
  const f = fighter(s, by);
  const dx = Math.sign(t.x - f.x);
  const dy = Math.sign(t.y - f.y);
  const from = { x: f.x, y: f.y };
  f.x += dx;
  f.y += dy;
  events.push({ type: 'charge', seat: by, target, card, from, to: { x: f.x, y: f.y } });
  openAttack(s, by, target, card, dx, dy, damageOf(s, by, target), 'charge', false);
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

/** The phase after an exchange of blows settles: the turn's player plays on, or the defender counters (R-COUNTER). */
function afterDefence(s: RoiState, attack: Attack): void {
  s.attack = null;
  if (attack.kind === 'trip' || s.react !== null) {
    // A defended interrupt: play resumes where it was (no counter-attack: our rule).
    resume(s, (s.react as RoiReact).after);
    return;
  }
  if (attack.counter) s.phase = 'play';
  else {
    s.phase = 'counter';
    s.counterer = attack.on;
  }
}

export function parry(s: RoiState, card: string, events: Events): void {
  const attack = s.attack as Attack;
  discardOne(s, attack.on, card);
  events.push({ type: 'parry', seat: attack.on, by: attack.by, card });
  afterDefence(s, attack);
}

export function dodge(s: RoiState, card: string, to: Square, events: Events): void {
  const attack = s.attack as Attack;
  discardOne(s, attack.on, card);
  const f = fighter(s, attack.on);
  const from = { x: f.x, y: f.y };
  f.x = to.x;
  f.y = to.y;
  events.push({ type: 'dodge', seat: attack.on, by: attack.by, card, from, to: { x: to.x, y: to.y } });
  const inInterrupt = s.react !== null;
  afterDefence(s, attack);
  if (!inInterrupt && (s.advanced.specialCards || s.advanced.surprise)) {
    // R-SPECIAL-ACE: a dodge may step next to someone holding an ace.
    displaced(s, attack.on, to.x - from.x, to.y - from.y, { phase: s.phase as 'play' | 'counter', counterer: s.counterer }, null, null);
  }
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
      if (!pushAlong(s, attack.by, attack.on, attack.dx, attack.dy, events)) pushAlong(s, attack.by, attack.on, react.dx, react.dy, events);
      // The tripped fighter loses what remains of its actions: its turn, or its counter-attack.
      if (attack.on === s.current) {
        events.push({ type: 'lost-turn', seat: attack.on });
        startTurn(s, nextSeat(s, s.current), events);
      } else if (react.after.phase === 'counter' && react.after.counterer === attack.on) resume(s, { phase: 'play', counterer: null });
      else resume(s, react.after);
      return;
    }
    default:
      break;
  }
  if (attack.poke) {
    steal(s, attack, events);
    s.phase = 'play';
    return;
  }
  events.push({ type: 'hit', seat: attack.on, by: attack.by, damage: attack.damage });
  loseHp(s, attack.on, attack.damage, events, 'hit');
  if (s.status !== 'playing') return;
  if (s.advanced.fury) {
    // R-FURY-GAIN: +1 for a landed blow (+2 from the Champion's square), +2 for an undefended blow received.
    const a = s.fighters[attack.by] as Square;
    addFury(s, attack.by, a.x === CHAMPION.x && a.y === CHAMPION.y ? 2 : 1, events);
    addFury(s, attack.on, 2, events);
  }
  const onKo = (s.fighters[attack.on] as Fighter).ko;
  let after: After;
  if (!attack.counter) after = { phase: 'play', counterer: null };
  else if (onKo) {
    startTurn(s, nextSeat(s, attack.on), events);
    return;
  } else after = { phase: 'counter', counterer: attack.by }; // a landed counter: the counter-attacker may go on (R-COUNTER)
  if (onKo) {
    resume(s, after);
    return;
  }
  // R-SPECIAL-JACK: a landed charge pushes; R-FURY-MODE: so does a landed fury blow.
  const pushes = attack.kind === 'charge' || attack.fury;
  const moved = pushes && pushAlong(s, attack.by, attack.on, attack.dx, attack.dy, events);
  if (attack.kind === 'charge') displaced(s, attack.by, attack.dx, attack.dy, after, null, null);
  else if (moved) displaced(s, attack.on, attack.dx, attack.dy, after, null, null);
  else resume(s, after);
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
  s.phase = 'play';
  s.counterer = null;
  s.react = null;
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
