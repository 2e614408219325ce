// Monster tokens fill their rings (newcomer s37: "tokens on the phone are small", "tokens look to
// stand on the ring borders"): the four rings round the castle are equally wide, and a lone token
// with its hit-point badge stands in the middle of its band with at least 5 px to each line, as
// large as that leaves: on a desktop 65 px or more (64 before), on a phone held sideways
// (844x390) at least 29.5 CSS px (28.3 before in the archer ring, 27.7 in the knight and swordsman rings).
import { afterAll, describe, expect, it } from 'vitest';
import { BADGE_DISC, BADGE_FONT, BADGE_OUT, BOARD, RING_EDGE, TOKEN, applyLayout, innerEdge, slotRadius, tokenScale } from '../../../src/games/castle-panic/scene/layout';
import type { Ring } from '../../../src/games/castle-panic/rules';

const RINGS: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman'];
/** A ring's outer line: the forest's 8 px in from the board's edge (its rim, with the arc numbers beyond). */
const outerLine = (ring: Ring): number => (ring === 'forest' ? BOARD.r - 8 : RING_EDGE[ring]);

describe.each([
  ['a desktop, 1600x900', false, 1600, 18, 1, 65],
  ['a phone held sideways, 844x390', true, 1948, Math.ceil(12 / (390 / 900)), 390 / 900, 29.5],
])('a lone monster token on %s', (_name, compact, right, minFont, css, least) => {
  afterAll(() => applyLayout(false, 1600));
  it('the four rings round the castle equally wide', () => {
    const widths = RINGS.map((r) => outerLine(r) - innerEdge(r));
    expect(Math.max(...widths) - Math.min(...widths), JSON.stringify(widths)).toBeLessThanOrEqual(2);
  });
  for (const ring of RINGS) {
    it(`in the ${ring} ring: in the middle of its band, 5 px or more off each line, its side ${least} CSS px or more`, () => {
      applyLayout(compact, right, minFont);
      const s = tokenScale(ring, 1);
      const r = slotRadius(ring, 1);
      const R = (TOKEN / Math.sqrt(3)) * s;
      const inner = Math.min(r - R, r - BADGE_OUT * R - BADGE_FONT * BADGE_DISC * s);
      const outer = Math.hypot(r + R / 2, (TOKEN * s) / 2);
      expect(inner - innerEdge(ring), 'room toward the castle').toBeGreaterThanOrEqual(5);
      expect(outerLine(ring) - outer, 'room toward the forest').toBeGreaterThanOrEqual(5);
      // centred: the room on each side within 3 px of the other
      expect(Math.abs(inner - innerEdge(ring) - (outerLine(ring) - outer)), 'centred in its band').toBeLessThanOrEqual(3.5);
      expect(TOKEN * s * css, 'its side in CSS px').toBeGreaterThanOrEqual(least);
    });
  }
});
