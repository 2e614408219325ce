// The strong bot's verdict on a Le Roi du Ring move (issue 29 item 2).
import { describe, expect, it } from 'vitest';
import { rules, type RoiMove, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { easy } from '../../../src/games/roi-du-ring/ai';
import { judgeMove } from '../../../src/games/roi-du-ring/ai/verdict';
import { HIDDEN } from '../../../src/core/contract';

/** Deal `seed` of a two-player bout played by the easy bot at both seats: the states before each move, and the moves. */
function easyBout(seed: number): { states: RoiState[]; moves: RoiMove[] } {
  let s = rules.setup({ players: 2 }, seed);
  const states: RoiState[] = [];
  const moves: RoiMove[] = [];
  while (rules.outcome(s) === null) {
    const seat = rules.actor(s) as number;
    const m = easy.choose(s, rules.legalMoves(s), seat, { seed: seed * 1000 + moves.length });
    states.push(s);
    moves.push(m);
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return { states, moves };
}

describe('roi-du-ring: the strong bot verdict on a move', () => {
  it('R-VERDICT a known mistake: a turn ended at once, five cards in hand, where a step toward the foe kept the bout nearly won', () => {
    // Deal 2, the easy bot at both seats: its 315th move ends Red's turn without playing a card;
    // the strong bot steps toward Blue with the 9 of clubs.
    const { states, moves } = easyBout(2);
    const s = states[314] as RoiState;
    expect(rules.actor(s)).toBe(0);
    expect(moves[314]).toEqual({ type: 'end', draw: 0 });
    expect(s.hands[0]).toEqual(['9C', 'JC', 'KC', '9H', '10H']);
    const v = judgeMove(s, 0, moves[314] as RoiMove, 5);
    expect(v.mark).toBe('mistake');
    expect(v.before - v.after).toBeGreaterThanOrEqual(0.2);
    expect(v.best).toMatchObject({ type: 'move', card: '9C' });
    expect(rules.legalMoves(s)).toContainEqual(v.best);
    // The bot's pick, judged in turn, is good.
    expect(judgeMove(s, 0, v.best, 5).mark).toBe('good');
  });

  it('R-VERDICT never peeks: two states differing only in the other hand and the deck give the same verdict', () => {
    const { states } = easyBout(3);
    const s = states.find((x, i) => i > 20 && rules.actor(x) === 0 && x.phase === 'play') as RoiState;
    const other: RoiState = { ...s, hands: [s.hands[0] as string[], [...(s.deck.slice(0, (s.hands[1] ?? []).length))]], deck: [...(s.hands[1] ?? []), ...s.deck.slice((s.hands[1] ?? []).length)].reverse(), rng: (s.rng) ^ 0x77 };
    expect(other.hands[1]).not.toEqual(s.hands[1]);
    expect(rules.view(other, 0)).toEqual(rules.view(s, 0));
    expect(rules.view(s, 0).hands[1]).toContain(HIDDEN);
    for (const move of rules.legalMoves(s).slice(0, 3)) expect(judgeMove(other, 0, move, 9, 6)).toEqual(judgeMove(s, 0, move, 9, 6));
  });

  it('refuses a move that is not legal in the position', () => {
    const s = easyBout(3).states[0] as RoiState;
    expect(() => judgeMove(s, rules.actor(s) as number, { type: 'pincer', agree: true }, 1, 2)).toThrow(/not a legal move/);
  });
});
