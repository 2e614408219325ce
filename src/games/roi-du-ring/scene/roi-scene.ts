// The Roi du Ring table: the ring from above on the left with the deck and discard beside it, the
// hand of the seat holding the device below it, and on the right the fighters' hp, the prompt
// with its buttons, and the tray where cards wait to be discarded, exchanged or used to
// intimidate. A card is dragged (or clicked, then its target clicked) onto a lit square or
// fighter: black cards move and dodge, red cards strike (then hit or push) and parry. Only the
// targets of legal moves light up. Each event of a move is animated in turn, then the table is
// redrawn from the seat's view. The keyboard reaches everything through one focus ring: the hand's
// cards (Enter picks one, arrows cycle its lit targets, Enter plays it, Escape lets go), the
// prompt's buttons, the cards on the tray and a dodge's squares.
import Phaser from 'phaser';
import { Button, DragController, DropZone, findNamed, focusableObject, FocusRing, HintMarks, isKeyboardMode, Panel, TOAST_BAND, type Focusable } from '../../../ui';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { motionMs } from '../../../services/settings';
import { t, type TextKey } from '../../../services/i18n';
import { Coach, type CoachStep } from '../../../ui/coach';
import { LessonRunner } from '../../../ui/lesson-runner';
import { clearExplains, type ExplainBand } from '../../../ui/explain';
import { markSeen } from '../../../services/seen';
import type { GameEvent } from '../../../core';
import { explainRoi, type Explained } from './explain';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, sameMove, setLessonClock, type LessonStep } from '../tutorial';
import { MAX_HP, actingFighter, damageOf, handSeat, startSquares, type RoiMove, type RoiState } from '../rules';
import { cardName, seatLabel } from './names';
import { describe } from './log';
import { CardPiece, drawCard } from './card-view';
import { choiceButtonName, promptButtons, promptHint, promptTitle, trayButtonName, type PromptButton, type PromptContext } from './prompt';
import { continues, hintWhy, rememberHint, setHintTable } from './hint-next';
import { FightAnimator, sfx, type FighterView, type Stage } from './fight-animator';
import { viewport } from '../../../ui/viewport';
import { APRON, CANVAS_PAD, CARD_H, CARD_W, CELL, COMPACT, CROWD, DECK, DISCARD, FIGHTERS_TOP, HAND, PROMPT_BOTTOM, RAISE, RING, RING_HALF, SEAT_COLOURS, SIDE, TRAY, applyLayout, seatColour, seatCss, squareXY } from './layout';
import { drawBadge, drawBoxer, drawFuryPip, drawRing } from './ring-view';
import { attachInfo, type InfoContent } from '../../../ui/info-card';
import { InfoSpots, type InfoSpot } from './info-spots';
import { cardInfo, deckInfo, discardInfo, fighterInfo, squareInfo } from './info';

type Pos = { x: number; y: number };

const wait = (scene: Phaser.Scene, ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(ms, () => resolve()));

/** The lesson's steps whose words say "drag": a phone has its own words for them ("tap"). */
const TOUCH_STEPS = new Set([2, 4, 5, 11, 12, 13]);

export class RoiScene extends Phaser.Scene implements GameSceneApi {
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private drag!: DragController;
  private squares: DropZone[] = [];
  private hints!: HintMarks;
  private tray!: DropZone;
  private ropes!: Phaser.GameObjects.Graphics;
  private ringLayer!: Phaser.GameObjects.Container;
  private layer!: Phaser.GameObjects.Container;
  private fx!: Phaser.GameObjects.Container;
  private fighters = new Map<number, FighterView>();
  private cards = new Map<string, Phaser.GameObjects.Container>();
  /** Cards put on the tray, waiting for a discard, an exchange, a shed or an intimidation. */
  private chosen: string[] = [];
  /** A card dropped on a fighter where it can do several things (hit or push, spit...): asked next. */
  private choice: { card: string; target: number; moves: RoiMove[] } | null = null;
  /** A dodge card chosen from the prompt: its squares are lit to click. */
  private dodging: string | null = null;
  private focus!: FocusRing;
  /** The ring's stops drawn by the last redraw besides the hand (buttons, tray cards, dodge squares), in order. */
  private focusables: Focusable[] = [];
  /** The guided first game: on while its script runs (until skipped); the goal shown until Next, the farewell after. */
  private teach!: LessonRunner<(typeof LESSON_SCRIPT)[number]>;
  private coach: Coach | null = null;
  private infoSpots!: InfoSpots;

