// Save files: a game record plus who sits where, written to localStorage after every move and
// read back for Continue, exported as a file or packed into a link. Everything read from outside
// (storage, a file, a link) is checked in full before it is used, and a bad one gives an error
// with a stable code and a message a player can read; nothing is ever half-loaded.
import type { RuleError } from '../core/contract';
import { checkRecordShape, replay, type GameRecord } from '../core/record';
import type { GameSession, RulesLookup, SeatKind } from './session';

export const SAVE_FORMAT = 'four-crowns-save';
export const SAVE_FORMAT_VERSION = 1;
export const SAVE_KEY_PREFIX = 'fourCrowns.save.';
export const LAST_GAME_KEY = 'fourCrowns.lastGame';

export interface SaveFile {
  format: typeof SAVE_FORMAT;
  formatVersion: typeof SAVE_FORMAT_VERSION;
  record: GameRecord;
  seats: SeatKind[];
  practice: boolean;
  /** The bots' level chosen on the setup screen (absent in older saves, lessons and links). */
  botLevel?: string;
  savedAt: string; // ISO date
}

export type SaveResult = { ok: true; save: SaveFile } | { ok: false; error: RuleError };

/** The part of the Web Storage API a store needs; `localStorage` is one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const fail = (code: string, message: string): SaveResult => ({ ok: false, error: { code, message } });

export const saveKey = (game: string): string => SAVE_KEY_PREFIX + game;

/**
 * Check the shape of a parsed save (format marker, record, seats, practice flag) against the
 * catalog. It does not replay the moves: `checkSave` and `GameSession.fromSave` do.
 * Codes: ERR_SAVE_FOREIGN (not a Four Crowns save), ERR_SAVE_VERSION (a newer save format),
 * ERR_SAVE_CORRUPT (ours but damaged), ERR_RECORD_SHAPE / _GAME / _VERSION / _SETUP (the record).
 */
export function parseSave(raw: unknown, lookup: RulesLookup): SaveResult {
  if (!isObject(raw) || raw.format !== SAVE_FORMAT) {
    return fail('ERR_SAVE_FOREIGN', 'This is not a Four Crowns save.');
  }
  if (raw.formatVersion !== SAVE_FORMAT_VERSION) {
    return fail('ERR_SAVE_VERSION', 'This save was made by a different version of Four Crowns and cannot be opened here.');
  }
  const shape = checkRecordShape(raw.record);
  if (shape) return { ok: false, error: shape };
  const record = raw.record as GameRecord;
  const entry = lookup(record.game);
  if (!entry) return fail('ERR_RECORD_GAME', `This record is for a game we do not have ("${record.game}").`);
  if (entry.version !== record.version) {
    return fail('ERR_RECORD_VERSION', `This record was made with version ${record.version} of the rules; this is version ${entry.version}.`);
  }
  let seatCount: number;
  try {
    seatCount = entry.seats(record.options);
  } catch {
    seatCount = NaN;
  }
  if (!Number.isInteger(seatCount) || seatCount < 1) {
    return fail('ERR_RECORD_SETUP', 'The game options in this save are not valid.');
  }
  const seats = raw.seats;
  if (!Array.isArray(seats) || !seats.every((s) => s === 'human' || s === 'bot')) {
    return fail('ERR_SAVE_CORRUPT', 'The save is damaged: it does not say who plays each seat.');
  }
  if (seats.length !== seatCount) {
    return fail('ERR_SAVE_CORRUPT', `The save is damaged: it lists ${seats.length} seats, but this game has ${seatCount}.`);
  }
  if (typeof raw.practice !== 'boolean') {
    return fail('ERR_SAVE_CORRUPT', 'The save is damaged: it does not say whether this is a practice game.');
  }
  if (raw.botLevel !== undefined && (typeof raw.botLevel !== 'string' || !/^[a-z][a-z-]{0,19}$/.test(raw.botLevel))) {
    return fail('ERR_SAVE_CORRUPT', 'The save is damaged: its bot level is not one a game has.');
  }
  if (typeof raw.savedAt !== 'string') {
    return fail('ERR_SAVE_CORRUPT', 'The save is damaged: it has no date.');
  }
  let plain: SaveFile;
  try {
    plain = JSON.parse(
      JSON.stringify({
        format: SAVE_FORMAT,
        formatVersion: SAVE_FORMAT_VERSION,
        record: { game: record.game, version: record.version, options: record.options, seed: record.seed, ...(record.rng !== undefined ? { rng: record.rng } : {}), moves: record.moves },
        seats,
        practice: raw.practice,
        ...(raw.botLevel !== undefined ? { botLevel: raw.botLevel } : {}),
        savedAt: raw.savedAt,
      }),
    ) as SaveFile;
  } catch {
    return fail('ERR_SAVE_CORRUPT', 'The save is damaged and cannot be read.');
  }
  return { ok: true, save: plain };
}

