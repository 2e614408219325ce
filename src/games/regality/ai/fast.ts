// The search's own compact game: one position is FRAME small integers in an Int32Array (the nine
// cells packed, the zones, the neutral zone and the discard as bit sets of tile indices, the seat
// to move, the phase), and a move is one integer. Making a move copies the frame into the next
// slot of a stack and changes the copy, so unmaking is free. It plays exactly the rules of
// ../rules for positions in play (the place and effect phases); tests/unit/regality/fast.test.ts
// checks it against the rules move by move. The search only ever answers a move of the rules'
// own legalMoves list, matched through `encodeMove`.
//
// What it leaves out: the order of the tiles in a zone (a set here; the assassin names a tile, and
// the root turns that into the rules' slot), secrecy (the bot samples hidden tiles first), the
// draft and the time between two games of a match (never searched).

import { ABOVE, ADJACENT, DIAGONAL, ORTHOGONAL, RAY, SIDES } from '../rules/board';
import { ALL_TILES, TILES, TILE_INDEX } from '../rules/tiles';
import { DIRECTIONS, PATTERNS, type RegalityCell, type RegalityMove, type RegalityState } from '../rules/types';

// ---- the frame ----
export const FRAME = 20;
export const F_ZONE = 9; // 9, 10: each seat's zone (bit set)
export const F_NEUTRAL = 11;
export const F_DISCARD = 12;
export const F_CURRENT = 13;
export const F_PHASE = 14; // PH_*
export const F_PENDING = 15; // the cell whose effect is chosen, in PH_EFFECT
export const F_RETRIGGER = 16; // 1: that effect may not be declined
export const F_PLACED = 17;
export const F_WINNER = 18; // once over: the winning seat, or 2 for a draw
export const F_REASON = 19; // once over: 0 majority or draw, 1 death, 2 no tile

export const PH_PLACE = 0;
export const PH_EFFECT = 1;
export const PH_OVER = 2;

// A cell: 0 when empty, else tile + 1 (5 bits) | owner << 5 | face down << 6 | (destroyer + 1) << 7 | (covered + 1) << 9.
const TILE_MASK = 31;
const OWNER_BIT = 1 << 5;
const DOWN_BIT = 1 << 6;
const cellTile = (code: number): number => (code & TILE_MASK) - 1;
const cellOwner = (code: number): number => (code >> 5) & 1;
const isDown = (code: number): boolean => (code & DOWN_BIT) !== 0;
const destroyerOf = (code: number): number => ((code >> 7) & 3) - 1;
const underOf = (code: number): number => (code >> 9) - 1;
const makeCell = (tile: number, owner: number): number => (tile + 1) | (owner << 5);

// ---- the tiles, by index ----
const T = (id: string): number => TILE_INDEX[id] as number;
export const T_CASTLE = T('castle');
export const T_TEMPLE = T('temple');
export const T_TOWER = T('tower');
export const T_SAGE = T('sage');
export const T_SHAMAN = T('shaman');
export const T_SORCERESS = T('sorceress');
export const T_DEATH = T('death');
export const T_CITIZEN = T('citizen');
const NTILES = ALL_TILES.length;

const E_NONE = 0;
const E_DESTROY = 1;
const E_PIRATE = 2;
const E_FLIP_ONE = 3; // one adjacent
const E_FLIP_PATTERN = 4; // orthogonal or diagonal
const E_FLIP_RAY = 5;
const E_FLIP_ABOVE = 6;
const E_FLIP_ALL = 7; // all adjacent
const E_BANISH = 8;
const E_FAIRY = 9;
const E_RETRIGGER = 10;
const E_WITCH = 11;
const E_HERMIT = 12;
const E_ASSASSIN = 13;

