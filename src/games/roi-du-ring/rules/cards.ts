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

export const isCard = (card: string): boolean => INFO.has(card);
export const valueOf = (card: string): number => info(card).value;
export const isRed = (card: string): boolean => info(card).red;
export const isJoker = (card: string): boolean => info(card).joker;
export const lineOf = (card: string): Line => info(card).line;
export const cardIndex = (card: string): number => INFO.get(card)?.index ?? 999;

export function sortCards(cards: string[]): string[] {
  return cards.sort((a, b) => cardIndex(a) - cardIndex(b));
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
