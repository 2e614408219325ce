// The Overlord bot: always a legal move; its strongest monster goes where the castle is weakest.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../src/core/rng';
import { chooseOverlordMove } from '../../../src/games/castle-panic/ai';
import { rules, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { SEED, endPlay, toPlay, withMonsters } from './helpers';

describe('castle panic overlord bot', () => {
  it('AI-OVERLORD places its troll behind the fallen wall', () => {
    const s0 = rules.setup({ players: 1, mode: 'overlord', stack: { hands: [['tar']], pile: ['goblin', 'troll', 'move-cw'] } }, SEED);
    const s = endPlay({ ...withMonsters(toPlay(s0), []), walls: [true, true, true, true, false, true] }).state;
    expect(s.phase).toBe('overlord');
    expect(chooseOverlordMove(s, rules.legalMoves(s))).toEqual({ type: 'overlord-place', token: 'troll', arc: 5 });
  });

  it('AI-OVERLORD plays whole games with legal moves only', () => {
    const rng = new Rng(seedRng(9));
    for (let game = 0; game < 10; game++) {
      let s: CastlePanicState = rules.setup({ players: 2, mode: 'overlord' }, game);
      while (rules.outcome(s) === null) {
        const legal = rules.legalMoves(s);
        const move = rules.actor(s) === s.overlord ? chooseOverlordMove(s, legal, rng) : (legal[rng.int(legal.length)] as (typeof legal)[number]);
        const r = rules.apply(s, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(['won', 'lost']).toContain(s.status);
    }
  });
});
