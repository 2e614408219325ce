// The team game, 2 vs 2 at 4 players: seats 0 and 2 (opposite corners) against 1 and 3.
import { describe, expect, it } from 'vitest';
import { pincerOf, rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, movesOf, place, refusal, start } from './helpers';

const teamGame = (hands: string[][], special = false): RoiState =>
  begin(start(4, { hands }, { teams: true, advanced: special ? { specialCards: true } : {} }));

describe('roi-du-ring team game', () => {
  it('R-TEAMS-SETUP teammates start in opposite corners; the team game needs 4 players', () => {
    const s = teamGame([['2C'], ['3C'], ['4C'], ['5C']]);
    expect(s.teams).toEqual([0, 1, 0, 1]);
    expect(s.fighters.map((f) => [f.x, f.y])).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ]);
    expect(() => rules.setup({ players: 3, teams: true }, 1)).toThrow(/4 players/);
    expect(rules.setup({ players: 4 }, 1).teams).toBeNull();
  });

  it('R-TEAMS no strike, poke or intimidation on a teammate', () => {
    const s = place(teamGame([['5D', '7H', 'XR', '2C'], ['3C'], ['4C'], ['6C']]), { 0: { x: 1, y: 1 }, 2: { x: 2, y: 1 }, 1: { x: 1, y: 2 }, 3: { x: 4, y: 4 } });
    expect(movesOf(s, 'strike')).toEqual([
      { type: 'strike', card: '5D', target: 1, mode: 'hit' },
      { type: 'strike', card: '5D', target: 1, mode: 'push' },
    ]);
    expect(movesOf(s, 'poke')).toEqual([{ type: 'poke', card: 'XR', target: 1 }]);
    expect(new Set(movesOf(s, 'intimidate').map((m) => m.type === 'intimidate' && m.target))).toEqual(new Set([1, 3]));
    expect(refusal(s, { type: 'strike', card: '5D', target: 2, mode: 'hit' }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'intimidate', cards: ['2C', '5D', '7H'], target: 2 }).code).toBe('ERR_NOT_LEGAL');
    // Without teams the same fighter is fair game.
    const ffa = place(begin(start(4, { hands: [['5D'], ['3C'], ['4C'], ['6C']] })), { 0: { x: 1, y: 1 }, 2: { x: 2, y: 1 }, 1: { x: 1, y: 2 }, 3: { x: 4, y: 4 } });
    expect(movesOf(ffa, 'strike')).toHaveLength(4);
  });

  it('R-TEAMS-PINCER only an opponent of the target behind it may join a pincer', () => {
    const s = teamGame([['5D'], ['3C'], ['4C'], ['6C']]);
    // Seat 0 strikes seat 1 on (2,1): seat 2 (its opponent) behind on (3,1) may pincer; seat 3 (its teammate) may not.
    expect(pincerOf(place(s, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 1 }, 3: { x: 0, y: 4 } }), 0, 1)).toBe(2);
    expect(pincerOf(place(s, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 3: { x: 3, y: 1 }, 2: { x: 4, y: 4 } }), 0, 1)).toBe(-1);
  });

  it('R-TEAMS-WIN the team that knocks out both opponents wins; both winners score their team\'s hp left', () => {
    const s = place(teamGame([['5D'], ['3C'], ['4C'], ['6C']]), { 0: { x: 1, y: 1, hp: 4 }, 1: { x: 2, y: 1, hp: 1 }, 2: { x: 4, y: 4, hp: 7 }, 3: { x: 0, y: 4, hp: 2 } });
    const oneDown = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' }).state;
    expect(oneDown.fighters[1]!.ko).toBe(true);
    expect(rules.outcome(oneDown)).toBeNull(); // seat 3 still stands
    const last: RoiState = { ...s, fighters: s.fighters.map((f) => (f.seat === 3 ? { ...f, hp: 0, ko: true } : f)) };
    const won = acts(last, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' }).state;
    expect(won.status).toBe('over');
    expect(rules.outcome(won)).toEqual({ winners: [0, 2], scores: [11, 0, 11, 0] });
    expect(rules.legalMoves(won)).toEqual([]);
  });

  it('R-TEAMS-KING a king cheers you or your teammate; on the Champion\'s square both regain 1 hp', () => {
    const s = place(teamGame([['KC'], ['3C'], ['4C'], ['6C']], true), { 0: { x: 1, y: 1, hp: 5 }, 2: { x: 4, y: 4, hp: 6 } });
    expect(movesOf(s, 'cheer')).toEqual([
      { type: 'cheer', card: 'KC', seat: 0 },
      { type: 'cheer', card: 'KC', seat: 2 },
    ]);
    expect(act(s, { type: 'cheer', card: 'KC', seat: 2 }).state.fighters.map((f) => f.hp)).toEqual([5, 10, 7, 10]);
    const centre = place(s, { 0: { x: 2, y: 2, hp: 5 } });
    expect(movesOf(centre, 'cheer')).toEqual([{ type: 'cheer', card: 'KC', seat: 0 }]);
    expect(act(centre, { type: 'cheer', card: 'KC', seat: 0 }).state.fighters.map((f) => f.hp)).toEqual([6, 10, 7, 10]);
  });
});

