// The turn: place a tile from your zone or the neutral zone, resolve its effect, and pass; the
// end of the game and who wins.

import type { GameEvent, Seat } from '../../../core/contract';
import { allies, faceUp, isCancelled, withSeat } from './board';
import { effectChoices } from './effects';
import { PLACE } from './moves';
import { TILES } from './tiles';
import type { RegalityCell, RegalityMove, RegalityResult, RegalityState } from './types';

// R-TOWER: the tower goes on one of its owner's face-up allies (not on an empty cell); the
// covered tile stays under it, has no effect and is not counted. Decision: it leaves the board
// with the tower (both to the discard) if the tower is ever destroyed.
export function canPlaceOn(state: RegalityState, tile: string, cell: number, seat: Seat): boolean {
  if (tile === 'tower') {
    const here = faceUp(state.board, cell);
    return here !== null && here.owner === seat;
  }
  return state.board[cell] === null;
}

/** Tiles `seat` may place now: its zone, then the neutral zone (the citizen alone at first). */
function placeable(state: RegalityState, seat: Seat): readonly string[][] {
  return [state.zones[seat] as string[], state.neutral];
}

export function isAvailable(state: RegalityState, tile: string, seat: Seat): boolean {
  // R-CITIZEN: the first tile of the game is the citizen.
  if (state.placed === 0 && tile !== 'citizen') return false;
  return (state.zones[seat] as string[]).includes(tile) || state.neutral.includes(tile);
}

export function placeMoves(state: RegalityState): RegalityMove[] {
  const seat = state.current;
  const { board } = state;
  const empty: number[] = [];
  for (let cell = 0; cell < 9; cell++) if (board[cell] === null) empty.push(cell);
  const out: RegalityMove[] = [];
  pushPlacements(state, state.zones[seat] as string[], empty, out);
  pushPlacements(state, state.neutral, empty, out);
  return out;
}

/** Append every placement of `tiles` (in their order, cells ascending) to `out`. */
function pushPlacements(state: RegalityState, tiles: readonly string[], empty: readonly number[], out: RegalityMove[]): void {
  for (let i = 0; i < tiles.length; i++) {
    const tile = tiles[i] as string;
    if (state.placed === 0 && tile !== 'citizen') continue;
    const moves = PLACE[tile] as readonly RegalityMove[];
    if (tile === 'tower') {
      for (let cell = 0; cell < 9; cell++) if (canPlaceOn(state, tile, cell, state.current)) out.push(moves[cell] as RegalityMove);
    } else for (let j = 0; j < empty.length; j++) out.push(moves[empty[j] as number] as RegalityMove);
  }
}

function canPlaceAny(state: RegalityState, seat: Seat): boolean {
  const anyEmpty = state.board.includes(null);
  for (const group of placeable(state, seat)) {
    for (const tile of group) {
      if (tile !== 'tower') {
        if (anyEmpty) return true;
      } else for (let cell = 0; cell < 9; cell++) if (canPlaceOn(state, tile, cell, seat)) return true;
    }
  }
  return false;
}

/** Put `tile` on `cell` for the current seat (already checked legal); then its effect, or the turn ends. */
export function place(next: RegalityState, tile: string, cell: number, events: GameEvent[]): void {
  const seat = next.current;
  const zone = next.zones[seat] as string[];
  const fromZone = zone.includes(tile);
  if (fromZone) {
    next.zones = withSeat(next.zones, seat, zone.filter((t) => t !== tile));
    const secret = next.secret[seat] as string[];
    if (secret.includes(tile)) next.secret = withSeat(next.secret, seat, secret.filter((t) => t !== tile));
  } else next.neutral = next.neutral.filter((t) => t !== tile);
  next.placed++;
  const covered = tile === 'tower' ? (next.board[cell] as RegalityCell).tile : null;
  // R-FACING: a placed tile points toward the opponent, so it is the placer's ally.
  next.board[cell] = { tile, owner: seat, faceDown: false, destroyer: null, under: covered };
  events.push({ type: 'place', seat, tile, cell, from: fromZone ? 'zone' : 'neutral' });
  if (covered !== null) events.push({ type: 'tower-lowered', seat, cell, covered });
  startEffect(next, cell, false, events);
}

/**
 * Enter the effect phase for the tile on `cell` if its active effect is on and has a choice;
 * otherwise end the turn. `retrigger`: a bard's target, which may not be declined.
 */
export function startEffect(next: RegalityState, cell: number, retrigger: boolean, events: GameEvent[]): void {
  const tile = (next.board[cell] as RegalityCell).tile;
  if (TILES[tile]?.active) {
    if (isCancelled(next.board, cell)) events.push({ type: 'cancelled', cell, tile });
    else if (effectChoices(next, cell, next.current).length > 0) {
      next.phase = 'effect';
      next.pending = { cell, retrigger };
      return;
    }
  }
  endTurn(next, events);
}

// R-END: the game ends once nine face-up tiles fill the board after an effect resolves.
export function endTurn(next: RegalityState, events: GameEvent[]): void {
  next.phase = 'place';
  next.pending = null;
  let up = 0;
  for (let c = 0; c < 9; c++) if (faceUp(next.board, c)) up++;
  if (up === 9) return finish(next, events);
  next.current = 1 - next.current;
  startTurn(next, events);
}

/** A turn begins: the tiles its player destroyed are removed; a player with nothing to place loses. */
function startTurn(next: RegalityState, events: GameEvent[]): void {
  const seat = next.current;
  events.push({ type: 'turn', seat });
  for (let c = 0; c < 9; c++) {
    const here = next.board[c];
    if (here?.faceDown && here.destroyer === seat) {
      next.board[c] = null;
      next.discarded = here.under ? [...next.discarded, here.tile, here.under] : [...next.discarded, here.tile];
      events.push({ type: 'remove', cell: c, tile: here.tile });
    }
  }
  // R-NO-TILE: nothing to place (decision: nowhere to place it counts too, e.g. a lone tower
  // with no ally to cover) loses the game.
  if (!canPlaceAny(next, seat)) {
    const scores = allies(next.board);
    scores[seat] = 0;
    conclude(next, { winners: [1 - seat], scores, reason: 'no-tile' }, events);
  }
}

// R-WIN: most allies wins, equal is a draw. R-TILE-DEATH: whoever has a face-up death as an ally
// loses whatever the count (the points option scores that seat 0).
function finish(next: RegalityState, events: GameEvent[]): void {
  const scores = allies(next.board);
  for (let c = 0; c < 9; c++) {
    const here = next.board[c] as RegalityCell;
    if (here.tile === 'death') {
      scores[here.owner] = 0;
      return conclude(next, { winners: [1 - here.owner], scores, reason: 'death' }, events);
    }
  }
  const [a, b] = scores;
  conclude(next, a === b ? { winners: [], scores, reason: 'draw' } : { winners: [a > b ? 0 : 1], scores, reason: 'majority' }, events);
}

function conclude(next: RegalityState, result: RegalityResult, events: GameEvent[]): void {
  next.status = 'over';
  next.result = result;
  events.push({ type: 'over', winners: result.winners, scores: result.scores, reason: result.reason });
}

