// Where things lie on the Castle Panic table, in design coordinates (1600 x 900): the round
// board on the left, filling the height under the host's bar; the phase, the piles and the other
// hands on the right; the current player's hand at the bottom right.
import type { Ring } from '../rules';

export const BOARD = { x: 452, y: 486, r: 410 } as const;

/** The outer edge of each ring; the castle is the disc inside the swordsman ring. */
export const RING_EDGE: Readonly<Record<Ring, number>> = { castle: 116, swordsman: 184, knight: 252, archer: 320, forest: 410 };
const RING_INNER: Readonly<Record<Ring, number>> = { castle: 0, swordsman: 116, knight: 184, archer: 252, forest: 320 };

/** Where tokens stand in each ring (the castle's monsters stand just outside the towers). */
export const RING_MID: Readonly<Record<Ring, number>> = { castle: 88, swordsman: 150, knight: 218, archer: 286, forest: 352 };
export const TOWER_R = 62;
export const WALL_R = RING_EDGE.castle;

export const innerEdge = (ring: Ring): number => RING_INNER[ring];

/** Arc 1 starts at the top, arcs are numbered clockwise (screen angles grow clockwise). */
export const arcStart = (arc: number): number => (-90 + (arc - 1) * 60) * (Math.PI / 180);
export const arcMid = (arc: number): number => arcStart(arc) + Math.PI / 6;

export const polar = (angle: number, r: number): { x: number; y: number } => ({ x: BOARD.x + Math.cos(angle) * r, y: BOARD.y + Math.sin(angle) * r });

export const TOKEN = 64; // a monster token's side

/** The angle of the `i`th of `n` monsters sharing a space, spread along its arc. */
export function slotAngle(arc: number, ring: Ring, i: number, n: number): number {
  const r = RING_MID[ring];
  const room = (Math.PI / 3) * (ring === 'castle' ? 1 : 0.86);
  const step = Math.min((TOKEN * tokenScale(ring) * 0.95) / r, room / Math.max(1, n));
  return arcMid(arc) + (i - (n - 1) / 2) * step;
}

/** Tokens shrink a little in the castle, where six spaces share a small disc. */
export const tokenScale = (ring: Ring): number => (ring === 'castle' ? 0.8 : 1);

export const RIGHT = { x: 1250, left: 905, width: 690 } as const;
export const PHASE = { x: 1250, y: 170, w: 680, h: 176 } as const;
export const PILES = { y: 336, deck: 990, discard: 1120, pile: 1290, drawn: 1470 } as const;
export const OTHERS = { x: 920, y: 470, rowH: 52 } as const;
export const HAND = { x: 1250, y: 812, w: 680 } as const;
export const CARD_W = 104;
export const CARD_H = 146;
