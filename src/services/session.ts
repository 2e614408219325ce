// One game in progress: its record (game, options, seed, moves), who sits where, and every state
// along the way. Moves go through the rules; undo replays the record minus its tail, and never
// steps back over a move that revealed hidden information unless the game is in practice mode.
// Plain TypeScript (no Phaser, no storage) so it runs and is tested under Node.
import type { AnyRules, Applied, GameEvent, Outcome, RuleError, Seat } from '../core/contract';
import { replay, type GameRecord } from '../core/record';
import { RNG_XOSHIRO128, type Seed } from '../core/rng';
import { revealKind, seesMore } from '../core/reveal';
import type { SaveFile } from './saves';

export type SeatKind = 'human' | 'bot';

/** What the app needs to know of one game: its rules, the rules' version, and how many seats a setup has. */
export interface RulesEntry {
  rules: AnyRules;
  version: number;
  seats(options: unknown): number;
}

/** The game catalog, as the app hands it to saves, links and sessions. */
export type RulesLookup = (game: string) => RulesEntry | undefined;

export type SessionResult = { ok: true; session: GameSession } | { ok: false; error: RuleError };

export type UndoResult = { ok: true } | { ok: false; error: RuleError };

/** Why a session changed: a move was played (with its events) or moves were undone. */
export type SessionChange = { kind: 'play'; move: unknown; events: GameEvent[] } | { kind: 'undo'; undone: number };

export type SessionListener = (session: GameSession, change: SessionChange) => void;

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The number of seats of a setup, or an error when the catalog cannot tell. */
function seatCount(entry: RulesEntry, options: unknown): number | RuleError {
  try {
    const n = entry.seats(options);
    if (Number.isInteger(n) && n > 0) return n;
  } catch {
    // falls through to the error below
  }
  return { code: 'ERR_RECORD_SETUP', message: 'The game options are not valid: the number of seats cannot be worked out.' };
}

function seatsError(seats: readonly unknown[], expected: number): RuleError | null {
  if (seats.length !== expected) {
    return { code: 'ERR_SAVE_CORRUPT', message: `The save lists ${seats.length} seats, but this game has ${expected}.` };
  }
  if (!seats.every((s) => s === 'human' || s === 'bot')) {
    return { code: 'ERR_SAVE_CORRUPT', message: 'The save says something other than "human" or "bot" for a seat.' };
  }
  return null;
}

export class GameSession {
  readonly entry: RulesEntry;
  readonly seats: readonly SeatKind[];
  readonly practice: boolean;
  /**
   * The bots' level chosen on the setup screen, kept in the save so that Continue plays on at it
   * (the level lived only in the page before: a reload's Continue played at the default); null:
   * none chosen (a lesson, a link, an older save).
   */
  readonly botLevel: string | null;
  private readonly base: Omit<GameRecord, 'moves'>;
  private readonly moves: unknown[];
  private readonly history: unknown[]; // history[i] is the state before moves[i]; the last is the current state
  private readonly eventLog: (GameEvent[] | undefined)[] = []; // eventLog[i]: the events of moves[i], worked out when asked for
  private readonly listeners = new Set<SessionListener>();

  private constructor(
    entry: RulesEntry,
    record: GameRecord,
    states: unknown[],
    seats: readonly SeatKind[],
    practice: boolean,
    botLevel: string | null,
  ) {
    this.entry = entry;
    this.base = { game: record.game, version: record.version, options: record.options, seed: record.seed, ...(record.rng !== undefined ? { rng: record.rng } : {}) };
    this.moves = record.moves;
    this.history = states;
    this.seats = Object.freeze(seats.slice());
    this.practice = practice;
    this.botLevel = botLevel;
  }

