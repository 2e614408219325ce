// The rules at work on a copy-on-write copy of the state: cards, monsters, structures, tokens and
// the turn's flow. `apply` hands the engine a shallow copy of the state; before a function edits
// an array (or a monster) it asks the Ctx for its own copy of it (`monsters(ctx)`, `hand(ctx, seat)`,
// ...), so a move copies only what it changes and never touches a state someone else holds.
// Every change records one event for the scene.

import type { GameEvent, Seat } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { ARC_COLOUR, HIT_POINTS, clockwise, counterClockwise, isBoss, opposite, plagued, pointsFor, sortHand, sortTokens, tradesFor } from './data';
import type { CastlePanicState, Monster, PendingHit, Ring } from './types';

const O_MONSTERS = 1;
const O_WALLS = 2;
const O_FORTIFIED = 4;
const O_TOWERS = 8;
const O_HANDS = 16;
const O_DECK = 32;
const O_DISCARD = 64;
const O_PILE = 128;
const O_MDISCARD = 256;
const O_SCORES = 512;
const O_HITS = 1024;
const O_DROPS = 2048;
const O_QUEUE = 4096;
const O_OHAND = 8192;

export class Ctx {
  own = 0;
  handsOwned = 0;
  trophiesOwned = 0;
  readonly events: GameEvent[] = [];
  private random: Rng | null = null;
  ownedAt: boolean[] | null = null; // by index in s.monsters: whether this move made that monster object (its own to edit)
  constructor(readonly s: CastlePanicState) {}

  /** The state's RNG (and scripted dice), made on first use: most moves roll nothing. */
  get rng(): Rng {
    return (this.random ??= new Rng(this.s.rng, this.s.dice));
  }

  /** Write the RNG back into the state, if it was used. */
  finish(): void {
    const r = this.random;
    if (r === null) return;
    this.s.rng = r.state;
    if (r.script.length !== this.s.dice.length) this.s.dice = r.script;
  }
}

const copyMonster = (m: Monster): Monster => ({ id: m.id, kind: m.kind, hp: m.hp, maxHp: m.maxHp, arc: m.arc, ring: m.ring, tarred: m.tarred });

/**
 * A shallow copy with every field written out: one fixed object shape, several times faster
 * than `{ ...s }` on a state this wide. Keep in step with CastlePanicState.
 */
export function shallowCopy(s: CastlePanicState): CastlePanicState {
  return {
    players: s.players,
    mode: s.mode,
    solo: s.solo,
    handSize: s.handSize,
    monsters: s.monsters,
    toPlace: s.toPlace,
    walls: s.walls,
    fortified: s.fortified,
    towers: s.towers,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    pile: s.pile,
    monsterDiscard: s.monsterDiscard,
    slain: s.slain,
    points: s.points,
    trophies: s.trophies,
    variants: s.variants,
    overlord: s.overlord,
    overlordHand: s.overlordHand,
    overlordOwed: s.overlordOwed,
    overlordStage: s.overlordStage,
    queue: s.queue,
    current: s.current,
    turn: s.turn,
    phase: s.phase,
    discardsLeft: s.discardsLeft,
    tradesLeft: s.tradesLeft,
    offer: s.offer,
    refused: s.refused,
    missing: s.missing,
    draws: s.draws,
    charge: s.charge,
    hits: s.hits,
    drops: s.drops,
    nextId: s.nextId,
    status: s.status,
    rng: s.rng,
    dice: s.dice,
  };
}

/** A full, independent copy (view and tests). */
export function cloneState(s: CastlePanicState): CastlePanicState {
  return {
    ...s,
    monsters: s.monsters.map(copyMonster),
    toPlace: s.toPlace.slice(),
    walls: s.walls.slice(),
    fortified: s.fortified.slice(),
    towers: s.towers.slice(),
    hands: s.hands.map((h) => h.slice()),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    pile: s.pile.slice(),
    monsterDiscard: s.monsterDiscard.slice(),
    slain: s.slain.slice(),
    points: s.points.slice(),
    trophies: s.trophies.map((t) => t.slice()),
    variants: { ...s.variants },
    overlordHand: s.overlordHand.slice(),
    queue: s.queue.slice(),
    offer: s.offer === null ? null : { ...s.offer },
    refused: s.refused.map((o) => ({ ...o })),
    hits: s.hits.map((h) => ({ ...h, monsters: h.monsters.slice() })),
    drops: s.drops.slice(),
    dice: s.dice.slice(),
  };
}

// ---- copy-on-write accessors ----------------------------------------------------------------

