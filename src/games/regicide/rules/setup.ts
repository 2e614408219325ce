// R-SETUP: the tavern (40 number cards + jesters by player count), the hands, the castle
// (jacks on top, then queens, then kings, each rank shuffled on its own), or the `stack`.

import { Rng, seedRng } from '../../../core/rng';
import { StackError, takeStacked } from '../../../core/stack';
import { CASTLE_CARDS, JESTERS, JESTERS_IN_TAVERN, NUMBER_CARDS, SOLO_JESTERS, handLimit, sortCards, sortedRange } from './cards';
import { hasMove } from './moves';
import { shuffleInPlace, shuffleRange } from './shuffle';
import type { RegicideOptions, RegicideStack, RegicideState } from './types';

/** Every tavern component for `players`, in the fixed order a stack's leftovers take. */
const TAVERN_CARDS: readonly (readonly string[])[] = JESTERS_IN_TAVERN.map((jesters) => [...NUMBER_CARDS, ...JESTERS.slice(0, jesters)]);

function checkOptions(options: RegicideOptions): void {
  if (typeof options !== 'object' || options === null) throw new Error('regicide: options must be an object');
  const p = options.players;
  if (p !== 1 && p !== 2 && p !== 3 && p !== 4) throw new Error(`regicide: players must be 1, 2, 3 or 4, not ${JSON.stringify(p)}`);
  if (options.soloYield !== undefined && typeof options.soloYield !== 'boolean') throw new Error('regicide: soloYield must be true or false');
}

/** R-SOLO-SETUP: solo, the two jesters are set aside as the jester power, never in the tavern. */
function dealTavern(players: number, stack: RegicideStack, rng: Rng): { hands: string[][]; tavern: string[] } {
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

function buildCastle(stack: RegicideStack, rng: Rng): string[] {
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

export function setup(options: RegicideOptions, seed: number): RegicideState {
  checkOptions(options);
  const players = options.players;
  const stack = options.stack ?? {};
  if (typeof stack !== 'object' || stack === null) throw new StackError('stack: expected an object');
  const rng = new Rng(seedRng(seed));
  const castle = buildCastle(stack, rng);
  const { hands, tavern } = dealTavern(players, stack, rng);
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
    current: 0,
    phase: 'play',
    toDiscard: 0,
    jestersLeft: players === 1 ? SOLO_JESTERS : 0,
    yielded: noYields(players),
    soloYield: options.soloYield === true,
    status: 'playing',
    rng: rng.state,
  };
  // A stacked empty hand with no way out is lost before the first move.
  if (!hasMove(state)) state.status = 'lost';
  return state;
}
