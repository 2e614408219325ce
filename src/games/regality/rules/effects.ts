// Active effects: the choices each one offers (effectChoices, the legal moves; hasEffectChoice and
// effectAllows answer the same questions without building the list: the turn's and apply's checks,
// tested against it in tests/unit/regality/validate.test.ts) and their resolution. Board effects are here; the ones that work
// on zones and the discard (witch, hermit, assassin) are in effects-zone.ts.

import type { GameEvent, Seat } from '../../../core/contract';
import { ABOVE, ADJACENT, DIAGONAL, ORTHOGONAL, RAY, canAffect, emptyCells, faceUp, isCancelled, isShielded } from './board';
import { assassinChoices, hermitChoices, recallDiscard, resolveAssassin, witchChoices, recallAlly } from './effects-zone';
import { CARRY, DIRECTION, PATTERN, PLAIN_EFFECT, TARGET } from './moves';
import { TILES } from './tiles';
import type { Reach, TileData } from './tiles';
import { DIRECTIONS, type Direction, type EffectFields, type RegalityCell, type RegalityMove, type RegalityState } from './types';

type Board = readonly (RegalityCell | null)[];

/** The cells a `one-*` or `all-*` reach covers from `cell`, for a tile pointing away from `owner`. */
function cellsOf(reach: Reach, cell: number, owner: Seat): readonly number[] {
  switch (reach) {
    case 'one-adjacent':
    case 'all-adjacent':
      return ADJACENT[cell] as readonly number[];
    case 'one-orthogonal':
    case 'orthogonal':
      return ORTHOGONAL[cell] as readonly number[];
    case 'one-diagonal':
    case 'diagonal':
      return DIAGONAL[cell] as readonly number[];
    case 'all-above':
      return (ABOVE[owner] as readonly (readonly number[])[])[cell] as readonly number[];
    default:
      return [];
  }
}

function anyAffected(board: Board, cells: readonly number[]): boolean {
  for (let i = 0; i < cells.length; i++) if (canAffect(board, cells[i] as number)) return true;
  return false;
}

/** One move per cell of `cells` a non-pirate effect may act on (face up, unshielded). */
function affectableTargets(board: Board, cells: readonly number[]): RegalityMove[] {
  const out: RegalityMove[] = [];
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as number;
    if (canAffect(board, c)) out.push(TARGET[c] as RegalityMove);
  }
  return out;
}

/** One move per cell of `cells` that `ok` accepts. */
function targets(cells: readonly number[], ok: (c: number) => boolean): RegalityMove[] {
  const out: RegalityMove[] = [];
  for (const c of cells) if (ok(c)) out.push(TARGET[c] as RegalityMove);
  return out;
}

// R-RETRIGGER: bard and performer use again the active effect of a neighbour, as its player now
// chooses. Decisions: the neighbour must be face up, unshielded (using it is an effect on it), not
// cancelled, and have something to do; a bard or performer cannot be re-triggered (no endless
// chains); once a neighbour is chosen its effect must be used (all-or-nothing, no skip then).
function retriggerChoices(state: RegalityState, cells: readonly number[], seat: Seat): RegalityMove[] {
  const { board } = state;
  return targets(cells, (c) => {
    if (!canAffect(board, c)) return false;
    const data = TILES[(board[c] as RegalityCell).tile] as TileData;
    if (!data.active || data.effect === 'retrigger' || isCancelled(board, c)) return false;
    return effectChoices(state, c, seat).length > 0;
  });
}

/**
 * Every choice the active effect of the tile on `cell` offers `seat` now; [] when it would do
 * nothing. Choices that change nothing are left out: declining is the skip move.
 */
