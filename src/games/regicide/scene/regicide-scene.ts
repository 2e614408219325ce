// The Regicide table: the current enemy large in the middle with its health, attack, shield and
// immunity; the castle, tavern and discard around it; the plays against this enemy; the hand
// fanned at the bottom. Cards are dragged (or clicked, then the target clicked) onto the enemy
// to build a play, and onto the wounds to cover damage; the forecast shows what a play will do
// before it is committed. Every change is animated: the events of a move play in order (hearts
// fly from the discard under the tavern, the enemy cracks when hit and falls to the discard or
// turns face down onto the tavern, cards are dealt one at a time, the next enemy turns up), and
// the hand slides from where each card was to where it is. The keyboard reaches everything
// through one focus ring: the hand's cards (Enter picks one, Enter again puts it on the lit enemy
// or wounds, Escape lets it go), the chosen cards (Enter takes one back; Escape takes them all),
// and the buttons; after each change the focus waits on the next thing to do.
//
// On a phone held sideways (the compact layout, read from the viewport at create) the table uses
// the whole visible width: piles, the enemy and its meters on top, the cards played against the
// enemy at its foot (rank and suit large), the forecast (or, in the discard phase, the wounds)
// beside them, where an explain-once card comes up in its turn, the hand of up to eight full-size
// cards along the bottom, and the buttons in the strip right of the frame. A card tapped joins the
// play at once and rises in its place in the hand; tapped again it comes back down. Tapping the
// enemy plays the chosen cards, as the Play button does.
import Phaser from 'phaser';
import { Button, DragController, DropZone, FocusRing, HintMarks, Panel, findNamed, focusableObject, isKeyboardMode, showToast, tweenAsync, type Focusable, type Piece } from '../../../ui';
import type { GameEvent } from '../../../core/contract';
import { COLORS, CSS, DEPTH, FONTS } from '../../../ui/theme';
import { font, fontSize, viewport, type Viewport } from '../../../ui/viewport';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { playSfx } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import { t, type TextKey } from '../../../services/i18n';
import { enemyAttack, enemyHealth, valueOf, type RegicideMove, type RegicideState } from '../rules';
import { suitOf } from '../rules/cards';
import { forecast } from '../rules/forecast';
import { CARD_H, CARD_W, CardPiece, drawCard, drawPlayed } from './card-view';
import { drawCracks } from './cracks';
import { PHONE_PLAYED_AREA, playedSpots, type PlayedArea } from './played-layout';
import { Coach, type CoachStep } from '../../../ui/coach';
import { LessonRunner } from '../../../ui/lesson-runner';
import { clearExplains, explainOnce } from '../../../ui/explain';
import { closePhoneExplains, explainOnceOnPhone } from '../../../ui/phone-card';
import { markSeen } from '../../../services/seen';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, sameMove, setLessonClock } from '../tutorial';
import { hideInfoCard, showInfoCard, type InfoContent } from '../../../ui/info-card';
import { cardInfo, cardTitle, castleInfo, discardInfo, enemyInfo, powersInfo, tavernInfo, type RegicideInfo } from './info';
import { named } from '../../../services/player-names';

const POS = {
  tavern: { x: 130, y: 250 },
  discard: { x: 130, y: 470 },
  castle: { x: 380, y: 260 },
  enemy: { x: 620, y: 260 },
  meters: { x: 790, y: 160 },
  table: { x: 620, y: 470 },
  pending: { x: 620, y: 600 },
  hand: { x: 620, y: 790 },
  panel: { x: 1400, y: 320 },
  wounds: { x: 1400, y: 618 },
  jester1: { x: 1400, y: 786 },
  jester4: { x: 1400, y: 850 },
  /** The seats' names and hand counts: a list under the discard pile, clear of the enemy, the piles and the hand. */
  seats: { x: 130, y: 636, dy: 38 },
};
const ENEMY_SCALE = 1.7;
const SUIT_LETTER: Record<number, string> = { 1: 'C', 2: 'D', 4: 'H', 8: 'S' };

interface Spot {
  x: number;
  y: number;
}
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What the animations and both layouts share: where the piles, the enemy and the wounds are. */
interface Places {
  tavern: Spot;
  discard: Spot;
  castle: Spot;
  enemy: Spot;
  enemyScale: number;
  /** The wounds' drop zone, by its centre. */
  wounds: Spot & { w: number; h: number };
}

const DESKTOP: Places = {
  tavern: POS.tavern,
  discard: POS.discard,
  castle: POS.castle,
  enemy: POS.enemy,
  enemyScale: ENEMY_SCALE,
  wounds: { ...POS.wounds, w: 300, h: 130 },
};

/** The phone's table, in design px: the frame's width and the strip right of it (see the header). */
interface CompactLayout extends Places {
  /** The buttons' strip right of the main area. */
  strip: { x0: number; x1: number; cx: number; w: number };
  meters: Rect;
  /** The forecast panel, or in the discard phase the wounds (by its top-left corner). */
  info: Rect;
  /** The cards played against the enemy: in rows under it, right-aligned with it (`x1`), from `y` down to `bottom`, `x0` the leftmost edge. */
  played: PlayedArea;
  /** The explain-once card: over the forecast's place (hidden while it is up), its top under the meters; a taller card also takes the meters' place. */
  explain: { x: number; y: number; width: number; top: number; bottom: number };
  hand: { x0: number; x1: number; y: number; w: number; h: number; raise: number };
}

const MARGIN = 12;
/** "What is this?": the mouse rests this long on a thing (desktop), or a finger presses this long (touch, and any press on a phone). */
const HOVER_MS = 700; // issue 30 item 28: 0.35 s opened cards while the mouse only passed over the hand
const LONG_PRESS_MS = 500;
/** An enemy about to fall waits this long at most for its explain card to be put away (ms). */
const EXPLAIN_READ_MS = 12_000;

/** A thing with a "what is this?" card: its box on the table and its words. */
interface InfoSpot {
  r: Rect;
  content: () => RegicideInfo;
  /** A card of the hand: its card opens above the hand, not beside it over half the hand (issue 30 item 28). */
  inHand?: boolean;
}
/** The phone's coach card (the lesson): its top at the highest (under the enemy's lines beside it). */
const COACH_TOP = 214;
/** The lesson's steps with other words on a phone (strings regicide.lesson.<n>.tap): "Tap" for "Drag", the phone's button names. */
const TAP_STEPS = new Set([1, 2, 9, 11]);

export function compactLayout(v: Viewport): CompactLayout {
  const x1 = v.right - MARGIN;
  const x0 = Math.min(1290, x1 - 420);
  const mainRight = x0 - 20;
  const info = { x: 702, y: 262, w: mainRight - 702, h: 615 - 262 };
  return {
    tavern: { x: 240, y: 165 },
    discard: { x: 398, y: 165 },
    castle: { x: 82, y: 165 },
    enemy: { x: 592, y: 222 },
    enemyScale: 1.7,
    wounds: { x: info.x + info.w / 2, y: info.y + info.h / 2, w: info.w, h: info.h },
    strip: { x0, x1, cx: (x0 + x1) / 2, w: x1 - x0 },
    meters: { x: 702, y: 88, w: mainRight - 702, h: 42 },
    info,
    played: PHONE_PLAYED_AREA,
    explain: { x: info.x + info.w / 2, y: info.y - 40, width: info.w, top: 70, bottom: info.y + info.h },
    // The hand's foot 22 px (10 CSS px) above the window's bottom edge: at 895 the cards looked cut by it (issue 30 item 27).
    hand: { x0: MARGIN, x1: mainRight, y: 776, w: 144, h: 204, raise: 56 },
  };
}

export class RegicideScene extends Phaser.Scene implements GameSceneApi {
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private drag!: DragController;
  private enemyZone!: DropZone;
  private woundsZone!: DropZone;
  private hints!: HintMarks;
  private pending: string[] = [];
  private layer!: Phaser.GameObjects.Container;
  private pieces = new Map<string, Phaser.GameObjects.Container>();
  /** For the next redraw: the deal order of cards just drawn into the hand (one at a time). */
  private dealOrder = new Map<string, number>();
  /** When the last card dealt by the latest redraw lands, in ms from that redraw. */
  private dealEnd = 0;
  private focus!: FocusRing;
  /** The ring's stops drawn by the last redraw besides the hand (chosen cards, buttons), in order. */
  private focusables: Focusable[] = [];
  /** The button that commits the chosen cards (play or cover), as drawn by the last redraw. */
  private commitButton: Button | undefined;
  private places: Places = DESKTOP;
  /** The phone's layout, or undefined on a desktop-sized window (the 1600x900 table as ever). */
  private compact: CompactLayout | undefined;
  /** The guided first game: on while its script runs (until skipped); the goal shown until Next, the farewell after. */
  private teach!: LessonRunner<(typeof LESSON_SCRIPT)[number]>;
  private coach: Coach | null = null;
  /** The things with a "what is this?" card, as drawn by the last redraw (topmost last). */
  private infoSpots: InfoSpot[] = [];
  private infoTimer: Phaser.Time.TimerEvent | undefined;
  private infoShown: InfoSpot | null = null;
  /** A long press opened a card: the release that ends it is no tap. */
  private pressOpened = false;

