// Every monster token stands inside its ring's band with its whole body, its hit-point badge
// included (newcomer s35: on a phone tokens sat across a ring's line, and forest tokens ran past
// the board's circle): the triangle's corners (the base's too, which stand out from its middle) and
// the badge's disc, at the corner toward the castle, between the ring's inner and outer lines; in
// the forest inside the board's rim. On a desktop and on phones held sideways (844x390, 740x360),
// for as many monsters in one space as each ring is checked for.
import { afterAll, describe, expect, it } from 'vitest';
import { BADGE_FONT, BADGE_OUT, BOARD, RING_EDGE, TOKEN, applyLayout, innerEdge, slotRadius, tokenScale } from '../../../src/games/castle-panic/scene/layout';
import type { Ring } from '../../../src/games/castle-panic/rules';

const RINGS: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman'];
const MOST: Readonly<Record<string, number>> = { forest: 4, archer: 4, knight: 3, swordsman: 2 };
/** The board's rim: a dark line 4 px wide on the circle 2 px inside its edge (board-view.ts). */
const RIM = BOARD.r - 4;

// the badge's font as the token draws it (layout.ts BADGE_FONT: on a phone 1.2 times the least font, 12 CSS px; on a desktop 22)
const screens: [string, boolean, number, number][] = [
  ['a desktop', false, 1600, 18],
  ['a phone held sideways, 844x390', true, 1948, Math.ceil(12 / (390 / 900))],
  ['a phone held sideways, 740x360', true, 1850, Math.ceil(12 / (360 / 900))],
];

describe.each(screens)('monster tokens on %s', (_name, compact, right, minFont) => {
  afterAll(() => applyLayout(false, 1600));
  for (const ring of RINGS) {
    for (let n = 1; n <= (MOST[ring] ?? 1); n++) {
      it(`${n} in one space of the ${ring} ring: the whole token and its badge inside the ring`, () => {
        applyLayout(compact, right, minFont);
        const s = tokenScale(ring, n);
        const r = slotRadius(ring, n);
        const R = (TOKEN / Math.sqrt(3)) * s; // centre to corner
        const badge = BADGE_FONT * 0.62 * s;
        // the corner toward the castle, and the badge's disc in from it (BADGE_OUT of the way to the corner: 0.72, on a phone 0.52)
        const inner = Math.min(r - R, r - BADGE_OUT * R - badge);
        // the base's corners: half a side to each side of the line from the castle
        const outer = Math.hypot(r + R / 2, (TOKEN * s) / 2);
        expect(inner, 'the corner toward the castle and the badge').toBeGreaterThanOrEqual(innerEdge(ring) + 1);
        expect(outer, "the base's corners").toBeLessThanOrEqual((ring === 'forest' ? RIM : RING_EDGE[ring]) - 1);
      });
    }
  }
});
