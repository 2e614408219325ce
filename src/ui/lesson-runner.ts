// The guided first game's course, one for the four scenes: whether the lesson runs, its opening card
// (before the first move, until Next), its farewell card (once the script is played, until Next),
// the learner's scripted move now, Next and Skip. The scene keeps what only it knows: where the
// coach's card stands and what it lights for each step (it asks `now()` what to show). Pure: no
// Phaser, so that the course itself has a unit test (tests/unit/ui/lesson-runner.test.ts).

/** The game's event a scene emits when the learner skips its lesson (the host's end card then is a game's, not the lesson's). */
export const LESSON_SKIPPED = 'fc-lesson-skipped';

/** A line of a game's lesson script: the move made there, and the coach's step that asks for it (none: a bot's move). */
export interface ScriptedMove<M> {
  readonly move: M;
  readonly step?: unknown;
}

/** What the coach shows now. */
export type LessonNow<S> =
  /** nothing: no lesson, the farewell read, or a scripted move that is not the learner's to make */
  | { readonly kind: 'off' }
  /** the opening card, before the first move */
  | { readonly kind: 'intro' }
  /** the farewell card, once the script is played */
  | { readonly kind: 'bye' }
  /** the learner's step: the scripted line to ask for */
  | { readonly kind: 'step'; readonly at: S };

export interface LessonRunnerOptions<S> {
  /** The game's options say this is the guided first game. */
  readonly lesson: boolean;
  readonly script: readonly S[];
  /** How many moves the game's record holds: the script's line now. */
  readonly movesMade: () => number;
  /** Redraws the table (after Next or Skip). */
  readonly redraw: () => void;
  /** Puts the coach's card away (Skip). */
  readonly clearCoach?: () => void;
  /**
   * The game's tutorial clock (what its hint and its lesson bot read), set while the lesson runs and
   * cleared through `onShutdown`.
   */
  readonly setClock: (clock: (() => number | null) | null) => void;
  readonly onShutdown: (fn: () => void) => void;
  /** Whether the clock runs under the opening card too (a bot's scripted move may be due then). */
  readonly clockInIntro?: boolean;
}

export class LessonRunner<S extends ScriptedMove<unknown>> {
  private running: boolean;
  private introOpen: boolean;
  private byeDue: boolean;

  constructor(private readonly o: LessonRunnerOptions<S>) {
    this.running = o.lesson && this.at() < o.script.length;
    this.introOpen = this.running && this.at() === 0;
    this.byeDue = this.running;
    if (!o.lesson) return;
    o.setClock(() => (this.running && (o.clockInIntro === true || !this.introOpen) ? this.at() : null));
    o.onShutdown(() => o.setClock(null));
  }

  /** The lesson still runs (its scripted moves are the only ones offered). */
  get active(): boolean {
    return this.running;
  }

  /** The opening card is up: nothing is offered until Next. */
  get intro(): boolean {
    return this.introOpen;
  }

  /** The script's line now: the number of moves made. */
  at(): number {
    return this.o.movesMade();
  }

  /** The scripted move now, while the lesson runs (none under the opening card). */
  move(): S['move'] | null {
    if (!this.running || this.introOpen) return null;
    return this.o.script[this.at()]?.move ?? null;
  }

  /** Next: the opening card goes (the first step comes), or the farewell card goes. */
  next(): void {
    if (this.introOpen) this.introOpen = false;
    else if (!this.running) this.byeDue = false;
    this.o.redraw();
  }

  /** Skip: the coach goes, and the game goes on as a normal one from here. */
  end(): void {
    this.running = false;
    this.introOpen = false;
    this.byeDue = false;
    this.o.clearCoach?.();
    this.o.redraw();
  }

  /**
   * What the coach shows now. `playing`: the game is not over; `myTurn`: the learner's seat is to
   * move. The script played out ends the lesson here (the farewell follows on the learner's turn).
   */
  now(playing: boolean, myTurn: boolean): LessonNow<S> {
    if (this.running && this.at() >= this.o.script.length) this.running = false;
    if (!this.running) return this.byeDue && playing && myTurn ? { kind: 'bye' } : { kind: 'off' };
    if (this.introOpen) return { kind: 'intro' };
    const at = this.o.script[this.at()];
    return at && at.step !== undefined && myTurn ? { kind: 'step', at } : { kind: 'off' };
  }
}
