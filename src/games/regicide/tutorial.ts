// The guided first game of Regicide ("Learn to play" on the menu): a solo game on a stacked deal,
// the learner's moves scripted one by one with the coach's step for each. Against the Jack of
// hearts: clubs double (5♣ deals 10), the counter-attack covered on the wounds, spades shield,
// diamonds draw, an exact kill (the Jack goes onto the tavern). Against the Jack of clubs: hearts
// heal the discard under the tavern, a counter-attack the hand cannot cover saved by the jester
// power (whose new hand starts with the Jack killed exactly), an Ace as a companion (A♦ + 9♠:
// draw and shield at once), the Jack's immunity to clubs (2♣ deals 2, not 4), and a yield that
// the shield makes free. After the script the game goes on as a normal one (solo, yield allowed).
import type { RegicideMove, RegicideOptions } from './rules';

/** The learner's first hand, then the tavern from its top (all 40 number cards between them). */
const HAND = ['3D', '3S', '4S', '5C', '6C', '6H', '7H', '10D'];
const TAVERN = [
  // drawn by the 3♦ (and thrown away by the jester power)
  'AS', '2D', '4C',
  // drawn by the jester power, after the Jack of hearts killed exactly
  'AD', '2C', '5H', '8S', '9S', '10C', '7D',
  // drawn by the A♦ + 9♠, then the rest of the game
  '9H', '10S', '8C',
  '10H', '3C', '8H', '5D', '4H', '5S', '6S', '7S', '3H', '8D', '6D', '7C', '9D', '2S', '2H', 'AH', '9C', 'AC', '4D',
];
const CASTLE = ['JH', 'JC', 'JD', 'JS', 'QS', 'QH', 'QC', 'QD', 'KD', 'KC', 'KS', 'KH'];

export const LESSON_OPTIONS: RegicideOptions & { lesson: true } = {
  players: 1,
  soloYield: true,
  stack: { hands: [HAND], tavern: TAVERN, castle: CASTLE },
  lesson: true,
};
export const LESSON_SEED = 15;

/** Every move of the lesson, in order (all the learner's: a solo game); `step` is the coach's text. */
export const LESSON_SCRIPT: readonly { move: RegicideMove; step: number }[] = [
  { move: { type: 'play', cards: ['5C'] }, step: 1 }, // clubs double: 10
  { move: { type: 'discard', cards: ['10D'] }, step: 2 }, // the counter-attack: 10 covered
  { move: { type: 'play', cards: ['4S'] }, step: 3 }, // spades shield 4
  { move: { type: 'discard', cards: ['6C'] }, step: 4 }, // 10 - 4 = 6 covered
  { move: { type: 'play', cards: ['3D'] }, step: 5 }, // diamonds draw 3
  { move: { type: 'discard', cards: ['7H'] }, step: 6 }, // 6 covered again
  { move: { type: 'play', cards: ['3S'] }, step: 7 }, // exactly 20: onto the tavern
  { move: { type: 'play', cards: ['6H'] }, step: 8 }, // hearts heal 6
  { move: { type: 'flip' }, step: 9 }, // 10 to cover with 7 in hand: the jester power
  { move: { type: 'discard', cards: ['10C'] }, step: 10 },
  { move: { type: 'play', cards: ['AD', '9S'] }, step: 11 }, // the Ace as companion
  { move: { type: 'play', cards: ['2C'] }, step: 12 }, // immune to clubs: 2, not 4
  { move: { type: 'yield' }, step: 13 }, // the shield stops the whole attack
];
/** The coach's steps: 0 the goal (before the first move), 14 the farewell (after the script). */
export const LESSON_STEPS = 15;

export const isLesson = (options: unknown): boolean => (options as { lesson?: unknown } | null)?.lesson === true;

/** While the lesson runs (set by the scene): the number of moves played, or null. */
let lessonAt: (() => number | null) | null = null;
export function setLessonClock(fn: (() => number | null) | null): void {
  lessonAt = fn;
}

/** The learner's scripted move now, if the lesson still runs (the hint shows it). */
export function lessonMoveNow(): RegicideMove | null {
  const n = lessonAt?.();
  return n === null || n === undefined ? null : (LESSON_SCRIPT[n]?.move ?? null);
}

/** Same move? (cards compared as sets: the legal list holds them in hand order) */
export function sameMove(a: RegicideMove, b: RegicideMove): boolean {
  if (a.type !== b.type) return false;
  if ((a.type === 'play' || a.type === 'discard') && (b.type === 'play' || b.type === 'discard')) return a.cards.length === b.cards.length && a.cards.every((c) => b.cards.includes(c));
  return JSON.stringify(a) === JSON.stringify(b);
}
