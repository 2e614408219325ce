// One online game: a Colyseus room with no Schema state. It keeps the game's plain JSON state and
// record, checks every incoming move against `legalMoves` for the sender's seat, runs `apply`,
// and sends each browser `view(state, seat)` for its own seat with the move's events as that
// seat may see them (shared/docs/CONTRACT.md, section Online play). The seed and the RNG stay
// here; the record goes out once the game is over (the player may download it: a local game's
// file). Bots play their seats from worker threads (bot-pool.ts), never on this event loop.
//
// Seats: the creator picks which seats are people and which are bots. A browser that joins gets
// a free person's seat and a seat token (128 random bits); coming back with that token (a reload,
// the link opened again) gives it the same seat, and nothing else does. A dropped seat waits
// while the room lives; the others are told it is away. A room with nobody connected closes
// after `emptyCloseMs` (default 10 minutes).
//
// After the start and every move the room's snapshot (its record, seats and tokens) is written
// to the presence (Redis when REDIS_URL is set): a process that restarts rebuilds the room by
// replay (`restore`), and the browsers reconnect with their tokens.

import { LocalPresence, Protocol, Room, ServerError, type Client, type ClientPrivate } from '@colyseus/core';
import type { AnyRules, GameEvent, Seat } from '../core';
import { SPECTATOR, replay, type GameRecord } from '../core';
import { RNG_XOSHIRO128, type Seed } from '../core/rng';
import {
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_DEPTH,
  MAX_MESSAGE_NODES,
  MAX_NAME,
  MAX_SPECTATORS,
  MSG,
  REACTIONS,
  REACTION_GAP_MS,
  REFUSAL,
  cleanName,
  isRoomCode,
  type CreateOptions,
  type JoinOptions,
  type LobbyMessage,
  type OnlineSeatKind,
  type ReactionMessage,
  type RefusalCode,
  type StateMessage,
} from '../app/online/protocol';
import { BOT_TIME_MS, findBot, findServerGame, type ServerGame } from './games';
import { botPool } from './bot-pool';
import { runTask, type BotTask } from './bot-worker';
import { moveKey } from './move-key';
import { newRoomCode, newSeatToken, newSeed } from './room-code';
import { checkOptions } from './options';
import { plainFrame } from './wire';

export { moveKey } from './move-key';

/** Everything needed to rebuild a room: written to the presence after every change. */
export interface RoomSnapshot {
  code: string;
  game: string;
  version: number;
  options: unknown;
  kinds: OnlineSeatKind[];
  levels: (string | null)[];
  names: (string | null)[];
  tokens: (string | null)[];
  host: Seat;
  /** The deal: a 128-bit seed (xoshiro128**); a room saved before those, a deal number. */
  seed: Seed;
  moves: unknown[] | null; // null until the host starts the game
  /** Bots standing in for away people, by seat: their levels (issue 28 item 8); absent in older snapshots. */
  standIn?: (string | null)[];
  /** Seats that asked to play again after the end (issue 28 item 3); absent in older snapshots. */
  rematch?: boolean[];
  /** Games finished in this room and each seat's wins. */
  games?: number;
  wins?: number[];
}