export function effectChoices(state: RegalityState, cell: number, seat: Seat): RegalityMove[] {
  const { board } = state;
  const here = board[cell] as RegalityCell;
  const data = TILES[here.tile] as TileData;
  switch (data.effect) {
    case 'destroy':
      // R-LAST-CELL: once the board has no empty cell, no destroy effect can be used.
      if (emptyCells(board) === 0) return [];
      return affectableTargets(board, cellsOf(data.reach, cell, here.owner));
    case 'destroy-shielded':
      // R-TILE-PIRATE: the only effect that reaches a shielded tile, and it reaches only those.
      if (emptyCells(board) === 0) return [];
      return targets(cellsOf(data.reach, cell, here.owner), (c) => faceUp(board, c) !== null && isShielded(board, c));
    case 'banish':
      return affectableTargets(board, cellsOf(data.reach, cell, here.owner));
    case 'flip':
      return flipChoices(board, data.reach, cell, here.owner);
    case 'move':
      return fairyChoices(board);
    case 'retrigger':
      return retriggerChoices(state, cellsOf(data.reach, cell, here.owner), seat);
    case 'recall-ally':
      return witchChoices(state, cell, seat);
    case 'recall-discard':
      return hermitChoices(state);
    case 'assassinate':
      return assassinChoices(state, seat);
    default:
      return [];
  }
}

function flipChoices(board: Board, reach: Reach, cell: number, owner: Seat): RegalityMove[] {
  if (reach === 'one-adjacent') return affectableTargets(board, ADJACENT[cell] as readonly number[]);
  if (reach === 'orth-or-diag') {
    const out: RegalityMove[] = [];
    if (anyAffected(board, ORTHOGONAL[cell] as readonly number[])) out.push(PATTERN.orthogonal);
    if (anyAffected(board, DIAGONAL[cell] as readonly number[])) out.push(PATTERN.diagonal);
    return out;
  }
  if (reach === 'ray') {
    const out: RegalityMove[] = [];
    for (let d = 0; d < 8; d++) if (anyAffected(board, rayOf(owner, cell, d))) out.push(DIRECTION[DIRECTIONS[d] as Direction]);
    return out;
  }
  return anyAffected(board, cellsOf(reach, cell, owner)) ? [PLAIN_EFFECT] : [];
}

// R-TILE-FAIRY: any face-up, unshielded tile (the fairy itself too) to any empty cell.
function fairyChoices(board: Board): RegalityMove[] {
  const out: RegalityMove[] = [];
  for (let from = 0; from < 9; from++) {
    if (!canAffect(board, from)) continue;
    const row = CARRY[from] as readonly RegalityMove[];
    for (let to = 0; to < 9; to++) if (board[to] === null) out.push(row[to] as RegalityMove);
  }
  return out;
}

/** The ray of `direction` from `cell` for a tile pointing away from `owner`. */
const rayOf = (owner: Seat, cell: number, direction: number): readonly number[] =>
  ((RAY[owner] as readonly (readonly (readonly number[])[])[])[cell] as readonly (readonly number[])[])[direction] as readonly number[];

/** Whether `effectChoices(state, cell, seat)` would offer anything, without building the list. */
export function hasEffectChoice(state: RegalityState, cell: number, seat: Seat): boolean {
  const { board } = state;
  const here = board[cell] as RegalityCell;
  const data = TILES[here.tile] as TileData;
  switch (data.effect) {
    case 'destroy':
      return emptyCells(board) > 0 && anyAffected(board, cellsOf(data.reach, cell, here.owner));
    case 'destroy-shielded': {
      if (emptyCells(board) === 0) return false;
      const cells = cellsOf(data.reach, cell, here.owner);
      for (let i = 0; i < cells.length; i++) if (isShielded(board, cells[i] as number)) return true;
      return false;
    }
    case 'banish':
      return anyAffected(board, cellsOf(data.reach, cell, here.owner));
    case 'flip':
      if (data.reach === 'orth-or-diag') return anyAffected(board, ORTHOGONAL[cell] as readonly number[]) || anyAffected(board, DIAGONAL[cell] as readonly number[]);
      if (data.reach === 'ray') {
        for (let d = 0; d < 8; d++) if (anyAffected(board, rayOf(here.owner, cell, d))) return true;
        return false;
      }
      return anyAffected(board, data.reach === 'one-adjacent' ? (ADJACENT[cell] as readonly number[]) : cellsOf(data.reach, cell, here.owner));
    case 'move': {
      if (emptyCells(board) === 0) return false;
      for (let c = 0; c < 9; c++) if (canAffect(board, c)) return true;
      return false;
    }
    case 'retrigger': {
      const cells = cellsOf(data.reach, cell, here.owner);
      for (let i = 0; i < cells.length; i++) if (canRetrigger(state, cells[i] as number, seat)) return true;
      return false;
    }
    case 'recall-ally':
      for (let c = 0; c < 9; c++) if (c !== cell && canAffect(board, c) && (board[c] as RegalityCell).owner === seat) return true;
      return false;
    case 'recall-discard':
      return state.discarded.length > 0;
    case 'assassinate':
      return (state.zones[1 - seat] as string[]).length > 0;
    default:
      return false;
  }
}

