// Issue 30 item 26: a bot never over-pays a cover when a cheaper one is as safe (the fewest points
// of its hand given up: 10♥ alone, not 4♣ + 10♥, to cover 10; 5♦, not J♣, to cover 5).
import { describe, expect, it } from 'vitest';
import { easy, moveKey, strong } from '../../../src/games/regicide/ai';
import { rules, type RegicideMove, type RegicideState } from '../../../src/games/regicide/rules';
import { valueOf } from '../../../src/games/regicide/rules/cards';
import { cheapestCovers } from '../../../src/games/regicide/ai/policy';
import { playCards, start } from './helpers';

const total = (m: RegicideMove): number => (m.type === 'discard' ? m.cards.reduce((n, c) => n + valueOf(c), 0) : -1);

/** Seat 0 of two plays `opener` against the Jack of clubs (attack 10) and must cover what is left. */
function toCover(hand: string[], opener: string): RegicideState {
  const s = start(2, { hands: [hand, ['2H', '3H', '4H', '5H', '6H', '7H', '8H']], castle: ['JC'] });
  const after = playCards(s, opener).state;
  expect(after.phase).toBe('discard');
  return after;
}

describe('R-AI-CHEAPEST-COVER the bots cover with the fewest points', () => {
  it('R-AI-CHEAPEST-COVER 10♥ alone covers 10 (not 4♣ + 10♥, not 9♦ + 8♠)', () => {
    const s = toCover(['2C', '4C', '8S', '9D', '10H'], '2C');
    expect(s.toDiscard).toBe(10);
    const legal = rules.legalMoves(s);
    expect(legal.map(moveKey)).toContain('d4C,10H'); // the over-payment is legal: a bot must not choose it
    expect(cheapestCovers(legal).map(moveKey)).toEqual(['d10H']);
    for (const bot of [easy, strong])
      for (let seed = 1; seed <= 8; seed++) {
        const m = bot.choose(rules.view(s, 0), legal, 0, { seed, iterations: 300 });
        expect(moveKey(m), `${bot.level} seed ${seed}`).toBe('d10H');
      }
  });

  it('R-AI-CHEAPEST-COVER a shield leaves 5 to cover: 5♦ (or 4♦ + A), never 10♣ (the J♣ of the issue, worth 10 too)', () => {
    // 5♠ played: 5 damage, a shield of 5, so 10 − 5 = 5 to cover.
    const s = toCover(['5S', 'AC', '4D', '5D', '10C'], '5S');
    expect(s.toDiscard).toBe(5);
    const legal = rules.legalMoves(s);
    const least = Math.min(...legal.filter((m) => m.type === 'discard').map(total));
    expect(least).toBe(5);
    for (const bot of [easy, strong])
      for (let seed = 1; seed <= 8; seed++) {
        const m = bot.choose(rules.view(s, 0), legal, 0, { seed, iterations: 300 });
        expect(total(m), `${bot.level} seed ${seed}: ${moveKey(m)}`).toBe(5);
      }
  });
});
