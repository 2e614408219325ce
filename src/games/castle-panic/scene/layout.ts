// Where things lie on the Castle Panic table, in design coordinates (1600 x 900): the round
// board on the left, filling the height under the host's bar; the phase, the piles and the other
// hands on the right; the current player's hand at the bottom right.
//
// On a phone held sideways (the compact layout, src/ui/viewport.ts) the board stays as it is, as
// tall as the window, and the right-hand side is laid out again for text of 12 CSS px and cards
// of 44 CSS px: `applyLayout` (called by the scene's create) rewrites the boxes below, and the
// tokens and cards grow. Outside compact mode the numbers are the desktop's, unchanged.
import type { Ring } from '../rules';

export const BOARD = { x: 452, y: 486, r: 410 } as const;

/** The outer edge of each ring; the castle is the disc inside the swordsman ring. */
// The four rings round the castle are equally wide, 74 px each (newcomer s37: the swordsman, knight
// and archer rings were 68 px, the forest 90 and the castle 116, and a token with its badge filled
// 68 px nearly to its lines, so tokens looked to stand on the lines and were small on a phone).
export const RING_EDGE: Readonly<Record<Ring, number>> = { castle: 108, swordsman: 182, knight: 256, archer: 330, forest: 410 };
const RING_INNER: Readonly<Record<Ring, number>> = { castle: 0, swordsman: 108, knight: 182, archer: 256, forest: 330 };

/** Where tokens stand in each ring (the castle's monsters stand just outside the towers). */
export const RING_MID: Readonly<Record<Ring, number>> = { castle: 86, swordsman: 145, knight: 219, archer: 293, forest: 367 };

/** The arc numbers' circle: on the board's wooden rim, outside the forest where no token goes (newcomer s37). */
export const ARC_NUMBER_R = 428;
/** Room kept between a token (its badge, its base's corners) and its ring's lines. */
export const TOKEN_MARGIN = 5;
// (54 from the castle's wall as before, 116 - 62, now the castle is 108 wide: s37)
export const TOWER_R = 54;
export const WALL_R = RING_EDGE.castle;

export const innerEdge = (ring: Ring): number => RING_INNER[ring];

/** Arc 1 starts at the top, arcs are numbered clockwise (screen angles grow clockwise). */
export const arcStart = (arc: number): number => (-90 + (arc - 1) * 60) * (Math.PI / 180);
export const arcMid = (arc: number): number => arcStart(arc) + Math.PI / 6;

export const polar = (angle: number, r: number): { x: number; y: number } => ({ x: BOARD.x + Math.cos(angle) * r, y: BOARD.y + Math.sin(angle) * r });

/** A monster token's side (larger in the compact layout, where its numbers are larger). */
export let TOKEN = 64;

/** The room along a space's arc for its monsters (radians). */
// (0.94 of the arc: three tokens in a knight space 61 design px on a desktop at 0.86, 26 CSS px on a phone; newcomer s37)
const roomOf = (ring: Ring): number => (Math.PI / 3) * (ring === 'castle' ? 1 : 0.94);

/** Centre to centre, monsters side by side keep this much of a token's side between them (their bases and hit-point discs never touch). */
export const SLOT_GAP = 1.08;

/**
 * The angle of the `i`th of `n` monsters sharing a space: one in the middle of its arc, several
 * spread evenly over the arc's room (not packed side by side in its middle, where their corners
 * and numbers overlapped on a phone: a newcomer's report).
 */
export function slotAngle(arc: number, ring: Ring, i: number, n: number): number {
  const step = roomOf(ring) / Math.max(1, n);
  return arcMid(arc) + (i - (n - 1) / 2) * step;
}

/**
 * Where a monster's token stands out from the middle: its centre (the triangle's, a third of the
 * way from its base to the corner toward the castle) set outward from the ring's middle, so the
 * whole triangle stands in the middle of its ring (the corner toward the castle reached into the next ring,
 * which made a token's ring hard to read on a phone). The castle's stand where they stood.
 */
export function slotRadius(ring: Ring, n = 1): number {
  if (ring === 'castle') return RING_MID.castle;
  // the token's reach in (its corner toward the castle, or its badge) and out (its base) centred in the band
  const s = tokenScale(ring, n);
  // the base's corners stand out past its middle by about (half a side)² / (2 r): centred with them
  const corners = (TOKEN * s) ** 2 / 4 / (2 * RING_MID[ring]);
  return (RING_INNER[ring] + bandOuter(ring)) / 2 + ((reachIn() - reachOut()) * s - corners) / 2;
}

/** The hit-point badge's font (design px): 22 on a desktop, 1.2 times the least font on a phone (token-view.ts), its disc inside the corner's reach. */
export let BADGE_FONT = 22;
/**
 * The badge's disc: its radius for its font, its centre this part of the way out to the corner
 * toward the castle. On a phone the badge overlaps the corner of the face rather than standing
 * beyond the token's corner (newcomer s36: the tokens were tiny): its reach no longer sets the
 * token's size in its band, and the tokens there are an eighth larger (25.8 -> 29 CSS px at 844x390).
 */
export const BADGE_DISC = 0.62;
export let BADGE_OUT = 0.72;