  constructor() {
    super('Regicide');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    this.pending = [];
    this.pieces = new Map();
    this.dealOrder = new Map();
    clearExplains(this);
    closePhoneExplains(this);
    const v = viewport();
    this.compact = v.compact ? compactLayout(v) : undefined;
    this.places = this.compact ?? DESKTOP;
    const P = this.places;
    this.hints = new HintMarks(this);
    this.enemyZone = new DropZone(this, P.enemy.x, P.enemy.y, CARD_W * P.enemyScale + 30, CARD_H * P.enemyScale + 30, 'enemy', { name: 'regicide.enemyZone' });
    this.woundsZone = new DropZone(this, P.wounds.x, P.wounds.y, P.wounds.w, P.wounds.h, 'wounds', { name: 'regicide.wounds' });
    this.focus = new FocusRing(this, { onBack: () => this.takeBackAll() });
    this.drag = new DragController(this, {
      focus: this.focus,
      targetsFor: (piece) => this.targetsFor(piece),
      onDrop: (piece) => this.addPending(piece.id),
      canPick: () => this.myTurn() && this.state()?.phase !== 'choose',
      whyNot: () => this.whyNotCard(),
      snapToZone: false,
    });
    this.drag.addZone(this.enemyZone);
    this.drag.addZone(this.woundsZone);
    this.layer = this.add.container(0, 0);
    this.listenForInfo();
    this.startLesson();
    this.redraw(false);
  }

  // ---- what is this? ----

