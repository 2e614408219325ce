// Active effects: the choices each one offers (effectChoices, the legal moves; hasEffectChoice and
// effectAllows answer the same questions without building the list: the turn's and apply's checks,
// tested against it in tests/unit/regality/validate.test.ts) and their resolution. Board effects are here; the ones that work
// on zones and the discard (witch, hermit, assassin) are in effects-zone.ts.

import type { GameEvent, Seat } from '../../../core/contract';
import { DIAGONAL, ORTHOGONAL, RAY, canAffect, emptyCells, isCancelled, isShielded, makeCell, withAdded } from './board';
import {
  ACTIVE_FX, FX_ASSASSINATE, FX_BANISH, FX_DESTROY, FX_DESTROY_SHIELDED, FX_FLIP_ALL, FX_FLIP_ONE, FX_FLIP_PATTERN, FX_FLIP_RAY, FX_MOVE, FX_NONE,
  FX_RECALL_ALLY, FX_RECALL_DISCARD, FX_RETRIGGER, REACH, tileIndex,
} from './codes';
import { assassinChoices, hermitChoices, recallDiscard, resolveAssassin, witchChoices, recallAlly } from './effects-zone';
import { CARRY, DIRECTION_MOVES, PATTERN, PLAIN_EFFECT, S_CARRY, S_DIRECTION, S_NONE, S_PATTERN, S_SLOT, S_TARGET, S_TILE, TARGET, type MoveInfo } from './moves';
import type { RegalityCell, RegalityMove, RegalityState } from './types';

type Board = readonly (RegalityCell | null)[];

/** The cells the effect of tile `t` (an index) reaches from `cell`, pointing away from `owner`. */
const reachOf = (t: number, owner: Seat, cell: number): readonly number[] =>
  (REACH[t * 2 + owner] as readonly (readonly number[])[])[cell] as readonly number[];

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

// R-RETRIGGER: bard and performer use again the active effect of a neighbour, as its player now
// chooses. Decisions: the neighbour must be face up, unshielded (using it is an effect on it), not
// cancelled, and have something to do; once a neighbour is chosen its effect must be used
// (all-or-nothing, no skip then). R-RETRIGGER-EACH-OTHER: "any active tile of their pattern", so
// the bard may re-trigger the performer and the performer the bard. No chain is endless: there is
// one bard and one performer, and a performer orthogonal to the bard is never diagonal to it, so
// the re-triggered one cannot reach back (a turn is at most: place, re-trigger, re-trigger, effect).
function retriggerChoices(state: RegalityState, cells: readonly number[], seat: Seat): RegalityMove[] {
  const out: RegalityMove[] = [];
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as number;
    if (canRetrigger(state, c, seat)) out.push(TARGET[c] as RegalityMove);
  }
  return out;
}

/**
 * Every choice the active effect of the tile on `cell` offers `seat` now; [] when it would do
 * nothing. Choices that change nothing are left out: declining is the skip move.
 */
