// The Regality levels in the contract's shape (CONTRACT.md, Bots): legal moves at every level, and
// no peeking: in the secret variants, the whole state (the other seat's secret tiles in it) and the
// seat's view give the same move.
import { describe, expect, it } from 'vitest';
import { bots } from '../../../src/games/regality/ai';
import { rules, type RegalityState } from '../../../src/games/regality/rules';
import { randomPosition } from './helpers';

const options = (seed: number) => ({ seed, iterations: 2_000 });

describe('regality bots (contract shape)', () => {
  it('are easy, medium, perfect, easiest first', () => {
    expect(bots.map((b) => b.level)).toEqual(['easy', 'medium', 'perfect']);
  });

  it('answer one of the legal moves in every variant', () => {
    for (const variant of ['standard', 'old-style', 'secret-random', 'draft', 'secret-draft'] as const) {
      const p = randomPosition({ variant }, 21, (_s, ply) => ply === 3) as RegalityState;
      const legal = rules.legalMoves(p);
      for (const bot of bots) expect(legal).toContain(bot.choose(p, legal, p.current, options(5)));
    }
  });

  it("never peek: the whole state (the other seat's secret tiles in it) and the seat's view give the same move", () => {
    let checked = 0;
    for (let seed = 1; seed <= 20 && checked < 6; seed++) {
      const p = randomPosition({ variant: seed % 2 ? 'secret-random' : 'secret-draft' }, seed, (_s, ply) => ply === 2 + (seed % 3));
      if (!p) continue;
      const seat = p.current;
      const view = rules.view(p, seat);
      if (JSON.stringify(view) === JSON.stringify(p)) continue; // nothing hidden here
      const legal = rules.legalMoves(p);
      for (const bot of bots) expect(bot.choose(view, legal, seat, options(seed))).toEqual(bot.choose(p, legal, seat, options(seed)));
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });
});
