// The components (RULES-NOTES, Castle Panic): 49 castle cards, 49 monster tokens, hit points,
// hand sizes, arcs and rings.

import type { Colour, Ring } from './types';

export const RINGS: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman', 'castle'];
export const COLOURS: readonly Colour[] = ['red', 'green', 'blue'];
export const ARCS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Arcs 1-2 red, 3-4 green, 5-6 blue. */
export const colourOf = (arc: number): Colour => (arc <= 2 ? 'red' : arc <= 4 ? 'green' : 'blue');
export const opposite = (arc: number): number => ((arc + 2) % 6) + 1;
export const clockwise = (arc: number): number => (arc % 6) + 1;
export const counterClockwise = (arc: number): number => ((arc + 4) % 6) + 1;
export const ringIndex = (ring: Ring): number => RINGS.indexOf(ring);

const repeat = (item: string, n: number): string[] => Array.from({ length: n }, () => item);

/** The 49 castle cards in a fixed order (the order a stack's leftovers take). */
export const CASTLE_CARDS: readonly string[] = [
  ...['archer', 'knight', 'swordsman'].flatMap((unit) => COLOURS.flatMap((c) => repeat(`${unit}-${c}`, 3))),
  'archer-any',
  'knight-any',
  'swordsman-any',
  'hero-red',
  'hero-green',
  'hero-blue',
  ...repeat('brick', 4),
  ...repeat('mortar', 4),
  'barbarian',
  'nice-shot',
  'tar',
  'fortify-wall',
  'drive-him-back',
  'missing',
  'draw-2',
  'scavenge',
];

/** The 49 monster tokens in a fixed order. */
export const MONSTER_TOKENS: readonly string[] = [
  ...repeat('goblin', 6),
  ...repeat('orc', 11),
  ...repeat('troll', 10),
  'goblin-king',
  'orc-warlord',
  'troll-mage',
  'healer',
  ...repeat('boulder', 4),
  ...repeat('move-red', 2),
  ...repeat('move-green', 2),
  ...repeat('move-blue', 2),
  'move-cw',
  'move-ccw',
  'plague-archers',
  'plague-knights',
  'plague-swordsmen',
  'discard-1',
  'draw-3',
  'draw-4',
];

/** R-SETUP-MONSTERS: 3 goblins, 2 orcs, 1 troll, taken from the 49 tokens. */
export const SETUP_MONSTERS: readonly string[] = ['goblin', 'goblin', 'goblin', 'orc', 'orc', 'troll'];

/** The 43 tokens of the pile once the setup monsters are out, in a fixed order. */
export const PILE_TOKENS: readonly string[] = (() => {
  const rest = MONSTER_TOKENS.slice();
  for (const m of SETUP_MONSTERS) rest.splice(rest.indexOf(m), 1);
  return rest;
})();

/** Hit points of the tokens placed on the board; bosses per RULES-NOTES (consensus). */
export const HIT_POINTS: Readonly<Record<string, number>> = {
  goblin: 1,
  orc: 2,
  troll: 3,
  'goblin-king': 2,
  'orc-warlord': 3,
  'troll-mage': 3,
  healer: 2,
};

export const isMonsterToken = (token: string): boolean => HIT_POINTS[token] !== undefined;
export const isBoss = (kind: string): boolean => kind === 'goblin-king' || kind === 'orc-warlord' || kind === 'troll-mage' || kind === 'healer';

/** R-HAND-SIZE: 1-2 players 6, 3-5 players 5, 6 players 4. */
export const handSizeFor = (players: number): number => (players <= 2 ? 6 : players <= 5 ? 5 : 4);

/** R-TRADE: trades per turn: none solo, 2-5 players 1, 6 players 2. */
export const tradesFor = (players: number, solo: boolean): number => (solo ? 0 : players === 6 ? 2 : 1);

/** The rings a card hits in, and the colour it needs (null: any colour), or null if it is no hit card. */
export function hitReach(card: string): { rings: readonly Ring[]; colour: Colour | null } | null {
  const dash = card.indexOf('-');
  if (dash < 0) return null;
  const unit = card.slice(0, dash);
  const c = card.slice(dash + 1);
  const colour = c === 'any' ? null : (COLOURS as readonly string[]).includes(c) ? (c as Colour) : undefined;
  if (colour === undefined) return null;
  switch (unit) {
    case 'archer':
      return { rings: ['archer'], colour };
    case 'knight':
      return { rings: ['knight'], colour };
    case 'swordsman':
      return { rings: ['swordsman'], colour };
    case 'hero':
      return colour === null ? null : { rings: ['archer', 'knight', 'swordsman'], colour };
    default:
      return null;
  }
}

/** R-PLAGUE: the cards each plague discards (the any-colour unit included, heroes not). */
export function plagued(token: string, card: string): boolean {
  const unit = token === 'plague-archers' ? 'archer-' : token === 'plague-knights' ? 'knight-' : token === 'plague-swordsmen' ? 'swordsman-' : null;
  return unit !== null && card.startsWith(unit);
}

/** Canonical card order in a hand: the order of CASTLE_CARDS. */
const CARD_RANK = new Map<string, number>(CASTLE_CARDS.map((c, i) => [c, i] as [string, number]).reverse());
export const sortHand = (hand: string[]): string[] => hand.sort((a, b) => (CARD_RANK.get(a) ?? 0) - (CARD_RANK.get(b) ?? 0));