/** The monster list, the Ctx's own (the monsters in it may still be shared: see `monsterAt`). */
export function monsters(ctx: Ctx): Monster[] {
  if ((ctx.own & O_MONSTERS) === 0) {
    ctx.own |= O_MONSTERS;
    ctx.s.monsters = ctx.s.monsters.slice();
  }
  return ctx.s.monsters;
}
/** The monster at index `i` of the list, the Ctx's own to edit. */
export function monsterAt(ctx: Ctx, i: number): Monster {
  const list = monsters(ctx);
  const owned = (ctx.ownedAt ??= []);
  if (owned[i] === true) return list[i] as Monster;
  const copy = copyMonster(list[i] as Monster);
  owned[i] = true;
  list[i] = copy;
  return copy;
}
/** The monster with this id, the Ctx's own to edit. */
export function monsterMut(ctx: Ctx, id: number): Monster {
  const list = ctx.s.monsters;
  let i = 0;
  while ((list[i] as Monster).id !== id) i++;
  return monsterAt(ctx, i);
}
export function walls(ctx: Ctx): boolean[] {
  if ((ctx.own & O_WALLS) === 0) {
    ctx.own |= O_WALLS;
    ctx.s.walls = ctx.s.walls.slice();
  }
  return ctx.s.walls;
}
export function fortified(ctx: Ctx): boolean[] {
  if ((ctx.own & O_FORTIFIED) === 0) {
    ctx.own |= O_FORTIFIED;
    ctx.s.fortified = ctx.s.fortified.slice();
  }
  return ctx.s.fortified;
}
export function towers(ctx: Ctx): boolean[] {
  if ((ctx.own & O_TOWERS) === 0) {
    ctx.own |= O_TOWERS;
    ctx.s.towers = ctx.s.towers.slice();
  }
  return ctx.s.towers;
}
export function hand(ctx: Ctx, seat: Seat): string[] {
  if ((ctx.own & O_HANDS) === 0) {
    ctx.own |= O_HANDS;
    ctx.s.hands = ctx.s.hands.slice();
  }
  const bit = 1 << seat;
  if ((ctx.handsOwned & bit) === 0) {
    ctx.handsOwned |= bit;
    ctx.s.hands[seat] = (ctx.s.hands[seat] as string[]).slice();
  }
  return ctx.s.hands[seat] as string[];
}
/** Replace a seat's hand with a fresh array the Ctx owns. */
export function setHand(ctx: Ctx, seat: Seat, cards: string[]): void {
  if ((ctx.own & O_HANDS) === 0) {
    ctx.own |= O_HANDS;
    ctx.s.hands = ctx.s.hands.slice();
  }
  ctx.handsOwned |= 1 << seat;
  ctx.s.hands[seat] = cards;
}
export function deck(ctx: Ctx): string[] {
  if ((ctx.own & O_DECK) === 0) {
    ctx.own |= O_DECK;
    ctx.s.deck = ctx.s.deck.slice();
  }
  return ctx.s.deck;
}
export function discardPile(ctx: Ctx): string[] {
  if ((ctx.own & O_DISCARD) === 0) {
    ctx.own |= O_DISCARD;
    ctx.s.discard = ctx.s.discard.slice();
  }
  return ctx.s.discard;
}
export function pile(ctx: Ctx): string[] {
  if ((ctx.own & O_PILE) === 0) {
    ctx.own |= O_PILE;
    ctx.s.pile = ctx.s.pile.slice();
  }
  return ctx.s.pile;
}
/** The top token of the (non-empty) pile, taken off: one copy of the rest when the pile is not yet the Ctx's own. */
function takeTop(ctx: Ctx): string {
  const p = ctx.s.pile;
  const top = p[0] as string;
  if ((ctx.own & O_PILE) === 0) {
    ctx.own |= O_PILE;
    ctx.s.pile = p.slice(1);
  } else p.shift();
  return top;
}
function monsterDiscard(ctx: Ctx): string[] {
  if ((ctx.own & O_MDISCARD) === 0) {
    ctx.own |= O_MDISCARD;
    ctx.s.monsterDiscard = ctx.s.monsterDiscard.slice();
  }
  return ctx.s.monsterDiscard;
}
export function hits(ctx: Ctx): PendingHit[] {
  if ((ctx.own & O_HITS) === 0) {
    ctx.own |= O_HITS;
    ctx.s.hits = ctx.s.hits.slice(); // entries are never edited, only added and removed
  }
  return ctx.s.hits;
}
export function drops(ctx: Ctx): Seat[] {
  if ((ctx.own & O_DROPS) === 0) {
    ctx.own |= O_DROPS;
    ctx.s.drops = ctx.s.drops.slice();
  }
  return ctx.s.drops;
}
export function queue(ctx: Ctx): string[] {
  if ((ctx.own & O_QUEUE) === 0) {
    ctx.own |= O_QUEUE;
    ctx.s.queue = ctx.s.queue.slice();
  }
  return ctx.s.queue;
}
export function overlordHand(ctx: Ctx): string[] {
  if ((ctx.own & O_OHAND) === 0) {
    ctx.own |= O_OHAND;
    ctx.s.overlordHand = ctx.s.overlordHand.slice();
  }
  return ctx.s.overlordHand;
}

