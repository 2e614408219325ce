// The Regality vs Religion table: the 3x3 kingdom on parchment in the middle, Regality's zone
// (red) below it and Religion's (blue) above, the neutral zone and the discard on the left, and
// on the right the score, the phase and the effect's choices. Tiles are dragged (or clicked, then
// a cell clicked) onto the lit cells; an effect's targets light up on the board, its directions
// show as arrows round the tile, and the rest are buttons. Each event of a move is animated in
// turn, then the table is redrawn from the seat's view.
//
// This scene only conducts: it builds its parts at create, redraws them all from the seat's view
// after every change, and walks a move's events through them. Where each thing is done:
// - layout.ts            where everything sits, on the wide table or a phone's (`TableGeometry`),
//                        and the table turned for the seat below the kingdom (`Seating`)
// - seat-rules.ts        the rules as the viewer's seat sees them: its view, its turn, its moves now
// - regality-table.ts    the parchment and the bands, the board's tiles, both zones, the neutral zone
//                        or the draft pool, the discard; a tile's "what is this?" card
// - regality-panel.ts    the panel: the turn and phase line, the allies, the match, the instructions
// - regality-choices.ts  an effect's choices (lit cells, arrows, the Fairy's two steps, buttons) and
//                        who starts the next game of a match
// - regality-input.ts    the cells as drop targets, dragging or clicking a tile onto them and why it
//                        cannot go, taking a draft tile, a phone's taps, the keyboard's focus ring
// - regality-animator.ts each event of a move as a tween with its sound
// - board-tally.ts       who each cell serves while a move is shown (the allies), each seat's last tile
// - regality-teaching.ts the guided first game (its coach, its scripted moves) and the explain-once tips
// - regality-hint.ts     the hint: the move's tile lifted and ghosted on its cell, its target lit
// - regality-recap.ts    "Religion's turn": what the others' turn did, when the person's turn comes back
// A tile itself is drawn by tile-view.ts and described in words by tile-info.ts.
import Phaser from 'phaser';
import { HintMarks } from '../../../ui';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import { t } from '../../../services/i18n';
import { hideInfoCard } from '../../../ui/info-card';
import { clearExplains } from '../../../ui/explain';
import { closePhoneExplains, hidePhoneInfo } from '../../../ui/phone-card';
import { viewport } from '../../../ui/viewport';
import { TILES, type RegalityMove, type RegalityState } from '../rules';
import type { GameEvent } from '../../../core';
import { isLesson } from '../tutorial';
import { BoardTally } from './board-tally';
import { setBoardBottom } from './cell-names';
import { Seating, compactGeometry, wideGeometry } from './layout';
import { seatName } from './outcome-text';
import { RegalityAnimator } from './regality-animator';
import { ChoicesView } from './regality-choices';
import { HintView } from './regality-hint';
import { RecapView } from './regality-recap';
import { recapOf, touchedCells } from './recap-text';
import { TableInput } from './regality-input';
import { PanelView } from './regality-panel';
import { TableView } from './regality-table';
import { Teaching } from './regality-teaching';
import { SeatRules } from './seat-rules';
import { drawRulesPicture } from './rules-pictures';

/** An event that takes a tile from the discard or puts one there (or the Hermit placed, about to). */
function usesDiscard(ev: GameEvent): boolean {
  return (ev.type === 'recall' && ev.from === 'discard') || ev.type === 'banish' || ev.type === 'discard' || ev.type === 'remove' || (ev.type === 'place' && ev.tile === 'hermit');
}

/** A Hermit's effect to choose (either seat's): it takes a tile from the discard. */
function hermitChoosing(s: RegalityState | null): boolean {
  const tile = s?.phase === 'effect' && s.pending ? s.board[s.pending.cell]?.tile : undefined;
  return !!tile && TILES[tile]?.effect === 'recall-discard';
}

export class RegalityScene extends Phaser.Scene implements GameSceneApi {
  private session!: GameSession;
  private host!: GameHost;
  private seating!: Seating;
  private rules!: SeatRules;
  private teaching!: Teaching;
  private table!: TableView;
  private tableInput!: TableInput;
  private panel!: PanelView;
  private choices!: ChoicesView;
  private animator!: RegalityAnimator;
  /** The hint's marks (the browser tests clear them). */
  private hints!: HintMarks;
  private hint!: HintView;
  /** The hint's move while it is shown, for a click on its lit cell to play it. */
  private hinted: RegalityMove | null = null;
  /** A move shown now takes a tile from the discard or puts one there (a tip keeps off the discard). */
  private discardMove = false;
  /** Kept for the scene's life, as the last placed tiles are remembered from game to game. */
  private readonly tally = new BoardTally();
  private recap!: RecapView;
  /** The move count at which the last recap came (a replay ending there, an undo and redo, brings it back no more). */
  private recapAt = -1;

