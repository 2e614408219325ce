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
  // written out, not built with `${unit}-${colour}`: literals are interned strings, which compare
  // by pointer in the hot paths (a built string compares by content)
  ...repeat('archer-red', 3),
  ...repeat('archer-green', 3),
  ...repeat('archer-blue', 3),
  ...repeat('knight-red', 3),
  ...repeat('knight-green', 3),
  ...repeat('knight-blue', 3),
  ...repeat('swordsman-red', 3),
  ...repeat('swordsman-green', 3),
  ...repeat('swordsman-blue', 3),
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

/** The distinct castle cards in the order of CASTLE_CARDS; a card's kind is its index here. */
export const CARD_KINDS: readonly string[] = CASTLE_CARDS.filter((c, i) => CASTLE_CARDS.indexOf(c) === i);

// A card's kind without a keyed property lookup (the hot paths do millions): a slot from the
// first and last letters and the length, collision-free for the 25 kinds (checked at load).
const slotOf = (card: string): number => (card.charCodeAt(0) + 8 * card.charCodeAt(card.length - 1) + card.length) & 63;
const KIND_AT_SLOT: Int8Array = (() => {
  const out = new Int8Array(64).fill(-1);
  CARD_KINDS.forEach((card, kind) => {
    if (out[slotOf(card)] !== -1) throw new Error(`castle-panic: card slot collision at ${card}`);
    out[slotOf(card)] = kind;
  });
  return out;
})();

/** The index of `card` in CARD_KINDS, or -1 for a string that is no castle card. */
export function cardKind(card: string): number {
  const kind = KIND_AT_SLOT[slotOf(card)] as number;
  return kind >= 0 && CARD_KINDS[kind] === card ? kind : -1;
}

/** Canonical card order in a hand: the order of CASTLE_CARDS (kinds are in that order). */
const rankOf = (card: string): number => {
  const kind = cardKind(card);
  return kind < 0 ? 0 : kind;
};
/** Sorts in place (insertion sort: hands are short and nearly sorted). */
export function sortHand(hand: string[]): string[] {
  for (let i = 1; i < hand.length; i++) {
    const c = hand[i] as string;
    const r = rankOf(c);
    let j = i - 1;
    while (j >= 0 && rankOf(hand[j] as string) > r) {
      hand[j + 1] = hand[j] as string;
      j--;
    }
    hand[j + 1] = c;
  }
  return hand;
}

/**
 * A sorted hand with one `out` card swapped for `into`, as a new sorted array: what a splice and
 * `sortHand` give (hands are always kept sorted), in one pass.
 */
export function swapCard(hand: readonly string[], out: string, into: string): string[] {
  const r = rankOf(into);
  const next: string[] = [];
  let dropped = false;
  let placed = false;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i] as string;
    if (!dropped && c === out) {
      dropped = true;
      continue;
    }
    if (!placed && rankOf(c) > r) {
      next.push(into);
      placed = true;
    }
    next.push(c);
  }
  if (!placed) next.push(into);
  return next;
}

// ---- tables for the hot paths (no string slicing or includes in legalMoves/apply) -------------

/** Colour of each arc, by arc number (index 0 unused). */
export const ARC_COLOUR: readonly Colour[] = ['red', 'red', 'red', 'green', 'green', 'blue', 'blue'];

/** Per card: the rings it hits in (by name) and the colour it needs (null: any), for hit cards only. */
export interface Reach {
  archer: boolean;
  knight: boolean;
  swordsman: boolean;
  colour: Colour | null;
  hero: boolean;
}
export const REACH: Readonly<Record<string, Reach | undefined>> = (() => {
  const out: Record<string, Reach | undefined> = {};
  for (const card of CASTLE_CARDS) {
    const r = hitReach(card);
    if (r === null) continue;
    out[card] = { archer: r.rings.includes('archer'), knight: r.rings.includes('knight'), swordsman: r.rings.includes('swordsman'), colour: r.colour, hero: card.startsWith('hero-') };
  }
  return out;
})();

/** REACH by card kind (index in CARD_KINDS). */
export const REACH_OF_KIND: readonly (Reach | undefined)[] = CARD_KINDS.map((card) => REACH[card]);

/** Whether `reach` hits a monster in `ring` of `arc`; with Heroic Powers a hero also reaches its colour's castle ring. */
export function reaches(reach: Reach, ring: Ring, arc: number, heroic: boolean): boolean {
  if (reach.colour !== null && ARC_COLOUR[arc] !== reach.colour) return false;
  switch (ring) {
    case 'archer':
      return reach.archer;
    case 'knight':
      return reach.knight;
    case 'swordsman':
      return reach.swordsman;
    case 'castle':
      return heroic && reach.hero;
    default:
      return false;
  }
}

/** R-MASTER-SLAYER points: the monster's full hit points, a boss 4. */
export const pointsFor = (kind: string): number => (isBoss(kind) ? 4 : (HIT_POINTS[kind] ?? 0));

/** R-EASIER-BATTLES: the tokens this option takes out of the pile. */
export const EASIER_BATTLES_REMOVED: readonly string[] = [
  'draw-4',
  'orc-warlord',
  'troll-mage',
  'plague-swordsmen',
  'plague-knights',
  'move-green',
  'move-red',
  'move-blue',
  'boulder',
  'boulder',
  'boulder',
];

/** The tokens of the pile for these options, in a fixed order. */
export function pileTokensFor(easierBattles: boolean): string[] {
  const rest = PILE_TOKENS.slice();
  if (easierBattles) for (const t of EASIER_BATTLES_REMOVED) rest.splice(rest.indexOf(t), 1);
  return rest;
}

/** Canonical token order (the Overlord's hand): the order of MONSTER_TOKENS. */
const TOKEN_RANK: Readonly<Record<string, number>> = (() => {
  const out: Record<string, number> = {};
  MONSTER_TOKENS.forEach((t, i) => {
    if (out[t] === undefined) out[t] = i;
  });
  return out;
})();
export const sortTokens = (tokens: string[]): string[] => tokens.sort((a, b) => (TOKEN_RANK[a] ?? 0) - (TOKEN_RANK[b] ?? 0));

/** Rings inward, by name. */
export const NEXT_RING: Readonly<Record<Ring, Ring>> = { forest: 'archer', archer: 'knight', knight: 'swordsman', swordsman: 'castle', castle: 'castle' };
