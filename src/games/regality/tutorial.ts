// The guided first game of Regality ("Learn to play" on the menu): a stacked deal, a script of
// both sides' moves, and the coach's step for each of the learner's moves. The learner (Regality,
// seat 0) places the Citizen first, flips it back, destroys a tile beside a shielded Temple, uses
// a neutral's effect (the Samurai's banish), answers Religion's Dragon with the Queen's line of
// flips, and sees Religion's Cardinal turn a line back. Every one of Religion's moves is said by the
// next step's words. The script ends 4 allies to 4 with one empty cell, the learner to play: a
// won position (issue 30 item 19: any tile placed there serves the learner, 5 to 4), which the
// solver checks in tests/unit/regality/lesson.test.ts; the last move is the learner's own.
import type { RegalityMove, RegalityOptions } from './rules';

export const LESSON_OPTIONS: RegalityOptions & { lesson: true } = {
  variant: 'standard',
  first: 0,
  stack: { neutral: ['samurai', 'dragon', 'sage', 'bard', 'witch'] },
  lesson: true,
};
export const LESSON_SEED = 15;

/** Every move of the scripted opening, both sides, in order; `step` is the coach's text for the learner's. */
export const LESSON_SCRIPT: readonly { move: RegalityMove; step?: number }[] = [
  { move: { type: 'place', tile: 'citizen', cell: 4 }, step: 1 },
  { move: { type: 'place', tile: 'bishop', cell: 1 } },
  { move: { type: 'effect', target: 4 } },
  { move: { type: 'place', tile: 'minister', cell: 7 }, step: 2 },
  { move: { type: 'effect', target: 4 }, step: 3 },
  { move: { type: 'place', tile: 'temple', cell: 5 } },
  { move: { type: 'place', tile: 'general', cell: 2 }, step: 4 },
  { move: { type: 'effect', target: 1 }, step: 5 },
  { move: { type: 'place', tile: 'saint', cell: 6 } },
  { move: { type: 'effect', pattern: 'orthogonal' } },
  { move: { type: 'place', tile: 'samurai', cell: 3 }, step: 6 },
  { move: { type: 'effect', target: 6 }, step: 7 },
  // Religion's Dragon on the corner below the Temple: the Citizen turns to Religion, the Minister back to Regality.
  { move: { type: 'place', tile: 'dragon', cell: 8 } },
  { move: { type: 'effect' } },
  { move: { type: 'place', tile: 'queen', cell: 0 }, step: 8 },
  { move: { type: 'effect', direction: 'behind-right' }, step: 9 },
  // Religion's Cardinal above the Citizen: the middle column (the Citizen, the Minister) turns to Religion.
  { move: { type: 'place', tile: 'cardinal', cell: 1 } },
  { move: { type: 'effect', direction: 'ahead' } },
];
/** The coach's steps: 0 the goal (before the first move), 10 the farewell (after the script). */
export const LESSON_STEPS = 11;

export const isLesson = (options: unknown): boolean => (options as { lesson?: unknown } | null)?.lesson === true;

/** While the lesson runs (set by the scene): the number of moves played, or null. */
let lessonAt: (() => number | null) | null = null;
export function setLessonClock(fn: (() => number | null) | null): void {
  lessonAt = fn;
}

/** The bot's scripted move in the lesson, if the script still runs. */
export function lessonBotMove(): RegalityMove | null {
  const n = lessonAt?.();
  return n === null || n === undefined ? null : (LESSON_SCRIPT[n]?.move ?? null);
}

/** Same move? (the legal list's objects are compared by their fields) */
export const sameMove = (a: RegalityMove, b: RegalityMove): boolean => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
