// The state, moves and options of Regality vs Religion (shared/docs/CONTRACT.md, section regality).

import type { Seat } from '../../../core/contract';

export const VARIANTS = ['standard', 'old-style', 'random', 'secret-random', 'draft', 'secret-draft'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Eight directions named from the way a tile points, clockwise from straight ahead. */
export const DIRECTIONS = ['ahead', 'ahead-right', 'right', 'behind-right', 'behind', 'behind-left', 'left', 'ahead-left'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const PATTERNS = ['orthogonal', 'diagonal'] as const;
export type Pattern = (typeof PATTERNS)[number];

export interface RegalityOptions {
  first?: Seat; // who places first (default 0)
  variant?: Variant; // default 'standard'
  stack?: { neutral?: string[] }; // the shuffled neutrals, top first (the citizen is never shuffled)
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
  discarded: string[]; // banished and removed tiles, open
  pile: string[]; // neutrals not dealt, top first, unseen
  setAside: string[]; // neutrals dropped in a secret draft, unseen
  draftPool: string[]; // tiles offered to the seat drafting now
  draftStep: number;
  current: Seat;
  phase: 'draft' | 'place' | 'effect';
  pending: { cell: number; retrigger: boolean } | null; // the effect being chosen in phase 'effect'
  placed: number; // tiles placed so far (the first must be the citizen)
  status: 'playing' | 'over';
  result: RegalityResult | null;
  rng: number;
}

export type RegalityMove =
  | { type: 'draft'; tile: string }
  | { type: 'place'; tile: string; cell: number }
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