export interface RoomSettings {
  /** Delay before a bot plays (ms); the tests use 0. */
  botDelayMs: number;
  /** How long a room with nobody connected stays open (ms). */
  emptyCloseMs: number;
  /** How long a new room waits for its creator to connect before it closes (ms). */
  creatorWaitMs: number;
  /** Room creation per address (server.ts): a bucket of `createBurst` refilled at `createPerMinute`. */
  createBurst: number;
  createPerMinute: number;
  /** Rate limit: a bucket of `burst` messages refilled at `perSecond`. */
  perSecond: number;
  burst: number;
  /** A seat's reactions: one per this many ms (the others dropped). */
  reactionGapMs: number;
  /** How long a person is away before the host may let a bot play for them (ms). */
  handoverAfterMs: number;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = { botDelayMs: 600, emptyCloseMs: 10 * 60_000, creatorWaitMs: 30_000, createBurst: 10, createPerMinute: 10, perSecond: 8, burst: 16, reactionGapMs: REACTION_GAP_MS, handoverAfterMs: 2 * 60_000 };
const settings: RoomSettings = { ...DEFAULT_ROOM_SETTINGS };
/** The settings rooms are created with now. */
export const roomSettings = (): Readonly<RoomSettings> => settings;
/** Change the settings of rooms created from now on (tests, the bench). */
export function configureRooms(s: Partial<RoomSettings>): void {
  Object.assign(settings, s);
}

export const snapshotKey = (code: string): string => `fc:room:${code}`;

/** Snapshots handed to rooms being rebuilt on this process, by one-time ticket (128 random bits). */
const rebuilds = new Map<string, RoomSnapshot>();
/**
 * The create options that rebuild a room from `snapshot` on this process (takeover.ts): a ticket
 * only this process knows, so no browser can create a room from a snapshot of its own making.
 * `drop()` forgets a ticket that was not used.
 */
export function rebuildOptions(snapshot: RoomSnapshot): { options: { restore: string }; drop(): void } {
  const ticket = newSeatToken();
  rebuilds.set(ticket, snapshot);
  return { options: { restore: ticket }, drop: () => rebuilds.delete(ticket) };
}
/** Why a spectator's join is refused when its options are not { watch: true } alone. */
const BAD_WATCH = 'A spectator joins with { watch: true } and nothing of a seat.';
/** Reservations one seat token may hold at a time (a reload racing its old page). */
const MAX_PENDING_PER_TOKEN = 2;
export const SNAPSHOT_SET = 'fc:rooms';

/**
 * A refusal (a create or a join): its code and message go back to the browser. A ServerError, so
 * Colyseus prints no stack trace for it; the room logs one line instead (`logRefusal`).
 */
class RoomError extends ServerError {
  constructor(code: string, message: string) {
    super(code as unknown as number, message);
  }
}

/** One log line per refused create or join. */
function logRefusal(what: string, e: unknown): void {
  const code = e instanceof ServerError ? String(e.code) : 'ERR';
  const message = e instanceof Error ? e.message : String(e);
  console.warn(`${what} refused (${code}): ${message.split('\n')[0]?.slice(0, 200) ?? ''}`);
}

const BAD_NAME_MESSAGE = `A name has 1 to ${MAX_NAME} letters, digits, spaces and ' . - _ only.`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Bucket {
  tokens: number;
  at: number;
}

export class GameRoom extends Room {
  private g!: ServerGame;
  private snap!: RoomSnapshot;
  private state_: unknown = null; // the real state: never sent as it is
  private seatOf = new Map<string, Seat>(); // sessionId -> seat
  /** Those watching (issue 28 item 6): sessionId -> client; never a seat. */
  private watchers = new Map<string, Client>();
  private clientOf: (Client | null)[] = [];
  private buckets = new Map<string, Bucket>();
  private botTimer: { clear(): void } | null = null;
  private emptyTimer: { clear(): void } | null = null;
  private conf: RoomSettings = { ...settings };
  private disposed = false;
  /** Seat reservations not yet used: sessionId -> the seat it will take (see _reserveSeat). */
  private pending = new Map<string, Seat>();
  /** The state messages of each move, sent in order once the move is saved. */
  private outbox: Promise<void> = Promise.resolve();
  /** The legal moves of the position `state` (after `at` moves) by their keys (legalMove). */
  private legalKeys: { state: unknown; at: number; plain: Map<string, unknown>; sorted: Map<string, unknown>; longest: number } | null = null;

  override onCreate(raw: CreateOptions & { restore?: unknown }): void {
    this.autoDispose = false;
    this.conf = { ...settings };
    try {
      // A rebuild comes from this process only (rebuildTicket); a browser's create options that
      // name a snapshot (its own code, deal, tokens and moves) are refused.
      if (isObject(raw) && raw.restore !== undefined) {
        const snapshot = typeof raw.restore === 'string' ? rebuilds.get(raw.restore) : undefined;
        if (!snapshot) throw new RoomError('ERR_CREATE', 'A room is created from its options only.');
        rebuilds.delete(raw.restore as string);
        this.snap = this.restored(snapshot);
      } else this.snap = this.created(raw);
    } catch (e) {
      logRefusal('Room creation', e);
      throw e;
    }
    this.roomId = this.snap.code;
    // Colyseus's cap on connections and reservations, never reached: _reserveSeat holds a room's
    // reservations to its free seats (without a token) and its seats' tokens (coming back).
    this.maxClients = this.snap.kinds.length * (1 + MAX_PENDING_PER_TOKEN) + 4 + MAX_SPECTATORS;
    void this.setPrivate(true);
    this.clientOf = this.snap.kinds.map(() => null);
    // Every message has passed the rate limit and the frame check first (_onMessage).
    // A spectator's messages are refused, each with a reason (issue 28 item 6).
    const seated =
      (f: (client: Client, message: unknown) => void) =>
      (client: Client, message: unknown): void => {
        if (this.watchers.has(client.sessionId)) return this.refuse(client, REFUSAL.WATCHING, 'You are watching this room: a spectator does not play, start, react or hand seats over.');
        f(client, message);
      };
    this.onMessage(MSG.move, seated((client, message) => this.onMove(client, message)));
    this.onMessage(MSG.start, seated((client) => this.onStart(client)));
    this.onMessage(MSG.react, seated((client, message) => this.onReact(client, message)));
    this.onMessage(MSG.rematch, seated((client) => this.onRematch(client)));
    this.onMessage(MSG.handover, seated((client, message) => this.onHandover(client, message)));
    this.onMessage('*', (client) => this.refuse(client, REFUSAL.BAD_MESSAGE, 'This room does not know that message.'));
    void this.persist(true);
    if (this.snap.moves) this.scheduleBot();
    if (raw.restore) this.armEmptyClose();
    else {
      // A new room waits for its creator (then closes like any room once nobody is there); one
      // whose creator never connects (made by a plain POST) closes soon.
      this.clock.setTimeout(() => {
        if (this.snap.tokens.every((t) => t === null) && this.clientOf.every((c) => c === null)) void this.forget().then(() => this.disconnect());
      }, this.conf.creatorWaitMs);
    }
  }