  /**
   * The bar tells a bot's move (or a replay) event by event as the animation reaches it, each line
   * fitting the bar: all of a move's lines joined were cut on a phone ("The Hierophant t…", newcomer s35).
   */
  readonly narrates = true;

  constructor() {
    super('Regality');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    const seat = this.host.viewer();
    clearExplains(this);
    closePhoneExplains(this);
    hidePhoneInfo(this);
    // Where everything sits: today's wide table, or the phone's (compact mode), chosen here.
    const vp = viewport();
    const geo = vp.compact ? compactGeometry(vp) : wideGeometry();
    // The phone's tile face (legible letters, large reach marks); none on the wide table.
    const phone = vp.compact ? { minFont: vp.minFont } : undefined;
    this.seating = new Seating(geo, seat);
    setBoardBottom(this.seating.bottom);
    this.teaching = new Teaching(this, this.seating, phone, {
      lesson: isLesson(this.session.record.options),
      movesMade: () => this.session.record.moves.length,
      redraw: () => this.redraw(),
      myTurn: () => this.rules.myTurn(),
      state: () => this.rules.state(),
      heldAt: (tile) => this.table.tiles.get(tile),
      tipRoom: () => this.panel.tipRoom(),
      discardInUse: () => this.discardMove || hermitChoosing(this.rules.state()),
      // (none before the table is made: the lesson's opening card may come first)
      choiceBoxes: () =>
        ((this.table as TableView | undefined)?.overlay.list ?? [])
          .filter((o) => o.name.startsWith('regality.'))
          .map((o) => (o as Phaser.GameObjects.Container).getBounds()),
    });
    this.rules = new SeatRules(this.session, this.teaching, seat);
    this.table = new TableView(this, this.seating, phone, {
      viewer: () => this.rules.seat,
      playable: (piece, tile, s) => this.tableInput.playable(piece, tile, s),
      draftTile: (c, tile, size) => this.tableInput.draftTile(c, tile, size),
    });
    this.tableInput = new TableInput(this, this.seating, this.rules, {
      inLesson: () => this.teaching.active,
      play: (move) => this.play(move),
      place: (move) => this.host.play(move),
      toast: (text) => this.host.toast(text),
      tileCard: (tile, cell, buttons) => this.table.tileCard(tile, cell, buttons),
      touched: () => {
        this.panel.showPicked(this.tableInput.picked());
        // (a phone: the tile's words in the panel may be longer; a tip still up moves under them)
        this.teaching.placeTip();
      },
      hinted: () => this.hinted,
    });
    this.panel = new PanelView(this, this.table.layer, geo.compact, geo.panel, this.rules, () => this.choices.fairyPick);
    this.choices = new ChoicesView(this, this.table.overlay, this.tableInput.cells, this.seating, this.rules, {
      play: (move) => this.play(move),
      redraw: () => this.redraw(),
      focusable: (obj, w, h, fn, onFocus) => this.tableInput.focusable(obj, w, h, fn, onFocus),
      addButton: (button) => this.tableInput.addButton(button),
      makeRoom: (top) => this.panel.makeRoom(top),
      linesBottom: () => this.panel.linesBottom(),
    });
    this.animator = new RegalityAnimator(this, this.table, this.seating);
    this.hints = new HintMarks(this);
    this.hint = new HintView(this, this.hints, this.seating, phone, {
      held: (tile) => this.table.tiles.get(tile),
      showWhy: (why) => this.panel.showWhy(why),
    });
    this.recap = new RecapView(this, this.seating);
    this.recapAt = this.session.record.moves.length;
    // The person's first action on the table (a press, a key) puts the recap away; not "Got it" on
    // a tip, which lets the recap have the room the tip had (a phone's panel holds one of them).
    this.input.on('pointerdown', (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      const inTip = (o: Phaser.GameObjects.GameObject | null): boolean => !!o && (o.name === 'ui.explain' || inTip(o.parentContainer));
      if (!over.some((o) => inTip(o))) this.recap.hide();
    });
    this.input.keyboard?.on('keydown', () => this.recap.hide());
    this.redraw();
  }