const EFFECT = new Int8Array(NTILES);
const REACH: (readonly (readonly number[])[])[] = []; // REACH[tile][cell]: the cells of a one-* or all-adjacent reach
for (let i = 0; i < NTILES; i++) {
  const d = TILES[ALL_TILES[i] as string] as (typeof TILES)[string];
  let e = E_NONE;
  if (d.active) {
    if (d.effect === 'destroy') e = E_DESTROY;
    else if (d.effect === 'destroy-shielded') e = E_PIRATE;
    else if (d.effect === 'flip') e = d.reach === 'one-adjacent' ? E_FLIP_ONE : d.reach === 'orth-or-diag' ? E_FLIP_PATTERN : d.reach === 'ray' ? E_FLIP_RAY : d.reach === 'all-above' ? E_FLIP_ABOVE : E_FLIP_ALL;
    else if (d.effect === 'banish') e = E_BANISH;
    else if (d.effect === 'move') e = E_FAIRY;
    else if (d.effect === 'retrigger') e = E_RETRIGGER;
    else if (d.effect === 'recall-ally') e = E_WITCH;
    else if (d.effect === 'recall-discard') e = E_HERMIT;
    else if (d.effect === 'assassinate') e = E_ASSASSIN;
  }
  EFFECT[i] = e;
  REACH[i] = d.reach === 'one-orthogonal' ? ORTHOGONAL : d.reach === 'one-diagonal' ? DIAGONAL : ADJACENT;
}
const ownShield = (tile: number): boolean => tile === T_CASTLE || tile === T_TEMPLE || tile === T_TOWER;

// ---- moves: kind | a << 4 | b << 9 ----
export const M_PLACE = 0; // a tile, b cell
export const M_SKIP = 1;
export const M_TARGET = 2; // a cell
export const M_PLAIN = 3;
export const M_DIRECTION = 4; // a direction index
export const M_PATTERN = 5; // a 0 orthogonal, 1 diagonal
export const M_CARRY = 6; // a from, b to
export const M_RECALL = 7; // a tile (hermit)
export const M_ASSASSIN = 8; // a tile of the opponent's zone
const mv = (kind: number, a = 0, b = 0): number => kind | (a << 4) | (b << 9);
export const MOVE_CODES = 1 << 14;

// ---- questions on a frame at offset o ----
function faceUpAt(f: Int32Array, o: number, c: number): number {
  const code = f[o + c] as number;
  return code !== 0 && !isDown(code) ? code : 0;
}

// R-PASSIVE-FACEDOWN (issue 26): a sage, a shaman or a sorceress keeps its passive effect face
// down, until it leaves the board; so their tests read any tile, face up or down.
function shielded(f: Int32Array, o: number, c: number): boolean {
  const code = faceUpAt(f, o, c);
  if (code === 0) return false;
  if (ownShield(cellTile(code))) return true;
  const sides = SIDES[c] as readonly number[];
  for (let i = 0; i < sides.length; i++) {
    const s = f[o + (sides[i] as number)] as number;
    if (s !== 0 && cellTile(s) === T_SAGE) return true;
  }
  return false;
}

const affectable = (f: Int32Array, o: number, c: number): boolean => faceUpAt(f, o, c) !== 0 && !shielded(f, o, c);

function cancelled(f: Int32Array, o: number, c: number): boolean {
  if (shielded(f, o, c)) return false;
  const orth = ORTHOGONAL[c] as readonly number[];
  for (let i = 0; i < orth.length; i++) {
    const s = f[o + (orth[i] as number)] as number;
    if (s !== 0 && cellTile(s) === T_SHAMAN) return true;
  }
  const diag = DIAGONAL[c] as readonly number[];
  for (let i = 0; i < diag.length; i++) {
    const s = f[o + (diag[i] as number)] as number;
    if (s !== 0 && cellTile(s) === T_SORCERESS) return true;
  }
  return false;
}

function anyEmpty(f: Int32Array, o: number): boolean {
  for (let c = 0; c < 9; c++) if (f[o + c] === 0) return true;
  return false;
}

function anyAffectable(f: Int32Array, o: number, cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) if (affectable(f, o, cells[i] as number)) return true;
  return false;
}