export const monsterById = (s: CastlePanicState, id: number): Monster | undefined => findMonster(s.monsters, id);

export function findMonster(list: readonly Monster[], id: number): Monster | undefined {
  for (let i = 0; i < list.length; i++) if ((list[i] as Monster).id === id) return list[i];
  return undefined;
}

const roll = (ctx: Ctx, why: string): number => {
  const value = ctx.rng.die(6);
  ctx.events.push({ type: 'roll', value, for: why });
  return value;
};

const anyTrue = (xs: readonly boolean[]): boolean => {
  for (let i = 0; i < xs.length; i++) if (xs[i]) return true;
  return false;
};

// ---- cards ---------------------------------------------------------------------------------

/** R-RESHUFFLE: an empty deck takes the shuffled discard pile. */
export function drawCards(ctx: Ctx, seat: Seat, n: number): void {
  const { s } = ctx;
  const cards: string[] = [];
  while (cards.length < n) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      const shuffled = ctx.rng.shuffleInPlace(s.discard.slice());
      s.deck = shuffled;
      s.discard = [];
      ctx.own |= O_DECK | O_DISCARD;
      ctx.events.push({ type: 'reshuffle', count: shuffled.length });
    }
    const k = Math.min(n - cards.length, s.deck.length);
    for (let j = 0; j < k; j++) cards.push(s.deck[j] as string);
    s.deck = s.deck.slice(k); // one copy for the whole draw
    ctx.own |= O_DECK;
  }
  if (cards.length === 0) return;
  const h = hand(ctx, seat);
  for (const c of cards) h.push(c);
  sortHand(h);
  ctx.events.push({ type: 'draw', seat, cards });
}

/** A copy of `list` without the first `item`. */
function without(list: readonly string[], item: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < list.length && list[i] !== item) out.push(list[i++] as string);
  for (i++; i < list.length; i++) out.push(list[i] as string);
  return out;
}

export function discardCard(ctx: Ctx, seat: Seat, card: string, why: string): void {
  if ((ctx.handsOwned & (1 << seat)) === 0) setHand(ctx, seat, without(ctx.s.hands[seat] as string[], card)); // one copy, the card left out
  else {
    const h = ctx.s.hands[seat] as string[];
    h.splice(h.indexOf(card), 1);
  }
  discardPile(ctx).push(card);
  ctx.events.push({ type: 'discard', seat, card, why });
}

// ---- monsters and structures ------------------------------------------------------------------

function endGame(ctx: Ctx, status: 'won' | 'lost'): void {
  const { s } = ctx;
  s.status = status;
  s.hits = [];
  s.drops = [];
  s.draws = 0;
  s.queue = [];
  s.overlordOwed = 0;
  s.overlordStage = 'none';
  ctx.own |= O_HITS | O_DROPS | O_QUEUE;
}

/** R-LOSS: the last tower falls (the Overlord wins, R-OVERLORD-WIN). */
function checkLoss(ctx: Ctx): void {
  const { s } = ctx;
  if (s.status !== 'playing' || anyTrue(s.towers)) return;
  endGame(ctx, 'lost');
  ctx.events.push({ type: 'lose', reason: 'towers' });
}

/**
 * R-WIN: the pile empty, every monster slain, a tower standing. R-OVERLORD-WIN-DEFENDERS: the
 * tokens the Overlord still holds do not count (only those on their way to the board: rolled
 * tokens waiting in the queue, the plays a draw-3/draw-4/goblin king still owes).
 */
export function checkWin(ctx: Ctx): void {
  const { s } = ctx;
  if (s.status !== 'playing' || s.pile.length > 0 || s.monsters.length > 0 || s.toPlace.length > 0 || s.queue.length > 0 || s.overlordOwed > 0 || !anyTrue(s.towers)) return;
  endGame(ctx, 'won');
  ctx.events.push({ type: 'win' });
}

