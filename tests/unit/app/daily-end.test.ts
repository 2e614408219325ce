import { beforeEach, describe, expect, it } from 'vitest';
import type { GameRecord, Outcome } from '../../../src/core';
import { playOut } from '../../fixtures/play-out';
import { dailySeed } from '../../../src/core/daily';
import { dailyDayOf, dailyDeal, dailyShareText, dealSeats } from '../../../src/services/daily-deals';
import { keepFinishedGame, dailyEndLines } from '../../../src/app/daily-end';
import { eraseHistory, loadHistory } from '../../../src/app/history-store';
import { addWords } from '../../../src/services/i18n';
import { shellStrings } from '../../../src/app/strings';
import { rules as regicideRules, REGICIDE_VERSION } from '../../../src/games/regicide/rules';
import type { AnyRules } from '../../../src/core';

const regicide = regicideRules as unknown as AnyRules;

addWords(shellStrings);

const NOON = Date.parse('2026-12-03T12:00:00Z');
const AFTER_MIDNIGHT = Date.parse('2026-12-04T00:20:00Z');

/** Regicide's daily deal of `day`, played out with random legal moves: its record and outcome. */
function dailyGame(day: string, salt = 1): { record: GameRecord; outcome: Outcome } {
  const deal = dailyDeal('regicide', day);
  const { moves, outcome } = playOut(regicide, deal.options, deal.seed, salt);
  return { record: { game: 'regicide', version: REGICIDE_VERSION, options: deal.options, seed: deal.seed, moves, rng: 'xoshiro128**' }, outcome };
}

describe('which daily deal a game is', () => {
  const deal = dailyDeal('regality', '2026-12-03');
  const game = { game: 'regality', options: deal.options, seed: deal.seed, seats: dealSeats(deal, 2), botLevel: 'perfect' };

  it("is today's deal on the day, and still is after midnight (a game begun the evening before)", () => {
    expect(dailyDayOf(game, NOON)).toBe('2026-12-03');
    expect(dailyDayOf(game, AFTER_MIDNIGHT)).toBe('2026-12-03');
    expect(dailyDayOf(game, Date.parse('2026-12-05T00:20:00Z'))).toBeNull();
  });

  it('is no daily deal with other options, other seats, a weaker bot or another seed', () => {
    expect(dailyDayOf({ ...game, options: { first: 1 } }, NOON)).toBeNull();
    expect(dailyDayOf({ ...game, seats: ['human', 'human'] }, NOON)).toBeNull();
    expect(dailyDayOf({ ...game, botLevel: 'easy' }, NOON)).toBeNull();
    expect(dailyDayOf({ ...game, seed: dailySeed('regality', '2026-12-01') }, NOON)).toBeNull();
    expect(dailyDayOf({ ...game, game: 'tiny' }, NOON)).toBeNull();
  });

  it('finds the options equal whatever the order of their keys', () => {
    const cp = dailyDeal('castle-panic', '2026-12-03');
    expect(dailyDayOf({ game: 'castle-panic', options: { mode: 'solo', players: 1 }, seed: cp.seed, seats: ['human'], botLevel: null }, NOON)).toBe('2026-12-03');
  });
});

describe('the daily result to share', () => {
  it('says the game, the day, a mark and the streak, and nothing of the deal', () => {
    const text = dailyShareText({ title: 'Regicide', day: '2026-12-03', won: true, medal: 'gold', result: 'Won: gold medal', streak: 'Days in a row: 3' });
    expect(text.split('\n')).toEqual(['Four Crowns \u00B7 Regicide \u00B7 2026-12-03', '\u{1F947} Won: gold medal', '\u{1F525} Days in a row: 3']);
    expect(text).not.toContain(dailySeed('regicide', '2026-12-03'));
    expect(dailyShareText({ title: 'Regicide', day: '2026-12-03', won: false, result: 'Lost', streak: '' }).split('\n')).toEqual(['Four Crowns \u00B7 Regicide \u00B7 2026-12-03', '\u{1F480} Lost']);
  });
});

describe('a finished game kept in your record (no IndexedDB under Node: kept for the process)', () => {
  beforeEach(async () => {
    await eraseHistory();
  });

  it("counts the day's deal once for the record, then as practice", async () => {
    const first = dailyGame('2026-12-03', 1);
    const kept = await keepFinishedGame({ ...first, people: [0], seats: ['human'], botLevel: null, endedAt: NOON }, null);
    expect(kept).toMatchObject({ dailyDeal: true, daily: '2026-12-03', streak: 1 });
    const lines = dailyEndLines(kept, 'Regicide');
    expect(lines.body).toContain('played for your record');
    expect(lines.share).toContain('2026-12-03');
    const again = dailyGame('2026-12-03', 2);
    const practice = await keepFinishedGame({ ...again, people: [0], seats: ['human'], botLevel: null, endedAt: NOON + 60_000 }, null);
    expect(practice.dailyDeal).toBe(true);
    expect(practice.daily).toBeUndefined();
    expect(dailyEndLines(practice, 'Regicide')).toEqual({ body: expect.stringContaining('Practice') as unknown, share: null });
    const games = await loadHistory();
    expect(games.map((g) => g.daily)).toEqual(['2026-12-03', undefined]);
  });

  it('keeps a game undone after its end and finished again once, with its daily standing', async () => {
    const g = dailyGame('2026-12-03', 3);
    const kept = await keepFinishedGame({ ...g, people: [0], seats: ['human'], botLevel: null, endedAt: NOON }, null);
    const again = await keepFinishedGame({ ...g, people: [0], seats: ['human'], botLevel: null, endedAt: NOON + 5000 }, kept);
    expect(again.id).toBe(kept.id);
    expect(again.daily).toBe('2026-12-03');
    expect(await loadHistory()).toHaveLength(1);
  });

  it("counts yesterday's deal finished after midnight for yesterday, and the streak runs over both days", async () => {
    const evening = dailyGame('2026-12-03', 4);
    expect((await keepFinishedGame({ ...evening, people: [0], seats: ['human'], botLevel: null, endedAt: AFTER_MIDNIGHT }, null)).daily).toBe('2026-12-03');
    const today = dailyGame('2026-12-04', 5);
    const kept = await keepFinishedGame({ ...today, people: [0], seats: ['human'], botLevel: null, endedAt: AFTER_MIDNIGHT + 3_600_000 }, null);
    expect(kept).toMatchObject({ daily: '2026-12-04', streak: 2 });
  });

  it('keeps an ordinary game with its seats and bot level for "Play again", and no daily mark', async () => {
    const g = dailyGame('2026-12-03', 6);
    const other = { ...g, record: { ...g.record, seed: 12345 } };
    const kept = await keepFinishedGame({ ...other, people: [0], seats: ['human'], botLevel: 'strong', endedAt: NOON }, null);
    expect(kept.dailyDeal).toBe(false);
    expect((await loadHistory())[0]).toMatchObject({ seats: ['human'], botLevel: 'strong', mode: 'solo' });
  });
});
