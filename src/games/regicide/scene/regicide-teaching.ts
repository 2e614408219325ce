// Teaching at the Regicide table. The guided first game: the lesson's course (its scripted moves
// are the only ones offered) and the coach's card for each step, lighting the cards of the move
// not chosen yet and where they go, else the button, with a finger that shows the move; on a
// phone the card stands in the forecast's place. The explain-once cards: the first jester, solo
// jester power, immunity and yield each bring a short card saying what happened (on a phone over
// the forecast, which hides while one is up), and an enemy about to fall waits while the card
// about it is read.
import Phaser from 'phaser';
import { Button, Panel, type DropZone } from '../../../ui';
import type { GameEvent } from '../../../core/contract';
import type { GameSession } from '../../../services/session';
import { markSeen } from '../../../services/seen';
import { t, type TextKey } from '../../../services/i18n';
import { LessonPart, sessionCourse, type CoachStep } from '../../../ui/coach';
import { explainOnce } from '../../../ui/explain';
import { explainOnceOnPhone } from '../../../ui/phone-card';
import { tavernHasJesters, type RegicideState } from '../rules';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, setLessonClock } from '../tutorial';
import { CardPiece } from './card-view';
import { cardTitle } from './info';
import { DESKTOP_CARD } from './layout';
import type { Stage } from './stage';
import { seatName } from './table-words';

/** The phone's coach card (the lesson): its top at the highest (under the enemy's lines beside it). */
const COACH_TOP = 214;
/** The lesson's steps with other words on a phone (strings regicide.lesson.<n>.tap): "Tap" for "Drag", the phone's button names. */
const TAP_STEPS = new Set([1, 2, 9, 11]);

/** What the teaching asks of the scene. */
export interface TeachingHooks {
  state(): RegicideState | null;
  myTurn(): boolean;
  /** The cards chosen for the play or the cover. */
  pending(): readonly string[];
  /** Redraws the table as it is (after the lesson's Next or Skip). */
  redraw(): void;
}

type Box = { x: number; y: number; w: number; h: number };

const boxOf = (obj: Phaser.GameObjects.Components.Transform & { width: number; height: number }, pad: number): Box => ({ x: obj.x, y: obj.y, w: obj.width + pad, h: obj.height + pad });

