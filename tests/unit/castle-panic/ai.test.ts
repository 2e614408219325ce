// The bots: always a legal move; the Overlord's strongest monster goes where the castle is
// weakest, it rolls two tokens and keeps moves it could only waste; the plain defender deals the
// starting monsters at random.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng';
import { bots, chooseDefenderMove, chooseOverlordMove } from '../../../src/games/castle-panic/ai';
import { unseenCards, unseenTokens } from '../../../src/games/castle-panic/ai/lookahead';
import { rules, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { SEED, endPlay, toPlay, withMonsters } from './helpers';

describe('castle panic overlord bot', () => {
  it('AI-OVERLORD places its troll behind the fallen wall', () => {
    const s0 = rules.setup({ players: 1, mode: 'overlord', stack: { hands: [['tar']], pile: ['goblin', 'troll', 'move-cw'] } }, SEED);
    const s = endPlay({ ...withMonsters(toPlay(s0), []), walls: [true, true, true, true, false, true] }).state;
    expect(s.phase).toBe('overlord');
    expect(chooseOverlordMove(s, rules.legalMoves(s))).toEqual({ type: 'overlord-place', token: 'troll', arc: 5 });
  });

  it('AI-OVERLORD rolls two tokens; holding only moves with no monster on the board, it passes', () => {
    const s0 = rules.setup({ players: 1, mode: 'overlord', stack: { hands: [['tar']], pile: ['draw-3', 'boulder', 'move-cw', 'orc'] } }, SEED);
    const s = endPlay(withMonsters(toPlay(s0), [['orc', 2, 'archer']])).state;
    expect(s.overlordHand).toEqual(['boulder', 'move-cw', 'draw-3']);
    expect(chooseOverlordMove(s, rules.legalMoves(s))).toEqual({ type: 'overlord-roll', tokens: ['boulder', 'draw-3'] });
    const moves = { ...s, monsters: [], overlordHand: ['move-red', 'move-cw'] };
    expect(chooseOverlordMove(moves, rules.legalMoves(moves))).toEqual({ type: 'pass' });
  });

  it('AI-DEFENDER has the starting monsters dealt at random, then moves on', () => {
    const s = rules.setup({ players: 2, mode: 'coop' }, SEED);
    expect(chooseDefenderMove(rules.legalMoves(s))).toEqual({ type: 'start-deal' });
  });

  it('AI-OVERLORD plays whole games with legal moves only', () => {
    const rng = new Rng(seedRng(9));
    for (let game = 0; game < 10; game++) {
      let s: CastlePanicState = rules.setup({ players: 2, mode: 'overlord' }, game);
      while (rules.outcome(s) === null) {
        const legal = rules.legalMoves(s);
        const bot = game % 2 === 0 ? chooseDefenderMove(legal) : (legal[rng.int(legal.length)] as (typeof legal)[number]);
        const move = rules.actor(s) === s.overlord ? chooseOverlordMove(s, legal, rng) : bot;
        const r = rules.apply(s, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(['won', 'lost']).toContain(s.status);
    }
  });
});

describe('castle panic strong defender look-ahead', () => {
  const sorted = (xs: readonly string[]): string[] => xs.slice().sort();

  it('AI-UNSEEN tells the deck and the pile from the view (their cards and tokens, not their order)', () => {
    let s: CastlePanicState = rules.setup({ players: 3, mode: 'coop' }, 5);
    const strong = bots[1] as (typeof bots)[number];
    for (let n = 0; n < 400 && rules.outcome(s) === null; n++) {
      if (s.phase !== 'setup') {
        const v = rules.view(s, rules.actor(s) as number);
        expect(sorted(unseenCards(v) ?? [])).toEqual(sorted(s.deck));
        expect(sorted(unseenTokens(v) ?? [])).toEqual(sorted(s.pile));
      }
      const seat = rules.actor(s) as number;
      const r = rules.apply(s, strong.choose(rules.view(s, seat), rules.legalMoves(s), seat, { seed: n }));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });

  it('AI-CHOOSE-ALIVE gives a wall\'s damage to a monster still on the board', () => {
    const s0 = toPlay(withMonsters(rules.setup({ players: 2, mode: 'coop' }, SEED), [['orc', 1, 'swordsman']]));
    // a pending hit that names a monster no longer on the board (Final Charge can leave one)
    const s: CastlePanicState = { ...s0, phase: 'choose', hits: [{ arc: 1, at: 'wall', monsters: [0, 7] }] };
    const legal = rules.legalMoves(s);
    expect((bots[1] as (typeof bots)[number]).choose(s, legal, s.current, { seed: 1 })).toEqual({ type: 'choose', monster: 0 });
  });
});
