// Teaching at the Roi du Ring table. The guided first game: the lesson's course (its scripted
// moves are the only ones offered) and the coach's card for each step, lighting the cards of the
// move, the square or fighter they go to, else the button, with a finger that shows the move (on
// a phone its words say "tap" for "drag"). The explain-once cards: the first psychic attack, the
// first surprise attack and the first fighter pushed against the ropes each bring a short card in
// the coach's place (on a phone over the half of the ring where fewer fighters stand).
import type Phaser from 'phaser';
import { Button, findNamed, Panel } from '../../../ui';
import { LessonPart, sessionCourse, type CoachStep } from '../../../ui/coach';
import type { ExplainBand } from '../../../ui/explain';
import type { GameEvent } from '../../../core';
import type { GameSession } from '../../../services/session';
import { markSeen } from '../../../services/seen';
import { t, type TextKey } from '../../../services/i18n';
import { actingFighter, damageOf, type RoiMove, type RoiState } from '../rules';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, setLessonClock, type LessonStep } from '../tutorial';
import { explainRoi, type Explained } from './explain';
import { CANVAS_PAD, CARD_H, CARD_W, CELL, COMPACT, DECK, HAND, SIDE, sideStack, squareXY } from './layout';
import { cardName } from './names';

type Pos = { x: number; y: number };

/** The lesson's steps whose words say "drag": a phone has its own words for them ("tap"). */
const TOUCH_STEPS = new Set([2, 4, 5, 11, 12, 13]);

/** What the teaching asks of the scene. */
export interface TeachingHooks {
  /** The seat's view (null while covered for a hand-over). */
  state(): RoiState | null;
  myTurn(): boolean;
  /** Redraws the table as it is (after the lesson's Next or Skip). */
  redraw(): void;
  /** A card dropped on a fighter, waiting for its button; a dodge card chosen, waiting for its square. */
  deciding(): { choice: boolean; dodging: boolean };
  /** The piece drawn for a card of the hand. */
  piece(code: string): Phaser.GameObjects.Container | undefined;
}

