// Where everything sits on the Regality table, in design coordinates (below the host's 72 px bar).
import type { Direction } from '../rules';

export const CELL = 140;
export const BOARD_TILE = 126;
export const ZONE_TILE = 96;
export const MINI_TILE = 58;
export const BOARD = { x: 760, y: 488 };
export const ZONE_Y = [806, 168] as const; // seat 0 below the kingdom, seat 1 above it
export const ZONE_X = 760;
export const NEUTRAL = { x: 240, y: 112 };
export const DISCARD = { x: 240, y: 520 };
export const PANEL = { x: 1335, y: 488, w: 400, h: 790 };

export function cellXY(cell: number): { x: number; y: number } {
  return { x: BOARD.x + ((cell % 3) - 1) * CELL, y: BOARD.y + (Math.floor(cell / 3) - 1) * CELL };
}

/** The zone rows' width: the band between the neutral zone and the panel. */
const ZONE_SPAN = 744;

/** The n-th of `count` tiles of a zone row (row 0 below the kingdom, 1 above it). */
export function zoneXY(row: number, i: number, count: number): { x: number; y: number } {
  const step = Math.min(ZONE_TILE + 10, ZONE_SPAN / Math.max(1, count));
  return { x: ZONE_X + (i - (count - 1) / 2) * step, y: ZONE_Y[row === 1 ? 1 : 0] };
}

/** The size of each of `count` tiles in a zone row: smaller when 8 or more share it, so none overlaps. */
export const zoneTile = (count: number): number => Math.min(ZONE_TILE, Math.floor(Math.min(ZONE_TILE + 10, ZONE_SPAN / Math.max(1, count)) - 6));

export function neutralXY(i: number): { x: number; y: number } {
  return { x: NEUTRAL.x + ((i % 2) - 0.5) * (ZONE_TILE + 12), y: NEUTRAL.y + 80 + Math.floor(i / 2) * (ZONE_TILE + 10) };
}

export function discardXY(i: number): { x: number; y: number } {
  return { x: DISCARD.x + ((i % 3) - 1) * (MINI_TILE + 8), y: DISCARD.y + 62 + Math.floor(i / 3) * (MINI_TILE + 8) };
}

/** Screen offsets (col, row) of each direction for a tile of seat 0; seat 1's point the other way. */
const OFFSETS: Record<Direction, [number, number]> = {
  ahead: [0, -1],
  'ahead-right': [1, -1],
  right: [1, 0],
  'behind-right': [1, 1],
  behind: [0, 1],
  'behind-left': [-1, 1],
  left: [-1, 0],
  'ahead-left': [-1, -1],
};

export function directionOffset(direction: Direction, owner: number): [number, number] {
  const [c, r] = OFFSETS[direction];
  return owner === 1 ? [-c, -r] : [c, r];
}