/** A monster leaves the board; a seat slaying it by a card takes it as a trophy (R-MASTER-SLAYER). */
export function slay(ctx: Ctx, id: number, cause: string, seat: Seat | null): void {
  const list = monsters(ctx);
  let i = 0;
  while ((list[i] as Monster).id !== id) i++;
  const m = list[i] as Monster;
  list.splice(i, 1);
  if (ctx.ownedAt !== null) ctx.ownedAt.splice(i, 1);
  monsterDiscard(ctx).push(m.kind);
  if (seat !== null) {
    const { s } = ctx;
    if ((ctx.own & O_SCORES) === 0) {
      ctx.own |= O_SCORES;
      s.slain = s.slain.slice();
      s.points = s.points.slice();
      s.trophies = s.trophies.slice();
    }
    s.slain[seat] = (s.slain[seat] ?? 0) + 1;
    s.points[seat] = (s.points[seat] ?? 0) + pointsFor(m.kind);
    const bit = 1 << seat;
    if ((ctx.trophiesOwned & bit) === 0) {
      ctx.trophiesOwned |= bit;
      s.trophies[seat] = (s.trophies[seat] ?? []).slice();
    }
    (s.trophies[seat] as string[]).push(m.kind);
  }
  ctx.events.push({ type: 'slay', monster: m.id, kind: m.kind, arc: m.arc, ring: m.ring, cause, seat });
}

/** Take `amount` hit points from a monster; at 0 it is slain. */
export function damage(ctx: Ctx, id: number, amount: number, cause: string, seat: Seat | null): void {
  const m = monsterMut(ctx, id);
  m.hp = Math.max(0, m.hp - amount);
  ctx.events.push({ type: 'damage', monster: m.id, kind: m.kind, arc: m.arc, amount, hp: m.hp, cause, seat });
  if (m.hp === 0) slay(ctx, id, cause, seat);
}

const ascending = (xs: readonly number[]): boolean => {
  for (let i = 1; i < xs.length; i++) if ((xs[i] as number) < (xs[i - 1] as number)) return false;
  return true;
};

/** R-FORTIFY: a monster attacking a fortified wall loses one point more than usual. */
export const structureDamage = (at: PendingHit['at']): number => (at === 'fortify' ? 2 : 1);

/** One monster of a group takes a structure's damage: at once when alone, else the players choose. */
function structureHit(ctx: Ctx, arc: number, at: PendingHit['at'], group: number[]): void {
  if (group.length === 1) damage(ctx, group[0] as number, structureDamage(at), at, null);
  else hits(ctx).push({ arc, at, monsters: ascending(group) ? group : group.sort((a, b) => a - b) }); // by id: the order monsters are listed in
}

/** Towers at castle arcs reached by `arrivals` (by arc, monster ids) fall, one monster each taking the damage. */
function towerHits(ctx: Ctx, arrivals: (number[] | undefined)[]): void {
  for (let arc = 1; arc <= 6; arc++) {
    const group = arrivals[arc];
    if (!group || !ctx.s.towers[arc - 1]) continue;
    towers(ctx)[arc - 1] = false;
    ctx.events.push({ type: 'tower-falls', arc });
    structureHit(ctx, arc, 'tower', group);
  }
  checkLoss(ctx);
}

const add = (by: (number[] | undefined)[], arc: number, id: number): void => {
  const list = by[arc];
  if (list) list.push(id);
  else by[arc] = [id];
};

export type MoveFilter = 'all' | 'red' | 'green' | 'blue';

/**
 * R-MOVE: every monster passing `which` (and not tarred) moves one space at once: one ring
 * inward; from the swordsman ring into the castle unless a wall stands (R-WALL: the wall falls,
 * one monster takes 1 damage, all stay; R-FORTIFY: on a fortified wall the fortify token goes,
 * the wall stands, one monster takes 2 damage, all stay); in the castle one arc
 * clockwise (R-CASTLE-CIRCLE). R-TOWER: a tower reached falls, one arriving monster takes 1 damage.
 */