describe('roi-du-ring two fighters per player', () => {
  const duo = (hands: string[][]): RoiState => begin(rules.setup({ players: 2, fightersPerPlayer: 2, stack: { hands, draw: ['XR', 'AC'] } }, 7));

  it('R-TWO-FIGHTERS-SETUP 2 players, 4 fighters in the corners, each player owning two in opposite corners, one hand each', () => {
    const s = duo([['2C'], ['3C']]);
    expect(s.owner).toEqual([0, 1, 0, 1]);
    expect(s.fighters).toHaveLength(4);
    expect(s.hands).toHaveLength(2);
    expect(s.fighters.map((f) => [f.x, f.y])).toEqual([
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ]);
    expect(rules.actor(s)).toBe(0);
    expect(() => rules.setup({ players: 4, fightersPerPlayer: 2 }, 1)).toThrow(/2 players/);
  });

  it('R-TWO-FIGHTERS a player picks the fighter for each action (switch), plays from one hand, and turns alternate between players', () => {
    const s = duo([['3C', '4S'], ['5C']]);
    expect(movesOf(s, 'switch')).toEqual([{ type: 'switch', fighter: 2 }]);
    const a = act(s, { type: 'move', card: '3C', to: { x: 1, y: 0 } }).state;
    const b = act(a, { type: 'switch', fighter: 2 }).state;
    expect(b.current).toBe(2);
    expect(rules.actor(b)).toBe(0);
    expect(b.played).toBe(1);
    const c = act(b, { type: 'move', card: '4S', to: { x: 3, y: 3 } }).state;
    expect(c.fighters[2]).toMatchObject({ x: 3, y: 3 });
    expect(c.hands[0]).toEqual([]);
    const d = act(c, { type: 'end', draw: 2 }).state;
    expect(rules.actor(d)).toBe(1);
    expect(d.current).toBe(3);
    expect(d.hands[0]).toHaveLength(2);
  });

  it('R-TWO-FIGHTERS the two fighters share 10 hp: a hit on one shows on both; at 0 both fall and the other player wins with the hp left', () => {
    const s = place(duo([['5D', '6D'], ['2C']]), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1, hp: 2 }, 3: { x: 0, y: 4, hp: 2 }, 2: { x: 4, y: 4, hp: 10 } });
    const hit = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' }).state;
    expect(hit.fighters.map((f) => f.hp)).toEqual([10, 1, 10, 1]);
    expect(rules.outcome(hit)).toBeNull();
    const ko = acts(hit, { type: 'strike', card: '6D', target: 1, mode: 'hit' }, { type: 'take' }).state;
    expect(ko.fighters.map((f) => f.ko)).toEqual([false, true, false, true]);
    expect(rules.outcome(ko)).toEqual({ winners: [0], scores: [10, 0] });
  });
});
