// R-MOVES-STABLE, speed side: legalMoves hands out ready-made frozen move objects (rules/intern.ts)
// and apply recognises them by identity instead of checking their fields. A listed move and its
// JSON copy must play alike; a look-alike with an extra field is still refused; a trade's
// one-pass hand swap gives what a splice and a sort give.
import { describe, expect, it } from 'vitest';
import { ERR } from '../../../src/core/contract';
import { Rng, seedRng } from '../../../src/core/rng';
import { rules, type CastlePanicMove, type CastlePanicOptions } from '../../../src/games/castle-panic/rules';
import { CASTLE_CARDS, sortHand, swapCard } from '../../../src/games/castle-panic/rules/data';
import { skipPlacing } from './helpers';

const OPTIONS: CastlePanicOptions[] = [
  { players: 6, mode: 'coop' },
  { players: 1, mode: 'solo', variants: { allForOne: true, heroicPowers: true, notOverYet: true } },
  { players: 3, mode: 'overlord', variants: { finalCharge: true, chargingHorde: true } },
];

describe('castle panic ready-made moves', () => {
  it.each(OPTIONS.map((o) => [`${o.mode} ${o.players}`, o] as const))('R-MOVES-STABLE %s: listed moves are frozen, and a JSON copy plays alike', (_name, options) => {
    const pick = new Rng(seedRng(21));
    let compared = 0;
    for (let game = 0; game < 6; game++) {
      let s = rules.setup(options, 300 + game);
      for (let legal = rules.legalMoves(s); legal.length > 0; legal = rules.legalMoves(s)) {
        for (const m of legal) if (m.type !== 'all-for-one') expect(Object.isFrozen(m)).toBe(true);
        // the same list twice: equal, in the same order
        expect(JSON.stringify(rules.legalMoves(s))).toBe(JSON.stringify(legal));
        const move = legal[pick.int(legal.length)] as CastlePanicMove;
        const listed = rules.apply(s, move);
        const copied = rules.apply(s, JSON.parse(JSON.stringify(move)) as CastlePanicMove);
        expect(JSON.stringify(copied)).toBe(JSON.stringify(listed));
        compared++;
        if (!listed.ok) throw new Error(listed.error.message);
        s = listed.state;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('R-MOVES-AGREE a look-alike of a listed move with one more field is refused and changes nothing', () => {
    let s = skipPlacing(rules.setup({ players: 6, mode: 'coop' }, 5));
    while (s.phase !== 'trade') s = (rules.apply(s, { type: 'pass' }) as { ok: true; state: typeof s }).state;
    const trade = rules.legalMoves(s).find((m) => m.type === 'trade') as CastlePanicMove;
    const before = JSON.stringify(s);
    const r = rules.apply(s, { ...trade, extra: 1 } as unknown as CastlePanicMove);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(ERR.BAD_MOVE);
    expect(JSON.stringify(s)).toBe(before);
    expect(() => {
      (trade as { give: string }).give = 'tar';
    }).toThrow(TypeError);
  });

  it('R-TRADE a hand holding a string that is no castle card still lists its trades (fresh objects)', () => {
    let s = skipPlacing(rules.setup({ players: 3, mode: 'coop', stack: { hands: [['tar', 'brick'], ['mortar'], ['missing']] } }, 5));
    while (s.phase !== 'trade') s = (rules.apply(s, { type: 'pass' }) as { ok: true; state: typeof s }).state;
    s = { ...s, hands: [['tar', 'brick'], ['joker'], ['missing']] };
    expect(rules.legalMoves(s)).toEqual([
      { type: 'pass' },
      { type: 'trade', seat: 1, give: 'tar', take: 'joker' },
      { type: 'trade', seat: 1, give: 'brick', take: 'joker' },
      { type: 'trade', seat: 2, give: 'tar', take: 'missing' },
      { type: 'trade', seat: 2, give: 'brick', take: 'missing' },
      { type: 'offer', seat: 1, give: 'tar', take: 'joker' },
      { type: 'offer', seat: 1, give: 'brick', take: 'joker' },
      { type: 'offer', seat: 2, give: 'tar', take: 'missing' },
      { type: 'offer', seat: 2, give: 'brick', take: 'missing' },
    ]);
  });

  it('R-TRADE the one-pass swap of a trade gives the sorted hand a splice and a sort give', () => {
    const rng = new Rng(seedRng(8));
    for (let i = 0; i < 2000; i++) {
      const hand = sortHand(Array.from({ length: 1 + rng.int(7) }, () => CASTLE_CARDS[rng.int(CASTLE_CARDS.length)] as string));
      const out = hand[rng.int(hand.length)] as string;
      const into = CASTLE_CARDS[rng.int(CASTLE_CARDS.length)] as string;
      const spliced = hand.slice();
      spliced.splice(spliced.indexOf(out), 1, into);
      expect(swapCard(hand, out, into)).toEqual(sortHand(spliced));
    }
  });
});
