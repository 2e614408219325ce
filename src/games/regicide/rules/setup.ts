// R-SETUP: the tavern (40 number cards + jesters by player count), the hands, the castle
// (jacks on top, then queens, then kings, each rank shuffled on its own), or the `stack`.

import { Rng, seedRng, type RngState, type Seed } from '../../../core/rng';
import { StackError, takeStacked } from '../../../core/stack';
import { CASTLE_CARDS, JESTERS, JESTERS_IN_TAVERN, NUMBER_CARDS, SOLO_JESTERS, handLimit, sortCards, sortedRange } from './cards';
import { hasMove } from './moves';
import { shuffleInPlace, shuffleRange, shuffleTo } from './shuffle';
import type { RegicideOptions, RegicideStack, RegicideState } from './types';

/** Every tavern component for `players`, in the fixed order a stack's leftovers take. */
const TAVERN_CARDS: readonly (readonly string[])[] = JESTERS_IN_TAVERN.map((jesters) => [...NUMBER_CARDS, ...JESTERS.slice(0, jesters)]);

function checkOptions(options: RegicideOptions): void {
  if (typeof options !== 'object' || options === null) throw new Error('regicide: options must be an object');
  const p = options.players;
  if (p !== 1 && p !== 2 && p !== 3 && p !== 4) throw new Error(`regicide: players must be 1, 2, 3 or 4, not ${JSON.stringify(p)}`);
  if (options.soloYield !== undefined && typeof options.soloYield !== 'boolean') throw new Error('regicide: soloYield must be true or false');
  const f = options.first;
  if (f !== undefined && (typeof f !== 'number' || !Number.isInteger(f) || f < 0 || f >= p)) throw new Error(`regicide: first must be a seat from 0 to ${p - 1}, not ${JSON.stringify(f)}`);
}

/** R-SOLO-SETUP: solo, the two jesters are set aside as the jester power, never in the tavern. */
function dealTavern(players: number, stack: RegicideStack, rng: Rng<RngState>): { hands: string[][]; tavern: string[] } {
  const limit = handLimit(players);
  const stacked = stack.hands ?? [];
  if (!Array.isArray(stacked) || stacked.length > players) throw new StackError(`stack.hands: expected at most ${players} hands`);
  stacked.forEach((hand, seat) => {
    if (Array.isArray(hand) && hand.length > limit) throw new StackError(`stack.hands: seat ${seat} holds ${hand.length} cards, more than the hand limit ${limit}`);
  });
  if (stack.tavern !== undefined && !Array.isArray(stack.tavern)) throw new StackError('stack.tavern: expected a list of cards');
  const components = TAVERN_CARDS[players] ?? [];
  if (stacked.length === 0 && stack.tavern === undefined) {
    // The usual case, without a copy to spare: shuffle, deal each hand off the top, sort it.
    const deck = shuffleInPlace(rng, components.slice());
    const hands: string[][] = [];
    for (let seat = 0; seat < players; seat++) hands.push(sortedRange(deck, seat * limit, (seat + 1) * limit));
    return { hands, tavern: deck.slice(players * limit) };
  }
  const rest = takeStacked(components, [...stacked, stack.tavern ?? []], 'hands/tavern');
  const tavern = stack.tavern ? [...stack.tavern, ...rest] : shuffleInPlace(rng, rest);
  const hands: string[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const given = stacked[seat];
    hands.push(sortCards(given ?? tavern.splice(0, limit)));
  }
  return { hands, tavern };
}

function buildCastle(stack: RegicideStack, rng: Rng<RngState>): string[] {
  if (stack.castle === undefined) {
    // J, Q, K: each rank of four shuffled on its own, in place in one copy.
    const castle = CASTLE_CARDS.slice();
    shuffleRange(rng, castle, 0, 4);
    shuffleRange(rng, castle, 4, 8);
    shuffleRange(rng, castle, 8, 12);
    return castle;
  }
  if (!Array.isArray(stack.castle)) throw new StackError('stack.castle: expected a list of cards');
  const rest = takeStacked(CASTLE_CARDS, [stack.castle], 'castle');
  return [...stack.castle, ...rest];
}

function noYields(players: number): boolean[] {
  const yielded: boolean[] = [];
  for (let seat = 0; seat < players; seat++) yielded.push(false);
  return yielded;
}

// The unstacked deal, on card numbers: a component's number is its canonical order (number
// cards by rank then suit, then the jesters), so hands sort as small integers and the strings
// are looked up once at the end. Same draws, same permutation as shuffling the codes.
const DECK: number[] = new Array<number>(64).fill(0);
const HAND = new Int32Array(8);

interface Deal {
  hands: string[][];
  tavern: string[];
  castle: string[];
  rng: RngState;
}

function dealUsual(players: number, seed: number): Deal {
  let s = seedRng(seed);
  const castle = CASTLE_CARDS.slice();
  s = shuffleTo(s, castle, 0, 4);
  s = shuffleTo(s, castle, 4, 8);
  s = shuffleTo(s, castle, 8, 12);
  const components = TAVERN_CARDS[players] as readonly string[];
  const total = components.length;
  for (let i = 0; i < total; i++) DECK[i] = i;
  s = shuffleTo(s, DECK, 0, total);
  const limit = handLimit(players);
  const hands: string[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const base = seat * limit;
    for (let i = 0; i < limit; i++) {
      const c = DECK[base + i] as number;
      let j = i;
      for (; j > 0 && (HAND[j - 1] as number) > c; j--) HAND[j] = HAND[j - 1] as number;
      HAND[j] = c;
    }
    const hand = new Array<string>(limit);
    for (let i = 0; i < limit; i++) hand[i] = components[HAND[i] as number] as string;
    hands.push(hand);
  }
  const dealt = players * limit;
  const tavern = new Array<string>(total - dealt);
  for (let i = dealt; i < total; i++) tavern[i - dealt] = components[DECK[i] as number] as string;
  return { hands, tavern, castle, rng: s };
}

function dealStacked(players: number, stack: RegicideStack, seed: Seed): Deal {
  const rng = new Rng(seedRng(seed));
  const castle = buildCastle(stack, rng);
  const { hands, tavern } = dealTavern(players, stack, rng);
  return { hands, tavern, castle, rng: rng.state };
}

export function setup(options: RegicideOptions, seed: Seed): RegicideState {
  checkOptions(options);
  const players = options.players;
  const stack = options.stack ?? null;
  if (stack !== null && typeof stack !== 'object') throw new StackError('stack: expected an object');
  // A deal number takes the inlined uint32 path; a 128-bit seed (online) the Rng's draws.
  const { hands, tavern, castle, rng } = stack === null && typeof seed === 'number' ? dealUsual(players, seed) : dealStacked(players, stack ?? {}, seed);
  const state: RegicideState = {
    hands,
    tavern,
    discard: [],
    castle: castle.slice(1),
    enemy: castle[0] as string,
    damage: 0,
    shield: 0,
    immunityCancelled: false,
    table: [],
    // R-FIRST-PLAYER: "the player who most recently committed regicide plays first"; the table
    // says who (seat 0 unless told: an online room's next game names the last king's slayer).
    current: options.first ?? 0,
    phase: 'play',
    toDiscard: 0,
    jestersLeft: players === 1 ? SOLO_JESTERS : 0,
    yielded: noYields(players),
    soloYield: options.soloYield === true,
    status: 'playing',
    rng,
  };
  // A stacked empty hand with no way out is lost before the first move.
  if (!hasMove(state)) state.status = 'lost';
  return state;
}