export function moveMonsters(ctx: Ctx, which: MoveFilter, why: string): void {
  const { s } = ctx;
  const moves: { monster: number; fromArc: number; fromRing: Ring; arc: number; ring: Ring }[] = [];
  const atWall: (number[] | undefined)[] = [];
  const arrivals: (number[] | undefined)[] = [];
  const wallArcs: number[] = []; // arcs in the order their first blocked monster came
  const list = s.monsters;
  for (let i = 0; i < list.length; i++) {
    const seen = list[i] as Monster;
    if (seen.tarred || (which !== 'all' && ARC_COLOUR[seen.arc] !== which)) continue;
    if (seen.ring === 'swordsman' && s.walls[seen.arc - 1]) {
      if (atWall[seen.arc] === undefined) wallArcs.push(seen.arc);
      add(atWall, seen.arc, seen.id);
      continue;
    }
    const m = monsterAt(ctx, i);
    const fromArc = m.arc;
    const fromRing = m.ring;
    if (m.ring === 'castle') {
      m.arc = clockwise(m.arc);
      add(arrivals, m.arc, m.id);
    } else if (m.ring === 'swordsman') {
      m.ring = 'castle';
      add(arrivals, m.arc, m.id);
    } else {
      m.ring = m.ring === 'forest' ? 'archer' : m.ring === 'archer' ? 'knight' : 'swordsman'; // R-MOVE: one ring inward
    }
    moves.push({ monster: m.id, fromArc, fromRing, arc: m.arc, ring: m.ring });
  }
  const blocked: number[] = [];
  for (let a = 0; a < wallArcs.length; a++) {
    const group = atWall[wallArcs[a] as number] as number[];
    for (let j = 0; j < group.length; j++) blocked.push(group[j] as number);
  }
  ctx.events.push({ type: 'move', why, moves, blocked });
  for (let arc = 1; arc <= 6; arc++) {
    const group = atWall[arc];
    if (!group) continue;
    if (s.fortified[arc - 1]) {
      fortified(ctx)[arc - 1] = false;
      ctx.events.push({ type: 'fortify-lost', arc });
      structureHit(ctx, arc, 'fortify', group);
    } else {
      walls(ctx)[arc - 1] = false;
      ctx.events.push({ type: 'wall-falls', arc });
      structureHit(ctx, arc, 'wall', group);
    }
  }
  towerHits(ctx, arrivals);
}

/** R-MOVE-CW / R-MOVE-CCW: every untarred monster one arc round, staying in its ring. */
export function rotateMonsters(ctx: Ctx, cw: boolean): void {
  const moves: { monster: number; fromArc: number; fromRing: Ring; arc: number; ring: Ring }[] = [];
  const arrivals: (number[] | undefined)[] = [];
  const list = ctx.s.monsters;
  for (let i = 0; i < list.length; i++) {
    if ((list[i] as Monster).tarred) continue;
    const m = monsterAt(ctx, i);
    const fromArc = m.arc;
    m.arc = cw ? clockwise(m.arc) : counterClockwise(m.arc);
    moves.push({ monster: m.id, fromArc, fromRing: m.ring, arc: m.arc, ring: m.ring });
    if (m.ring === 'castle') add(arrivals, m.arc, m.id);
  }
  ctx.events.push({ type: 'move', why: cw ? 'move-cw' : 'move-ccw', moves, blocked: [] });
  towerHits(ctx, arrivals);
}

/**
 * R-PLACE: a monster or boss enters the forest of a rolled arc (or the arc the Overlord chose,
 * R-OVERLORD-PLACE), at full strength; R-CHARGING-HORDE: in the archer ring instead.
 */
function placeMonster(ctx: Ctx, kind: string, chosenArc: number | null): Monster {
  const { s } = ctx;
  const arc = chosenArc ?? roll(ctx, kind);
  const hp = HIT_POINTS[kind] as number;
  const ring: Ring = s.variants.chargingHorde ? 'archer' : 'forest';
  const m: Monster = { id: s.nextId++, kind, hp, maxHp: hp, arc, ring, tarred: false };
  const list = monsters(ctx);
  list.push(m);
  (ctx.ownedAt ??= [])[list.length - 1] = true;
  ctx.events.push({ type: 'place', monster: m.id, kind, arc, hp, ring, chosen: chosenArc !== null });
  return m;
}

/**
 * R-BOULDER: roll the arc; destroy every monster on the way in from the forest, stopping at the
 * first fortify token (the wall stays), wall or tower, which it removes; with nothing standing it
 * crosses the castle into the opposite arc and rolls out to the forest. No trophies.
 */
interface BoulderRun {
  path: { arc: number; ring: Ring }[];
  stoppedBy: { arc: number; at: string } | null;
}

function crush(ctx: Ctx, run: BoulderRun, a: number, ring: Ring): void {
  run.path.push({ arc: a, ring });
  let doomed: number[] | null = null;
  for (const x of ctx.s.monsters) if (x.arc === a && x.ring === ring) (doomed ??= []).push(x.id);
  if (doomed) for (const id of doomed) slay(ctx, id, 'boulder', null);
}

