// The daily deal of each game (issue 29 item 3): which game, with which options, against which
// bot, dealt from the day's seed (core/daily.ts). Solo where the game has a solo form (Regicide
// solo, Castle Panic solo); a duel against the strong bot where it has none (Le Roi du Ring, one
// bout; Regality vs Religion, one game, the person placing first). Every player gets the same
// deal on the same UTC day.
import { dailySeed, type Day } from '../core/daily';

export type DailyGame = 'regicide' | 'castle-panic' | 'roi-du-ring' | 'regality';

export interface DailyDeal {
  game: DailyGame;
  day: Day;
  /** The rules' options (no stack: the deal comes from the seed alone). */
  options: Record<string, unknown>;
  seed: string;
  /** The seats played by the strong bot (none in a solo game); the person has seat 0. */
  botSeats: number[];
}

const DEALS: Record<DailyGame, { options: Record<string, unknown>; botSeats: number[] }> = {
  regicide: { options: { players: 1 }, botSeats: [] },
  'castle-panic': { options: { players: 1, mode: 'solo' }, botSeats: [] },
  'roi-du-ring': { options: { players: 2 }, botSeats: [1] },
  regality: { options: { first: 0 }, botSeats: [1] },
};

export const DAILY_GAMES = Object.keys(DEALS) as DailyGame[];

export function isDailyGame(game: unknown): game is DailyGame {
  return typeof game === 'string' && Object.prototype.hasOwnProperty.call(DEALS, game);
}

/** `game`'s deal on `day` (a fresh copy: the caller may keep it in a record). */
export function dailyDeal(game: DailyGame, day: Day): DailyDeal {
  const d = DEALS[game];
  return { game, day, options: structuredClone(d.options), seed: dailySeed(game, day), botSeats: [...d.botSeats] };
}
