// Where everything sits on the Regality table, in design coordinates (below the host's 72 px bar).
// The wide table (desktop) uses the constants below; a phone held sideways (compact mode,
// src/ui/viewport.ts) lays the table out with `tableGeometry(viewport())`: the kingdom as tall as
// the window on the left, the zones in a column of rows of four beside it, the panel and the
// discard in the strip on the right. `Seating` turns the table for the seat drawn below the kingdom.
import type { Direction } from '../rules';
import type { Viewport } from '../../../ui/viewport';

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

type Pt = { x: number; y: number };
type Rect = { x: number; y: number; w: number; h: number };

/** How many tiles each of the three groups of the zone column holds: the far zone, the neutral zone (or draft pool), the near zone. */
export interface ZoneCounts {
  far: number;
  neutral: number;
  near: number;
}

/**
 * The table's geometry: one object the scene reads everything from. `wide` is today's desktop
 * table, exactly; `compact` the phone's. Rows of the zone column depend on how many tiles each
 * group holds, so the scene hands the counts in (`setCounts`) before it draws.
 */
export interface TableGeometry {
  compact: boolean;
  cell: number;
  boardTile: number;
  /** The largest zone tile (the neutral zone's; the draft pool's). */
  zoneTile: number;
  miniTile: number;
  board: Pt;
  /** The parchment square's side. */
  span: number;
  cellXY(cell: number): Pt;
  /** Tile `i` of `count` of the near (row 0) or far (row 1) zone. */
  zoneXY(row: number, i: number, count: number): Pt;
  zoneSize(count: number): number;
  neutralXY(i: number): Pt;
  neutralTitle: Pt;
  discardXY(i: number): Pt;
  discardTitle: Pt;
  /** The most discarded tiles drawn (the rest are named on the discard's card). */
  discardShown: number;
  /** The discard's area (compact: a tap shows its card). */
  discardArea: Rect;
  panel: Rect;
  /** The coloured bands behind the near and far zones, and the dark areas behind the neutral zone and the discard. */
  bands(): { near: Rect; far: Rect; neutral: Rect | null; discard: Rect };
  setCounts(c: ZoneCounts): void;
  /** Where explain-once cards go: centre x, top y and width (compact), or centre (wide, its top kept at or below `top`). */
  explainAt: { x: number; y: number; width: number; top?: number };
  /**
   * A phone: where a tip goes when the panel has no room for it under its lines (an effect's
   * buttons fill it): the zone column, its centre x and its top and foot.
   */
  tipColumn?: { x: number; top: number; bottom: number };
  coachAt: { x: number; y: number; width: number };
  /** Where a tile's card goes (compact): centre x, top y, width. */
  cardAt: { x: number; y: number; width: number };
}

export const wideGeometry = (): TableGeometry => ({
  compact: false,
  cell: CELL,
  boardTile: BOARD_TILE,
  zoneTile: ZONE_TILE,
  miniTile: MINI_TILE,
  board: BOARD,
  span: CELL * 3 + 24,
  cellXY,
  zoneXY,
  zoneSize: zoneTile,
  neutralXY,
  neutralTitle: NEUTRAL,
  discardXY,
  discardTitle: DISCARD,
  discardShown: 99,
  discardArea: { x: DISCARD.x, y: DISCARD.y + 163, w: 250, h: 370 },
  panel: PANEL,
  bands: () => ({
    near: { x: 750, y: 806, w: 756, h: 116 },
    far: { x: 750, y: 168, w: 756, h: 116 },
    neutral: { x: NEUTRAL.x, y: NEUTRAL.y + 168, w: 250, h: 380 },
    discard: { x: DISCARD.x, y: DISCARD.y + 163, w: 250, h: 370 },
  }),
  setCounts: () => undefined,
  // Over the discard and the free floor beside it, left of the kingdom, its top under the neutral
  // tiles: never over the panel's scores, its instructions, the effect's buttons or the lesson's
  // card (issue 30 item 1: the first tips hid the allies' score and the lesson card), nor the
  // neutral tiles, the zones or the kingdom. The discard is only shown (no move drops a tile
  // there), and a tip goes at the next move.
  // (regality-teaching.ts puts it in the panel, under its lines, where there is room: as wide)
  explainAt: { x: 268, y: 0, width: PANEL.w - 16, top: NEUTRAL.y + 366 },
  coachAt: { x: PANEL.x, y: 640, width: 390 },
  cardAt: { x: PANEL.x, y: 100, width: 480 },
});

