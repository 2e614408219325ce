// The rules at work on a private copy of the state: cards, monsters, structures, tokens and the
// turn's flow. Every function here edits `ctx.s` (never a state someone else holds) and records
// one event per change for the scene.

import type { GameEvent, Seat } from '../../../core/contract';
import type { Rng } from '../../../core/rng';
import { HIT_POINTS, RINGS, clockwise, colourOf, counterClockwise, opposite, plagued, sortHand, tradesFor } from './data';
import type { CastlePanicState, Monster, PendingHit, Ring } from './types';

export interface Ctx {
  s: CastlePanicState;
  rng: Rng;
  events: GameEvent[];
}

export function cloneState(s: CastlePanicState): CastlePanicState {
  return {
    ...s,
    monsters: s.monsters.map((m) => ({ ...m })),
    walls: s.walls.slice(),
    fortified: s.fortified.slice(),
    towers: s.towers.slice(),
    hands: s.hands.map((h) => h.slice()),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    pile: s.pile.slice(),
    monsterDiscard: s.monsterDiscard.slice(),
    slain: s.slain.slice(),
    hits: s.hits.map((h) => ({ ...h, monsters: h.monsters.slice() })),
    drops: s.drops.slice(),
    dice: s.dice.slice(),
  };
}

export const monsterById = (s: CastlePanicState, id: number): Monster | undefined => s.monsters.find((m) => m.id === id);

const roll = (ctx: Ctx, why: string): number => {
  const value = ctx.rng.die(6);
  ctx.events.push({ type: 'roll', value, for: why });
  return value;
};

// ---- cards ---------------------------------------------------------------------------------

/** R-RESHUFFLE: an empty deck takes the shuffled discard pile. */
export function drawCards(ctx: Ctx, seat: Seat, n: number): void {
  const { s } = ctx;
  const hand = s.hands[seat] as string[];
  const cards: string[] = [];
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      s.deck = ctx.rng.shuffleInPlace(s.discard);
      s.discard = [];
      ctx.events.push({ type: 'reshuffle', count: s.deck.length });
    }
    cards.push(s.deck.shift() as string);
  }
  if (cards.length === 0) return;
  hand.push(...cards);
  sortHand(hand);
  ctx.events.push({ type: 'draw', seat, cards });
}

export function discardCard(ctx: Ctx, seat: Seat, card: string, why: string): void {
  const hand = ctx.s.hands[seat] as string[];
  hand.splice(hand.indexOf(card), 1);
  ctx.s.discard.push(card);
  ctx.events.push({ type: 'discard', seat, card, why });
}

// ---- monsters and structures ------------------------------------------------------------------

function checkLoss(ctx: Ctx): void {
  const { s } = ctx;
  if (s.status !== 'playing' || s.towers.includes(true)) return;
  s.status = 'lost';
  s.hits = [];
  s.drops = [];
  s.draws = 0;
  ctx.events.push({ type: 'lose', reason: 'towers' });
}

/** R-WIN: every token played, every monster slain, a tower standing. */
export function checkWin(ctx: Ctx): void {
  const { s } = ctx;
  if (s.status !== 'playing' || s.pile.length > 0 || s.monsters.length > 0 || !s.towers.includes(true)) return;
  s.status = 'won';
  s.hits = [];
  s.drops = [];
  s.draws = 0;
  ctx.events.push({ type: 'win' });
}

export function slay(ctx: Ctx, m: Monster, cause: string, seat: Seat | null): void {
  const { s } = ctx;
  s.monsters.splice(s.monsters.indexOf(m), 1);
  s.monsterDiscard.push(m.kind);
  if (seat !== null) s.slain[seat] = (s.slain[seat] ?? 0) + 1;
  ctx.events.push({ type: 'slay', monster: m.id, kind: m.kind, arc: m.arc, ring: m.ring, cause, seat });
}

