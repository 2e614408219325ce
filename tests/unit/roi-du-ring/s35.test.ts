// Le Roi du Ring, the newcomer's report of round 35, the parts that are pure logic: the end of the
// turn offered as one "End turn" button where there is no choice of draws (a full hand, an empty
// deck), not "End turn, draw 0".
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/roi-du-ring/rules';
import { promptButtons } from '../../../src/games/roi-du-ring/scene/prompt';
import { begin, promptContext, start } from './helpers';

describe('roi-du-ring round 35', () => {
  it('R-END-TURN with a full hand (no draw possible) the turn ends by one button that says no number', () => {
    const s = begin(start(2, { hands: [['2C', '3C', '4C', '5C', '6C'], ['5D']] }));
    expect(rules.legalMoves(s).filter((m) => m.type === 'end')).toEqual([{ type: 'end', draw: 0 }]);
    const ends = promptButtons(s, promptContext(s)).filter((b) => b.name.startsWith('roi.btn.end.'));
    expect(ends.map((b) => [b.name, b.label])).toEqual([['roi.btn.end.0', 'End turn: tomatoes, −1 hp']]); // (nothing played yet: the tomatoes said, s36)
  });

  it('R-END-TURN with a real choice of draws, each button still says how many it draws', () => {
    const s = begin(start(2, { hands: [['2C', '3C', '4C', '5C'], ['5D']] }));
    const ends = promptButtons(s, promptContext(s)).filter((b) => b.name.startsWith('roi.btn.end.'));
    expect(ends.map((b) => b.label)).toEqual(['End turn, draw 0: tomatoes, −1 hp', 'End turn, draw 1: tomatoes, −1 hp']); // (nothing played yet: the tomatoes said, s36)
  });
});