/** The tile on `c` may be re-triggered by `seat` (R-RETRIGGER). */
function canRetrigger(state: RegalityState, c: number, seat: Seat): boolean {
  const { board } = state;
  if (!canAffect(board, c)) return false;
  const data = TILES[(board[c] as RegalityCell).tile] as TileData;
  if (!data.active || data.effect === 'retrigger' || isCancelled(board, c)) return false;
  return hasEffectChoice(state, c, seat);
}

/** Which fields an effect move carries. */
const Shape = { None: 0, Target: 1, Direction: 2, Pattern: 3, Carry: 4, Tile: 5, Slot: 6, Other: 7 } as const;
type Shape = (typeof Shape)[keyof typeof Shape];

function shapeOf(m: EffectFields): Shape {
  let shape: Shape = Shape.None;
  let n = 0;
  if (m.target !== undefined) { shape = Shape.Target; n++; }
  if (m.direction !== undefined) { shape = Shape.Direction; n++; }
  if (m.pattern !== undefined) { shape = Shape.Pattern; n++; }
  if (m.from !== undefined || m.to !== undefined) {
    if (m.from === undefined || m.to === undefined) return Shape.Other;
    shape = Shape.Carry;
    n++;
  }
  if (m.tile !== undefined) { shape = Shape.Tile; n++; }
  if (m.slot !== undefined) { shape = Shape.Slot; n++; }
  return n > 1 ? Shape.Other : shape;
}

const within = (cells: readonly number[], c: number): boolean => cells.indexOf(c) >= 0;

/**
 * Whether `choice` is among `effectChoices(state, cell, seat)`, checked directly (apply's
 * validation: same answer as building the list and looking for it, without building it).
 */
export function effectAllows(state: RegalityState, cell: number, seat: Seat, choice: EffectFields): boolean {
  const { board } = state;
  const here = board[cell] as RegalityCell;
  const data = TILES[here.tile] as TileData;
  const shape = shapeOf(choice);
  const t = choice.target as number;
  switch (data.effect) {
    case 'destroy':
      return shape === Shape.Target && emptyCells(board) > 0 && within(cellsOf(data.reach, cell, here.owner), t) && canAffect(board, t);
    case 'destroy-shielded':
      return shape === Shape.Target && emptyCells(board) > 0 && within(cellsOf(data.reach, cell, here.owner), t) && isShielded(board, t);
    case 'banish':
      return shape === Shape.Target && within(cellsOf(data.reach, cell, here.owner), t) && canAffect(board, t);
    case 'flip':
      if (data.reach === 'one-adjacent') return shape === Shape.Target && within(ADJACENT[cell] as readonly number[], t) && canAffect(board, t);
      if (data.reach === 'orth-or-diag') {
        return shape === Shape.Pattern && anyAffected(board, (choice.pattern === 'orthogonal' ? ORTHOGONAL : DIAGONAL)[cell] as readonly number[]);
      }
      if (data.reach === 'ray') {
        if (shape !== Shape.Direction) return false;
        const d = DIRECTIONS.indexOf(choice.direction as Direction);
        return d >= 0 && anyAffected(board, rayOf(here.owner, cell, d));
      }
      return shape === Shape.None && anyAffected(board, cellsOf(data.reach, cell, here.owner));
    case 'move':
      return shape === Shape.Carry && canAffect(board, choice.from as number) && board[choice.to as number] === null;
    case 'retrigger':
      return shape === Shape.Target && within(cellsOf(data.reach, cell, here.owner), t) && canRetrigger(state, t, seat);
    case 'recall-ally':
      return shape === Shape.Target && t !== cell && canAffect(board, t) && (board[t] as RegalityCell).owner === seat;
    case 'recall-discard':
      return shape === Shape.Tile && state.discarded.includes(choice.tile as string);
    case 'assassinate':
      return shape === Shape.Slot && (choice.slot as number) < (state.zones[1 - seat] as string[]).length;
    default:
      return false;
  }
}