/**
 * Push the choices of the active effect of the tile on `cell` for `seat` into `out` from `n`; returns
 * the new count. With `first`, stops at the first choice (a test for "has any").
 */
function effectMoves(f: Int32Array, o: number, cell: number, seat: number, out: Int32Array, n: number, first: boolean): number {
  const code = f[o + cell] as number;
  const tile = cellTile(code);
  const owner = cellOwner(code);
  const start = n;
  switch (EFFECT[tile]) {
    case E_DESTROY:
    case E_BANISH: {
      if (EFFECT[tile] === E_DESTROY && !anyEmpty(f, o)) return n;
      const cells = (REACH[tile] as readonly (readonly number[])[])[cell] as readonly number[];
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i] as number;
        if (affectable(f, o, c)) {
          out[n++] = mv(M_TARGET, c);
          if (first) return n;
        }
      }
      return n;
    }
    case E_PIRATE: {
      if (!anyEmpty(f, o)) return n;
      const cells = ADJACENT[cell] as readonly number[];
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i] as number;
        if (faceUpAt(f, o, c) !== 0 && shielded(f, o, c)) {
          out[n++] = mv(M_TARGET, c);
          if (first) return n;
        }
      }
      return n;
    }
    case E_FLIP_ONE: {
      const cells = ADJACENT[cell] as readonly number[];
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i] as number;
        if (affectable(f, o, c)) {
          out[n++] = mv(M_TARGET, c);
          if (first) return n;
        }
      }
      return n;
    }
    case E_FLIP_PATTERN:
      if (anyAffectable(f, o, ORTHOGONAL[cell] as readonly number[])) {
        out[n++] = mv(M_PATTERN, 0);
        if (first) return n;
      }
      if (anyAffectable(f, o, DIAGONAL[cell] as readonly number[])) out[n++] = mv(M_PATTERN, 1);
      return n;
    case E_FLIP_RAY: {
      const rays = (RAY[owner] as readonly (readonly (readonly number[])[])[])[cell] as readonly (readonly number[])[];
      for (let d = 0; d < 8; d++) {
        if (anyAffectable(f, o, rays[d] as readonly number[])) {
          out[n++] = mv(M_DIRECTION, d);
          if (first) return n;
        }
      }
      return n;
    }
    case E_FLIP_ABOVE:
      if (anyAffectable(f, o, (ABOVE[owner] as readonly (readonly number[])[])[cell] as readonly number[])) out[n++] = mv(M_PLAIN);
      return n;
    case E_FLIP_ALL:
      if (anyAffectable(f, o, ADJACENT[cell] as readonly number[])) out[n++] = mv(M_PLAIN);
      return n;
    case E_FAIRY:
      for (let from = 0; from < 9; from++) {
        if (!affectable(f, o, from)) continue;
        for (let to = 0; to < 9; to++) {
          if (f[o + to] === 0) {
            out[n++] = mv(M_CARRY, from, to);
            if (first) return n;
          }
        }
      }
      return n;
    case E_RETRIGGER: {
      const cells = (REACH[tile] as readonly (readonly number[])[])[cell] as readonly number[];
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i] as number;
        if (!affectable(f, o, c)) continue;
        const t = cellTile(f[o + c] as number);
        const e = EFFECT[t] as number;
        // R-RETRIGGER-EACH-OTHER: a bard or a performer too (the recursion stops: see ../rules/effects.ts).
        if (e === E_NONE || cancelled(f, o, c)) continue;
        if (effectMoves(f, o, c, seat, out, n, true) === n) continue;
        out[n++] = mv(M_TARGET, c);
        if (first) return n;
      }
      return n;
    }
    case E_WITCH:
      for (let c = 0; c < 9; c++) {
        if (affectable(f, o, c) && cellOwner(f[o + c] as number) === seat) { // R-WITCH-SELF: itself too
          out[n++] = mv(M_TARGET, c);
          if (first) return n;
        }
      }
      return n;
    case E_HERMIT:
    case E_ASSASSIN: {
      let set = EFFECT[tile] === E_HERMIT ? (f[o + F_DISCARD] as number) : (f[o + F_ZONE + 1 - seat] as number);
      const kind = EFFECT[tile] === E_HERMIT ? M_RECALL : M_ASSASSIN;
      while (set !== 0) {
        const t = 31 - Math.clz32(set & -set);
        set &= set - 1;
        out[n++] = mv(kind, t);
        if (first) return n;
      }
      return n;
    }
    default:
      return start;
  }
}

