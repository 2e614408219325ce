// Cards and the board. Colours and directions (RULES-NOTES, Roi du Ring): clubs move/dodge
// orthogonally, spades diagonally (black); diamonds strike/parry orthogonally, hearts diagonally
// (red). Values A=1 < 2 < ... < 10 < J=11 < Q=12 < K=13 < joker=14.

import type { Square } from './types';

export const SIZE = 5;
export const MAX_HP = 10;
export const HAND = 5;
export const CHAMPION: Square = { x: 2, y: 2 };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['C', 'D', 'H', 'S'];
export const RED_JOKER = 'XR';
export const BLACK_JOKER = 'XB';

/** The 54 cards in canonical order: clubs, diamonds, hearts, spades (A..K each), then XR, XB. */
export const ALL_CARDS: readonly string[] = [...SUITS.flatMap((s) => RANKS.map((r) => r + s)), RED_JOKER, BLACK_JOKER];

export type Line = 'orth' | 'diag' | 'any';

interface CardInfo {
  index: number;
  value: number;
  red: boolean;
  joker: boolean;
  line: Line;
}

const INFO = new Map<string, CardInfo>();
ALL_CARDS.forEach((card, index) => {
  const joker = card === RED_JOKER || card === BLACK_JOKER;
  const suit = card.slice(-1);
  const value = joker ? 14 : RANKS.indexOf(card.slice(0, -1)) + 1;
  const red = joker ? card === RED_JOKER : suit === 'D' || suit === 'H';
  const line: Line = joker ? 'any' : suit === 'C' || suit === 'D' ? 'orth' : 'diag';
  INFO.set(card, { index, value, red, joker, line });
});

function info(card: string): CardInfo {
  const i = INFO.get(card);
  if (!i) throw new Error(`roi-du-ring: unknown card ${card}`);
  return i;
}

// Hot-path lookups by character code (speed): the value from the first character ('1' is the
// 10), colour and line from the suit, the last character. They assume a real card (the rules
// only call them on cards already found in a hand or a pile); `info` checks unknown ones.
const VALUE_BY_CHAR = new Int8Array(128);
'A23456789'.split('').forEach((ch, i) => (VALUE_BY_CHAR[ch.charCodeAt(0)] = i + 1));
VALUE_BY_CHAR['1'.charCodeAt(0)] = 10;
VALUE_BY_CHAR['J'.charCodeAt(0)] = 11;
VALUE_BY_CHAR['Q'.charCodeAt(0)] = 12;
VALUE_BY_CHAR['K'.charCodeAt(0)] = 13;
VALUE_BY_CHAR['X'.charCodeAt(0)] = 14;
// By suit character: 1 red, 2 joker, 4 diagonal (8: any line); and the suit's place in the order.
const SUIT_FLAGS = new Int8Array(128);
const SUIT_ORDER = new Int8Array(128);
SUIT_FLAGS['C'.charCodeAt(0)] = 0;
SUIT_FLAGS['D'.charCodeAt(0)] = 1;
SUIT_FLAGS['H'.charCodeAt(0)] = 1 | 4;
SUIT_FLAGS['S'.charCodeAt(0)] = 4;
SUIT_FLAGS['R'.charCodeAt(0)] = 1 | 2 | 8;
SUIT_FLAGS['B'.charCodeAt(0)] = 2 | 8;
SUIT_ORDER['D'.charCodeAt(0)] = 1;
SUIT_ORDER['H'.charCodeAt(0)] = 2;
SUIT_ORDER['S'.charCodeAt(0)] = 3;
SUIT_ORDER['R'.charCodeAt(0)] = 4;
SUIT_ORDER['B'.charCodeAt(0)] = 4;

const suitFlags = (card: string): number => SUIT_FLAGS[card.charCodeAt(card.length - 1)] as number;

export const isCard = (card: string): boolean => INFO.has(card);
export const valueOf = (card: string): number => VALUE_BY_CHAR[card.charCodeAt(0)] as number;
export const isRed = (card: string): boolean => (suitFlags(card) & 1) !== 0;
export const isJoker = (card: string): boolean => (suitFlags(card) & 2) !== 0;
export const lineOf = (card: string): Line => {
  const f = suitFlags(card);
  return f & 8 ? 'any' : f & 4 ? 'diag' : 'orth';
};
/** The canonical position of a card (clubs, diamonds, hearts, spades A..K, XR, XB); 999 if unknown. */
export const cardIndex = (card: string): number => {
  if (!INFO.has(card)) return 999;
  return fastIndex(card);
};
/** cardIndex for a known card, without the check. */
export const fastIndex = (card: string): number => {
  const c = card.charCodeAt(card.length - 1);
  if (c === 82) return 52; // 'R'
  if (c === 66) return 53; // 'B'
  return (SUIT_ORDER[c] as number) * 13 + (VALUE_BY_CHAR[card.charCodeAt(0)] as number) - 1;
};
export { info as cardInfo };

/** Sort known cards into canonical order in place (insertion sort: hands are short). */
export function sortCards(cards: string[]): string[] {
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i] as string;
    const k = fastIndex(c);
    let j = i - 1;
    while (j >= 0 && fastIndex(cards[j] as string) > k) {
      cards[j + 1] = cards[j] as string;
      j--;
    }
    cards[j + 1] = c;
  }
  return cards;
}

// Directions in a fixed order (clockwise from up), y grows downward.
export const ORTH: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];
export const DIAG: readonly (readonly [number, number])[] = [
  [1, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
];
export const ALL_DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

export const dirsOf = (line: Line): readonly (readonly [number, number])[] => (line === 'orth' ? ORTH : line === 'diag' ? DIAG : ALL_DIRS);

export const onBoard = (x: number, y: number): boolean => x >= 0 && x < SIZE && y >= 0 && y < SIZE;
export const isCorner = (x: number, y: number): boolean => (x === 0 || x === SIZE - 1) && (y === 0 || y === SIZE - 1);

/** The line of a unit step: orthogonal or diagonal. */
export const lineOfStep = (dx: number, dy: number): Line => (dx !== 0 && dy !== 0 ? 'diag' : 'orth');

/**
 * R-SETUP-SQUARES: 2 fighters in opposite corners; 3: two corners of one side and the middle
 * of the opposite side; 4: one per corner. Seats sit clockwise around the ring.
 */
export function startSquares(players: number): Square[] {
  if (players === 2)
    return [
      { x: 0, y: 0 },
      { x: 4, y: 4 },
    ];
  if (players === 3)
    return [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 2, y: 4 },
    ];
  return [
    { x: 0, y: 0 },
    { x: 4, y: 0 },
    { x: 4, y: 4 },
    { x: 0, y: 4 },
  ];
}
