// The Roi du Ring table: the ring from above on the left with the deck and discard beside it, the
// hand of the seat holding the device below it, and on the right the fighters' hp, the prompt
// with its buttons, and the tray where cards wait to be discarded, exchanged or used to
// intimidate. A card is dragged (or clicked, then its target clicked) onto a lit square or
// fighter: black cards move and dodge, red cards strike (then hit or push) and parry. Only the
// targets of legal moves light up. Each event of a move is animated in turn, then the table is
// redrawn from the seat's view. The keyboard reaches everything through one focus ring.
//
// This scene is the conductor: `create` builds the parts, `redraw` has them draw the seat's view
// of the state, `present(change)` has the animator play a move's events (the teaching explaining
// them) before the table is redrawn. Each part is a file of this folder:
//   layout.ts          where things stand: the desktop table and the phone's (pure numbers), the side column's stack
//   ring-view.ts       draws the ring itself (crowd, canvas, ropes, posts) and the boxers, badges and fury pips
//   roi-table.ts       the layers; draws the round and the piles, the fighters on the ring, the fighters'
//                      rows on the right, a waiting attack's card; the table's "what is this?" spots
//   hand-view.ts       draws the seat's hand and the tray with the cards put on it
//   prompt-view.ts     draws the prompt: its title, its words and its buttons (words and buttons: prompt.ts)
//   roi-input.ts       what is half made (tray, a card on a fighter, a dodge) and the drags, clicks and focus ring that make it
//   fight-animator.ts  a move's events as tweens with their sounds (with effects.ts)
//   roi-teaching.ts    the lesson's course and coach card, and the explain-once cards
//   roi-hint.ts        the hint's lifted cards, lit targets and line of why (what it continues: hint-next.ts)
//   info-spots.ts      "what is this?" for the spots that take no input, on a resting mouse or a long press
// A card is drawn by card-view.ts; the "what is this?" words are info.ts; the log's lines, log.ts.
import Phaser from 'phaser';
import { HintMarks, LOG_ROW_HOOK, TOAST_BAND, showToast, waitAsync } from '../../../ui';
import { t } from '../../../services/i18n';
import { seatLabel } from './names';
import { colourSuits } from './suit-runs';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { motionMs } from '../../../services/settings';
import { clearExplains, explainShown } from '../../../ui/explain';
import { viewport } from '../../../ui/viewport';
import { sameMove } from '../tutorial';
import type { RoiMove, RoiState } from '../rules';
import { CardPiece } from './card-view';
import { FightAnimator, type Stage } from './fight-animator';
import { HandView } from './hand-view';
import { rememberHint, setHintTable } from './hint-next';
import { InfoSpots } from './info-spots';
import { APRON, CARD_H, CELL, COMPACT, CROWD, DECK, RING, RING_HALF, SIDE, applyLayout, sideStack } from './layout';
import { PromptView } from './prompt-view';
import { surpriseGoesOn } from './prompt';
import { RecapView, type RecapPlace } from './recap';
import { othersSince, recapLines, recapPaths } from './recap-lines';
import { drawRing, postColours } from './ring-view';
import { HintView } from './roi-hint';
import { TableInput, ringZones } from './roi-input';
import { TableView } from './roi-table';
import { Teaching } from './roi-teaching';
import { drawRulesPicture } from './rules-pictures';

export class RoiScene extends Phaser.Scene implements GameSceneApi {
  /** The bar tells a bot's move event by event as its animation reaches each (present). */
  readonly narrates = true;
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private teaching!: Teaching;
  private table!: TableView;
  private tableInput!: TableInput;
  private hand!: HandView;
  private prompt!: PromptView;
  private hints!: HintMarks;
  private hint!: HintView;
  private infoSpots!: InfoSpots;
  private recap!: RecapView;