export function effectChoices(state: RegalityState, cell: number, seat: Seat): RegalityMove[] {
  const { board } = state;
  const here = board[cell] as RegalityCell;
  const t = tileIndex(here.tile);
  switch (ACTIVE_FX[t]) {
    case FX_DESTROY:
      // R-LAST-CELL: once the board has no empty cell, no destroy effect can be used.
      if (emptyCells(board) === 0) return [];
      return affectableTargets(board, reachOf(t, here.owner, cell));
    case FX_DESTROY_SHIELDED: {
      // R-TILE-PIRATE: the only effect that reaches a shielded tile, and it reaches only those.
      const out: RegalityMove[] = [];
      if (emptyCells(board) === 0) return out;
      const cells = reachOf(t, here.owner, cell);
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i] as number;
        if (isShielded(board, c)) out.push(TARGET[c] as RegalityMove);
      }
      return out;
    }
    case FX_BANISH:
    case FX_FLIP_ONE:
      return affectableTargets(board, reachOf(t, here.owner, cell));
    case FX_FLIP_PATTERN: {
      const out: RegalityMove[] = [];
      if (anyAffected(board, ORTHOGONAL[cell] as readonly number[])) out.push(PATTERN.orthogonal);
      if (anyAffected(board, DIAGONAL[cell] as readonly number[])) out.push(PATTERN.diagonal);
      return out;
    }
    case FX_FLIP_RAY: {
      const out: RegalityMove[] = [];
      for (let d = 0; d < 8; d++) if (anyAffected(board, rayOf(here.owner, cell, d))) out.push(DIRECTION_MOVES[d] as RegalityMove);
      return out;
    }
    case FX_FLIP_ALL:
      return anyAffected(board, reachOf(t, here.owner, cell)) ? [PLAIN_EFFECT] : [];
    case FX_MOVE:
      return fairyChoices(board);
    case FX_RETRIGGER:
      return retriggerChoices(state, reachOf(t, here.owner, cell), seat);
    case FX_RECALL_ALLY:
      return witchChoices(state, seat);
    case FX_RECALL_DISCARD:
      return hermitChoices(state);
    case FX_ASSASSINATE:
      return assassinChoices(state, seat);
    default:
      return [];
  }
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
  const t = tileIndex(here.tile);
  switch (ACTIVE_FX[t]) {
    case FX_DESTROY:
      return emptyCells(board) > 0 && anyAffected(board, reachOf(t, here.owner, cell));
    case FX_DESTROY_SHIELDED: {
      if (emptyCells(board) === 0) return false;
      const cells = reachOf(t, here.owner, cell);
      for (let i = 0; i < cells.length; i++) if (isShielded(board, cells[i] as number)) return true;
      return false;
    }
    case FX_BANISH:
    case FX_FLIP_ONE:
    case FX_FLIP_ALL:
      return anyAffected(board, reachOf(t, here.owner, cell));
    case FX_FLIP_PATTERN:
      return anyAffected(board, ORTHOGONAL[cell] as readonly number[]) || anyAffected(board, DIAGONAL[cell] as readonly number[]);
    case FX_FLIP_RAY:
      for (let d = 0; d < 8; d++) if (anyAffected(board, rayOf(here.owner, cell, d))) return true;
      return false;
    case FX_MOVE: {
      if (emptyCells(board) === 0) return false;
      for (let c = 0; c < 9; c++) if (canAffect(board, c)) return true;
      return false;
    }
    case FX_RETRIGGER: {
      const cells = reachOf(t, here.owner, cell);
      for (let i = 0; i < cells.length; i++) if (canRetrigger(state, cells[i] as number, seat)) return true;
      return false;
    }
    case FX_RECALL_ALLY:
      for (let c = 0; c < 9; c++) if (canAffect(board, c) && (board[c] as RegalityCell).owner === seat) return true;
      return false;
    case FX_RECALL_DISCARD:
      return state.discarded.length > 0;
    case FX_ASSASSINATE:
      return (state.zones[1 - seat] as string[]).length > 0;
    default:
      return false;
  }
}

/** The tile on `c` may be re-triggered by `seat` (R-RETRIGGER). */
function canRetrigger(state: RegalityState, c: number, seat: Seat): boolean {
  const { board } = state;
  if (!canAffect(board, c)) return false;
  const fx = ACTIVE_FX[tileIndex((board[c] as RegalityCell).tile)];
  if (fx === FX_NONE || isCancelled(board, c)) return false;
  return hasEffectChoice(state, c, seat);
}

const within = (cells: readonly number[], c: number): boolean => cells.indexOf(c) >= 0;

/**
 * Whether `choice` is among `effectChoices(state, cell, seat)`, checked directly (apply's
 * validation: same answer as building the list and looking for it, without building it).
 */
export function effectAllows(state: RegalityState, cell: number, seat: Seat, choice: MoveInfo): boolean {
  const { board } = state;
  const here = board[cell] as RegalityCell;
  const tIdx = tileIndex(here.tile);
  const shape = choice.shape;
  const t = choice.cell;
  switch (ACTIVE_FX[tIdx]) {
    case FX_DESTROY:
      return shape === S_TARGET && emptyCells(board) > 0 && within(reachOf(tIdx, here.owner, cell), t) && canAffect(board, t);
    case FX_DESTROY_SHIELDED:
      return shape === S_TARGET && emptyCells(board) > 0 && within(reachOf(tIdx, here.owner, cell), t) && isShielded(board, t);
    case FX_BANISH:
    case FX_FLIP_ONE:
      return shape === S_TARGET && within(reachOf(tIdx, here.owner, cell), t) && canAffect(board, t);
    case FX_FLIP_PATTERN:
      return shape === S_PATTERN && anyAffected(board, (choice.pattern === 0 ? ORTHOGONAL : DIAGONAL)[cell] as readonly number[]);
    case FX_FLIP_RAY:
      return shape === S_DIRECTION && choice.dir >= 0 && anyAffected(board, rayOf(here.owner, cell, choice.dir));
    case FX_FLIP_ALL:
      return shape === S_NONE && anyAffected(board, reachOf(tIdx, here.owner, cell));
    case FX_MOVE:
      return shape === S_CARRY && canAffect(board, t) && board[choice.to] === null;
    case FX_RETRIGGER:
      return shape === S_TARGET && within(reachOf(tIdx, here.owner, cell), t) && canRetrigger(state, t, seat);
    case FX_RECALL_ALLY:
      return shape === S_TARGET && canAffect(board, t) && (board[t] as RegalityCell).owner === seat;
    case FX_RECALL_DISCARD:
      return shape === S_TILE && state.discarded.includes(choice.tile);
    case FX_ASSASSINATE:
      return shape === S_SLOT && choice.slot < (state.zones[1 - seat] as string[]).length;
    default:
      return false;
  }
}

