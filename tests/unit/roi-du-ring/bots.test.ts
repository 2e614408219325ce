// Le Roi du Ring bots (ai/index.ts): legal moves only over seeded games of every rule set, never
// peek at what their seat may not see, deterministic for a seed with a playout budget, a time
// budget read through the injected clock. No win rate is asserted here (npm run bench:roi).
import { describe, expect, it } from 'vitest';
import type { Bot } from '../../../src/core/contract';
import { Rng } from '../../../src/core/rng';
import { STRONG_ITERATIONS, bots, chooseRoiMove, easy, moveKey, strong } from '../../../src/games/roi-du-ring/ai';
import { determinize } from '../../../src/games/roi-du-ring/ai/determinize';
import { requestBotMove, seedOf } from '../../../src/games/roi-du-ring/scene/bot-client';
import { STRONG_MAX_ITERATIONS } from '../../../src/games/roi-du-ring/ai/levels';
import { ALL_CARDS, rules, type RoiMove, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { sortCards } from '../../../src/games/roi-du-ring/rules/cards';
import { begin, place, start } from './helpers';

const ALL = { specialCards: true, surprise: true, psychic: true, fury: true };

const SETS: [string, RoiOptions][] = [
  ['basic, 2 fighters', { players: 2 }],
  ['special cards, 3 fighters', { players: 3, advanced: { specialCards: true } }],
  ['surprise, 2 fighters', { players: 2, advanced: { surprise: true } }],
  ['psychic, 4 fighters', { players: 4, advanced: { psychic: true } }],
  ['fury, 3 fighters', { players: 3, advanced: { fury: true } }],
  ['all advanced, 2 fighters', { players: 2, advanced: ALL }],
  ['all advanced, 4 fighters', { players: 4, advanced: ALL }],
  ['all advanced, 2 vs 2', { players: 4, teams: true, advanced: ALL }],
  ['all advanced, two fighters each', { players: 2, fightersPerPlayer: 2, advanced: ALL }],
  ['basic, two fighters each', { players: 2, fightersPerPlayer: 2 }],
];

/**
 * A game with `bot` at seat `seed % players` and the easy bot elsewhere, every move checked
 * against the legal ones; `each` sees every position before its move. Returns the last state.
 */
function playGame(bot: Bot<RoiState, RoiMove>, options: RoiOptions, seed: number, iterations: number, each?: (s: RoiState, seat: number, n: number) => void): RoiState {
  let s = rules.setup(options, seed);
  const players = options.players;
  for (let n = 0; rules.outcome(s) === null; n++) {
    if (n > 5000) throw new Error('a bot game ran too long');
    const seat = rules.actor(s) as number;
    const legal = rules.legalMoves(s);
    each?.(s, seat, n);
    const b = seat === seed % players ? bot : easy;
    const move = b.choose(rules.view(s, seat), legal, seat, { seed: seed * 31 + n, iterations });
    expect(legal.map(moveKey)).toContain(moveKey(move));
    const r = rules.apply(s, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

/**
 * The same position with everything `seat` may not see dealt differently: the other hands, the
 * deck and a spit's hidden cards share out their cards in another order; the RNG moves.
 */
function reshuffleHidden(s: RoiState, seat: number, spitterSeesSpat: boolean): RoiState {
  const spat = s.spat && !spitterSeesSpat ? s.spat.cards : [];
  const hidden = [...s.hands.flatMap((h, p) => (p === seat ? [] : h)), ...s.deck, ...spat].reverse();
  let k = 0;
  const take = (n: number): string[] => hidden.slice(k, (k += n));
  const hands = s.hands.map((h, p) => (p === seat ? h.slice() : sortCards(take(h.length))));
  const deck = take(s.deck.length);
  const spatNew = s.spat ? { by: s.spat.by, cards: spitterSeesSpat ? s.spat.cards.slice() : take(s.spat.cards.length) } : null;
  return { ...s, hands, deck, spat: spatNew, rng: (s.rng ^ 0x5bd1e995) >>> 0 };
}

const spitterOf = (s: RoiState): number => (s.spat === null ? -1 : s.owner === null ? s.spat.by : (s.owner[s.spat.by] as number));

describe('roi-du-ring bots', () => {
  it('are listed easiest first, in the contract shape', () => {
    expect(bots.map((b) => b.level)).toEqual(['easy', 'strong']);
  });

  it('the easy bot plays as the priority bot did', () => {
    playGame(easy, { players: 3, advanced: ALL }, 4, 0, (s, seat, n) => {
      const legal = rules.legalMoves(s);
      expect(easy.choose(s, legal, seat, { seed: n })).toEqual(chooseRoiMove(rules.view(s, seat), legal, seat));
    });
  });

  it.each(SETS)('play only legal moves over seeded games (%s)', (_name, options) => {
    for (let seed = 1; seed <= 2; seed++) {
      const end = playGame(strong, options, seed, 24);
      expect(rules.outcome(end)!.winners.length).toBeGreaterThan(0);
    }
  });

  it('never peek: states that differ only in what the seat may not see give the same move', () => {
    let compared = 0;
    for (const [, options] of SETS) {
      playGame(easy, options, 5, 0, (s, seat, n) => {
        const legal = rules.legalMoves(s);
        if (legal.length < 2 || n % 5 !== 0) return;
        const other = reshuffleHidden(s, seat, spitterOf(s) === seat);
        expect(rules.view(other, seat)).toEqual(rules.view(s, seat));
        const options2 = { seed: 99 + n, iterations: 40 };
        for (const bot of bots) {
          const a = bot.choose(s, legal, seat, options2);
          const b = bot.choose(other, rules.legalMoves(other), seat, options2);
          const c = bot.choose(rules.view(s, seat), legal, seat, options2);
          expect(moveKey(b)).toBe(moveKey(a));
          expect(moveKey(c)).toBe(moveKey(a));
        }
        compared++;
      });
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('is deterministic for a seed with a playout budget', () => {
    const options: RoiOptions = { players: 2, advanced: ALL };
    const end1 = playGame(strong, options, 11, 60);
    const end2 = playGame(strong, options, 11, 60);
    expect(end2).toEqual(end1);
    // Another seed may play another game (not asserted: it may happen to agree).
    let s = rules.setup({ players: 2 }, 3);
    while (rules.legalMoves(s).length < 2 || s.phase !== 'play') {
      const seat = rules.actor(s) as number;
      const r = rules.apply(s, easy.choose(s, rules.legalMoves(s), seat, { seed: 0 }));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const seat = rules.actor(s) as number;
    const a = strong.choose(rules.view(s, seat), rules.legalMoves(s), seat, { seed: 3, iterations: 200 });
    const b = strong.choose(rules.view(s, seat), rules.legalMoves(s), seat, { seed: 3, iterations: 200 });
    expect(b).toEqual(a);
  });

  it('stops on a time budget read through the injected clock', () => {
    let s = rules.setup({ players: 3, advanced: ALL }, 8);
    let seat = rules.actor(s) as number;
    while (rules.legalMoves(s).length < 2 || s.phase !== 'play') {
      const r = rules.apply(s, easy.choose(s, rules.legalMoves(s), seat, { seed: 0 }));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      seat = rules.actor(s) as number;
    }
    let t = 0;
    const now = (): number => (t += 1); // every reading is 1 ms later
    const move = strong.choose(rules.view(s, seat), rules.legalMoves(s), seat, { seed: 1, timeMs: 20, now });
    expect(rules.legalMoves(s).map(moveKey)).toContain(moveKey(move));
    expect(t).toBeLessThan(40);
  });

  it('deals determinizations that agree with the view and use each card once', () => {
    let checked = 0;
    for (const [, options] of SETS) {
      playGame(easy, options, 9, 0, (s, seat, n) => {
        if (n % 4 !== 0) return;
        const v = rules.view(s, seat);
        const d = determinize(v, seat, new Rng(n + 1));
        expect(rules.view(d, seat)).toEqual({ ...v });
        const all = [...d.hands.flat(), ...d.deck, ...d.discard, ...(d.spat ? d.spat.cards : [])];
        expect(all.slice().sort()).toEqual(ALL_CARDS.slice().sort());
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('the page asks for a move and gets one of the legal ones (without Workers: the easy bot)', async () => {
    const s0 = rules.setup({ players: 2 }, 4);
    const legal = rules.legalMoves(s0);
    const seat = rules.actor(s0) as number;
    const move = await requestBotMove(s0, legal, seat, 'strong');
    expect(legal).toContain(move);
    expect(moveKey(move as RoiMove)).toBe(moveKey(easy.choose(s0, legal, seat, { seed: 1 })));
  });

  it("the browser test's typed seed 687 (6 before the ropes of issue 26 changed the bot's first turn): Blue, the strong bot as the page seeds it, plays first and strikes before Red's first turn", () => {
    // tests/e2e/roi-du-ring.spec.ts relies on this: Red keeps its hand and takes each blow.
    let s = rules.setup({ players: 2 }, 687);
    expect(s.first).toBe(1);
    let answered = 0;
    while (!(s.phase === 'play' && s.current === 0)) {
      const seat = rules.actor(s) as number;
      const legal = rules.legalMoves(s);
      let move: RoiMove | undefined;
      if (seat === 0) {
        if (s.phase === 'exchange') move = { type: 'exchange', cards: [] };
        else {
          move = legal.find((m) => m.type === 'take') ?? legal.find((m) => m.type === 'pass') ?? legal.find((m) => m.type === 'keep');
          answered++;
        }
      } else {
        const v = rules.view(s, seat);
        move = legal.length <= 1 ? legal[0] : strong.choose(v, legal, seat, { seed: seedOf(v, seat), iterations: STRONG_MAX_ITERATIONS });
      }
      const r = rules.apply(s, move as RoiMove);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(answered).toBeGreaterThan(0);
  });

  it('the page plays the budget the bench measures', () => {
    expect(STRONG_MAX_ITERATIONS).toBe(STRONG_ITERATIONS);
  });

  it('R-TOMATOES the strong bot and the hint never stall into tomatoes with an empty hand: on the last two cards of the deck they draw both, ending the round (issue 30 item 16)', async () => {
    // Both hands empty, the deck down to two cards, Blue (3 hp) behind Red (9 hp), Blue to end its turn.
    const s0 = place(begin(start(2, { hands: [['5C', '6C', '7C', '8D', '9H'], ['2C', '3C', '4C', '5D', '6H']] })), { 0: { x: 0, y: 0, hp: 9 }, 1: { x: 4, y: 4, hp: 3 } });
    const s: RoiState = { ...s0, current: 1, phase: 'play', played: 0, acted: false, hands: [[], []], deck: ['2H', '3H'], discard: ALL_CARDS.filter((c) => c !== '2H' && c !== '3H') };
    const legal = rules.legalMoves(s);
    expect(legal).toEqual([
      { type: 'end', draw: 0 },
      { type: 'end', draw: 1 },
      { type: 'end', draw: 2 },
    ]);
    for (let seed = 1; seed <= 4; seed++) expect(strong.choose(s, legal, 1, { seed, iterations: STRONG_MAX_ITERATIONS })).toEqual({ type: 'end', draw: 2 });
    const v = rules.view(s, 1);
    expect(await requestBotMove(v, legal, 1, 'strong')).toEqual({ type: 'end', draw: 2 });
    // Played on, turn after turn with the strong bot at both seats: nobody falls to tomatoes.
    let g = s;
    for (let ply = 0; ply < 12 && g.status === 'playing'; ply++) {
      const seat = rules.actor(g) as number;
      const moves = rules.legalMoves(g);
      const m = moves.length <= 1 ? moves[0]! : strong.choose(g, moves, seat, { seed: ply + 1, iterations: 40 });
      const r = rules.apply(g, m);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.events.filter((e) => e.type === 'ko')).toEqual([]);
      g = r.state;
    }
    expect(g.round).toBe(s.round + 1);
  });
});