export class Teaching extends LessonPart<(typeof LESSON_SCRIPT)[number]> {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
    private readonly session: GameSession,
    /** Where the cards go: the enemy (a play) and the wounds (a cover). */
    private readonly zones: { enemy: DropZone; wounds: DropZone },
    private readonly hooks: TeachingHooks,
  ) {
    super(scene, {
      ...sessionCourse(session, isLesson, LESSON_SCRIPT, () => hooks.redraw(), setLessonClock),
      // The card stands where nothing is played: right of the table's cards, left of the panel (on
      // a phone, in the forecast's place, as wide as it: clear of the enemy, of the cards played
      // against it and of the hand; the coach says what the forecast would).
      coachAt: () => {
        const info = stage.compact?.info;
        return info ? { x: info.x + info.w / 2, y: info.y + info.h / 2, width: 380, phoneWidth: info.w } : DESKTOP_CARD;
      },
    });
  }

  // ---- the guided first game ----

  /** The coach's card, and the things to touch lit: the cards of the move not chosen yet and where they go, else the button. */
  drawCoach(s: RegicideState): void {
    this.drawCoachStep(s);
    this.placeCoachOnPhone();
  }

  /**
   * On a phone the coach's card stands in the forecast's place (drawn under it), its foot above the
   * hand's chosen (raised) cards, its top no higher than under the enemy's attack lines.
   */
  private placeCoachOnPhone(): void {
    const compact = this.stage.compact;
    if (!compact) return;
    const card = this.scene.children.list.find((o): o is Panel => o instanceof Panel && o.name === 'ui.coach');
    if (!card) return;
    const { hand, info } = compact;
    const bottom = hand.y - hand.h / 2 - hand.raise - 8;
    const top = Math.max(COACH_TOP, Math.min(info.y, bottom - card.panelHeight));
    card.setY(top + card.panelHeight / 2);
  }

  private drawCoachStep(s: RegicideState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.lesson.now(s.status === 'playing', this.hooks.myTurn());
    if (now.kind === 'bye') coach.show({ text: t(`regicide.lesson.${LESSON_STEPS - 1}` as TextKey), next: true }, LESSON_STEPS, LESSON_STEPS);
    if (now.kind === 'intro') coach.show({ text: t('regicide.lesson.0'), next: true, spots: [boxOf(this.zones.enemy, 6)] }, 1, LESSON_STEPS);
    if (now.kind !== 'step') return;
    const at = now.at;
    const m = at.move;
    const compact = this.stage.compact;
    // On a phone the cards are tapped, not dragged: those steps have their own words there.
    const tapWords = compact && TAP_STEPS.has(at.step) ? '.tap' : '';
    const step: CoachStep = { text: t(`regicide.lesson.${at.step}${tapWords}` as TextKey), spots: [] };
    const spots = step.spots as NonNullable<CoachStep['spots']>;
    const named = (name: string): Phaser.GameObjects.Container | null => this.stage.layer.getByName(name);
    if (m.type === 'play' || m.type === 'discard') {
      const left = m.cards.filter((c) => !this.hooks.pending().includes(c));
      for (const c of left) {
        const card = this.stage.pieces.get(c);
        if (card instanceof CardPiece) spots.push({ x: card.homeX, y: card.homeY, w: card.pieceWidth + 14, h: card.pieceHeight + 14 });
      }
      if (left.length) spots.push(boxOf(m.type === 'play' ? this.zones.enemy : this.zones.wounds, 0));
      else {
        const button = named(m.type === 'play' ? 'regicide.playButton' : 'regicide.discardButton');
        if (button) spots.push(boxOf(button, 10));
      }
    } else {
      const button = named(m.type === 'yield' ? 'regicide.yieldButton' : m.type === 'flip' ? (s.phase === 'discard' ? 'regicide.jesterStep4' : 'regicide.jesterStep1') : '');
      if (button) spots.push(boxOf(button, 10));
    }
    // The move shown by the coach's finger: the first card left dragged onto the enemy (or the
    // wounds), on a phone tapped; else the button pressed.
    // A button's tap keeps every button's words readable, its own and its neighbours' in the
    // column (the hand lay over the Jester button's words, s33 d06b).
    if (spots.length > 1) step.demo = compact ? { tap: 0 } : { from: 0, to: spots.length - 1 };
    else if (spots.length === 1) step.demo = { tap: 0, clear: this.buttonWords() };
    coach.show(step, at.step + 1, LESSON_STEPS);
  }

  /** The words of the table's buttons now shown (their boxes, by their centres). */
  private buttonWords(): { x: number; y: number; w: number; h: number }[] {
    const out: { x: number; y: number; w: number; h: number }[] = [];
    for (const o of this.stage.layer.list) {
      if (!(o instanceof Button) || !o.visible) continue;
      for (const c of o.list) {
        if (!(c instanceof Phaser.GameObjects.Text) || !c.visible || !c.text) continue;
        const b = c.getBounds();
        out.push({ x: b.centerX, y: b.centerY, w: b.width, h: b.height });
      }
    }
    return out;
  }

  // ---- explain once ----

  /**
   * Explain once: the first jester, the first solo jester power, the first immunity and the first
   * yield each bring a short card saying what happened (kept as seen: once ever), once the move
   * has played out, the play on the table; the immunity's names the enemy it met (`met`, the enemy
   * before the move: it may have fallen since). In the lesson the coach says it: they are only
   * marked seen. None at the game's end (its dialog comes).
   */
  explainAfter(events: readonly GameEvent[], met: string | null): void {
    // An immunity met by a play that then killed its royal: the card says it of the royal fallen,
    // and speaks of the one on the table now (newcomer s37: "a tip naming a dead Jack").
    const fell = events.some((e) => e.type === 'kill');
    for (const ev of events) this.explainEvent(ev, ev.type === 'immune' && !fell ? met : (this.hooks.state()?.enemy ?? null), ev.type === 'immune' && fell ? met : null);
  }

  /** One event's explain card, if it is the first of its kind: true if a card came. `fallen`: the royal an immunity was met by, fallen since. */
  explainEvent(ev: GameEvent, enemy: string | null, fallen: string | null = null): boolean {
    const key = ev.type === 'immune' || ev.type === 'jester' || ev.type === 'flip' || ev.type === 'yield' ? `regicide.${ev.type}` : null;
    if (!key) return false;
    if (isLesson(this.session.record.options)) {
      markSeen(key);
      return false;
    }
    if (this.hooks.state()?.status !== 'playing') return false;
    const suit = t(`regicide.suit.${typeof ev.suit === 'string' ? ev.suit : 'C'}` as TextKey);
    const name = seatName(Number(ev.seat ?? 0));
    // Solo, a yield is "You played nothing" (issue 30 item 27).
    // With one or two players the tavern holds no jester: an immunity lasts the whole game.
    const players = this.hooks.state()?.hands.length ?? 1;
    const body = key === 'regicide.yield' && players === 1 ? 'regicide.yield.body.you' : key === 'regicide.immune' && !tavernHasJesters(players) ? 'regicide.immune.bodyNoJester' : `${key}.body`;
    let content = { title: t(`${key}.title` as TextKey), body: t(body as TextKey, { suit, name, enemy: enemy ? cardTitle(enemy) : '' }) };
    if (key === 'regicide.immune' && fallen && enemy) {
      const suitNow = t(`regicide.suit.${enemy.slice(-1)}` as TextKey);
      content = { title: content.title, body: t('regicide.immune.bodyFallen', { suit, fallen: cardTitle(fallen), enemy: cardTitle(enemy), suitNow }) };
    }
    const c = this.stage.compact;
    if (!c) {
      const shown = explainOnce(this.scene, key, content, DESKTOP_CARD);
      // under the enemy's meters, whose words may reach down beside it (newcomer s37: "tips over the enemy's stats")
      const card = shown ? this.explainCard() : undefined;
      // (the desktop's meters are lines of their own, the immunity's the lowest)
      const lowest = this.stage.layer.getByName('regicide.immunity');
      if (card && lowest instanceof Phaser.GameObjects.Text) {
        const b = lowest.getBounds();
        const top = card.y - card.panelHeight / 2;
        if (b.bottom + 8 > top && b.right > card.x - card.panelWidth / 2) card.setY(b.bottom + 8 + card.panelHeight / 2);
      }
      return shown;
    }
    // On a phone: the phone's card (letters and button at the phone's floors) over the forecast.
    const shown = explainOnceOnPhone(this.scene, key, content, c.explain);
    if (shown) this.placeExplain();
    return shown;
  }

  /** The explain card on the screen now, if any. */
  private explainCard(): Panel | undefined {
    return this.scene.children.list.find((o): o is Panel => o instanceof Panel && o.name === 'ui.explain' && o.active);
  }

  /**
   * On a phone the explain card takes the forecast's place (hidden while it is up), its top under
   * the meters; a card too tall for that rises over the meters' place (hidden too). When it is put
   * away the table is whole again (or the next card waiting takes its place).
   */
  private placeExplain(): void {
    const c = this.stage.compact;
    const card = this.explainCard();
    if (!c || !card) {
      this.syncExplain();
      return;
    }
    const e = c.explain;
    // Under the enemy's meters (its health, attack and immunity stay in sight: newcomer s37, "tips
    // over the enemy's stats"), down over the hand's top if it must (the card takes every press
    // until Got it: no card is chosen meanwhile); over the meters only if even that is too short.
    const meters = this.stage.layer.getByName('regicide.meters');
    const under = meters instanceof Phaser.GameObjects.Container ? meters.getBounds().bottom + 8 : e.top;
    const foot = Math.max(e.bottom, c.hand.y - c.hand.h / 2 - 8);
    const top = Math.max(e.top, Math.min(Math.max(e.y, under), foot - card.panelHeight));
    card.setY(top + card.panelHeight / 2);
    if (!card.getData('regicide.watched')) {
      card.setData('regicide.watched', true);
      card.once(Phaser.GameObjects.Events.DESTROY, () => this.scene.time.delayedCall(0, () => this.placeExplain()));
    }
    this.syncExplain();
  }

  /** On a phone: the forecast (and, under a tall explain card, the meters) hidden while the card is up. */
  syncExplain(): void {
    const compact = this.stage.compact;
    if (!compact) return;
    const card = this.explainCard();
    const info = this.stage.layer.getByName('regicide.info');
    const meters = this.stage.layer.getByName('regicide.meters');
    // (and under the lesson's coach card, which stands in its place: placeCoachOnPhone)
    if (info instanceof Phaser.GameObjects.Container) info.setVisible(!card && !this.scene.children.getByName('ui.coach'));
    if (meters instanceof Phaser.GameObjects.Container) meters.setVisible(!card || card.y - card.panelHeight / 2 >= Math.min(compact.explain.y, meters.getBounds().bottom));
  }
}
