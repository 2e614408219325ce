// Where things sit on the table. On a desktop (the 1600 x 900 frame): the ring with the deck on
// its left (the lesson's coach under the deck), the hand below it, the fighters' cards and the
// prompt on the right, the tray under them and the discard pile beside the tray (a newcomer's
// report, round 35: the coach under the deck lay over the discard pile). On a phone held sideways (`compact`, chosen once at create() from
// src/ui/viewport.ts): the ring as tall as the window allows on the left, and beside it, over the
// whole visible width, the fighters' rows, a line for the round and the piles, the prompt, and at
// the bottom the hand with the tray at its right.
//
// The values are live bindings: `applyLayout` sets them before the scene draws anything, and every
// module that imports them reads the layout in force.
import type { Viewport } from '../../../ui/viewport';
import { startSquares, type RoiState } from '../rules';

export let CELL = 92;
export let RING = { x: 590, y: 392 }; // the centre of the Champion's square
export let CANVAS_PAD = 22; // canvas between the outer squares and the ropes
export let APRON = 20; // the skirt outside the ropes
export let CROWD = 46; // the band of spectators around the apron

export let DECK = { x: 140, y: 250 };
export let DISCARD = { x: 1430, y: 790 };
export let HAND = { x: 590, y: 790 };
export let SIDE = { x: 1290, w: 560 };
export let FIGHTERS_TOP = 96;
export let PROMPT_BOTTOM = 694; // the prompt runs from under the fighters' cards to here
export let TRAY = { x: 1150, y: 800, w: 280, h: 150 };

export let CARD_W = 100;
export let CARD_H = 140;

/** The compact (phone) layout's extra facts; null on a desktop. */
export let COMPACT: {
  /** The smallest text (design px) and tap side here. */
  minFont: number;
  minTap: number;
  /** The hand's strip: from x0 to x1 (the tray is right of it). */
  hand: { x0: number; x1: number };
  /** A fighter row's height and the gap to the next. */
  row: number;
  rowGap: number;
} | null = null;

/** How far a card chosen for the tray stands out of the hand in the compact layout. */
export const RAISE = 16;

/** Half the side of the canvas inside the ropes. */
export let RING_HALF = 2.5 * CELL + CANVAS_PAD;

/** Lay the table out for this viewport: the desktop layout, or the compact one on a phone. */
export function applyLayout(vp: Viewport): void {
  if (!vp.compact) {
    CELL = 92;
    RING = { x: 590, y: 392 };
    CANVAS_PAD = 22;
    APRON = 20;
    CROWD = 46;
    DECK = { x: 140, y: 250 };
    DISCARD = { x: 1430, y: 790 };
    HAND = { x: 590, y: 790 };
    SIDE = { x: 1290, w: 560 };
    FIGHTERS_TOP = 96;
    PROMPT_BOTTOM = 694;
    TRAY = { x: 1150, y: 800, w: 280, h: 150 };
    CARD_W = 100;
    CARD_H = 140;
    COMPACT = null;
  } else {
    // The host's turn line takes the top 72 px; the ring fills the height below it.
    const top = 72;
    CANVAS_PAD = 14;
    APRON = 12;
    CROWD = 26;
    const half = Math.floor((vp.bottom - top - 8) / 2);
    CELL = Math.floor((half - CANVAS_PAD - APRON - CROWD) / 2.5);
    const outer = 2.5 * CELL + CANVAS_PAD + APRON + CROWD;
    RING = { x: Math.max(0, vp.left) + 8 + outer, y: top + 4 + half };
    const x0 = RING.x + outer + 16;
    const x1 = vp.right - 14;
    const w = x1 - x0;
    CARD_W = 126;
    CARD_H = 176;
    const trayW = Math.max(vp.minTap + 60, 180);
    TRAY = { x: x1 - trayW / 2, y: vp.bottom - 10 - CARD_H / 2, w: trayW, h: CARD_H };
    HAND = { x: (x0 + x1 - trayW - 12) / 2, y: TRAY.y };
    SIDE = { x: x0 + w / 2, w };
    FIGHTERS_TOP = top + 4;
    PROMPT_BOTTOM = HAND.y - CARD_H / 2 - RAISE - 6; // room above the hand for a raised (chosen) card
    DECK = { x: x0 + 60, y: 0 }; // the round and the piles are one line of text (y set by the scene)
    DISCARD = { x: x0 + w * 0.7, y: 0 };
    COMPACT = { minFont: vp.minFont, minTap: vp.minTap, hand: { x0, x1: x1 - trayW - 12 }, row: Math.max(42, vp.minFont + 12), rowGap: 3 };
  }
  RING_HALF = 2.5 * CELL + CANVAS_PAD;
}

/** The fighters' colours by seat, and the colour names are said in words too (seat names). */
export const SEAT_COLOURS = [0xc0392b, 0x2f6fbf, 0x3f8f3a, 0xe0b52c] as const;
export const SEAT_CSS = ['#e06150', '#6fa6f0', '#6cc067', '#f0cf5a'] as const;

export const seatColour = (seat: number): number => SEAT_COLOURS[seat % 4] ?? 0xc0392b;
export const seatCss = (seat: number): string => SEAT_CSS[seat % 4] ?? '#e06150';

/** The centre of square (x, y) in design coordinates. */
export function squareXY(x: number, y: number): { x: number; y: number } {
  return { x: RING.x + (x - 2) * CELL, y: RING.y + (y - 2) * CELL };
}

/**
 * Down the right-hand side, from the top: the fighters' rows, with two fighters each a line that
 * says their hp and hand are shared, on a phone the line of the round and the piles, then the
 * prompt. Where each starts.
 */
export function sideStack(s: RoiState): { legend: number; info: number; prompt: number } {
  const n = s.fighters.length;
  const legendH = s.owner ? (COMPACT ? COMPACT.minFont + 10 : 26) : 0;
  if (!COMPACT) {
    const legend = FIGHTERS_TOP + n * 52 + 2;
    return { legend, info: -1, prompt: legend + legendH + 12 };
  }
  const legend = FIGHTERS_TOP + n * (COMPACT.row + COMPACT.rowGap) + 2;
  const info = legend + legendH;
  return { legend, info, prompt: info + COMPACT.minFont + 12 };
}

/**
 * The corner posts' colours, clockwise from the top left: a fighter's colour where it starts, null
 * where no fighter does (a plain post: a game of two has two coloured corners, not four).
 */
export function postColours(fighters: number): (number | null)[] {
  const corners = [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ];
  const starts = startSquares(fighters);
  return corners.map(([x, y]) => {
    const seat = starts.findIndex((s) => s.x === x && s.y === y);
    return seat >= 0 ? seatColour(seat) : null;
  });
}