/** The legal moves of the position at offset `o` (in play) into `out` from `base`; returns their count. */
export function genMoves(f: Int32Array, o: number, out: Int32Array, base = 0): number {
  const seat = f[o + F_CURRENT] as number;
  if (f[o + F_PHASE] === PH_EFFECT) {
    let n = effectMoves(f, o, f[o + F_PENDING] as number, seat, out, base, false);
    if (f[o + F_RETRIGGER] === 0) out[n++] = mv(M_SKIP);
    return n - base;
  }
  let n = base;
  let tiles = (f[o + F_ZONE + seat] as number) | (f[o + F_NEUTRAL] as number);
  if (f[o + F_PLACED] === 0) tiles &= 1 << T_CITIZEN;
  while (tiles !== 0) {
    const t = 31 - Math.clz32(tiles & -tiles);
    tiles &= tiles - 1;
    if (t === T_TOWER) {
      // R-TOWER-SHIELD: on a face-up, unshielded ally only.
      for (let c = 0; c < 9; c++) if (affectable(f, o, c) && cellOwner(f[o + c] as number) === seat) out[n++] = mv(M_PLACE, t, c);
    } else for (let c = 0; c < 9; c++) if (f[o + c] === 0) out[n++] = mv(M_PLACE, t, c);
  }
  return n - base;
}

/**
 * Copy the position at offset `from` to offset `to` (a loop: faster than copyWithin for so few
 * numbers). The winner and the reason are left out: they are written when a game ends and read only
 * in a frame whose game is over.
 */
export function copyFrame(f: Int32Array, from: number, to: number): void {
  for (let i = 0; i < F_WINNER; i++) f[to + i] = f[from + i] as number;
}

// ---- making a move ----

function endTurn(f: Int32Array, o: number): void {
  f[o + F_PHASE] = PH_PLACE;
  f[o + F_PENDING] = 0;
  f[o + F_RETRIGGER] = 0;
  // One pass: face-up and face-down tiles (the rest are empty cells).
  let up = 0;
  let down = 0;
  for (let c = 0; c < 9; c++) {
    const code = f[o + c] as number;
    if (code !== 0) {
      if ((code & DOWN_BIT) !== 0) down++;
      else up++;
    }
  }
  // R-END-FULL: the board full, face-down tiles included.
  if (up + down === 9) {
    finish(f, o);
    return;
  }
  const seat = 1 - (f[o + F_CURRENT] as number);
  f[o + F_CURRENT] = seat;
  let empty = 9 - up - down;
  if (down !== 0) {
    for (let c = 0; c < 9; c++) {
      const code = f[o + c] as number;
      if (code !== 0 && isDown(code) && destroyerOf(code) === seat) {
        f[o + c] = 0;
        empty++;
        f[o + F_DISCARD] = (f[o + F_DISCARD] as number) | (1 << cellTile(code));
        const under = underOf(code);
        if (under >= 0) f[o + F_DISCARD] = (f[o + F_DISCARD] as number) | (1 << under);
      }
    }
  }
  if (!canPlaceAny(f, o, seat, empty !== 0)) {
    f[o + F_PHASE] = PH_OVER;
    f[o + F_WINNER] = 1 - seat;
    f[o + F_REASON] = 2;
  }
}

