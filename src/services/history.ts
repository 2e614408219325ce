// Your record (issue 29 item 4): every finished game, with what the standings per game and mode
// are built from (played, won, streaks, medals, best scores), and the game's record itself, so
// that it can be reviewed or its deal played again. This file is the model: pure functions over a
// list of finished games, and the one-file export and import (a bad file is refused whole, with
// the reason, and changes nothing). Where the list is kept (IndexedDB) comes with the screens.
import { checkRecordShape, type GameRecord } from '../core/record';
import { isDay, type Day } from '../core/daily';

export type Medal = 'gold' | 'silver' | 'bronze';
export const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

export interface PlayedGame {
  /** Unique in a history: a game imported twice is kept once. */
  id: string;
  game: string;
  /** The standings' second key: 'solo', 'co-op', 'master-slayer', 'overlord', 'duel', '2p'... */
  mode: string;
  /** When it ended, milliseconds since the epoch. */
  endedAt: number;
  /** Did the person win it (a co-op game: did the table win)? */
  won: boolean;
  /** The day whose daily deal this was, played for the record (practice after it is not). */
  daily?: Day;
  /** Regicide solo's medal. */
  medal?: Medal;
  /** The score the standings keep the best of (Master Slayer points, Regality's allies). */
  score?: number;
  /** Who sat where ('human' or 'bot'), for "Play this deal again" (absent: an online game's seats were people). */
  seats?: ('human' | 'bot')[];
  /** The bots' level the game was played against. */
  botLevel?: string;
  /** The strong bot's verdicts on the person's moves, once worked out in a review (issue 29 item 2). */
  verdicts?: StoredVerdict[];
  record: GameRecord;
}

/** How the strong bot judged a move: no drop, a drop of 10 points of chance, of 20 or more. */
export type Mark = 'good' | 'doubtful' | 'mistake';
const MARKS: readonly string[] = ['good', 'doubtful', 'mistake'] satisfies Mark[];

/** The verdict on move number `move` (0-based) of the record. */
export interface StoredVerdict {
  move: number;
  /** The chance of winning (0..1) with the bot's preferred move, and after the move played. */
  before: number;
  after: number;
  mark: Mark;
  /** The bot's preferred move (checked against the legal moves before it is drawn). */
  best?: unknown;
  /** Regality: whether `before` and `after` are proven outcomes (1 won, ½ drawn, 0 lost) rather than the search's estimate of the ally balance. */
  exact?: [boolean, boolean];
}
const isChance = (v: unknown): boolean => typeof v === 'number' && v >= 0 && v <= 1;

function verdictsError(v: unknown, moves: number): string | null {
  if (!Array.isArray(v) || v.length > moves) return 'verdicts that are not a list of its moves';
  for (const x of v as unknown[]) {
    if (!isObject(x) || !Number.isInteger(x.move) || (x.move as number) < 0 || (x.move as number) >= moves) return 'a verdict on a move it does not have';
    if (!isChance(x.before) || !isChance(x.after) || !MARKS.includes(x.mark as string)) return 'a verdict that is not one';
    if (x.best !== undefined && JSON.stringify(x.best).length > 2000) return 'a verdict with a move far too long';
    if (x.exact !== undefined && !(Array.isArray(x.exact) && x.exact.length === 2 && x.exact.every((b) => typeof b === 'boolean'))) return 'a verdict that is not one';
  }
  return null;
}

export interface Standing {
  game: string;
  mode: string;
  played: number;
  won: number;
  /** Games won in a row, up to the last one played (0 after a loss). */
  streak: number;
  bestStreak: number;
  bestScore: number | null;
  medals: Record<Medal, number>;
}

/** The standings, one per game and mode, in the order each was first played. */
export function standings(games: readonly PlayedGame[]): Standing[] {
  const out = new Map<string, Standing>();
  for (const g of [...games].sort((a, b) => a.endedAt - b.endedAt)) {
    const key = `${g.game}\u0000${g.mode}`;
    let s = out.get(key);
    if (!s) {
      s = { game: g.game, mode: g.mode, played: 0, won: 0, streak: 0, bestStreak: 0, bestScore: null, medals: { gold: 0, silver: 0, bronze: 0 } };
      out.set(key, s);
    }
    s.played++;
    if (g.won) {
      s.won++;
      s.streak++;
      s.bestStreak = Math.max(s.bestStreak, s.streak);
    } else s.streak = 0;
    if (g.medal) s.medals[g.medal]++;
    if (g.score !== undefined) s.bestScore = s.bestScore === null ? g.score : Math.max(s.bestScore, g.score);
  }
  return [...out.values()];
}

/** The days on which `game`'s daily deal was played for the record (for core/daily's streak). */
export function dailyDays(games: readonly PlayedGame[], game: string): Day[] {
  return games.filter((g) => g.game === game && g.daily !== undefined).map((g) => g.daily as Day);
}

/** Has `game`'s deal of `day` been played for the record already (then it is practice)? */
export function playedDaily(games: readonly PlayedGame[], game: string, day: Day): boolean {
  return games.some((g) => g.game === game && g.daily === day);
}

