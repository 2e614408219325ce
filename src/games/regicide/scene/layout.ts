// Where things stand on the Regicide table, in design px: the 1600x900 desktop table, and the
// phone's held sideways (the compact layout, read from the viewport at create), which uses the
// whole visible width: piles, the enemy and its meters on top, the cards played against the enemy
// at its foot, the forecast (or, in the discard phase, the wounds) beside them, where an
// explain-once card comes up in its turn, the hand of up to eight full-size cards along the
// bottom, and the buttons in the strip right of the frame. Pure numbers: nothing here draws.
import type { Viewport } from '../../../ui/viewport';
import { PHONE_PLAYED_AREA, type PlayedArea } from './played-layout';

export interface Spot {
  x: number;
  y: number;
}
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The desktop table's spots. */
export const POS = {
  tavern: { x: 130, y: 250 },
  discard: { x: 130, y: 470 },
  castle: { x: 380, y: 260 },
  enemy: { x: 620, y: 260 },
  meters: { x: 790, y: 160 },
  table: { x: 620, y: 470 },
  pending: { x: 620, y: 600 },
  hand: { x: 620, y: 790 },
  panel: { x: 1400, y: 320 },
  wounds: { x: 1400, y: 618 },
  jester1: { x: 1400, y: 786 },
  jester4: { x: 1400, y: 850 },
  /** The seats' names and hand counts: a list under the discard pile, clear of the enemy, the piles and the hand. */
  seats: { x: 130, y: 636, dy: 38 },
};
const ENEMY_SCALE = 1.7;

/** The desktop's explain-once card and the lesson's coach card: right of the table's cards, left of the panel. */
export const DESKTOP_CARD = { x: 1042, y: 525, width: 380 };

/** What the animations and both layouts share: where the piles, the enemy and the wounds are. */
export interface Places {
  tavern: Spot;
  discard: Spot;
  castle: Spot;
  enemy: Spot;
  enemyScale: number;
  /** The wounds' drop zone, by its centre. */
  wounds: Spot & { w: number; h: number };
}

export const DESKTOP: Places = {
  tavern: POS.tavern,
  discard: POS.discard,
  castle: POS.castle,
  enemy: POS.enemy,
  enemyScale: ENEMY_SCALE,
  wounds: { ...POS.wounds, w: 300, h: 130 },
};

/** The phone's table, in design px: the frame's width and the strip right of it (see the header). */
export interface CompactLayout extends Places {
  /** The buttons' strip right of the main area. */
  strip: { x0: number; x1: number; cx: number; w: number };
  meters: Rect;
  /** The forecast panel, or in the discard phase the wounds (by its top-left corner). */
  info: Rect;
  /** The cards played against the enemy: in rows under it, right-aligned with it (`x1`), from `y` down to `bottom`, `x0` the leftmost edge. */
  played: PlayedArea;
  /** The explain-once card: over the forecast's place (hidden while it is up), its top under the meters; a taller card also takes the meters' place. */
  explain: { x: number; y: number; width: number; top: number; bottom: number };
  hand: { x0: number; x1: number; y: number; w: number; h: number; raise: number };
}

const MARGIN = 12;

export function compactLayout(v: Viewport): CompactLayout {
  const x1 = v.right - MARGIN;
  const x0 = Math.min(1290, x1 - 420);
  const mainRight = x0 - 20;
  const info = { x: 702, y: 262, w: mainRight - 702, h: 615 - 262 };
  return {
    tavern: { x: 240, y: 165 },
    discard: { x: 398, y: 165 },
    castle: { x: 82, y: 165 },
    enemy: { x: 592, y: 222 },
    enemyScale: 1.7,
    wounds: { x: info.x + info.w / 2, y: info.y + info.h / 2, w: info.w, h: info.h },
    strip: { x0, x1, cx: (x0 + x1) / 2, w: x1 - x0 },
    // The health bar as tall as its words (the enemy's name and health on it, at the phone's least
    // font and their dark edge): at 42 the words straddled the bar's edges (newcomer s36).
    meters: { x: 702, y: 84, w: mainRight - 702, h: Math.max(42, Math.ceil(v.minFont * 1.25) + 10) },
    info,
    played: PHONE_PLAYED_AREA,
    explain: { x: info.x + info.w / 2, y: info.y - 40, width: info.w, top: 70, bottom: info.y + info.h },
    // The hand's foot 22 px (10 CSS px) above the window's bottom edge: at 895 the cards looked cut by it (issue 30 item 27).
    hand: { x0: MARGIN, x1: mainRight, y: 776, w: 144, h: 204, raise: 56 },
  };
}