  private created(o: CreateOptions): RoomSnapshot {
    if (!isObject(o)) throw new RoomError('ERR_CREATE', 'No room options.');
    const g = findServerGame(o.game);
    if (!g) throw new RoomError('ERR_CREATE', `There is no game "${String(o.game)}" online.`);
    this.g = g;
    // Only what the setup screen offers, each field checked: never a stacked deck or scripted dice.
    const checked = checkOptions(g.id, o.options);
    if (!checked.ok) throw new RoomError('ERR_BAD_OPTIONS', `Those options are not valid: ${checked.reason}`);
    const options: unknown = checked.options;
    let n: number;
    try {
      n = g.seats(options);
      g.rules.setup(options, 1);
    } catch (e) {
      throw new RoomError('ERR_BAD_OPTIONS', `Those options are not valid: ${e instanceof Error ? e.message : String(e)}`);
    }
    const kinds = o.seats;
    if (!Array.isArray(kinds) || kinds.length !== n || !kinds.every((k) => k === 'human' || k === 'bot')) {
      throw new RoomError('ERR_CREATE', `This game has ${n} seats: say for each whether a person or a bot sits there.`);
    }
    if (!kinds.includes('human')) throw new RoomError('ERR_CREATE', 'At least one seat is a person.');
    if (o.name !== undefined && cleanName(o.name) === null) throw new RoomError(REFUSAL.BAD_NAME, BAD_NAME_MESSAGE);
    if (o.levels !== undefined && (!Array.isArray(o.levels) || o.levels.length !== n)) {
      throw new RoomError('ERR_CREATE', `This game has ${n} seats: give a bot level (or null) for each.`);
    }
    // Each bot seat plays at the level asked for it (one of the game's bots' levels, the ones the
    // local setup offers); a bot seat with none asked plays at the easiest.
    const levels = kinds.map((k, i) => {
      if (k !== 'bot') return null;
      const asked = o.levels?.[i] ?? null;
      const bot = asked === null ? g.bots[0] : findBot(g, asked);
      if (!bot) {
        throw new RoomError('ERR_CREATE', asked === null ? 'This game has no bots.' : `This game's bots have no level "${String(asked)}" (${g.bots.map((b) => b.level).join(', ')}).`);
      }
      return bot.level;
    });
    const seat = typeof o.seat === 'number' && kinds[o.seat] === 'human' ? o.seat : kinds.indexOf('human');
    return { code: newRoomCode(), game: g.id, version: g.version, options, kinds, levels, names: kinds.map(() => null), tokens: kinds.map(() => null), host: seat, seed: newSeed(), moves: null };
  }

  private restored(s: RoomSnapshot): RoomSnapshot {
    const g = findServerGame(s.game);
    if (!g || g.version !== s.version || !isRoomCode(s.code)) throw new RoomError('ERR_RESTORE', 'That room cannot be rebuilt here.');
    this.g = g;
    if (s.moves) {
      const record: GameRecord = { ...this.recordOf(s), moves: s.moves };
      const r = replay(record, () => ({ rules: g.rules, version: g.version }));
      if (!r.ok) throw new RoomError('ERR_RESTORE', r.error.message);
      this.state_ = r.state;
    }
    return s;
  }

  private get rules(): AnyRules {
    return this.g.rules;
  }

  /** The room as a snapshot, for tests and the bench. */
  snapshot(): RoomSnapshot {
    return JSON.parse(JSON.stringify(this.snap)) as RoomSnapshot;
  }

  // ---- joining and leaving ----

  // ---- seat reservations ----

