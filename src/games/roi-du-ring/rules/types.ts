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

/** The advanced rules, each off unless set (rulebook "Règles avancées"). */
export interface RoiAdvanced {
  specialCards?: boolean; // J charge, Q spit, K cheer, A trip (an interrupt)
  surprise?: boolean; // out-of-turn strike when an opponent steps next to you
  psychic?: boolean; // poker-hand attacks on anyone, levels 1-8
  fury?: boolean; // fury points 0..8 and the fury blow
}

export interface RoiOptions {
  players: 2 | 3 | 4;
  /** Team game 2 vs 2 (players must be 4): seats 0 and 2 (opposite corners) against 1 and 3. */
  teams?: boolean;
  /**
   * 2: the two-player team game, each player controlling two fighters that share 10 hp
   * (players must be 2). Fighters 0 and 2 are seat 0's, 1 and 3 seat 1's; see `owner`.
   */
  fightersPerPlayer?: 1 | 2;
  advanced?: RoiAdvanced;
  stack?: RoiStack;
}

/** The advanced rules in force, all four always present in the state. */
export interface RoiRulesOn {
  specialCards: boolean;
  surprise: boolean;
  psychic: boolean;
  fury: boolean;
}

/** A fighter displaced one square by (dx, dy), whom an interrupt may answer. */
export interface Displacement {
  mover: Seat;
  dx: number;
  dy: number;
}

/**
 * What comes once an interrupt (or an exchange of blows inside one) is over: the phase
 * ('play': the exchange is over; 'counter': `counterer` may strike back at `counterOn`;
 * 'charge': the blow of a charge whose step met trips, `charge`; 'lost': the current player was
 * tripped, its turn is over), the interrupt it was part of (`react`: the next fighters of that
 * one are asked then), and the displacements still to be offered to interrupts first (`then`,
 * in order).
 */
export interface RoiAfter {
  phase: 'play' | 'counter' | 'charge' | 'lost';
  counterer: Seat | null;
  counterOn: Seat | null;
  react: RoiReact | null;
  then: Displacement[];
  /** R-TRIP-CHARGE: phase 'charge', the charge's blow (its damage reckoned when it comes), else null. */
  charge: Attack | null;
}

/**
 * Interrupts waiting after a fighter was displaced next to others (phase `react`): `seats`
 * are asked in turn order, the first one is the actor; each answers with a trip / surprise
 * or passes, and once its exchange of blows is over the next one still able is asked.
 * `after` is what resumes once nobody is left to ask.
 */
export interface RoiReact {
  mover: Seat; // the fighter who was displaced
  seats: Seat[]; // who may still react, in turn order; seats[0] decides now (or is striking)
  card: string | null; // the move card a surprise attack must beat (null: no surprise possible)
  surprise: Seat[]; // those of `seats` who may make a surprise attack (the others may only trip)
  dx: number; // the mover's last step (a tripped fighter blocked behind is pushed this way)
  dy: number;
  after: RoiAfter;
}

export interface Fighter {
  seat: Seat;
  hp: number;
  x: number;
  y: number;
  fury: number; // fury points 0..8 (advanced rule `fury`; always 0 without it)
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
  counter: boolean; // a blow of the counter phase: a counter-attack, or a surprise attacker's blows (not among the turn's 5 cards)
  /**
   * What kind of attack (advanced rules add kinds): 'strike' (also a poke, see `poke`),
   * 'charge' (J: hit then push), 'spit' (Q: steal two cards), 'trip' (A: push, lose the turn),
   * 'surprise' (an out-of-turn strike, and the blows that follow it), 'psychic' (a poker hand; `cards`, `level`).
   */
  kind: 'strike' | 'charge' | 'spit' | 'trip' | 'surprise' | 'psychic';
  cards: string[]; // psychic: the hand played; else []
  level: number; // psychic: 1..8; else 0
  fury: boolean; // a fury blow (+3 value, +1 hp, pushes one square when it lands)
}

