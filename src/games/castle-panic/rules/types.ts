// The Castle Panic state, moves and options of shared/docs/CONTRACT.md (section castle-panic).

import type { Seat } from '../../../core/contract';

export type Ring = 'forest' | 'archer' | 'knight' | 'swordsman' | 'castle';
export type Colour = 'red' | 'green' | 'blue';
export type CastlePanicMode = 'coop' | 'master-slayer' | 'overlord' | 'solo';

export interface CastlePanicStack {
  deck?: string[]; // top first
  pile?: string[]; // monster tokens, top first (the six setup monsters are not in it)
  hands?: string[][];
  dice?: number[]; // scripted d6 rolls, used before the RNG
}

export interface CastlePanicOptions {
  players: 1 | 2 | 3 | 4 | 5 | 6;
  mode: CastlePanicMode;
  stack?: CastlePanicStack;
}

export interface Monster {
  id: number;
  kind: string;
  hp: number;
  maxHp: number;
  arc: number; // 1..6
  ring: Ring;
  tarred: boolean;
}

/**
 * Phases: `discard` (discard and draw), `trade`, `play`, then the monsters' part of the turn,
 * which stops only for a decision: `choose` (which monster takes a wall's or tower's damage) and
 * `drop` (a player discards one card for the discard-1 token).
 */
export type CastlePanicPhase = 'discard' | 'trade' | 'play' | 'choose' | 'drop';
export type CastlePanicStatus = 'playing' | 'won' | 'lost';

/** Monsters hitting one wall or tower together: one of them (players' choice) takes the damage. */
export interface PendingHit {
  arc: number;
  at: 'wall' | 'fortify' | 'tower';
  monsters: number[]; // ids, ascending
}

export interface CastlePanicState {
  players: number; // defenders
  mode: CastlePanicMode;
  solo: boolean; // solo rules in force (one defender)
  handSize: number;
  monsters: Monster[]; // by id, ascending
  walls: boolean[]; // index arc - 1
  fortified: boolean[];
  towers: boolean[];
  hands: string[][];
  deck: string[]; // top first
  discard: string[]; // oldest first
  pile: string[]; // monster tokens, top first
  monsterDiscard: string[]; // slain monsters and resolved effect tokens, oldest first
  slain: number[]; // monsters slain by each seat
  current: Seat;
  turn: number; // turns started so far, the first is 0
  phase: CastlePanicPhase;
  discardsLeft: number; // in phase `discard`
  tradesLeft: number; // in phase `trade`
  missing: boolean; // a Missing card was played this turn: no tokens drawn
  draws: number; // monster tokens still to draw this turn
  hits: PendingHit[]; // damage choices waiting, first is asked
  drops: Seat[]; // seats that still discard one card (discard-1), first is asked
  nextId: number;
  status: CastlePanicStatus;
  rng: number;
  dice: number[]; // scripted rolls left
}

export type CastlePanicMove =
  | { type: 'pass' } // end the discard, trade or play phase
  | { type: 'discard'; card: string } // discard and draw one
  | { type: 'trade'; seat: Seat; give: string; take: string }
  | { type: 'play'; card: string; monster: number } // a hit card, barbarian, tar, drive-him-back
  | { type: 'play'; card: string; monster: number; nice: true } // a hit turned into a slay by nice-shot
  | { type: 'play'; card: 'fortify-wall'; arc: number }
  | { type: 'play'; card: 'missing' | 'draw-2' }
  | { type: 'play'; card: 'scavenge'; take: string }
  | { type: 'build'; arc: number } // brick + mortar
  | { type: 'choose'; monster: number }
  | { type: 'drop'; card: string };
