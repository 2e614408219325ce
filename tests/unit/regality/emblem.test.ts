// The menu's Regality picture (newcomer s37 item 6: its tiles pointed the wrong way): drawn by the
// table's rule, each tile pointing away from the side it serves (Regality below: up; Religion
// above: down), its body in its own side's colour, its rim in its allegiance's.
import { describe, expect, it } from 'vitest';
import { regalityEmblemTiles } from '../../../src/games/regality/emblem-tiles';
import { SERVES_COLOUR, SIDE_COLOUR } from '../../../src/games/regality/colours';

describe("the menu's Regality picture", () => {
  const { tiles } = regalityEmblemTiles(200);
  it('points each tile away from the side it serves, as the table does', () => {
    for (const t of tiles) {
      const up = t.tip.y < t.centre.y;
      expect(up, `${t.side} serving ${t.serves}`).toBe(t.serves === 0);
      // the tip is the outline's farthest point that way
      const ys = t.points.map((p) => p.y);
      expect(t.tip.y).toBe(up ? Math.min(...ys) : Math.max(...ys));
    }
  });
  it("draws each body in its own side's colour and its rim in its allegiance's, one tile turned", () => {
    for (const t of tiles) {
      expect(t.body).toBe(SIDE_COLOUR[t.side]);
      expect(t.rim).toBe(SERVES_COLOUR[t.serves]);
    }
    expect(tiles.some((t) => (t.side === 'regality') !== (t.serves === 0))).toBe(true);
  });
});
