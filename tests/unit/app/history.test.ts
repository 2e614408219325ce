import { describe, expect, it } from 'vitest';
import { dailyStreak } from '../../../src/core/daily';
import { dailyDays, decodeHistory, encodeHistory, HISTORY_FORMAT, MAX_GAMES, mergeHistory, playedDaily, standings, type PlayedGame } from '../../../src/services/history';

let n = 0;
function game(over: Partial<PlayedGame> & Pick<PlayedGame, 'game' | 'mode' | 'won'>): PlayedGame {
  n++;
  return { id: `g${n}`, endedAt: 1_000 * n, record: { game: over.game, version: 1, options: {}, seed: n, moves: [] }, ...over };
}

describe('your record: the standings', () => {
  it('counts games played and won per game and mode, with the current and best win streaks', () => {
    const list = [
      game({ game: 'regicide', mode: 'solo', won: true, medal: 'gold' }),
      game({ game: 'regicide', mode: 'solo', won: true, medal: 'bronze' }),
      game({ game: 'regicide', mode: 'solo', won: false }),
      game({ game: 'castle-panic', mode: 'master-slayer', won: true, score: 14 }),
      game({ game: 'regicide', mode: 'solo', won: true, medal: 'gold' }),
      game({ game: 'castle-panic', mode: 'master-slayer', won: false, score: 21 }),
    ];
    const [rs, cp] = standings(list);
    expect(rs).toEqual({ game: 'regicide', mode: 'solo', played: 4, won: 3, streak: 1, bestStreak: 2, bestScore: null, medals: { gold: 2, silver: 0, bronze: 1 } });
    expect(cp).toMatchObject({ game: 'castle-panic', mode: 'master-slayer', played: 2, won: 1, streak: 0, bestStreak: 1, bestScore: 21 });
  });
  it('reads the games in the order they ended, whatever the order of the list', () => {
    const a = game({ game: 'regality', mode: 'duel', won: false });
    const b = game({ game: 'regality', mode: 'duel', won: true });
    expect(standings([b, a])[0]).toMatchObject({ streak: 1, bestStreak: 1 });
    expect(standings([a, b])[0]).toMatchObject({ streak: 1, bestStreak: 1 });
  });
  it('keeps each daily deal once for the record and feeds the daily streak', () => {
    const list = [
      game({ game: 'regicide', mode: 'solo', won: true, daily: '2026-12-02' }),
      game({ game: 'regicide', mode: 'solo', won: false, daily: '2026-12-03' }),
      game({ game: 'regicide', mode: 'solo', won: true }), // practice, not the day's
      game({ game: 'castle-panic', mode: 'solo', won: true, daily: '2026-12-01' }),
    ];
    expect(playedDaily(list, 'regicide', '2026-12-03')).toBe(true);
    expect(playedDaily(list, 'castle-panic', '2026-12-03')).toBe(false);
    expect(dailyStreak(dailyDays(list, 'regicide'), '2026-12-03')).toBe(2);
    expect(dailyStreak(dailyDays(list, 'castle-panic'), '2026-12-03')).toBe(0);
  });
});

