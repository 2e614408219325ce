// Numeric lookup tables for the hot paths (move generation and apply in playouts and searches):
// a tile id to its index without a keyed property lookup, and each tile's active effect and the
// cells it reaches as numbers and arrays built once from the tile table (tiles.ts stays the one
// description of the tiles; these are derived from it).

import type { Seat } from '../../../core/contract';
import { ABOVE, ADJACENT, DIAGONAL, ORTHOGONAL } from './board';
import { ALL_TILES, TILES, type Reach, type TileData } from './tiles';

// Tile ids hash without collision on (first letter x 5 + length) mod 128, checked at load below.
const HASH = new Int8Array(128).fill(-1);
const hashOf = (id: string): number => (id.charCodeAt(0) * 5 + id.length) & 127;
ALL_TILES.forEach((id, i) => {
  if (HASH[hashOf(id)] !== -1) throw new Error(`regality: tile hash collision on ${id}`);
  HASH[hashOf(id)] = i;
});

/** The index of `id` in ALL_TILES, or -1 when it is no tile. */
export function tileIndex(id: string): number {
  const i = HASH[(id.charCodeAt(0) * 5 + id.length) & 127] as number;
  return i >= 0 && ALL_TILES[i] === id ? i : -1;
}

/** Active effects as numbers (0: passive tile, or no tile). */
export const FX_NONE = 0;
export const FX_DESTROY = 1;
export const FX_DESTROY_SHIELDED = 2;
export const FX_BANISH = 3;
export const FX_FLIP_ONE = 4; // one of the eight adjacent tiles
export const FX_FLIP_PATTERN = 5; // the orthogonal or the diagonal neighbours, as chosen
export const FX_FLIP_RAY = 6; // every tile along one of eight directions, as chosen
export const FX_FLIP_ALL = 7; // every tile of a fixed set: nothing to choose
export const FX_MOVE = 8;
export const FX_RETRIGGER = 9;
export const FX_RECALL_ALLY = 10;
export const FX_RECALL_DISCARD = 11;
export const FX_ASSASSINATE = 12;

function fxOf(data: TileData): number {
  if (!data.active) return FX_NONE;
  switch (data.effect) {
    case 'destroy':
      return FX_DESTROY;
    case 'destroy-shielded':
      return FX_DESTROY_SHIELDED;
    case 'banish':
      return FX_BANISH;
    case 'flip':
      return data.reach === 'one-adjacent' ? FX_FLIP_ONE : data.reach === 'orth-or-diag' ? FX_FLIP_PATTERN : data.reach === 'ray' ? FX_FLIP_RAY : FX_FLIP_ALL;
    case 'move':
      return FX_MOVE;
    case 'retrigger':
      return FX_RETRIGGER;
    case 'recall-ally':
      return FX_RECALL_ALLY;
    case 'recall-discard':
      return FX_RECALL_DISCARD;
    case 'assassinate':
      return FX_ASSASSINATE;
    default:
      return FX_NONE;
  }
}

/** ACTIVE_FX[tile index]: the tile's active effect (FX_NONE for a passive tile). */
export const ACTIVE_FX: Uint8Array = Uint8Array.from(ALL_TILES, (id) => fxOf(TILES[id] as TileData));

const NO_CELLS: readonly number[] = [];

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
      return NO_CELLS;
  }
}

/** REACH[tile index * 2 + owner][cell]: the cells the tile's effect reaches from `cell`. */
export const REACH: readonly (readonly (readonly number[])[])[] = ALL_TILES.flatMap((id) =>
  [0, 1].map((owner) => Array.from({ length: 9 }, (_, cell) => cellsOf((TILES[id] as TileData).reach, cell, owner))),
);
