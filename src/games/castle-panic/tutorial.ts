// The guided first game of Castle Panic ("Learn to play" on the menu): a solo game on a stacked
// deal, the learner's moves scripted one by one with the coach's step for each. The goal first;
// then the starting monsters: the orc onto arc 2 and the goblin onto arc 1 (archer ring, red arcs)
// by hand, the other four dealt at random; the first turn: the hand kept (discard and draw told
// in words), a hit (the red archer onto the orc: its token turns, 2 -> 1), a kill (the archer of
// any colour onto the goblin), then Done: the monsters march one ring inward and two tokens are
// drawn (a boulder rolled 1: it breaks the wall of arc 1; a goblin rolled 4 enters the forest);
// the second turn: the hand drawn up to 6 and kept, the fallen wall rebuilt with brick and mortar.
// Trading needs a second defender: the farewell tells it in words. After the script the game
// goes on as a normal solo game.
import type { CastlePanicMove, CastlePanicOptions } from './rules';

/** The learner's first hand (6 cards, solo), then the deck's top (drawn at the second turn). */
const HAND = ['archer-red', 'archer-any', 'brick', 'mortar', 'knight-green', 'swordsman-blue'];
const DECK = ['knight-red', 'hero-blue'];
/** The tokens drawn after the first turn, and the die's rolls that place them. */
const PILE = ['boulder', 'goblin'];
const DICE = [1, 4];

export const LESSON_OPTIONS: CastlePanicOptions & { lesson: true } = {
  players: 1,
  mode: 'solo',
  stack: { hands: [HAND], deck: DECK, pile: PILE, dice: DICE },
  lesson: true,
};
export const LESSON_SEED = 15;

/** Every move of the lesson, in order (all the learner's: a solo game); `step` is the coach's text. */
export const LESSON_SCRIPT: readonly { move: CastlePanicMove; step: number }[] = [
  { move: { type: 'start-place', kind: 'orc', arc: 2 }, step: 1 }, // one monster per arc, archer ring
  { move: { type: 'start-place', kind: 'goblin', arc: 1 }, step: 2 },
  { move: { type: 'start-deal' }, step: 3 }, // the other four at random
  { move: { type: 'pass' }, step: 4 }, // the hand kept (discard and draw, in words)
  { move: { type: 'play', card: 'archer-red', monster: 0 }, step: 5 }, // a hit: the orc 2 -> 1
  { move: { type: 'play', card: 'archer-any', monster: 1 }, step: 6 }, // a kill: the goblin
  { move: { type: 'pass' }, step: 7 }, // the monsters march, a boulder breaks wall 1, a goblin enters
  { move: { type: 'pass' }, step: 8 }, // the second turn's hand kept
  { move: { type: 'build', arc: 1 }, step: 9 }, // brick + mortar rebuild the wall
];
/** The coach's steps: 0 the goal (before the first move), 10 the farewell (after the script). */
export const LESSON_STEPS = LESSON_SCRIPT.length + 2;

export const isLesson = (options: unknown): boolean => (options as { lesson?: unknown } | null)?.lesson === true;

/** While the lesson runs (set by the scene): the number of moves played, or null. */
let lessonAt: (() => number | null) | null = null;
export function setLessonClock(fn: (() => number | null) | null): void {
  lessonAt = fn;
}

/** The learner's scripted move now, if the lesson still runs (the hint shows it). */
export function lessonMoveNow(): CastlePanicMove | null {
  const n = lessonAt?.();
  return n === null || n === undefined ? null : (LESSON_SCRIPT[n]?.move ?? null);
}

/** Same move? (field by field: the legal list's objects may hold their keys in another order) */
export function sameMove(a: CastlePanicMove, b: CastlePanicMove): boolean {
  const ra = a as unknown as Record<string, unknown>;
  const rb = b as unknown as Record<string, unknown>;
  const keys = Object.keys(ra);
  return keys.length === Object.keys(rb).length && keys.every((k) => JSON.stringify(ra[k]) === JSON.stringify(rb[k]));
}
