// The Castle Panic table: the round board on the left, on the right the phase with its buttons to
// move on, the castle deck, the discard pile and the monster pile, the other defenders' hands
// (face up, it is co-operative) and, at the bottom, the hand of the player holding the device.
// Before the first turn (the placing phase) the bottom holds the six starting monsters instead,
// dragged (or clicked, then an arc clicked) onto the free arcs of the archer ring, or dealt at
// random by the phase panel's button; the cards come once all six stand.
// Cards are dragged (or clicked, then the target clicked; or, by keyboard, chosen with the arrows
// and Enter) onto the monsters, walls and piles the legal moves allow; All for One (three cards
// together) has its own button in the phase panel, which lights the monsters it can slay, a click
// on one slays it (a dialog asks which cards when several sets fit). The events of a move are
// animated in turn by the `Animator`, then the table is redrawn from the seat's view.
//
// This scene only conducts: it builds its parts at create, redraws them all from the seat's view
// after every change, and hands a move's events to the animator. Where each thing is done:
// - layout.ts          where everything sits, on the desktop's table or a phone's (compact)
// - seat-rules.ts      the rules as the viewer's seat sees them: its view, its turn, its moves now
// - table-view.ts      the board (board-view.ts), walls, towers, monsters, the piles and the other
//                      defenders' rows (side-view.ts), the placing tray and the hand at the bottom
// - overlord-hand.ts   the Overlord's tokens, the die on the monster pile, placing tokens by roll
// - phase-panel.ts     the phase panel: its title, what to do, its buttons; its words while a move
//                      that hands the turn on is shown
// - table-choices.ts   a damage choice, aiming All for One, the trade dialog, a trade offer's answer
// - table-input.ts     the drop zones, dragging or clicking a piece onto them and why it cannot go,
//                      Scavenge's and Nice Shot's choices, the lit monsters' clicks, the keyboard
// - board-info.ts      "what is this?" on the board and the pieces, with each thing's picture
// - teaching.ts        the guided first game (its coach) and the explain-once tips
// - hint-view.ts       the hint: the piece to move lifted, where it goes (or the button) lit
// - animator.ts        each event of a move as a tween with its sound, on the `Stage` (stage.ts)
import Phaser from 'phaser';
import { HintMarks, TOAST_BAND, showToast } from '../../../ui';
import { viewport } from '../../../ui/viewport';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { t } from '../../../services/i18n';
import { clearExplains, explainShown } from '../../../ui/explain';
import { closePhoneExplains } from '../../../ui/phone-card';
import type { GameEvent } from '../../../core';
import type { CastlePanicMove } from '../rules';
import { Animator } from './animator';
import { BoardInfo } from './board-info';
import { cardTitle } from './info';
import { HintView } from './hint-view';
import { hintWhy } from './hint-why';
import { onHintWork } from './hint-sign';
import { BOARD, applyLayout } from './layout';
import { legendRight } from './board-view';
import { OverlordHand } from './overlord-hand';
import { PhasePanel } from './phase-panel';
import { SeatRules } from './seat-rules';
import { TableChoices } from './table-choices';
import { TableInput } from './table-input';
import { TableView } from './table-view';
import { Teaching } from './teaching';
import { drawRulesPicture } from './rules-pictures';
import { describe as logLine } from './log';
import { seatName } from './outcome-text';
import { Recap } from './recap';

export class CastlePanicScene extends Phaser.Scene implements GameSceneApi {
  /** The animator reports each event it reaches (reached), which the host's bar tells. */
  readonly narrates = true;
  private session!: GameSession;
  private host!: GameHost;
  private rules!: SeatRules;
  private table!: TableView;
  private tableInput!: TableInput;
  private overlord!: OverlordHand;
  private choices!: TableChoices;
  private panel!: PhasePanel;
  private info!: BoardInfo;
  private teaching!: Teaching;
  private animator!: Animator;
  private hints!: HintMarks;
  private hint!: HintView;
  /** "While you waited": what the others did, on the table when the turn comes back (recap.ts). */
  private recap!: Recap;
  /** A change is being animated: the table on screen is not the state's yet. */
  private presenting = false;
  /** The panel's words that the hint's reason stands in for, put back when the hint goes. */
  private hintSaid: string | null = null;

