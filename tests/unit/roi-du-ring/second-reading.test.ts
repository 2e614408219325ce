// Rules as roi-du-ring.fr.txt writes them, second reading (issue 26, items 4-8): ropes on every
// orthogonal blow, pincer and ropes together, a trip's own push as a movement, a trip as the
// charger steps next to you, and a spit over a fighter in between. Stacked hands, placed fighters.
import { describe, expect, it } from 'vitest';
import { damageOf, rules, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, eventsOf, movesOf, place, start } from './helpers';

type Adv = NonNullable<RoiOptions['advanced']>;
type At = Record<number, { x: number; y: number; hp?: number; fury?: number }>;
const fight = (players: 2 | 3 | 4, hands: string[][], advanced: Adv, at: At): RoiState => place(begin(start(players, { hands }, { advanced })), at);

describe('roi-du-ring ropes (R-ROPES)', () => {
  it('R-ROPES a fighter in the ropes hit by an orthogonal blow loses 1 more, along the rope too', () => {
    // Red on (4,1) strikes Blue on (4,2), on the right rope, straight down along it.
    const s = fight(2, [['5D'], ['2C']], {}, { 0: { x: 4, y: 1 }, 1: { x: 4, y: 2 } });
    expect(damageOf(s, 0, 1)).toBe(2);
    const hit = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' }).state;
    expect(hit.fighters[1]!.hp).toBe(8);
    // Toward the rope too; never a diagonal blow on a side (only in a corner); never off the ropes.
    expect(damageOf(place(s, { 0: { x: 3, y: 2 } }), 0, 1)).toBe(2);
    expect(damageOf(place(s, { 0: { x: 3, y: 1 } }), 0, 1)).toBe(1);
    expect(damageOf(place(s, { 0: { x: 2, y: 1 }, 1: { x: 3, y: 1 } }), 0, 1)).toBe(1);
    // The top rope, struck from the side along it.
    expect(damageOf(place(s, { 0: { x: 1, y: 0 }, 1: { x: 2, y: 0 } }), 0, 1)).toBe(2);
  });

  it('R-ROPES-PINCER pincer and ropes add up: a fighter in the ropes caught between two along the rope loses 3', () => {
    // Red on (4,1) strikes Blue on (4,2); Green stands behind Blue on (4,3), along the rope.
    const s = fight(3, [['5D'], ['2C'], ['3C']], {}, { 0: { x: 4, y: 1 }, 1: { x: 4, y: 2 }, 2: { x: 4, y: 3 } });
    const asked = act(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }).state;
    expect(asked.phase).toBe('pincer');
    const agreed = act(asked, { type: 'pincer', agree: true }).state;
    expect(agreed.attack?.damage).toBe(3);
    expect(act(agreed, { type: 'take' }).state.fighters[1]!.hp).toBe(7);
  });
});

describe('roi-du-ring a trip\'s own push (R-TRIP-PUSH)', () => {
  it('R-TRIP-PUSH the push of a trip is a movement: it meets another trip, and then the tripped player\'s turn is over', () => {
    // Red steps from (0,2) to (1,2) next to Blue on (2,2) (ace of clubs); tripped, it is pushed
    // back to (0,2), next to Green on (0,1), who holds an ace of clubs too.
    const s = fight(3, [['3C', '8C'], ['AC'], ['AD']], { specialCards: true }, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 }, 2: { x: 0, y: 1 } });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 1, y: 2 } }).state;
    expect(moved.react?.seats).toEqual([1]);
    const first = acts(moved, { type: 'trip', card: 'AC', target: 0 }, { type: 'take' });
    expect(first.state.fighters[0]).toMatchObject({ x: 0, y: 2 });
    expect(first.state.phase).toBe('react');
    expect(rules.actor(first.state)).toBe(2);
    expect(rules.legalMoves(first.state)).toEqual([{ type: 'trip', card: 'AD', target: 0 }, { type: 'pass' }]);
    expect(eventsOf(first.events, 'lost-turn')).toHaveLength(1);
    const second = acts(first.state, { type: 'trip', card: 'AD', target: 0 }, { type: 'take' });
    expect(second.state.fighters[0]).toMatchObject({ x: 0, y: 3 });
    expect(eventsOf(second.events, 'lost-turn')).toHaveLength(0);
    expect(second.state.phase).toBe('play');
    expect(second.state.current).toBe(1);
    // Passed: the turn goes to Blue all the same.
    const passed = act(first.state, { type: 'pass' }).state;
    expect(passed.phase).toBe('play');
    expect(passed.current).toBe(1);
  });
});

