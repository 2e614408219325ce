// The perfect bot's verdict on a Regality move (issue 29 item 2): the solver's value before and after.
import { describe, expect, it } from 'vitest';
import { rules, type RegalityState } from '../../../src/games/regality/rules';
import { judgeMove, valueChance } from '../../../src/games/regality/ai/verdict';
import { ALLY, WIN } from '../../../src/games/regality/ai';
import { HIDDEN } from '../../../src/core/contract';
import { NEUTRALS5, empties, place, randomPosition, std } from './helpers';

describe('regality: the perfect bot verdict on a move', () => {
  it('R-VERDICT a known mistake: a proven win thrown away, the winning placement shown', () => {
    // Seed 1 played at random to three empty cells: the seat to move (1) wins with the bard on
    // cell 3; the samurai on cell 8 loses against best play.
    const s = randomPosition(std(NEUTRALS5), 1, (x) => empties(x) <= 3 && x.phase === 'place') as RegalityState;
    expect(s.current).toBe(1);
    const bad = judgeMove(s, 1, place('samurai', 8), 1);
    expect(bad).toEqual({ before: 1, after: 0, best: place('bard', 3), mark: 'mistake', exact: [true, true] });
    expect(judgeMove(s, 1, place('bard', 3), 1)).toMatchObject({ before: 1, after: 1, mark: 'good', exact: [true, true] });
  });

  it('R-VERDICT the value: 1 won, ½ drawn, 0 lost; unproven, ten points an ally of balance, from 0.1 to 0.9', () => {
    expect(valueChance(WIN - 6, true)).toBe(1);
    expect(valueChance(-WIN + 6, true)).toBe(0);
    expect(valueChance(0, true)).toBe(0.5);
    expect(valueChance(2 * ALLY, false)).toBeCloseTo(0.7);
    expect(valueChance(-ALLY, false)).toBeCloseTo(0.4);
    expect(valueChance(9 * ALLY, false)).toBeCloseTo(0.9);
    expect(valueChance(-9 * ALLY, false)).toBeCloseTo(0.1);
  });

  it('R-VERDICT never peeks: in a secret variant, two states differing only in the other zone\'s face-down neutrals give the same verdict', () => {
    const s = randomPosition({ variant: 'secret-random' }, 4, (x) => x.phase === 'place' && empties(x) <= 6 && (rules.view(x, x.current).zones[1 - x.current] ?? []).includes(HIDDEN)) as RegalityState;
    expect(s).not.toBeNull();
    const seat = s.current;
    const otherSeat = 1 - seat;
    const hidden = s.secret[otherSeat] ?? [];
    expect(hidden.length).toBeGreaterThan(0);
    // The hidden tiles swapped for neutrals nobody has seen (the undealt pile's).
    const seen = new Set<string>([...s.zones.flat(), ...s.neutral, ...s.discarded, ...s.draftPool, ...s.board.flatMap((c) => (c ? [c.tile, c.under ?? ''] : []))]);
    const unused = ['dragon', 'fairy', 'samurai', 'ninja', 'bard', 'performer', 'assassin', 'pirate', 'witch', 'hermit', 'fortuneteller', 'sage', 'tower', 'shaman', 'sorceress', 'citizen', 'death'].filter((t) => !seen.has(t));
    expect(unused.length).toBeGreaterThanOrEqual(hidden.length);
    const swap = new Map(hidden.map((t, i) => [t, unused[i] as string]));
    const other: RegalityState = { ...s, zones: s.zones.map((z, k) => (k === otherSeat ? z.map((t) => swap.get(t) ?? t) : z)), secret: s.secret.map((z, k) => (k === otherSeat ? z.map((t) => swap.get(t) ?? t) : z)) };
    expect(other.zones[otherSeat]).not.toEqual(s.zones[otherSeat]);
    expect(rules.view(other, seat)).toEqual(rules.view(s, seat));
    for (const move of rules.legalMoves(s).slice(0, 2)) expect(judgeMove(other, seat, move, 3, 2, 20_000)).toEqual(judgeMove(s, seat, move, 3, 2, 20_000));
  });

  it('refuses a move that is not legal in the position', () => {
    const s = rules.setup(std(NEUTRALS5), 1);
    expect(() => judgeMove(s, s.current, place('dragon', 99), 1)).toThrow(/not a legal move/);
  });
});