/** Whether `seat` has a tile it may place (`empty`: the board has an empty cell). */
function canPlaceAny(f: Int32Array, o: number, seat: number, empty: boolean): boolean {
  const tiles = (f[o + F_ZONE + seat] as number) | (f[o + F_NEUTRAL] as number);
  if (tiles === 0) return false;
  if ((tiles & ~(1 << T_TOWER)) !== 0 && empty) return true;
  if ((tiles & (1 << T_TOWER)) !== 0) {
    for (let c = 0; c < 9; c++) if (affectable(f, o, c) && cellOwner(f[o + c] as number) === seat) return true;
  }
  return false;
}

function finish(f: Int32Array, o: number): void {
  f[o + F_PHASE] = PH_OVER;
  let a = 0;
  let b = 0;
  for (let c = 0; c < 9; c++) {
    const code = f[o + c] as number;
    if (isDown(code)) continue; // nobody's ally, a face-down Death too
    if (cellTile(code) === T_DEATH) {
      f[o + F_WINNER] = 1 - cellOwner(code);
      f[o + F_REASON] = 1;
      return;
    }
    if (cellOwner(code) === 0) a++;
    else b++;
  }
  f[o + F_WINNER] = a === b ? 2 : a > b ? 0 : 1;
  f[o + F_REASON] = 0;
}

function startEffect(f: Int32Array, o: number, cell: number, retrigger: number, scratch: Int32Array): void {
  const tile = cellTile(f[o + cell] as number);
  if (EFFECT[tile] !== E_NONE && !cancelled(f, o, cell) && effectMoves(f, o, cell, f[o + F_CURRENT] as number, scratch, 0, true) > 0) {
    f[o + F_PHASE] = PH_EFFECT;
    f[o + F_PENDING] = cell;
    f[o + F_RETRIGGER] = retrigger;
    return;
  }
  endTurn(f, o);
}

function flipAt(f: Int32Array, o: number, c: number): void {
  f[o + c] = (f[o + c] as number) ^ OWNER_BIT;
}

function flipAll(f: Int32Array, o: number, cells: readonly number[]): void {
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as number;
    if (affectable(f, o, c)) flipAt(f, o, c);
  }
}

const scratchMoves = new Int32Array(128);

/** Apply legal move `m` to the position at offset `o`, in place. */
export function makeMove(f: Int32Array, o: number, m: number): void {
  const kind = m & 15;
  const a = (m >> 4) & 31;
  const b = m >> 9;
  const seat = f[o + F_CURRENT] as number;
  if (kind === M_PLACE) {
    const bit = 1 << a;
    if (((f[o + F_ZONE + seat] as number) & bit) !== 0) f[o + F_ZONE + seat] = (f[o + F_ZONE + seat] as number) & ~bit;
    else f[o + F_NEUTRAL] = (f[o + F_NEUTRAL] as number) & ~bit;
    f[o + F_PLACED] = 1; // only 'none yet' matters (the citizen rule)
    const covered = a === T_TOWER ? cellTile(f[o + b] as number) : -1;
    f[o + b] = makeCell(a, seat) | ((covered + 1) << 9);
    startEffect(f, o, b, 0, scratchMoves);
    return;
  }
  if (kind === M_SKIP) {
    endTurn(f, o);
    return;
  }
  const cell = f[o + F_PENDING] as number;
  const code = f[o + cell] as number;
  const tile = cellTile(code);
  const owner = cellOwner(code);
  switch (EFFECT[tile]) {
    case E_DESTROY:
    case E_PIRATE:
      f[o + a] = ((f[o + a] as number) & ~(3 << 7)) | DOWN_BIT | ((seat + 1) << 7);
      break;
    case E_BANISH: {
      const t = f[o + a] as number;
      f[o + a] = 0;
      let d = (f[o + F_DISCARD] as number) | (1 << cellTile(t));
      if (underOf(t) >= 0) d |= 1 << underOf(t);
      f[o + F_DISCARD] = d;
      break;
    }
    case E_FLIP_ONE:
      flipAt(f, o, a);
      break;
    case E_FLIP_PATTERN:
      flipAll(f, o, (a === 0 ? ORTHOGONAL : DIAGONAL)[cell] as readonly number[]);
      break;
    case E_FLIP_RAY:
      flipAll(f, o, ((RAY[owner] as readonly (readonly (readonly number[])[])[])[cell] as readonly (readonly number[])[])[a] as readonly number[]);
      break;
    case E_FLIP_ABOVE:
      flipAll(f, o, (ABOVE[owner] as readonly (readonly number[])[])[cell] as readonly number[]);
      break;
    case E_FLIP_ALL:
      flipAll(f, o, ADJACENT[cell] as readonly number[]);
      break;
    case E_FAIRY:
      f[o + b] = f[o + a] as number;
      f[o + a] = 0;
      break;
    case E_RETRIGGER:
      startEffect(f, o, a, 1, scratchMoves);
      return;
    case E_WITCH:
      f[o + F_ZONE + seat] = (f[o + F_ZONE + seat] as number) | (1 << cellTile(f[o + a] as number));
      f[o + a] = 0;
      break;
    case E_HERMIT:
      f[o + F_DISCARD] = (f[o + F_DISCARD] as number) & ~(1 << a);
      f[o + F_ZONE + seat] = (f[o + F_ZONE + seat] as number) | (1 << a);
      break;
    case E_ASSASSIN:
      f[o + F_ZONE + 1 - seat] = (f[o + F_ZONE + 1 - seat] as number) & ~(1 << a);
      f[o + F_DISCARD] = (f[o + F_DISCARD] as number) | (1 << a);
      break;
    default:
      break;
  }
  endTurn(f, o);
}

