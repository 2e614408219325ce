// The coach of a guided first game: one short step at a time in a card (what to do now, or one
// rule when it is first needed), the thing to touch lit with a pulsing gold ring, a Next button
// on steps that only explain, and Skip always there. A step that asks for a move may show it too:
// a looping finger that drags the piece to its place or taps the button (demo.ts). The game
// decides the steps and when a step is done (the player made the move); the coach only shows them.
// `LessonPart` sets up a game scene's lesson course (lesson-runner.ts) and its coach together.
import Phaser from 'phaser';
import { Button } from './button';
import { DemoPointer, demoFor, type DemoAsk } from './demo';
import { buildInfoCard } from './info-card';
import { LESSON_SKIPPED, LessonRunner, type LessonRunnerOptions, type ScriptedMove } from './lesson-runner';
import type { Panel } from './panel';
import { COLORS, DEPTH } from './theme';
import { viewport } from './viewport';
import { reducedMotion } from '../services/settings';
import { t } from '../services/i18n';

export interface CoachStep {
  text: string;
  /** Rectangles (world coordinates, centred) to light: the tile to take, the cell to drop it on. */
  spots?: { x: number; y: number; w: number; h: number }[];
  /** Steps that only explain show Next; the others wait for the player's move. */
  next?: boolean;
  /**
   * The move shown by a looping finger (indices into `spots`): a drag from one spot to another,
   * a tap on one (a button), or `taps` (a phone's tap on the piece, then on its place).
   */
  demo?: DemoAsk;
}

/** Where the coach's card sits (its centre), and how wide it is. */
export interface CoachPlace {
  x: number;
  y: number;
  width?: number;
  /** Its width on a phone, if narrower than the shared card's there (760): a game that must fit it into a column. */
  phoneWidth?: number;
}

export interface CoachOptions {
  /** Where the card sits, asked each time it is shown. */
  place: () => CoachPlace;
  onSkip: () => void;
  onNext?: () => void;
}