  constructor() {
    super('RoiDuRing');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    // Desktop or phone: chosen once, before anything is drawn (a table keeps its layout all game).
    applyLayout(viewport());
    this.chosen = [];
    this.choice = null;
    this.dodging = null;
    this.fighters = new Map();
    this.cards = new Map();
    clearExplains(this);
    this.coach = null;
    // (the lesson's clock runs under the opening card too: the bot's scripted move may be due then;
    // skipped while a scripted bot move is due, the real bot plays it)
    this.teach = new LessonRunner({
      lesson: isLesson(this.session.record.options),
      script: LESSON_SCRIPT,
      movesMade: () => this.session.record.moves.length,
      redraw: () => this.redraw(),
      clearCoach: () => this.coach?.clear(),
      setClock: setLessonClock,
      onShutdown: (fn) => this.events.once(Phaser.Scenes.Events.SHUTDOWN, fn),
      clockInIntro: true,
    });
    if (isLesson(this.session.record.options)) {
      const at = this.coachAt();
      this.coach = new Coach(this, { x: at.x, y: at.y, width: at.width, onSkip: () => this.teach.end(), onNext: () => this.teach.next() });
    }
    // Toasts over the ring's column, clear of the fighters' names and hp on the right (issue 30 item 18).
    if (!COMPACT) {
      this.registry.set(TOAST_BAND, { x: RING.x, w: 2 * (RING_HALF + APRON + CROWD) });
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(TOAST_BAND));
    }
    // The hint continues what this table holds half made (hint-next.ts).
    setHintTable(() => (this.myTurn() ? { at: this.teach.at(), half: { chosen: this.chosen, choice: this.choice, dodging: this.dodging } } : null));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => setHintTable(null));
    this.ropes = drawRing(this, this.postColours());
    this.ringLayer = this.add.container(0, 0);
    this.squares = [];
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        const p = squareXY(x, y);
        this.squares.push(new DropZone(this, p.x, p.y, CELL - 6, CELL - 6, `sq.${x}.${y}`, { name: `roi.sq.${x}.${y}`, depth: 2 }));
      }
    }
    this.tray = new DropZone(this, TRAY.x, TRAY.y, TRAY.w, TRAY.h, 'tray', { name: 'roi.tray', depth: 2 });
    this.layer = this.add.container(0, 0).setDepth(3);
    this.fx = this.add.container(0, 0).setDepth(8);
    this.hints = new HintMarks(this);
    this.focus = new FocusRing(this, { onBack: () => (this.choice || this.dodging ? this.cancel() : undefined) });
    this.drag = new DragController(this, {
      focus: this.focus,
      targetsFor: (piece) => this.targetsFor(piece.id),
      onDrop: (piece, zone) => this.drop(piece.id, zone),
      canPick: () => this.myTurn(),
      // a card tapped with nowhere to go now (no zone) is named in the reason (issue 30 item 10)
      whyNot: (piece, zone) => {
        const why = this.whyNot();
        return zone || why !== t('roi.cantThere') ? why : t('roi.noUse', { card: cardName(piece.id) });
      },
      snapToZone: false,
    });
    for (const z of this.squares) this.drag.addZone(z);
    this.drag.addZone(this.tray);
    this.infoSpots = new InfoSpots(this, () => !this.drag.getSelected() && !this.dodging && !this.choice);
    this.redraw();
  }

  // ---- the rules, as this seat sees them ----

  private state(): RoiState | null {
    // Covered for a hand-over: nothing; watching online (SPECTATOR): the public view.
    return this.seat === COVERED ? null : (this.session.view(this.seat) as RoiState);
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  private legal(): RoiMove[] {
    if (!this.myTurn() || this.teach.intro) return [];
    const all = this.session.legalMoves() as RoiMove[];
    const scripted = this.teach.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  // ---- the guided first game ----

  /**
   * Where the coach's card sits: on a desktop in the left column over the round and the piles
   * (the ring, the hand, the prompt's buttons and the tray stay clear); on a phone over the
   * fighters' rows and the prompt's words, above the prompt's buttons. `top`: its top edge.
   */
  private coachAt(): { x: number; y: number; width: number; top: number } {
    // A phone: under the fighters' rows (their hp stays in sight), over the prompt's words.
    if (COMPACT) return { x: SIDE.x, y: 400, width: SIDE.w, top: this.sideStack(this.state() ?? (this.session.state as RoiState)).info };
    // Right edge a little short of the ropes (the crowd's band may show under it).
    const width = Math.floor(squareXY(0, 0).x - CELL / 2 - CANVAS_PAD - 12 - 8);
    return { x: 8 + width / 2, y: 400, width, top: 80 };
  }

  /** Show a step of the coach, its card's top edge where coachAt says. */
  private showCoach(step: CoachStep, n: number): void {
    this.coach?.show(step, n, LESSON_STEPS);
    const card = this.children.getByName('ui.coach');
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
  private drawCoach(s: RoiState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.teach.now(s.status === 'playing', this.myTurn());
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
      const b = step.button ? findNamed(this, step.button) : null;
      if (b instanceof Button) {
        const m = b.getWorldTransformMatrix();
        spots.push({ x: m.tx, y: m.ty, w: b.buttonWidth + 8, h: b.buttonHeight + 8 });
      }
    };
    if (this.choice) button();
    else if (this.dodging) {
      if (step.square) square(step.square);
    } else if (step.cards?.length) {
      for (const code of step.cards) {
        const piece = this.cards.get(code);
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

  /** The posts: each start corner in its fighter's colour, the others in the colours left over. */
  private postColours(): number[] {
    const corners = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ];
    const starts = startSquares((this.session.state as RoiState).fighters.length);
    const out: (number | null)[] = corners.map(([x, y]) => {
      const seat = starts.findIndex((s) => s.x === x && s.y === y);
      return seat >= 0 ? seatColour(seat) : null;
    });
    const spare = SEAT_COLOURS.filter((c) => !out.includes(c));
    return out.map((c) => c ?? spare.shift() ?? 0x888888);
  }

  private zoneAt(x: number, y: number): DropZone {
    return this.squares[y * 5 + x] as DropZone;
  }

  private squareOf(zone: DropZone): Pos | null {
    const m = /^sq\.(\d)\.(\d)$/.exec(zone.id);
    return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
  }

  private fighterAt(s: RoiState, p: Pos): number {
    return s.fighters.find((f) => !f.ko && f.x === p.x && f.y === p.y)?.seat ?? -1;
  }

  /** The square a one-card move is dropped on: where it steps, or the fighter it acts on. */
  private squareFor(s: RoiState, m: RoiMove): Pos | null {
    const at = (seat: number): Pos | null => {
      const f = s.fighters[seat];
      return f ? { x: f.x, y: f.y } : null;
    };
    switch (m.type) {
      case 'move':
      case 'dodge':
        return m.to;
      case 'strike':
      case 'poke':
      case 'charge':
      case 'spit':
      case 'trip':
      case 'surprise':
        return at(m.target);
      case 'cheer':
        return at(m.seat);
      case 'parry':
        return s.attack ? at(s.attack.on) : null;
      default:
        return null;
    }
  }

  /** The legal moves that play `card` onto square `p`. */
  private movesOnto(s: RoiState, card: string, p: Pos): RoiMove[] {
    return this.legal().filter((m) => {
      if (!('card' in m) || m.card !== card) return false;
      const q = this.squareFor(s, m);
      return !!q && q.x === p.x && q.y === p.y;
    });
  }

  /** Whether `card` may join the tray: some legal exchange, shed or discard holds the tray and it. */
  private trayTakes(card: string): boolean {
    if (this.chosen.includes(card)) return false;
    const want = [...this.chosen, card];
    return this.legal().some((m) => (m.type === 'exchange' || m.type === 'shed' || m.type === 'discard' || m.type === 'psychic') && want.every((c) => m.cards.includes(c)));
  }

  private targetsFor(card: string): DropZone[] {
    const s = this.state();
    if (!s || this.choice) return [];
    const out = new Set<DropZone>();
    for (const m of this.legal()) {
      if (!('card' in m) || m.card !== card) continue;
      const p = this.squareFor(s, m);
      if (p) out.add(this.zoneAt(p.x, p.y));
    }
    if (this.trayTakes(card)) out.add(this.tray);
    return [...out];
  }

  private drop(card: string, zone: DropZone): true | string {
    const s = this.state();
    if (!s) return t('roi.cantThere');
    if (zone === this.tray) {
      if (!this.trayTakes(card)) return t('roi.trayFull');
      this.chosen.push(card);
      sfx('card');
      this.redraw();
      return true;
    }
    const p = this.squareOf(zone);
    const moves = p ? this.movesOnto(s, card, p) : [];
    const first = moves[0];
    if (!first || !p) return this.whyNot();
    if (moves.length > 1 || first.type === 'strike' || first.type === 'surprise') {
      this.choice = { card, target: this.fighterAt(s, p), moves };
      this.redraw();
      return true;
    }
    return this.play(first) ? true : '';
  }

  private play(move: RoiMove): boolean {
    const keep = { chosen: this.chosen, choice: this.choice, dodging: this.dodging };
    this.chosen = [];
    this.choice = null;
    this.dodging = null;
    if (this.host.play(move)) return true;
    this.chosen = keep.chosen;
    this.choice = keep.choice;
    this.dodging = keep.dodging;
    this.redraw();
    return false;
  }

  /** Why a card cannot go where it was dropped: in a counter-attack, which cards may strike back, and at whom (R-COUNTER). */
  private whyNot(): string {
    if (this.teach.active && this.myTurn()) return t('roi.why.lesson');
    const s = this.state();
    if (s?.phase === 'counter' && s.counterOn !== null) return t('roi.cantCounter', { name: seatLabel(s.counterOn) });
    return t('roi.cantThere');
  }

  // ---- drawing ----

  private redraw(): void {
    this.hints.clear();
    this.hidden = null;
    for (const piece of this.cards.values()) if (piece instanceof CardPiece) this.drag.removePiece(piece);
    this.drag.clearSelection();
    this.layer.removeAll(true);
    this.ringLayer.removeAll(true);
    this.fighters = new Map();
    this.cards = new Map();
    for (const z of this.squares) z.setHighlight('off');
    this.tray.setHighlight('off');
    this.focusables = [];
    const s = this.state() ?? (this.session.state as RoiState);
    this.drawPiles(s);
    this.drawFighters(s);
    this.drawSide(s);
    this.setInfoSpots(s);
    if (this.seat === COVERED) return;
    this.drawAttack(s);
    if (this.seat < 0) return; // watching: no hand, tray or prompt of one's own
    this.drawHand(s);
    this.drawTray(s);
    this.drawPrompt(s);
    this.drawCoach(s);
    this.focusFirst(s);
  }

  // ---- keyboard ----

  /** Put a game object on the focus ring; Enter (or Space) runs `fn`. */
  private focusable(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Rectangle, w: number, h: number, fn: () => void, onFocus?: (on: boolean) => void): void {
    const item = focusableObject(obj, w, h, fn, onFocus);
    this.focus.add(item);
    this.focusables.push(item);
  }

  /**
   * After a redraw a keyboard player finds the focus on the next thing to do: a dodge's first
   * square or the prompt's first button while a choice is open or a pincer is asked, else the
   * first card of the hand (or the first button when no card can be picked).
   */
  private focusFirst(s: RoiState): void {
    if (!isKeyboardMode() || !this.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    // A pincer question plays no card: its buttons come first.
    if (!this.choice && !this.dodging && s.phase !== 'pincer') {
      const card = (s.hands[this.seat] ?? []).map((c) => this.cards.get(c)).find((c): c is CardPiece => c instanceof CardPiece);
      if (card) {
        this.drag.focusPiece(card);
        return;
      }
    }
    const squares = this.dodging ? this.focusables.filter((f) => f instanceof Phaser.GameObjects.Rectangle) : [];
    const first = [...squares, ...this.focusables].find((f) => f.isEnabled());
    if (first) this.focus.focus(first, true);
  }

  private text(x: number, y: number, text: string, opts: { size?: number; colour?: string; name?: string; origin?: [number, number]; wrap?: number; bold?: boolean; maxLines?: number } = {}): Phaser.GameObjects.Text {
    const l = this.add
      .text(x, y, text, {
        fontFamily: FONTS.body,
        fontSize: `${Math.max(opts.size ?? 20, COMPACT?.minFont ?? 0)}px`,
        fontStyle: opts.bold === false ? '400' : '700',
        color: opts.colour ?? CSS.parchment,
        wordWrap: opts.wrap ? { width: opts.wrap } : undefined,
        maxLines: opts.maxLines,
        lineSpacing: 2,
      })
      .setOrigin(...(opts.origin ?? [0.5, 0.5]));
    if (opts.name) l.setName(opts.name);
    this.layer.add(l);
    return l;
  }

  /**
   * Down the right-hand side, from the top: the fighters' rows, with two fighters each a line that
   * says their hp and hand are shared, on a phone the line of the round and the piles, then the
   * prompt. Where each starts.
   */
  private sideStack(s: RoiState): { legend: number; info: number; prompt: number } {
    const n = s.fighters.length;
    const legendH = s.owner ? (COMPACT ? COMPACT.minFont + 10 : 26) : 0;
    if (!COMPACT) {
      const legend = FIGHTERS_TOP + n * 52 + 2;
      return { legend, info: -1, prompt: legend + legendH + 12 };
    }
    const legend = FIGHTERS_TOP + n * (COMPACT.row + COMPACT.rowGap) + 2;
    const info = legend + legendH;
    return { legend, info, prompt: info + COMPACT.minFont + 12 };
  }

  private drawPiles(s: RoiState): void {
    if (COMPACT) {
      // One line: the round, the deck's count, the discard's count and its top card.
      const y = this.sideStack(s).info + (COMPACT.minFont + 6) / 2;
      const top = s.discard[s.discard.length - 1];
      const round = this.text(SIDE.x - SIDE.w / 2 + 8, y, t('roi.round', { n: s.round }), { colour: CSS.goldLight, name: 'roi.round', origin: [0, 0.5] }).setFontFamily(FONTS.title);
      const deck = this.text(round.x + round.width + 36, y, t('roi.deck', { n: s.deck.length }), { name: 'roi.deck.count', origin: [0, 0.5], bold: false });
      const discard = this.text(deck.x + deck.width + 36, y, `${t('roi.discardPile', { n: s.discard.length })}${top ? `: ${cardName(top)}` : ''}`, { name: 'roi.discard.count', origin: [0, 0.5], bold: false });
      DECK.x = deck.x + deck.width / 2;
      DECK.y = y;
      DISCARD.x = discard.x + discard.width / 2;
      DISCARD.y = y;
      return;
    }
    this.text(DECK.x, 112, t('roi.round', { n: s.round }), { size: 28, colour: CSS.goldLight, name: 'roi.round' }).setFontFamily(FONTS.title);
    const deck = this.add.container(DECK.x, DECK.y).setName('roi.deck');
    for (let i = Math.min(3, s.deck.length) - 1; i >= 0; i--) {
      const back = this.add.container(-i * 3, -i * 3);
      drawCard(this, back, '?');
      deck.add(back);
    }
    if (s.deck.length === 0) deck.add(this.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
    this.layer.add(deck);
    this.text(DECK.x, DECK.y + CARD_H / 2 + 22, t('roi.deck', { n: s.deck.length }), { name: 'roi.deck.count' });
    const top = s.discard[s.discard.length - 1];
    const discard = this.add.container(DISCARD.x, DISCARD.y).setName('roi.discard');
    if (top) drawCard(this, discard, top);
    else discard.add(this.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
    this.layer.add(discard);
    this.text(DISCARD.x, DISCARD.y + CARD_H / 2 + 22, t('roi.discardPile', { n: s.discard.length }), { name: 'roi.discard.count' });
  }

  /** The way a fighter faces: toward the nearest standing opponent. */
  private facing(s: RoiState, seat: number): number {
    const me = s.fighters[seat];
    if (!me) return 0;
    let best: { d: number; x: number; y: number } | null = null;
    for (const f of s.fighters) {
      if (f.seat === seat || f.ko) continue;
      const d = Math.max(Math.abs(f.x - me.x), Math.abs(f.y - me.y)) * 10 + Math.abs(f.x - me.x) + Math.abs(f.y - me.y);
      if (!best || d < best.d) best = { d, x: f.x, y: f.y };
    }
    if (!best) return 0;
    return Phaser.Math.RadToDeg(Math.atan2(best.y - me.y, best.x - me.x)) + 90;
  }

  private drawFighters(s: RoiState): void {
    const actor = s.status === 'playing' ? actingFighter(s) : -1;
    const order = s.fighters.slice().sort((a, b) => Number(b.ko) - Number(a.ko));
    for (const f of order) {
      const p = squareXY(f.x, f.y);
      const outer = this.add.container(p.x, p.y).setName(`roi.fighter.${f.seat}`);
      const size = COMPACT ? COMPACT.minFont : 0;
      if (actor === f.seat && !f.ko) {
        const ring = this.add.graphics();
        ring.lineStyle(4, COLORS.goldLight, 1).strokeCircle(0, 0, CELL / 2 - 6);
        ring.fillStyle(COLORS.goldLight, 0.18).fillCircle(0, 0, CELL / 2 - 6);
        outer.add(ring);
      }
      const k = CELL / 92; // the boxer grows with the squares on a phone
      const body = drawBoxer(this, f.seat).setScale(0.95 * k).setAngle(this.facing(s, f.seat));
      if (f.ko) body.setAngle(body.angle + 100).setScale(0.75 * k).setAlpha(0.45);
      outer.add(body);
      const badge = drawBadge(this, f.seat, f.ko ? t('roi.ko') : `♥ ${f.hp}`, size || undefined);
      badge.setPosition(0, size ? CELL / 2 - (26 * size) / 19 / 2 - 4 : CELL / 2 - 10);
      outer.add(badge);
      this.ringLayer.add(outer);
      const pk = size ? size / 18 : 1;
      const pip = s.advanced.fury && !f.ko ? drawFuryPip(this, f.seat, f.fury, size || undefined).setPosition(CELL / 2 - 20 * pk - (size ? 4 : 0), -CELL / 2 + 13 * pk + (size ? 2 : 0)) : null;
      if (pip) outer.add(pip);
      // Teams: the team's number on a disc at the token's top left (team 1 light, team 2 dark), so
      // who is with whom shows on the ring itself, not only in the side panel (issue 30 item 8).
      if (s.teams && !s.owner && !f.ko) outer.add(this.teamMark(f.seat, (s.teams[f.seat] ?? 0) + 1, size));
      const text = (c: Phaser.GameObjects.Container | null, name: string) => {
        const o = c?.getByName(name);
        return o instanceof Phaser.GameObjects.Text ? o : null;
      };
      this.fighters.set(f.seat, { outer, body, hp: text(badge, `roi.hp.${f.seat}`), fury: text(pip, `roi.fury.${f.seat}`) });
    }
  }

  /** A fighter's team mark (`roi.team.<seat>`): the team's number on a disc, at the token's top left. */
  private teamMark(seat: number, team: number, size: number): Phaser.GameObjects.Container {
    const k = size ? size / 18 : 1;
    const r = Math.round(13 * k);
    const light = team === 1;
    const mark = this.add.container(-CELL / 2 + r + 6, -CELL / 2 + r + 4).setName(`roi.team.${seat}`);
    const g = this.add.graphics();
    g.fillStyle(light ? 0xf3e6c8 : 0x2b1d12, 1).fillCircle(0, 0, r);
    g.lineStyle(2, COLORS.gold, 1).strokeCircle(0, 0, r);
    const label = this.add
      .text(0, 0, String(team), { fontFamily: FONTS.body, fontSize: `${size || 17}px`, fontStyle: '700', color: light ? '#2b1d12' : '#f3e6c8' })
      .setOrigin(0.5)
      .setName(`roi.team.text.${seat}`);
    mark.add([g, label]);
    return mark;
  }

  /** The fighters' cards on the right: colour, name, hp as ten pips and a number, cards in hand. */
  private drawSide(s: RoiState): void {
    const left = SIDE.x - SIDE.w / 2;
    const actor = s.status === 'playing' ? actingFighter(s) : -1;
    const fury = s.advanced.fury;
    // Desktop: 46 px rows, 52 apart. A phone: rows as tall as its larger text asks, the pips and
    // the numbers further right to leave the names room.
    const rowH = COMPACT ? COMPACT.row : 46;
    const pitch = COMPACT ? COMPACT.row + COMPACT.rowGap : 52;
    const size = COMPACT ? COMPACT.minFont : 22;
    const pipsX = COMPACT ? 44 + Math.ceil(Math.max(...s.fighters.map((f) => this.measure(seatLabel(f.seat), size)))) + 16 : 128;
    s.fighters.forEach((f, i) => {
      const y = FIGHTERS_TOP + i * pitch;
      const mid = y + rowH / 2;
      const g = this.add.graphics();
      const mine = f.seat === actor;
      g.fillStyle(0x000000, mine ? 0.5 : 0.3).fillRoundedRect(left, y, SIDE.w, rowH, 10);
      if (mine) g.lineStyle(2, COLORS.goldLight, 1).strokeRoundedRect(left, y, SIDE.w, rowH, 10);
      g.fillStyle(seatColour(f.seat), 1).fillCircle(left + 24, mid, 13);
      g.lineStyle(2, 0xffffff, 0.8).strokeCircle(left + 24, mid, 13);
      // hp as ten red pips; under them, with the fury rule, the fury gauge as eight orange ones.
      const ph = COMPACT ? Math.round(rowH * 0.4) : 18; // the pips' height without fury
      for (let k = 0; k < MAX_HP; k++) {
        g.fillStyle(k < f.hp ? 0xd23b2e : 0x4a3a30, 1).fillRoundedRect(left + pipsX + k * 18, fury ? mid - 15 : mid - ph / 2, 15, fury ? 15 : ph, 4);
      }
      if (fury) for (let k = 0; k < 8; k++) g.fillStyle(k < f.fury ? 0xf08a2a : 0x4a3a30, 1).fillRoundedRect(left + pipsX + k * 18, mid + 5, 15, 9, 3);
      this.layer.add(g);
      this.text(left + 46, mid, seatLabel(f.seat), { origin: [0, 0.5], colour: seatCss(f.seat), size: 22 });
      this.text(left + pipsX + 184, mid, f.ko ? t('roi.ko') : t('roi.hp', { hp: f.hp }), { origin: [0, 0.5], name: `roi.side.hp.${f.seat}`, size: 22 });
      const extra = [t('roi.hand', { n: s.hands[handSeat(s, f.seat)]?.length ?? 0 })];
      if (s.owner) extra.unshift(t('roi.ownedBy', { name: seatLabel(s.owner[f.seat] ?? 0) }));
      if (s.teams && !s.owner) extra.unshift(t('roi.team', { n: (s.teams[f.seat] ?? 0) + 1 }));
      else if (fury) extra.push(t('roi.fury', { n: f.fury }));
      this.text(left + SIDE.w - 12, mid, extra.join(' · '), { origin: [1, 0.5], size: 19, bold: false, name: `roi.side.extra.${f.seat}` });
    });
    // R-TWO-FIGHTERS: a player's two fighters share one pool of hp (and one hand): said under the rows.
    if (s.owner) {
      const y = this.sideStack(s).legend;
      this.text(left + 8, y + (COMPACT ? (COMPACT.minFont + 10) / 2 : 12), t('roi.sharedLegend'), { origin: [0, 0.5], size: 18, bold: false, colour: CSS.goldLight, name: 'roi.side.shared' });
    }
  }

  // ---- what is this? ----

  /** A card's "what is this?": its name, its face, and what it does under the rules in force. */
  private cardContent(code: string): InfoContent {
    const s = this.session.state as RoiState;
    return { ...cardInfo(code, s.advanced, s.teams !== null && s.owner === null), picture: (c, size) => drawCard(this, c, code, Math.round(size * 0.72), size) };
  }

  private fighterContent(s: RoiState, seat: number): InfoContent {
    return { ...fighterInfo(s, seat), picture: (c, size) => c.add(drawBoxer(this, seat).setScale(size / 100)) };
  }

  /** The table's spots that say what they are: each square (its fighter, or the Champion's square, the ropes, a corner), the fighters' rows, the deck and the discard. */
  private setInfoSpots(s: RoiState): void {
    const spots: InfoSpot[] = [];
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        const p = squareXY(x, y);
        const here = s.fighters.filter((f) => f.x === x && f.y === y).sort((a, b) => Number(a.ko) - Number(b.ko))[0];
        spots.push({ x: p.x, y: p.y, w: CELL, h: CELL, content: () => (here ? this.fighterContent(s, here.seat) : squareInfo(x, y, s.advanced)) });
      }
    }
    const rowH = COMPACT ? COMPACT.row : 46;
    const pitch = COMPACT ? COMPACT.row + COMPACT.rowGap : 52;
    s.fighters.forEach((f, i) => spots.push({ x: SIDE.x, y: FIGHTERS_TOP + i * pitch + rowH / 2, w: SIDE.w, h: rowH, content: () => this.fighterContent(s, f.seat) }));
    const box = (name: string): { x: number; y: number; w: number; h: number } | null => {
      const o = findNamed(this, name);
      if (!(o instanceof Phaser.GameObjects.Text)) return null;
      const b = o.getBounds();
      return { x: b.centerX, y: b.centerY, w: b.width + 16, h: Math.max(b.height + 10, COMPACT ? COMPACT.minFont + 16 : 0) };
    };
    const back = (c: Phaser.GameObjects.Container, size: number): void => drawCard(this, c, '?', Math.round(size * 0.72), size);
    const top = s.discard[s.discard.length - 1];
    const face = (c: Phaser.GameObjects.Container, size: number): void => drawCard(this, c, top ?? '?', Math.round(size * 0.72), size);
    const deck = (): InfoContent => ({ ...deckInfo(s), picture: back });
    const discard = (): InfoContent => ({ ...discardInfo(s), picture: top ? face : undefined });
    if (!COMPACT) {
      spots.push({ x: DECK.x, y: DECK.y, w: CARD_W + 12, h: CARD_H + 12, content: deck }, { x: DISCARD.x, y: DISCARD.y, w: CARD_W + 12, h: CARD_H + 12, content: discard });
    }
    const deckText = box('roi.deck.count');
    const discardText = box('roi.discard.count');
    if (deckText) spots.push({ ...deckText, content: deck });
    if (discardText) spots.push({ ...discardText, content: discard });
    this.infoSpots.set(spots);
  }

  /** How wide `text` is drawn at `size` px in bold (for lining things up). */
  private measure(text: string, size: number, bold = true): number {
    const probe = this.add.text(0, 0, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: bold ? '700' : '400' });
    const w = probe.width;
    probe.destroy();
    return w;
  }

  /** A waiting attack: its card (a psychic attack's cards) between the two fighters; a card being decided, by its target. */
  private drawAttack(s: RoiState): void {
    const a = s.attack;
    if (a) this.cardsBetween(s, a.by, a.on, a.kind === 'psychic' ? a.cards : [a.card], 'roi.attackCard');
    if (this.choice && this.choice.target >= 0) this.cardsBetween(s, actingFighter(s), this.choice.target, [this.choice.card], 'roi.choiceCard');
  }

  private cardsBetween(s: RoiState, from: number, to: number, cards: readonly string[], name: string): void {
    const by = s.fighters[from];
    const on = s.fighters[to];
    if (!by || !on) return;
    const p = COMPACT ? this.clearSpotBetween(s, by, on, cards.length) : squareXY((by.x + on.x) / 2, (by.y + on.y) / 2);
    const c = this.add.container(p.x, p.y).setName(name);
    cards.forEach((code, i) => {
      // On a phone the card is drawn smaller rather than scaled down, its marks kept legible.
      const card = this.add.container((i - (cards.length - 1) / 2) * (COMPACT ? 44 : 30), 0).setScale(COMPACT ? 1 : 0.5).setAngle(-8 + i * 5);
      if (COMPACT) drawCard(this, card, code, 100, 140);
      else drawCard(this, card, code);
      c.add(card);
    });
    this.layer.add(c);
  }

  /**
   * On a phone, where a card (or a fan of `n`) goes between two fighters: the middle of the line
   * between them, moved across the line to a side where it covers no fighter's hp or fury label
   * and stays on the canvas (the middle itself when no side is clear).
   */
  private clearSpotBetween(s: RoiState, by: Pos, on: Pos, n: number): Pos {
    const mid = squareXY((by.x + on.x) / 2, (by.y + on.y) / 2);
    const dx = on.x - by.x;
    const dy = on.y - by.y;
    const len = Math.hypot(dx, dy) || 1;
    const perp = { x: -dy / len, y: dx / len };
    const w = 100 + (n - 1) * 44 + 16;
    const h = 140 + 16;
    const half = 2.5 * CELL;
    const labels: { x: number; y: number; w: number; h: number }[] = [];
    for (const f of s.fighters) {
      if (f.ko) continue;
      const q = squareXY(f.x, f.y);
      labels.push({ x: q.x, y: q.y + CELL / 2 - 24, w: 100, h: 44 }); // the hp badge
      if (s.advanced.fury) labels.push({ x: q.x + CELL / 2 - 41, y: q.y - CELL / 2 + 26, w: 74, h: 42 }); // the fury pip
    }
    const clear = (p: Pos): boolean =>
      p.x - w / 2 >= squareXY(0, 0).x - CELL / 2 - 4 &&
      p.x + w / 2 <= squareXY(0, 0).x - CELL / 2 + 2 * half + 4 &&
      p.y - h / 2 >= squareXY(0, 0).y - CELL / 2 - 4 &&
      p.y + h / 2 <= squareXY(0, 0).y - CELL / 2 + 2 * half + 4 &&
      labels.every((r) => Math.abs(r.x - p.x) >= (r.w + w) / 2 || Math.abs(r.y - p.y) >= (r.h + h) / 2);
    // Up first (the hp badges sit low in their squares), then the other side, then further out.
    const sides = perp.y > 0 || (perp.y === 0 && perp.x > 0) ? [-1, 1] : [1, -1];
    for (const k of [0, 0.6, 0.9, 1.2]) {
      for (const sign of k === 0 ? [1] : sides) {
        const p = { x: mid.x + perp.x * k * CELL * sign, y: mid.y + perp.y * k * CELL * sign };
        if (clear(p)) return p;
      }
    }
    return mid;
  }

  private drawHand(s: RoiState): void {
    const hidden = new Set([...this.chosen, ...(this.choice ? [this.choice.card] : [])]);
    if (COMPACT) {
      // A phone: the cards on the tray stay in the hand's row, raised and framed in gold (a tap
      // takes one back): the tray beside the hand only says how many it holds.
      const row = (s.hands[this.seat] ?? []).filter((c) => c !== this.choice?.card);
      const { x0, x1 } = COMPACT.hand;
      const gap = Math.min(CARD_W + 12, row.length > 1 ? (x1 - x0 - CARD_W) / (row.length - 1) : CARD_W);
      const start = (x0 + x1) / 2 - ((row.length - 1) * gap) / 2;
      row.forEach((code, i) => {
        const x = start + i * gap;
        if (this.chosen.includes(code)) {
          this.chosenCard(code, x, HAND.y - RAISE, 1);
          return;
        }
        const piece = new CardPiece(this, x, HAND.y, code);
        this.layer.add(piece);
        this.drag.addPiece(piece);
        this.cards.set(code, piece);
        attachInfo(piece, () => this.cardContent(code));
      });
      return;
    }
    const hand = (s.hands[this.seat] ?? []).filter((c) => !hidden.has(c));
    const gap = Math.min(CARD_W + 14, 640 / Math.max(1, hand.length));
    hand.forEach((code, i) => {
      const x = HAND.x + (i - (hand.length - 1) / 2) * gap;
      const piece = new CardPiece(this, x, HAND.y, code);
      this.layer.add(piece);
      this.drag.addPiece(piece);
      this.cards.set(code, piece);
      attachInfo(piece, () => this.cardContent(code));
    });
  }

  /** A card on the tray: clicked (tapped), it goes back to the hand. */
  private chosenCard(code: string, x: number, y: number, scale: number): void {
    const c = this.add.container(x, y).setScale(scale).setName(`roi.chosen.${code}`);
    drawCard(this, c, code);
    if (COMPACT) {
      const frame = this.add.graphics();
      frame.lineStyle(5, COLORS.goldLight, 1).strokeRoundedRect(-CARD_W / 2 - 3, -CARD_H / 2 - 3, CARD_W + 6, CARD_H + 6, 12);
      c.add(frame);
    }
    c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
    const back = (): void => {
      this.chosen = this.chosen.filter((x) => x !== code);
      this.redraw();
    };
    c.on('pointerup', back);
    this.layer.add(c);
    attachInfo(c, () => this.cardContent(code));
    this.focusable(c, CARD_W, CARD_H, back);
    this.cards.set(code, c);
  }

  private drawTray(s: RoiState): void {
    const show = this.myTurn() && (s.phase === 'exchange' || s.phase === 'shed' || s.phase === 'play' || s.attack?.kind === 'psychic');
    if (!show) return;
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.3).fillRoundedRect(TRAY.x - TRAY.w / 2, TRAY.y - TRAY.h / 2, TRAY.w, TRAY.h, 14);
    g.lineStyle(2, COLORS.goldDark, 1).strokeRoundedRect(TRAY.x - TRAY.w / 2, TRAY.y - TRAY.h / 2, TRAY.w, TRAY.h, 14);
    this.layer.add(g);
    if (COMPACT) {
      // The tray's name inside it, and how many cards it holds (they are raised in the hand).
      const wrap = TRAY.w - 16;
      this.text(TRAY.x, TRAY.y - TRAY.h / 2 + 8, t('roi.chosen'), { colour: CSS.goldLight, origin: [0.5, 0], wrap, name: 'roi.tray.label' });
      const n = this.chosen.length;
      this.text(TRAY.x, TRAY.y + TRAY.h / 2 - 8, n ? String(n) : t('roi.chosenHintTouch'), { colour: CSS.parchment, bold: n > 0, origin: [0.5, 1], wrap, size: n ? 44 : 20, name: 'roi.tray.count' });
      return;
    }
    this.text(TRAY.x, TRAY.y - TRAY.h / 2 - 16, t('roi.chosen'), { size: 19, colour: CSS.goldLight });
    if (this.chosen.length === 0) this.text(TRAY.x, TRAY.y, t('roi.chosenHint'), { size: 19, colour: CSS.parchment, bold: false });
    const scale = 0.72;
    const gap = Math.min(CARD_W * scale + 6, (TRAY.w - 30) / Math.max(1, this.chosen.length));
    this.chosen.forEach((code, i) => this.chosenCard(code, TRAY.x + (i - (this.chosen.length - 1) / 2) * gap, TRAY.y, scale));
  }

  // ---- the prompt: what is happening and what this seat may do ----

  private drawPrompt(s: RoiState): void {
    const top = this.sideStack(s).prompt;
    const h = PROMPT_BOTTOM - top;
    const ctx = this.promptContext();
    const buttons = promptButtons(s, ctx);
    if (COMPACT) {
      this.drawCompactPrompt(s, ctx, buttons, top, h);
      if (this.dodging) this.lightDodge(this.dodging);
      return;
    }
    const panel = new Panel(this, SIDE.x, top + h / 2, SIDE.w, h, { title: promptTitle(s, ctx) });
    panel.setName('roi.prompt');
    this.layer.add(panel);
    const pitch = 62;
    // The end of the turn's buttons stand at the panel's foot, one under the other, whatever the
    // tray adds (Discard, Intimidate...: issue 30 item 17, buttons never jump); the others under
    // the hint, above them.
    const isEnd = (b: PromptButton): boolean => b.name.startsWith('roi.btn.end.');
    let ends = buttons.filter(isEnd);
    let rest = buttons.filter((b) => !isEnd(b));
    let foot = ends.length ? PROMPT_BOTTOM - 14 - (ends.length - 0.5) * pitch - 28 - 6 : PROMPT_BOTTOM - 8;
    /** Whether the other buttons, from y0 in `cols` columns, end above the end buttons (or the panel's foot). */
    const fits = (y0: number, cols: number): boolean => y0 + (Math.ceil(rest.length / cols) - 0.5) * pitch <= foot;
    const hint = this.text(SIDE.x - SIDE.w / 2 + 28, top + 78, promptHint(s, ctx), { origin: [0, 0], colour: CSS.ink, size: 20, wrap: SIDE.w - 56, bold: false, name: 'roi.hint' });
    let y0 = Math.max(top + 150, hint.y + hint.height + 44);
    // A crowded prompt (four fighters' intimidations) where the others do not fit above the end
    // buttons even in two columns: all the buttons flow together, as many as the panel holds.
    if (ends.length && rest.length && !fits(Math.max(top + 150, hint.y + 28 + 44), 2)) {
      rest = buttons;
      ends = [];
      foot = PROMPT_BOTTOM - 8;
    }
    // One column while the buttons fit under the hint, else two.
    const cols = rest.length > 4 || !fits(y0, 1) ? 2 : 1;
    // Still too many for the panel: the buttons rise to end above the end buttons (or its foot,
    // never on its border), and the hint says less (the reminders go first), keeping the lines
    // that leave them room.
    if (rest.length && !fits(y0, cols)) {
      // (Without end buttons below, the last row's centre stands 14 px above the foot, as the end buttons' do: 6 px clear of the border.)
      y0 = (ends.length ? foot : PROMPT_BOTTOM - 14) - (Math.ceil(rest.length / cols) - 0.5) * pitch;
      hint.setText(promptHint(s, ctx, false, true));
      const lines = hint.getWrappedText().length;
      const keep = Math.max(1, Math.floor((y0 - 28 - 10 - hint.y) / (hint.height / Math.max(1, lines))));
      if (keep < lines) hint.setMaxLines(keep);
    }
    const w = cols === 2 ? 256 : 400;
    const made = new Map<PromptButton, Button>();
    const add = (b: PromptButton, x: number, y: number, width: number): void => {
      const button = new Button(this, x, y, b.label, b.fn, { width, height: 56, variant: b.variant ?? 'primary', fontSize: 20, name: b.name });
      if (b.enabled === false) button.setEnabled(false);
      this.layer.add(button);
      made.set(b, button);
    };
    rest.forEach((b, i) => {
      const col = cols === 2 ? i % 2 : 0;
      const row = cols === 2 ? Math.floor(i / 2) : i;
      add(b, cols === 2 ? SIDE.x + (col - 0.5) * (w + 12) : SIDE.x, y0 + row * pitch, w);
    });
    ends.forEach((b, i) => add(b, SIDE.x, PROMPT_BOTTOM - 14 - (ends.length - 0.5 - i) * pitch, 400));
    // The focus ring takes them in the prompt's order.
    for (const b of buttons) {
      const button = made.get(b);
      if (!button) continue;
      this.focus.add(button);
      this.focusables.push(button);
    }
    if (this.dodging) this.lightDodge(this.dodging);
  }

  /**
   * The prompt on a phone: the title on the panel's first line, the hint (said for taps), and the
   * buttons at the panel's foot, in as many columns as their labels allow, each as tall as a thumb
   * needs; the hint keeps the lines the buttons leave it.
   */
  private drawCompactPrompt(s: RoiState, ctx: PromptContext, buttons: PromptButton[], top: number, h: number): void {
    const c = COMPACT;
    if (!c) return;
    const panel = new Panel(this, SIDE.x, top + h / 2, SIDE.w, h);
    panel.setName('roi.prompt');
    this.layer.add(panel);
    const left = SIDE.x - SIDE.w / 2;
    const pad = 22;
    const title = this.text(SIDE.x, top + 10, promptTitle(s, ctx), { origin: [0.5, 0], colour: CSS.ink, size: c.minFont + 2, name: 'roi.title' }).setFontFamily(FONTS.title);
    // The buttons in blocks at the panel's foot: the end of the turn's always on the last row(s),
    // whatever the tray adds above them (they never jump, nor stand beside "Intimidate": issue 30
    // item 17); in each block as many columns as its longest label allows (at most 3).
    const gapX = 14;
    const inner = SIDE.w - pad * 2;
    const pitch = c.minTap + 2;
    const bottom = top + h - 14;
    const isEnd = (b: PromptButton): boolean => b.name.startsWith('roi.btn.end.');
    const blocks = [buttons.filter((b) => !isEnd(b)), buttons.filter(isEnd)].filter((g) => g.length > 0);
    const shapes = blocks.map((g) => {
      const longest = Math.max(0, ...g.map((b) => this.measure(b.label, c.minFont)));
      let cols = Math.max(1, Math.min(3, g.length, Math.floor((inner + gapX) / (longest + 40 + gapX))));
      // Two rows of one button each look better side by side when both fit.
      if (cols === 1 && g.length === 2 && longest + 40 <= (inner - gapX) / 2) cols = 2;
      return { g, cols, rows: Math.ceil(g.length / cols) };
    });
    const allRows = shapes.reduce((n, sh) => n + sh.rows, 0);
    const firstRow = bottom - (allRows - 0.5) * pitch;
    const hintTop = title.y + title.height + 2;
    const hint = this.text(left + pad, hintTop, promptHint(s, ctx, true), { origin: [0, 0], colour: CSS.ink, wrap: inner, bold: false, name: 'roi.hint' });
    const lineH = hint.height / Math.max(1, hint.getWrappedText().length);
    const room = firstRow - pitch / 2 - 4 - hintTop;
    const lines = Math.max(0, Math.floor(room / lineH));
    // Too long for the room the buttons leave: the shorter words, then only the lines that fit.
    if (lines > 0 && lines < hint.getWrappedText().length) hint.setText(promptHint(s, ctx, true, true));
    if (lines === 0) hint.setVisible(false);
    else if (lines < hint.getWrappedText().length) hint.setMaxLines(lines);
    const made = new Map<PromptButton, Button>();
    let rowAt = 0;
    for (const { g, cols } of shapes) {
      const w = (inner - (cols - 1) * gapX) / cols;
      g.forEach((b, i) => {
        const col = i % cols;
        const row = Math.floor(i / cols);
        const inRow = Math.min(cols, g.length - row * cols);
        const x = SIDE.x + (col - (inRow - 1) / 2) * (w + gapX);
        const button = new Button(this, x, firstRow + (rowAt + row) * pitch, b.label, b.fn, { width: w, height: 56, variant: b.variant ?? 'primary', fontSize: c.minFont, name: b.name });
        if (b.enabled === false) button.setEnabled(false);
        this.layer.add(button);
        made.set(b, button);
      });
      rowAt += Math.ceil(g.length / cols);
    }
    // The focus ring takes them in the prompt's order.
    for (const b of buttons) {
      const button = made.get(b);
      if (!button) continue;
      this.focus.add(button);
      this.focusables.push(button);
    }
  }

  private promptContext(): PromptContext {
    return {
      seat: this.seat,
      fighter: this.seat < 0 ? -1 : actingFighter(this.session.state as RoiState),
      actor: this.session.actor(),
      mine: this.myTurn(),
      full: this.session.state as RoiState,
      legal: this.legal(),
      chosen: this.chosen,
      choice: this.choice,
      dodging: this.dodging,
      recent: this.turnSoFar(),
      play: (m) => this.play(m),
      cancel: () => this.cancel(),
      startDodge: (card) => this.startDodge(card),
    };
  }

  /**
   * While another fighter decides (a bot, or a friend online): what it has done so far this turn,
   * the log's lines of its moves since its turn began (the last five), so the prompt says it
   * rather than standing empty (issue 30 item 2: the bots' turns followed without the log).
   */
  private turnSoFar(): string[] {
    const actor = this.session.actor();
    if (actor === null || this.myTurn()) return [];
    const states = this.session.states;
    const moves = this.session.record.moves;
    const rules = this.session.rules;
    let k = moves.length;
    while (k > 0 && rules.actor(states[k - 1]) === actor) k--;
    const lines: string[] = [];
    for (let i = k; i < moves.length; i++) {
      const applied = rules.apply(states[i], moves[i]);
      if (!applied.ok) continue;
      for (const ev of applied.events) {
        if (ev.type === 'turn') continue;
        const line = describe(ev, null, seatLabel);
        if (line) lines.push(line);
      }
    }
    return lines.slice(-5);
  }

  private cancel(): void {
    this.choice = null;
    this.dodging = null;
    this.redraw();
  }

  private startDodge(card: string): void {
    const dodges = this.legal().filter((m) => m.type === 'dodge' && m.card === card);
    const only = dodges[0];
    // One square to dodge to: played at once. In the lesson the squares are chosen all the same
    // (only the lesson's is lit), as they will be in a real fight.
    const squares = this.teach.active ? (this.session.legalMoves() as RoiMove[]).filter((m) => m.type === 'dodge' && m.card === card).length : dodges.length;
    if (squares === 1 && only) {
      this.play(only);
      return;
    }
    this.dodging = card;
    this.redraw();
  }

  /** The squares a chosen dodge card may reach, lit and clickable. */
  private lightDodge(card: string): void {
    for (const m of this.legal()) {
      if (m.type !== 'dodge' || m.card !== card) continue;
      const zone = this.zoneAt(m.to.x, m.to.y);
      zone.setHighlight('legal');
      const hit = this.add.rectangle(zone.x, zone.y, CELL - 6, CELL - 6, 0xffffff, 0.001).setName(`roi.target.${m.to.x}.${m.to.y}`);
      hit.setInteractive({ useHandCursor: true });
      hit.on('pointerup', () => this.play(m));
      this.layer.add(hit);
      this.focusable(hit, CELL - 6, CELL - 6, () => this.play(m), (on) => zone.setHighlight(on ? 'hover' : 'legal'));
    }
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    rememberHint(0, null);
    this.drag.clearSelection();
    this.coach?.clear();
    this.choice = null;
    this.dodging = null;
    if (change.kind === 'move') {
      const animator = new FightAnimator(this, this.stage());
      for (const ev of change.events) {
        await animator.animate(ev);
        this.explain(ev);
      }
      // The last frame settles before the table is redrawn: the buttons the redraw brings (Keep
      // my hand, Take it...) are then live at once (while a change is shown the host holds them).
      await wait(this, motionMs(200));
    }
    this.chosen = [];
    this.redraw();
  }

  /**
   * Explain once: the first psychic attack, the first surprise attack, the first fighter pushed
   * against the ropes (or into them) each bring a short card, in the coach's place. While the
   * lesson runs its coach teaches the ropes: that card is then marked seen, not shown.
   */
  private explain(ev: GameEvent): void {
    let key: Explained | null = null;
    if (ev.type === 'psychic' && ev.counter !== true) key = 'psychic';
    else if (ev.type === 'surprise') key = 'surprise';
    else if (ev.type === 'push') {
      const to = ev.to as Pos | undefined;
      if (to && (to.x === 0 || to.x === 4 || to.y === 0 || to.y === 4)) key = 'ropes';
    }
    if (!key) return;
    if (this.teach.active) {
      markSeen(`roi.${key}`);
      return;
    }
    const at = this.coachAt();
    explainRoi(this, key, { x: at.x, top: at.top, width: at.width, band: this.explainBand() });
  }

  /**
   * A phone's explain card: flat over the half of the ring (top rows or bottom rows) where fewer
   * fighters stand, inside the ropes, clear of the side column's prompt and the hand.
   */
  private explainBand(): ExplainBand {
    const s = this.state();
    const fighters = s ? s.fighters.filter((f) => !f.ko) : [];
    const above = fighters.filter((f) => f.y <= 1).length;
    const below = fighters.filter((f) => f.y >= 3).length;
    const left = squareXY(0, 0).x - CELL / 2;
    const right = squareXY(4, 0).x + CELL / 2;
    return below <= above
      ? { left, right, top: squareXY(0, 2).y + CELL / 2 + 4, bottom: squareXY(0, 4).y + CELL / 2 }
      : { left, right, top: squareXY(0, 0).y - CELL / 2, bottom: squareXY(0, 2).y - CELL / 2 - 4 };
  }

  /** What the animations may move, as drawn now. */
  private stage(): Stage {
    return {
      fx: this.fx,
      ropes: this.ropes,
      fighter: (seat) => this.fighters.get(seat),
      takeCard: (code) => {
        const obj = this.cards.get(code);
        if (obj instanceof CardPiece) this.drag.removePiece(obj);
        this.cards.delete(code);
        return obj;
      },
    };
  }

  /**
   * The hint: the card (or cards) lifted in the hand; lit, where it goes: the square of a step or
   * a dodge, the fighter struck, the tray for cards given up, or the prompt's button (keep, take,
   * stop, parry, end of turn...). Never played. It continues what is half made (issue 30 item 3):
   * with a card dropped on a fighter it lights the button that finishes the move, with a dodge
   * card chosen the square, with cards on the tray the cards still to put there (and the tray),
   * then the button; a move that does not finish it (none does: the hint is asked among those
   * that do) starts afresh. Under the prompt's title, one line says why ("Parry: saves 2 hp").
   */
  showHint(move: unknown): void {
    const m = move as RoiMove & { card?: string; cards?: string[]; to?: { x: number; y: number }; target?: number; seat?: number; draw?: number; fighter?: number; agree?: boolean };
    const s = this.state();
    if (!s) return;
    if (!continues(m, { chosen: this.chosen, choice: this.choice, dodging: this.dodging })) {
      this.chosen = [];
      this.choice = null;
      this.dodging = null;
      this.redraw();
    }
    rememberHint(this.teach.at(), m);
    const named = (name: string) => findNamed(this, name);
    const fighterSquare = (seat: number) => {
      const f = s.fighters[seat];
      return f ? named(`roi.sq.${f.x}.${f.y}`) : null;
    };
    let cards = [...(m.cards ?? []), ...(m.card ? [m.card] : [])].map((c) => named(`roi.card.${c}`));
    const lit: (Phaser.GameObjects.GameObject | null)[] = [];
    if (this.choice) {
      // The card lies on its fighter: the button that says what it does.
      const button = choiceButtonName(m);
      cards = [];
      if (button) lit.push(named(button));
    } else if (this.dodging && m.type === 'dodge') {
      cards = [];
      lit.push(named(`roi.sq.${m.to.x}.${m.to.y}`));
    } else if (this.chosen.length && m.cards) {
      // Cards on the tray: those still to put there, else the button that plays them.
      const rest = m.cards.filter((c) => !this.chosen.includes(c));
      cards = rest.map((c) => named(`roi.card.${c}`));
      const button = trayButtonName(m);
      if (rest.length) lit.push(named('roi.tray'));
      else if (button) lit.push(named(button));
    } else {
      switch (m.type) {
        case 'exchange':
          lit.push(m.cards.length ? named('roi.tray') : named('roi.btn.keep'));
          break;
        case 'discard':
        case 'shed':
          lit.push(named('roi.tray'));
          break;
        case 'intimidate':
        case 'psychic':
          lit.push(named('roi.tray'), fighterSquare(m.target));
          break;
        case 'move':
          lit.push(named(`roi.sq.${m.to.x}.${m.to.y}`));
          break;
        case 'dodge':
          lit.push(named(`roi.btn.dodge.${m.card}`), named(`roi.sq.${m.to.x}.${m.to.y}`));
          break;
        case 'parry':
          lit.push(named(`roi.btn.parry.${m.card}`));
          break;
        case 'cheer':
          lit.push(fighterSquare(m.seat));
          break;
        case 'end':
          lit.push(named(`roi.btn.end.${m.draw}`));
          break;
        case 'switch':
          lit.push(named(`roi.btn.switch.${m.fighter}`));
          break;
        case 'pincer':
          lit.push(named(m.agree ? 'roi.btn.pincer.yes' : 'roi.btn.pincer.no'));
          break;
        case 'take':
        case 'stop':
        case 'pass':
          lit.push(named(`roi.btn.${m.type}`));
          break;
        case 'keep':
          // the Queen's spit (advanced): one button per card the fighter may keep
          lit.push(named(`roi.btn.keepCard.${m.card}`));
          break;
        default:
          if (m.target !== undefined) lit.push(fighterSquare(m.target));
      }
    }
    this.hints.show(cards, lit);
    this.showWhy(hintWhy(s, actingFighter(s), m, this.session.legalMoves() as RoiMove[]));
  }

  /**
   * The hint's one line of why, in a box lit like the hint's targets, where the prompt's words
   * are (they step aside while it shows; on a phone whose prompt has no room for words, over the
   * title). It goes with the hint's marks.
   */
  private showWhy(why: string): void {
    if (this.hidden?.active) this.hidden.setVisible(true);
    this.hidden = null;
    if (!why) return;
    const words = findNamed(this, 'roi.hint');
    const title = findNamed(this, 'roi.title');
    const under = words instanceof Phaser.GameObjects.Text && words.visible ? words : title instanceof Phaser.GameObjects.Text ? title : null;
    const left = SIDE.x - SIDE.w / 2 + (COMPACT ? 14 : 20);
    const width = SIDE.w - (COMPACT ? 28 : 40);
    const top = under ? under.getBounds().y - 6 : this.sideStack(this.state() ?? (this.session.state as RoiState)).prompt + 70;
    const size = COMPACT ? COMPACT.minFont : 21;
    const c = this.add.container(0, 0).setDepth(899).setName('roi.hintWhy');
    const text = this.add
      .text(left + 14, top + 8, why, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: CSS.parchment, wordWrap: { width: width - 28 }, maxLines: 2, lineSpacing: 2 })
      .setName('roi.hintWhy.text');
    const box = this.add.graphics();
    box.fillStyle(0x0d3340, 0.96).fillRoundedRect(left, top, width, text.height + 16, 10);
    box.lineStyle(3, 0x7fe3ff, 1).strokeRoundedRect(left, top, width, text.height + 16, 10);
    c.add([box, text]);
    if (under) under.setVisible(false);
    this.hints.add(c);
    this.hidden = under;
  }

  /** The prompt's words the why line hid, shown again when the hint goes. */
  private hidden: Phaser.GameObjects.Text | null = null;

  clearHint(): void {
    this.hints.clear();
    if (this.hidden?.active) this.hidden.setVisible(true);
    this.hidden = null;
  }

  setViewer(seat: number): void {
    rememberHint(0, null);
    this.seat = seat;
    this.chosen = [];
    this.choice = null;
    this.dodging = null;
    this.redraw();
  }
}
