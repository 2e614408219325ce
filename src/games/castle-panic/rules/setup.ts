// R-SETUP: towers and walls on all six arcs; 3 goblins, 2 orcs and a troll set aside for the
// placing phase (R-START-PLACE: the players choose their arcs, phase 'setup'); the castle cards
// shuffled and dealt (face down until the monsters are placed, then face up); the other 43
// monster tokens shuffled into the pile (32 with Easier Battles). Or the `stack`. In overlord
// mode the Overlord (seat `players`) takes the top 3 tokens of the pile.

import { Rng, seedRng } from '../../../core/rng';
import { StackError, checkDice, takeStacked } from '../../../core/stack';
import { CASTLE_CARDS, SETUP_MONSTERS, handSizeFor, pileTokensFor, sortHand, sortTokens, tradesFor } from './data';
import type { CastlePanicOptions, CastlePanicStack, CastlePanicState, CastlePanicVariants } from './types';

/** Every option key, in the order of the setup screen. */
export const VARIANT_KEYS: readonly (keyof CastlePanicVariants)[] = ['easierBattles', 'heroicPowers', 'allForOne', 'notOverYet', 'finalCharge', 'chargingHorde'];

function checkVariants(v: unknown): Required<CastlePanicVariants> {
  const out: Required<CastlePanicVariants> = { easierBattles: false, heroicPowers: false, allForOne: false, notOverYet: false, finalCharge: false, chargingHorde: false };
  if (v === undefined) return out;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('castle-panic: variants must be an object of booleans');
  for (const [k, on] of Object.entries(v as Record<string, unknown>)) {
    if (!(VARIANT_KEYS as readonly string[]).includes(k)) throw new Error(`castle-panic: there is no option ${JSON.stringify(k)} (options: ${VARIANT_KEYS.join(', ')})`);
    if (typeof on !== 'boolean') throw new Error(`castle-panic: option ${k} must be true or false`);
    out[k as keyof CastlePanicVariants] = on;
  }
  return out;
}

function checkOptions(options: CastlePanicOptions): void {
  if (typeof options !== 'object' || options === null) throw new Error('castle-panic: options must be an object');
  const p = options.players as number;
  if (!Number.isInteger(p) || p < 1 || p > 6) throw new Error(`castle-panic: players must be 1 to 6, not ${JSON.stringify(p)}`);
  const mode = options.mode as string;
  if (mode !== 'coop' && mode !== 'solo' && mode !== 'master-slayer' && mode !== 'overlord') {
    throw new Error(`castle-panic: mode must be coop, master-slayer, overlord or solo, not ${JSON.stringify(mode)}`);
  }
  if (mode === 'solo' && p !== 1) throw new Error('castle-panic: solo is for one player');
  if (mode === 'overlord' && p > 5) throw new Error('castle-panic: the Overlord plays against 1 to 5 defenders (six seats at most)');
}

const isList = (v: unknown): v is string[] => Array.isArray(v);

function dealCards(players: number, handSize: number, stack: CastlePanicStack, rng: Rng): { hands: string[][]; deck: string[] } {
  const stacked = stack.hands ?? [];
  if (!Array.isArray(stacked) || stacked.length > players) throw new StackError(`stack.hands: expected at most ${players} hands`);
  stacked.forEach((hand, seat) => {
    if (isList(hand) && hand.length > handSize) throw new StackError(`stack.hands: seat ${seat} holds ${hand.length} cards, more than the hand size ${handSize}`);
  });
  if (stack.deck !== undefined && !isList(stack.deck)) throw new StackError('stack.deck: expected a list of cards');
  const rest = stacked.length === 0 && stack.deck === undefined ? CASTLE_CARDS.slice() : takeStacked(CASTLE_CARDS, [...stacked, stack.deck ?? []], 'hands/deck');
  const deck = stack.deck ? [...stack.deck, ...rest] : rng.shuffleInPlace(rest);
  const hands: string[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push(sortHand((stacked[seat] ?? deck.splice(0, handSize)).slice()));
  return { hands, deck };
}

function buildPile(stack: CastlePanicStack, rng: Rng, easier: boolean): string[] {
  const tokens = pileTokensFor(easier);
  if (stack.pile === undefined) return rng.shuffleInPlace(tokens);
  if (!isList(stack.pile)) throw new StackError('stack.pile: expected a list of tokens');
  const rest = takeStacked(tokens, [stack.pile], 'pile');
  return [...stack.pile, ...rest];
}

export function setup(options: CastlePanicOptions, seed: number): CastlePanicState {
  checkOptions(options);
  const variants = checkVariants(options.variants);
  const players = options.players;
  const stack = options.stack ?? {};
  if (typeof stack !== 'object' || stack === null) throw new StackError('stack: expected an object');
  const dice = checkDice(stack.dice, 6).slice();
  const rng = new Rng(seedRng(seed));
  // R-SOLO: one defender alone plays the solo rules; one defender against the Overlord does not
  const solo = players === 1 && options.mode !== 'overlord';
  const handSize = handSizeFor(players);
  const { hands, deck } = dealCards(players, handSize, stack, rng);
  const pile = buildPile(stack, rng, variants.easierBattles);
  const overlordMode = options.mode === 'overlord';
  const overlordHand = overlordMode ? sortTokens(pile.splice(0, 3)) : [];
  const six = (v: boolean): boolean[] => [v, v, v, v, v, v];
  return {
    players,
    mode: options.mode,
    solo,
    handSize,
    monsters: [],
    toPlace: SETUP_MONSTERS.slice(),
    walls: six(true),
    fortified: six(false),
    towers: six(true),
    hands,
    deck,
    discard: [],
    pile,
    monsterDiscard: [],
    slain: hands.map(() => 0),
    points: hands.map(() => 0),
    trophies: hands.map(() => []),
    variants,
    overlord: overlordMode ? players : null,
    overlordHand,
    overlordOwed: 0,
    overlordStage: 'none',
    queue: [],
    current: 0,
    turn: 0,
    phase: 'setup',
    discardsLeft: solo ? 2 : 1,
    tradesLeft: tradesFor(players, solo),
    offer: null,
    refused: [],
    missing: false,
    draws: 0,
    charge: false,
    hits: [],
    drops: [],
    nextId: 0,
    status: 'playing',
    rng: rng.state,
    dice,
  };
}