  /** A new game. Throws on a programming error: options the rules refuse, or the wrong number of seats. */
  static start(
    entry: RulesEntry,
    gameId: string,
    options: unknown,
    seed: Seed,
    seats: readonly SeatKind[],
    practice = false,
    botLevel: string | null = null,
  ): GameSession {
    const n = seatCount(entry, options);
    if (typeof n !== 'number') throw new Error(n.message);
    const bad = seatsError(seats, n);
    if (bad) throw new Error(bad.message);
    const opts = clone(options);
    const state = entry.rules.setup(opts, seed);
    const record: GameRecord = { game: gameId, version: entry.version, options: opts, seed, ...(typeof seed === 'string' ? { rng: RNG_XOSHIRO128 } : {}), moves: [] };
    return new GameSession(entry, record, [state], seats, practice, botLevel);
  }

  /** Rebuild a saved game by replaying its whole record; anything wrong gives an error and no session. */
  static fromSave(save: SaveFile, lookup: RulesLookup): SessionResult {
    const entry = lookup(save.record.game);
    if (!entry) {
      return { ok: false, error: { code: 'ERR_RECORD_GAME', message: `This record is for a game we do not have ("${save.record.game}").` } };
    }
    const n = seatCount(entry, save.record.options);
    if (typeof n !== 'number') return { ok: false, error: n };
    const bad = seatsError(save.seats, n);
    if (bad) return { ok: false, error: bad };
    let record: GameRecord;
    try {
      record = clone(save.record);
    } catch {
      return { ok: false, error: { code: 'ERR_SAVE_CORRUPT', message: 'The save could not be read.' } };
    }
    const replayed = replay(record, lookup);
    if (!replayed.ok) return { ok: false, error: replayed.error };
    return { ok: true, session: new GameSession(entry, record, replayed.states, save.seats, save.practice === true, typeof save.botLevel === 'string' ? save.botLevel : null) };
  }

  get rules(): AnyRules {
    return this.entry.rules;
  }

  /** A copy of the record as it stands. */
  get record(): GameRecord {
    return { ...this.base, moves: this.moves.slice() };
  }

  get state(): unknown {
    return this.history[this.history.length - 1];
  }

  /** states[i] is the state before move i; the last one is the current state. */
  get states(): readonly unknown[] {
    return this.history;
  }

  get moveCount(): number {
    return this.moves.length;
  }

  /** The events of every move so far, in order (to rebuild a game log after a load or an undo). */
  events(): GameEvent[] {
    const out: GameEvent[] = [];
    for (let i = 0; i < this.moves.length; i++) out.push(...this.moveEvents(i));
    return out;
  }

  /** The events of move `i` (0-based; none for a move not made). */
  moveEvents(i: number): GameEvent[] {
    if (i < 0 || i >= this.moves.length) return [];
    let events = this.eventLog[i];
    if (events === undefined) {
      // A loaded game: replay gave the states, not the events; the rules are deterministic.
      const applied = this.rules.apply(this.history[i], this.moves[i]);
      events = applied.ok ? applied.events : [];
      this.eventLog[i] = events;
    }
    return events;
  }

  actor(): Seat | null {
    return this.rules.actor(this.state);
  }

  /** Whether the seat that must decide now is a human one (false once the game is over). */
  humanToAct(): boolean {
    const a = this.actor();
    return a !== null && this.seats[a] === 'human';
  }

  legalMoves(): unknown[] {
    return this.rules.legalMoves(this.state);
  }

  outcome(): Outcome | null {
    return this.rules.outcome(this.state);
  }

  view(seat: Seat): unknown {
    return this.rules.view(this.state, seat);
  }

  /** Apply a move for the current actor. On failure nothing changes and the rules' error comes back. */
  play(move: unknown): Applied<unknown> {
    let plain: unknown;
    try {
      plain = clone(move);
    } catch {
      return { ok: false, error: { code: 'ERR_BAD_MOVE', message: 'That move cannot be recorded.' } };
    }
    let applied: Applied<unknown>;
    try {
      applied = this.rules.apply(this.state, plain);
    } catch (e) {
      return { ok: false, error: { code: 'ERR_BAD_MOVE', message: `That move broke the rules engine: ${e instanceof Error ? e.message : String(e)}` } };
    }
    if (!applied.ok) return applied;
    this.eventLog.length = this.moves.length;
    this.moves.push(plain);
    this.history.push(applied.state);
    this.eventLog.push(applied.events);
    this.emit({ kind: 'play', move: plain, events: applied.events });
    return applied;
  }

