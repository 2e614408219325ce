// R-MOVES-AGREE: apply judges a move with `isLegal`, without building `legalMoves`. Over random
// games of every mode and option, a wide set of candidate moves is accepted by apply exactly when
// legalMoves lists it (and the input state is never touched).
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng';
import { CASTLE_CARDS, MONSTER_TOKENS, rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';

const CARDS = [...new Set(CASTLE_CARDS)];
const TOKENS = [...new Set(MONSTER_TOKENS)];

function candidates(s: CastlePanicState, rng: Rng): unknown[] {
  const out: unknown[] = [{ type: 'pass' }];
  const ids = [...s.monsters.map((m) => m.id), 99];
  const hand = s.hands[s.current] ?? [];
  for (const card of CARDS) {
    out.push({ type: 'discard', card }, { type: 'drop', card }, { type: 'play', card });
    for (const monster of ids) out.push({ type: 'play', card, monster }, { type: 'play', card, monster, nice: true });
    out.push({ type: 'play', card, arc: 1 + rng.int(6) }, { type: 'play', card, take: CARDS[rng.int(CARDS.length)] });
  }
  for (const card of s.discard) out.push({ type: 'play', card: 'scavenge', take: card });
  for (let arc = 0; arc <= 7; arc++) out.push({ type: 'build', arc }, { type: 'build-tower', arc }, { type: 'play', card: 'fortify-wall', arc });
  for (let seat = 0; seat <= s.players; seat++) for (const give of hand) for (const take of s.hands[seat] ?? ['tar']) out.push({ type: 'trade', seat, give, take });
  for (const monster of ids) {
    out.push({ type: 'choose', monster });
    for (let i = 0; i < 4; i++) {
      const pick = (unit: string): string => (hand.filter((c) => c.startsWith(unit))[rng.int(3)] ?? `${unit}-any`);
      out.push({ type: 'all-for-one', cards: [pick('archer'), pick('knight'), pick('swordsman')], monster });
    }
  }
  out.push({ type: 'start-deal' }, { type: 'start-deal', kind: 'goblin' });
  for (const kind of ['goblin', 'orc', 'troll', 'goblin-king', 'boulder']) for (let arc = 0; arc <= 7; arc++) out.push({ type: 'start-place', kind, arc });
  const held = s.overlordHand;
  for (const token of TOKENS) {
    out.push({ type: 'overlord-place', token, arc: 1 + rng.int(6) }, { type: 'overlord-roll', tokens: [token] });
    for (const other of held) out.push({ type: 'overlord-roll', tokens: [token, other] });
  }
  return out;
}

const OPTIONS: CastlePanicOptions[] = [
  { players: 1, mode: 'solo', variants: { allForOne: true, heroicPowers: true, notOverYet: true } },
  { players: 3, mode: 'coop' },
  { players: 6, mode: 'master-slayer', variants: { allForOne: true } },
  { players: 2, mode: 'overlord', variants: { notOverYet: true, finalCharge: true } },
  { players: 4, mode: 'overlord', variants: { heroicPowers: true, chargingHorde: true } },
];

describe('castle panic move judgement', () => {
  it.each(OPTIONS.map((o) => [`${o.mode} ${o.players}`, o] as const))('R-MOVES-AGREE %s: apply accepts exactly the listed moves', (_name, options) => {
    const rng = new Rng(seedRng(3));
    let checked = 0;
    for (let game = 0; game < 4; game++) {
      let s = rules.setup(options, 100 + game);
      for (let step = 0; step < 400 && rules.outcome(s) === null; step++) {
        const legal = rules.legalMoves(s);
        const listed = new Set(legal.map((m) => JSON.stringify(m)));
        const before = JSON.stringify(s);
        if (step % 3 === 0) {
          for (const move of candidates(s, rng)) {
            const r = rules.apply(s, move as CastlePanicMove);
            if (r.ok !== listed.has(JSON.stringify(move))) expect.fail(`${JSON.stringify(move)} in phase ${s.phase}: apply says ${r.ok}, legalMoves ${!r.ok}`);
            checked++;
          }
          expect(JSON.stringify(s)).toBe(before);
        }
        const r = rules.apply(s, legal[rng.int(legal.length)] as CastlePanicMove);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