  /**
   * "What is this?" on any card, the enemy, the piles and the jester powers: on a desktop the card
   * comes when the mouse rests on the thing after moving onto it (a press or a drag puts it away);
   * by touch, and on a phone by any press, after a long press that does not move. The things are
   * found by their boxes (infoSpots), not by input on them: the enemy and the piles must let a
   * click through to the card held (click a card, then the enemy).
   */
  private listenForInfo(): void {
    this.infoSpots = [];
    this.infoShown = null;
    this.pressOpened = false;
    let start: Spot = { x: 0, y: 0 };
    const cancel = (): void => {
      this.infoTimer?.remove();
      this.infoTimer = undefined;
    };
    this.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (p.isDown) {
        if (this.infoTimer && Math.hypot(p.worldX - start.x, p.worldY - start.y) > 12) cancel();
        return;
      }
      if (p.wasTouch || this.compact) return;
      const spot = this.infoSpotAt(p.worldX, p.worldY);
      if (spot && spot === this.infoShown) return;
      if (this.infoShown && spot !== this.infoShown) this.hideInfo();
      cancel();
      if (spot) this.infoTimer = this.time.delayedCall(HOVER_MS, () => this.openInfo(spot));
    });
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      cancel();
      this.hideInfo();
      this.pressOpened = false;
      if (!p.wasTouch && !this.compact) return;
      const spot = this.infoSpotAt(p.worldX, p.worldY);
      if (!spot) return;
      start = { x: p.worldX, y: p.worldY };
      this.infoTimer = this.time.delayedCall(LONG_PRESS_MS, () => {
        if (!p.isDown) return; // released already (its release went elsewhere)
        this.pressOpened = true;
        this.openInfo(spot);
      });
    });
    this.input.on('pointerup', () => {
      cancel();
      // The long press's release would choose a card of the hand: let it go again.
      if (this.pressOpened) this.time.delayedCall(0, () => this.drag.clearSelection());
    });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      cancel();
      hideInfoCard(this);
    });
  }

  /** The topmost thing under (x, y) with a "what is this?" card. */
  private infoSpotAt(x: number, y: number): InfoSpot | undefined {
    for (let i = this.infoSpots.length - 1; i >= 0; i--) {
      const spot = this.infoSpots[i] as InfoSpot;
      if (x >= spot.r.x && x <= spot.r.x + spot.r.w && y >= spot.r.y && y <= spot.r.y + spot.r.h) return spot;
    }
    return undefined;
  }

  private infoSpot(x: number, y: number, w: number, h: number, content: () => RegicideInfo, inHand = false): void {
    this.infoSpots.push({ r: { x: x - w / 2, y: y - h / 2, w, h }, content, inHand });
  }

  /** The top of the hand's row (its highest card, a chosen one risen on a phone included). */
  private handTop(): number {
    let top = Infinity;
    for (const spot of this.infoSpots) if (spot.inHand) top = Math.min(top, spot.r.y);
    return top;
  }

  private openInfo(spot: InfoSpot): void {
    this.infoTimer = undefined;
    if (!this.sys.isActive()) return;
    const info = spot.content();
    const code = info.card;
    const content: InfoContent = { title: info.title, body: info.body };
    if (code) content.picture = (c, size) => drawCard(this, c, code, Math.round(size * 0.72), size);
    const card = showInfoCard(this, spot.r.x + spot.r.w / 2, spot.r.y + spot.r.h / 2, content);
    if (spot.inHand) {
      // Above the hand, over the card asked about (kept on the table): the rest of the hand stays in sight.
      const right = this.compact ? this.compact.strip.x0 - 8 : 1180;
      const half = card.panelWidth / 2;
      card.setPosition(Phaser.Math.Clamp(spot.r.x + spot.r.w / 2, half + 8, right - half), Math.max(card.panelHeight / 2 + 8, this.handTop() - 10 - card.panelHeight / 2));
    }
    this.infoShown = spot;
  }

  private hideInfo(): void {
    if (!this.infoShown) return;
    this.infoShown = null;
    hideInfoCard(this);
  }

  /** A card's "what is this?" words against the enemy now. */
  private cardInfoOf(code: string, played = false): RegicideInfo {
    const s = this.state();
    return cardInfo(code, { enemy: s?.enemy ?? null, immunityCancelled: s?.immunityCancelled ?? false }, played);
  }

  // ---- the guided first game ----

  private startLesson(): void {
    this.coach = null;
    this.teach = new LessonRunner({
      lesson: isLesson(this.session.record.options),
      script: LESSON_SCRIPT,
      movesMade: () => this.session.record.moves.length,
      redraw: () => this.redraw(false),
      clearCoach: () => this.coach?.clear(),
      setClock: setLessonClock,
      onShutdown: (fn) => this.events.once(Phaser.Scenes.Events.SHUTDOWN, fn),
    });
    if (!isLesson(this.session.record.options)) return;
    // The card stands where nothing is played: right of the table's cards, left of the panel (on
    // a phone, in the forecast's place, as wide as it: clear of the enemy, of the cards played
    // against it and of the hand; the coach says what the forecast would).
    const info = this.compact?.info;
    const at = info ? { x: info.x + info.w / 2, y: info.y + info.h / 2, width: 380, phoneWidth: info.w } : { x: 1042, y: 525, width: 380 };
    this.coach = new Coach(this, { ...at, onSkip: () => this.teach.end(), onNext: () => this.teach.next() });
  }

  /**
   * On a phone the coach's card stands in the forecast's place (drawn under it), its foot above the
   * hand's chosen (raised) cards, its top no higher than under the enemy's attack lines.
   */
  private placeCoachOnPhone(): void {
    if (!this.compact) return;
    const card = this.children.list.find((o): o is Panel => o instanceof Panel && o.name === 'ui.coach');
    if (!card) return;
    const { hand, info } = this.compact;
    const bottom = hand.y - hand.h / 2 - hand.raise - 8;
    const top = Math.max(COACH_TOP, Math.min(info.y, bottom - card.panelHeight));
    card.setY(top + card.panelHeight / 2);
  }

  /** The coach's card, and the things to touch lit: the cards of the move not chosen yet and where they go, else the button. */
  private drawCoach(s: RegicideState): void {
    this.drawCoachStep(s);
    this.placeCoachOnPhone();
  }

  private drawCoachStep(s: RegicideState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.teach.now(s.status === 'playing', this.myTurn());
    if (now.kind === 'bye') coach.show({ text: t(`regicide.lesson.${LESSON_STEPS - 1}` as TextKey), next: true }, LESSON_STEPS, LESSON_STEPS);
    if (now.kind === 'intro') coach.show({ text: t('regicide.lesson.0'), next: true, spots: [this.spotOf(this.enemyZone, 6)] }, 1, LESSON_STEPS);
    if (now.kind !== 'step') return;
    const at = now.at;
    const m = at.move;
    // On a phone the cards are tapped, not dragged: those steps have their own words there.
    const tapWords = this.compact && TAP_STEPS.has(at.step) ? '.tap' : '';
    const step: CoachStep = { text: t(`regicide.lesson.${at.step}${tapWords}` as TextKey), spots: [] };
    const spots = step.spots as NonNullable<CoachStep['spots']>;
    const named = (name: string): Phaser.GameObjects.Container | null => this.layer.getByName(name);
    if (m.type === 'play' || m.type === 'discard') {
      const left = m.cards.filter((c) => !this.pending.includes(c));
      for (const c of left) {
        const card = this.pieces.get(c);
        if (card instanceof CardPiece) spots.push({ x: card.homeX, y: card.homeY, w: card.pieceWidth + 14, h: card.pieceHeight + 14 });
      }
      if (left.length) spots.push(this.spotOf(m.type === 'play' ? this.enemyZone : this.woundsZone, 0));
      else {
        const button = named(m.type === 'play' ? 'regicide.playButton' : 'regicide.discardButton');
        if (button) spots.push(this.spotOf(button, 10));
      }
    } else {
      const button = named(m.type === 'yield' ? 'regicide.yieldButton' : m.type === 'flip' ? (s.phase === 'discard' ? 'regicide.jesterStep4' : 'regicide.jesterStep1') : '');
      if (button) spots.push(this.spotOf(button, 10));
    }
    // The move shown by the coach's finger: the first card left dragged onto the enemy (or the
    // wounds), on a phone tapped; else the button pressed.
    if (spots.length > 1) step.demo = this.compact ? { tap: 0 } : { from: 0, to: spots.length - 1 };
    else if (spots.length === 1) step.demo = { tap: 0 };
    coach.show(step, at.step + 1, LESSON_STEPS);
  }

  private spotOf(obj: Phaser.GameObjects.Components.Transform & { width: number; height: number }, pad: number): { x: number; y: number; w: number; h: number } {
    return { x: obj.x, y: obj.y, w: obj.width + pad, h: obj.height + pad };
  }

  private state(): RegicideState | null {
    // Covered for a hand-over: nothing; watching online (SPECTATOR): the public view.
    return this.seat === COVERED ? null : (this.session.view(this.seat) as RegicideState);
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  private legal(): RegicideMove[] {
    if (!this.myTurn() || this.teach.intro) return [];
    const all = this.session.legalMoves() as RegicideMove[];
    const scripted = this.teach.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  /** Why a card cannot join the play (or the cover) now. */
  private whyNotCard(): string {
    return this.teach.active ? t('regicide.why.lesson') : t('regicide.cantAdd');
  }

  private sameCards(a: readonly string[], b: readonly string[]): boolean {
    return a.length === b.length && a.every((c) => b.includes(c));
  }

  /** A card may join the pending play if some legal play holds all of them together. */
  private canAdd(card: string): boolean {
    const s = this.state();
    if (!s || this.pending.includes(card)) return false;
    const want = [...this.pending, card];
    if (s.phase === 'discard') {
      // In the lesson only the scripted cover's cards join the wounds.
      const scripted = this.teach.move();
      if (scripted) return scripted.type === 'discard' && scripted.cards.includes(card);
      return !this.teach.intro && this.pendingValue() < s.toDiscard;
    }
    return this.legal().some((m) => m.type === 'play' && want.every((c) => m.cards.includes(c)));
  }

  private targetsFor(piece: Piece): DropZone[] {
    const s = this.state();
    if (!s || !this.canAdd(piece.id)) return [];
    return s.phase === 'discard' ? [this.woundsZone] : s.phase === 'play' ? [this.enemyZone] : [];
  }

  private addPending(card: string): true | string {
    if (!this.canAdd(card)) return this.whyNotCard();
    this.pending.push(card);
    playSfx('card');
    this.redraw(true);
    return true;
  }

  private removePending(card: string): void {
    this.pending = this.pending.filter((c) => c !== card);
    this.redraw(true);
  }

  /**
   * A click on a chosen card: it goes back to the hand. But on the wounds, with a card of the hand
   * selected, the click was aimed at the wounds (the chosen cards fill its middle): the selected
   * card joins them, and none is taken back (issue 15, defect 2).
   */
  private tapChosen(code: string, onWounds: boolean): void {
    const held = onWounds ? this.drag.getSelected() : undefined;
    if (!held) {
      this.removePending(code);
      return;
    }
    const added = this.addPending(held.id);
    if (added !== true) {
      this.drag.clearSelection();
      showToast(this, added, 'error');
    }
  }

  /** Escape with cards chosen: they all go back to the hand. */
  private takeBackAll(): void {
    if (this.pending.length === 0) return;
    this.pending = [];
    this.redraw(true);
  }

  private pendingValue(): number {
    return this.pending.reduce((n, c) => n + valueOf(c), 0);
  }

  private commit(move: RegicideMove): void {
    const pending = this.pending;
    this.pending = [];
    if (!this.host.play(move)) {
      this.pending = pending;
      this.redraw(true);
    }
  }

  // ---- drawing ----

  private redraw(animate: boolean): void {
    this.hints.clear();
    const old = this.pieces;
    this.pieces = new Map();
    for (const child of this.layer.list.slice()) {
      if (child instanceof CardPiece) this.drag.removePiece(child);
    }
    const keep = new Map<string, { x: number; y: number }>();
    for (const [id, obj] of old) keep.set(id, { x: obj.x, y: obj.y });
    this.layer.removeAll(true);
    this.infoSpots = [];
    this.focusables = [];
    this.commitButton = undefined;
    const s = this.state();
    if (!s) return;
    this.drawPiles(s);
    this.drawEnemy(s);
    this.drawTable(s, keep, animate);
    this.drawHand(s, keep, animate);
    this.drawOthers(s);
    this.drawPanel(s);
    this.drawCoach(s);
    this.syncExplain();
    this.focusFirst(s);
  }

  // ---- keyboard ----

  /** Put a game object or a button on the focus ring. */
  private focusable(item: Focusable): void {
    this.focus.add(item);
    this.focusables.push(item);
  }

  /**
   * After a redraw a keyboard player finds the focus on the next thing to do: the first card that
   * may join while the chosen cards make no move yet (nothing chosen to play, not enough to cover
   * the damage), else the button that commits them; in the jester's choice, the first seat.
   */
  private focusFirst(s: RegicideState): void {
    if (!isKeyboardMode() || !this.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    const covered = s.phase === 'discard' ? this.pendingValue() >= s.toDiscard : this.pending.length > 0;
    if (!covered) {
      const card = (s.hands[this.seat] ?? []).filter((c) => this.canAdd(c)).map((c) => this.pieces.get(c)).find((c): c is CardPiece => c instanceof CardPiece);
      if (card) {
        this.drag.focusPiece(card);
        return;
      }
    }
    const commit = this.commitButton?.isEnabled() ? this.commitButton : undefined;
    const first = commit ?? this.focusables.find((f) => f instanceof Button && f.isEnabled());
    if (first) this.focus.focus(first, true);
  }

  private label(x: number, y: number, text: string, name = '', size = 20, colour: string = CSS.parchment): Phaser.GameObjects.Text {
    const l = this.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: font(size), fontStyle: '700', color: colour, align: 'center' }).setOrigin(0.5);
    if (name) l.setName(name);
    this.layer.add(l);
    return l;
  }

  private pile(x: number, y: number, count: number, top: string, name: string, caption: string, info: () => RegicideInfo): void {
    this.infoSpot(x, y + 20, CARD_W + 8, CARD_H + 52, info);
    const c = this.add.container(x, y).setName(name);
    if (count > 0) {
      for (let i = Math.min(3, count) - 1; i >= 0; i--) {
        const card = this.add.container(-i * 3, -i * 3);
        // On a phone only the top card shows its crown: three crowns a few px apart read as a smudge.
        drawCard(this, card, i === 0 ? top : '?', CARD_W, CARD_H, this.compact ? { scale: 1, plain: i > 0 } : undefined);
        c.add(card);
      }
    } else {
      c.add(this.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
    }
    this.layer.add(c);
    this.label(x, y + CARD_H / 2 + 22, caption, `${name}.count`);
  }

  private drawPiles(s: RegicideState): void {
    const P = this.places;
    this.pile(P.tavern.x, P.tavern.y, s.tavern.length, '?', 'regicide.tavern', t('regicide.tavern', { n: s.tavern.length }), () => tavernInfo(s.tavern.length));
    this.pile(P.discard.x, P.discard.y, s.discard.length, s.discard[s.discard.length - 1] ?? '?', 'regicide.discard', t('regicide.discardPile', { n: s.discard.length }), () => discardInfo(s.discard));
    this.pile(P.castle.x, P.castle.y, s.castle.length, '?', 'regicide.castle', t('regicide.castle', { n: s.castle.length }), () => castleInfo(s.castle.length));
  }

  private drawEnemy(s: RegicideState): void {
    if (!s.enemy) return;
    const c = this.add.container(this.places.enemy.x, this.places.enemy.y).setName('regicide.enemy').setScale(this.places.enemyScale);
    drawCard(this, c, s.enemy);
    const max = enemyHealth(s.enemy);
    if (s.damage > 0) c.add(drawCracks(this, s.enemy, s.damage / max).setName('regicide.cracks'));
    this.layer.add(c);
    this.pieces.set(`enemy:${s.enemy}`, c);
    const enemy = s.enemy;
    const info = (): RegicideInfo => enemyInfo(enemy, s.damage, s.shield, s.immunityCancelled);
    const P = this.places;
    this.infoSpot(P.enemy.x, P.enemy.y, CARD_W * P.enemyScale, CARD_H * P.enemyScale, info);
    const left = Math.max(0, max - s.damage);
    if (this.compact) {
      this.tapEnemy(c, s);
      this.drawMetersCompact(s, this.compact.meters, left, max);
      const m = this.compact.meters;
      this.infoSpot(m.x + m.w / 2, m.y + 60, m.w, 150, info);
      return;
    }
    const { x, y } = POS.meters;
    this.infoSpot(x + 200, y + 95, 400, 250, info);
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.45).fillRoundedRect(x, y, 360, 30, 8);
    g.fillStyle(0x3f7d3a, 1).fillRoundedRect(x + 3, y + 3, 354 * (left / max), 24, 6);
    if (s.damage > 0) g.fillStyle(0xb3362c, 1).fillRoundedRect(x + 3 + 354 * (left / max), y + 3, 354 * (Math.min(s.damage, max) / max), 24, 6);
    this.layer.add(g);
    const textAt = (dy: number, text: string, name: string, colour: string = CSS.parchment): Phaser.GameObjects.Text => {
      const label = this.add.text(x, y + dy, text, { fontFamily: FONTS.body, fontSize: '22px', fontStyle: '700', color: colour, wordWrap: { width: 420 } }).setName(name);
      this.layer.add(label);
      return label;
    };
    // Whose health this is, in words: the enemy's (the player's health is the hand).
    textAt(-34, t('regicide.enemyTitle', { name: cardTitle(s.enemy) }), 'regicide.enemyTitle', CSS.goldLight);
    textAt(36, t('regicide.health', { left, max }), 'regicide.health');
    const attack = enemyAttack(s.enemy);
    if (s.shield > 0) {
      // The shield as a blue plate, as wide as the attack it stops.
      g.fillStyle(0x2f5d9e, 1).fillRoundedRect(x, y + 84, Math.max(12, 360 * Math.min(1, s.shield / attack)), 30, 6);
      g.lineStyle(2, 0x9fc0ee, 1).strokeRoundedRect(x, y + 84, Math.max(12, 360 * Math.min(1, s.shield / attack)), 30, 6);
    }
    const attackText = textAt(122, t('regicide.attack', { attack, shield: s.shield, net: Math.max(0, attack - s.shield) }), 'regicide.attack');
    const suit = SUIT_LETTER[suitOf(s.enemy)] ?? 'C';
    textAt(
      attackText.y + attackText.height + 10 - y,
      s.immunityCancelled ? t('regicide.immunityCancelled') : t('regicide.immune', { suit: t(`regicide.suit.${suit}` as TextKey) }),
      'regicide.immunity',
      s.immunityCancelled ? CSS.goldLight : CSS.parchment,
    );
  }

  private drawTable(s: RegicideState, was: Map<string, { x: number; y: number }>, animate: boolean): void {
    const cards = s.table.flat();
    if (this.compact) {
      this.drawPlayedCompact(s.table, this.compact.played, was, animate);
      return;
    }
    const w = 70;
    cards.forEach((code, i) => {
      const c = this.add.container(POS.table.x + (i - (cards.length - 1) / 2) * (w * 0.75), POS.table.y).setScale(w / CARD_W);
      drawCard(this, c, code);
      c.setName(`regicide.table.${code}`);
      this.infoSpot(c.x, c.y, w, (w * CARD_H) / CARD_W, () => this.cardInfoOf(code, true));
      this.layer.add(c);
      this.pieces.set(code, c);
      const from = was.get(code); // a card just played slides from where it was chosen
      if (from) this.arrive(c, from, animate, 0);
    });
  }

  private drawHand(s: RegicideState, was: Map<string, { x: number; y: number }>, animate: boolean): void {
    // The hand is laid out over all its cards, the chosen ones included: a card that joins the
    // play leaves a gap and the others stay put. Closing the gap made every card slide while
    // the player was picking the next one, and a click aimed at a card could land on its
    // neighbour or between two (a selection that "did nothing").
    const hand = s.hands[this.seat] ?? [];
    if (this.compact) {
      this.drawHandCompact(s, hand, this.compact.hand, was, animate);
      return;
    }
    const gap = Math.min(CARD_W + 12, 760 / Math.max(1, hand.length));
    hand.forEach((code, i) => {
      if (this.pending.includes(code)) return;
      const x = POS.hand.x + (i - (hand.length - 1) / 2) * gap;
      const y = POS.hand.y + Math.abs(i - (hand.length - 1) / 2) * 6;
      const card = new CardPiece(this, x, y, code);
      card.setAngle((i - (hand.length - 1) / 2) * 2);
      this.infoSpot(x, y, CARD_W, CARD_H, () => this.cardInfoOf(code), true);
      this.layer.add(card);
      this.drag.addPiece(card);
      this.pieces.set(code, card);
      this.arrive(card, was.get(code), animate, this.dealOrder.get(code) ?? i);
    });
    const onWounds = s.phase === 'discard';
    this.pending.forEach((code, i) => {
      const spread = onWounds ? Math.min(CARD_W * 0.5, 240 / Math.max(1, this.pending.length)) : CARD_W * 0.8;
      const x = (onWounds ? POS.wounds.x : POS.pending.x) + (i - (this.pending.length - 1) / 2) * spread;
      const y = onWounds ? POS.wounds.y + 12 : POS.pending.y;
      const c = this.add.container(x, y).setScale(onWounds ? 0.5 : 0.8).setName(`regicide.pending.${code}`);
      this.infoSpot(x, y, CARD_W * c.scaleX, CARD_H * c.scaleY, () => this.cardInfoOf(code));
      drawCard(this, c, code);
      c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
      c.on('pointerup', () => this.tapChosen(code, onWounds));
      this.layer.add(c);
      this.focusable(focusableObject(c, CARD_W, CARD_H, () => this.removePending(code)));
      this.pieces.set(code, c);
      // On its way up from the hand it passes over other cards: it takes no click until it lands,
      // so a click on a hand card under it picks that card instead of taking this one back.
      const travel = this.arrive(c, was.get(code), animate, 0);
      if (travel) {
        c.disableInteractive();
        travel.once('complete', () => c.active && c.setInteractive());
      }
    });
  }

  // ---- the phone's table (compact layout) ----

  /** The legal play made of exactly the chosen cards, if any. */
  private playMove(legal: RegicideMove[]): RegicideMove | undefined {
    return legal.find((m) => m.type === 'play' && this.sameCards(m.cards, this.pending));
  }

  /** On a phone the enemy takes a tap: with chosen cards that make a play, it is played (as Play does). */
  private tapEnemy(c: Phaser.GameObjects.Container, s: RegicideState): void {
    if (!this.myTurn() || s.phase !== 'play' || this.pending.length === 0) return;
    c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
    this.onTap(c, () => {
      const play = this.playMove(this.legal());
      if (play) this.commit(play);
      else showToast(this, t('regicide.cantAdd'), 'error');
    });
  }

  /**
   * A tap: pressed and released on `obj` without moving. A card dragged from the hand and let go
   * over it is no tap (the drag controller takes that drop).
   */
  private onTap(obj: Phaser.GameObjects.GameObject, fn: () => void): void {
    let down: Spot | undefined;
    obj.on('pointerdown', (p: Phaser.Input.Pointer) => (down = { x: p.worldX, y: p.worldY }));
    obj.on('pointerout', () => (down = undefined));
    obj.on('pointerup', (p: Phaser.Input.Pointer) => {
      const tapped = down !== undefined && Math.hypot(p.worldX - down.x, p.worldY - down.y) < 14 && !this.pressOpened;
      down = undefined;
      if (tapped) fn();
    });
  }

  /** Health as a bar with its numbers on it, then the attack (over the shield's plate) and the immunity. */
  private drawMetersCompact(s: RegicideState, m: Rect, left: number, max: number): void {
    const enemy = s.enemy as string;
    const { x, y, w, h } = m;
    // One container, hidden while a tall explain card takes its place (placeExplain).
    const box = this.add.container(0, 0).setName('regicide.meters');
    this.layer.add(box);
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.45).fillRoundedRect(x, y, w, h, 8);
    g.fillStyle(0x3f7d3a, 1).fillRoundedRect(x + 3, y + 3, (w - 6) * (left / max), h - 6, 6);
    if (s.damage > 0) g.fillStyle(0xb3362c, 1).fillRoundedRect(x + 3 + (w - 6) * (left / max), y + 3, (w - 6) * (Math.min(s.damage, max) / max), h - 6, 6);
    box.add(g);
    const style = (colour: string = CSS.parchment): Phaser.Types.GameObjects.Text.TextStyle => ({ fontFamily: FONTS.body, fontSize: font(22), fontStyle: '700', color: colour, wordWrap: { width: w } });
    box.add(
      this.add
        .text(x + w / 2, y + h / 2, t('regicide.enemyHealth', { left, max }), { ...style(), stroke: '#000000', strokeThickness: 5 })
        .setOrigin(0.5)
        .setName('regicide.health'),
    );
    const attack = enemyAttack(enemy);
    const line = fontSize(22) * 1.3;
    const ay = y + h + 10;
    if (s.shield > 0) {
      const pw = Math.max(12, w * Math.min(1, s.shield / attack));
      g.fillStyle(0x2f5d9e, 1).fillRoundedRect(x, ay, pw, line, 6);
      g.lineStyle(2, 0x9fc0ee, 1).strokeRoundedRect(x, ay, pw, line, 6);
    }
    const attackText = this.add.text(x + 8, ay, t('regicide.attack', { attack, shield: s.shield, net: Math.max(0, attack - s.shield) }), style()).setName('regicide.attack');
    box.add(attackText);
    const suit = SUIT_LETTER[suitOf(enemy)] ?? 'C';
    const immunity = s.immunityCancelled ? t('regicide.immunityCancelled') : t('regicide.immune', { suit: t(`regicide.suit.${suit}` as TextKey) });
    box.add(this.add.text(x + 8, ay + Math.max(line, attackText.height) + 4, immunity, style(s.immunityCancelled ? CSS.goldLight : CSS.parchment)).setName('regicide.immunity'));
  }

  /**
   * The cards played against this enemy, laid at its foot: in rows under it, the newest card
   * right under the enemy and the older ones leftwards (then a second row), each play in its own
   * order. The latest play (this turn's, or the last one) is ringed in gold; the older ones are a
   * shade dimmer. Each card shows its rank and suit large: read at a glance.
   */
  private drawPlayedCompact(plays: readonly (readonly string[])[], k: CompactLayout['played'], was: Map<string, { x: number; y: number }>, animate: boolean): void {
    for (const { code, x, y, latest } of playedSpots(plays, k)) {
      const c = this.add.container(x, y).setName(`regicide.table.${code}`);
      drawPlayed(this, c, code, k.w, k.h);
      if (latest) {
        const ring = this.add.graphics();
        ring.lineStyle(4, COLORS.goldLight, 1).strokeRoundedRect(-k.w / 2 - 3, -k.h / 2 - 3, k.w + 6, k.h + 6, 12);
        c.add(ring);
      } else c.setAlpha(0.85);
      this.infoSpot(x, y, k.w, k.h, () => this.cardInfoOf(code, true));
      this.layer.add(c);
      this.pieces.set(code, c);
      const from = was.get(code);
      if (from) this.arrive(c, from, animate, 0);
    }
  }

  /**
   * The hand in one row of full-size cards, each in its own slot (no card over another). A chosen
   * card rises in its slot, outlined; a tap on a card in the hand chooses it, a tap on a risen card
   * takes it back. Cards are still dragged onto the enemy or the wounds as on a desktop.
   */
  private drawHandCompact(s: RegicideState, hand: string[], k: CompactLayout['hand'], was: Map<string, { x: number; y: number }>, animate: boolean): void {
    const n = hand.length;
    const gap = Math.min(k.w + 8, (k.x1 - k.x0 - k.w) / Math.max(1, n - 1));
    const cx = k.x0 + (k.x1 - k.x0) / 2;
    hand.forEach((code, i) => {
      const x = cx + (i - (n - 1) / 2) * gap;
      if (this.pending.includes(code)) {
        this.drawChosenCompact(code, x, k, was, animate);
        return;
      }
      const card = new CardPiece(this, x, k.y, code, { w: k.w, h: k.h });
      this.infoSpot(x, k.y, k.w, k.h, () => this.cardInfoOf(code), true);
      this.layer.add(card);
      this.drag.addPiece(card);
      this.pieces.set(code, card);
      this.onTap(card, () => this.tapCard(code, s));
      this.arrive(card, was.get(code), animate, this.dealOrder.get(code) ?? i);
    });
  }

  private drawChosenCompact(code: string, x: number, k: CompactLayout['hand'], was: Map<string, { x: number; y: number }>, animate: boolean): void {
    const c = this.add.container(x, k.y - k.raise).setName(`regicide.pending.${code}`);
    this.infoSpot(x, k.y - k.raise, k.w, k.h, () => this.cardInfoOf(code), true);
    drawCard(this, c, code, k.w, k.h, { scale: 1 });
    const ring = this.add.graphics();
    ring.lineStyle(8, COLORS.gold, 0.4).strokeRoundedRect(-k.w / 2 - 6, -k.h / 2 - 6, k.w + 12, k.h + 12, 16);
    ring.lineStyle(4, COLORS.goldLight, 1).strokeRoundedRect(-k.w / 2 - 3, -k.h / 2 - 3, k.w + 6, k.h + 6, 14);
    c.add(ring);
    c.setSize(k.w, k.h).setInteractive({ useHandCursor: true });
    this.onTap(c, () => this.removePending(code));
    this.layer.add(c);
    this.focusable(focusableObject(c, k.w, k.h, () => this.removePending(code)));
    this.pieces.set(code, c);
    const travel = this.arrive(c, was.get(code), animate, 0);
    if (travel) {
      c.disableInteractive();
      travel.once('complete', () => c.active && c.setInteractive());
    }
  }

  /** A tap on a card in the hand: it joins the play (or the cover), or a toast says why not. */
  private tapCard(code: string, s: RegicideState): void {
    if (!this.myTurn() || s.phase === 'choose') return;
    if (this.canAdd(code)) {
      this.addPending(code); // redraws: the card leaves the drag controller before it sees the tap
      return;
    }
    showToast(this, this.whyNotCard(), 'error');
    // The drag controller selects the card on this same tap (after this handler): let it go.
    this.time.delayedCall(0, () => this.drag.clearSelection());
  }

  /** The forecast on a parchment panel beside the played cards; in the discard phase, the wounds there. */
  private drawInfoCompact(s: RegicideState, r: Rect): void {
    const wounds = s.phase === 'discard';
    // One container, hidden while an explain card takes its place (placeExplain).
    const box = this.add.container(0, 0).setName('regicide.info');
    this.layer.add(box);
    if (wounds) {
      const g = this.add.graphics();
      g.fillStyle(0x5a1a16, 0.75).fillRoundedRect(r.x, r.y, r.w, r.h, 14);
      g.lineStyle(3, 0xb3362c, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 14);
      box.add(g);
    } else {
      const panel = new Panel(this, r.x + r.w / 2, r.y + r.h / 2, r.w, r.h);
      panel.setName('regicide.panel');
      box.add(panel);
    }
    const ink = wounds ? CSS.parchment : CSS.ink;
    const title = this.add
      .text(r.x + 20, r.y + 14, this.panelTitle(s), { fontFamily: FONTS.title, fontSize: font(26), fontStyle: 'bold', color: wounds ? '#f3b0a8' : ink })
      .setName('regicide.panelTitle');
    box.add(title);
    const body = this.add
      .text(r.x + 20, r.y + 24 + title.height, this.panelLines(s).join('\n'), { fontFamily: FONTS.body, fontSize: font(19), color: ink, wordWrap: { width: r.w - 40 } })
      .setName('regicide.forecast');
    box.add(body);
    // A long forecast (four suits at once, in French) closes its lines up, then takes the title's place.
    const room = (): number => r.y + r.h - 8 - body.y;
    if (body.height > room()) body.setLineSpacing(-4);
    if (body.height > room()) {
      title.setVisible(false);
      body.setY(r.y + 12);
    }
  }

  /** Slide a card from where it was (or from the tavern, for a drawn card) to its place. */
  private arrive(obj: Phaser.GameObjects.Container, from: { x: number; y: number } | undefined, animate: boolean, order: number): Phaser.Tweens.Tween | undefined {
    if (!animate) return undefined;
    const to = { x: obj.x, y: obj.y };
    const start = from ?? this.places.tavern;
    if (start.x === to.x && start.y === to.y) return undefined;
    obj.setPosition(start.x, start.y);
    if (obj instanceof CardPiece) obj.setHome(to.x, to.y);
    const dealt = from === undefined;
    this.dealEnd = Math.max(this.dealEnd, (dealt ? motionMs(120) * order : 0) + motionMs(280));
    return this.tweens.add({ targets: obj, x: to.x, y: to.y, duration: motionMs(280), delay: dealt ? motionMs(120) * order : 0, ease: 'Cubic.Out', onStart: () => dealt && playSfx('card') });
  }

  private drawOthers(s: RegicideState): void {
    if (s.hands.length < 2) return;
    s.hands.forEach((hand, seat) => {
      const name = named(seat, t('regicide.seat', { n: seat + 1 }));
      const colour = seat === s.current ? CSS.goldLight : CSS.parchment;
      const at = this.seatSpot(seat);
      this.label(at.x, at.y, t('regicide.cards', { name, n: hand.length }), `regicide.seat.${seat}`, 20, colour);
    });
  }

  /** Where a seat's name (and card count) is written: a list under the discard pile, or on a phone a list atop the strip. */
  private seatSpot(seat: number): Spot {
    if (this.compact) return { x: this.compact.strip.cx, y: 106 + seat * 42 };
    return { x: POS.seats.x, y: POS.seats.y + seat * POS.seats.dy };
  }

  private drawPanel(s: RegicideState): void {
    if (this.compact) {
      const info = this.compact.info;
      // (in the lesson the coach's card stands over it: placeCoachOnPhone)
      this.drawInfoCompact(s, info);
      this.drawButtons(s);
      return;
    }
    const panel = new Panel(this, POS.panel.x, POS.panel.y, 330, 400, { title: this.panelTitle(s) });
    panel.setName('regicide.panel');
    this.layer.add(panel);
    const lines = this.panelLines(s);
    const body = this.add
      .text(POS.panel.x - 145, POS.panel.y - 115, lines.join('\n'), { fontFamily: FONTS.body, fontSize: '19px', color: CSS.ink, wordWrap: { width: 290 }, lineSpacing: 4 })
      .setName('regicide.forecast');
    this.layer.add(body);
    if (s.phase === 'discard') this.drawWounds();
    this.drawButtons(s);
  }

  /** The wounds: where cards go to cover the damage, a red-edged tray with a label. */
  private drawWounds(): void {
    const { x, y } = POS.wounds;
    const g = this.add.graphics();
    g.fillStyle(0x5a1a16, 0.55).fillRoundedRect(x - 150, y - 65, 300, 130, 14);
    g.lineStyle(3, 0xb3362c, 1).strokeRoundedRect(x - 150, y - 65, 300, 130, 14);
    this.layer.add(g);
    this.label(x, y - 42, t('regicide.wounds'), '', 20, '#f3b0a8');
  }

  private panelTitle(s: RegicideState): string {
    if (s.phase === 'discard') return t('regicide.sufferTitle', { n: s.toDiscard });
    if (s.phase === 'choose') return t('regicide.chooseTitle');
    return t('regicide.forecastTitle');
  }

  private panelLines(s: RegicideState): string[] {
    // Watching online (issue 28 item 6): who does what, no hand of one's own.
    if (this.seat < 0) {
      if (s.status !== 'playing') return [];
      const name = named(s.current, t('regicide.seat', { n: s.current + 1 }));
      return [t(s.phase === 'discard' ? 'regicide.watchSuffer' : s.phase === 'choose' ? 'regicide.watchChoose' : 'regicide.watchPlay', { name, n: s.toDiscard })];
    }
    const health = t('regicide.handValue', { n: (s.hands[this.seat] ?? []).reduce((n, c) => n + valueOf(c), 0) });
    if (s.phase === 'discard') {
      // A hand that cannot cover the damage: the jester power is the only way on (issue 30 item 27).
      const have = (s.hands[this.seat] ?? []).reduce((n, c) => n + valueOf(c), 0);
      if (have < s.toDiscard && s.hands.length === 1 && s.status === 'playing') return [t(have === 0 ? 'regicide.mustJesterEmpty' : 'regicide.mustJester', { n: s.toDiscard, have }), '', health];
      return [t('regicide.sufferChosen', { n: this.pendingValue(), need: s.toDiscard }), '', t(this.compact ? 'regicide.hintDiscardTap' : 'regicide.hintDiscard'), '', health];
    }
    if (s.phase !== 'play') return [];
    if (this.pending.length === 0) return [t('regicide.pick'), '', t(this.compact ? 'regicide.hintTap' : 'regicide.hint'), '', health];
    const f = forecast(s, this.pending);
    if (!f) return [];
    if (f.result === 'survives' && f.attack === 0) return [t('regicide.fJester')];
    const out = [t('regicide.fDamage', { n: f.damage })];
    // The enemy's own suit named: a two-suit combo tells which of its suits does nothing.
    if (f.immune && s.enemy) out.push(t('regicide.fImmune', { suit: t(`regicide.suit.${SUIT_LETTER[suitOf(s.enemy)] ?? 'C'}` as TextKey) }));
    if (f.healed) out.push(t('regicide.fHeal', { n: f.healed }));
    if (f.drawn) out.push(t(s.hands.length === 1 ? 'regicide.fDrawSolo' : 'regicide.fDraw', { n: f.drawn }));
    if (f.shieldGained) out.push(t('regicide.fShield', { n: f.shieldGained, total: f.shieldTotal }));
    if (f.result === 'exact') out.push(t('regicide.fExact'));
    else if (f.result === 'overkill') out.push(t('regicide.fOverkill'));
    else {
      out.push(t('regicide.fSurvives', { n: f.healthLeft }));
      const key = f.counterAttack === 0 ? 'regicide.fNoCover' : f.canCover ? 'regicide.fCover' : f.handValueAfter === 0 ? 'regicide.fCannotEmpty' : 'regicide.fCannot';
      out.push(t(key, { n: f.counterAttack, have: f.handValueAfter }));
    }
    return out;
  }

  private button(x: number, y: number, label: string, name: string, fn: () => void, enabled: boolean, variant: 'primary' | 'secondary' = 'primary', width?: number): Button {
    const b = new Button(this, x, y, label, fn, { width: width ?? (this.compact ? this.compact.strip.w - 10 : 290), variant, name });
    b.setEnabled(enabled);
    this.layer.add(b);
    this.focusable(b);
    return b;
  }

  private drawButtons(s: RegicideState): void {
    const legal = this.legal();
    const solo = s.hands.length === 1;
    // On a phone the buttons stand in the strip right of the frame, Play lowest (under the thumb),
    // a tap target apart; the "who goes next" list below the seats' names.
    const c = this.compact;
    const x = c ? c.strip.cx : POS.panel.x;
    const at = c
      ? { play: 842, yield: 842 - 112, discard: 842, choose: (i: number) => 330 + i * 112 }
      : { play: 660, yield: solo ? 724 : 728, discard: solo ? 722 : 760, choose: (i: number) => 300 + i * 66 };
    if (this.seat < 0) return; // watching: nothing to press
    if (s.phase === 'play') {
      const play = this.playMove(legal);
      const value = this.pending.reduce((n, c) => n + valueOf(c), 0);
      this.commitButton = this.button(x, at.play, this.pending.length ? t('regicide.play', { n: value }) : t('regicide.playNothing'), 'regicide.playButton', () => play && this.commit(play), !!play);
      const yieldMove = legal.find((m) => m.type === 'yield');
      this.button(x, at.yield, t('regicide.yield'), 'regicide.yieldButton', () => yieldMove && this.commit(yieldMove), !!yieldMove, 'secondary');
    } else if (s.phase === 'discard') {
      const discard = legal.find((m) => m.type === 'discard' && this.sameCards(m.cards, this.pending));
      this.commitButton = this.button(x, at.discard, t('regicide.discard', { n: this.pendingValue() }), 'regicide.discardButton', () => {
        if (discard) this.commit(discard);
        else showToast(this, t('regicide.cantCover'), 'error');
      }, this.pending.length > 0);
    } else if (s.phase === 'choose') {
      // On a phone the seats' buttons stand in the strip under the seats' list, as the other
      // buttons do (the forecast's place may hold an explain card: the jester's comes now).
      legal.forEach((m, i) => {
        if (m.type !== 'choose') return;
        this.button(x, at.choose(i), named(m.seat, t('regicide.seat', { n: m.seat + 1 })), `regicide.choose.${m.seat}`, () => this.commit(m), true);
      });
    }
    if (s.hands.length === 1) this.drawJesterButtons(s, legal);
  }

  /**
   * R-SOLO-JESTER: two buttons for the solo jester power, one per timing window: at the start of
   * step 1 (before playing) and at the start of step 4 (before covering the damage). Each is
   * enabled only in its own window, and only while a power is left.
   */
  private drawJesterButtons(s: RegicideState, legal: RegicideMove[]): void {
    const flip = legal.find((m) => m.type === 'flip');
    const c = this.compact;
    const x = c ? c.strip.cx : POS.panel.x;
    const label = this.label(x, c ? 112 : 96, t('regicide.jestersLeft', { n: s.jestersLeft }), 'regicide.jestersLeft', 20, CSS.goldLight);
    if (c) label.setWordWrapWidth(c.strip.w - 10);
    this.infoSpot(label.x, label.y, Math.max(label.width, 200), Math.max(label.height, 44), () => powersInfo(s.jestersLeft));
    const use = () => flip && this.commit(flip);
    const opts = { width: c ? c.strip.w - 10 : 290, height: 56, fontSize: 20, variant: 'secondary' as const };
    // On a phone the labels are shortened: the jester's name stands in the line above them.
    const step1 = new Button(this, x, c ? 232 : POS.jester1.y, t(c ? 'regicide.jesterStep1Short' : 'regicide.jesterStep1'), use, { ...opts, name: 'regicide.jesterStep1' });
    step1.setEnabled(!!flip && s.phase === 'play');
    const step4 = new Button(this, x, c ? 344 : POS.jester4.y, t(c ? 'regicide.jesterStep4Short' : 'regicide.jesterStep4'), use, { ...opts, name: 'regicide.jesterStep4' });
    step4.setEnabled(!!flip && s.phase === 'discard');
    this.layer.add([step1, step4]);
    this.focusable(step1);
    this.focusable(step4);
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    if (change.kind !== 'move') {
      this.pending = [];
      this.redraw(false);
      return;
    }
    // A press that led to this move opens no card once the move is on its way.
    this.infoTimer?.remove();
    this.infoTimer = undefined;
    this.hideInfo();
    const events = change.events;
    const before = this.enemyShown();
    const beforeCode = before ? this.enemyCode(before) : null;
    let explained = false;
    // Steps 2-4 on the table as it was, in the order the rules resolved them.
    for (const ev of events) {
      // The immunity is explained as it blocks the power, the immune enemy still on the table.
      if (ev.type === 'immune') explained = this.explainEvent(ev, beforeCode);
      else if (ev.type === 'heal') await this.healUnderTavern(Number(ev.count));
      else if (ev.type === 'damage' && before) await this.crack(before, Number(ev.amount), Number(ev.total));
      else if (ev.type === 'kill' && before) {
        // The explain card this move brought about this enemy is read before the enemy falls.
        if (explained) await this.explainRead();
        await this.fall(before, ev.exact === true);
      }
      else if (ev.type === 'discard') await this.toDiscard(this.pendingObjects());
      else if (ev.type === 'flip') {
        playSfx('flip');
        await this.toDiscard([...this.handObjects(), ...this.pendingObjects()]);
      }
      else if (ev.type === 'suffer' && Number(ev.amount) > 0) playSfx('hit');
    }
    this.dealOrder = this.dealt(events);
    this.dealEnd = 0;
    this.pending = [];
    this.redraw(true);
    this.dealOthers(events);
    this.dealOrder = new Map();
    const after = this.enemyShown();
    if (after && after !== before && events.some((e) => e.type === 'reveal')) await this.reveal(after);
    // Wait for the last card of the deal to land (and a beat after it).
    await new Promise<void>((resolve) => this.time.delayedCall(Math.max(this.dealEnd, motionMs(300)), () => resolve()));
    this.explain(events);
  }

  /**
   * Explain once: the first jester, the first solo jester power, the first immunity and the first
   * yield each bring a short card saying what happened (kept as seen: once ever). The immunity's
   * comes as it blocks the power (present), the others once the move has played out. In the
   * lesson the coach says it: they are only marked seen. None at the game's end (its dialog comes).
   */
  private explain(events: readonly GameEvent[]): void {
    for (const ev of events) if (ev.type !== 'immune') this.explainEvent(ev, this.state()?.enemy ?? null);
  }

  /** One event's explain card, if it is the first of its kind: true if a card came. */
  private explainEvent(ev: GameEvent, enemy: string | null): boolean {
    const key = ev.type === 'immune' || ev.type === 'jester' || ev.type === 'flip' || ev.type === 'yield' ? `regicide.${ev.type}` : null;
    if (!key) return false;
    if (isLesson(this.session.record.options)) {
      markSeen(key);
      return false;
    }
    if (this.state()?.status !== 'playing') return false;
    const suit = t(`regicide.suit.${typeof ev.suit === 'string' ? ev.suit : 'C'}` as TextKey);
    const name = named(Number(ev.seat ?? 0), t('regicide.seat', { n: Number(ev.seat ?? 0) + 1 }));
    // Solo, a yield is "You played nothing" (issue 30 item 27).
    const body = key === 'regicide.yield' && this.state()?.hands.length === 1 ? 'regicide.yield.body.you' : `${key}.body`;
    const content = { title: t(`${key}.title` as TextKey), body: t(body as TextKey, { suit, name, enemy: enemy ? cardTitle(enemy) : '' }) };
    const c = this.compact;
    if (!c) return explainOnce(this, key, content, { x: 1042, y: 525, width: 380 });
    // On a phone: the phone's card (letters and button at the phone's floors) over the forecast.
    const shown = explainOnceOnPhone(this, key, content, c.explain);
    if (shown) this.placeExplain();
    return shown;
  }

  /** The explain card on the screen now, if any. */
  private explainCard(): Panel | undefined {
    return this.children.list.find((o): o is Panel => o instanceof Panel && o.name === 'ui.explain' && o.active);
  }

  /**
   * On a phone the explain card takes the forecast's place (hidden while it is up), its top under
   * the meters; a card too tall for that rises over the meters' place (hidden too). When it is put
   * away the table is whole again (or the next card waiting takes its place).
   */
  private placeExplain(): void {
    const c = this.compact;
    const card = this.explainCard();
    if (!c || !card) {
      this.syncExplain();
      return;
    }
    const e = c.explain;
    const top = Math.max(e.top, Math.min(e.y, e.bottom - card.panelHeight));
    card.setY(top + card.panelHeight / 2);
    if (!card.getData('regicide.watched')) {
      card.setData('regicide.watched', true);
      card.once(Phaser.GameObjects.Events.DESTROY, () => this.time.delayedCall(0, () => this.placeExplain()));
    }
    this.syncExplain();
  }

  /** On a phone: the forecast (and, under a tall explain card, the meters) hidden while the card is up. */
  private syncExplain(): void {
    if (!this.compact) return;
    const card = this.explainCard();
    const info = this.layer.getByName('regicide.info');
    const meters = this.layer.getByName('regicide.meters');
    // (and under the lesson's coach card, which stands in its place: placeCoachOnPhone)
    if (info instanceof Phaser.GameObjects.Container) info.setVisible(!card && !this.children.getByName('ui.coach'));
    if (meters instanceof Phaser.GameObjects.Container) meters.setVisible(!card || card.y - card.panelHeight / 2 >= this.compact.explain.y);
  }

  /**
   * Wait while an explain card is up (read, then "Got it"), for at most a reading's time. The host
   * holds the table while a move is shown (no input, buttons held): for the wait only the card's
   * button is let through, a screen-wide catch under the card taking every other touch, and the
   * keyboard's Enter or Space presses that button.
   */
  private async explainRead(): Promise<void> {
    if (!this.explainCard()) return;
    const until = Date.now() + EXPLAIN_READ_MS;
    const inputWas = this.input.enabled;
    const v = viewport();
    const shield = this.add.zone(v.left, v.top, v.width, v.height).setOrigin(0).setDepth(DEPTH.toast - 2).setName('regicide.readShield').setInteractive();
    this.input.enabled = true;
    // A keyboard player reaches the card's "Got it" too: a ring of its own, on top while the table is held.
    const ring = new FocusRing(this, { depth: DEPTH.toast + 10 });
    const first = this.explainCard();
    for (const o of first?.list ?? []) if (o instanceof Button) ring.focus(ring.add(o));
    let card: Panel | undefined;
    while ((card = this.explainCard()) && Date.now() < until && this.sys.isActive()) {
      card.list.forEach((o) => o instanceof Button && o.hold(false));
      await new Promise<void>((resolve) => this.time.delayedCall(100, () => resolve()));
    }
    ring.destroy();
    shield.destroy();
    if (this.sys.isActive()) this.input.enabled = inputWas;
  }

  /** R-HEARTS: cards fly face down from the discard and slide under the tavern, one after another. */
  private async healUnderTavern(count: number): Promise<void> {
    if (count <= 0) return;
    playSfx('heal');
    const tavern = this.layer.getByName('regicide.tavern');
    const under = tavern ? this.layer.getIndex(tavern) : 0;
    const flights: Promise<unknown>[] = [];
    const cards: Phaser.GameObjects.Container[] = [];
    for (let i = 0; i < Math.min(count, 6); i++) {
      const c = this.add.container(this.places.discard.x, this.places.discard.y).setName(`regicide.heal.${i}`);
      drawCard(this, c, '?');
      this.layer.addAt(c, under); // below the tavern pile: the card slides under it
      const to = { x: this.places.tavern.x + 4, y: this.places.tavern.y + 6 };
      const travel = reducedMotion()
        ? tweenAsync(this, { targets: c, alpha: 0, duration: motionMs(200), delay: motionMs(60) * i })
        : tweenAsync(this, { targets: c, ...to, angle: -6, duration: motionMs(420), delay: motionMs(110) * i, ease: 'Cubic.Out' });
      flights.push(travel.then(() => cards.push(c)));
    }
    await Promise.all(flights);
    // A beat with every card tucked under the tavern, then they are part of the pile.
    await new Promise<void>((resolve) => this.time.delayedCall(motionMs(80), () => resolve()));
    for (const c of cards) c.destroy();
  }

  /** A hit: cracks spread over the enemy and it shakes, both in proportion to the damage. */
  private async crack(enemy: Phaser.GameObjects.Container, amount: number, total: number): Promise<void> {
    if (amount <= 0) return;
    playSfx('crack');
    const code = this.enemyCode(enemy);
    enemy.getByName('regicide.cracks')?.destroy();
    const cracks = drawCracks(this, code, total / enemyHealth(code)).setName('regicide.cracks').setAlpha(0);
    enemy.add(cracks);
    const flash = this.add.rectangle(0, 0, CARD_W, CARD_H, 0xffffff, 0.55).setName('regicide.hitFlash');
    enemy.add(flash);
    const strength = Math.min(1, amount / 20);
    const x = enemy.x;
    await Promise.all([
      tweenAsync(this, { targets: cracks, alpha: 1, duration: motionMs(120) }),
      tweenAsync(this, { targets: flash, alpha: 0, duration: motionMs(260) }),
      reducedMotion() ? Promise.resolve() : tweenAsync(this, { targets: enemy, x: x + 4 + 14 * strength, duration: motionMs(40), yoyo: true, repeat: 1 + Math.round(3 * strength) }),
    ]);
    // A tween can outlast its promise on a slow frame (tweenAsync's last-resort timer): stop the shake.
    this.tweens.killTweensOf([enemy, cracks, flash]);
    flash.destroy();
    cracks.setAlpha(1);
    enemy.x = x;
  }

  /**
   * R-EXACT: an exact kill turns the enemy face down as it moves onto the tavern; an overkill
   * drops it onto the discard. Then the cards played against it follow it to the discard.
   */
  private async fall(enemy: Phaser.GameObjects.Container, exact: boolean): Promise<void> {
    this.tweens.killTweensOf(enemy);
    enemy.setName('regicide.fallen');
    this.layer.bringToTop(enemy);
    const to = exact ? this.places.tavern : this.places.discard;
    const mid = { x: (enemy.x + to.x) / 2, y: (enemy.y + to.y) / 2 - 40 };
    if (reducedMotion()) {
      playSfx(exact ? 'exact' : 'crumble');
      await tweenAsync(this, { targets: enemy, alpha: 0, duration: motionMs(240) });
    } else if (exact) {
      playSfx('exact');
      await tweenAsync(this, { targets: enemy, x: mid.x, y: mid.y, scaleX: 0, scaleY: (this.places.enemyScale + 1) / 2, duration: motionMs(260), ease: 'Cubic.In' });
      enemy.removeAll(true);
      drawCard(this, enemy, '?');
      await tweenAsync(this, { targets: enemy, x: to.x, y: to.y, scaleX: 1, scaleY: 1, duration: motionMs(300), ease: 'Cubic.Out' });
    } else {
      playSfx('crumble');
      await tweenAsync(this, { targets: enemy, x: to.x, y: to.y, scale: 1, angle: -200, duration: motionMs(480), ease: 'Cubic.In' });
      enemy.setAngle(0);
    }
    await this.toDiscard([...this.tableObjects(), ...this.pendingObjects()]);
  }

  /** Cards on their way to the discard pile, one after another. */
  private async toDiscard(objs: Phaser.GameObjects.Container[]): Promise<void> {
    if (objs.length === 0) return;
    playSfx('card');
    if (reducedMotion()) {
      await tweenAsync(this, { targets: objs, alpha: 0, duration: motionMs(200) });
      return;
    }
    await Promise.all(
      objs.map((o, i) => {
        this.layer.bringToTop(o);
        return tweenAsync(this, { targets: o, x: this.places.discard.x, y: this.places.discard.y, angle: 0, scale: 1, duration: motionMs(300), delay: motionMs(50) * i, ease: 'Cubic.In' });
      }),
    );
  }

  private tableObjects(): Phaser.GameObjects.Container[] {
    return [...this.pieces].filter(([, o]) => o.name.startsWith('regicide.table.')).map(([, o]) => o);
  }

  private pendingObjects(): Phaser.GameObjects.Container[] {
    return [...this.pieces].filter(([, o]) => o.name.startsWith('regicide.pending.')).map(([, o]) => o);
  }

  private handObjects(): Phaser.GameObjects.Container[] {
    return [...this.pieces].filter(([, o]) => o instanceof CardPiece).map(([, o]) => o);
  }

  /**
   * R-DIAMONDS: the deal goes round the table one card at a time. Each draw event is one card;
   * the viewer's new cards (in hand order) take the viewer's turns in the deal.
   */
  private dealt(events: readonly GameEvent[]): Map<string, number> {
    const order = new Map<string, number>();
    const s = this.state();
    if (!s) return order;
    const hand = s.hands[this.seat] ?? [];
    const fresh = hand.filter((c) => !this.pieces.has(c));
    let k = 0;
    events.forEach((ev) => {
      if (ev.type !== 'draw') return;
      if (ev.seat === this.seat && k < fresh.length) order.set(fresh[k++] as string, this.drawIndex(events, ev));
    });
    return order;
  }

  private drawIndex(events: readonly GameEvent[], ev: GameEvent): number {
    return events.filter((e) => e.type === 'draw').indexOf(ev);
  }

  /** Cards dealt to the other seats fly face down from the tavern to their names, in turn. */
  private dealOthers(events: readonly GameEvent[]): void {
    const draws = events.filter((e) => e.type === 'draw');
    draws.forEach((ev, i) => {
      const seat = Number(ev.seat);
      if (seat === this.seat) return;
      const c = this.add.container(this.places.tavern.x, this.places.tavern.y).setName(`regicide.deal.${i}`).setScale(0.6);
      drawCard(this, c, '?');
      this.layer.add(c);
      const to = this.seatSpot(seat);
      this.dealEnd = Math.max(this.dealEnd, motionMs(120) * i + motionMs(300));
      this.tweens.add({ targets: c, ...to, alpha: 0.3, duration: motionMs(300), delay: motionMs(120) * i, ease: 'Cubic.Out', onStart: () => playSfx('card'), onComplete: () => c.destroy() });
    });
  }

  /** The next enemy turns face up. */
  private async reveal(enemy: Phaser.GameObjects.Container): Promise<void> {
    playSfx('flip');
    enemy.setScale(0, this.places.enemyScale);
    await tweenAsync(this, { targets: enemy, scaleX: this.places.enemyScale, duration: motionMs(260), ease: 'Back.Out' });
  }

  private enemyShown(): Phaser.GameObjects.Container | undefined {
    for (const [id, obj] of this.pieces) if (id.startsWith('enemy:')) return obj;
    return undefined;
  }

  private enemyCode(enemy: Phaser.GameObjects.Container): string {
    for (const [id, obj] of this.pieces) if (obj === enemy) return id.slice('enemy:'.length);
    return 'JC';
  }

  /** The hint: the cards of the play lifted, the enemy (or the wounds, a button) lit; never played. */
  showHint(move: unknown): void {
    const m = move as RegicideMove;
    const s = this.state();
    if (!s) return;
    if (this.pending.length) this.takeBackAll();
    const named = (name: string) => findNamed(this, name);
    const cards = m.type === 'play' || m.type === 'discard' ? m.cards.map((c) => named(`regicide.card.${c}`)) : [];
    let lit: (Phaser.GameObjects.GameObject | null)[] = [];
    // on a phone the enemy card itself is lit: its drop zone's wider ring lay over the meters' "Its attack" line beside it
    const enemy = this.compact ? named('regicide.enemy') : (named('regicide.enemyZone') ?? named('regicide.enemy'));
    if (m.type === 'play') lit = m.cards.length ? [enemy] : [named('regicide.playButton')];
    else if (m.type === 'discard') lit = [named('regicide.wounds')];
    else if (m.type === 'yield') lit = [named('regicide.yieldButton')];
    else if (m.type === 'choose') lit = [named(`regicide.choose.${m.seat}`)];
    else if (m.type === 'flip') lit = [named(s.phase === 'discard' ? 'regicide.jesterStep4' : 'regicide.jesterStep1')];
    this.hints.show(cards, lit);
  }

  clearHint(): void {
    this.hints.clear();
  }

  setViewer(seat: number): void {
    this.seat = seat;
    this.pending = [];
    this.redraw(false);
  }
}
