import { describe, expect, it } from 'vitest';
import { type AnyRules, type GameRecord, type Outcome } from '../../../src/core';
import { playOut as randomGame } from '../../fixtures/play-out';
import { decodeHistory, encodeHistory, standings } from '../../../src/services/history';
import { historyMode, playedGameOf } from '../../../src/services/history-entry';
import { rules as regicide, REGICIDE_VERSION } from '../../../src/games/regicide/rules';
import { rules as castlePanic, CASTLE_PANIC_VERSION } from '../../../src/games/castle-panic/rules';
import { REGALITY_VERSION } from '../../../src/games/regality/rules';

/** Plays random legal moves from `seed`'s deal to the end; the record and the outcome. */
function playOut(game: string, rules: AnyRules, version: number, options: object, seed: number): { record: GameRecord; outcome: Outcome } {
  const { moves, outcome } = randomGame(rules, options, seed, seed + 7);
  return { record: { game, version, options, seed, moves }, outcome };
}

describe('a finished game as your record keeps it', () => {
  it('names the mode the standings group by', () => {
    expect(historyMode('regicide', { players: 1 })).toBe('solo');
    expect(historyMode('regicide', { players: 3 })).toBe('3-players');
    expect(historyMode('castle-panic', { players: 2, mode: 'master-slayer' })).toBe('master-slayer');
    expect(historyMode('roi-du-ring', { players: 4, teams: true })).toBe('teams');
    expect(historyMode('roi-du-ring', { players: 2, fightersPerPlayer: 2 })).toBe('two-fighters');
    expect(historyMode('regality', {})).toBe('standard');
  });

  it('R-MEDAL: a won Regicide solo game keeps its medal; a lost one none, and counts as lost', () => {
    const record: GameRecord = { game: 'regicide', version: REGICIDE_VERSION, options: { players: 1 }, seed: 1, moves: [] };
    const won = playedGameOf({ record, outcome: { winners: [0], label: 'silver' }, people: [0], endedAt: 5 });
    expect(won).toMatchObject({ game: 'regicide', mode: 'solo', won: true, medal: 'silver' });
    const lost = playedGameOf({ record, outcome: { winners: [] }, people: [0], endedAt: 6 });
    expect(lost.won).toBe(false);
    expect(lost.medal).toBeUndefined();
  });

  it('Master Slayer keeps the person\'s points as the score; a co-op game none', () => {
    const record: GameRecord = { game: 'castle-panic', version: CASTLE_PANIC_VERSION, options: { players: 2, mode: 'master-slayer' }, seed: 1, moves: [] };
    const e = playedGameOf({ record, outcome: { winners: [1], scores: [9, 14], label: 'master-slayer:1' }, people: [0], endedAt: 1 });
    expect(e).toMatchObject({ won: false, score: 9 });
    const coop = playedGameOf({ record: { ...record, options: { players: 1, mode: 'solo' } }, outcome: { winners: [0] }, people: [0], endedAt: 2 });
    expect(coop).toMatchObject({ mode: 'solo', won: true });
    expect(coop.score).toBeUndefined();
  });

  it('an online game counts for the person\'s own seat only', () => {
    const record: GameRecord = { game: 'regality', version: REGALITY_VERSION, options: {}, seed: 'x' + '0123456789abcdef'.repeat(2), moves: [] };
    expect(playedGameOf({ record, outcome: { winners: [1], scores: [3, 5] }, people: [0], endedAt: 1 })).toMatchObject({ won: false, score: 3 });
    expect(playedGameOf({ record, outcome: { winners: [1], scores: [3, 5] }, people: [1], endedAt: 1 })).toMatchObject({ won: true, score: 5 });
  });

  it('real games played to their end enter the record, travel through a history file and count in the standings', () => {
    const games = [
      ...[1, 2, 3].map((seed) => playOut('regicide', regicide as unknown as AnyRules, REGICIDE_VERSION, { players: 1 }, seed)),
      playOut('castle-panic', castlePanic as unknown as AnyRules, CASTLE_PANIC_VERSION, { players: 1, mode: 'solo' }, 4),
    ].map((g, i) => playedGameOf({ ...g, people: [0], endedAt: 1000 + i }));
    const back = decodeHistory(encodeHistory(games));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.games).toEqual(games);
    const [rs, cp] = standings(back.games);
    expect(rs).toMatchObject({ game: 'regicide', mode: 'solo', played: 3 });
    expect(rs!.won).toBe(games.slice(0, 3).filter((g) => g.won).length);
    expect(cp).toMatchObject({ game: 'castle-panic', mode: 'solo', played: 1 });
    expect(new Set(games.map((g) => g.id)).size).toBe(4);
  });
});
