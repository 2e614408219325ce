// The simple Roi du Ring bot: it only picks listed moves, from its own view, and its games end.
import { describe, expect, it } from 'vitest';
import { chooseRoiMove } from '../../../src/games/roi-du-ring/ai';
import { rules, type RoiOptions } from '../../../src/games/roi-du-ring/rules';
import { act, begin, place, start } from './helpers';

const ALL = { specialCards: true, surprise: true, psychic: true, fury: true };

describe('roi-du-ring bot', () => {
  it.each<[string, RoiOptions]>([
    ['2 fighters, basic', { players: 2 }],
    ['4 fighters, all advanced', { players: 4, advanced: ALL }],
    ['2 vs 2, all advanced', { players: 4, teams: true, advanced: ALL }],
    ['2 players x 2 fighters, all advanced', { players: 2, fightersPerPlayer: 2, advanced: ALL }],
  ])('bot-vs-bot games end with a winner (%s)', (_name, options) => {
    for (let seed = 1; seed <= 4; seed++) {
      let s = rules.setup(options, seed);
      let n = 0;
      while (rules.outcome(s) === null) {
        const seat = rules.actor(s)!;
        const legal = rules.legalMoves(s);
        const m = chooseRoiMove(rules.view(s, seat), legal, seat);
        expect(legal).toContainEqual(m);
        const r = rules.apply(s, m);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        if (++n > 20000) throw new Error('a bot game ran too long');
      }
      expect(rules.outcome(s)!.winners.length).toBeGreaterThan(0);
    }
  });

  it('R-PINCER the bot behind the target joins a teammate\'s blow, and a rival\'s only against a fighter with as many hp or more', () => {
    const at = { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 1 }, 3: { x: 4, y: 4 } };
    const answer = (s: ReturnType<typeof start>) => {
      const asked = act(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }).state;
      expect(rules.actor(asked)).toBe(2);
      return chooseRoiMove(rules.view(asked, 2), rules.legalMoves(asked), 2);
    };
    const team = place(begin(start(4, { hands: [['5D'], ['2C'], ['3C'], ['4C']] }, { teams: true })), at);
    expect(answer(place(team, { 0: { x: 1, y: 1, hp: 3 } }))).toEqual({ type: 'pincer', agree: true });
    const free = place(begin(start(3, { hands: [['5D'], ['2C'], ['3C']] })), at);
    expect(answer(free)).toEqual({ type: 'pincer', agree: true });
    expect(answer(place(free, { 1: { x: 2, y: 1, hp: 4 } }))).toEqual({ type: 'pincer', agree: false });
  });

  it('the bot hits when it can and parries when it can', () => {
    const s = place(begin(start(2, { hands: [['5D', '3C'], ['8D', '2C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const m = chooseRoiMove(rules.view(s, 0), rules.legalMoves(s), 0);
    expect(m).toEqual({ type: 'strike', card: '5D', target: 1, mode: 'hit' });
    const hit = act(s, m).state;
    expect(chooseRoiMove(rules.view(hit, 1), rules.legalMoves(hit), 1)).toEqual({ type: 'parry', card: '8D' });
  });
});
