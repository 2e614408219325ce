// The Roi du Ring state, moves and options of shared/docs/CONTRACT.md (section roi-du-ring).

import type { Seat } from '../../../core/contract';

export interface Square {
  x: number; // 0..4, left to right
  y: number; // 0..4, top to bottom
}

export interface RoiStack {
  deck?: string[]; // top first
  hands?: string[][];
  /** The cards drawn to choose who starts, one per seat (returned to the deck afterwards). */
  draw?: string[];
}

export interface RoiOptions {
  players: 2 | 3 | 4;
  teams?: boolean; // not yet implemented: setup refuses true
  advanced?: { specialCards?: boolean; surprise?: boolean; psychic?: boolean; fury?: boolean }; // not yet implemented
  stack?: RoiStack;
}

export interface Fighter {
  seat: Seat;
  hp: number;
  x: number;
  y: number;
  fury: number; // advanced rule, always 0 for now
  ko: boolean;
}

/** A strike or an eye-poke waiting for the defender's answer. */
export interface Attack {
  by: Seat;
  on: Seat;
  card: string;
  dx: number; // the direction from the attacker to the defender
  dy: number;
  damage: number; // what a hit takes if it lands (0 for an eye-poke)
  poke: boolean; // a joker's eye-poke: steals a random card instead of hp
  counter: boolean; // a counter-attack against the player whose turn it is
}

/**
 * exchange: before the first turn, each seat in turn swaps up to 3 cards with the deck.
 * play: the current player's turn. defend: `attack.on` answers an attack. counter: after a
 * defence, `counterer` may strike back at the current player. shed: `victim` of an
 * intimidation discards two cards. over: the game has ended.
 */
export type RoiPhase = 'exchange' | 'play' | 'defend' | 'counter' | 'shed' | 'over';
export type RoiStatus = 'playing' | 'over';

export interface RoiState {
  fighters: Fighter[];
  hands: string[][]; // each hand in canonical card order
  deck: string[]; // top first
  discard: string[]; // oldest first
  current: Seat;
  phase: RoiPhase;
  status: RoiStatus;
  first: Seat; // who started the current round
  round: number; // 1 for the first round
  played: number; // cards played by the current player this turn (at most 5)
  acted: boolean; // did the current player play or discard anything this turn (tomatoes)
  attack: Attack | null; // phase defend
  counterer: Seat | null; // phase counter
  victim: Seat | null; // phase shed
  startDraw: string[]; // the cards drawn to choose the first player, one per seat
  winner: Seat | null;
  rng: number;
}

export type RoiMove =
  | { type: 'exchange'; cards: string[] } // 0 to 3 cards; [] keeps the hand
  | { type: 'move'; card: string; to: Square }
  | { type: 'strike'; card: string; target: Seat; mode: 'hit' | 'push' }
  | { type: 'poke'; card: string; target: Seat } // a joker's eye-poke
  | { type: 'intimidate'; cards: string[]; target: Seat } // discard 3, the target discards 2
  | { type: 'discard'; cards: string[] }
  | { type: 'end'; draw: number } // end the turn drawing 0, 1 or 2 cards
  | { type: 'parry'; card: string }
  | { type: 'dodge'; card: string; to: Square }
  | { type: 'take' } // accept the attack
  | { type: 'stop' } // no (more) counter-attack
  | { type: 'shed'; cards: string[] }; // the two cards an intimidated player gives up