/**
 * exchange: before the first turn, each seat in turn swaps up to 3 cards with the deck.
 * play: the current player's turn. defend: `attack.on` answers an attack. counter: after a
 * defence, `counterer` may strike back at the current player. shed: `victim` of an
 * intimidation discards two cards. react: an interrupt (trip, surprise attack) is offered to
 * `react.seats[0]`. keep: the spitter (`spat.by`) keeps one of the two cards a spit took.
 * pincer: the fighter behind the target of a hit (`pincer`) agrees to the pincer or not.
 * over: the game has ended.
 */
export type RoiPhase = 'exchange' | 'play' | 'pincer' | 'defend' | 'counter' | 'shed' | 'react' | 'keep' | 'over';
export type RoiStatus = 'playing' | 'over';

export interface RoiState {
  fighters: Fighter[];
  hands: string[][]; // one per seat (player), each in canonical card order
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
  /** Added fields (advanced rules, teams); always present. */
  advanced: RoiRulesOn;
  teams: number[] | null; // team of each seat (0 or 1) in the team game, else null
  winners: Seat[]; // every winning seat once over (the team in the team game)
  react: RoiReact | null; // phase react
  spat: { by: Seat; cards: string[] } | null; // phase keep: the two cards a spit took, the spitter keeps one
  /**
   * The two-fighters-per-player game: the player (seat) owning each fighter, else null. There,
   * fighter indices (fighters[i].seat, current, targets, attack.by/on...) name fighters, `hands`
   * and `actor` name players, and a player's two fighters always show the same (shared) hp.
   */
  owner: number[] | null;
  /** R-PINCER: phase pincer, the fighter behind the target who is asked to join the blow. */
  pincer: Seat | null;
  /** R-COUNTER: phase counter, the fighter the counterer strikes back at. */
  counterOn: Seat | null;
  /** R-SPECIAL-ACE: fighters tripped, who may play, draw or discard nothing until their next turn. */
  tripped: Seat[];
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
  | { type: 'shed'; cards: string[] } // the two cards an intimidated player gives up
  // Advanced rules. A strike may carry `fury: true` (fury mode at 8 points), listed as a
  // separate move: { type: 'strike'; card; target; mode: 'hit'; fury: true }.
  | { type: 'strike'; card: string; target: Seat; mode: 'hit'; fury: true } // fury blow (8 fury points)
  | { type: 'charge'; card: string; target: Seat } // a jack: step toward a fighter 2 squares away along the card, hit then push
  | { type: 'spit'; card: string; target: Seat } // a queen: on a fighter 1 or 2 squares away along the card, steals 2 random cards
  | { type: 'keep'; card: string } // phase keep: the spitter keeps this one of the two cards, the other is discarded
  | { type: 'cheer'; card: string; seat: Seat } // a king: `seat` (you, or your teammate) regains 1 hp (2 / both on the Champion's square)
  | { type: 'trip'; card: string; target: Seat } // phase react: an ace on a fighter that just stepped next to you
  | { type: 'surprise'; card: string; target: Seat; mode: 'hit' | 'push' } // phase react: strike a fighter that stepped next to you
  | { type: 'surprise'; card: string; target: Seat; mode: 'hit'; fury: true } // a surprise fury blow (8 fury points)
  | { type: 'charge'; card: string; target: Seat; fury: true } // a charge in fury mode (8 fury points)
  | { type: 'pincer'; agree: boolean } // phase pincer: the fighter behind the target joins the blow (+1 hp) or not
  | { type: 'pass' } // phase react: let it go
  | { type: 'switch'; fighter: Seat } // two-fighters game, phase play: act with your other fighter from now on (free, not a play)
  | { type: 'psychic'; cards: string[]; target: Seat }; // 2-5 cards forming a poker hand, on anyone; also the counter (target = attacker) while a psychic attack waits