// R-FLIP: a flip turns a tile 180 degrees; it now serves the other seat.
function flip(next: RegalityState, cell: number, events: GameEvent[]): void {
  const here = next.board[cell] as RegalityCell;
  const owner = 1 - here.owner;
  next.board[cell] = makeCell(here.tile, owner, here.faceDown, here.destroyer, here.under);
  events.push({ type: 'flip', cell, tile: here.tile, owner });
}

/** Flip every affectable tile of `cells`; shielded ones glint and stay. */
function flipAll(next: RegalityState, cells: readonly number[], events: GameEvent[]): void {
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i] as number;
    if (canAffect(next.board, c)) flip(next, c, events);
    else if (isShielded(next.board, c)) events.push({ type: 'shield', cell: c, tile: (next.board[c] as RegalityCell).tile });
  }
}

// R-DESTROY: the tile turns face down; it blocks its cell, takes no effect, and is removed when
// the destroyer's next turn begins.
function destroy(next: RegalityState, cell: number, seat: Seat, events: GameEvent[]): void {
  const here = next.board[cell] as RegalityCell;
  next.board[cell] = makeCell(here.tile, here.owner, true, seat, here.under);
  events.push({ type: 'destroy', cell, tile: here.tile, by: seat });
}

// R-BANISH: off the board at once, into the discard.
function banish(next: RegalityState, cell: number, events: GameEvent[]): void {
  const here = next.board[cell] as RegalityCell;
  next.board[cell] = null;
  next.discarded = withAdded(next.discarded, here.tile, here.under);
  events.push({ type: 'banish', cell, tile: here.tile });
}

/**
 * Resolve the chosen effect of the tile on `cell` for `seat` (already checked legal). Returns the
 * cell whose effect `seat` must choose next (a bard's target), or null when the effect is done.
 */
export function resolveEffect(next: RegalityState, cell: number, choice: MoveInfo, seat: Seat, events: GameEvent[]): number | null {
  const here = next.board[cell] as RegalityCell;
  const t = tileIndex(here.tile);
  events.push({ type: 'effect', cell, tile: here.tile, seat });
  const target = choice.cell;
  switch (ACTIVE_FX[t]) {
    case FX_DESTROY:
    case FX_DESTROY_SHIELDED:
      destroy(next, target, seat, events);
      return null;
    case FX_BANISH:
      banish(next, target, events);
      return null;
    case FX_FLIP_ONE:
      flip(next, target, events);
      return null;
    case FX_FLIP_PATTERN:
      flipAll(next, (choice.pattern === 0 ? ORTHOGONAL : DIAGONAL)[cell] as readonly number[], events);
      return null;
    case FX_FLIP_RAY:
      flipAll(next, rayOf(here.owner, cell, choice.dir), events);
      return null;
    case FX_FLIP_ALL:
      flipAll(next, reachOf(t, here.owner, cell), events);
      return null;
    case FX_MOVE: {
      const to = choice.to;
      next.board[to] = next.board[target] as RegalityCell;
      next.board[target] = null;
      events.push({ type: 'move', from: target, to, tile: (next.board[to]).tile });
      return null;
    }
    case FX_RETRIGGER:
      events.push({ type: 'retrigger', cell: target, tile: (next.board[target] as RegalityCell).tile, by: cell, byTile: here.tile });
      return target;
    case FX_RECALL_ALLY:
      recallAlly(next, target, seat, events);
      return null;
    case FX_RECALL_DISCARD:
      recallDiscard(next, choice.tile, seat, events);
      return null;
    case FX_ASSASSINATE:
      resolveAssassin(next, choice.slot, seat, events);
      return null;
    default:
      return null;
  }
}
