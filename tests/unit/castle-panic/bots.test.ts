// The Castle Panic bots of the contract (ai/index.ts `bots`): legal moves only over whole seeded
// games in every mode and count (the Overlord too), no peeking (the deck, the pile order and the
// Overlord's tokens do not change a defender's move; the pile order does not change the
// Overlord's), the same move for the same seed, trades only by offer (R-TRADE-OFFER), offers
// answered, a seat that refused not asked again that turn.
import { describe, expect, it } from 'vitest';
import { bots, type CastlePanicBotOptions } from '../../../src/games/castle-panic/ai';
import { rules, type CastlePanicMode, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';

const level = (l: string): (typeof bots)[number] => bots.find((b) => b.level === l) as (typeof bots)[number];

function play(options: CastlePanicOptions, seed: number, pick: (s: CastlePanicState, seat: number, legal: CastlePanicMove[], n: number) => CastlePanicMove, each?: (s: CastlePanicState) => void): CastlePanicState {
  let s = rules.setup(options, seed);
  let n = 0;
  while (rules.outcome(s) === null && n < 5000) {
    const seat = rules.actor(s) as number;
    const legal = rules.legalMoves(s);
    each?.(s);
    const move = pick(s, seat, legal, n);
    const r = rules.apply(s, move);
    if (!r.ok) throw new Error(`seed ${seed}: illegal ${JSON.stringify(move)}: ${r.error.message}`);
    s = r.state;
    n++;
  }
  expect(rules.outcome(s)).not.toBeNull();
  return s;
}

const shuffled = <T>(xs: readonly T[], k: number): T[] => {
  const out = xs.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = (i * 7 + k * 13) % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

describe('castle panic bots', () => {
  it('lists easy then strong', () => {
    expect(bots.map((b) => b.level)).toEqual(['easy', 'strong']);
  });

  const modes: [CastlePanicMode, number[]][] = [
    ['solo', [1]],
    ['coop', [2, 3, 4, 5, 6]],
    ['master-slayer', [2, 4, 6]],
    ['overlord', [1, 2, 3, 5]],
  ];
  for (const [mode, counts] of modes) {
    for (const players of counts) {
      it(`plays legal moves only: ${mode}, ${players} defender(s), both levels, every difficulty`, () => {
        const variants = [{}, { easierBattles: true, heroicPowers: true, allForOne: true, notOverYet: true }, { finalCharge: true, chargingHorde: true }];
        for (let g = 0; g < 3; g++) {
          const options = { players, mode, variants: variants[g] } as CastlePanicOptions;
          play(options, 100 + g, (s, seat, legal, n) => {
            const bot = level(s.overlord === seat ? (g % 2 === 0 ? 'strong' : 'easy') : g === 1 ? 'easy' : 'strong');
            const move = bot.choose(rules.view(s, seat), legal, seat, { seed: n });
            expect(legal).toContain(move);
            return move;
          });
        }
      });
    }
  }

  it('sees only its view: the deck, the pile order and the Overlord tokens do not change its move', () => {
    for (const mode of ['coop', 'overlord'] as const) {
      let checked = 0;
      play({ players: 3, mode }, 7, (s, seat, legal, n) => {
        const move = level('strong').choose(s, legal, seat, { seed: n });
        const other: CastlePanicState = { ...s, deck: shuffled(s.deck, n), pile: shuffled(s.pile, n + 1), rng: (s.rng + 12345) | 0 };
        if (seat !== s.overlord && s.overlord !== null) other.overlordHand = shuffled(['goblin', 'troll', 'draw-4', 'boulder'], n).slice(0, s.overlordHand.length);
        for (const bot of bots) expect(bot.choose(other, legal, seat, { seed: n })).toEqual(bot.choose(s, legal, seat, { seed: n }));
        checked++;
        return move;
      });
      expect(checked).toBeGreaterThan(20);
    }
  });

  it('gives the same moves for the same seed', () => {
    for (const bot of bots) {
      const moves: CastlePanicMove[][] = [[], []];
      for (const k of [0, 1]) play({ players: 2, mode: 'overlord' }, 11, (s, seat, legal, n) => {
        const m = bot.choose(rules.view(s, seat), legal, seat, { seed: n * 31, iterations: 100 });
        (moves[k] as CastlePanicMove[]).push(m);
        return m;
      });
      expect(moves[1]).toEqual(moves[0]);
    }
  });

  it('trades only by offer, to any defender, answers offers, asks no seat again after a refusal, and discards what it cannot use', () => {
    let offers = 0;
    let accepted = 0;
    let discards = 0;
    const asked = new Set<number>();
    for (let g = 0; g < 5; g++) {
      play({ players: 3, mode: 'coop' }, 200 + g, (s, seat, legal, n) => {
        // seat 0 stands for a person who refuses every offer (the bots are told nothing of it)
        if (s.phase === 'trade-answer' && seat === 0) return { type: 'refuse' };
        const move = level('strong').choose(rules.view(s, seat), legal, seat, { seed: n, partners: [] } as CastlePanicBotOptions);
        expect(move.type).not.toBe('trade'); // never takes a card without asking
        if (move.type === 'offer') {
          offers++;
          asked.add(move.seat);
          expect(s.refused.some((o) => o.seat === move.seat)).toBe(false);
        }
        if (move.type === 'accept') accepted++;
        if (move.type === 'discard') discards++;
        return move;
      });
    }
    expect(offers).toBeGreaterThan(0);
    expect(accepted).toBeGreaterThan(0);
    expect([...asked].sort()).toEqual([0, 1, 2]); // the person is asked too: the bots do not know who sits where
    expect(discards).toBeGreaterThan(0);
  });

  it('answers an offer: accepts a swap that helps the table, refuses one that clearly hurts it', () => {
    // arc 1's wall is down and a troll stands before it; seat 0 (in its trade phase) offers tar for seat 1's mortar
    const asked = (hands: string[][]): CastlePanicState => {
      const base = rules.setup({ players: 2, mode: 'coop', stack: { hands, pile: ['move-cw', 'move-ccw', 'goblin'] } }, 3);
      const dealt = rules.apply(base, { type: 'start-deal' });
      if (!dealt.ok) throw new Error(dealt.error.message);
      const walls = dealt.state.walls.slice();
      walls[0] = false;
      const troll = { id: 0, kind: 'troll', hp: 3, maxHp: 3, arc: 1, ring: 'swordsman' as const, tarred: false };
      const s: CastlePanicState = { ...dealt.state, hands: base.hands, walls, monsters: [troll], nextId: 1, phase: 'trade', tradesLeft: 1 };
      const r = rules.apply(s, { type: 'offer', seat: 1, give: 'tar', take: 'mortar' });
      if (!r.ok) throw new Error(r.error.message);
      expect(rules.actor(r.state)).toBe(1);
      return r.state;
    };
    const answer = (s: CastlePanicState, l: string, seed: number): CastlePanicMove => level(l).choose(rules.view(s, 1), rules.legalMoves(s), 1, { seed });
    // seat 0 holds the brick: with the mortar it rebuilds the wall this turn
    const helps = asked([['brick', 'tar'], ['archer-red', 'mortar']]);
    // seat 1 holds brick and mortar itself: the mortar alone helps seat 0 nothing, and seat 1 could no longer build
    const hurts = asked([['archer-red', 'tar'], ['brick', 'mortar']]);
    for (const seed of [1, 2, 3]) {
      expect(answer(helps, 'strong', seed)).toEqual({ type: 'accept' });
      expect(answer(hurts, 'strong', seed)).toEqual({ type: 'refuse' });
    }
    // the easy bot accepts (the offerer judged the table)
    expect(answer(hurts, 'easy', 1)).toEqual({ type: 'accept' });
  });
});
