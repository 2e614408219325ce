// The turn: place a tile from your zone or the neutral zone, resolve its effect, and pass; the
// end of the game and who wins.

import type { GameEvent, Seat } from '../../../core/contract';
import { allies, canAffect, isCancelled, makeCell, withAdded, withSeat } from './board';
import { ACTIVE_FX, FX_NONE, tileIndex } from './codes';
import { hasEffectChoice } from './effects';
import { PLACE_ROWS } from './moves';
import type { RegalityCell, RegalityMatch, RegalityMove, RegalityResult, RegalityState } from './types';

// R-TOWER: the tower goes on one of its owner's face-up allies (not on an empty cell); the
// covered tile stays under it, has no effect and is not counted. Decision: it leaves the board
// with the tower (both to the discard) if the tower is ever destroyed.
// R-TOWER-SHIELD: covering is a tile effect, and a shielded tile takes none ("ne peut subir aucun
// effet de tuile"; only the pirate's says otherwise): a castle, a temple or a tile beside a sage
// cannot be covered (so Death beside a sage cannot hide under the tower).
export function canPlaceOn(state: RegalityState, tile: string, cell: number, seat: Seat): boolean {
  if (tile === 'tower') return canAffect(state.board, cell) && (state.board[cell] as RegalityCell).owner === seat;
  return state.board[cell] === null;
}

// Scratch lists (module state reused by placeMoves only, never kept past a call).
const EMPTY = new Int8Array(9);
const COVERS = new Int8Array(9);
const ROWS: (readonly RegalityMove[])[] = [];
const TOWER_ROW = PLACE_ROWS[tileIndex('tower')] as readonly RegalityMove[];
const CITIZEN_ROW = PLACE_ROWS[tileIndex('citizen')] as readonly RegalityMove[];

/** Every placement for the current seat: its zone's tiles then the neutrals, in order, cells ascending. */
export function placeMoves(state: RegalityState): RegalityMove[] {
  const { board } = state;
  const seat = state.current;
  const zone = state.zones[seat] as string[];
  const neutral = state.neutral;
  let empty = 0;
  let covers = 0; // cells a tower may go on: the seat's face-up, unshielded allies (R-TOWER-SHIELD)
  for (let c = 0; c < 9; c++) {
    const here = board[c] as RegalityCell | null;
    if (here === null) EMPTY[empty++] = c;
    else if (here.owner === seat && canAffect(board, c)) COVERS[covers++] = c;
  }
  if (state.placed === 0) {
    // R-CITIZEN: only the citizen, wherever it is.
    if (zone.indexOf('citizen') < 0 && neutral.indexOf('citizen') < 0) return [];
    const out = new Array<RegalityMove>(empty);
    for (let j = 0; j < empty; j++) out[j] = CITIZEN_ROW[EMPTY[j] as number] as RegalityMove;
    return out;
  }
  // The rows of the tiles in order; count first, then fill an array of that exact length (no
  // regrowth while pushing). Tiles are unique, so there is at most one tower.
  const tiles = zone.length + neutral.length;
  let n = 0;
  for (let i = 0; i < tiles; i++) {
    const tile = (i < zone.length ? zone[i] : neutral[i - zone.length]) as string;
    const row = PLACE_ROWS[tileIndex(tile)] as readonly RegalityMove[];
    ROWS[i] = row;
    n += row === TOWER_ROW ? covers : empty;
  }
  const out = new Array<RegalityMove>(n);
  let k = 0;
  for (let i = 0; i < tiles; i++) {
    const row = ROWS[i] as readonly RegalityMove[];
    if (row === TOWER_ROW) for (let j = 0; j < covers; j++) out[k++] = row[COVERS[j] as number] as RegalityMove;
    else for (let j = 0; j < empty; j++) out[k++] = row[EMPTY[j] as number] as RegalityMove;
  }
  return out;
}

/** `list` without its element at `index` (a fresh array). */
function without(list: readonly string[], index: number): string[] {
  const out = new Array<string>(list.length - 1);
  for (let i = 0, k = 0; i < list.length; i++) if (i !== index) out[k++] = list[i] as string;
  return out;
}

/**
 * Put `tile` on `cell` for the current seat (already checked legal: the tile is `zone[inZone]`,
 * or `neutral[inNeutral]` when `inZone` is -1); then its effect, or the turn ends.
 */
export function place(next: RegalityState, tile: string, cell: number, inZone: number, inNeutral: number, events: GameEvent[]): void {
  const seat = next.current;
  const fromZone = inZone >= 0;
  if (fromZone) {
    next.zones = withSeat(next.zones, seat, without(next.zones[seat] as string[], inZone));
    const secret = next.secret[seat] as string[];
    const inSecret = secret.length === 0 ? -1 : secret.indexOf(tile);
    if (inSecret >= 0) next.secret = withSeat(next.secret, seat, without(secret, inSecret));
  } else next.neutral = without(next.neutral, inNeutral);
  next.placed++;
  const covered = tile === 'tower' ? (next.board[cell] as RegalityCell).tile : null;
  // R-FACING: a placed tile points toward the opponent, so it is the placer's ally.
  next.board[cell] = makeCell(tile, seat, false, null, covered);
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
  if (ACTIVE_FX[tileIndex(tile)] !== FX_NONE) {
    if (isCancelled(next.board, cell)) events.push({ type: 'cancelled', cell, tile });
    else if (hasEffectChoice(next, cell, next.current)) {
      next.phase = 'effect';
      next.pending = { cell, retrigger };
      return;
    }
  }
  endTurn(next, events);
}

