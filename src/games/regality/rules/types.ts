// The state, moves and options of Regality vs Religion (shared/docs/CONTRACT.md, section regality).

import type { Seat } from '../../../core/contract';

export const VARIANTS = ['standard', 'old-style', 'random', 'secret-random', 'draft', 'secret-draft'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Eight directions named from the way a tile points, clockwise from straight ahead. */
export const DIRECTIONS = ['ahead', 'ahead-right', 'right', 'behind-right', 'behind', 'behind-left', 'left', 'ahead-left'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const PATTERNS = ['orthogonal', 'diagonal'] as const;
export type Pattern = (typeof PATTERNS)[number];

/** A single game, a match won by the first to two games, or the points option (allies summed over `games` games). */
export const MATCH_MODES = ['single', 'best-of-three', 'points'] as const;
export type MatchMode = (typeof MATCH_MODES)[number];
export const MAX_MATCH_GAMES = 9;

export interface RegalityOptions {
  first?: Seat; // who places first in the first game (default 0)
  variant?: Variant; // default 'standard'
  match?: MatchMode; // absent: a single game (as records made before); the default setup (rules.defaults, the setup screen) is 'best-of-three'
  games?: number; // the points option's number of games, 1..MAX_MATCH_GAMES (default 3)
  stack?: { neutral?: string[] }; // the shuffled neutrals, top first (the citizen is never shuffled)
}

/** A match in progress or over: the games played so far and the standing. */
export interface RegalityMatch {
  mode: 'best-of-three' | 'points';
  games: number; // points: the games to play; best of three: 0 (until a seat has won two)
  game: number; // the number of the game in play (or the last one), from 1
  wins: number[]; // games won per seat
  points: number[]; // allies scored per seat (the points option's score; kept in both modes)
  results: RegalityResult[]; // every finished game, in order
  winners: Seat[] | null; // once the match is over: its winner ([] on a drawn match)
}

/** A tile on a cell. `owner` is the seat it is allied to: the one it points away from. */
export interface RegalityCell {
  tile: string;
  owner: Seat;
  faceDown: boolean;
  destroyer: Seat | null; // who turned it face down (removed when that seat's next turn begins)
  under: string | null; // the ally a tower covers
}

export interface RegalityResult {
  winners: Seat[]; // [] on a draw
  scores: number[]; // allies per seat; 0 for a seat that lost to Death or had nothing to place
  reason: 'majority' | 'draw' | 'death' | 'no-tile';
}

export interface RegalityState {
  variant: Variant;
  first: Seat;
  board: (RegalityCell | null)[]; // 9 cells, cell = row * 3 + col; row 0 is seat 1's side
  zones: string[][]; // each seat's tiles in hand
  secret: string[][]; // tiles of each zone the other seat may not see (secret variants)
  neutral: string[]; // the neutral zone, open to both
  discarded: string[]; // banished and removed tiles, and those a secret draft left; open
  pile: string[]; // neutrals not dealt, top first, unseen
  draftPool: string[]; // tiles offered to the seat drafting now
  draftStep: number;
  current: Seat;
  // 'between': a game of a match is over and `current` (its loser) chooses who starts the next.
  phase: 'draft' | 'place' | 'effect' | 'between';
  pending: { cell: number; retrigger: boolean } | null; // the effect being chosen in phase 'effect'
  placed: number; // tiles placed so far (the first must be the citizen)
  status: 'playing' | 'over';
  result: RegalityResult | null;
  rng: number;
  match: RegalityMatch | null; // null for a single game
}

export type RegalityMove =
  | { type: 'draft'; tile: string }
  | { type: 'place'; tile: string; cell: number }
  | { type: 'choose-first'; seat: Seat } // between two games of a match: who starts the next
  | { type: 'skip' }
  | { type: 'effect' } // an effect with nothing to choose (dragon, fortuneteller)
  | { type: 'effect'; target: number } // one cell
  | { type: 'effect'; direction: Direction } // queen, cardinal
  | { type: 'effect'; pattern: Pattern } // princess, saint
  | { type: 'effect'; from: number; to: number } // fairy
  | { type: 'effect'; tile: string } // hermit: a discarded tile
  | { type: 'effect'; slot: number }; // assassin: a position in the opponent's zone

/** Every field an effect move may carry, for matching a raw move against the legal ones. */
export interface EffectFields {
  target?: number;
  direction?: Direction;
  pattern?: Pattern;
  from?: number;
  to?: number;
  tile?: string;
  slot?: number;
}
