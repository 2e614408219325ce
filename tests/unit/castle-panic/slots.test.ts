// Where monster tokens stand (scene/layout.ts): several monsters sharing a space are spread over its
// arc with room between them, and every token stands inside its own ring, on a desktop and on a
// phone held sideways (a newcomer's report: on a phone two tokens in one space overlapped, and a
// token's corner reached into the next ring, so its ring was hard to read).
import { afterAll, describe, expect, it } from 'vitest';
import { RING_EDGE, TOKEN, applyLayout, innerEdge, slotAngle, slotRadius, tokenScale } from '../../../src/games/castle-panic/scene/layout';
import type { Ring } from '../../../src/games/castle-panic/rules';

const RINGS: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman'];
/** How many monsters in one space each ring is checked for (the swordsman ring is short). */
const MOST: Readonly<Record<string, number>> = { forest: 4, archer: 4, knight: 3, swordsman: 2 };

describe.each([
  ['a desktop', false],
  ['a phone held sideways', true],
])('monster tokens on %s', (_name, compact) => {
  applyLayout(compact, compact ? 1948 : 1600);
  for (const ring of RINGS) {
    for (let n = 1; n <= (MOST[ring] ?? 1); n++) {
      it(`${n} in one space of the ${ring} ring: side by side without touching, inside the ring`, () => {
        applyLayout(compact, compact ? 1948 : 1600);
        const side = TOKEN * tokenScale(ring, n);
        const r = slotRadius(ring, n);
        // neighbours' centres at least a token's side apart (the bases of two triangles do not overlap)
        for (let i = 1; i < n; i++) {
          const gap = 2 * r * Math.sin(Math.abs(slotAngle(3, ring, i, n) - slotAngle(3, ring, i - 1, n)) / 2);
          expect(gap, `tokens ${i - 1} and ${i}`).toBeGreaterThanOrEqual(side);
        }
        // the corner toward the castle (side/sqrt 3 in from the centre) and the base (half that out) inside the ring
        expect(r - side / Math.sqrt(3), 'the corner toward the castle').toBeGreaterThanOrEqual(innerEdge(ring));
        expect(r + side / (2 * Math.sqrt(3)), 'the base').toBeLessThanOrEqual(RING_EDGE[ring]);
        // all within the space's arc (60 degrees)
        const half = Math.PI / 6;
        const mid = slotAngle(3, ring, 0, 1);
        for (let i = 0; i < n; i++) expect(Math.abs(slotAngle(3, ring, i, n) - mid) + side / 2 / r).toBeLessThanOrEqual(half);
        // still large enough to read
        expect(side).toBeGreaterThanOrEqual(TOKEN * 0.55);
      });
    }
  }
});

afterAll(() => applyLayout(false, 1600));
