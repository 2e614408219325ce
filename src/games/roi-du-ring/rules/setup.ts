// R-SETUP: the fighters on their start squares with 10 hp, the draw for the first player, the
// deal of 5 cards each (or the `stack`), then the exchange phase (R-EXCHANGE).

import { Rng, seedRng } from '../../../core/rng';
import { StackError, takeStacked } from '../../../core/stack';
import { ALL_CARDS, HAND, MAX_HP, isCard, sortCards, startSquares, valueOf } from './cards';
import type { Fighter, RoiOptions, RoiStack, RoiState } from './types';

function checkOptions(options: RoiOptions): void {
  if (typeof options !== 'object' || options === null) throw new Error('roi-du-ring: options must be an object');
  const p = options.players;
  if (p !== 2 && p !== 3 && p !== 4) throw new Error(`roi-du-ring: players must be 2, 3 or 4, not ${JSON.stringify(p)}`);
  if (options.teams !== undefined && typeof options.teams !== 'boolean') throw new Error('roi-du-ring: teams must be true or false');
  if (options.teams === true && p !== 4) throw new Error('roi-du-ring: the team game (2 vs 2) needs 4 players');
  const fpp = options.fightersPerPlayer;
  if (fpp !== undefined && fpp !== 1 && fpp !== 2) throw new Error('roi-du-ring: fightersPerPlayer must be 1 or 2');
  if (fpp === 2 && (p !== 2 || options.teams === true)) throw new Error('roi-du-ring: two fighters per player is a game for 2 players (without teams)');
  const adv = options.advanced;
  if (adv !== undefined) {
    if (typeof adv !== 'object' || adv === null || Array.isArray(adv)) throw new Error('roi-du-ring: advanced must be an object');
    for (const [k, v] of Object.entries(adv)) {
      if (!['specialCards', 'surprise', 'psychic', 'fury'].includes(k)) throw new Error(`roi-du-ring: unknown advanced rule ${JSON.stringify(k)}`);
      if (typeof v !== 'boolean') throw new Error(`roi-du-ring: advanced.${k} must be true or false`);
    }
  }
}

/** The index of the single highest value in `cards`, or -1 on a tie for highest. */
function soleHighest(cards: readonly string[]): number {
  let best = -1;
  let bestValue = -1;
  let tie = false;
  cards.forEach((c, i) => {
    const v = valueOf(c);
    if (v > bestValue) {
      best = i;
      bestValue = v;
      tie = false;
    } else if (v === bestValue) tie = true;
  });
  return tie ? -1 : best;
}

/**
 * R-FIRST: each seat draws a card at random; the highest starts. Tied highest seats draw
 * again among themselves (our rule: the rulebook says nothing of ties), until one is highest.
 * `startDraw` keeps the first draw of every seat (the starter's card is a highest one).
 */
function drawForFirst(players: number, stack: RoiStack, rng: Rng): { first: number; startDraw: string[] } {
  if (stack.draw !== undefined) {
    const d = stack.draw;
    if (!Array.isArray(d) || d.length !== players) throw new StackError(`stack.draw: expected one card per seat (${players})`);
    takeStacked(ALL_CARDS, [d], 'draw');
    const first = soleHighest(d);
    if (first < 0) throw new StackError('stack.draw: the highest card must be unique');
    return { first, startDraw: d.slice() };
  }
  let startDraw: string[] | null = null;
  let seats = Array.from({ length: players }, (_, i) => i);
  for (;;) {
    const deck = rng.shuffleInPlace(ALL_CARDS.slice());
    const drawn = seats.map((_, i) => deck[i] as string);
    startDraw ??= drawn;
    const top = soleHighest(drawn);
    if (top >= 0) return { first: seats[top] as number, startDraw };
    const best = Math.max(...drawn.map(valueOf));
    seats = seats.filter((_, i) => valueOf(drawn[i] as string) === best);
  }
}

function deal(players: number, stack: RoiStack, rng: Rng): { hands: string[][]; deck: string[] } {
  const stacked = stack.hands ?? [];
  if (!Array.isArray(stacked) || stacked.length > players) throw new StackError(`stack.hands: expected at most ${players} hands`);
  stacked.forEach((hand, seat) => {
    if (Array.isArray(hand) && hand.length > HAND) throw new StackError(`stack.hands: seat ${seat} holds ${hand.length} cards, more than ${HAND}`);
  });
  if (stack.deck !== undefined && !Array.isArray(stack.deck)) throw new StackError('stack.deck: expected a list of cards');
  const rest = stacked.length === 0 && stack.deck === undefined ? ALL_CARDS.slice() : takeStacked(ALL_CARDS, [...stacked, stack.deck ?? []], 'hands/deck');
  const deck = stack.deck ? [...stack.deck, ...rest] : rng.shuffleInPlace(rest);
  const hands: string[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const given = stacked[seat];
    hands.push(sortCards(given ? given.slice() : deck.splice(0, HAND)));
  }
  return { hands, deck };
}

export function setup(options: RoiOptions, seed: number): RoiState {
  checkOptions(options);
  const players = options.players;
  const stack = options.stack ?? {};
  if (typeof stack !== 'object' || stack === null) throw new StackError('stack: expected an object');
  for (const c of stack.draw ?? []) if (typeof c !== 'string' || !isCard(c)) throw new StackError(`stack.draw: ${JSON.stringify(c)} is not a card`);
  const rng = new Rng(seedRng(seed));
  const { first, startDraw } = drawForFirst(players, stack, rng);
  // The drawn cards go back and the whole deck is shuffled before the deal.
  const { hands, deck } = deal(players, stack, rng);
  // R-TWO-FIGHTERS: four fighters in the corners, seat 0 owning fighters 0 and 2 (opposite corners), seat 1 fighters 1 and 3.
  const two = options.fightersPerPlayer === 2;
  const fighters: Fighter[] = startSquares(two ? 4 : players).map((sq, seat) => ({ seat, hp: MAX_HP, x: sq.x, y: sq.y, fury: 0, ko: false }));
  return {
    fighters,
    hands,
    deck,
    discard: [],
    current: first,
    phase: 'exchange',
    status: 'playing',
    first,
    round: 1,
    played: 0,
    acted: false,
    attack: null,
    counterer: null,
    victim: null,
    startDraw,
    winner: null,
    rng: rng.state,
    advanced: {
      specialCards: options.advanced?.specialCards === true,
      surprise: options.advanced?.surprise === true,
      psychic: options.advanced?.psychic === true,
      fury: options.advanced?.fury === true,
    },
    teams: options.teams === true || two ? fighters.map((f) => f.seat % 2) : null,
    winners: [],
    react: null,
    spat: null,
    owner: two ? fighters.map((f) => f.seat % 2) : null,
    pincer: null,
    counterOn: null,
    tripped: [],
  };
}
