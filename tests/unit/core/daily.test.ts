import { describe, expect, it } from 'vitest';
import { dailySeed, dailyStreak, daysBetween, isDay, previousDay, utcDay } from '../../../src/core/daily';
import { isWideSeed, seedRng, Rng } from '../../../src/core/rng';
import { DAILY_GAMES, dailyDeal, isDailyGame } from '../../../src/services/daily-deals';
import { rules as regicide } from '../../../src/games/regicide/rules';
import { rules as castlePanic } from '../../../src/games/castle-panic/rules';
import { rules as roi } from '../../../src/games/roi-du-ring/rules';
import { rules as regality } from '../../../src/games/regality/rules';
import type { AnyRules } from '../../../src/core';

const RULES: Record<string, AnyRules> = { regicide, 'castle-panic': castlePanic, 'roi-du-ring': roi, regality };

describe('the calendar day (UTC)', () => {
  it('is the UTC date, whatever the hour: 23:59 UTC and 00:00 UTC the next day are two days', () => {
    expect(utcDay(Date.UTC(2026, 11, 3, 23, 59, 59))).toBe('2026-12-03');
    expect(utcDay(Date.UTC(2026, 11, 4, 0, 0, 0))).toBe('2026-12-04');
    expect(utcDay(new Date('2026-12-03T23:30:00-05:00'))).toBe('2026-12-04'); // New York's evening is London's next day
    expect(() => utcDay(new Date('nonsense'))).toThrow(RangeError);
  });
  it('accepts only real days written YYYY-MM-DD', () => {
    for (const d of ['2026-12-03', '2024-02-29', '2000-01-01']) expect(isDay(d), d).toBe(true);
    for (const d of ['2026-02-29', '2026-13-01', '2026-1-1', '2026-12-03T00:00', '', 20261203, null]) expect(isDay(d), String(d)).toBe(false);
  });
  it('counts days across months, years and leap days', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-03', '2026-12-01')).toBe(-2);
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(previousDay('2024-03-01')).toBe('2024-02-29');
  });
});

describe('the daily seed', () => {
  it('is a 128-bit seed, the same for everyone on a day, another the next day and for another game', () => {
    const seen = new Set<string>();
    for (const game of DAILY_GAMES) {
      for (const day of ['2026-12-03', '2026-12-04', '2027-01-01']) {
        const s = dailySeed(game, day);
        expect(isWideSeed(s)).toBe(true);
        expect(dailySeed(game, day)).toBe(s);
        seen.add(s);
      }
    }
    expect(seen.size).toBe(DAILY_GAMES.length * 3);
  });
  it('drives xoshiro128** with a live state (never all zero) and spreads its first draws', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 400; i++) {
      const day = utcDay(Date.UTC(2026, 0, 1) + i * 86_400_000);
      const r = new Rng(seedRng(dailySeed('regicide', day)));
      firsts.add(r.nextU32() % 52);
    }
    expect(firsts.size).toBeGreaterThan(45); // 400 draws over 52 values: all but a few come up
  });
  it('refuses a malformed day or game id with a clear error', () => {
    expect(() => dailySeed('regicide', '2026-02-30')).toThrow(/not a day/);
    expect(() => dailySeed('Regicide!', '2026-12-03')).toThrow(/not a game id/);
  });
});

describe('the daily deal of each game', () => {
  it('deals the same position to two players on the same day, another the next day', () => {
    for (const game of DAILY_GAMES) {
      const rules = RULES[game]!;
      const today = dailyDeal(game, '2026-12-03');
      const a = rules.setup(today.options, today.seed);
      const b = rules.setup(dailyDeal(game, '2026-12-03').options, dailyDeal(game, '2026-12-03').seed);
      expect(JSON.stringify(b), game).toBe(JSON.stringify(a));
      expect(rules.outcome(a), game).toBeNull();
      expect(rules.legalMoves(a).length, game).toBeGreaterThan(0);
      const tomorrow = dailyDeal(game, '2026-12-04');
      expect(JSON.stringify(rules.setup(tomorrow.options, tomorrow.seed)), game).not.toBe(JSON.stringify(a));
    }
  });
  it('plays solo where the game has a solo form and against one strong bot elsewhere', () => {
    expect(dailyDeal('regicide', '2026-12-03').botSeats).toEqual([]);
    expect(dailyDeal('castle-panic', '2026-12-03').options).toEqual({ players: 1, mode: 'solo' });
    expect(dailyDeal('roi-du-ring', '2026-12-03').botSeats).toEqual([1]);
    expect(dailyDeal('regality', '2026-12-03').botSeats).toEqual([1]);
    expect(isDailyGame('regicide')).toBe(true);
    expect(isDailyGame('toString')).toBe(false);
  });
  it('hands out copies: changing one deal\'s options leaves the next one alone', () => {
    const d = dailyDeal('castle-panic', '2026-12-03');
    d.options.players = 6;
    expect(dailyDeal('castle-panic', '2026-12-03').options.players).toBe(1);
  });
});

describe('the daily streak', () => {
  it('counts consecutive days up to today, or up to yesterday while today is not played yet', () => {
    expect(dailyStreak(['2026-12-01', '2026-12-02', '2026-12-03'], '2026-12-03')).toBe(3);
    expect(dailyStreak(['2026-12-01', '2026-12-02'], '2026-12-03')).toBe(2); // today still to play
    expect(dailyStreak(['2026-12-01'], '2026-12-03')).toBe(0); // a day missed
    expect(dailyStreak([], '2026-12-03')).toBe(0);
  });
  it('ignores days after today (a clock set back), repeats and malformed entries', () => {
    expect(dailyStreak(['2026-12-02', '2026-12-03', '2026-12-03', '2026-12-09', 'nonsense'], '2026-12-03')).toBe(2);
  });
  it('runs across a year\'s end', () => {
    expect(dailyStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toBe(3);
  });
});