/** Where a seat's name (and card count) is written: a list under the discard pile, or on a phone a list atop the strip. */
export function seatSpot(compact: CompactLayout | undefined, seat: number): Spot {
  if (compact) return { x: compact.strip.cx, y: 106 + seat * 42 };
  return { x: POS.seats.x, y: POS.seats.y + seat * POS.seats.dy };
}

/** How far right a hand card's "what is this?" card may reach: left of the panel, on a phone of the strip. */
export function infoRight(compact: CompactLayout | undefined): number {
  return compact ? compact.strip.x0 - 8 : 1180;
}

/** The buttons' column: its centre and width, and each button's (or line's) height on it. */
export interface ButtonColumn {
  x: number;
  width: number;
  play: number;
  yield: number;
  discard: number;
  choose: (i: number) => number;
  jestersLeft: number;
  jester1: number;
  jester4: number;
}

/**
 * Where the buttons stand: under the panel on a desktop; on a phone in the strip right of the frame,
 * Play lowest (under the thumb), a tap target apart, the seats' buttons under the seats' list.
 * The solo jester powers' line and its two buttons, one per timing window, in the same column.
 */
export function buttonColumn(compact: CompactLayout | undefined, solo: boolean): ButtonColumn {
  const c = compact;
  return {
    x: c ? c.strip.cx : POS.panel.x,
    width: c ? c.strip.w - 10 : 290,
    ...(c
      ? { play: 842, yield: 842 - 112, discard: 842, choose: (i: number) => 330 + i * 112 }
      : { play: 660, yield: solo ? 724 : 728, discard: solo ? 722 : 760, choose: (i: number) => 300 + i * 66 }),
    jestersLeft: c ? 112 : 96,
    jester1: c ? 232 : POS.jester1.y,
    jester4: c ? 344 : POS.jester4.y,
  };
}

/**
 * Where the table's log opens (the host's LogPanel, by its top-left corner): never over the wounds
 * (a newcomer's report: on a desktop the host's log, 82 to 682 down the right side, lay over them).
 * On a desktop, over the panel only, ending above the wounds, the Suffer and jester buttons in
 * sight; on a phone, over the strip right of the frame only (the host's log there took most of the
 * frame, the forecast and the wounds with it), ending above Yield, Play and Suffer.
 */
export function logPlace(v: Viewport, solo = false): Rect {
  if (!v.compact) {
    const top = 82;
    return { x: 1110, y: top, w: 480, h: DESKTOP.wounds.y - DESKTOP.wounds.h / 2 - 14 - top };
  }
  const c = compactLayout(v);
  // Solo the strip's top holds the jester powers' line and buttons: the log opens under them (it
  // lay over them, newcomer s36), ending above Yield and Play as ever.
  const col = buttonColumn(c, true);
  const top = solo ? col.jester4 + Math.ceil(40 / v.css) / 2 + 8 : 84;
  return { x: c.strip.x0, y: top, w: c.strip.w, h: 842 - 112 - 64 - top };
}

/**
 * The "While you waited" box (recap.ts), by its top-left corner, `h` the most it may take: on a
 * desktop between the table's cards (their foot at 520) and the hand (its top at 710), from the
 * left of the chosen cards' place (empty while the person has not acted) to the seats' list's
 * right; on a phone in the strip, under four seats' names and above Yield.
 */
export function recapPlace(compact: CompactLayout | undefined): Rect {
  if (!compact) return { x: 236, y: 532, w: 470, h: 170 };
  const top = seatSpot(compact, 3).y + 24;
  const yieldTop = buttonColumn(compact, false).yield - 50;
  return { x: compact.strip.x0 + 2, y: top, w: compact.strip.w - 6, h: yieldTop - top };
}
