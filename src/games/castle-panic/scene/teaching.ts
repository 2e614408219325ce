// The teaching on the Castle Panic table: the guided first game (tutorial.ts's script run by a
// LessonRunner, its coach's card lighting the piece to move and where it goes, or the button) and
// the explain-once tips, a short card the first time a rule fires while a move is shown.
import type Phaser from 'phaser';
import { findNamed } from '../../../ui';
import { LessonPart, sessionCourse, type CoachStep } from '../../../ui/coach';
import { explainOnce, type ExplainBand } from '../../../ui/explain';
import { explainOnceOnPhone } from '../../../ui/phone-card';
import type { InfoContent } from '../../../ui/info-card';
import type { GameSession } from '../../../services/session';
import { t, type TextKey } from '../../../services/i18n';
import type { GameEvent } from '../../../core';
import type { CastlePanicState } from '../rules';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, setLessonClock } from '../tutorial';
import { explainKeyOf, explainText, type InfoThing } from './info';
import { BOARD, COMPACT, HAND, PHASE, PILES, WALL_R } from './layout';
import type { SeatRules } from './seat-rules';
import type { Stage } from './stage';

/** The explain cards with shorter words on a phone (strings cp.ex.<key>.phone). */
const PHONE_EXPLAIN: ReadonlySet<string> = new Set(['boulder', 'tar', 'fortify', 'move', 'rotate', 'plague', 'wall', 'tower']);

/** What the teaching asks of the scene. */
export interface TeachingHooks {
  redraw(): void;
  /** A thing's picture, drawn as the table draws it (board-info.ts). */
  picture(c: Phaser.GameObjects.Container, size: number, thing: InfoThing): void;
}

