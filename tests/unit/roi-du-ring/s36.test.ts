// Le Roi du Ring, the newcomer's report of round 36 (pure logic): the position tests/e2e/roi-s36.spec.ts
// opens for the bot's turn told on the table, its recap's lines and trails.
import { describe, expect, it } from 'vitest';
import { rules, type RoiMove, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { strong } from '../../../src/games/roi-du-ring/ai';
import { othersSince, recapLines, recapPaths } from '../../../src/games/roi-du-ring/scene/recap-lines';
import { acts, begin, start } from './helpers';

/** Red two steps in (2 2), the 5♥ 6♥ discarded, the turn ended drawing none: Blue (4 4) to play. */
const RED_WAITS: RoiMove[] = [
  { type: 'move', card: '2S', to: { x: 1, y: 1 } },
  { type: 'move', card: '3S', to: { x: 2, y: 2 } },
  { type: 'discard', cards: ['5H', '6H'] },
  { type: 'end', draw: 0 },
];
const redWaits = (): RoiState => acts(begin(start(2, { hands: [['2S', '3S', '4S', '5H', '6H'], ['2C', '3C', '9H', '10H', '8D']] })), ...RED_WAITS).state;

describe("the bot's turn told on the table", () => {
  it('the strong bot, in the browser test\'s position, steps twice and strikes (whatever its seed)', () => {
    for (const seed of [1, 2, 3]) {
      let s = redWaits();
      const played: RoiMove[] = [];
      while (rules.actor(s) === 1 && played.length < 6) {
        const m = strong.choose(s, rules.legalMoves(s), 1, { seed: seed + played.length });
        played.push(m);
        s = acts(s, m).state;
      }
      expect(played.map((m) => m.type)).toEqual(['move', 'move', 'strike']);
    }
  });

  it("says the others' moves since the person's last, in the log's words, and draws each fighter's path", () => {
    const s0 = redWaits();
    const blue: RoiMove[] = [
      { type: 'move', card: '2C', to: { x: 4, y: 3 } },
      { type: 'move', card: '3C', to: { x: 3, y: 3 } },
      { type: 'strike', card: '9H', target: 0, mode: 'hit' },
    ];
    let s = s0;
    const moves = blue.map((m) => {
      const r = acts(s, m);
      s = r.state;
      return { seat: 1, name: 'Blue', mine: false, bot: true, lines: [], events: r.events };
    });
    const all = [{ seat: 0, name: 'Red', mine: true, bot: false, lines: [], events: [] }, ...moves];
    expect(othersSince(all)).toHaveLength(3);
    expect(othersSince([...all, { ...all[0]! }])).toHaveLength(0);
    const lines = recapLines(othersSince(all));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Blue steps to .* with 2♣\.$/);
    expect(lines[2]).toBe('Blue strikes Red with 9♥.');
    const paths = recapPaths(s0, moves.flatMap((m) => m.events));
    expect(paths.get(1)).toEqual([{ x: 4, y: 4 }, { x: 4, y: 3 }, { x: 3, y: 3 }]);
    expect(paths.has(0)).toBe(false);
  });
});
