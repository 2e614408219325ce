// A finished game into your record (issue 29 item 4), and what the end of a daily deal says
// (item 3): played for the record (the first time that day's deal is finished) or as practice, the
// streak, and the result as text to share. Part of the shell, beside the in-game host.
import type { Outcome, Seat } from '../core/contract';
import type { GameRecord } from '../core/record';
import { dailyStreak, utcDay, type Day } from '../core/daily';
import { dailyDayOf, dailyShareText } from '../services/daily-deals';
import { dailyDays, playedDaily, type Medal } from '../services/history';
import { playedGameOf } from '../services/history-entry';
import { t, type TextKey } from '../services/i18n';
import type { SeatKind } from '../services/session';
import { keepGame, loadHistory } from './history-store';

/** A game's entry as the host remembers it once kept. */
export interface KeptGame {
  id: string;
  /** Was it a daily deal (today's or yesterday's), played for the record or not? */
  dailyDeal: boolean;
  /** The day it was played for the record (absent: not a daily deal, or practice). */
  daily?: Day;
  /** Which day's deal it was, record or practice. */
  dealDay?: Day;
  won: boolean;
  medal?: Medal;
  /** The daily streak of its game once it is kept (0: not a daily game for the record). */
  streak: number;
}

export interface FinishedHere {
  record: GameRecord;
  outcome: Outcome;
  people: readonly Seat[];
  /** Who sat where locally (null online: the daily deals are not played online). */
  seats: readonly SeatKind[] | null;
  botLevel: string | null;
  endedAt: number;
}

/**
 * Keeps the finished game in your record and says how it was kept. `before`: what the same game
 * was kept as when it ended earlier (an undo after the end): its entry is replaced, its daily
 * standing kept.
 */
export async function keepFinishedGame(f: FinishedHere, before: KeptGame | null): Promise<KeptGame> {
  const { record } = f;
  const dealDay = f.seats ? dailyDayOf({ game: record.game, options: record.options, seed: record.seed, seats: f.seats, botLevel: f.botLevel }, f.endedAt) : null;
  const games = await loadHistory();
  const daily = before ? before.daily : dealDay && !playedDaily(games, record.game, dealDay) ? dealDay : undefined;
  const fresh = playedGameOf({ record, outcome: f.outcome, people: f.people, endedAt: f.endedAt, daily, seats: f.seats ?? undefined, botLevel: f.botLevel });
  const entry = before ? { ...fresh, id: before.id } : fresh;
  // Never refused: where IndexedDB fails, the store keeps the game for the page's life.
  await keepGame(entry);
  const days = [...dailyDays(games.filter((g) => g.id !== entry.id), record.game), ...(daily ? [daily] : [])];
  return {
    id: entry.id,
    dailyDeal: dealDay !== null,
    ...(daily ? { daily } : {}),
    ...(dealDay ? { dealDay } : {}),
    won: entry.won,
    ...(entry.medal ? { medal: entry.medal } : {}),
    streak: daily ? dailyStreak(days, utcDay(f.endedAt)) : 0,
  };
}

/** The end dialog's lines for a daily deal, and the text to share (null: practice, nothing to share). */
export function dailyEndLines(kept: KeptGame, title: string): { body: string; share: string | null } {
  const day = kept.daily ?? kept.dealDay ?? '';
  if (!kept.daily) return { body: t('daily.practiceDone', { day }), share: null };
  const streak = kept.streak > 0 ? t('daily.streak', { n: kept.streak }) : '';
  const result = kept.medal ? t(`daily.medal.${kept.medal}` as TextKey) : t(kept.won ? 'daily.won' : 'daily.lost');
  return {
    body: [t('daily.recordDone', { day }), streak].filter(Boolean).join('\n'),
    share: dailyShareText({ title, day, won: kept.won, ...(kept.medal ? { medal: kept.medal } : {}), result, streak }),
  };
}
