// The Regicide state, moves and options of shared/docs/CONTRACT.md (section regicide).

import type { Seat } from '../../../core/contract';
import type { RngState } from '../../../core/rng';

export interface RegicideStack {
  hands?: string[][];
  tavern?: string[]; // top first
  castle?: string[]; // first enemy first
}

export interface RegicideOptions {
  players: 1 | 2 | 3 | 4;
  soloYield?: boolean; // solo only: may the lone player yield (default false)
  first?: number; // the seat that plays first (default 0): an online room's next game sets it (R-FIRST-PLAYER)
  stack?: RegicideStack;
}

export type RegicidePhase = 'play' | 'discard' | 'choose';
export type RegicideStatus = 'playing' | 'won' | 'lost';

export interface RegicideState {
  hands: string[][]; // each hand in canonical card order
  tavern: string[]; // top first
  discard: string[]; // oldest first
  castle: string[]; // next enemy first, current enemy excluded
  enemy: string | null;
  damage: number; // dealt to the current enemy
  shield: number; // spade reduction now in force
  immunityCancelled: boolean;
  table: string[][]; // every play against the current enemy, one record per play
  current: Seat;
  phase: RegicidePhase;
  toDiscard: number; // damage left to cover in phase 'discard'
  jestersLeft: number; // solo jester powers left
  yielded: boolean[]; // per seat: was their last turn a yield
  soloYield: boolean;
  status: RegicideStatus;
  rng: RngState; // a uint32 (a deal number's generator) or a 128-bit state (an online deal's)
}

export type RegicideMove =
  | { type: 'play'; cards: string[] }
  | { type: 'yield' }
  | { type: 'discard'; cards: string[] }
  | { type: 'choose'; seat: Seat }
  | { type: 'flip' };
