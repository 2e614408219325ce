// The rules contract of shared/docs/CONTRACT.md, exactly. Every game's rules module exports a
// `rules: Rules<State, Move, Options>`; the shell, saves, bots, harness and bench use nothing else.

import type { Seed } from './rng';

export const GAME_IDS = ['castle-panic', 'roi-du-ring', 'regality', 'regicide'] as const;
export type GameId = (typeof GAME_IDS)[number];

export type Seat = number; // 0..players-1

/**
 * Someone watching an online room (issue 28 item 6): `view(state, SPECTATOR)` and
 * `viewEvents(events, SPECTATOR)` show what is open on the table and no seat's private cards,
 * tiles or tokens (the harness checks every game: what any seat may not see, a spectator may not).
 */
export const SPECTATOR: Seat = -1;

export interface Rules<State, Move, Options> {
  readonly id: GameId;
  readonly defaults: Options; // a playable default setup
  setup(options: Options, seed: Seed): State; // same (options, seed) -> same state; a deal number, or a 128-bit seed online (core/rng.ts)
  actor(state: State): Seat | null; // who must decide now; null once over
  legalMoves(state: State): Move[]; // for actor(state); same order every call; empty exactly when outcome(state) !== null
  apply(state: State, move: Move): Applied<State>; // never mutates `state`
  outcome(state: State): Outcome | null;
  view(state: State, seat: Seat): State; // what that seat may see: hidden cards and draw piles replaced by '?'
}

export interface GameEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface RuleError {
  code: string;
  message: string;
}

export type Applied<S> =
  | { ok: true; state: S; events: GameEvent[] } // events drive tweens and sounds
  | { ok: false; error: RuleError };

export interface Outcome {
  winners: Seat[]; // co-op win: every seat; co-op loss: []
  scores?: number[]; // per seat, where the game scores
  label?: string; // e.g. 'gold', 'master-slayer:2'
}

/** What a card, tile or pile entry reads as when the viewing seat may not see it. */
export const HIDDEN = '?';

/** Stable error codes shared by every game; games may add their own `ERR_*` codes. */
export const ERR = {
  NOT_LEGAL: 'ERR_NOT_LEGAL',
  WRONG_PHASE: 'ERR_WRONG_PHASE',
  BAD_MOVE: 'ERR_BAD_MOVE',
  GAME_OVER: 'ERR_GAME_OVER',
} as const;

export function fail<S>(code: string, message: string): Applied<S> {
  return { ok: false, error: { code, message } };
}

/** A rules object whose types are erased, as the shell, harness and bench hold them. */
export type AnyRules = Omit<Rules<unknown, unknown, unknown>, 'id'> & { readonly id: string };

/** A bot's inputs beyond the view (shared/docs/CONTRACT.md, section Bots). */
export interface BotOptions {
  seed: number; // all randomness of the bot comes from this
  iterations?: number; // a fixed search budget: same inputs -> same move
  timeMs?: number; // a time budget, read through `now` (ai/ folders have no clock)
  now?: () => number;
}

/** One level of a game's bots; `bots` arrays list them easiest first. */
export interface Bot<State, Move> {
  readonly level: string; // 'easy' | 'medium' | 'strong' | 'perfect' ...
  choose(view: State, legal: readonly Move[], seat: Seat, options: BotOptions): Move;
}
