// A finished game as your record keeps it (issue 29 item 4): which game and mode it was, whether
// the person won, Regicide's medal, the score whose best the standings keep. Built from the
// game's record and outcome alone, the same for a local game and an online one (the person's own
// seats given), so that an imported record can be entered too.
import type { Outcome, Seat } from '../core/contract';
import type { GameRecord } from '../core/record';
import type { Day } from '../core/daily';
import { MEDALS, type Medal, type PlayedGame } from './history';

type Options = Record<string, unknown>;
const num = (v: unknown, d: number): number => (typeof v === 'number' ? v : d);

/** The standings' second key for `game` played with `options`. */
export function historyMode(game: string, options: Options): string {
  switch (game) {
    case 'regicide':
      return num(options.players, 1) === 1 ? 'solo' : `${num(options.players, 2)}-players`;
    case 'castle-panic':
      return typeof options.mode === 'string' ? options.mode : 'coop';
    case 'roi-du-ring':
      if (options.teams === true) return 'teams';
      if (options.fightersPerPlayer === 2) return 'two-fighters';
      return `${num(options.players, 2)}-players`;
    case 'regality':
      return typeof options.variant === 'string' ? options.variant : 'standard';
    default:
      return 'game';
  }
}

export interface Finished {
  record: GameRecord;
  outcome: Outcome;
  /** The seats the person played (a hot-seat game: every person's). */
  people: readonly Seat[];
  endedAt: number;
  /** The day whose daily deal this was, when played for the record. */
  daily?: Day;
  /** Who sat where, and the bots' level: for "Play this deal again". */
  seats?: readonly ('human' | 'bot')[];
  botLevel?: string | null;
}

/** `f` as an entry of your record. */
export function playedGameOf(f: Finished): PlayedGame {
  const { record, outcome, people } = f;
  const options = (record.options ?? {}) as Options;
  const won = outcome.winners.some((w) => people.includes(w));
  const medal = record.game === 'regicide' && won && MEDALS.includes(outcome.label as Medal) ? (outcome.label as Medal) : undefined;
  // The score whose best is kept: Master Slayer's points, Regality's allies (or games won in a match).
  const scored = (record.game === 'castle-panic' && options.mode === 'master-slayer') || record.game === 'regality';
  const mine = scored && outcome.scores ? people.map((s) => outcome.scores?.[s]).filter((x): x is number => typeof x === 'number') : [];
  const seed = String(record.seed).replace(/[^\w]/g, '');
  return {
    id: `${record.game}-${f.endedAt.toString(36)}-${seed}-${record.moves.length}`,
    game: record.game,
    mode: historyMode(record.game, options),
    endedAt: f.endedAt,
    won,
    ...(f.daily !== undefined ? { daily: f.daily } : {}),
    ...(medal ? { medal } : {}),
    ...(mine.length > 0 ? { score: Math.max(...mine) } : {}),
    ...(f.seats ? { seats: [...f.seats] } : {}),
    ...(f.botLevel ? { botLevel: f.botLevel } : {}),
    record,
  };
}
