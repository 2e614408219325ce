// The 3x3 kingdom: neighbour tables per cell (built once), and the questions every effect asks
// of a cell: is a tile there, face up, shielded, its active effect cancelled?

import type { Seat } from '../../../core/contract';
import { TILES, hasOwnShield } from './tiles';
import type { RegalityCell } from './types';

export const CELLS = 9;
type Board = readonly (RegalityCell | null)[];

const rowOf = (c: number): number => Math.floor(c / 3);
const colOf = (c: number): number => c % 3;
const inside = (r: number, c: number): boolean => r >= 0 && r < 3 && c >= 0 && c < 3;

/** Offsets (row, col) clockwise from straight ahead for a tile of seat 0, which points to row 0. */
const OFFSETS: readonly (readonly [number, number])[] = [[-1, 0], [-1, 1], [0, 1], [1, 1], [1, 0], [1, -1], [0, -1], [-1, -1]];

function cellsAt(cell: number, offsets: readonly (readonly [number, number])[]): number[] {
  const out: number[] = [];
  for (const [dr, dc] of offsets) {
    const r = rowOf(cell) + dr;
    const c = colOf(cell) + dc;
    if (inside(r, c)) out.push(r * 3 + c);
  }
  return out.sort((a, b) => a - b);
}

const range9 = Array.from({ length: CELLS }, (_, c) => c);
const ORTHO_OFFSETS = OFFSETS.filter(([dr, dc]) => dr === 0 || dc === 0);
const DIAG_OFFSETS = OFFSETS.filter(([dr, dc]) => dr !== 0 && dc !== 0);

/** Neighbours in ascending cell order. */
export const ADJACENT: readonly (readonly number[])[] = range9.map((c) => cellsAt(c, OFFSETS));
export const ORTHOGONAL: readonly (readonly number[])[] = range9.map((c) => cellsAt(c, ORTHO_OFFSETS));
export const DIAGONAL: readonly (readonly number[])[] = range9.map((c) => cellsAt(c, DIAG_OFFSETS));
/** The two cells on a tile's sides (left and right are the same cells whichever way it points). */
export const SIDES: readonly (readonly number[])[] = range9.map((c) => cellsAt(c, [[0, -1], [0, 1]]));

/** Turn an offset of seat 0's frame into `seat`'s: seat 1's tiles point the other way. */
const facing = (seat: Seat, [dr, dc]: readonly [number, number]): [number, number] => (seat === 0 ? [dr, dc] : [-dr, -dc]);

/** ABOVE[seat][cell]: the (up to) three cells ahead of a tile of `seat` on `cell`. */
export const ABOVE: readonly (readonly (readonly number[])[])[] = [0, 1].map((seat) =>
  range9.map((c) => cellsAt(c, [[-1, -1], [-1, 0], [-1, 1]].map((o) => facing(seat, o as [number, number])))),
);

/** RAY[seat][cell][direction]: every cell from `cell` to the edge, nearest first. */
export const RAY: readonly (readonly (readonly (readonly number[])[])[])[] = [0, 1].map((seat) =>
  range9.map((cell) =>
    OFFSETS.map((o) => {
      const [dr, dc] = facing(seat, o);
      const out: number[] = [];
      for (let r = rowOf(cell) + dr, c = colOf(cell) + dc; inside(r, c); r += dr, c += dc) out.push(r * 3 + c);
      return out;
    }),
  ),
);

// R-SHIELD: castle, temple and tower bear the shield; a sage lends it to the tiles on its two
// sides, face down too (R-PASSIVE-FACEDOWN, issue 26: a destroyed tile keeps its passive effect
// until it leaves the board, "Aucune n'a d'effet une fois retirée du plateau"). A shielded tile
// takes no effect but the pirate's; a face-down tile is never a target, shielded or not.
export function isShielded(board: Board, cell: number): boolean {
  const here = board[cell];
  return here != null && !here.faceDown && bearsShield(board, cell, here.tile);
}

/** Whether face-up `tile` on `cell` bears the shield, of its own or from a sage beside it. */
function bearsShield(board: Board, cell: number, tile: string): boolean {
  if (hasOwnShield(tile)) return true;
  const sides = SIDES[cell] as readonly number[];
  for (let i = 0; i < sides.length; i++) {
    const side = board[sides[i] as number];
    if (side && side.tile === 'sage') return true;
  }
  return false;
}

/** A tile an ordinary effect may act on: face up and not shielded. */
export function canAffect(board: Board, cell: number): boolean {
  const here = board[cell];
  return here != null && !here.faceDown && !bearsShield(board, cell, here.tile);
}

// R-CANCEL: a shaman cancels the active effects of its 4 orthogonal neighbours, a sorceress those
// of its 4 diagonal ones, face down too until it leaves the board (R-PASSIVE-FACEDOWN). Decision: cancelling is an effect on the tile, so a
// shielded tile (beside a sage) keeps its effect.
export function isCancelled(board: Board, cell: number): boolean {
  if (isShielded(board, cell)) return false;
  const ortho = ORTHOGONAL[cell] as readonly number[];
  for (let i = 0; i < ortho.length; i++) {
    const n = board[ortho[i] as number];
    if (n && n.tile === 'shaman') return true;
  }
  const diag = DIAGONAL[cell] as readonly number[];
  for (let i = 0; i < diag.length; i++) {
    const n = board[diag[i] as number];
    if (n && n.tile === 'sorceress') return true;
  }
  return false;
}

export function emptyCells(board: Board): number {
  let n = 0;
  for (let c = 0; c < CELLS; c++) if (board[c] === null) n++;
  return n;
}

/** Allies of each seat: face-up tiles pointing away from it (a covered tile is not on the board). */
export function allies(board: Board): [number, number] {
  const count: [number, number] = [0, 0];
  for (let c = 0; c < CELLS; c++) {
    const here = board[c];
    if (here && !here.faceDown) count[here.owner === 0 ? 0 : 1]++;
  }
  return count;
}

/** The active effect data of a tile, or null for passive tiles. */
export const activeOf = (tile: string) => {
  const data = TILES[tile];
  return data && data.active ? data : null;
};

/**
 * A new cell object. Every cell the rules make comes from here, so all share one hidden class and
 * the hot loops that read cells stay monomorphic (spread copies and literals made V8 keep ~10).
 */
export const makeCell = (tile: string, owner: Seat, faceDown: boolean, destroyer: Seat | null, under: string | null): RegalityCell => ({
  tile, owner, faceDown, destroyer, under,
});

/** A fresh copy of `list` with `tile` added at its end, and `under` after it where there is one. */
export function withAdded(list: readonly string[], tile: string, under: string | null): string[] {
  const n = list.length;
  const out = new Array<string>(under ? n + 2 : n + 1);
  for (let i = 0; i < n; i++) out[i] = list[i] as string;
  out[n] = tile;
  if (under) out[n + 1] = under;
  return out;
}

/** `lists` with `seat`'s entry replaced (two seats; the other list is shared, not copied). */
export const withSeat = <T>(lists: readonly T[], seat: Seat, list: T): T[] => (seat === 0 ? [list, lists[1] as T] : [lists[0] as T, list]);
