// Regicide bots: legal moves only, never peek at what their seat may not see, deterministic for
// a seed with an iteration budget. (No win rate here: `npm run bench:regicide` measures those.)
import { describe, expect, it } from 'vitest';
import { bots, easy, moveKey, strong } from '../../../src/games/regicide/ai';
import { determinize } from '../../../src/games/regicide/ai/determinize';
import { rules, type RegicideMove, type RegicideOptions, type RegicideState } from '../../../src/games/regicide/rules';
import { CASTLE_CARDS, rankOf, sortCards } from '../../../src/games/regicide/rules/cards';
import { Rng } from '../../../src/core/rng';
import type { Bot } from '../../../src/core/contract';
import { requestBotMove } from '../../../src/games/regicide/scene/bot-client';

type RBot = Bot<RegicideState, RegicideMove>;

/** Play a whole deal with `bot` at every seat; `each` sees every position before its move. */
function playDeal(bot: RBot, players: number, seed: number, iterations: number, each?: (s: RegicideState, seat: number, n: number) => void): RegicideState {
  let s = rules.setup({ players: players as RegicideOptions['players'] }, seed);
  for (let n = 0; rules.outcome(s) === null; n++) {
    const seat = rules.actor(s) as number;
    each?.(s, seat, n);
    const legal = rules.legalMoves(s);
    const move = bot.choose(rules.view(s, seat), legal, seat, { seed: seed * 1000 + n, iterations });
    expect(legal.map(moveKey)).toContain(moveKey(move));
    const r = rules.apply(s, move);
    expect(r.ok).toBe(true);
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}

/**
 * The same position with everything `seat` may not see dealt differently: the other hands and
 * the tavern share out their cards in another order, each castle rank is reversed, the RNG moves.
 */
function reshuffleHidden(s: RegicideState, seat: number): RegicideState {
  const hiddenCards = [...s.hands.flatMap((h, p) => (p === seat ? [] : h)), ...s.tavern].reverse();
  let k = 0;
  const take = (n: number): string[] => hiddenCards.slice(k, (k += n));
  const hands = s.hands.map((h, p) => (p === seat ? h.slice() : sortCards(take(h.length))));
  const tavern = take(s.tavern.length);
  const castle = s.castle.slice();
  for (let i = 0; i < castle.length; ) {
    let j = i;
    while (j < castle.length && rankOf(castle[j] as string) === rankOf(castle[i] as string)) j++;
    castle.splice(i, j - i, ...castle.slice(i, j).reverse());
    i = j;
  }
  return { ...s, hands, tavern, castle, rng: ((s.rng as number) ^ 0x5bd1e995) >>> 0 };
}

describe('regicide bots', () => {
  it('are listed easiest first, in the contract shape', () => {
    expect(bots.map((b) => b.level)).toEqual(['easy', 'strong']);
  });

  for (const players of [1, 2, 3, 4]) {
    it(`play only legal moves over seeded deals, ${players} player(s)`, () => {
      for (let seed = 1; seed <= 12; seed++) playDeal(easy, players, seed, 0);
      for (let seed = 1; seed <= 3; seed++) playDeal(strong, players, seed, 40);
    });
  }

  it('never peek: states that differ only in what the seat may not see give the same move', () => {
    let compared = 0;
    for (const players of [1, 2, 3, 4]) {
      playDeal(easy, players, 7 + players, 0, (s, seat, n) => {
        if (n % 3 !== 0) return;
        const other = reshuffleHidden(s, seat);
        expect(rules.view(other, seat)).toEqual(rules.view(s, seat));
        const legal = rules.legalMoves(s);
        for (const bot of [easy, strong]) {
          const options = { seed: 99 + n, iterations: 60 };
          const a = bot.choose(s, legal, seat, options);
          const b = bot.choose(other, rules.legalMoves(other), seat, options);
          const c = bot.choose(rules.view(s, seat), legal, seat, options);
          expect(moveKey(b)).toBe(moveKey(a));
          expect(moveKey(c)).toBe(moveKey(a));
        }
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('is deterministic for a seed with an iteration budget', () => {
    const s0 = rules.setup({ players: 1 }, 5);
    const seat = 0;
    const legal = rules.legalMoves(s0);
    const a = strong.choose(rules.view(s0, seat), legal, seat, { seed: 3, iterations: 300 });
    const b = strong.choose(rules.view(s0, seat), legal, seat, { seed: 3, iterations: 300 });
    expect(b).toEqual(a);
    const end1 = playDeal(strong, 2, 11, 50);
    const end2 = playDeal(strong, 2, 11, 50);
    expect(end2).toEqual(end1);
  });

  it('stops on a time budget read through the injected clock', () => {
    const s0 = rules.setup({ players: 3 }, 8);
    let t = 0;
    const now = (): number => (t += 1); // every reading is 1 ms later
    const move = strong.choose(rules.view(s0, 0), rules.legalMoves(s0), 0, { seed: 1, timeMs: 40, now });
    expect(rules.legalMoves(s0).map(moveKey)).toContain(moveKey(move));
    expect(t).toBeLessThan(60);
  });

  it('play on where a stacked castle is out of its rank order', () => {
    for (const players of [1, 3]) {
      let s = rules.setup({ players: players as RegicideOptions['players'], stack: { castle: ['KS', 'QH', 'JC', 'KD'] } }, 3);
      for (let n = 0; rules.outcome(s) === null && n < 200; n++) {
        const seat = rules.actor(s) as number;
        const legal = rules.legalMoves(s);
        const move = strong.choose(rules.view(s, seat), legal, seat, { seed: n, iterations: 30 });
        expect(legal.map(moveKey)).toContain(moveKey(move));
        const r = rules.apply(s, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  });

  it('deals determinizations that agree with the view and use each card once', () => {
    for (const players of [1, 2, 3, 4]) {
      playDeal(easy, players, 20 + players, 0, (s, seat, n) => {
        if (n % 4 !== 0) return;
        const v = rules.view(s, seat);
        const d = determinize(v, seat, new Rng(n + 1));
        expect(rules.view(d, seat)).toEqual({ ...v });
        const all = [...d.hands.flat(), ...d.tavern, ...d.castle, ...d.discard, ...d.table.flat(), ...(d.enemy ? [d.enemy] : [])];
        expect(new Set(all).size).toBe(all.length);
        expect(all.length).toBe(40 + (players >= 3 ? players - 2 : 0) + CASTLE_CARDS.length);
        // The castle keeps its rank order: jacks, then queens, then kings.
        for (let i = 1; i < d.castle.length; i++) expect(rankOf(d.castle[i] as string)).toBeGreaterThanOrEqual(rankOf(d.castle[i - 1] as string));
      });
    }
  });

  it('the page asks for a move and gets one of the legal ones (without Workers: the easy bot)', async () => {
    const s0 = rules.setup({ players: 2 }, 4);
    const legal = rules.legalMoves(s0);
    const move = await requestBotMove(s0, legal, 0, 'strong');
    expect(legal).toContain(move);
    expect(moveKey(move as RegicideMove)).toBe(moveKey(easy.choose(s0, legal, 0, { seed: 1 })));
  });
});
