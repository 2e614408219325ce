// The menu's picture of Regality vs Religion (src/ui/emblems.ts), its tiles worked out here without
// Phaser (a unit test reads them): drawn by the table's rule (tile-view.ts, the rules page, the
// lesson): a tile's body in its own side's colour, its rim in the colour of the side it serves,
// its point toward the opponent of the player it serves (Regality sits below: its allies point up).

import { SERVES_COLOUR as SERVES, SIDE_COLOUR as SIDE } from './colours';

export interface EmblemTile {
  /** The side the tile belongs to (its body's colour). */
  side: keyof typeof SIDE;
  /** The seat it serves: 0 Regality (below), 1 Religion (above). */
  serves: 0 | 1;
  body: number;
  rim: number;
  /** Its outline, a square whose edge toward the opponent rises to a point; `tip` is that point. */
  points: { x: number; y: number }[];
  tip: { x: number; y: number };
  centre: { x: number; y: number };
}

/** The emblem's 3x3 kingdom, `size` square centred on (0, 0): its cell and its three tiles. */
export function regalityEmblemTiles(size: number): { cell: number; tiles: EmblemTile[] } {
  const cell = size * 0.27;
  const o = -cell * 1.5;
  const at = (c: number, r: number): { x: number; y: number } => ({ x: o + cell * (c + 0.5), y: o + cell * (r + 0.5) });
  const tile = (side: EmblemTile['side'], serves: 0 | 1, centre: { x: number; y: number }): EmblemTile => {
    const h = cell * 0.4;
    const k = h * 0.55;
    const d = serves === 0 ? -1 : 1; // the point: up for Regality's allies, down for Religion's
    const pts = [{ x: 0, y: d * h }, { x: h, y: d * (h - k) }, { x: h, y: -d * h }, { x: -h, y: -d * h }, { x: -h, y: d * (h - k) }];
    const points = pts.map((p) => ({ x: centre.x + p.x, y: centre.y + p.y }));
    return { side, serves, body: SIDE[side], rim: SERVES[serves] ?? 0, points, tip: points[0] as { x: number; y: number }, centre };
  };
  return {
    cell,
    tiles: [
      tile('regality', 0, at(0, 2)), // a red tile, Regality's ally, pointing up
      tile('religion', 1, at(2, 0)), // a blue tile, Religion's ally, pointing down
      tile('religion', 0, at(1, 1)), // a blue tile turned to Regality: blue, red rim, pointing up
    ],
  };
}