export class Teaching extends LessonPart<(typeof LESSON_SCRIPT)[number]> {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly session: GameSession,
    private readonly stage: Stage,
    private readonly rules: SeatRules,
    private readonly hooks: TeachingHooks,
  ) {
    super(scene, {
      ...sessionCourse(session, isLesson, LESSON_SCRIPT, () => hooks.redraw(), setLessonClock),
      // The card stands where a solo game has nothing: under the piles, above the hand (on a phone,
      // as wide as the right-hand side; drawCoach sets its foot just above the hand's title).
      coachAt: () => (COMPACT ? { x: PHASE.x, y: 520, width: PHASE.w - 12 } : { x: PHASE.x, y: 560, width: PHASE.w - 20 }),
    });
  }

  /** A change is being shown: the coach waits. */
  clearCoach(): void {
    this.coach?.clear();
  }

  // ---- the guided first game (tutorial.ts) ----

  /** The coach's card, and the things to touch lit: the piece to move and where it goes, or the button. */
  drawCoach(s: CastlePanicState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.lesson.now(s.status === 'playing', this.rules.myTurn());
    if (now.kind === 'off') return;
    if (now.kind === 'bye') {
      coach.show({ text: t(`cp.lesson.${LESSON_STEPS - 1}` as TextKey), next: true }, LESSON_STEPS, LESSON_STEPS);
      this.placeCoach();
      return;
    }
    if (now.kind === 'intro') {
      // the goal: the castle, its walls and towers lit
      const castle = 2 * WALL_R + 24;
      coach.show({ text: t('cp.lesson.0'), next: true, spots: [{ x: BOARD.x, y: BOARD.y, w: castle, h: castle }] }, 1, LESSON_STEPS);
      this.placeCoach();
      return;
    }
    const at = now.at;
    const m = at.move;
    const named = (name: string): Phaser.GameObjects.GameObject | null => findNamed(this.scene, name);
    const card = (c: string): Phaser.GameObjects.GameObject | null => [...this.stage.handCards.values()].find((p) => p.card === c) ?? null;
    const things: (Phaser.GameObjects.GameObject | null)[] = [];
    if (m.type === 'start-place') things.push([...this.stage.startPieces.values()].find((p) => p.kind === m.kind) ?? null, named(`cp.startZone.${m.arc}`));
    else if (m.type === 'start-deal') things.push(named('cp.deal'));
    else if (m.type === 'pass') things.push(named('cp.pass'));
    else if (m.type === 'play' && 'monster' in m) things.push(card(m.card), named(`cp.zone.monster.${m.monster}`));
    else if (m.type === 'build') things.push(card('brick'), card('mortar'), named(`cp.wallZone.${m.arc}`));
    const spots = things.map((o) => this.spotOf(o, 10)).filter((r) => r !== null);
    // the move shown by the coach's finger: the piece dragged to its place (the brick to the wall), or the button pressed
    const demo = spots.length === things.length ? (spots.length > 1 ? { from: 0, to: spots.length - 1 } : { tap: 0 }) : undefined;
    const step: CoachStep = { text: t(`cp.lesson.${at.step}` as TextKey), spots, demo };
    coach.show(step, at.step + 1, LESSON_STEPS);
    this.placeCoach();
  }

  /** The world rectangle of a thing to light (centred), or null. */
  private spotOf(obj: Phaser.GameObjects.GameObject | null, pad: number): { x: number; y: number; w: number; h: number } | null {
    const b = (obj as unknown as { getBounds?: () => Phaser.Geom.Rectangle } | null)?.getBounds?.();
    return b ? { x: b.centerX, y: b.centerY, w: b.width + pad, h: b.height + pad } : null;
  }

  /** The coach's card stands on its foot just above the hand's title, clear of the hand and of the piles as far as it can. */
  private placeCoach(): void {
    const card = this.scene.children.list.find((o) => o.name === 'ui.coach') as (Phaser.GameObjects.Container & { panelHeight?: number }) | undefined;
    if (!card?.panelHeight) return;
    card.setY(HAND.titleY - 22 - card.panelHeight / 2);
  }

  // ---- explain once ----

  /**
   * The animation reached `ev`: the first time a rule fires (a boss, a boulder, a plague, a move
   * token, a draw-N, a wall or tower falling, tar, a fortification) a short card says what
   * happened, once ever. Not in the lesson (its coach speaks) nor once the game is over.
   */
  explain(ev: GameEvent): void {
    const key = explainKeyOf(ev);
    if (!key || this.lesson.active || this.rules.state().status !== 'playing') return;
    // Held until the person can press its "Got it": while a move is shown the table's buttons are
    // held (greyed, deaf), and during a bot's turn for the whole turn (a newcomer saw tips over the
    // bot partner's hand with a grey "Got it"). showWaiting shows them once the person is to act.
    if (!this.waiting.some((w) => explainKeyOf(w) === key)) this.waiting.push(ev);
  }

  /** Tips that came while a move was shown, or a bot played. */
  private waiting: GameEvent[] = [];

  /**
   * The table is at rest and the person at the device is to act (the scene's redraw after a
   * change, or a hand-over), other than answering a trade offer: the tips held since come now, in the order their rules fired (one
   * card at a time, ui/explain's line). During someone else's turn they keep waiting; at the
   * game's end they are dropped.
   */
  showWaiting(presenting: boolean): void {
    if (this.waiting.length === 0) return;
    if (this.lesson.active || this.rules.state().status !== 'playing') {
      this.waiting = [];
      return;
    }
    // a trade offer to answer lies where the card would (beside the board, under the piles): after it
    if (presenting || !this.rules.myTurn() || this.rules.state().phase === 'trade-answer') return;
    const due = this.waiting;
    this.waiting = [];
    for (const ev of due) this.showNow(ev);
  }

  private showNow(ev: GameEvent): void {
    const key = explainKeyOf(ev);
    if (!key) return;
    const { title, body: full } = explainText(key);
    // On a phone the longest cards say it in fewer words: the full ones grew past their band, over the other defenders' rows
    const body = COMPACT && PHONE_EXPLAIN.has(key) ? t(`cp.ex.${key}.phone` as TextKey) : full;
    const token = ev.type === 'token' ? String(ev.token) : null;
    const thing: InfoThing | null =
      token !== null
        ? { kind: 'token', token }
        : ev.type === 'wall-falls'
          ? { kind: 'wall', arc: Number(ev.arc), standing: false }
          : ev.type === 'tower-falls'
            ? { kind: 'tower', arc: Number(ev.arc), standing: false }
            : ev.type === 'tar'
              ? { kind: 'card', card: 'tar' }
              : ev.type === 'fortify'
                ? { kind: 'fortify', arc: Number(ev.arc) }
                : null;
    const content: InfoContent = { title, body, picture: thing ? (c, size) => this.hooks.picture(c, size, thing) : undefined };
    const band = this.explainBand();
    if (COMPACT) explainOnceOnPhone(this.scene, `cp.${key}`, content, { x: PHASE.x, y: band.top, width: PHASE.w }, { band });
    else explainOnce(this.scene, `cp.${key}`, content, { x: PHASE.x, y: band.top, width: PHASE.w }, { band });
  }

  /**
   * Where an explain-once card lies: always flat under the piles, down to the hand's title (over
   * the other defenders' rows, read again once it goes at the next move): never over the phase
   * panel (the prompt and its buttons), the piles (the discard pile, the target of a discard step
   * or a "discard 1 card" token), the hand or the board's rings. It is placed when it comes, and a
   * card that came during a bot's turn stays until the person's next move: where it lies cannot
   * depend on the move that brought it (a newcomer saw one over the discard pile while the prompt
   * said to drag a card onto it: it came while the bot played on, and lay over the piles).
   */
  private explainBand(): ExplainBand {
    const underPiles = PILES.y + 75 + 34;
    return { left: PHASE.x - PHASE.w / 2, right: PHASE.x + PHASE.w / 2, top: underPiles, bottom: HAND.titleY - 26 };
  }
}