export class Coach {
  private card: Panel | null = null;
  private spots: Phaser.GameObjects.Graphics[] = [];
  private demo: DemoPointer | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly opts: CoachOptions) {}

  show(step: CoachStep, n: number, total: number): void {
    this.clear();
    const { scene, opts } = this;
    // On a phone the card is wider (its type is larger) and its buttons as tall as a 44-CSS-px target.
    const vp = viewport();
    const at = opts.place();
    const width = vp.compact ? Math.max(at.width ?? 400, 620) : (at.width ?? 400);
    const foot = vp.compact ? Math.ceil(vp.minTap * 0.8) + 40 : 70;
    const card = buildInfoCard(scene, at.x, at.y, { title: t('ui.coach.title', { n, total }), body: step.text }, 'ui.coach', foot, width, vp.compact ? at.phoneWidth : undefined);
    const w = card.panelWidth;
    const y = card.panelHeight / 2 - foot / 2 - 15;
    // A narrow card (a game may put it in a narrow column) narrows its two buttons to stay inside it.
    const bw = vp.compact ? 220 : Math.min(160, Math.floor((w - 60) / 2));
    card.add(new Button(scene, -w / 2 + 20 + bw / 2, y, t('ui.coach.skip'), opts.onSkip, { width: bw, height: 56, variant: 'secondary', fontSize: 20, name: 'ui.coach.skip' }));
    if (step.next) card.add(new Button(scene, w / 2 - 20 - bw / 2, y, t('ui.coach.next'), () => opts.onNext?.(), { width: bw, height: 56, variant: 'primary', name: 'ui.coach.next' }));
    card.setDepth(DEPTH.lifted - 1);
    this.card = card;
    (step.spots ?? []).forEach((r, i) => {
      const g = scene.add.graphics({ x: r.x, y: r.y }).setDepth(DEPTH.lifted - 2).setName(`ui.coach.spot.${i}`);
      for (let k = 3; k >= 1; k--) g.lineStyle(k * 5, COLORS.goldLight, 0.15).strokeRoundedRect(-r.w / 2 - k * 3, -r.h / 2 - k * 3, r.w + k * 6, r.h + k * 6, 14);
      // gold over a dark edge: plain gold hardly showed on a light cell (a newcomer saw no lit cell on Regality's board)
      g.lineStyle(11, COLORS.walnutDark, 0.85).strokeRoundedRect(-r.w / 2, -r.h / 2, r.w, r.h, 12);
      g.lineStyle(5, COLORS.goldLight, 1).strokeRoundedRect(-r.w / 2, -r.h / 2, r.w, r.h, 12);
      if (!reducedMotion()) scene.tweens.add({ targets: g, alpha: 0.35, duration: 600, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
      this.spots.push(g);
    });
    // The move shown: above the lit spots, below the card (a phone's finger is larger: its table is smaller).
    const demo = demoFor(step.spots ?? [], step.demo);
    if (demo) {
      const d = step.demo;
      const from = d && 'from' in d ? step.spots?.[d.from] : undefined;
      const ghost = from ? { w: Math.min(from.w - 12, 220), h: Math.min(from.h - 12, 260) } : undefined;
      const avoid = (): { x: number; y: number; w: number; h: number } | null => {
        const c = this.card;
        return c ? { x: c.x, y: c.y, w: c.panelWidth, h: c.panelHeight } : null;
      };
      this.demo = new DemoPointer(scene, demo, { depth: DEPTH.lifted - 1.5, ghost, scale: vp.compact ? 1.45 : 0.95, still: reducedMotion(), avoid, bottom: vp.bottom, view: vp });
    }
  }

  clear(): void {
    this.demo?.destroy();
    this.demo = null;
    this.card?.destroy();
    this.card = null;
    for (const g of this.spots) {
      this.scene.tweens.killTweensOf(g);
      g.destroy();
    }
    this.spots = [];
  }
}

/** What a game's teaching part hands to its `LessonPart`: its script, its clock, and where the coach's card stands. */
export interface SceneLessonOptions<S> extends Omit<LessonRunnerOptions<S>, 'clearCoach' | 'onShutdown'> {
  /** Where the coach's card stands, asked each time it is shown. */
  coachAt: () => CoachPlace;
}

/**
 * The course of a game's lesson over its session, as three of the four games give it: the record's
 * options say whether this is the lesson, the record's moves are the script's line.
 */
export function sessionCourse<S>(
  session: { readonly record: { readonly options: unknown; readonly moves: readonly unknown[] } },
  isLesson: (options: unknown) => boolean,
  script: readonly S[],
  redraw: () => void,
  setClock: LessonRunnerOptions<S>['setClock'],
): Pick<LessonRunnerOptions<S>, 'lesson' | 'script' | 'movesMade' | 'redraw' | 'setClock'> {
  return { lesson: isLesson(session.record.options), script, movesMade: () => session.record.moves.length, redraw, setClock };
}

/**
 * A game's teaching part, over its guided first game as the four games set it up: the course (its
 * tutorial clock cleared when the scene shuts down) and, when the lesson is on, the coach whose
 * Skip ends it and Next goes on. The game lights and words each step (`coach.show`).
 */
export abstract class LessonPart<S extends ScriptedMove<unknown>> {
  /** The guided first game: on while its script runs (until skipped); the goal shown until Next, the farewell after. */
  readonly lesson: LessonRunner<S>;
  protected readonly coach: Coach | null = null;

  protected constructor(scene: Phaser.Scene, o: SceneLessonOptions<S>) {
    this.lesson = new LessonRunner<S>({ ...o, clearCoach: () => this.coach?.clear(), onShutdown: (fn) => scene.events.once(Phaser.Scenes.Events.SHUTDOWN, fn) });
    if (o.lesson) this.coach = new Coach(scene, { place: o.coachAt, onSkip: () => {
          this.lesson.end();
          scene.game.events.emit(LESSON_SKIPPED);
        }, onNext: () => this.lesson.next() });
  }
}