  /**
   * The seat a join with these options may reserve, or a refusal. With a token: that token's
   * seat (a few reservations at a time: a reload racing its old page). Without: a person's seat
   * with no token and no reservation yet (the creator's first: the seat it chose), so the
   * reservations without a token never outnumber the free seats, and nobody can hold a room's
   * spare places to keep a seated player from coming back.
   */
  seatFor(raw: unknown): { seat: Seat } | { code: string; message: string } {
    this.prunePending();
    const o = isObject(raw) ? raw : {};
    // Someone watching (issue 28 item 6): no seat, no token; MAX_SPECTATORS at once.
    if (o.watch !== undefined) {
      if (o.watch !== true || o.token !== undefined) return { code: REFUSAL.BAD_MESSAGE, message: BAD_WATCH };
      const waiting = [...this.pending.values()].filter((s) => s === SPECTATOR).length;
      if (this.watchers.size + waiting >= MAX_SPECTATORS) return { code: 'ERR_ROOM_FULL', message: 'As many people are watching this room as it takes.' };
      return { seat: SPECTATOR };
    }
    if (o.token !== undefined) {
      const seat = typeof o.token === 'string' && o.token.length > 0 ? this.snap.tokens.indexOf(o.token) : -1;
      if (seat < 0) return { code: 'ERR_TOKEN', message: 'That seat token is not one of this room.' };
      const waiting = [...this.pending.values()].filter((s) => s === seat).length;
      if (waiting >= MAX_PENDING_PER_TOKEN) return { code: 'ERR_BUSY', message: 'This seat is being opened elsewhere: try again in a moment.' };
      return { seat };
    }
    const held = new Set([...this.pending.values()].filter((s) => s !== SPECTATOR));
    const free = (i: number): boolean => this.snap.kinds[i] === 'human' && this.snap.tokens[i] === null && !held.has(i);
    const creating = this.snap.tokens.every((t) => t === null) && held.size === 0;
    const seat = creating && free(this.snap.host) ? this.snap.host : this.snap.kinds.findIndex((_k, i) => free(i));
    if (seat < 0) return { code: 'ERR_ROOM_FULL', message: this.snap.moves ? 'This game has started and every seat is taken.' : 'Every seat of this room is taken.' };
    return { seat };
  }

  /** Forget the reservations Colyseus has let expire (15 s unused). */
  private prunePending(): void {
    for (const id of this.pending.keys()) if (!(id in this.reservedSeats)) this.pending.delete(id);
  }

  protected override async _reserveSeat(sessionId: string, joinOptions: unknown = true, authData?: unknown, seconds?: number, allowReconnection = false, devModeReconnection?: boolean): Promise<boolean> {
    if (allowReconnection) return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    const got = this.seatFor(joinOptions);
    if (!('seat' in got)) {
      console.warn(`Room ${this.snap.code}: join refused (${got.code}): ${got.message}`);
      return false;
    }
    this.pending.set(sessionId, got.seat);
    const ok = await super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
    if (!ok) this.pending.delete(sessionId);
    return ok;
  }

  // ---- joining and leaving ----

  override onJoin(client: Client, raw: (JoinOptions & { create?: CreateOptions }) | undefined, _auth?: unknown): void {
    const o = isObject(raw) ? raw : {};
    const reserved = this.pending.get(client.sessionId);
    this.pending.delete(client.sessionId);
    const name = o.name === undefined ? null : cleanName(o.name);
    if (o.name !== undefined && name === null) throw this.refusedJoin(new RoomError(REFUSAL.BAD_NAME, BAD_NAME_MESSAGE));
    if (o.watch !== undefined) {
      if (o.watch !== true || o.token !== undefined || reserved !== SPECTATOR) throw this.refusedJoin(new RoomError(REFUSAL.BAD_MESSAGE, BAD_WATCH));
      // Watching: the public view only (view and viewEvents for SPECTATOR), counted in the lobby;
      // the seats, the game and the room's life are as they were.
      this.watchers.set(client.sessionId, client);
      client.send(MSG.welcome, { seat: SPECTATOR, token: '' });
      this.sendLobby();
      if (this.snap.moves) this.sendState(client, SPECTATOR, []);
      return;
    }
    let seat: number;
    if (typeof o.token === 'string' && o.token.length > 0) {
      seat = this.snap.tokens.indexOf(o.token);
      if (seat < 0) throw this.refusedJoin(new RoomError('ERR_TOKEN', 'That seat token is not one of this room.'));
    } else {
      seat = reserved ?? -1;
      if (seat < 0 || this.snap.tokens[seat] !== null) throw this.refusedJoin(new RoomError('ERR_ROOM_FULL', this.snap.moves ? 'This game has started and every seat is taken.' : 'Every seat of this room is taken.'));
      this.snap.tokens[seat] = newSeatToken();
    }
    if (name !== null) this.snap.names[seat] = name;
    const old = this.clientOf[seat];
    if (old && old.sessionId !== client.sessionId) {
      // The same seat from a new page (a reload racing its old connection): the new one wins.
      this.seatOf.delete(old.sessionId);
      old.leave(4001, 'This seat was opened elsewhere.');
    }
    this.clientOf[seat] = client;
    this.seatOf.set(client.sessionId, seat);
    this.awaySince[seat] = null;
    // Back: the seat is the person's again (a bot standing in gives it back at once).
    if (this.snap.standIn?.[seat]) {
      this.snap.standIn[seat] = null;
      this.scheduleBot();
    }
    this.emptyTimer?.clear();
    this.emptyTimer = null;
    client.send(MSG.welcome, { seat, token: this.snap.tokens[seat] });
    this.sendLobby();
    if (this.snap.moves) this.sendState(client, seat, []);
    void this.persist();
  }