// ---- the one-file export and import -------------------------------------------------------------

export const HISTORY_FORMAT = 'four-crowns-history';
export const HISTORY_VERSION = 1;
/** More games than anyone plays in years: a file past it is not ours. */
export const MAX_GAMES = 20_000;
const MAX_ID = 100;
const MAX_NAME = 40;

export type Decoded = { ok: true; games: PlayedGame[] } | { ok: false; error: string };

/** The history as one JSON file's text. */
export function encodeHistory(games: readonly PlayedGame[]): string {
  return JSON.stringify({ format: HISTORY_FORMAT, version: HISTORY_VERSION, games });
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isName = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max && /^[\w.:-]+$/.test(v);

/** What is wrong with one entry of a history (a file's, or the browser's store's); null: nothing. */
export function entryError(e: unknown): string | null {
  if (!isObject(e)) return 'an entry is not a game';
  if (!isName(e.id, MAX_ID)) return 'a game has no id';
  if (!isName(e.game, MAX_NAME) || !isName(e.mode, MAX_NAME)) return `game ${e.id} does not say which game or mode it was`;
  if (typeof e.endedAt !== 'number' || !Number.isFinite(e.endedAt) || e.endedAt < 0) return `game ${e.id} has no end time`;
  if (typeof e.won !== 'boolean') return `game ${e.id} does not say whether it was won`;
  if (e.daily !== undefined && !isDay(e.daily)) return `game ${e.id} names a day that is not one`;
  if (e.medal !== undefined && !MEDALS.includes(e.medal as Medal)) return `game ${e.id} has a medal we do not give`;
  if (e.score !== undefined && (typeof e.score !== 'number' || !Number.isFinite(e.score))) return `game ${e.id} has a score that is not a number`;
  if (e.seats !== undefined && (!Array.isArray(e.seats) || e.seats.length < 1 || e.seats.length > 8 || !e.seats.every((x) => x === 'human' || x === 'bot'))) return `game ${e.id} lists seats that are not people or bots`;
  if (e.botLevel !== undefined && !isName(e.botLevel, MAX_NAME)) return `game ${e.id} names a bot level that is not one`;
  const moves = isObject(e.record) && Array.isArray(e.record.moves) ? e.record.moves.length : 0;
  const badVerdicts = e.verdicts === undefined ? null : verdictsError(e.verdicts, moves);
  if (badVerdicts) return `game ${e.id} has ${badVerdicts}`;
  const bad = checkRecordShape(e.record);
  if (bad) return `game ${e.id}: ${bad.message}`;
  if ((e.record as GameRecord).game !== e.game) return `game ${e.id}'s record is of another game`;
  return null;
}

/** Reads a history file's text: every game in it, or why the file is refused (then nothing is taken). */
export function decodeHistory(text: string): Decoded {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a Four Crowns history (it is not JSON).' };
  }
  if (!isObject(raw) || raw.format !== HISTORY_FORMAT) return { ok: false, error: 'This file is not a Four Crowns history.' };
  if (raw.version !== HISTORY_VERSION) return { ok: false, error: `This history was written by another version of the game (${String(raw.version)}).` };
  if (!Array.isArray(raw.games)) return { ok: false, error: 'This history has no list of games.' };
  if (raw.games.length > MAX_GAMES) return { ok: false, error: `This history holds more than ${MAX_GAMES} games.` };
  const games: PlayedGame[] = [];
  for (const e of raw.games as unknown[]) {
    const error = entryError(e);
    if (error) return { ok: false, error: `This history is damaged: ${error}.` };
    const g = e as PlayedGame;
    // Only the fields we know travel on: nothing else of the file's is kept.
    games.push({
      id: g.id,
      game: g.game,
      mode: g.mode,
      endedAt: g.endedAt,
      won: g.won,
      ...(g.daily !== undefined ? { daily: g.daily } : {}),
      ...(g.medal !== undefined ? { medal: g.medal } : {}),
      ...(g.score !== undefined ? { score: g.score } : {}),
      ...(g.seats !== undefined ? { seats: [...g.seats] } : {}),
      ...(g.botLevel !== undefined ? { botLevel: g.botLevel } : {}),
      ...(g.verdicts !== undefined ? { verdicts: g.verdicts.map((x) => ({ move: x.move, before: x.before, after: x.after, mark: x.mark, ...(x.best !== undefined ? { best: x.best } : {}), ...(x.exact !== undefined ? { exact: [x.exact[0], x.exact[1]] as [boolean, boolean] } : {}) })) } : {}),
      record: g.record,
    });
  }
  return { ok: true, games };
}

/** `mine` with `theirs` added (an import): each game once, by id (the one already here kept), oldest first. */
export function mergeHistory(mine: readonly PlayedGame[], theirs: readonly PlayedGame[]): PlayedGame[] {
  const byId = new Map<string, PlayedGame>();
  for (const g of [...mine, ...theirs]) if (!byId.has(g.id)) byId.set(g.id, g);
  return [...byId.values()].sort((a, b) => a.endedAt - b.endedAt || (a.id < b.id ? -1 : 1));
}
