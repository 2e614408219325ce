// The page's own answer when the bot's Web Worker is missing or fails (scene/bot-client.ts): a
// legal move that leaves the bot the best ally balance one ply on; and the page-facing bot module
// (ai/levels.ts) agrees with the worker's (ai/index.ts) on levels and move matching.

import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng';
import * as full from '../../../src/games/regality/ai';
import * as levels from '../../../src/games/regality/ai/levels';
import { rules, type RegalityMove, type RegalityState } from '../../../src/games/regality/rules';
import { allies } from '../../../src/games/regality/rules/board';
import { onMainThread } from '../../../src/games/regality/scene/bot-client';

function positions(): RegalityState[] {
  const out: RegalityState[] = [];
  for (let seed = 1; seed <= 12; seed++) {
    let s = rules.setup({ variant: 'standard' }, seed);
    const rng = new Rng(seed);
    const stopAt = seed % 9;
    for (let ply = 0; ply < stopAt && s.status === 'playing'; ply++) {
      const moves = rules.legalMoves(s);
      const r = rules.apply(s, moves[rng.int(moves.length)] as RegalityMove);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    if (s.status === 'playing') out.push(s);
  }
  return out;
}

const balance = (s: RegalityState, seat: number): number => {
  const a = allies(s.board);
  return (a[seat] ?? 0) - (a[1 - seat] ?? 0);
};

describe('regality bot without its worker', () => {
  it('answers a legal move with the best ally balance after it, in every sampled position', () => {
    const ps = positions();
    expect(ps.length).toBeGreaterThan(6);
    for (const s of ps) {
      const legal = rules.legalMoves(s);
      const move = onMainThread(s, legal, s.current) as RegalityMove;
      expect(legal).toContain(move);
      const after = rules.apply(s, move);
      if (!after.ok) throw new Error(after.error.message);
      let best = -Infinity;
      for (const m of legal) {
        const r = rules.apply(s, m);
        if (r.ok) best = Math.max(best, balance(r.state, s.current));
      }
      expect(balance(after.state, s.current)).toBe(best);
    }
  });

  it('the page-facing levels are the worker\'s levels', () => {
    expect(levels.BOT_LEVELS).toEqual(full.BOT_LEVELS);
    expect(levels.DEFAULT_BUDGET_MS).toEqual(full.DEFAULT_BUDGET_MS);
    expect(levels.MAX_BUDGET_MS).toBe(full.MAX_BUDGET_MS);
    expect(levels.isBotLevel('perfect')).toBe(true);
    expect(levels.isBotLevel('hard')).toBe(false);
    const s = positions()[0] as RegalityState;
    const legal = rules.legalMoves(s);
    const copy = JSON.parse(JSON.stringify(legal[1])) as RegalityMove;
    expect(levels.matchLegal(copy, legal)).toBe(legal[1]);
    expect(levels.matchLegal({ type: 'skip' }, [])).toBeNull();
  });
});