  override onLeave(client: Client, consented: boolean): void {
    this.buckets.delete(client.sessionId);
    if (this.watchers.delete(client.sessionId)) return this.sendLobby();
    const seat = this.seatOf.get(client.sessionId);
    this.seatOf.delete(client.sessionId);
    if (seat !== undefined && this.clientOf[seat]?.sessionId === client.sessionId) {
      this.clientOf[seat] = null;
      this.awaySince[seat] = Date.now();
      // Leaving after the end frees the seat (a friend may take it for the next game); a drop, or
      // a leave mid-game, keeps it for its token.
      if (consented && this.snap.moves && this.rules.outcome(this.state_) !== null) {
        this.snap.tokens[seat] = null;
        this.snap.names[seat] = null;
        if (this.snap.rematch) this.snap.rematch[seat] = false;
        void this.persist();
      }
      this.maybeRematch();
    }
    this.sendLobby();
    this.armEmptyClose();
  }

  private refusedJoin(e: RoomError): RoomError {
    logRefusal(`Room ${this.snap.code}: join`, e);
    return e;
  }

  override onDispose(): void {
    this.disposed = true;
    this.botTimer?.clear();
    this.emptyTimer?.clear();
  }

  /** Nobody connected: close the room after a while (its snapshot goes with it). */
  private armEmptyClose(): void {
    if (this.clientOf.some((c) => c !== null) || this.emptyTimer) return;
    this.emptyTimer = this.clock.setTimeout(() => {
      void this.forget().then(() => this.disconnect());
    }, this.conf.emptyCloseMs);
  }

  // ---- messages ----

  /**
   * Every frame a browser sends comes here first, before Colyseus decodes it: the rate limit,
   * then its size on the wire and its shape (plain values only: wire.ts). A refused frame is
   * never decoded, so an extension that would expand (or a BigInt that costs time to build)
   * costs no more than reading its bytes once.
   */
  protected override _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    const code = buffer[0];
    if (code === Protocol.ROOM_DATA || code === Protocol.ROOM_DATA_BYTES) {
      if (this.limited(client)) return;
      if (code === Protocol.ROOM_DATA_BYTES) return this.refuse(client, REFUSAL.BAD_MESSAGE, 'That message cannot be read.');
      const verdict = plainFrame(buffer, { bytes: MAX_MESSAGE_BYTES, depth: MAX_MESSAGE_DEPTH, nodes: MAX_MESSAGE_NODES });
      if (verdict === 'too-big') return this.refuse(client, REFUSAL.TOO_BIG, 'That message is too big.');
      if (verdict === 'bad') return this.refuse(client, REFUSAL.BAD_MESSAGE, 'That message cannot be read.');
    }
    super._onMessage(client, buffer);
  }

  /** The rate limit every message passes first; true when it was refused. */
  private limited(client: Client): boolean {
    const now = Date.now();
    const b = this.buckets.get(client.sessionId) ?? { tokens: this.conf.burst, at: now };
    b.tokens = Math.min(this.conf.burst, b.tokens + ((now - b.at) / 1000) * this.conf.perSecond);
    b.at = now;
    this.buckets.set(client.sessionId, b);
    if (b.tokens < 1) {
      this.refuse(client, REFUSAL.RATE, 'Too many messages: slow down.');
      return true;
    }
    b.tokens -= 1;
    return false;
  }

  private refuse(client: Client, code: RefusalCode, message: string): void {
    client.send(MSG.refused, { code, message });
  }

  private onStart(client: Client): void {
    const seat = this.seatOf.get(client.sessionId);
    if (seat !== this.snap.host) return this.refuse(client, REFUSAL.NOT_HOST, 'Only the host starts the game.');
    if (this.snap.moves) return this.refuse(client, REFUSAL.BAD_MESSAGE, 'The game has started already.');
    if (this.snap.kinds.some((k, i) => k === 'human' && this.snap.tokens[i] === null)) {
      return this.refuse(client, REFUSAL.SEATS_EMPTY, 'Wait until every player has taken a seat.');
    }
    this.snap.moves = [];
    this.state_ = this.rules.setup(this.snap.options, this.snap.seed);
    this.tell([], true);
  }

  /** Since when each person's seat has been away (Date.now()), while the game goes on. */
  private awaySince: (number | null)[] = [];

  /** Whether a bot plays this seat now: a bot's seat, or a person's the host handed to a bot. */
  private botPlays(seat: Seat): boolean {
    return this.snap.kinds[seat] === 'bot' || (this.snap.standIn?.[seat] ?? null) !== null;
  }

