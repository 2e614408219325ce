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

/**
 * Difficulty options from the rulebook's optional rules (all off by default; decisions in
 * RULES_DECISIONS, rules/index.ts; one-line texts in CASTLE_PANIC_VARIANTS).
 */
export interface CastlePanicVariants {
  easierBattles?: boolean; // 11 tokens leave the pile (draw-4, orc warlord, troll mage, 2 plagues, 1 of each colour move, 3 boulders)
  heroicPowers?: boolean; // a hero also hits a monster in the castle ring of its colour
  allForOne?: boolean; // archer + knight + swordsman of one colour slay a monster of that colour (move 'all-for-one')
  notOverYet?: boolean; // brick + mortar may rebuild a fallen tower (move 'build-tower')
  finalCharge?: boolean; // once every token is out, a die roll adds a move after each move phase
  chargingHorde?: boolean; // new monsters enter in the archer ring, not the forest
}

export type CastlePanicVariantKey = keyof CastlePanicVariants;

export interface CastlePanicOptions {
  players: 1 | 2 | 3 | 4 | 5 | 6;
  mode: CastlePanicMode;
  variants?: CastlePanicVariants;
  stack?: CastlePanicStack; // in overlord mode the Overlord's 3 tokens are the top 3 of the pile
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
export type CastlePanicPhase =
  // before the first turn: seat 0 places the six starting monsters (`start-place`), or has the
  // rest dealt at random (`start-deal`); the hands stay face down until then
  | 'setup'
  | 'discard'
  | 'trade'
  // R-TRADE-OFFER: the current seat offered a trade (`offer`); the seat asked (`offer.seat`)
  // answers `accept` or `refuse`, then the turn goes back to phase 'trade' (or on to 'play')
  | 'trade-answer'
  | 'play'
  | 'choose'
  | 'drop'
  // Overlord mode: after the monsters moved and the Overlord drew up to 3 (neither after Missing),
  // the Overlord (seat `overlord`) plays: `overlord-place`, `overlord-roll` or `pass`.
  | 'overlord'
  // Overlord mode: draw-3/draw-4/goblin-king made the Overlord draw tokens into its hand: it may
  // play up to `overlordOwed` more, one `overlord-roll` of one token at a time, placed by roll,
  // or `pass` (never obliged: what it keeps stays in its hand).
  | 'overlord-extra';
/** A trade offered by the current seat: it gives `give` to `seat` for that seat's `take`. */
export interface TradeOffer {
  seat: Seat;
  give: string;
  take: string;
}

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
  toPlace: string[]; // phase 'setup': the starting monsters not yet placed (goblins, orcs, troll)
  walls: boolean[]; // index arc - 1
  fortified: boolean[];
  towers: boolean[];
  hands: string[][];
  deck: string[]; // top first
  discard: string[]; // oldest first
  pile: string[]; // monster tokens, top first
  monsterDiscard: string[]; // slain monsters and resolved effect tokens, oldest first
  slain: number[]; // monsters slain by each seat (by a card: barbarian, nice shot, hit, all for one)
  points: number[]; // Master Slayer points per defender seat: the slain monster's full hp, a boss 4
  trophies: string[][]; // per defender seat, the kinds of the monsters it slew, in order
  variants: Required<CastlePanicVariants>; // the options in force, every key present
  overlord: Seat | null; // the Overlord's seat (= players) in overlord mode, else null
  overlordHand: string[]; // the Overlord's hidden tokens (HIDDEN in the defenders' view)
  overlordOwed: number; // extra tokens the Overlord may still play by roll this turn (phase 'overlord-extra'); pass ends them
  overlordStage: 'none' | 'draw' | 'play'; // once pending damage choices are made: 'draw' up to 3 then play; 'play' without drawing (Missing)
  queue: string[]; // tokens the Overlord chose to place by roll, waiting to resolve, first next
  current: Seat;
  turn: number; // turns started so far, the first is 0
  phase: CastlePanicPhase;
  discardsLeft: number; // in phase `discard`
  tradesLeft: number; // in phase `trade`
  offer: TradeOffer | null; // phase 'trade-answer': the offer waiting for its answer
  refused: TradeOffer[]; // offers refused this turn, oldest first: not offered again this turn
  missing: boolean; // a Missing card was played this turn: no tokens drawn
  draws: number; // monster tokens still to draw this turn
  charge: boolean; // R-FINAL-CHARGE: the roll owed after this move phase, once its damage choices are made
  hits: PendingHit[]; // damage choices waiting, first is asked
  drops: Seat[]; // seats that still discard one card (discard-1), first is asked
  nextId: number;
  status: CastlePanicStatus;
  rng: number;
  dice: number[]; // scripted rolls left
}

export type CastlePanicMove =
  // phase 'setup': one starting monster (goblin, orc or troll still to place) onto the archer
  // ring of a free arc; or every one left dealt at random to the free arcs
  | { type: 'start-place'; kind: string; arc: number }
  | { type: 'start-deal' }
  | { type: 'pass' } // end the discard, trade or play phase
  | { type: 'discard'; card: string } // discard and draw one
  | { type: 'trade'; seat: Seat; give: string; take: string } // hot-seat: both hands at the table, swapped at once
  | { type: 'offer'; seat: Seat; give: string; take: string } // the same swap, asked of `seat` (phase 'trade')
  | { type: 'accept' } // phase 'trade-answer', by the seat asked: the swap is made
  | { type: 'refuse' } // phase 'trade-answer', by the seat asked: no swap, that offer not again this turn
  | { type: 'play'; card: string; monster: number } // a hit card, barbarian, tar, drive-him-back
  | { type: 'play'; card: string; monster: number; nice: true } // a hit turned into a slay by nice-shot
  | { type: 'play'; card: 'fortify-wall'; arc: number }
  | { type: 'play'; card: 'missing' | 'draw-2' }
  | { type: 'play'; card: 'scavenge'; take: string }
  | { type: 'build'; arc: number } // brick + mortar
  | { type: 'choose'; monster: number }
  | { type: 'drop'; card: string }
  // variant allForOne: one archer, one knight, one swordsman of the monster's colour (or -any),
  // in that order, slay it (archer, knight or swordsman ring only); phase 'play'
  | { type: 'all-for-one'; cards: [string, string, string]; monster: number }
  // variant notOverYet: brick + mortar rebuild the fallen tower of `arc` (no monster in that castle space); phase 'play'
  | { type: 'build-tower'; arc: number }
  // Overlord, phase 'overlord': one monster token (a goblin, orc or troll; never a boss, a
  // boulder or an effect) from its hand into the forest of the arc it chooses
  | { type: 'overlord-place'; token: string; arc: number }
  // Overlord, phase 'overlord': two tokens from its hand (one when it holds only one), in the
  // order given, each placed by a die roll (effects resolve); phase 'overlord-extra': exactly one (or pass)
  | { type: 'overlord-roll'; tokens: string[] };
// The Overlord also passes ({ type: 'pass' }) in phase 'overlord' to play nothing, and in phase
// 'overlord-extra' to play no more: it is never obliged to play, the pile empty or not.