/** How far a token at scale 1 reaches toward the castle from its centre: its corner, or its badge's disc beyond it (a phone's large badge). */
const reachIn = (): number => Math.max(TOKEN / Math.sqrt(3), (BADGE_OUT * TOKEN) / Math.sqrt(3) + BADGE_FONT * BADGE_DISC);
/** How far it reaches away from the castle: its base. */
const reachOut = (): number => TOKEN / (2 * Math.sqrt(3));
/** A ring's outer line for its tokens: the forest's is the board's rim, 8 px in from its edge (the arc numbers stand on the rim beyond it, clear of a lone token's base). */
const bandOuter = (ring: Ring): number => (ring === 'forest' ? RING_EDGE.forest - 8 : RING_EDGE[ring]);

/**
 * Tokens shrink a little in the castle, where six spaces share a small disc; where more monsters
 * share a space than its arc holds side by side, so that they never cover each other; and where
 * a token is taller than its ring is wide (the phone's larger tokens), so that it stands inside it.
 */
export const tokenScale = (ring: Ring, n = 1): number => {
  // in the rings a token grows to fill its band (newcomer s37: as large as the band allows)
  const base = ring === 'castle' ? 0.8 : 1.25;
  const fits = (roomOf(ring) * RING_MID[ring]) / Math.max(1, n) / (TOKEN * SLOT_GAP);
  // the whole token, its badge included, inside the band, TOKEN_MARGIN off each line (the base's corners stand out a little)
  const room = bandOuter(ring) - RING_INNER[ring] - 2 * TOKEN_MARGIN;
  // the base's corners reach past its middle by about (half a side)² / (2 r): that much less room
  const guess = room / (reachIn() + reachOut());
  const corners = (TOKEN * guess) ** 2 / 4 / (2 * RING_MID[ring]);
  const tall = ring === 'castle' ? base : (room - corners) / (reachIn() + reachOut());
  return Math.min(base, tall, Math.max(0.55, fits));
};

export const PHASE = { x: 1250, y: 170, w: 680, h: 176 };
export const PILES = { y: 336, deck: 990, discard: 1120, pile: 1290, drawn: 1470 };
/** The other defenders' rows: their names from x, the trophy piles at trophyX. */
// (the trophy piles 44 px right of where they stood since s37: arc 2's number, on the board's rim
// in its arc's middle, lay over the first row's pile)
export const OTHERS = { x: 966, y: 470, rowH: 52, trophyX: 936, bottom: 900 };
/** The hand: its middle, its width; its title line at titleY from titleX. */
export const HAND = { x: 1250, y: 816, w: 680, titleX: 966, titleY: 704 };
export let CARD_W = 104;
export let CARD_H = 146;
/** The phase panel's column of buttons, on its right. */
export const BUTTONS = { w: 236, x: 1250 + 340 - 22 - 118, upper: 132, lower: 210 };

/** Whether the table is laid out compact (a phone held sideways). */
export let COMPACT = false;

const WIDE = {
  phase: { ...PHASE },
  piles: { ...PILES },
  others: { ...OTHERS },
  hand: { ...HAND },
  buttons: { ...BUTTONS },
};

/**
 * Lays the table out for this window: the desktop's boxes, or on a phone held sideways (compact)
 * the right-hand side from the board's edge to the window's right edge (`right`, design px), with
 * larger cards and tokens. The board keeps its place and size: it fills the height already.
 */
export function applyLayout(compact: boolean, right: number, minFont = 18): void {
  COMPACT = compact;
  // on a phone 1.2 times the least font (was 1.4): the disc no longer reaches past the token's
  // corner, so the tokens grow, and the number, scaled with its larger token, reads as large as before
  BADGE_FONT = compact ? Math.round(minFont * 1.2) : Math.max(22, minFont);
  BADGE_OUT = compact ? 0.52 : 0.72;
  if (!compact) {
    TOKEN = 64;
    CARD_W = 104;
    CARD_H = 146;
    Object.assign(PHASE, WIDE.phase);
    Object.assign(PILES, WIDE.piles);
    Object.assign(OTHERS, WIDE.others);
    Object.assign(HAND, WIDE.hand);
    Object.assign(BUTTONS, WIDE.buttons);
    return;
  }
  TOKEN = 80;
  CARD_W = 146;
  CARD_H = 180;
  const left = 878; // just right of the board (its edge is at x 862)
  const r = right - 14;
  const w = r - left;
  Object.assign(PHASE, { x: (left + r) / 2, y: 78 + 222 / 2, w, h: 222 });
  Object.assign(BUTTONS, { w: 290, x: r - 16 - 145, upper: PHASE.y - 58, lower: PHASE.y + 58 });
  Object.assign(PILES, { y: 374, deck: left + 60, discard: left + 200, pile: left + 350, drawn: (left + 440 + r) / 2 });
  Object.assign(OTHERS, { x: left + 100, y: 508, rowH: 56, trophyX: left + 64, bottom: 636 });
  // the hand reaches left under the board's lower right, where the round board leaves room; its
  // title and trophy pile high enough over it for a hinted card's ring (newcomer s35)
  const handLeft = 796;
  Object.assign(HAND, { x: (handLeft + r) / 2, y: 900 - 6 - CARD_H / 2, w: r - handLeft, titleX: left + 100, titleY: 900 - 6 - CARD_H - 42 });
}