  /**
   * The host lets a bot play for a person away for handoverAfterMs or more (issue 28 item 8), at
   * one of the game's bots' levels; the person takes the seat back by coming back.
   */
  private onHandover(client: Client, message: unknown): void {
    const from = this.seatOf.get(client.sessionId);
    if (from === undefined) return;
    if (from !== this.snap.host) return this.refuse(client, REFUSAL.NOT_HOST, 'Only the host hands a seat to a bot.');
    if (!isObject(message) || !Number.isInteger(message.seat) || typeof message.level !== 'string') return this.refuse(client, REFUSAL.BAD_MESSAGE, 'A hand-over message is { seat, level }.');
    const seat = message.seat as number;
    if (this.snap.kinds[seat] !== 'human' || seat === from) return this.refuse(client, REFUSAL.BAD_MESSAGE, "Only another person's seat can be handed to a bot.");
    if (!this.snap.moves || this.rules.outcome(this.state_) !== null) return this.refuse(client, REFUSAL.NOT_STARTED, 'Only a game in progress has seats to hand over.');
    const bot = findBot(this.g, message.level);
    if (!bot) return this.refuse(client, REFUSAL.BAD_MESSAGE, `This game's bots have no level "${message.level.slice(0, 40)}".`);
    const since = this.awaySince[seat] ?? null;
    if (this.clientOf[seat] != null || since === null || Date.now() - since < this.conf.handoverAfterMs) {
      return this.refuse(client, REFUSAL.NOT_AWAY, 'That player has not been away long enough.');
    }
    this.snap.standIn = this.snap.kinds.map((_k, i) => (i === seat ? bot.level : (this.snap.standIn?.[i] ?? null)));
    this.sendLobby();
    void this.persist();
    this.scheduleBot();
  }

  /** When each seat last reacted (ms): one reaction a second per seat, the others dropped. */
  private reactedAt = new Map<Seat, number>();

  /** A reaction: one of REACTIONS by its index, from a seated player, told to every seat. */
  private onReact(client: Client, message: unknown): void {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return;
    if (!Number.isInteger(message) || (message as number) < 0 || (message as number) >= REACTIONS.length) {
      return this.refuse(client, REFUSAL.BAD_MESSAGE, `A reaction is a number from 0 to ${REACTIONS.length - 1}.`);
    }
    const now = Date.now();
    if (now - (this.reactedAt.get(seat) ?? -Infinity) < this.conf.reactionGapMs) return; // too soon: dropped, nothing to redo
    this.reactedAt.set(seat, now);
    const out: ReactionMessage = { seat, reaction: message as number };
    for (const c of this.clientOf) c?.send(MSG.reaction, out);
    for (const c of this.watchers.values()) c.send(MSG.reaction, out);
  }

  private onMove(client: Client, message: unknown): void {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return;
    if (!isObject(message) || !('move' in message) || !Number.isInteger(message.at)) {
      return this.refuse(client, REFUSAL.BAD_MESSAGE, 'A move message is { at, move }.');
    }
    if ('seat' in message && message.seat !== seat) return this.refuse(client, REFUSAL.NOT_YOUR_SEAT, 'You can only play for your own seat.');
    if (!this.snap.moves) return this.refuse(client, REFUSAL.NOT_STARTED, 'The game has not started.');
    if (this.rules.outcome(this.state_) !== null) return this.refuse(client, REFUSAL.GAME_OVER, 'The game is over.');
    if (message.at !== this.snap.moves.length) return this.refuse(client, REFUSAL.STALE, 'That move was for an earlier position.');
    if (this.rules.actor(this.state_) !== seat) return this.refuse(client, REFUSAL.NOT_YOUR_TURN, 'It is not your turn.');
    const legal = this.legalMove(message.move);
    if (legal === undefined) return this.refuse(client, REFUSAL.NOT_LEGAL, 'That move is not legal now.');
    this.play(legal);
  }

  /**
   * The legal move a sent move names, or undefined. The position's legal moves are keyed once (a
   * move sent as it was received matches its plain JSON; another field order, its sorted key), so
   * a stream of refused moves costs one JSON.stringify each: one longer than every legal move's
   * JSON (the same length sorted or not) is refused without the sorted key's slower walk.
   */
  private legalMove(move: unknown): unknown {
    const at = this.snap.moves?.length ?? -1;
    let c = this.legalKeys;
    if (c === null || c.state !== this.state_ || c.at !== at) {
      const moves = this.rules.legalMoves(this.state_);
      const plain = new Map(moves.map((m) => [JSON.stringify(m), m] as const));
      c = this.legalKeys = { state: this.state_, at, plain, sorted: new Map(moves.map((m) => [moveKey(m), m] as const)), longest: Math.max(0, ...[...plain.keys()].map((k) => k.length)) };
    }
    const json = JSON.stringify(move) as string | undefined;
    if (json === undefined) return undefined;
    const found = c.plain.get(json);
    if (found !== undefined || json.length > c.longest) return found;
    return c.sorted.get(moveKey(move));
  }