  constructor() {
    super('RoiDuRing');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    // Desktop or phone: chosen once, before anything is drawn (a table keeps its layout all game).
    applyLayout(viewport());
    clearExplains(this);
    this.teaching = new Teaching(this, this.session, {
      state: () => this.state(),
      myTurn: () => this.myTurn(),
      redraw: () => this.redraw(),
      deciding: () => ({ choice: !!this.tableInput.choice, dodging: !!this.tableInput.dodging }),
      piece: (code) => this.table.cards.get(code),
    });
    // Toasts clear of the fighters' names and hp on the right (issue 30 item 18);
    // on a phone, where the ring fills the height, over the side column under the fighters' rows
    // (a newcomer's report, round 35: the "who starts" toast lay over the hp bars), and under the
    // line of the round and the piles, over the prompt's top (round 36: it lay over that line).
    // On a desktop (newcomer s37 item 8: a two-line toast lay over the ring's first row) the band
    // under the ring, over its crowd, from the left edge to the prompt's: one line or two fit
    // between the last row of squares and the hand.
    const left = SIDE.x - SIDE.w / 2 - 8;
    this.registry.set(TOAST_BAND, COMPACT ? { x: SIDE.x, w: SIDE.w, top: sideStack(this.session.state as RoiState).prompt + 2 } : { x: (8 + left) / 2, w: left - 8, top: RING.y + 2.5 * CELL + 6 });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(TOAST_BAND));
    // The log's red suits drawn red, as the prompt's (suit-runs.ts).
    this.registry.set(LOG_ROW_HOOK, (row: Phaser.GameObjects.Text, i: number) => colourSuits(row, `roi.log.${i}`));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(LOG_ROW_HOOK));
    // The hint continues what this table holds half made (hint-next.ts).
    setHintTable(() => (this.myTurn() ? { at: this.teaching.lesson.at(), half: this.tableInput.half() } : null));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => setHintTable(null));
    // The layers and the zones, in the order they stack: the ring, its fighters, its squares and the tray, the rest, the effects.
    const ropes = drawRing(this, postColours((this.session.state as RoiState).fighters.length));
    const trails = this.add.container(0, 0); // the recap's trails, under the fighters
    const ringLayer = this.add.container(0, 0);
    const zones = ringZones(this);
    const layer = this.add.container(0, 0).setDepth(3);
    const fx = this.add.container(0, 0).setDepth(8);
    this.table = new TableView(this, { ropes, ringLayer, layer, fx }, () => this.session.state as RoiState);
    this.hints = new HintMarks(this);
    this.tableInput = new TableInput(this, zones, {
      state: () => this.state(),
      myTurn: () => this.myTurn(),
      legal: () => this.legal(),
      allMoves: () => this.session.legalMoves() as RoiMove[],
      inLesson: () => this.teaching.active,
      play: (move) => this.host.play(move),
      redraw: () => this.redraw(),
      layer: () => this.table.layer,
    });
    this.hand = new HandView(this, this.table, this.tableInput);
    this.prompt = new PromptView(this, this.table, this.tableInput, this.session, { seat: () => this.seat, myTurn: () => this.myTurn(), legal: () => this.legal(), inLesson: () => this.teaching.active });
    this.hint = new HintView(this, this.hints, {
      state: () => this.state(),
      full: () => this.session.state as RoiState,
      half: () => this.tableInput.half(),
      startAfresh: () => {
        this.tableInput.reset();
        this.redraw();
      },
      at: () => this.teaching.lesson.at(),
      legalMoves: () => this.session.legalMoves() as RoiMove[],
    });
    this.infoSpots = new InfoSpots(this, () => !this.tableInput.drag.getSelected() && !this.tableInput.deciding);
    this.recap = new RecapView(this, trails);
    this.sayWhileShown();
    this.redraw();
    this.noCounterLeft(); // (a game opened where the person cannot strike back)
  }

  // ---- the rules, as this seat sees them ----

  private state(): RoiState | null {
    // Covered for a hand-over: nothing; watching online (SPECTATOR): the public view.
    return this.seat === COVERED ? null : (this.session.view(this.seat) as RoiState);
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  /** The moves offered now: none under the lesson's opening card, its scripted one while it runs. */
  private legal(): RoiMove[] {
    const lesson = this.teaching.lesson;
    if (!this.myTurn() || lesson.intro) return [];
    const all = this.session.legalMoves() as RoiMove[];
    const scripted = lesson.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  /** Everything drawn again from the seat's view: the table, the hand and tray, the prompt, the coach. */
  private redraw(): void {
    this.hint.forget();
    this.tableInput.release(this.table.cards.values());
    this.table.clear();
    this.tableInput.unlight();
    const s = this.state() ?? (this.session.state as RoiState);
    this.table.drawPiles(s);
    this.table.drawFighters(s);
    this.table.drawSide(s);
    this.infoSpots.set(this.table.infoSpots(s));
    if (this.seat === COVERED) return;
    // the squares a dodge may go to are lit for the person: the attack's card keeps off them (phone)
    const dodges = this.legal().flatMap((m) => (m.type === 'dodge' ? [m.to] : []));
    this.table.drawAttack(s, this.tableInput.choice, dodges);
    if (this.seat < 0) return; // watching: no hand, tray or prompt of one's own
    this.hand.drawHand(s, this.seat);
    this.hand.drawTray(s, this.myTurn());
    this.prompt.draw(s);
    this.teaching.drawCoach(s);
    this.tableInput.focusFirst(s, s.hands[this.seat] ?? [], (code) => this.table.cards.get(code));
  }

  /** What the animations may move, as drawn now. */
  private stage(): Stage {
    return {
      fx: this.table.fx,
      ropes: this.table.ropes,
      fighter: (seat) => this.table.fighters.get(seat),
      takeCard: (code) => {
        const obj = this.table.cards.get(code);
        if (obj instanceof CardPiece) this.tableInput.drag.removePiece(obj);
        this.table.cards.delete(code);
        return obj;
      },
    };
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    this.recap.clear();
    rememberHint(0, null);
    this.tableInput.letGo();
    this.teaching.clearCoach();
    if (change.kind === 'move') {
      const animator = new FightAnimator(this, this.stage());
      for (const ev of change.events) {
        this.host.eventReached?.(ev); // the bar's line: the event shown now
        await animator.animate(ev);
        this.teaching.explain(ev);
      }
      // The last frame settles before the table is redrawn: the buttons the redraw brings (Keep
      // my hand, Take it...) are then live at once (while a change is shown the host holds them).
      await waitAsync(this, motionMs(200));
    }
    this.tableInput.reset();
    this.redraw();
    this.showRecap();
    this.noCounterLeft();
  }

  /**
   * A press on the table while a move is still being shown (the host holds the table's input: the
   * ropes' bounce, the bot's answer) is not lost without a word: a toast says to wait a moment
   * (newcomer s37 item 2: "my taps after the ropes tipped were lost"). At most one a second and a half.
   */
  private sayWhileShown(): void {
    let last = -Infinity;
    const canvas = this.game.canvas;
    const down = (): void => {
      if (this.input.enabled || !this.sys.isActive() || !this.sys.isVisible() || this.seat < 0 || this.host.isOnline?.() === true) return;
      // only where the turn comes back to this person (a bot's whole turn is the bar's to tell)
      if (this.session.actor() !== this.seat || this.session.state === null) return;
      const now = performance.now();
      if (now - last < 1500) return;
      last = now;
      showToast(this, t('roi.waitShown'), 'info');
    };
    canvas.addEventListener('pointerdown', down);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => canvas.removeEventListener('pointerdown', down));
  }

  /**
   * A counter-attack the person cannot make (no card strikes back: "No counter-attack" the one move
   * offered) is not asked: the toast says why and the fight goes on (newcomer s37 item 7), once the
   * host has the table back from the move shown.
   */
  private noCounterLeft(): void {
    if (this.seat < 0 || !this.myTurn() || this.teaching.active) return;
    const s = this.session.state as RoiState;
    const all = this.session.legalMoves() as RoiMove[];
    const only = all[0];
    // (a surprise attacker going on with its blows is no counter-attack: its own button says so)
    if (s.phase !== 'counter' || s.counterOn === null || all.length !== 1 || only?.type !== 'stop' || surpriseGoesOn(s)) return;
    const at = this.session.record.moves.length;
    showToast(this, t('roi.noCounter', { name: seatLabel(s.counterOn) }), 'info');
    const tryStop = (left: number): void => {
      // (the host takes no move while it is still showing the last one: tried again a moment later)
      if (!this.sys.isActive() || this.session.record.moves.length !== at || !this.myTurn()) return;
      // an explain-once card that came with the move is read first (a move made puts it away)
      if (explainShown(this)) {
        this.time.delayedCall(200, () => tryStop(left));
        return;
      }
      if (this.host.play(only)) return;
      if (left > 0) this.time.delayedCall(50, () => tryStop(left - 1));
    };
    this.time.delayedCall(motionMs(400), () => tryStop(60));
  }

  /**
   * The turn is back with the person after the others' moves: what they did, in a box on the
   * table and as trails on the ring (recap.ts), until the person's first press or key.
   */
  private showRecap(): void {
    this.recap.clear();
    if (this.seat < 0 || !this.myTurn() || this.teaching.active) return;
    const others = othersSince(this.host.lastTurn?.() ?? []);
    const owner = (this.session.state as RoiState).owner;
    const lines = recapLines(others, seatLabel, (f) => (owner === null ? f : owner[f]) === this.seat);
    if (lines.length === 0) return;
    const before = this.session.states[this.session.record.moves.length - others.length] as RoiState | undefined;
    const paths = before ? recapPaths(before, others.flatMap((m) => m.events)) : new Map<number, { x: number; y: number }[]>();
    this.recap.show(lines, this.recapPlace(), paths);
  }

  /** The recap's place: on a desktop the left column under the deck (under an explain card there); on a phone the prompt's free room. */
  private recapPlace(): RecapPlace {
    if (COMPACT) return this.prompt.room ?? { x: 0, w: 0, top: 0, bottom: 0 };
    let top = DECK.y + CARD_H / 2 + 48;
    const explain = this.children.getByName('ui.explain');
    if (explain instanceof Phaser.GameObjects.Container && explain.visible) {
      const b = explain.getBounds();
      top = Math.max(top, b.bottom + 12);
    }
    const right = RING.x - RING_HALF - APRON - CROWD - 8;
    return { x: 8, w: right - 8, top, bottom: 888 };
  }

  /** The hint (roi-hint.ts): the move's cards lifted, where they go lit, and why; never played. */
  showHint(move: unknown): void {
    this.recap.clear();
    this.hint.show(move);
  }

  clearHint(): void {
    this.hint.clear();
  }

  setViewer(seat: number): void {
    rememberHint(0, null);
    this.seat = seat;
    this.tableInput.reset();
    this.redraw();
    this.showRecap(); // a hand-over: the next person is told what the others did
  }

  /** The rules screen's picture of the ring (scene/rules-pictures.ts). */
  drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
    return drawRulesPicture(id, scene, w, h);
  }
}