  constructor() {
    super('CastlePanic');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.rules = new SeatRules(this.session, () => this.teaching.lesson);
    this.rules.seat = this.host.viewer();
    // the layout for this window: the desktop's, or on a phone held sideways the compact one
    const view = viewport();
    applyLayout(view.compact, view.right, view.minFont);
    // toasts over the board's top, clear of the phase panel's title and buttons (newcomer s36:
    // "Drop … on a monster" lay over the "Play cards" title)
    // on a phone right of the rings' names in the board's top left corner (newcomer s37: a toast lay over them)
    const left = view.compact ? legendRight(this) + 12 : BOARD.x - BOARD.r + 30;
    const right = BOARD.x + BOARD.r - (view.compact ? 0 : 30);
    this.registry.set(TOAST_BAND, { x: (left + right) / 2, w: right - left });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(TOAST_BAND));
    const play = (move: CastlePanicMove): boolean => {
      this.recap.hide(); // the person's first action on the table: the recap goes
      return this.host.play(move);
    };
    this.table = new TableView(this, this.rules, {
      monsterZone: (id, x, y, size) => this.tableInput.monsterZone(id, x, y, size),
      addPiece: (piece) => this.tableInput.drag.addPiece(piece),
      pieceInfo: (thing) => this.info.pieceInfo(thing),
    });
    const stage = this.table.stage;
    this.hints = new HintMarks(this);
    this.tableInput = new TableInput(this, stage, this.rules, {
      canPick: () => this.rules.myTurn() && !this.choices.afo && !this.presenting,
      inLesson: () => this.teaching.lesson.active,
      play,
      back: () => this.back(),
      tokenTargets: (piece) => this.overlord.tokenTargets(piece),
      dropToken: (piece, zone) => this.overlord.dropToken(piece, zone),
      firstPiece: () => (this.choices.afo ? undefined : [...stage.handCards.values(), ...this.overlord.pieces, ...stage.startPieces.values()][0]),
    });
    this.overlord = new OverlordHand(this, stage, this.rules, this.tableInput.drag, { forest: this.tableInput.forestZones, roll: this.tableInput.rollZone }, {
      play,
      redraw: () => this.redraw(),
      addButton: (button) => this.tableInput.addButton(button),
      pieceInfo: (thing) => this.info.pieceInfo(thing),
    });
    this.choices = new TableChoices(this, this.session, stage, this.rules, {
      play,
      redraw: () => this.redraw(),
      presenting: () => this.presenting,
      clearSelection: () => this.tableInput.drag.clearSelection(),
      monsterChoice: (id, name, fn) => this.tableInput.monsterChoice(id, name, fn),
      isOnline: () => this.host.isOnline?.() === true,
    });
    this.panel = new PhasePanel(this, this.session, stage, this.rules, {
      play,
      addButton: (button) => this.tableInput.addButton(button),
      aiming: () => this.choices.afo,
      toggleAfo: () => this.choices.toggleAfo(),
      openTrade: () => this.choices.openTrade(),
      overlordPrompt: (k) => this.overlord.prompt(k),
      turnReached: () => this.host.turnReached?.(),
      showing: (text) => this.host.showing?.(text),
    });
    this.animator = new Animator(this, stage, {
      releaseCard: (piece) => this.tableInput.drag.removePiece(piece),
      trophyAt: (seat) => {
        const pile = this.table.trophies.get(seat);
        return pile?.active ? { x: pile.x, y: pile.y, bump: () => pile.bump() } : undefined;
      },
      seatName: (seat) => this.rules.seatName(seat),
      reached: (ev) => this.reached(ev),
      tradeText: (ev) =>
        Number(ev.seat) === this.rules.seat
          ? null
          : t('cp.announce.trade', { name: this.rules.seatName(Number(ev.seat)), give: cardTitle(String(ev.give)), take: cardTitle(String(ev.take)), other: this.rules.seatName(Number(ev.with)) }),
      ended: () => this.redraw(),
      finaleText: (won) => t(won ? 'cp.won' : this.rules.state().overlord !== null ? 'cp.overlordWon' : 'cp.lost'),
    });
    clearExplains(this);
    closePhoneExplains(this);
    this.info = new BoardInfo(this, stage, this.rules, {
      presenting: () => this.presenting,
      clearSelection: () => this.tableInput.drag.clearSelection(),
    });
    this.teaching = new Teaching(this, this.session, stage, this.rules, {
      redraw: () => this.redraw(),
      picture: (c, size, thing) => this.info.drawPicture(c, size, thing),
    });
    this.hint = new HintView(this, this.hints, stage, () => this.overlord.pieces);
    this.recap = new Recap(this, stage);
    // the hint being worked out: its sign in the panel's line at once (newcomer s37)
    onHintWork((working) => this.hintWorking(working));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => onHintWork(null));
    // a card pressed while the table is deaf (a change still shown, a bot at play): a word says
    // why it does not move (newcomer s37: "a drag made during an animation is dropped without a word")
    const canvas = this.game.canvas;
    const deafPress = (e: PointerEvent): void => this.deafPress(e);
    canvas.addEventListener('pointerdown', deafPress);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => canvas.removeEventListener('pointerdown', deafPress));
    // a press anywhere on the table, or a key, is the person's first action: the recap goes
    // (not the press that puts a tip away: the recap waiting behind it would never come, newcomer s37)
    this.input.on(Phaser.Input.Events.POINTER_DOWN, () => {
      if (!explainShown(this)) this.recap.hide();
    });
    this.input.keyboard?.on('keydown', () => this.recap.hide());
    this.redraw();
  }

  /**
   * A press on the canvas: where the table takes no input (the host holds it while a change is
   * shown or a bot plays) and it falls on a card of the hand, a toast says why the card stays.
   */
  private deafPress(e: PointerEvent): void {
    if (this.input.enabled || !this.sys.isActive()) return;
    const at = this.cameras.main.getWorldPoint(this.scale.transformX(e.pageX), this.scale.transformY(e.pageY));
    const onCard = [...this.table.stage.handCards.values()].some((c) => c.active && c.visible && c.getBounds().contains(at.x, at.y));
    if (!onCard) return;
    const s = this.rules.state();
    const title = (this.table.stage.layer.getByName('cp.phaseTitle') as Phaser.GameObjects.Text | null)?.text;
    const why = this.presenting
      ? title === t('cp.phase.monsters')
        ? t('cp.wait.monsters')
        : t('cp.wait.showing')
      : this.rules.myTurn()
        ? t('cp.wait.showing')
        : t('cp.wait.turn', { name: this.rules.seatName(this.session.actor() ?? s.current) });
    showToast(this, why, 'info');
  }

  /** Escape: stop aiming All for One (a held card is let go by the drag controller's own ring). */
  private back(): void {
    if (this.choices.afo) this.choices.toggleAfo();
  }

  /** Everything drawn again from the seat's view: the board, the bottom, the choices, the panel, the coach. */
  private redraw(): void {
    const stage = this.table.stage;
    this.hints.clear();
    this.hintSaid = null;
    this.info.reset();
    this.tableInput.release([...stage.handCards.values(), ...this.overlord.pieces, ...stage.startPieces.values()]);
    this.overlord.pieces = [];
    this.table.clear();
    const s = this.rules.state();
    const seat = this.rules.seat;
    if (this.choices.afo && this.rules.afoMoves().length === 0) this.choices.afo = false;
    this.table.draw(s);
    // the keyboard visits, in this order: the hand, the lit monsters, the phase's buttons
    if (s.phase === 'setup' && s.status === 'playing') this.table.drawStartTray(s);
    else if (seat >= 0 && seat === s.overlord) this.overlord.draw(s);
    else if (seat >= 0) this.table.drawHand(s);
    if (s.phase === 'choose' && this.rules.myTurn()) this.choices.drawChoose(s);
    if (this.choices.afo) this.choices.drawAfo();
    this.choices.drawOffer(s);
    this.panel.draw(s);
    this.teaching.drawCoach(s);
    this.teaching.showWaiting(this.presenting);
    this.tableInput.focusFirst();
  }

  /** The animation has reached `ev`: the new turn's words in the phase panel and the bar, an explain-once card. */
  private reached(ev: GameEvent): void {
    this.host.eventReached?.(ev); // the bar tells a bot's move, or a replay, event by event
    if (ev.type === 'turn') this.panel.turnReached();
    this.teaching.explain(ev);
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    this.recap.hide();
    this.tableInput.drag.clearSelection();
    this.overlord.pendingRoll = [];
    this.choices.afo = false;
    this.presenting = true;
    this.teaching.clearCoach();
    this.panel.begin(change);
    try {
      if (change.kind === 'move' && this.rules.seat !== COVERED) await this.animator.present(change.events);
    } finally {
      this.presenting = false;
      this.panel.end();
    }
    this.redraw();
    if (change.kind === 'move') this.showRecap(change.events);
  }

  /**
   * The turn has come back to the person at the device (a bot's turn, the monsters' march their
   * own move set off, an offer to answer): "While you waited" on the table, from the host's
   * lastTurn(), in the log's words. Not after the person's own move that keeps the turn.
   */
  private showRecap(events: readonly GameEvent[]): void {
    if (!this.rules.myTurn() || this.rules.state().status !== 'playing' || this.teaching.lesson.active) return;
    const moves = this.host.lastTurn?.() ?? null;
    const last = moves?.[moves.length - 1];
    if (!moves || !last || (last.mine && !events.some((e) => e.type === 'turn'))) return;
    const options = this.session.record.options;
    const name = (seat: number): string => seatName(options, seat);
    this.recap.show(moves, (ev) => logLine(ev, options, name));
  }

  /**
   * The hint: the card lifted in the hand (the starting monster, the Overlord's token) and lit,
   * where it goes: the monster, the wall, the discard pile, the middle of the board, a start slot,
   * a forest arc; or the button (move on, trade, deal, All for One). Never played.
   */
  showHint(move: unknown): void {
    if (this.choices.afo) {
      this.choices.afo = false;
      this.redraw();
    }
    this.hint.show(move as CastlePanicMove);
    // its reason in the panel, in the instructions' place (newcomer s35: "the hint never says why")
    const line = this.panelHint();
    const why = hintWhy(this.rules.state(), move as CastlePanicMove);
    if (line && why) {
      this.hintSaid ??= line.text;
      line.setText(why);
    }
  }

  /** The hint is being worked out (or no longer): the panel's line says so meanwhile, its words put back after. */
  private hintWorking(working: boolean): void {
    const line = this.panelHint();
    if (!line) return;
    const sign = t('cp.hintWorking');
    if (working) {
      this.hintSaid ??= line.text;
      line.setText(sign);
    } else if (line.text === sign && this.hintSaid !== null) {
      line.setText(this.hintSaid);
      this.hintSaid = null;
    }
  }

  clearHint(): void {
    this.hints.clear();
    const line = this.panelHint();
    if (line && this.hintSaid !== null) line.setText(this.hintSaid);
    this.hintSaid = null;
  }

  /** The phase panel's line that says what to do (the hint's reason while a hint is shown). */
  private panelHint(): Phaser.GameObjects.Text | null {
    const line = this.table.stage.layer.getByName('cp.hint') as Phaser.GameObjects.Text | null;
    return line?.active ? line : null;
  }

  setViewer(seat: number): void {
    this.recap.hide();
    this.rules.seat = seat;
    this.overlord.pendingRoll = [];
    this.choices.afo = false;
    this.redraw();
  }

  /** The rules screen's picture of the board (scene/rules-pictures.ts). */
  drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
    return drawRulesPicture(id, scene, w, h);
  }
}