/** Take `amount` hit points from a monster; at 0 it is slain. */
export function damage(ctx: Ctx, m: Monster, amount: number, cause: string, seat: Seat | null): void {
  m.hp = Math.max(0, m.hp - amount);
  ctx.events.push({ type: 'damage', monster: m.id, amount, hp: m.hp, cause, seat });
  if (m.hp === 0) slay(ctx, m, cause, seat);
}

/** One monster of a group takes a structure's damage: at once when alone, else the players choose. */
function structureHit(ctx: Ctx, arc: number, at: PendingHit['at'], group: Monster[]): void {
  if (group.length === 1) damage(ctx, group[0] as Monster, 1, at, null);
  else ctx.s.hits.push({ arc, at, monsters: group.map((m) => m.id).sort((a, b) => a - b) });
}

/** Towers at castle arcs reached by `arrivals` (arc -> monsters) fall, one monster each taking the damage. */
function towerHits(ctx: Ctx, arrivals: Map<number, Monster[]>): void {
  for (let arc = 1; arc <= 6; arc++) {
    const group = arrivals.get(arc);
    if (!group || !ctx.s.towers[arc - 1]) continue;
    ctx.s.towers[arc - 1] = false;
    ctx.events.push({ type: 'tower-falls', arc });
    structureHit(ctx, arc, 'tower', group);
  }
  checkLoss(ctx);
}

const push = (map: Map<number, Monster[]>, arc: number, m: Monster): void => {
  const list = map.get(arc);
  if (list) list.push(m);
  else map.set(arc, [m]);
};

/**
 * R-MOVE: every monster passing `which` (and not tarred) moves one space at once: one ring
 * inward; from the swordsman ring into the castle unless a wall stands (R-WALL: the wall falls,
 * or its fortify token goes, one monster takes 1 damage, all stay); in the castle one arc
 * clockwise (R-CASTLE-CIRCLE). R-TOWER: a tower reached falls, one arriving monster takes 1 damage.
 */
export function moveMonsters(ctx: Ctx, which: (m: Monster) => boolean, why: string): void {
  const { s } = ctx;
  const moves: { monster: number; fromArc: number; fromRing: Ring; arc: number; ring: Ring }[] = [];
  const atWall = new Map<number, Monster[]>();
  const arrivals = new Map<number, Monster[]>();
  for (const m of s.monsters) {
    if (m.tarred || !which(m)) continue;
    const from = { monster: m.id, fromArc: m.arc, fromRing: m.ring };
    if (m.ring === 'castle') {
      m.arc = clockwise(m.arc);
      push(arrivals, m.arc, m);
    } else if (m.ring === 'swordsman') {
      if (s.walls[m.arc - 1]) {
        push(atWall, m.arc, m);
        continue;
      }
      m.ring = 'castle';
      push(arrivals, m.arc, m);
    } else {
      m.ring = RINGS[RINGS.indexOf(m.ring) + 1] as Ring;
    }
    moves.push({ ...from, arc: m.arc, ring: m.ring });
  }
  ctx.events.push({ type: 'move', why, moves, blocked: [...atWall.values()].flat().map((m) => m.id) });
  for (let arc = 1; arc <= 6; arc++) {
    const group = atWall.get(arc);
    if (!group) continue;
    if (s.fortified[arc - 1]) {
      s.fortified[arc - 1] = false;
      ctx.events.push({ type: 'fortify-lost', arc });
      structureHit(ctx, arc, 'fortify', group);
    } else {
      s.walls[arc - 1] = false;
      ctx.events.push({ type: 'wall-falls', arc });
      structureHit(ctx, arc, 'wall', group);
    }
  }
  towerHits(ctx, arrivals);
}

