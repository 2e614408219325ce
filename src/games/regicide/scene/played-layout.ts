// Where the cards played against the enemy lie on a phone's table (pure: no Phaser, unit-tested):
// in a row at the enemy's foot, oldest first: side by side ending right under the enemy while they
// fit, then overlapped (playedSpots).

/** The area under the enemy: `x1` its right edge (the enemy's), `x0` the leftmost edge, rows from `y` down to `bottom`; cards `w` x `h`, `gap` apart. */
export interface PlayedArea {
  x0: number;
  x1: number;
  y: number;
  bottom: number;
  w: number;
  h: number;
  gap: number;
}

/** A played card's centre, and whether it belongs to the latest play (this turn's, or the last one). */
export interface PlayedSpot {
  code: string;
  x: number;
  y: number;
  latest: boolean;
  /** How much of the card is left in sight from its left edge (the next card may lie over the rest). */
  strip: number;
}

/** On a phone's table (design px): under the enemy card (centre x 592, bottom 358), right-aligned with it, above the hand's risen cards (625). */
export const PHONE_PLAYED_AREA: PlayedArea = { x0: 12, x1: 692, y: 364, bottom: 620, w: 88, h: 124, gap: 8 };

/** The narrowest strip of an overlapped card left in sight (design px): its rank and suit still read. */
export const PLAYED_MIN_STRIP = 40;

/**
 * Oldest first, in reading order. While they fit, one row of cards side by side ending right
 * under the enemy (`x1`). Past that the row overlaps, each newer card over the older one's right
 * part (`strip` the width left in sight), so the order reads left to right (a newcomer saw the
 * oldest card drop into a second row under the newest: issue s33). Only when even that would
 * leave strips narrower than PLAYED_MIN_STRIP does a second row start, under the first, again
 * oldest first.
 */
export function playedSpots(plays: readonly (readonly string[])[], k: PlayedArea): PlayedSpot[] {
  const cards = plays.flatMap((play, p) => play.map((code) => ({ code, latest: p === plays.length - 1 })));
  const n = cards.length;
  if (n === 0) return [];
  const step = k.w + k.gap;
  const room = k.x1 - k.x0;
  const fit = Math.max(1, Math.floor((room + k.gap) / step));
  if (n <= fit) return cards.map(({ code, latest }, i) => ({ code, latest, x: k.x1 - k.w / 2 - (n - 1 - i) * step, y: k.y + k.h / 2, strip: k.w }));
  const rowsRoom = Math.max(1, Math.floor((k.bottom - k.y + k.gap) / (k.h + k.gap)));
  const perRowMax = 1 + Math.floor((room - k.w) / PLAYED_MIN_STRIP);
  const rows = Math.min(rowsRoom, Math.ceil(n / perRowMax));
  const perRow = Math.ceil(n / rows);
  const dx = Math.min(step, (room - k.w) / Math.max(1, perRow - 1));
  return cards.map(({ code, latest }, i) => {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const last = col === perRow - 1 || i === n - 1;
    return { code, latest, x: k.x0 + k.w / 2 + col * dx, y: k.y + k.h / 2 + row * (k.h + k.gap), strip: last ? k.w : Math.min(k.w, dx) };
  });
}
