// Card codes and their game numbers, read straight from the code's characters through small
// lookup tables (no string hashing on the hot path). A code is rank + suit (`AS`, `10H`, `QD`);
// jesters are `X1`, `X2`.

export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const JESTERS = ['X1', 'X2'] as const;

/** Suit bits, so a play's suits are one OR and a power test one AND. */
export const CLUBS = 1;
export const DIAMONDS = 2;
export const HEARTS = 4;
export const SPADES = 8;
export const SUIT_BIT: Record<Suit, number> = { C: CLUBS, D: DIAMONDS, H: HEARTS, S: SPADES };

const table = (entries: Record<string, number>): Int8Array => {
  const t = new Int8Array(128).fill(-1);
  for (const [ch, v] of Object.entries(entries)) t[ch.charCodeAt(0)] = v;
  return t;
};

// Keyed by a code's first character ('1' stands for 10). R-FACE-VALUES: J 10, Q 15, K 20 in hand.
const VALUE_BY_FIRST = table({ A: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9, 1: 10, J: 10, Q: 15, K: 20, X: 0 });
const RANK_BY_FIRST = table({ A: 0, 2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 7, 9: 8, 1: 9, J: 10, Q: 11, K: 12, X: 13 });
// Keyed by a code's last character; jesters end in a digit and have no suit.
const SUIT_BY_LAST = table({ C: CLUBS, D: DIAMONDS, H: HEARTS, S: SPADES, 1: 0, 2: 0 });
const SUIT_INDEX_BY_LAST = table({ C: 0, D: 1, H: 2, S: 3, 1: 0, 2: 1 });

/** Attack and discard value: A 1, 2-10, J 10, Q 15, K 20, jester 0. */
export const valueOf = (card: string): number => VALUE_BY_FIRST[card.charCodeAt(0)] ?? 0;
/** Rank index 0 (ace) .. 12 (king), 13 for a jester. */
export const rankOf = (card: string): number => RANK_BY_FIRST[card.charCodeAt(0)] ?? 13;
/** The suit bit, 0 for a jester. */
export const suitOf = (card: string): number => SUIT_BY_LAST[card.charCodeAt(card.length - 1)] ?? 0;
/** Canonical order: by rank, then suit C D H S; jesters last. Hands are kept in this order. */
export const orderOf = (card: string): number => rankOf(card) * 4 + (SUIT_INDEX_BY_LAST[card.charCodeAt(card.length - 1)] ?? 0);
export const isAce = (card: string): boolean => card.charCodeAt(0) === 65; // 'A'
export const isJester = (card: string): boolean => card.charCodeAt(0) === 88; // 'X'
export const suitName = (bit: number): Suit => SUITS[31 - Math.clz32(bit)] ?? 'C';

/** The 40 number cards, in canonical order. */
export const NUMBER_CARDS: readonly string[] = RANKS.slice(0, 10).flatMap((r) => SUITS.map((s) => r + s));
const faces = (rank: string): string[] => SUITS.map((s) => rank + s);
export const JACKS: readonly string[] = faces('J');
export const QUEENS: readonly string[] = faces('Q');
export const KINGS: readonly string[] = faces('K');
export const CASTLE_CARDS: readonly string[] = [...JACKS, ...QUEENS, ...KINGS];

/** R-ENEMY: J 20 hp / 10 attack, Q 30/15, K 40/20. */
export const enemyHealth = (enemy: string): number => valueOf(enemy) * 2;
export const enemyAttack = (enemy: string): number => valueOf(enemy);

/** R-SETUP: jesters in the tavern and the hand limit, by player count (index = players). */
export const JESTERS_IN_TAVERN = [0, 0, 0, 1, 2] as const;
export const HAND_LIMITS = [0, 8, 7, 6, 5] as const;
export const SOLO_JESTERS = 2;
export const handLimit = (players: number): number => HAND_LIMITS[players] ?? 5;
/** Whether the tavern holds jesters (three or four players): only then can a jester end an immunity. */
export const tavernHasJesters = (players: number): boolean => (JESTERS_IN_TAVERN[players] ?? 0) > 0;

/** A copy of `hand` with `card` inserted at its canonical place. */
export function insertCard(hand: readonly string[], card: string): string[] {
  const o = orderOf(card);
  const n = hand.length;
  const out = new Array<string>(n + 1);
  let i = n;
  for (; i > 0; i--) {
    const c = hand[i - 1] as string;
    if (orderOf(c) <= o) break;
    out[i] = c;
  }
  out[i] = card;
  for (let k = 0; k < i; k++) out[k] = hand[k] as string;
  return out;
}

/** A copy of `cards` in canonical order (insertion sort: hands are short). */
export function sortCards(cards: readonly string[]): string[] {
  return sortedRange(cards, 0, cards.length);
}

/** `cards[from..to)` in canonical order, as a new array (insertion sort: hands are short). */
export function sortedRange(cards: readonly string[], from: number, to: number): string[] {
  const out = new Array<string>(to - from);
  for (let i = 0; i < to - from; i++) {
    const c = cards[from + i] as string;
    const o = orderOf(c);
    let j = i;
    for (; j > 0 && orderOf(out[j - 1] as string) > o; j--) out[j] = out[j - 1] as string;
    out[j] = c;
  }
  return out;
}