describe('roi-du-ring a trip on a charge (R-TRIP-CHARGE)', () => {
  // Red on (0,2) charges with the jack of clubs at Blue on (2,2), who holds an ace of clubs.
  const s = () => fight(2, [['JC', '2D'], ['AC', '4C']], { specialCards: true }, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });

  it('R-TRIP-CHARGE the target may trip the charger as it steps next to it, before the blow; tripped, the charger loses the blow and its turn', () => {
    const charged = act(s(), { type: 'charge', card: 'JC', target: 1 }).state;
    expect(charged.fighters[0]).toMatchObject({ x: 1, y: 2 });
    expect(charged.phase).toBe('react');
    expect(rules.actor(charged)).toBe(1);
    expect(rules.legalMoves(charged)).toEqual([{ type: 'trip', card: 'AC', target: 0 }, { type: 'pass' }]);
    const down = acts(charged, { type: 'trip', card: 'AC', target: 0 }, { type: 'take' });
    expect(down.state.fighters[0]).toMatchObject({ x: 0, y: 2, hp: 10 });
    expect(down.state.fighters[1]).toMatchObject({ x: 2, y: 2, hp: 10 });
    expect(eventsOf(down.events, 'hit')).toEqual([]);
    expect(down.state.current).toBe(1);
    expect(down.state.phase).toBe('play');
  });

  it('R-TRIP-CHARGE passed or defended, the charge\'s blow comes', () => {
    const passed = acts(s(), { type: 'charge', card: 'JC', target: 1 }, { type: 'pass' }).state;
    expect(passed.phase).toBe('defend');
    expect(passed.attack).toMatchObject({ by: 0, on: 1, kind: 'charge', damage: 1 });
    const took = act(passed, { type: 'take' }).state;
    expect(took.fighters[1]).toMatchObject({ hp: 9, x: 3, y: 2 });
    // Red parries the trip with 2D, passes on its counter-attack: the blow comes.
    const parried = acts(s(), { type: 'charge', card: 'JC', target: 1 }, { type: 'trip', card: 'AC', target: 0 }, { type: 'parry', card: '2D' }, { type: 'stop' }).state;
    expect(parried.phase).toBe('defend');
    expect(parried.attack).toMatchObject({ by: 0, on: 1, kind: 'charge' });
  });
});

describe('roi-du-ring a spit over a fighter (R-SPECIAL-QUEEN-REACH)', () => {
  it('R-SPECIAL-QUEEN-REACH a spit reaches an opponent adjacent or one square farther, whoever stands between', () => {
    // Red on (0,0) with the queen of hearts; Green on (1,1), Blue on (2,2).
    const s = fight(3, [['QH'], ['2C'], ['3C']], { specialCards: true }, { 0: { x: 0, y: 0 }, 1: { x: 2, y: 2 }, 2: { x: 1, y: 1 } });
    expect(movesOf(s, 'spit')).toEqual([
      { type: 'spit', card: 'QH', target: 2 },
      { type: 'spit', card: 'QH', target: 1 },
    ]);
    const spat = act(s, { type: 'spit', card: 'QH', target: 1 }).state;
    expect(spat.attack).toMatchObject({ by: 0, on: 1, kind: 'spit' });
    // A teammate in between does not shield the foe behind it either.
    const team = place(begin(start(4, { hands: [['QD'], ['2C'], ['3C'], ['4C']] }, { teams: true, advanced: { specialCards: true } })), {
      0: { x: 0, y: 2 },
      1: { x: 2, y: 2 },
      2: { x: 1, y: 2 },
      3: { x: 4, y: 4 },
    });
    expect(movesOf(team, 'spit')).toEqual([{ type: 'spit', card: 'QD', target: 1 }]);
  });
});