/** The boulder meets the wall line of arc `a`: a fortify token, else a wall, stops it. */
function wallLine(ctx: Ctx, run: BoulderRun, a: number): boolean {
  const { s } = ctx;
  if (s.fortified[a - 1]) {
    fortified(ctx)[a - 1] = false;
    ctx.events.push({ type: 'fortify-lost', arc: a });
    run.stoppedBy = { arc: a, at: 'fortify' };
  } else if (s.walls[a - 1]) {
    walls(ctx)[a - 1] = false;
    ctx.events.push({ type: 'wall-falls', arc: a });
    run.stoppedBy = { arc: a, at: 'wall' };
  }
  return run.stoppedBy !== null;
}

function towerStops(ctx: Ctx, run: BoulderRun, a: number): boolean {
  if (!ctx.s.towers[a - 1]) return false;
  towers(ctx)[a - 1] = false;
  ctx.events.push({ type: 'tower-falls', arc: a });
  run.stoppedBy = { arc: a, at: 'tower' };
  return true;
}

const INWARD: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman'];
const OUTWARD: readonly Ring[] = ['swordsman', 'knight', 'archer', 'forest'];

function rollBoulder(ctx: Ctx, arc: number, run: BoulderRun): void {
  for (const ring of INWARD) crush(ctx, run, arc, ring);
  if (wallLine(ctx, run, arc)) return;
  crush(ctx, run, arc, 'castle');
  if (towerStops(ctx, run, arc)) return;
  const far = opposite(arc);
  crush(ctx, run, far, 'castle');
  if (towerStops(ctx, run, far)) return;
  if (wallLine(ctx, run, far)) return;
  for (const ring of OUTWARD) crush(ctx, run, far, ring);
}

function boulder(ctx: Ctx): void {
  const arc = roll(ctx, 'boulder');
  const run: BoulderRun = { path: [], stoppedBy: null };
  rollBoulder(ctx, arc, run);
  ctx.events.push({ type: 'boulder', arc, path: run.path, stoppedBy: run.stoppedBy });
  checkLoss(ctx);
}

/**
 * Draw-3, draw-4 and the goblin king: more tokens. R-OVERLORD-DRAW-MORE: the Overlord draws them
 * into its hand and may play up to that many more by roll this turn (R-OVERLORD-OWED-PASS: never
 * obliged; what it keeps stays in its hand). R-OVERLORD-MISSING-DRAW: in a Missing turn it draws
 * nothing ("empêche l'Overlord de piocher des pions pour le tour"), and so has nothing more to play.
 */
function moreTokens(ctx: Ctx, n: number): void {
  const { s } = ctx;
  if (s.overlord === null) {
    s.draws += n;
    ctx.events.push({ type: 'queue', added: n, draws: s.draws });
    return;
  }
  if (s.missing) {
    ctx.events.push({ type: 'missing-skips', overlord: true });
    return;
  }
  const took = takeTokens(ctx, n);
  s.overlordOwed += n;
  ctx.events.push({ type: 'overlord-draw', count: took, owed: s.overlordOwed });
}

/** The Overlord takes up to `n` tokens from the pile into its hand; returns how many. */
function takeTokens(ctx: Ctx, n: number): number {
  const { s } = ctx;
  const k = Math.min(n, s.pile.length);
  if (k === 0) return 0;
  const taken = pile(ctx).splice(0, k);
  const h = overlordHand(ctx);
  for (const t of taken) h.push(t);
  sortTokens(h);
  return k;
}