  /**
   * The person's turn is back after another seat's moves (a bot's turn): the recap of what they did
   * (host.lastTurn, the moves "What happened?" shows again), under the panel's lines and any tip
   * there, and rings on the tiles they left. Not in the guided first game (its coach tells it), nor
   * twice for the same position.
   */
  private showRecap(): void {
    const s = this.rules.state();
    const at = this.session.record.moves.length;
    // (a tile to place or to draft: an effect's or a match's buttons would stand where it lies)
    if (!s || s.status !== 'playing' || (s.phase !== 'place' && s.phase !== 'draft') || this.rules.seat === COVERED || !this.rules.myTurn() || this.teaching.active || at === this.recapAt) return;
    const moves = this.host.lastTurn?.() ?? null;
    // only as the others' turn hands back: never after the person's own move (its effect to choose)
    if (!moves || moves.length === 0 || moves[moves.length - 1]!.mine) return;
    const text = recapOf(moves);
    if (!text) return;
    this.recapAt = at;
    const cells = touchedCells(moves, s);
    const place = (): boolean => {
      let top = this.panel.tipRoom().top;
      const P = this.seating.geo.panel;
      for (const obj of this.children.list) {
        if (obj.name !== 'ui.explain' || !obj.active) continue;
        const b = (obj as Phaser.GameObjects.Container).getBounds();
        if (b.right > P.x - P.w / 2 && b.left < P.x + P.w / 2) top = Math.max(top, b.bottom);
      }
      return this.recap.show(text, cells, top + 10);
    };
    if (place()) return;
    // No room under a tip (a phone): the rings alone; the box comes when the tip is put away by its
    // own button, the person not having acted on the table meanwhile.
    const tip = this.children.getByName('ui.explain');
    tip?.once(Phaser.GameObjects.Events.DESTROY, () => {
      if (this.recap.marked && this.recapAt === at && this.sys.isActive()) this.time.delayedCall(0, () => void place());
    });
  }

  /** A move chosen on the table (a draft tile, an effect's choice): the Fairy's pick is forgotten. */
  private play(move: RegalityMove): void {
    this.choices.forgetFairy();
    this.host.play(move);
  }

  /** Everything drawn again from the seat's view: the table, the panel, the choices, the coach. */
  private redraw(): void {
    this.hints.clear();
    this.hinted = null;
    this.tableInput.release(this.table.pieces());
    this.table.clear();
    this.choices.clear();
    this.tableInput.reset();
    hideInfoCard(this);
    hidePhoneInfo(this);
    const s = this.rules.state();
    if (!s) return;
    if (s.status === 'over') this.teaching.closeExplains();
    this.tally.reset(s);
    this.table.draw(s, this.tally);
    this.panel.draw(s);
    this.choices.draw(s);
    this.teaching.drawCoach(s);
    this.teaching.placeTip();
    this.tableInput.focusFirst();
  }

  /** The panel's turn and phase line (the browser tests set the longest one through it). */
  private setPhase(text: string): void {
    this.panel.setPhase(text);
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    // a move, whoever made it, puts a tile's card away (its tile may be the one that moves)
    hideInfoCard(this);
    hidePhoneInfo(this);
    this.recap.hide();
    this.tableInput.clearSelection();
    this.choices.clear();
    if (change.kind === 'move' && this.rules.seat !== COVERED) {
      // The panel's instructions were for the position before the move: gone while it is shown.
      this.panel.blank();
      this.teaching.beginMove();
      this.discardMove = change.events.some(usesDiscard);
      this.teaching.placeTip();
      for (const ev of change.events) {
        this.host.eventReached?.(ev); // the bar's line: what is shown now
        await this.animator.animate(ev);
        if (this.tally.follow(ev)) this.panel.showAllies((seat) => this.tally.allies(seat));
        this.teaching.explain(ev);
        // The turn and phase line changes when the animation reaches the turn's end, not before.
        if (ev.type === 'turn') this.setPhase(Number(ev.seat) === this.rules.seat ? t('regality.phase.place') : t('regality.phase.wait', { name: seatName(Number(ev.seat)) }));
        if (ev.type === 'over') this.setPhase(t('regality.phase.over'));
        if (ev.type === 'match-over') this.setPhase(t('regality.phase.matchOver'));
        // The game is over: its dialog comes next, with no explain card left open under it.
        if (ev.type === 'over' || ev.type === 'match-over') this.teaching.closeExplains();
      }
      await this.animator.settle();
      this.discardMove = false;
    }
    this.choices.forgetFairy();
    this.redraw();
    if (change.kind === 'move') this.showRecap();
  }

  /**
   * The hint: the tile lifted in the zone (or the draft pool) and ghosted on its target cell, lit;
   * an effect's target cell, arrow or button lit; the Skip or "who starts" button lit. Never played.
   */
  showHint(move: unknown): void {
    // A tile's card still up (a long press) goes: the hint's words lie where it stood (newcomer s35).
    hideInfoCard(this);
    hidePhoneInfo(this);
    this.recap.hide(); // (the hint's words may run down where it lay)
    if (this.choices.forgetFairy()) this.redraw();
    this.hint.show(move as RegalityMove);
    this.hinted = move as RegalityMove;
  }

  clearHint(): void {
    this.hints.clear();
    this.hinted = null;
    this.panel.hideWhy();
  }

  setViewer(seat: number): void {
    this.rules.seat = seat;
    this.seating.setViewer(seat);
    setBoardBottom(this.seating.bottom);
    this.choices.forgetFairy();
    if (seat !== COVERED) this.table.drawTable();
    this.redraw();
  }

  /** The rules screen's picture of the kingdom (scene/rules-pictures.ts). */
  drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
    return drawRulesPicture(id, scene, w, h, this.seating.bottom);
  }
}