// R-FLIP: a flip turns a tile 180 degrees; it now serves the other seat.
function flip(next: RegalityState, cell: number, events: GameEvent[]): void {
  const here = next.board[cell] as RegalityCell;
  const owner = 1 - here.owner;
  next.board[cell] = { ...here, owner };
  events.push({ type: 'flip', cell, tile: here.tile, owner });
}

/** Flip every affectable tile of `cells`; shielded ones glint and stay. */
function flipAll(next: RegalityState, cells: readonly number[], events: GameEvent[]): void {
  for (const c of cells) {
    if (canAffect(next.board, c)) flip(next, c, events);
    else if (isShielded(next.board, c)) events.push({ type: 'shield', cell: c, tile: (next.board[c] as RegalityCell).tile });
  }
}

// R-DESTROY: the tile turns face down; it blocks its cell, takes no effect, and is removed when
// the destroyer's next turn begins.
function destroy(next: RegalityState, cell: number, seat: Seat, events: GameEvent[]): void {
  const here = next.board[cell] as RegalityCell;
  next.board[cell] = { ...here, faceDown: true, destroyer: seat };
  events.push({ type: 'destroy', cell, tile: here.tile, by: seat });
}

// R-BANISH: off the board at once, into the discard.
function banish(next: RegalityState, cell: number, events: GameEvent[]): void {
  const here = next.board[cell] as RegalityCell;
  next.board[cell] = null;
  next.discarded = here.under ? [...next.discarded, here.tile, here.under] : [...next.discarded, here.tile];
  events.push({ type: 'banish', cell, tile: here.tile });
}

/**
 * Resolve the chosen effect of the tile on `cell` for `seat` (already checked legal). Returns the
 * cell whose effect `seat` must choose next (a bard's target), or null when the effect is done.
 */
export function resolveEffect(next: RegalityState, cell: number, choice: EffectFields, seat: Seat, events: GameEvent[]): number | null {
  const here = next.board[cell] as RegalityCell;
  const data = TILES[here.tile] as TileData;
  events.push({ type: 'effect', cell, tile: here.tile, seat });
  const target = choice.target ?? -1;
  switch (data.effect) {
    case 'destroy':
    case 'destroy-shielded':
      destroy(next, target, seat, events);
      return null;
    case 'banish':
      banish(next, target, events);
      return null;
    case 'flip':
      if (choice.target !== undefined) flip(next, target, events);
      else if (choice.pattern) flipAll(next, (choice.pattern === 'orthogonal' ? ORTHOGONAL : DIAGONAL)[cell] as readonly number[], events);
      else if (choice.direction) {
        const d = DIRECTIONS.indexOf(choice.direction);
        flipAll(next, ((RAY[here.owner] as readonly (readonly (readonly number[])[])[])[cell] as readonly (readonly number[])[])[d] as readonly number[], events);
      } else flipAll(next, cellsOf(data.reach, cell, here.owner), events);
      return null;
    case 'move': {
      const from = choice.from as number;
      const to = choice.to as number;
      next.board[to] = next.board[from] as RegalityCell;
      next.board[from] = null;
      events.push({ type: 'move', from, to, tile: (next.board[to]).tile });
      return null;
    }
    case 'retrigger':
      events.push({ type: 'retrigger', cell: target, tile: (next.board[target] as RegalityCell).tile, by: cell });
      return target;
    case 'recall-ally':
      recallAlly(next, target, seat, events);
      return null;
    case 'recall-discard':
      recallDiscard(next, choice.tile as string, seat, events);
      return null;
    case 'assassinate':
      resolveAssassin(next, choice.slot as number, seat, events);
      return null;
    default:
      return null;
  }
}