  /** Apply a legal move (a person's or a bot's), tell everyone, save, and let a bot play next. */
  private play(move: unknown): void {
    const applied = this.rules.apply(this.state_, move);
    if (!applied.ok) throw new Error(`a legal move failed: ${applied.error.message}`);
    this.state_ = applied.state;
    (this.snap.moves as unknown[]).push(JSON.parse(JSON.stringify(move)));
    const outcome = this.rules.outcome(this.state_);
    if (outcome) {
      // The room's score: one more game, a win for each winner.
      this.snap.games = (this.snap.games ?? 0) + 1;
      this.snap.wins = this.snap.kinds.map((_k, i) => (this.snap.wins?.[i] ?? 0) + (outcome.winners.includes(i) ? 1 : 0));
      this.snap.rematch = this.snap.kinds.map(() => false);
    }
    this.tell(applied.events, false, outcome !== null);
  }

  /**
   * "Play again", after the end: once every person at the table (connected) has asked, the same
   * seats start a new game with a fresh deal; a seat freed meanwhile (its player left) sends the
   * room back to its lobby for a friend to take it, and the host starts as the first time.
   */
  private onRematch(client: Client): void {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined) return;
    if (!this.snap.moves || this.rules.outcome(this.state_) === null) return this.refuse(client, REFUSAL.NOT_OVER, 'The game is not over.');
    const asked = this.snap.kinds.map((_k, i) => this.snap.rematch?.[i] ?? false);
    asked[seat] = true;
    this.snap.rematch = asked;
    this.maybeRematch();
    this.sendLobby();
    void this.persist();
  }

  private maybeRematch(): void {
    const s = this.snap;
    if (!s.moves) return; // no state before the start: nothing ended
    const ended = this.rules.outcome(this.state_);
    if (ended === null) return;
    const people = s.kinds.flatMap((k, i) => (k === 'human' ? [i] : []));
    const present = people.filter((i) => this.clientOf[i] != null);
    if (present.length === 0 || !present.every((i) => s.rematch?.[i])) return;
    // Who starts the next game, as the rulebook says (games.ts: nextOptions).
    if (this.g.nextOptions) s.options = this.g.nextOptions(s.options, this.state_, ended.winners);
    s.seed = newSeed();
    s.rematch = s.kinds.map(() => false);
    this.legalKeys = null;
    if (people.some((i) => s.tokens[i] === null)) {
      // A seat is free: back to the lobby.
      s.moves = null;
      this.state_ = null;
      this.botTimer?.clear();
      return;
    }
    s.moves = [];
    this.state_ = this.rules.setup(s.options, s.seed);
    this.tell([], true);
  }

  /**
   * Save the room, then tell each connected seat of the move (or the start) just made. Each
   * seat's message is made now, from this move's state and events with this move's count, and
   * sent once the save is done, in the order the moves were made: two moves close together make
   * two messages, never the second's view twice. Saved before anyone is told: a process that dies
   * after telling loses no move.
   */
  private tell(events: readonly GameEvent[], started: boolean, ended = false): void {
    const out = this.clientOf.map((c, seat) => (c ? { c, msg: this.stateFor(seat, events) } : null));
    const watching = this.watchers.size > 0 ? this.stateFor(SPECTATOR, events) : null;
    const saved = this.persist();
    this.outbox = this.outbox
      .then(() => saved)
      .then(() => {
        if (this.disposed) return;
        if (started || ended) this.sendLobby();
        out.forEach((o, seat) => {
          if (o && this.clientOf[seat] === o.c) o.c.send(MSG.state, o.msg);
        });
        // Those watching when the move was made (one who came since was sent the view on joining).
        if (watching) for (const c of this.watchers.values()) c.send(MSG.state, watching);
        this.scheduleBot();
      });
  }

  private scheduleBot(): void {
    this.botTimer?.clear();
    this.botTimer = null;
    if (!this.snap.moves || this.state_ === null) return;
    const actor = this.rules.actor(this.state_);
    if (actor === null || !this.botPlays(actor)) return;
    const at = this.snap.moves.length;
    this.botTimer = this.clock.setTimeout(() => {
      this.botTimer = null;
      if (this.snap.moves?.length === at) this.thinkBot(actor, at);
    }, this.conf.botDelayMs);
  }

  /**
   * A bot's turn: it thinks on a worker thread (bot-pool.ts), so this process goes on answering
   * every other room meanwhile. Its answer is played only if the game is still where it was
   * (`at`, the move count); a worker that failed or was late gives way to the easiest bot,
   * played here, with a log line.
   */
  private thinkBot(actor: Seat, at: number): void {
    const legal = this.rules.legalMoves(this.state_);
    const level = this.snap.standIn?.[actor] ?? this.snap.levels[actor] ?? this.g.bots[0]?.level ?? '';
    // The bot sees its seat's view only, as a person's browser does.
    const view = this.rules.view(this.state_, actor);
    const seed = this.snap.seed;
    const base = { seed: ((typeof seed === 'number' ? seed : parseInt(seed.slice(25), 16)) + at * 7919) >>> 0, timeMs: BOT_TIME_MS };
    const options = (this.g.botOptions ? this.g.botOptions(base, actor, this.snap.kinds, view) : base) as BotTask['options'];
    const task = { game: this.g.id, level, view, legal, seat: actor, options };
    void botPool()
      .think(task)
      .then((answer) => {
        if (this.disposed || this.snap.moves?.length !== at) return; // the game moved on: the answer is old
        if (!this.botPlays(actor)) return; // its person came back meanwhile: theirs to play
        let move = answer.ok ? legal[answer.index] : undefined;
        if (move === undefined) {
          const reason = answer.ok ? 'answered a move that is not there' : answer.reason;
          const easiest = this.g.bots[0];
          const fallback = easiest ? runTask(() => easiest, { ...task, id: 0 }) : null;
          move = fallback?.ok ? legal[fallback.index] : legal[0];
          console.warn(`Room ${this.snap.code}: the ${this.g.id} bot "${level}" for seat ${actor} ${reason}; the easiest bot ("${easiest?.level ?? 'none'}") plays move ${at} instead.`);
        }
        this.play(move);
      });
  }

  // ---- what goes out ----

  private lobby(): LobbyMessage {
    const s = this.snap;
    return {
      code: s.code,
      game: s.game,
      version: s.version,
      options: s.options,
      seats: s.kinds.map((kind, i) => {
        const since = kind === 'human' && this.clientOf[i] == null ? (this.awaySince[i] ?? null) : null;
        return {
          kind,
          level: s.levels[i] ?? null,
          name: s.names[i] ?? null,
          taken: kind === 'bot' || s.tokens[i] !== null,
          connected: kind === 'bot' || this.clientOf[i] != null,
          standIn: s.standIn?.[i] ?? null,
          awayMs: since === null ? null : Date.now() - since,
        };
      }),
      handoverAfterMs: this.conf.handoverAfterMs,
      host: s.host,
      started: s.moves !== null,
      rematch: s.kinds.map((_k, i) => s.rematch?.[i] ?? false),
      games: s.games ?? 0,
      wins: s.kinds.map((_k, i) => s.wins?.[i] ?? 0),
      spectators: this.watchers.size,
    };
  }

  private sendLobby(): void {
    const lobby = this.lobby();
    for (const c of this.clientOf) c?.send(MSG.lobby, lobby);
    for (const c of this.watchers.values()) c.send(MSG.lobby, lobby);
  }

  private stateFor(seat: Seat, events: readonly GameEvent[]): StateMessage {
    const state = this.state_;
    const outcome = this.rules.outcome(state);
    const actor = this.rules.actor(state);
    const s = this.snap;
    return {
      at: s.moves?.length ?? 0,
      view: this.rules.view(state, seat),
      events: this.g.viewEvents(events, seat, state),
      actor,
      legal: actor === seat ? this.rules.legalMoves(state) : [],
      outcome,
      record: outcome ? { ...this.recordOf(s), moves: (s.moves ?? []).slice() } : null,
    };
  }

  /** The record's head: its RNG named with a 128-bit seed. */
  private recordOf(s: RoomSnapshot): Omit<GameRecord, 'moves'> {
    return { game: s.game, version: s.version, options: s.options, seed: s.seed, ...(typeof s.seed === 'string' ? { rng: RNG_XOSHIRO128 } : {}) };
  }

  private sendState(client: Client, seat: Seat, events: readonly GameEvent[]): void {
    client.send(MSG.state, this.stateFor(seat, events));
  }

  // ---- the snapshot in the presence ----

  private async persist(first = false): Promise<void> {
    // One process with its presence in memory: a snapshot there dies with the process, so nobody
    // could ever rebuild from it; writing it after every move would only cost time.
    if (this.presence instanceof LocalPresence) return;
    try {
      await this.presence.set(snapshotKey(this.snap.code), JSON.stringify(this.snap));
      if (first) await this.presence.sadd(SNAPSHOT_SET, this.snap.code);
    } catch (e) {
      console.error('Could not save the room', e);
    }
  }

  private async forget(): Promise<void> {
    try {
      this.presence.del(snapshotKey(this.snap.code));
      await this.presence.srem(SNAPSHOT_SET, this.snap.code);
    } catch (e) {
      console.error('Could not forget the room', e);
    }
  }
}