/** R-MOVE-CW / R-MOVE-CCW: every untarred monster one arc round, staying in its ring. */
export function rotateMonsters(ctx: Ctx, cw: boolean): void {
  const moves: { monster: number; fromArc: number; fromRing: Ring; arc: number; ring: Ring }[] = [];
  const arrivals = new Map<number, Monster[]>();
  for (const m of ctx.s.monsters) {
    if (m.tarred) continue;
    const fromArc = m.arc;
    m.arc = cw ? clockwise(m.arc) : counterClockwise(m.arc);
    moves.push({ monster: m.id, fromArc, fromRing: m.ring, arc: m.arc, ring: m.ring });
    if (m.ring === 'castle') push(arrivals, m.arc, m);
  }
  ctx.events.push({ type: 'move', why: cw ? 'move-cw' : 'move-ccw', moves, blocked: [] });
  towerHits(ctx, arrivals);
}

/** R-PLACE: a monster or boss enters the forest of a rolled arc, at full strength. */
function placeMonster(ctx: Ctx, kind: string): Monster {
  const { s } = ctx;
  const arc = roll(ctx, kind);
  const hp = HIT_POINTS[kind] as number;
  const m: Monster = { id: s.nextId++, kind, hp, maxHp: hp, arc, ring: 'forest', tarred: false };
  s.monsters.push(m);
  ctx.events.push({ type: 'place', monster: m.id, kind, arc, hp });
  return m;
}

/**
 * R-BOULDER: roll the arc; destroy every monster on the way in from the forest, stopping at the
 * first fortify token (the wall stays), wall or tower, which it removes; with nothing standing it
 * crosses the castle into the opposite arc and rolls out to the forest. No trophies.
 */
function boulder(ctx: Ctx): void {
  const { s } = ctx;
  const arc = roll(ctx, 'boulder');
  const path: { arc: number; ring: Ring }[] = [];
  let stoppedBy: { arc: number; at: string } | null = null;
  const crush = (a: number, ring: Ring): void => {
    path.push({ arc: a, ring });
    for (const m of s.monsters.filter((x) => x.arc === a && x.ring === ring)) slay(ctx, m, 'boulder', null);
  };
  const wallLine = (a: number): boolean => {
    if (s.fortified[a - 1]) {
      s.fortified[a - 1] = false;
      ctx.events.push({ type: 'fortify-lost', arc: a });
      stoppedBy = { arc: a, at: 'fortify' };
    } else if (s.walls[a - 1]) {
      s.walls[a - 1] = false;
      ctx.events.push({ type: 'wall-falls', arc: a });
      stoppedBy = { arc: a, at: 'wall' };
    }
    return stoppedBy !== null;
  };
  const tower = (a: number): boolean => {
    if (!s.towers[a - 1]) return false;
    s.towers[a - 1] = false;
    ctx.events.push({ type: 'tower-falls', arc: a });
    stoppedBy = { arc: a, at: 'tower' };
    return true;
  };
  const far = opposite(arc);
  run: {
    for (const ring of ['forest', 'archer', 'knight', 'swordsman'] as const) crush(arc, ring);
    if (wallLine(arc)) break run;
    crush(arc, 'castle');
    if (tower(arc)) break run;
    crush(far, 'castle');
    if (tower(far)) break run;
    if (wallLine(far)) break run;
    for (const ring of ['swordsman', 'knight', 'archer', 'forest'] as const) crush(far, ring);
  }
  ctx.events.push({ type: 'boulder', arc, path, stoppedBy });
  checkLoss(ctx);
}