/**
 * The phone's panel from its top, in type of `f` px (regality-panel.ts): the turn and phase line,
 * the gold rule under it, the two sides' allies, and where what follows them starts (the match's
 * score, the instructions; an explain-once card, which leaves the lines above it in sight).
 */
export function compactPanelRows(panelTop: number, f: number): { phase: number; rule: number; scores: number; below: number } {
  const phase = panelTop + 20;
  const rule = phase + (f + 4) * 2.5 + 8;
  const scores = rule + 14;
  return { phase, rule, scores, below: scores + 2 * f * 1.3 + 6 };
}

/** The phone's table: the kingdom on the left as tall as the window allows, zones in rows of four, the panel on the right. */
export function compactGeometry(vp: Viewport): TableGeometry {
  const top = 80;
  const bottom = 894;
  const perRow = 4;
  // A zone's tile wide enough for a long name on two lines in the phone's least letters ('Enchan-'
  // over 'teresse', newcomer s36 item 4): the room is the board's, a little smaller, the panel kept.
  const tapTile = Math.max(104, vp.minTap + 2);
  const tile = Math.max(tapTile, Math.ceil(vp.minFont * 4.2));
  const span = bottom - top - 4 - perRow * (tile - tapTile);
  const cell = Math.floor((span - 24) / 3);
  const board = { x: 8 + span / 2, y: (top + bottom) / 2 };
  const colLeft = board.x + span / 2 + 14;
  const gap = 8;
  const colW = perRow * (tile + gap);
  const colX = colLeft + colW / 2;
  const right = vp.right - 8;
  const panelLeft = colLeft + colW + 12;
  const discardH = 132;
  const panel = { x: (panelLeft + right) / 2, y: (top + bottom - discardH - 8) / 2, w: right - panelLeft, h: bottom - top - discardH - 8 };
  const titleH = vp.minFont + 12;
  let counts: ZoneCounts = { far: 7, neutral: 5, near: 8 };
  const rows = (n: number): number => Math.ceil(n / perRow);
  /** The rows' pitch: a tile and a gap, less when too many rows share the column. */
  const pitch = (): number => {
    const n = rows(counts.far) + rows(counts.near) + rows(counts.neutral);
    const free = bottom - top - (counts.neutral > 0 ? titleH + 2 * gap : gap);
    return Math.min(tile + gap, Math.floor(free / Math.max(1, n)));
  };
  const inRow = (i: number, count: number): number => {
    const r = Math.floor(i / perRow);
    const last = rows(count) - 1;
    return r < last ? perRow : count - last * perRow;
  };
  const rowX = (i: number, count: number, step: number): number => colX + ((i % perRow) - (inRow(i, count) - 1) / 2) * step;
  const farBottom = (): number => top + rows(counts.far) * pitch();
  const nearTop = (): number => bottom - rows(counts.near) * pitch();
  const neutralTop = (): number => {
    const h = titleH + rows(counts.neutral) * pitch();
    return (farBottom() + nearTop()) / 2 - h / 2;
  };
  const discardTop = bottom - discardH;
  const mini = 56;
  const discardShown = Math.floor((panel.w - 24) / (mini + 8));
  const geo: TableGeometry = {
    compact: true,
    cell,
    boardTile: Math.round(cell * 0.9),
    zoneTile: tile,
    miniTile: mini,
    board,
    span,
    cellXY: (n) => ({ x: board.x + ((n % 3) - 1) * cell, y: board.y + (Math.floor(n / 3) - 1) * cell }),
    zoneXY(row, i, count) {
      const p = pitch();
      const r = Math.floor(i / perRow);
      const y0 = row === 1 ? top + p / 2 : nearTop() + p / 2;
      return { x: rowX(i, count, tile + gap), y: y0 + r * p };
    },
    zoneSize: () => Math.min(tile, pitch() - 4),
    neutralXY(i) {
      const p = pitch();
      return { x: rowX(i, counts.neutral, tile + gap), y: neutralTop() + titleH + p / 2 + Math.floor(i / perRow) * p };
    },
    get neutralTitle() {
      return { x: colX, y: neutralTop() + titleH / 2 };
    },
    discardXY: (i) => ({ x: panelLeft + 16 + mini / 2 + i * (mini + 8), y: discardTop + titleH + 8 + mini / 2 }),
    discardTitle: { x: panelLeft + 16, y: discardTop + titleH / 2 + 4 },
    discardShown,
    discardArea: { x: panel.x, y: discardTop + discardH / 2, w: panel.w, h: discardH },
    panel,
    bands() {
      const p = pitch();
      const hFar = rows(counts.far) * p;
      const hNear = rows(counts.near) * p;
      const nt = neutralTop();
      return {
        far: { x: colX, y: top + hFar / 2, w: colW + 4, h: Math.max(hFar, 8) },
        near: { x: colX, y: bottom - hNear / 2, w: colW + 4, h: Math.max(hNear, 8) },
        neutral: counts.neutral > 0 ? { x: colX, y: nt + (titleH + rows(counts.neutral) * p) / 2, w: colW + 4, h: titleH + rows(counts.neutral) * p } : null,
        discard: { x: panel.x, y: discardTop + discardH / 2, w: panel.w, h: discardH },
      };
    },
    setCounts(c) {
      counts = { ...c };
    },
    // In the panel under its lines (the turn, the allies, the match, the instructions: never over
    // them), down over the discard, which is only shown; where an effect's buttons leave no room
    // there, over the zone column (no zone tile is a target then). As wide as the column, so it
    // fits either place; Teaching.placeTip moves it as the panel changes.
    explainAt: { x: panel.x, y: compactPanelRows(top, vp.minFont).below - 4, width: Math.min(panel.w - 8, colW) },
    tipColumn: { x: colX, top: top + 4, bottom },
    coachAt: { x: panel.x, y: panel.y + 120, width: panel.w },
    cardAt: { x: (colLeft + right) / 2, y: top + 4, width: Math.min(940, right - colLeft) },
  };
  return geo;
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

/**
 * The table as the viewer sees it: the viewer's seat sits below the kingdom (seat 0 for a
 * spectator), the kingdom turned half round when that is seat 1, its tiles upright.
 */
export class Seating {
  private below = 0;

  constructor(
    readonly geo: TableGeometry,
    viewer: number,
  ) {
    this.setViewer(viewer);
  }

  /** The seat drawn at the bottom: the viewer's (seat 0 for a spectator). */
  get bottom(): number {
    return this.below;
  }

  setViewer(viewer: number): void {
    this.below = viewer === 1 ? 1 : 0;
  }

  /** Where cell `n` is drawn: the kingdom turned half round when seat 1 sits below. */
  cellAt(n: number): Pt {
    return this.geo.cellXY(this.below === 1 ? 8 - n : n);
  }

  /** The angle of a tile serving `owner`: upright for the bottom seat. */
  angleFor(owner: number): number {
    return owner === this.below ? 0 : 180;
  }

  /** Tile `i` of `count` of a seat's zone: the bottom seat's row below the kingdom. */
  zoneAt(seat: number, i: number, count: number): Pt {
    return this.geo.zoneXY(seat === this.below ? 0 : 1, i, count);
  }

  /**
   * Where an effect's direction button goes: on the first cell the way goes (on its middle, clear
   * of the name bands at the cells' edges), or on the tile's own edge where that way leaves the
   * kingdom; and which way it points on the screen.
   */
  arrowAt(cell: number, owner: number, direction: Direction): { x: number; y: number; dc: number; dr: number } {
    const [c0, r0] = directionOffset(direction, owner);
    const [dc, dr] = this.below === 1 ? [-c0, -r0] : [c0, r0];
    const { x, y } = this.cellAt(cell);
    const CELL = this.geo.cell;
    const B = this.geo.board;
    const inside = Math.abs(x + dc * CELL - B.x) < CELL * 1.5 && Math.abs(y + dr * CELL - B.y) < CELL * 1.5;
    const d = inside ? CELL : CELL * 0.5;
    return { x: x + dc * d, y: y + dr * d, dc, dr };
  }
}