describe('your record: one file out and back in', () => {
  const list = [game({ game: 'regicide', mode: 'solo', won: true, medal: 'silver', daily: '2026-12-03' }), game({ game: 'castle-panic', mode: 'co-op', won: false })];

  it('reads back what it wrote', () => {
    const back = decodeHistory(encodeHistory(list));
    expect(back).toEqual({ ok: true, games: list });
  });
  it('refuses a file that is not a history, or a damaged one, whole, saying why', () => {
    const good = JSON.parse(encodeHistory(list)) as { games: Record<string, unknown>[] };
    const variant = (change: (f: { format?: unknown; version?: unknown; games: Record<string, unknown>[] }) => void): string => {
      const f = structuredClone(good) as { format?: unknown; version?: unknown; games: Record<string, unknown>[] };
      change(f);
      return JSON.stringify(f);
    };
    // A game of one move with this verdict on it.
    const judged = (g: Record<string, unknown>, verdict: object): void => {
      (g.record as Record<string, unknown>).moves = [{ type: 'skip' }];
      g.verdicts = [verdict];
    };
    const cases: [string, RegExp][] = [
      ['not json {', /not JSON/],
      ['[]', /not a Four Crowns history/],
      [JSON.stringify({ format: 'other', version: 1, games: [] }), /not a Four Crowns history/],
      [variant((f) => (f.version = 2)), /another version/],
      [variant((f) => (f.games = 'x' as unknown as Record<string, unknown>[])), /no list of games/],
      [variant((f) => (f.games[1]!.won = 'yes')), /whether it was won/],
      [variant((f) => (f.games[0]!.daily = '2026-02-30')), /day that is not one/],
      [variant((f) => (f.games[0]!.medal = 'platinum')), /medal we do not give/],
      [variant((f) => (f.games[0]!.id = '<script>')), /has no id/],
      [variant((f) => (f.games[0]!.score = 'lots')), /score that is not a number/],
      [variant((f) => (f.games[0]!.seats = ['human', 'robot'])), /seats that are not people or bots/],
      [variant((f) => (f.games[0]!.seats = [])), /seats that are not people or bots/],
      [variant((f) => (f.games[0]!.botLevel = '<b>')), /bot level that is not one/],
      [variant((f) => judged(f.games[1]!, { move: 0, before: 1, after: 0, mark: 'mistake', exact: ['yes', true] })), /a verdict that is not one/],
      [variant((f) => judged(f.games[1]!, { move: 0, before: 1.5, after: 0, mark: 'mistake' })), /a verdict that is not one/],
      [variant((f) => judged(f.games[1]!, { move: 1, before: 1, after: 0, mark: 'mistake' })), /a verdict on a move it does not have/],
      [variant((f) => ((f.games[1]!.record as Record<string, unknown>).moves = null)), /no list of moves/],
      [variant((f) => ((f.games[1]!.record as Record<string, unknown>).game = 'regicide')), /record is of another game/],
      [JSON.stringify({ format: HISTORY_FORMAT, version: 1, games: Array.from({ length: MAX_GAMES + 1 }, () => 0) }), /more than/],
    ];
    for (const [text, why] of cases) {
      const r = decodeHistory(text);
      expect(r.ok, text.slice(0, 80)).toBe(false);
      if (!r.ok) expect(r.error, text.slice(0, 80)).toMatch(why);
    }
  });
  it('keeps only the fields it knows from an imported file', () => {
    const f = JSON.parse(encodeHistory(list)) as { games: Record<string, unknown>[] };
    f.games[0]!.evil = { big: 'x'.repeat(1000) };
    const r = decodeHistory(JSON.stringify(f));
    expect(r.ok && Object.keys(r.games[0]!).sort()).toEqual(['daily', 'endedAt', 'game', 'id', 'medal', 'mode', 'record', 'won']);
  });
  it('keeps a verdict as judged, its proven outcomes too (Regality), and nothing else of it', () => {
    const judged = { ...game({ game: 'regality', mode: 'standard', won: false }), verdicts: [{ move: 0, before: 1, after: 0.5, mark: 'mistake' as const, exact: [true, true] as [boolean, boolean], best: { type: 'skip' } }] };
    judged.record.moves = [{ type: 'skip' }];
    const f = JSON.parse(encodeHistory([judged])) as { games: { verdicts: Record<string, unknown>[] }[] };
    f.games[0]!.verdicts[0]!.evil = 'x';
    const r = decodeHistory(JSON.stringify(f));
    expect(r.ok && r.games[0]!.verdicts).toEqual(judged.verdicts);
  });
  it('merges an import: a game already here is kept once, the list in the order the games ended', () => {
    const extra = game({ game: 'regality', mode: 'duel', won: true, endedAt: 1 });
    const merged = mergeHistory(list, [list[1]!, extra, list[0]!]);
    expect(merged.map((g) => g.id)).toEqual([extra.id, list[0]!.id, list[1]!.id]);
  });
});