export class Teaching extends LessonPart<(typeof LESSON_SCRIPT)[number]> {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly session: GameSession,
    private readonly hooks: TeachingHooks,
  ) {
    // (the lesson's clock runs under the opening card too: the bot's scripted move may be due then;
    // skipped while a scripted bot move is due, the real bot plays it)
    super(scene, {
      ...sessionCourse(session, isLesson, LESSON_SCRIPT, () => hooks.redraw(), setLessonClock),
      clockInIntro: true,
      coachAt: () => {
        const at = this.coachAt();
        return { x: at.x, y: at.y, width: at.width };
      },
    });
  }

  /** The lesson still runs: only its moves may be made. */
  get active(): boolean {
    return this.lesson.active;
  }

  /** The coach's card goes (a move is shown). */
  clearCoach(): void {
    this.coach?.clear();
  }

  /**
   * Where the coach's card sits: on a desktop in the left column under the deck (the deck, the
   * discard beside the tray, the ring, the hand, the prompt's buttons and the tray stay clear); on a
   * phone over the prompt's words, under the fighters' rows and the line of the round and the piles
   * (round 35: it lay over the piles' counts), above the prompt's buttons. `top`: its top edge.
   */
  private coachAt(): { x: number; y: number; width: number; top: number } {
    // A phone: under the fighters' rows (their hp stays in sight) and the piles, over the prompt's words.
    if (COMPACT) return { x: SIDE.x, y: 400, width: SIDE.w, top: sideStack(this.hooks.state() ?? (this.session.state as RoiState)).prompt - 4 };
    // Right edge a little short of the ropes (the crowd's band may show under it).
    // and short of the hand's leftmost place (five cards, hand-view.ts), the coach's foot may reach down beside it.
    const width = Math.floor(Math.min(squareXY(0, 0).x - CELL / 2 - CANVAS_PAD - 12, HAND.x - 2 * (CARD_W + 14) - CARD_W / 2 - 12) - 8);
    // Below the deck and its count (a newcomer's report, round 34: the card covered the deck the
    // exchange and the draw steps speak of); the discard lies by the tray (layout.ts).
    return { x: 8 + width / 2, y: 400, width, top: DECK.y + CARD_H / 2 + 48 };
  }

  /** Show a step of the coach, its card's top edge where coachAt says. */
  private showCoach(step: CoachStep, n: number): void {
    this.coach?.show(step, n, LESSON_STEPS);
    const card = this.scene.children.getByName('ui.coach');
    if (card instanceof Panel) card.setY(this.coachAt().top + card.panelHeight / 2);
  }

  /** The words of a step: the card it plays (or the blow it answers) and the button it ends with. */
  private stepText(s: RoiState, step: LessonStep, m: RoiMove): string {
    const full = this.session.state as RoiState;
    let card = 'card' in m ? cardName(m.card) : '';
    if ((m.type === 'parry' || m.type === 'dodge') && s.attack) card = cardName(s.attack.card);
    let button = '';
    if (m.type === 'exchange') button = t('roi.btn.keep');
    else if (m.type === 'end') button = t('roi.btn.end', { n: m.draw });
    else if (m.type === 'strike') button = m.mode === 'push' ? t('roi.btn.push') : t('roi.btn.hit', { n: damageOf(full, actingFighter(full), m.target) });
    else if (m.type === 'parry') button = t('roi.btn.parry', { card: cardName(m.card) });
    else if (m.type === 'dodge') button = t('roi.btn.dodge', { card: cardName(m.card) });
    else if (m.type === 'stop') button = t('roi.btn.stop');
    // On a phone the moves are made by taps: the steps that say "drag" there say "tap".
    const touch = COMPACT !== null && TOUCH_STEPS.has(step.n);
    return t((touch ? `roi.lessonTouch.${step.n}` : `roi.lesson.${step.n}`) as TextKey, { card, button });
  }

  /** The coach's card and lit spots for where the lesson stands (after the table is drawn). */
  drawCoach(s: RoiState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.lesson.now(s.status === 'playing', this.hooks.myTurn());
    if (now.kind === 'bye') this.showCoach({ text: t('roi.lesson.14'), next: true }, LESSON_STEPS);
    if (now.kind === 'intro') this.showCoach({ text: t('roi.lesson.0'), next: true }, 1);
    if (now.kind !== 'step') return;
    const { step, move } = now.at;
    if (!step) return;
    const spots: { x: number; y: number; w: number; h: number }[] = [];
    const square = (p: Pos): void => {
      const c = squareXY(p.x, p.y);
      spots.push({ x: c.x, y: c.y, w: CELL - 4, h: CELL - 4 });
    };
    const button = (): void => {
      // The whole button (its own size: a container's bounds are its label's).
      const b = step.button ? findNamed(this.scene, step.button) : null;
      if (b instanceof Button) {
        const m = b.getWorldTransformMatrix();
        spots.push({ x: m.tx, y: m.ty, w: b.buttonWidth + 8, h: b.buttonHeight + 8 });
      }
    };
    const deciding = this.hooks.deciding();
    if (deciding.choice) button();
    else if (deciding.dodging) {
      if (step.square) square(step.square);
    } else if (step.cards?.length) {
      for (const code of step.cards) {
        const piece = this.hooks.piece(code);
        if (piece) spots.push({ x: piece.x, y: piece.y, w: CARD_W + 12, h: CARD_H + 12 });
      }
      if (step.square) square(step.square);
      const f = step.fighter === undefined ? undefined : s.fighters[step.fighter];
      if (f) square(f);
    } else button();
    // The move shown by the coach's finger: the card dragged onto its square or onto Blue (on a
    // phone tapped, then its square or Blue tapped), else the button or the square tapped.
    const touch = COMPACT !== null && TOUCH_STEPS.has(step.n);
    const demo = spots.length > 1 ? { from: 0, to: spots.length - 1, taps: touch } : spots.length === 1 ? { tap: 0 } : undefined;
    this.showCoach({ text: this.stepText(s, step, move), spots, demo }, step.n + 1);
  }

  /**
   * Explain once: the first psychic attack, the first surprise attack, the first fighter pushed
   * against the ropes (or into them) each bring a short card, in the coach's place. While the
   * lesson runs its coach teaches the ropes: that card is then marked seen, not shown.
   */
  explain(ev: GameEvent): void {
    let key: Explained | null = null;
    if (ev.type === 'psychic' && ev.counter !== true) key = 'psychic';
    else if (ev.type === 'surprise') key = 'surprise';
    else if (ev.type === 'push') {
      const to = ev.to as Pos | undefined;
      if (to && (to.x === 0 || to.x === 4 || to.y === 0 || to.y === 4)) key = 'ropes';
    }
    if (!key) return;
    if (this.lesson.active) {
      markSeen(`roi.${key}`);
      return;
    }
    const at = this.coachAt();
    explainRoi(this.scene, key, { x: at.x, top: at.top, width: at.width, band: this.explainBand() });
  }

  /**
   * A phone's explain card: flat over the half of the ring (top rows or bottom rows) where fewer
   * fighters stand, inside the ropes, clear of the side column's prompt and the hand.
   */
  private explainBand(): ExplainBand {
    const s = this.hooks.state();
    const fighters = s ? s.fighters.filter((f) => !f.ko) : [];
    const above = fighters.filter((f) => f.y <= 1).length;
    const below = fighters.filter((f) => f.y >= 3).length;
    const left = squareXY(0, 0).x - CELL / 2;
    const right = squareXY(4, 0).x + CELL / 2;
    return below <= above
      ? { left, right, top: squareXY(0, 2).y + CELL / 2 + 4, bottom: squareXY(0, 4).y + CELL / 2 }
      : { left, right, top: squareXY(0, 0).y - CELL / 2, bottom: squareXY(0, 2).y - CELL / 2 - 4 };
  }
}