// ---- values and hashing ----

/** Ally difference for `seat` (a face-up Death counts against its ally), as search.ts's evaluate. */
export function allyBalance(f: Int32Array, o: number, seat: number, ally: number, death: number): number {
  let v = 0;
  for (let c = 0; c < 9; c++) {
    const code = f[o + c] as number;
    if (code === 0 || isDown(code)) continue;
    const w = cellTile(code) === T_DEATH ? -death : ally;
    v += cellOwner(code) === seat ? w : -w;
  }
  return v;
}

/**
 * The empty cells: the game ends only when none is left (R-END-FULL: a face-down tile fills its
 * cell), and a turn fills at most one (its placement; the tower fills none, and no effect fills a
 * cell), so at least this many turns are left (unless a seat runs out of tiles to place first).
 */
export function openCells(f: Int32Array, o: number): number {
  let n = 0;
  for (let c = 0; c < 9; c++) if (f[o + c] === 0) n++;
  return n;
}

/** Two 32-bit hashes of the position (lane 0 into h[0], lane 1 into h[1]). */
export function hashFrame(f: Int32Array, o: number, h: Int32Array): void {
  let h1 = 0x811c9dc5 | 0;
  let h2 = 0x27d4eb2f | 0;
  for (let i = 0; i < 18; i++) {
    const v = f[o + i] as number;
    h1 = Math.imul(h1 ^ v, 0x9e3779b1);
    h1 ^= h1 >>> 15;
    h2 = Math.imul(h2 ^ v, 0x85ebca77);
    h2 ^= h2 >>> 13;
  }
  // `placed` matters only for the citizen rule (0 or not).
  h[0] = h1;
  h[1] = h2;
}

// ---- between the rules' state and the frame ----

const bitsOf = (tiles: readonly string[]): number => {
  let m = 0;
  for (const t of tiles) {
    const i = TILE_INDEX[t];
    if (i !== undefined) m |= 1 << i;
  }
  return m;
};