/** `parseSave` and then a full replay of the record: what a save read from outside must pass. */
export function checkSave(raw: unknown, lookup: RulesLookup): SaveResult {
  const parsed = parseSave(raw, lookup);
  if (!parsed.ok) return parsed;
  const replayed = replay(parsed.save.record, lookup);
  if (!replayed.ok) return { ok: false, error: replayed.error };
  return parsed;
}

/** Parse save text (JSON) and check it in full. Bad JSON is ERR_SAVE_CORRUPT. */
export function checkSaveText(text: string, lookup: RulesLookup): SaveResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return fail('ERR_SAVE_CORRUPT', 'The save is damaged: it is not readable data.');
  }
  return checkSave(raw, lookup);
}

/** Saves in a Web Storage: one per game, plus which game was played last (for Continue). */
export class SaveStore {
  private readonly storage: StorageLike;

  constructor(storage: StorageLike) {
    this.storage = storage;
  }

  private get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null; // storage disabled or blocked: as if empty
    }
  }

  /** Store the save and mark its game as the last played. False, not an exception, when storage is full or blocked. */
  write(save: SaveFile): boolean {
    try {
      this.storage.setItem(saveKey(save.record.game), JSON.stringify(save));
      this.storage.setItem(LAST_GAME_KEY, save.record.game);
      return true;
    } catch {
      return false;
    }
  }

  /** The save of one game: null when there is none, else the checked result (never throws). */
  read(game: string, lookup: RulesLookup): SaveResult | null {
    const text = this.get(saveKey(game));
    if (text === null) return null;
    const result = checkSaveText(text, lookup);
    if (result.ok && result.save.record.game !== game) {
      return fail('ERR_SAVE_CORRUPT', 'The save is damaged: it is filed under another game.');
    }
    return result;
  }

  /** The save of the game played last (what Continue opens): null when there is none. A damaged save is an error result, left in place. */
  readLast(lookup: RulesLookup): SaveResult | null {
    const game = this.get(LAST_GAME_KEY);
    if (game === null) return null;
    return this.read(game, lookup);
  }

  /** The seed and the options of a game's save, read without its rules (null: none, or not readable): what a daily card asks, "is today's deal in progress?". */
  peek(game: string): { seed: unknown; options: unknown } | null {
    const text = this.get(saveKey(game));
    if (text === null) return null;
    try {
      const save = JSON.parse(text) as { record?: { seed?: unknown; options?: unknown } } | null;
      return save?.record ? { seed: save.record.seed, options: save.record.options } : null;
    } catch {
      return null;
    }
  }

  /** The game Continue would open, without checking its save. */
  lastGame(): string | null {
    const game = this.get(LAST_GAME_KEY);
    return game !== null && this.get(saveKey(game)) !== null ? game : null;
  }

  /** Whether the menu should offer Continue. */
  hasContinue(): boolean {
    return this.lastGame() !== null;
  }

  /** Forget the save Continue would open, even a damaged one (the player chose to discard it). */
  clearLast(): void {
    const game = this.get(LAST_GAME_KEY);
    if (game !== null) this.clear(game);
    try {
      this.storage.removeItem(LAST_GAME_KEY);
    } catch {
      // as in clear
    }
  }

  /** Forget the save of a game (a finished game, a new game, the player's choice). */
  clear(game: string): void {
    try {
      this.storage.removeItem(saveKey(game));
      if (this.get(LAST_GAME_KEY) === game) this.storage.removeItem(LAST_GAME_KEY);
    } catch {
      // nothing more to do: a store we cannot write to keeps what it has
    }
  }
}

/**
 * Write the session's save after every move and every undo. `onWriteFailed` hears of a full or
 * blocked storage (the game goes on unsaved). Returns the function that stops it.
 */
export function autosave(session: GameSession, store: SaveStore, onWriteFailed?: () => void): () => void {
  return session.onChange((s) => {
    if (!store.write(s.toSave())) onWriteFailed?.();
  });
}