/** Resolve one monster token (R-TOKENS): drawn from the pile, or played by the Overlord (`arc` when it chose one). */
export function resolveToken(ctx: Ctx, token: string, arc: number | null = null): void {
  const { s } = ctx;
  ctx.events.push({ type: 'token', token });
  if (HIT_POINTS[token] !== undefined) {
    const m = placeMonster(ctx, token, arc);
    if (!isBoss(token)) return;
    switch (token) {
      case 'goblin-king': // R-GOBLIN-KING: three more tokens, after the current draw
        moreTokens(ctx, 3);
        break;
      case 'orc-warlord': // R-ORC-WARLORD: every monster in its colour moves one space, itself included
        moveMonsters(ctx, ARC_COLOUR[m.arc] as MoveFilter, token);
        break;
      case 'troll-mage': // R-TROLL-MAGE: every monster moves one space, itself included
        moveMonsters(ctx, 'all', token);
        break;
      case 'healer': {
        // R-HEALER: every monster on the board regains 1 hit point
        const healed: number[] = [];
        for (const x of s.monsters) if (x.hp < x.maxHp) healed.push(x.id);
        for (let i = 0; i < s.monsters.length; i++) if ((s.monsters[i] as Monster).hp < (s.monsters[i] as Monster).maxHp) monsterAt(ctx, i).hp++;
        ctx.events.push({ type: 'heal', monsters: healed });
        break;
      }
    }
    return;
  }
  monsterDiscard(ctx).push(token);
  switch (token) {
    case 'boulder':
      boulder(ctx);
      return;
    case 'move-red':
    case 'move-green':
    case 'move-blue':
      moveMonsters(ctx, token.slice(5) as MoveFilter, token);
      return;
    case 'move-cw':
    case 'move-ccw':
      rotateMonsters(ctx, token === 'move-cw');
      return;
    case 'plague-archers':
    case 'plague-knights':
    case 'plague-swordsmen': {
      const discarded: string[][] = [];
      for (let seat = 0; seat < s.hands.length; seat++) {
        const h = s.hands[seat] as string[];
        const out: string[] = [];
        for (let i = 0; i < h.length; i++) if (plagued(token, h[i] as string)) out.push(h[i] as string);
        discarded.push(out);
        if (out.length === 0) continue;
        setHand(
          ctx,
          seat,
          h.filter((c) => !plagued(token, c)),
        );
        const d = discardPile(ctx);
        for (const c of out) d.push(c);
      }
      ctx.events.push({ type: 'plague', token, discarded });
      return;
    }
    case 'discard-1': {
      // R-DISCARD-1: each player with a card chooses one, from the current player round
      const list: Seat[] = [];
      for (let i = 0; i < s.players; i++) {
        const seat = (s.current + i) % s.players;
        if ((s.hands[seat] as string[]).length > 0) list.push(seat);
      }
      s.drops = list;
      ctx.own |= O_DROPS;
      return;
    }
    case 'draw-3':
    case 'draw-4':
      moreTokens(ctx, token === 'draw-3' ? 3 : 4);
      return;
  }
}

/** R-FINAL-CHARGE: once every token is out, a die roll after each move phase: 1 clockwise, 2 counter-clockwise, 3 red, 4 green, 5 blue, 6 every monster moves one space. */
const FINAL_CHARGE: readonly string[] = ['', 'move-cw', 'move-ccw', 'move-red', 'move-green', 'move-blue', 'move-all'];
function finalCharge(ctx: Ctx): void {
  const { s } = ctx;
  if (s.status !== 'playing' || s.pile.length > 0 || s.overlordHand.length > 0 || s.queue.length > 0 || s.monsters.length === 0) return;
  const effect = FINAL_CHARGE[roll(ctx, 'final-charge')] as string;
  ctx.events.push({ type: 'final-charge', effect });
  if (effect === 'move-cw' || effect === 'move-ccw') rotateMonsters(ctx, effect === 'move-cw');
  else moveMonsters(ctx, effect === 'move-all' ? 'all' : (effect.slice(5) as MoveFilter), 'final-charge');
}

// ---- the turn ----------------------------------------------------------------------------------

/** The next turn: `seat` plays (R-TURN-START). */
export function beginTurn(ctx: Ctx, seat: Seat): void {
  ctx.s.turn++;
  openTurn(ctx, seat);
}

/**
 * R-TURN-START: tar comes off; R-DRAW-UP (phase 1): the player draws up to the hand size, on
 * every turn, the first included (a token may have emptied a hand before its first turn).
 */
function openTurn(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  s.current = seat;
  s.missing = false;
  ctx.events.push({ type: 'turn', seat });
  let tarred: number[] | null = null;
  for (const m of s.monsters) if (m.tarred) (tarred ??= []).push(m.id);
  if (tarred !== null) {
    for (let i = 0; i < s.monsters.length; i++) if ((s.monsters[i] as Monster).tarred) monsterAt(ctx, i).tarred = false;
    ctx.events.push({ type: 'untar', monsters: tarred });
  }
  const short = s.handSize - (s.hands[seat] as string[]).length;
  if (short > 0) drawCards(ctx, seat, short);
  s.discardsLeft = s.solo ? 2 : 1;
  s.tradesLeft = tradesFor(s.players, s.solo);
  s.offer = null;
  if (s.refused.length > 0) s.refused = [];
  setPhase(ctx, 'discard');
}

export function setPhase(ctx: Ctx, phase: CastlePanicState['phase']): void {
  if (ctx.s.phase !== phase) ctx.events.push({ type: 'phase', phase });
  ctx.s.phase = phase;
}

/** After discarding: on to trading (when there is someone to trade with), else to playing. */
export function afterDiscard(ctx: Ctx): void {
  if (ctx.s.tradesLeft > 0 && ctx.s.players > 1) setPhase(ctx, 'trade');
  else setPhase(ctx, 'play');
}

