// The daily deal of each game (issue 29 item 3): which game, with which options, against which
// bot, dealt from the day's seed (core/daily.ts). Solo where the game has a solo form (Regicide
// solo, Castle Panic solo); a duel against the strong bot where it has none (Le Roi du Ring, one
// bout; Regality vs Religion, one game, the person placing first). Every player gets the same
// deal on the same UTC day.
import { dailySeed, previousDay, utcDay, type Day } from '../core/daily';

export type DailyGame = 'regicide' | 'castle-panic' | 'roi-du-ring' | 'regality';

export interface DailyDeal {
  game: DailyGame;
  day: Day;
  /** The rules' options (no stack: the deal comes from the seed alone). */
  options: Record<string, unknown>;
  seed: string;
  /** The seats played by the strong bot (none in a solo game); the person has seat 0. */
  botSeats: number[];
  /** The strong bot's level in that game (null: no bot seat). */
  botLevel: string | null;
}

const DEALS: Record<DailyGame, { options: Record<string, unknown>; botSeats: number[]; botLevel: string | null }> = {
  regicide: { options: { players: 1 }, botSeats: [], botLevel: null },
  'castle-panic': { options: { players: 1, mode: 'solo' }, botSeats: [], botLevel: null },
  'roi-du-ring': { options: { players: 2 }, botSeats: [1], botLevel: 'strong' },
  regality: { options: { first: 0 }, botSeats: [1], botLevel: 'perfect' },
};

export const DAILY_GAMES = Object.keys(DEALS) as DailyGame[];

export function isDailyGame(game: unknown): game is DailyGame {
  return typeof game === 'string' && Object.prototype.hasOwnProperty.call(DEALS, game);
}

/** `game`'s deal on `day` (a fresh copy: the caller may keep it in a record). */
export function dailyDeal(game: DailyGame, day: Day): DailyDeal {
  const d = DEALS[game];
  return { game, day, options: structuredClone(d.options), seed: dailySeed(game, day), botSeats: [...d.botSeats], botLevel: d.botLevel };
}

/** Who sits where in a deal: 'human' for the person's seat, 'bot' for the strong bot's. */
export function dealSeats(deal: DailyDeal, seats: number): ('human' | 'bot')[] {
  return Array.from({ length: seats }, (_, i) => (deal.botSeats.includes(i) ? 'bot' : 'human'));
}

/** JSON with the keys of every object sorted: two equal option sets write alike. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** A game as its daily-deal test sees it: which, with what options, from which seed, who sat where. */
export interface DealtGame {
  game: string;
  options: unknown;
  seed: unknown;
  seats: readonly string[];
  botLevel: string | null;
}

/**
 * The day whose daily deal `g` is, or null: today's (UTC, at `now`) or yesterday's (a game begun
 * before midnight and finished after it), with the deal's options, seats and the strong bot.
 */
export function dailyDayOf(g: DealtGame, now: number): Day | null {
  if (!isDailyGame(g.game)) return null;
  const today = utcDay(now);
  for (const day of [today, previousDay(today)]) {
    const deal = dailyDeal(g.game, day);
    if (g.seed !== deal.seed || canonical(g.options) !== canonical(deal.options)) continue;
    if (canonical(g.seats) !== canonical(dealSeats(deal, g.seats.length))) continue;
    if (deal.botSeats.length > 0 && g.botLevel !== deal.botLevel) continue;
    return day;
  }
  return null;
}

/** What a daily game's shared result says: no move nor card of the deal, only how it went. */
export interface DailyResult {
  /** The game's title, in the player's language. */
  title: string;
  day: Day;
  won: boolean;
  medal?: 'gold' | 'silver' | 'bronze';
  /** The words after the mark: "Won", "Gold medal", "Lost: 3 enemies of 12"... */
  result: string;
  /** "3 days in a row" (empty: no streak line). */
  streak: string;
}

const MEDAL_MARK = { gold: '\u{1F947}', silver: '\u{1F948}', bronze: '\u{1F949}' } as const;

/**
 * The daily result as short text to paste anywhere, in the manner of the daily word games: the
 * game, the day, a mark and the result, the streak. Nothing in it tells the deal's contents.
 */
export function dailyShareText(r: DailyResult): string {
  const mark = r.medal ? MEDAL_MARK[r.medal] : r.won ? '\u{1F451}' : '\u{1F480}';
  const lines = [`Four Crowns \u00B7 ${r.title} \u00B7 ${r.day}`, `${mark} ${r.result}`];
  if (r.streak) lines.push(`\u{1F525} ${r.streak}`);
  return lines.join('\n');
}
