// The guided first game of Le Roi du Ring ("Learn to play" on the menu): the basic rules, two
// fighters, a stacked deal and a script of both sides' first moves, with the coach's step for
// each of the learner's. The learner (Red, seat 0, top-left corner) keeps the hand, steps, ends a
// turn, strikes Blue, parries a blow, dodges the next, then pushes Blue into the ropes and hits it
// there for one hp more; after the script the fight goes on as a normal one against the easy bot.
//
// The board (x right, y down): Red starts on (0, 0), Blue on (4, 4).
//   Red:  6♠ to (1, 1); end, draw 1 (4♦).
//   Blue: 7♣ to (4, 3), 7♠ to (3, 2); end, draw 2.
//   Red:  5♣ to (2, 1), next to Blue (diagonally); 9♥ hits Blue (1 hp); end, draw 2 (3♣, J♦).
//   Blue: 2♣ to (3, 1), beside Red; 6♦ strikes: Red parries with 9♦, no counter-attack;
//         8♦ strikes: Red dodges with Q♠ (the other line, higher) to (3, 2), keeping J♦ (which
//         would parry it: the coach says so) for its own turn; no counter-attack; end.
//   Red:  4♦ pushes Blue to (3, 0), against the top ropes; 3♣ to (3, 1); J♦ hits: 2 hp (the ropes).
import type { RoiMove, RoiOptions } from './rules';

export const LESSON_OPTIONS: RoiOptions & { lesson: true } = {
  players: 2,
  stack: {
    draw: ['KC', '2D'], // Red draws the higher card: Red starts
    hands: [
      ['6S', '5C', '9H', '9D', 'QS'],
      ['7C', '7S', '2C', '6D', '8D'],
    ],
    deck: ['4D', '5H', '5S', '3C', 'JD', '4C', '8S'], // Blue draws 5♥ 5♠: nothing to parry or dodge Red's blows
  },
  lesson: true,
};
export const LESSON_SEED = 15;

/**
 * What the coach says at a step: its text key's number, and what to light (in hand: cards by
 * code; squares by x, y; the fighter struck by seat; the prompt's buttons by name).
 */
export interface LessonStep {
  n: number;
  cards?: string[];
  square?: { x: number; y: number };
  fighter?: number;
  button?: string;
}

/** Every move of the scripted opening, both sides, in order; `step` is the coach's for the learner's. */
export const LESSON_SCRIPT: readonly { move: RoiMove; step?: LessonStep }[] = [
  { move: { type: 'exchange', cards: [] }, step: { n: 1, button: 'roi.btn.keep' } },
  { move: { type: 'exchange', cards: [] } },
  { move: { type: 'move', card: '6S', to: { x: 1, y: 1 } }, step: { n: 2, cards: ['6S'], square: { x: 1, y: 1 } } },
  { move: { type: 'end', draw: 1 }, step: { n: 3, button: 'roi.btn.end.1' } },
  { move: { type: 'move', card: '7C', to: { x: 4, y: 3 } } },
  { move: { type: 'move', card: '7S', to: { x: 3, y: 2 } } },
  { move: { type: 'end', draw: 2 } },
  { move: { type: 'move', card: '5C', to: { x: 2, y: 1 } }, step: { n: 4, cards: ['5C'], square: { x: 2, y: 1 } } },
  { move: { type: 'strike', card: '9H', target: 1, mode: 'hit' }, step: { n: 5, cards: ['9H'], fighter: 1, button: 'roi.btn.hit' } },
  { move: { type: 'take' } },
  { move: { type: 'end', draw: 2 }, step: { n: 6, button: 'roi.btn.end.2' } },
  { move: { type: 'move', card: '2C', to: { x: 3, y: 1 } } },
  { move: { type: 'strike', card: '6D', target: 0, mode: 'hit' } },
  { move: { type: 'parry', card: '9D' }, step: { n: 7, button: 'roi.btn.parry.9D' } },
  { move: { type: 'stop' }, step: { n: 8, button: 'roi.btn.stop' } },
  { move: { type: 'strike', card: '8D', target: 0, mode: 'hit' } },
  { move: { type: 'dodge', card: 'QS', to: { x: 3, y: 2 } }, step: { n: 9, button: 'roi.btn.dodge.QS', square: { x: 3, y: 2 } } },
  { move: { type: 'stop' }, step: { n: 10, button: 'roi.btn.stop' } },
  { move: { type: 'end', draw: 2 } },
  { move: { type: 'strike', card: '4D', target: 1, mode: 'push' }, step: { n: 11, cards: ['4D'], fighter: 1, button: 'roi.btn.push' } },
  { move: { type: 'move', card: '3C', to: { x: 3, y: 1 } }, step: { n: 12, cards: ['3C'], square: { x: 3, y: 1 } } },
  { move: { type: 'strike', card: 'JD', target: 1, mode: 'hit' }, step: { n: 13, cards: ['JD'], fighter: 1, button: 'roi.btn.hit' } },
  { move: { type: 'take' } },
];
/** The coach's steps: 0 the goal (before the first move), 1-13 the learner's moves, 14 the farewell. */
export const LESSON_STEPS = 15;

export const isLesson = (options: unknown): boolean => (options as { lesson?: unknown } | null)?.lesson === true;

/** While the lesson runs (set by the scene): the number of moves played, or null. */
let lessonAt: (() => number | null) | null = null;
export function setLessonClock(fn: (() => number | null) | null): void {
  lessonAt = fn;
}

/** The scripted move now (the bot's, or the learner's for the hint), if the script still runs. */
export function lessonMove(): RoiMove | null {
  const n = lessonAt?.();
  return n === null || n === undefined ? null : (LESSON_SCRIPT[n]?.move ?? null);
}

/** Same move? (the legal list's objects are compared by their fields, nested ones too) */
export function sameMove(a: RoiMove, b: RoiMove): boolean {
  const norm = (v: unknown): unknown => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)).map(([k, w]) => [k, norm(w)])) : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