/** Write a rules state (in play, place or effect phase, nothing hidden) into the frame at `o`. */
export function loadState(s: RegalityState, f: Int32Array, o: number): void {
  for (let c = 0; c < 9; c++) {
    const here = s.board[c];
    if (!here) {
      f[o + c] = 0;
      continue;
    }
    let code = makeCell(TILE_INDEX[here.tile] as number, here.owner);
    if (here.faceDown) code |= DOWN_BIT;
    if (here.destroyer !== null) code |= (here.destroyer + 1) << 7;
    if (here.under !== null) code |= ((TILE_INDEX[here.under] as number) + 1) << 9;
    f[o + c] = code;
  }
  f[o + F_ZONE] = bitsOf(s.zones[0] ?? []);
  f[o + F_ZONE + 1] = bitsOf(s.zones[1] ?? []);
  f[o + F_NEUTRAL] = bitsOf(s.neutral);
  f[o + F_DISCARD] = bitsOf(s.discarded);
  f[o + F_CURRENT] = s.current;
  const over = s.status === 'over' || s.phase === 'between';
  f[o + F_PHASE] = over ? PH_OVER : s.phase === 'effect' ? PH_EFFECT : PH_PLACE;
  f[o + F_PENDING] = s.pending?.cell ?? 0;
  f[o + F_RETRIGGER] = s.pending?.retrigger ? 1 : 0;
  f[o + F_PLACED] = s.placed === 0 ? 0 : 1;
  const r = s.result;
  f[o + F_WINNER] = over && r ? (r.winners.length === 1 ? (r.winners[0] as number) : 2) : 0;
  f[o + F_REASON] = !r ? 0 : r.reason === 'death' ? 1 : r.reason === 'no-tile' ? 2 : 0;
}

/** The frame's code for a move of the rules, in position `s` (the assassin's slot names a tile of the zone). */
export function encodeMove(s: RegalityState, m: RegalityMove): number {
  switch (m.type) {
    case 'place':
      return mv(M_PLACE, TILE_INDEX[m.tile], m.cell);
    case 'skip':
      return mv(M_SKIP);
    case 'effect': {
      if ('target' in m) return mv(M_TARGET, m.target);
      if ('direction' in m) return mv(M_DIRECTION, DIRECTIONS.indexOf(m.direction));
      if ('pattern' in m) return mv(M_PATTERN, PATTERNS.indexOf(m.pattern));
      if ('from' in m) return mv(M_CARRY, m.from, m.to);
      if ('tile' in m) return mv(M_RECALL, TILE_INDEX[m.tile]);
      if ('slot' in m) return mv(M_ASSASSIN, TILE_INDEX[(s.zones[1 - s.current] ?? [])[m.slot] as string] ?? 31);
      return mv(M_PLAIN);
    }
    default:
      return -1;
  }
}

/** The frame at `o`, read back as the parts of a rules state it keeps (for tests). */
export interface FrameView {
  board: (RegalityCell | null)[];
  zones: string[][];
  neutral: string[];
  discarded: string[];
  current: number;
  phase: string;
  pending: { cell: number; retrigger: boolean } | null;
  winner: number | null;
}

export function describeFrame(f: Int32Array, o: number): FrameView {
  const list = (m: number): string[] => ALL_TILES.filter((_, i) => (m & (1 << i)) !== 0).slice().sort();
  const phase = f[o + F_PHASE] as number;
  return {
    board: Array.from({ length: 9 }, (_, c) => {
      const code = f[o + c] as number;
      if (code === 0) return null;
      const under = underOf(code);
      const destroyer = destroyerOf(code);
      return { tile: ALL_TILES[cellTile(code)] as string, owner: cellOwner(code), faceDown: isDown(code), destroyer: destroyer < 0 ? null : (destroyer), under: under < 0 ? null : (ALL_TILES[under] as string) };
    }),
    zones: [list(f[o + F_ZONE] as number), list(f[o + F_ZONE + 1] as number)],
    neutral: list(f[o + F_NEUTRAL] as number),
    discarded: list(f[o + F_DISCARD] as number),
    current: f[o + F_CURRENT] as number,
    phase: phase === PH_OVER ? 'over' : phase === PH_EFFECT ? 'effect' : 'place',
    pending: phase === PH_EFFECT ? { cell: f[o + F_PENDING] as number, retrigger: f[o + F_RETRIGGER] === 1 } : null,
    winner: phase === PH_OVER ? (f[o + F_WINNER] as number) : null,
  };
}
