// The online protocol: what a room on the server (src/server) and a browser say to each other
// (shared/docs/CONTRACT.md, section Online play). Types and a few constants only, so the server
// and the client share it and the browser build carries no server code.

import type { GameEvent, GameRecord, Outcome, Seat } from '../../core';

/** The name the rooms are defined under on the server. */
export const ROOM_NAME = 'game';

/** Room codes: 7 characters from 32 with no look-alikes (no 0, O, 1, I): 35 bits. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 7;
export const isRoomCode = (s: unknown): s is string => typeof s === 'string' && s.length === CODE_LENGTH && [...s].every((c) => CODE_ALPHABET.includes(c));
/** A code as a player typed it: upper case, spaces and dashes dropped. */
export const normaliseCode = (s: string): string => s.toUpperCase().replace(/[\s-]/g, '');

/**
 * The biggest message a client may send: its frame's bytes on the wire (a move is far smaller).
 * A message holds plain values only (no msgpack extension, binary or 64-bit integer), nested at
 * most MAX_MESSAGE_DEPTH deep, MAX_MESSAGE_NODES values in all; anything else is refused
 * (ERR_BAD_MESSAGE) before it is decoded.
 */
export const MAX_MESSAGE_BYTES = 2048;
export const MAX_MESSAGE_DEPTH = 16;
export const MAX_MESSAGE_NODES = 512;

export type OnlineSeatKind = 'human' | 'bot';

/** A player's name: 1 to MAX_NAME letters, digits, spaces and a little punctuation. */
export const MAX_NAME = 20;
const NAME_CHARS = /^[\p{L}\p{M}\p{N} '.\-_]+$/u;

/**
 * A name as a player typed it, made plain (NFC, spaces folded, trimmed), or null where it cannot
 * be one: empty, over MAX_NAME characters, or holding anything but letters (any script), digits,
 * spaces and ' . - _ (no control or direction-changing characters, no markup, no emoji). The
 * server checks every name so; the page shows names as plain text, never as HTML.
 */
export function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 4 * MAX_NAME) return null;
  const s = raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
  if (s.length === 0 || [...s].length > MAX_NAME || !NAME_CHARS.test(s)) return null;
  return s;
}

/** What the creator of a room asks for. */
export interface CreateOptions {
  game: string;
  options: unknown;
  seats: OnlineSeatKind[];
  /**
   * One entry per seat: a bot seat's level, one of its game's bots' levels (the local setup's);
   * null for a person's seat, or for a bot at the game's easiest level. Another level is refused.
   */
  levels?: (string | null)[];
  /** Where the creator sits (a human seat; default the first). */
  seat?: Seat;
  /** The creator's name (cleanName); a name that is not one is refused (ERR_BAD_NAME). */
  name?: string;
}

/** What a browser joining a room sends: its seat token when it comes back, else a name. */
export interface JoinOptions {
  token?: string;
  /** Watch the room (issue 28 item 6, `?watch=CODE`): no seat, the public view only (SPECTATOR); never with a token. */
  watch?: true;
  /** The player's name (cleanName); with a token, a new name for the seat. A name that is not one is refused. */
  name?: string;
}

export interface SeatInfo {
  kind: OnlineSeatKind;
  level: string | null;
  name: string | null; // the player's name, once taken
  taken: boolean;
  connected: boolean;
  /** While its person is away: the level of the bot the host let play for them (issue 28 item 8), else null. */
  standIn: string | null;
  /** How long its person has been away (ms, when the lobby was sent); null while here. */
  awayMs: number | null;
}

/** The lobby and the table as everyone sees it: who sits where, who is away. */
export interface LobbyMessage {
  code: string;
  game: string;
  version: number;
  options: unknown;
  seats: SeatInfo[];
  host: Seat;
  started: boolean;
  /** After a game's end: the seats whose players asked to play again (issue 28 item 3). */
  rematch: boolean[];
  /** How long a person must be away before the host may let a bot play for them (ms). */
  handoverAfterMs: number;
  /** Games finished in this room, and each seat's wins among them (a co-op win counts for every seat). */
  games: number;
  wins: number[];
  /** How many are watching (issue 28 item 6). */
  spectators: number;
}

/** To one browser only: its seat and the token that gives it back after a reload. */
export interface WelcomeMessage {
  seat: Seat;
  token: string;
}

/** After the start and every move, to each browser: its own view and the move's events as it may see them. */
export interface StateMessage {
  at: number; // moves played so far
  view: unknown; // rules.view(state, seat)
  events: GameEvent[]; // viewEvents(events of the last move, seat); [] on a (re)join
  actor: Seat | null;
  legal: unknown[]; // the legal moves, when this seat is to act; else []
  outcome: Outcome | null;
  /** The whole record, once the game is over (the seed then reveals nothing). */
  record: GameRecord | null;
}

/** A client's move: for its own seat, at move number `at`. */
export interface MoveMessage {
  at: number;
  move: unknown;
}

export interface RefusedMessage {
  code: RefusalCode;
  message: string;
}

export const REFUSAL = {
  BAD_MESSAGE: 'ERR_BAD_MESSAGE', // not a well-formed message
  TOO_BIG: 'ERR_TOO_BIG', // over MAX_MESSAGE_BYTES on the wire
  RATE: 'ERR_RATE', // too many messages: slow down
  NOT_STARTED: 'ERR_NOT_STARTED',
  NOT_YOUR_TURN: 'ERR_NOT_YOUR_TURN',
  NOT_YOUR_SEAT: 'ERR_NOT_YOUR_SEAT', // a move for another seat
  STALE: 'ERR_STALE', // the move was for another move number
  NOT_LEGAL: 'ERR_NOT_LEGAL',
  GAME_OVER: 'ERR_GAME_OVER',
  NOT_HOST: 'ERR_NOT_HOST',
  SEATS_EMPTY: 'ERR_SEATS_EMPTY', // the host started before every human seat was taken
  NOT_AWAY: 'ERR_NOT_AWAY', // a hand-over for a seat whose person is here, or not away long enough
  NOT_OVER: 'ERR_NOT_OVER', // "play again" before the game is over
  BAD_NAME: 'ERR_BAD_NAME', // a name that is not 1 to MAX_NAME letters, digits, spaces and ' . - _
  WATCHING: 'ERR_WATCHING', // a spectator's move, start, reaction, play-again or hand-over
} as const;

/** The most people a room lets watch at once (issue 28 item 6). */
export const MAX_SPECTATORS = 16;
export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];

/**
 * Reactions (issue 28 item 4): a small fixed set, sent as an index (no free text: nothing to
 * moderate). The client sends `react` with the index; the room tells every seat `reaction`.
 */
export const REACTIONS = ['thumbs', 'wow', 'laugh', 'grimace', 'party', 'wellPlayed'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** A seat's reactions: at most one per REACTION_GAP_MS (the others are dropped). */
export const REACTION_GAP_MS = 1000;

export interface ReactionMessage {
  seat: Seat;
  reaction: number; // an index into REACTIONS
}

/** The host's hand-over of an away person's seat to a bot (issue 28 item 8): a level of the game's bots. */
export interface HandoverMessage {
  seat: Seat;
  level: string;
}

/** Message types, client to server and server to client. */
export const MSG = {
  move: 'move',
  start: 'start',
  react: 'react',
  reaction: 'reaction',
  rematch: 'rematch',
  handover: 'handover',
  lobby: 'lobby',
  welcome: 'welcome',
  state: 'state',
  refused: 'refused',
} as const;