// R-END-FULL (issue 26): the game ends once the board is full, every cell holding a tile (face-down
// ones included: "vous ne pouvez pas placer de tuile dessus"), after the last tile's effect ("après
// que l'effet de la dernière placée ait été appliqué").
export function endTurn(next: RegalityState, events: GameEvent[]): void {
  next.phase = 'place';
  next.pending = null;
  const { board } = next;
  let full = true;
  for (let c = 0; c < 9; c++) {
    if (board[c] === null) {
      full = false;
      break;
    }
  }
  if (full) return finish(next, events);
  next.current = 1 - next.current;
  startTurn(next, events);
}

/** A turn begins: the tiles its player destroyed are removed; a player with nothing to place loses. */
function startTurn(next: RegalityState, events: GameEvent[]): void {
  const seat = next.current;
  events.push({ type: 'turn', seat });
  const { board } = next;
  let anyEmpty = false;
  let anyCover = false; // a face-up, unshielded ally of the seat, for a tower to go on
  for (let c = 0; c < 9; c++) {
    const here = board[c] as RegalityCell | null;
    if (here === null) anyEmpty = true;
    else if (here.faceDown) {
      if (here.destroyer === seat) {
        board[c] = null;
        anyEmpty = true;
        next.discarded = withAdded(next.discarded, here.tile, here.under);
        events.push({ type: 'remove', cell: c, tile: here.tile });
      }
    } else if (here.owner === seat && canAffect(board, c)) anyCover = true;
  }
  // R-NO-TILE: nothing to place (decision: nowhere to place it counts too, e.g. a lone tower
  // with no ally to cover) loses the game.
  if (!canPlaceFrom(next.zones[seat] as string[], anyEmpty, anyCover) && !canPlaceFrom(next.neutral, anyEmpty, anyCover)) {
    const scores = allies(next.board);
    scores[seat] = 0;
    conclude(next, { winners: [1 - seat], scores, reason: 'no-tile' }, events);
  }
}

function canPlaceFrom(tiles: readonly string[], anyEmpty: boolean, anyCover: boolean): boolean {
  for (let i = 0; i < tiles.length; i++) if (tiles[i] === 'tower' ? anyCover : anyEmpty) return true;
  return false;
}

// R-WIN: most allies (face-up tiles) wins; a face-down tile counts for nobody, so equal is a draw.
// R-TILE-DEATH: whoever has a face-up death as an ally loses whatever the count (the points option
// scores that seat 0); a face-down death is nobody's ally.
function finish(next: RegalityState, events: GameEvent[]): void {
  const scores = allies(next.board);
  for (let c = 0; c < 9; c++) {
    const here = next.board[c] as RegalityCell;
    if (here.tile === 'death' && !here.faceDown) {
      scores[here.owner] = 0;
      return conclude(next, { winners: [1 - here.owner], scores, reason: 'death' }, events);
    }
  }
  const [a, b] = scores;
  conclude(next, a === b ? { winners: [], scores, reason: 'draw' } : { winners: [a > b ? 0 : 1], scores, reason: 'majority' }, events);
}

function conclude(next: RegalityState, result: RegalityResult, events: GameEvent[]): void {
  next.result = result;
  events.push({ type: 'over', winners: result.winners, scores: result.scores, reason: result.reason });
  const m = next.match;
  if (!m) {
    next.status = 'over';
    return;
  }
  // R-MATCH: a game of a match ends; the match goes on, or it is over.
  const wins = m.wins.slice();
  const points = m.points.slice();
  for (let i = 0; i < result.winners.length; i++) {
    const w = result.winners[i] as Seat;
    wins[w] = (wins[w] ?? 0) + 1;
  }
  for (let seat = 0; seat < 2; seat++) points[seat] = (points[seat] ?? 0) + (result.scores[seat] ?? 0);
  const match: RegalityMatch = { ...m, wins, points, results: [...m.results, result] };
  next.match = match;
  const winners = matchWinners(match);
  if (winners) {
    match.winners = winners;
    next.status = 'over';
    events.push({ type: 'match-over', winners, wins, points, mode: match.mode });
    return;
  }
  // R-MATCH-CHOOSE: the loser chooses who starts the next game. Decision (R-MATCH-DRAW): after a
  // drawn game (it scores a win for nobody) the player who went second in it chooses, as the
  // rulebook names no loser then.
  next.phase = 'between';
  next.pending = null;
  next.current = result.winners.length === 1 ? 1 - (result.winners[0] as Seat) : 1 - next.first;
  events.push({ type: 'match-next', game: match.game + 1, chooser: next.current, wins, points });
}

// R-MATCH-BEST-OF-THREE: the first to win two games wins the match; a drawn game counts for no one
// (decision: the match goes on until a seat has two wins). R-MATCH-POINTS: after the chosen number
// of games, the most points (allies summed; 0 for a game lost to Death or to having nothing to
// place) wins; equal points draw the match.
function matchWinners(m: RegalityMatch): Seat[] | null {
  const [a = 0, b = 0] = m.mode === 'points' ? m.points : m.wins;
  if (m.mode === 'best-of-three') return a >= 2 ? [0] : b >= 2 ? [1] : null;
  if (m.results.length < m.games) return null;
  return a === b ? [] : [a > b ? 0 : 1];
}
