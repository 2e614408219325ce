// Setting up a game: each side's seven tiles, the citizen to the first player, and the neutrals
// dealt as the variant says; then the draft, where the variant has one.

import type { GameEvent, Seat } from '../../../core/contract';
import { Rng, seedRng } from '../../../core/rng';
import { StackError, takeStacked } from '../../../core/stack';
import { REGALITY_TILES, RELIGION_TILES, SHUFFLED_NEUTRALS } from './tiles';
import { MATCH_MODES, MAX_MATCH_GAMES, VARIANTS, type MatchMode, type RegalityOptions, type RegalityState, type Variant } from './types';

export const isSecret = (variant: Variant): boolean => variant === 'secret-random' || variant === 'secret-draft';

// R-DRAFT: before play, seats take neutrals one at a time with `{ type: 'draft', tile }`.
// Draft: five neutrals face up; the first player takes one, the second one, the first one, and
// the last two go to the second player. Secret draft: the first player draws four, keeps one and
// passes three; the second keeps one; then the same with the roles swapped.
// R-DRAFT-DISCARD: the two tiles left at each round of a secret draft go to the discard ("qui
// défausse les deux dernières"), open to both (both players saw them), where the hermit may take
// them back.
interface DraftStep {
  picker: 'first' | 'second';
  draw: number; // neutrals drawn into the pool before this pick (what was left is discarded)
}
export const DRAFT_STEPS: Readonly<Partial<Record<Variant, readonly DraftStep[]>>> = {
  draft: [{ picker: 'first', draw: 5 }, { picker: 'second', draw: 0 }, { picker: 'first', draw: 0 }],
  'secret-draft': [{ picker: 'first', draw: 4 }, { picker: 'second', draw: 0 }, { picker: 'second', draw: 4 }, { picker: 'first', draw: 0 }],
};

const pickerSeat = (state: RegalityState, step: DraftStep): Seat => (step.picker === 'first' ? state.first : 1 - state.first);

function checkOptions(options: RegalityOptions): { first: Seat; variant: Variant; match: MatchMode; games: number } {
  if (typeof options !== 'object' || options === null) throw new Error('regality: options must be an object');
  const first = options.first ?? 0;
  const variant = options.variant ?? 'standard';
  const match = options.match ?? 'single';
  const games = options.games ?? 3;
  if (first !== 0 && first !== 1) throw new Error(`regality: first must be seat 0 or 1, not ${JSON.stringify(first)}`);
  if (!VARIANTS.includes(variant)) throw new Error(`regality: unknown variant ${JSON.stringify(variant)}`);
  if (!MATCH_MODES.includes(match)) throw new Error(`regality: match is one of ${MATCH_MODES.join(', ')}, not ${JSON.stringify(match)}`);
  if (!Number.isInteger(games) || games < 1 || games > MAX_MATCH_GAMES) throw new Error(`regality: games must be a whole number 1..${MAX_MATCH_GAMES}, not ${JSON.stringify(games)}`);
  return { first, variant, match, games };
}

/** The shuffled neutrals, top first: the stacked ones, then the rest in table order. */
function neutralPile(options: RegalityOptions, rng: Rng): string[] {
  const stacked = options.stack?.neutral;
  if (stacked === undefined) return rng.shuffleInPlace(SHUFFLED_NEUTRALS.slice());
  if (!Array.isArray(stacked)) throw new StackError('stack.neutral: expected a list of tile ids');
  if (stacked.includes('citizen')) throw new StackError('stack.neutral: the citizen is never shuffled, it goes to the first player');
  return [...stacked, ...takeStacked(SHUFFLED_NEUTRALS, [stacked], 'neutral')];
}

/** Neutrals one game of `variant` draws from the pile. */
export const NEUTRALS_PER_GAME: Readonly<Record<Variant, number>> = { standard: 5, 'old-style': 0, random: 4, 'secret-random': 4, draft: 5, 'secret-draft': 8 };

export function setup(options: RegalityOptions, seed: number): RegalityState {
  const { first, variant, match, games } = checkOptions(options);
  const rng = new Rng(seedRng(seed));
  const pile = neutralPile(options, rng);
  const state: RegalityState = {
    variant, first, board: [], zones: [], secret: [], neutral: [], discarded: [], pile,
    draftPool: [], draftStep: 0, current: first, phase: 'place', pending: null, placed: 0,
    status: 'playing', result: null, rng: rng.state,
    match: match === 'single' ? null : { mode: match, games: match === 'points' ? games : 0, game: 1, wins: [0, 0], points: [0, 0], results: [], winners: null },
  };
  startGame(state, first);
  return state;
}