/**
 * R-MOVE-PHASE then R-DRAW-TOKENS: the monsters move, then two tokens (none after Missing).
 * R-OVERLORD-TURN: in overlord mode the Overlord's turn replaces both: the monsters move, it
 * draws up to 3 and plays; R-OVERLORD-MISSING: after Missing it neither moves the monsters nor
 * draws, but may still play from its hand.
 */
export function endPlay(ctx: Ctx): void {
  const { s } = ctx;
  const still = s.overlord !== null && s.missing;
  if (!still) {
    ctx.events.push({ type: 'phase', phase: 'move' });
    moveMonsters(ctx, 'all', 'move-phase');
    // R-FINAL-CHARGE: the roll comes after the move phase is over, its damage choices made first
    // (so no monster chosen later can have died in the charge); advance() rolls it then.
    if (s.variants.finalCharge) s.charge = true;
  }
  if (s.overlord === null) {
    s.draws = s.missing ? 0 : 2;
  } else {
    s.overlordStage = s.missing ? 'play' : 'draw';
  }
  if (s.missing) ctx.events.push({ type: 'missing-skips', overlord: still });
  advance(ctx);
}

// ---- the placing phase ---------------------------------------------------------------------

/** R-START-PLACE: a starting monster, at full strength, in the archer ring of `arc`. */
export function placeStart(ctx: Ctx, kind: string, arc: number, chosen: boolean): void {
  const { s } = ctx;
  const left = s.toPlace.slice();
  left.splice(left.indexOf(kind), 1);
  s.toPlace = left;
  const hp = HIT_POINTS[kind] as number;
  const m: Monster = { id: s.nextId++, kind, hp, maxHp: hp, arc, ring: 'archer', tarred: false };
  const list = monsters(ctx);
  list.push(m);
  (ctx.ownedAt ??= [])[list.length - 1] = true;
  ctx.events.push({ type: 'place', monster: m.id, kind, arc, hp, ring: 'archer', chosen, start: true });
  if (left.length === 0) startGame(ctx);
}

/** R-START-DEAL: the starting monsters left go at random to the free arcs, in arc order. */
export function dealStart(ctx: Ctx): void {
  const { s } = ctx;
  const free: number[] = [];
  for (let arc = 1; arc <= 6; arc++) if (!s.monsters.some((m) => m.arc === arc)) free.push(arc);
  // all six dealt: the shuffle the setup made before there was a placing phase (same seed, same deal)
  const kinds = ctx.rng.shuffleInPlace(s.toPlace.slice());
  ctx.events.push({ type: 'start-deal', count: kinds.length });
  kinds.forEach((kind, i) => placeStart(ctx, kind, free[i] as number, false));
}

/** The monsters are placed: the hands turn face up and the first player's first turn begins. */
function startGame(ctx: Ctx): void {
  ctx.events.push({ type: 'start' });
  openTurn(ctx, 0);
}

/** Run the monsters' part of the turn until it needs a decision, the game ends, or the next turn starts. */
export function advance(ctx: Ctx): void {
  const { s } = ctx;
  for (;;) {
    checkLoss(ctx);
    checkWin(ctx);
    if (s.status !== 'playing') return;
    if (s.hits.length > 0) return setPhase(ctx, 'choose');
    if (s.drops.length > 0) return setPhase(ctx, 'drop');
    if (s.charge) {
      s.charge = false;
      finalCharge(ctx);
      continue;
    }
    if (s.queue.length > 0) {
      // R-OVERLORD-ROLL: the Overlord's tokens resolve one at a time, each placed by roll
      resolveToken(ctx, queue(ctx).shift() as string);
      continue;
    }
    if (s.draws > 0) {
      if (s.pile.length === 0) {
        // R-PILE-OUT: what remains was drawn; the rest of the draw is skipped
        s.draws = 0;
        continue;
      }
      s.draws--;
      resolveToken(ctx, takeTop(ctx));
      continue;
    }
    if (s.overlord !== null) {
      if (s.overlordStage !== 'none') {
        // R-OVERLORD-DRAW: up to 3 tokens in hand (not after Missing), then its choice
        if (s.overlordStage === 'draw') {
          const took = takeTokens(ctx, 3 - s.overlordHand.length);
          if (took > 0) ctx.events.push({ type: 'overlord-draw', count: took, owed: s.overlordOwed });
        }
        s.overlordStage = 'none';
        if (s.overlordHand.length > 0) return setPhase(ctx, 'overlord');
        continue;
      }
      if (s.overlordOwed > 0) {
        if (s.overlordHand.length > 0) return setPhase(ctx, 'overlord-extra');
        s.overlordOwed = 0;
        continue;
      }
    }
    beginTurn(ctx, (s.current + 1) % s.players);
    return;
  }
}
