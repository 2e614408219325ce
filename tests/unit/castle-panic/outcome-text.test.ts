// The end screen's words for Master Slayer (scene/outcome-text.ts): the points, the Master Slayer
// the rules name, a tie, and no Master Slayer when the castle falls.
import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicOptions, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { describeOutcome } from '../../../src/games/castle-panic/scene/outcome-text';

const options: CastlePanicOptions = { players: 3, mode: 'master-slayer' };

/** The end of a three-player Master Slayer game with these points and monsters slain. */
function ended(status: 'won' | 'lost', points: number[], slain: number[]): { text: string; winners: number[] } {
  const start = rules.setup(options, 7);
  const towers = status === 'won' ? [true, false, true, false, false, false] : start.towers.map(() => false);
  const state: CastlePanicState = { ...start, status, points, slain, towers, monsters: [] };
  const outcome = rules.outcome(state);
  if (!outcome) throw new Error('the game should be over');
  return { text: describeOutcome(outcome, options, state), winners: outcome.winners };
}

describe('Castle Panic end screen, Master Slayer', () => {
  it('R-MASTER-SLAYER: the most points names the Master Slayer, even with fewer monsters slain', () => {
    const { text, winners } = ended('won', [12, 15, 9], [7, 6, 5]);
    expect(winners).toEqual([1]);
    expect(text.split('\n')).toEqual([
      'The castle holds, 2 of 6 towers standing.',
      'Monsters slain: Player 1 (7), Player 2 (6), Player 3 (5).',
      'Points: Player 1 (12), Player 2 (15), Player 3 (9).',
      'Master Slayer: Player 2.',
    ]);
  });

  it('R-MASTER-SLAYER: tied on points, the most monsters slain wins', () => {
    const { text } = ended('won', [15, 15, 9], [7, 6, 5]);
    expect(text).toContain('Master Slayer: Player 1.');
    expect(text).not.toContain('tied');
  });

  it('R-MASTER-SLAYER: tied on points and monsters, the title is shared and the screen says so', () => {
    const { text, winners } = ended('won', [15, 9, 15], [7, 5, 7]);
    expect(winners).toEqual([0, 2]);
    expect(text).toContain('Master Slayers, tied on points and monsters: Player 1, Player 3.');
    expect(text).not.toContain('Master Slayer:');
  });

  it('R-MASTER-SLAYER: a fallen castle has no Master Slayer; the points are still shown', () => {
    const { text, winners } = ended('lost', [12, 15, 9], [7, 6, 5]);
    expect(winners).toEqual([]);
    expect(text).toContain('The castle has fallen');
    expect(text).toContain('Points: Player 1 (12), Player 2 (15), Player 3 (9).');
    expect(text).not.toContain('Master Slayer');
  });
});

describe('Castle Panic end screen, Overlord', () => {
  it('R-OVERLORD-WIN: a lost game against the Overlord says first that the Overlord wins', () => {
    const o: CastlePanicOptions = { players: 1, mode: 'overlord' };
    const start = rules.setup(o, 7);
    const state: CastlePanicState = { ...start, status: 'lost', towers: start.towers.map(() => false), monsters: [] };
    const outcome = rules.outcome(state);
    if (!outcome) throw new Error('the game should be over');
    const lines = describeOutcome(outcome, o, state).split('\n');
    expect(lines[0]).toBe('The Overlord wins: the last tower has fallen.');
    expect(lines.filter((l) => l.includes('Overlord wins'))).toHaveLength(1);
  });
});