/** Resolve one monster token just drawn (R-TOKENS). */
export function resolveToken(ctx: Ctx, token: string): void {
  const { s } = ctx;
  ctx.events.push({ type: 'token', token });
  if (HIT_POINTS[token] !== undefined) {
    const m = placeMonster(ctx, token);
    switch (token) {
      case 'goblin-king': // R-GOBLIN-KING: three more tokens, after the current draw
        s.draws += 3;
        ctx.events.push({ type: 'queue', added: 3, draws: s.draws });
        break;
      case 'orc-warlord': {
        // R-ORC-WARLORD: every monster in its colour moves one space, itself included
        const colour = colourOf(m.arc);
        moveMonsters(ctx, (x) => colourOf(x.arc) === colour, token);
        break;
      }
      case 'troll-mage': // R-TROLL-MAGE: every monster moves one space, itself included
        moveMonsters(ctx, () => true, token);
        break;
      case 'healer': {
        // R-HEALER: every monster on the board regains 1 hit point
        const healed: number[] = [];
        for (const x of s.monsters) {
          if (x.hp < x.maxHp) {
            x.hp++;
            healed.push(x.id);
          }
        }
        ctx.events.push({ type: 'heal', monsters: healed });
        break;
      }
    }
    return;
  }
  s.monsterDiscard.push(token);
  switch (token) {
    case 'boulder':
      boulder(ctx);
      return;
    case 'move-red':
    case 'move-green':
    case 'move-blue': {
      const colour = token.slice(5);
      moveMonsters(ctx, (x) => colourOf(x.arc) === colour, token);
      return;
    }
    case 'move-cw':
    case 'move-ccw':
      rotateMonsters(ctx, token === 'move-cw');
      return;
    case 'plague-archers':
    case 'plague-knights':
    case 'plague-swordsmen': {
      const discarded = s.hands.map((hand) => hand.filter((c) => plagued(token, c)));
      s.hands = s.hands.map((hand) => hand.filter((c) => !plagued(token, c)));
      for (const d of discarded) s.discard.push(...d);
      ctx.events.push({ type: 'plague', token, discarded });
      return;
    }
    case 'discard-1': {
      // R-DISCARD-1: each player with a card chooses one, from the current player round
      const drops: Seat[] = [];
      for (let i = 0; i < s.players; i++) {
        const seat = (s.current + i) % s.players;
        if ((s.hands[seat] as string[]).length > 0) drops.push(seat);
      }
      s.drops = drops;
      return;
    }
    case 'draw-3':
    case 'draw-4': {
      const n = token === 'draw-3' ? 3 : 4;
      s.draws += n;
      ctx.events.push({ type: 'queue', added: n, draws: s.draws });
      return;
    }
  }
}

// ---- the turn ----------------------------------------------------------------------------------

/** R-TURN-START: tar comes off; the player draws up to the hand size (R-DRAW-UP), not on their first turn. */
export function beginTurn(ctx: Ctx, seat: Seat): void {
  const { s } = ctx;
  s.current = seat;
  s.turn++;
  s.missing = false;
  ctx.events.push({ type: 'turn', seat });
  const untarred = s.monsters.filter((m) => m.tarred).map((m) => m.id);
  if (untarred.length > 0) {
    for (const m of s.monsters) m.tarred = false;
    ctx.events.push({ type: 'untar', monsters: untarred });
  }
  if (s.turn >= s.players) {
    const short = s.handSize - (s.hands[seat] as string[]).length;
    if (short > 0) drawCards(ctx, seat, short);
  }
  s.discardsLeft = s.solo ? 2 : 1;
  s.tradesLeft = tradesFor(s.players, s.solo);
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

/** R-MOVE-PHASE then R-DRAW-TOKENS: the monsters move, then two tokens (none after Missing). */
export function endPlay(ctx: Ctx): void {
  const { s } = ctx;
  ctx.events.push({ type: 'phase', phase: 'move' });
  moveMonsters(ctx, () => true, 'move-phase');
  s.draws = s.missing ? 0 : 2;
  if (s.missing) ctx.events.push({ type: 'missing-skips' });
  advance(ctx);
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
    if (s.draws > 0) {
      if (s.pile.length === 0) {
        // R-PILE-OUT: what remains was drawn; the rest of the draw is skipped
        s.draws = 0;
        continue;
      }
      s.draws--;
      resolveToken(ctx, s.pile.shift() as string);
      continue;
    }
    beginTurn(ctx, (s.current + 1) % s.players);
    return;
  }
}
