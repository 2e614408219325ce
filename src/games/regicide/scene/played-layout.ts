// Where the cards played against the enemy lie on a phone's table (pure: no Phaser, unit-tested):
// in rows at the enemy's foot, the newest card right under the enemy (the area's right edge) and
// the older ones leftwards, then a second row; each card in its own place while they fit, pressed
// closer only past what the rows can hold.

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
}

/** On a phone's table (design px): under the enemy card (centre x 592, bottom 358), right-aligned with it, above the hand's risen cards (625). */
export const PHONE_PLAYED_AREA: PlayedArea = { x0: 12, x1: 692, y: 364, bottom: 620, w: 88, h: 124, gap: 8 };

export function playedSpots(plays: readonly (readonly string[])[], k: PlayedArea): PlayedSpot[] {
  const cards = plays.flatMap((play, p) => play.map((code) => ({ code, latest: p === plays.length - 1 })));
  const n = cards.length;
  if (n === 0) return [];
  const step = k.w + k.gap;
  const rowsRoom = Math.max(1, Math.floor((k.bottom - k.y + k.gap) / (k.h + k.gap)));
  let perRow = Math.max(1, Math.floor((k.x1 - k.x0 + k.gap) / step));
  if (n > perRow * rowsRoom) perRow = Math.ceil(n / rowsRoom);
  const dx = perRow > 1 ? Math.min(step, (k.x1 - k.x0 - k.w) / (perRow - 1)) : step;
  return cards.map(({ code, latest }, i) => {
    const slot = n - 1 - i; // 0: the newest, right under the enemy
    return { code, latest, x: k.x1 - k.w / 2 - (slot % perRow) * dx, y: k.y + k.h / 2 + Math.floor(slot / perRow) * (k.h + k.gap) };
  });
}
