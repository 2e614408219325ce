// The guided first game's course (src/ui/lesson-runner.ts), shared by the four scenes: the opening
// card until Next, then one step per scripted line on the learner's turn (none for a bot's line),
// the farewell once the script is played, Skip at any point; the tutorial clock while it runs.
import { describe, expect, it } from 'vitest';
import { LessonRunner, type LessonRunnerOptions } from '../../../src/ui/lesson-runner';

type Line = { move: string; step?: number };
const SCRIPT: Line[] = [{ move: 'a', step: 1 }, { move: 'b' }, { move: 'c', step: 2 }];

function runner(over: Partial<LessonRunnerOptions<Line>> & { made?: number } = {}) {
  const world = { made: over.made ?? 0, redraws: 0, cleared: 0, clock: null as (() => number | null) | null, shutdown: [] as (() => void)[] };
  const r = new LessonRunner<Line>({
    lesson: true,
    script: SCRIPT,
    movesMade: () => world.made,
    redraw: () => world.redraws++,
    clearCoach: () => world.cleared++,
    setClock: (c) => (world.clock = c),
    onShutdown: (fn) => world.shutdown.push(fn),
    ...over,
  });
  return { r, world };
}

describe('LessonRunner', () => {
  it('opens on the goal: nothing offered until Next, then the first step and its move', () => {
    const { r, world } = runner();
    expect(r.active).toBe(true);
    expect(r.intro).toBe(true);
    expect(r.now(true, true)).toEqual({ kind: 'intro' });
    expect(r.move()).toBeNull();
    r.next();
    expect(world.redraws).toBe(1);
    expect(r.intro).toBe(false);
    expect(r.now(true, true)).toEqual({ kind: 'step', at: SCRIPT[0] });
    expect(r.move()).toBe('a');
    // not the learner's turn: nothing shown, the scripted move still the one due
    expect(r.now(true, false)).toEqual({ kind: 'off' });
  });

  it("a bot's line (no step) shows nothing; the script played out brings the farewell on the learner's turn, until Next", () => {
    const { r, world } = runner({ made: 1 });
    expect(r.intro).toBe(false); // reloaded mid-lesson: no opening card again
    expect(r.now(true, true)).toEqual({ kind: 'off' });
    expect(r.move()).toBe('b');
    world.made = 2;
    expect(r.now(true, true)).toEqual({ kind: 'step', at: SCRIPT[2] });
    world.made = 3;
    expect(r.now(true, false)).toEqual({ kind: 'off' });
    expect(r.active).toBe(false);
    expect(r.move()).toBeNull();
    expect(r.now(false, true)).toEqual({ kind: 'off' }); // not once the game is over
    expect(r.now(true, true)).toEqual({ kind: 'bye' });
    r.next();
    expect(r.now(true, true)).toEqual({ kind: 'off' });
  });

  it('Skip ends it at once: the coach cleared, no farewell, every move offered', () => {
    const { r, world } = runner();
    r.next();
    r.end();
    expect(world.cleared).toBe(1);
    expect(r.active).toBe(false);
    expect(r.intro).toBe(false);
    expect(r.move()).toBeNull();
    expect(r.now(true, true)).toEqual({ kind: 'off' });
    expect(world.clock?.()).toBeNull();
  });

  it('the tutorial clock: the line while it runs (under the opening card only when asked), cleared at shutdown', () => {
    const plain = runner();
    expect(plain.world.clock?.()).toBeNull(); // under the opening card
    plain.r.next();
    expect(plain.world.clock?.()).toBe(0);
    plain.world.made = 2;
    expect(plain.world.clock?.()).toBe(2);
    for (const fn of plain.world.shutdown) fn();
    expect(plain.world.clock).toBeNull();

    const bot = runner({ clockInIntro: true });
    expect(bot.world.clock?.()).toBe(0);
  });

  it('no lesson: never on, no clock set', () => {
    const { r, world } = runner({ lesson: false });
    expect(r.active).toBe(false);
    expect(r.now(true, true)).toEqual({ kind: 'off' });
    expect(world.clock).toBeNull();
    expect(world.shutdown).toHaveLength(0);
  });

  it('a game past its script when opened is no lesson any more', () => {
    const { r } = runner({ made: 3 });
    expect(r.active).toBe(false);
    expect(r.now(true, true)).toEqual({ kind: 'off' });
  });
});