/**
 * Lay out a fresh game on `next` with `first` placing first: an empty board, each side's seven
 * tiles, the citizen to the first player, and the neutrals dealt from the pile as the variant says.
 */
export function startGame(next: RegalityState, first: Seat): void {
  const { variant } = next;
  const pile = next.pile.slice();
  const zones: string[][] = [REGALITY_TILES.slice(), RELIGION_TILES.slice()];
  // R-CITIZEN: the first player takes the citizen and must place it on the first turn.
  (zones[first] as string[]).push('citizen');
  const secret: string[][] = [[], []];
  let neutral: string[] = [];
  // R-VARIANT: standard shows five neutrals to both; old style plays without neutrals; random and
  // secret random deal two to each player (first player first), secret ones hidden from the other.
  if (variant === 'standard') neutral = pile.splice(0, 5);
  else if (variant === 'random' || variant === 'secret-random') {
    for (const seat of [first, 1 - first]) {
      const dealt = pile.splice(0, 2);
      (zones[seat] as string[]).push(...dealt);
      if (variant === 'secret-random') (secret[seat] as string[]).push(...dealt);
    }
  }
  next.first = first;
  next.board = [null, null, null, null, null, null, null, null, null];
  next.zones = zones;
  next.secret = secret;
  next.neutral = neutral;
  next.discarded = [];
  next.pile = pile;
  next.draftPool = [];
  next.draftStep = 0;
  next.current = first;
  next.phase = 'place';
  next.pending = null;
  next.placed = 0;
  next.result = null;
  const steps = DRAFT_STEPS[variant];
  if (steps) openDraftStep(next, steps[0] as DraftStep, []);
}

// R-MATCH-NEUTRALS: between two games of a match the neutrals used (all those dealt, placed or
// not; not the citizen) leave the game, and the next game deals fresh ones from the pile. Where the
// pile is too short (a fourth game after draws, a third secret draft), the rulebook's optional rule
// applies: the used ones are shuffled (seeded) into a new pile under what is left.
export function refillPile(next: RegalityState): void {
  const need = NEUTRALS_PER_GAME[next.variant];
  if (next.pile.length >= need) return;
  const rng = new Rng(next.rng);
  const used = rng.shuffleInPlace(SHUFFLED_NEUTRALS.filter((t) => !next.pile.includes(t)));
  next.pile = [...next.pile, ...used];
  next.rng = rng.state;
}

/** Draw the step's neutrals (discarding what the last pool left) and hand the pick over. */
function openDraftStep(next: RegalityState, step: DraftStep, events: GameEvent[]): void {
  next.phase = 'draft';
  next.current = pickerSeat(next, step);
  if (step.draw > 0) {
    if (next.draftPool.length > 0) discardPool(next, events);
    next.pile = next.pile.slice();
    next.draftPool = next.pile.splice(0, step.draw);
  }
}

/** Take `tile` from the pool for the current seat, then open the next step or start play. */
export function draftPick(next: RegalityState, tile: string, events: GameEvent[]): void {
  const seat = next.current;
  next.draftPool = next.draftPool.filter((t) => t !== tile);
  next.zones = next.zones.map((z, s) => (s === seat ? [...z, tile] : z));
  if (isSecret(next.variant)) next.secret = next.secret.map((z, s) => (s === seat ? [...z, tile] : z));
  events.push({ type: 'draft', seat, tile });
  const steps = DRAFT_STEPS[next.variant] as readonly DraftStep[];
  next.draftStep++;
  const step = steps[next.draftStep];
  if (step) return openDraftStep(next, step, events);
  const second = 1 - next.first;
  if (next.variant === 'draft') {
    next.zones = next.zones.map((z, s) => (s === second ? [...z, ...next.draftPool] : z));
    events.push({ type: 'draft', seat: second, tiles: next.draftPool });
  } else discardPool(next, events);
  next.draftPool = [];
  next.phase = 'place';
  next.current = next.first;
  events.push({ type: 'turn', seat: next.first });
}

/** R-DRAFT-DISCARD: the tiles a secret draft's round leaves go to the discard. */
function discardPool(next: RegalityState, events: GameEvent[]): void {
  next.discarded = [...next.discarded, ...next.draftPool];
  events.push({ type: 'discard', tiles: next.draftPool });
}