  /**
   * How many moves an undo would take back: the last move, then on through moves made while a bot
   * seat was to act, so the human is back at their own decision (where the record has one).
   */
  private undoCount(): number | RuleError {
    const n = this.moves.length;
    if (n === 0) return { code: 'ERR_UNDO_EMPTY', message: 'There is no move to take back.' };
    let target = n - 1;
    for (let k = n - 1; k >= 0; k--) {
      const a = this.rules.actor(this.history[k]);
      if (a !== null && this.seats[a] === 'human') {
        target = k;
        break;
      }
    }
    if (!this.practice) {
      // Only what the people at this device saw counts: a bot forgets (see revealKind).
      const people = this.seats.flatMap((kind, seat) => (kind === 'human' ? [seat] : []));
      const viewers = people.length > 0 ? people : this.seats.length;
      for (let i = target; i < n; i++) {
        const kind = revealKind(this.rules, this.history[i], this.history[i + 1], viewers);
        if (kind === 'chance') {
          return { code: 'ERR_UNDO_CHANCE', message: 'That move cannot be taken back: it used chance (a shuffle, a draw from the bag or a die roll). Practice mode allows it.' };
        }
        if (kind === 'seen') {
          return { code: 'ERR_UNDO_HIDDEN', message: 'That move cannot be taken back: it showed you something that was hidden (a card drawn, a card or tile turned up). Practice mode allows it.' };
        }
        // A bot's answer chosen with cards the people cannot see (Le Roi du Ring: no parry to a
        // strike) tells them about those cards: taken back, the person would play knowing it.
        const who = this.rules.actor(this.history[i]);
        if (i > target && who !== null && this.seats[who] === 'bot' && this.rules.legalMoves(this.history[i]).length > 1) {
          const botView = this.rules.view(this.history[i], who);
          if (people.some((seat) => seesMore(botView, this.rules.view(this.history[i], seat)))) {
            return { code: 'ERR_UNDO_BOT', message: 'That move cannot be taken back: a bot has answered it, choosing with cards you cannot see. Practice mode allows it.' };
          }
        }
      }
    }
    return n - target;
  }

  canUndo(): boolean {
    return typeof this.undoCount() === 'number';
  }

  /** Take back the last move (and any bot moves before it, back to a human's decision). */
  undo(): UndoResult {
    const count = this.undoCount();
    if (typeof count !== 'number') return { ok: false, error: count };
    this.moves.length -= count;
    this.history.length -= count;
    if (this.eventLog.length > this.moves.length) this.eventLog.length = this.moves.length;
    this.emit({ kind: 'undo', undone: count });
    return { ok: true };
  }

  /**
   * Take the record back to its first `at` moves, silently (no listener hears it: nothing is
   * undone for good), and give the moves taken off, to be played again in order (the host's
   * "what happened?" replay: the rules are deterministic, so playing them again gives the same
   * states and events). Throws on an `at` outside 0..moveCount (a programming error).
   */
  rewind(at: number): unknown[] {
    if (!Number.isInteger(at) || at < 0 || at > this.moves.length) throw new Error(`Cannot rewind to move ${at} of ${this.moves.length}.`);
    const taken = this.moves.splice(at);
    this.history.length = at + 1;
    if (this.eventLog.length > at) this.eventLog.length = at;
    return taken;
  }

  toSave(now: Date = new Date()): SaveFile {
    return {
      format: 'four-crowns-save',
      formatVersion: 1,
      record: clone(this.record),
      seats: this.seats.slice(),
      practice: this.practice,
      ...(this.botLevel !== null ? { botLevel: this.botLevel } : {}),
      savedAt: now.toISOString(),
    };
  }

  /** Be told after every move and every undo. Returns the function that stops it. */
  onChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private emit(change: SessionChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(this, change);
      } catch (e) {
        // A failing listener (a view, the autosave) must not undo what already happened.
        console.error('GameSession listener failed', e);
      }
    }
  }
}
