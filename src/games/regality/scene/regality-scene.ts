// The Regality vs Religion table: the 3x3 kingdom on parchment in the middle, Regality's zone
// (red) below it and Religion's (blue) above, the neutral zone and the discard on the left, and
// on the right the score, the phase and the effect's choices. Tiles are dragged (or clicked, then
// a cell clicked) onto the lit cells; an effect's targets light up on the board, its directions
// show as arrows round the tile, and the rest are buttons. Each event of a move is animated in
// turn, then the table is redrawn from the seat's view.
import Phaser from 'phaser';
import { Button, DragController, DropZone, FocusRing, type ZoneHighlight, HintMarks, Panel, findNamed, focusableObject, isKeyboardMode, tweenAsync, type Focusable, type Piece } from '../../../ui';
import { COLORS, CSS, FONTS, SIZES } from '../../../ui/theme';
import { COVERED, type GameHost, type GameSceneApi, type SessionChange } from '../../../services/catalog';
import type { GameSession } from '../../../services/session';
import type { GameEvent } from '../../../core';
import { playSfx } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import { t } from '../../../services/i18n';
import { HIDDEN } from '../../../core/contract';
import { TILES, rules, type Direction, type RegalityCell, type RegalityMove, type RegalityState } from '../rules';
import { allies, isShielded } from '../rules/board';
import { hasOwnShield } from '../rules/tiles';
import { compactGeometry, directionOffset, wideGeometry, type TableGeometry } from './layout';
import { GLYPH, TilePiece, drawBack, drawTile, tileName, type PhoneFace } from './tile-view';
import { closePhoneExplains, explainOnceOnPhone, hidePhoneInfo, showPhoneInfo, type CardButton } from '../../../ui/phone-card';
import { fontSize, tap, viewport } from '../../../ui/viewport';
import { describeGame, seatName } from './outcome-text';
import { setBoardBottom } from './cell-names';
import { takeHintWhy } from '../hint-why';
import { attachInfo, hideInfoCard } from '../../../ui/info-card';
import { clearExplains, explainOnce } from '../../../ui/explain';
import { Coach } from '../../../ui/coach';
import { LessonRunner } from '../../../ui/lesson-runner';
import { explainContent, tileEffect, tileInfo, type Explained } from './tile-info';
import { LESSON_SCRIPT, LESSON_STEPS, isLesson, sameMove, setLessonClock } from '../tutorial';
import type { TextKey } from '../../../services/i18n';

type EffectMove = Extract<RegalityMove, { type: 'effect' }>;
/** An effect's choice drawn as a button; `preview`: the cells whose tiles it would turn (lit while it is pointed at). */
type EffectButton = { label: string; name: string; move: RegalityMove; preview?: number[] };
type Pos = { x: number; y: number };

const wait = (scene: Phaser.Scene, ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(ms, () => resolve()));

/**
 * A cell of the kingdom as a drop target, lit boldly where a tile may go (issue 30 item 22: the
 * shared soft glow was a faint outline on the parchment): a filled sky-blue square with a thick
 * rim and a dark inner line, over the shared glow.
 */
class BoldCell extends DropZone {
  override setHighlight(state: ZoneHighlight): this {
    const was = this.getHighlight();
    super.setHighlight(state);
    if (state === 'legal' && was !== 'legal') {
      const w = this.width;
      const h = this.height;
      this.highlight.fillStyle(COLORS.dropZone, 0.42).fillRoundedRect(-w / 2, -h / 2, w, h, 12);
      this.highlight.lineStyle(7, COLORS.dropZone, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 12);
      this.highlight.lineStyle(2, COLORS.walnutDark, 0.8).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, 9);
    }
    return this;
  }
}

export class RegalityScene extends Phaser.Scene implements GameSceneApi {
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private drag!: DragController;
  private cells: DropZone[] = [];
  private layer!: Phaser.GameObjects.Container;
  private overlay!: Phaser.GameObjects.Container;
  /** What is on screen now, for the animations: board tiles by cell, zone and pool tiles by id, zones by seat. */
  private boardObjs = new Map<number, Phaser.GameObjects.Container>();
  private tileObjs = new Map<string, Phaser.GameObjects.Container>();
  private zoneObjs: Phaser.GameObjects.Container[][] = [[], []];
  private discardObjs = new Map<string, Phaser.GameObjects.Container>();
  private fairyFrom: number | null = null;
  /** Who each cell on screen serves (null: empty or face down), kept event by event while a move is shown: the score follows it. */
  private shownOwners: (number | null)[] = [];
  /** The cell of the last tile each seat placed (the other seat's is marked on the board), while a tile stays there. */
  private lastPlaced: (number | null)[] = [null, null];
  /** What each board tile on screen shows (to redraw it turned after a flip). */
  private faces = new WeakMap<Phaser.GameObjects.Container, { cell: number; here: RegalityCell; lent: boolean }>();
  private hints!: HintMarks;
  private flights: Promise<void>[] = [];
  /** Keyboard access: Tab / arrows move between the tiles, the lit cells and the buttons; Enter picks. */
  private focus!: FocusRing;
  /** What the ring reaches on the table now, in the order Tab visits it (for the first focus after a redraw). */
  private focusables: Focusable[] = [];
  /** The guided first game: on while its script runs (until skipped); the goal shown until Next. */
  private teach!: LessonRunner<(typeof LESSON_SCRIPT)[number]>;
  private coach: Coach | null = null;
  private tableGfx: Phaser.GameObjects.Graphics | null = null;
  private panel: Panel | null = null;
  private hintText: Phaser.GameObjects.Text | null = null;
  /** The cards over the table now (a phone's explain-once and tile cards). */
  private readonly cardsUp = new Set<Phaser.GameObjects.GameObject>();
  /** Where everything sits: today's wide table, or the phone's (compact mode), chosen at create. */
  private geo: TableGeometry = wideGeometry();
  /** The phone's tile face (legible letters, large reach marks); undefined on the wide table. */
  private phone: PhoneFace | undefined;
  /** Compact mode: the panel's wrapped turn and phase line (the panel's own title does not wrap). */
  private phaseText: Phaser.GameObjects.Text | null = null;
  /** The wide table's bands behind the zones (the phone's follow the zones' rows, redrawn each time). */
  private bandGfx: Phaser.GameObjects.Graphics | null = null;
  /** Compact mode: what a touch began on, to tell a tap on a board tile (its card) from a placing tap. */
  private tapFrom: { x: number; y: number; selected: boolean } | null = null;

  constructor() {
    super('Regality');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    setBoardBottom(this.bottom());
    this.fairyFrom = null;
    clearExplains(this);
    closePhoneExplains(this);
    hidePhoneInfo(this);
    const vp = viewport();
    this.geo = vp.compact ? compactGeometry(vp) : wideGeometry();
    this.phone = vp.compact ? { minFont: vp.minFont } : undefined;
    this.coach = null;
    // (the lesson's clock runs under the opening card too: the bot's scripted move may be due then)
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
      const at = this.geo.coachAt;
      // Skipped while the bot's scripted move was due: the real bot plays it now.
      this.coach = new Coach(this, { x: at.x, y: at.y, width: at.width, onSkip: () => this.teach.end(), onNext: () => this.teach.next() });
    }
    this.tableGfx = null;
    this.bandGfx = null;
    this.drawTable();
    this.layer = this.add.container(0, 0);
    this.overlay = this.add.container(0, 0).setDepth(10);
    this.cells = Array.from({ length: 9 }, (_, n) => {
      const { x, y } = this.cellAt(n);
      return new BoldCell(this, x, y, this.geo.cell - 8, this.geo.cell - 8, `cell.${n}`, { name: `regality.cell.${n}`, depth: 2 });
    });
    if (this.geo.compact) {
      this.listenForTileTaps();
      this.hideHintUnderCards();
    } else this.keepExplainsUnderTitle();
    this.hints = new HintMarks(this);
    this.focus = new FocusRing(this);
    this.drag = new DragController(this, {
      focus: this.focus,
      targetsFor: (piece) => this.targetsFor(piece),
      onDrop: (piece, zone) => this.drop(piece, zone),
      canPick: (piece) => this.canPick(piece.id),
      whyNot: (piece, zone) => this.whyNot(piece.id, zone),
      snapToZone: false,
    });
    for (const z of this.cells) this.drag.addZone(z);
    this.redraw();
  }

  // ---- the rules, as this seat sees them ----

  private state(): RegalityState | null {
    // Covered for a hand-over: nothing; watching online (SPECTATOR): the public view.
    return this.seat === COVERED ? null : (this.session.view(this.seat) as RegalityState);
  }

  // ---- the view: the seat holding the device sits below the kingdom, its tiles upright ----

  /** The seat drawn at the bottom: the viewer's (seat 0 for a spectator). */
  private bottom(): number {
    return this.seat === 1 ? 1 : 0;
  }

  /** Where cell `n` is drawn: the kingdom turned half round when seat 1 sits below. */
  private cellAt(n: number): Pos {
    return this.geo.cellXY(this.bottom() === 1 ? 8 - n : n);
  }

  /** The angle of a tile serving `owner`: upright for the bottom seat. */
  private angleFor(owner: number): number {
    return owner === this.bottom() ? 0 : 180;
  }

  private zoneAt(seat: number, i: number, count: number): Pos {
    return this.geo.zoneXY(seat === this.bottom() ? 0 : 1, i, count);
  }

  // ---- the guided first game ----

  /** The coach's card and lit spots for where the lesson stands. */
  private drawCoach(s: RegalityState): void {
    const coach = this.coach;
    if (!coach) return;
    coach.clear();
    const now = this.teach.now(s.status === 'playing', this.myTurn());
    if (now.kind === 'bye') coach.show({ text: t(`regality.lesson.${LESSON_STEPS - 1}` as TextKey), next: true }, LESSON_STEPS, LESSON_STEPS);
    if (now.kind === 'intro') coach.show({ text: t('regality.lesson.0'), next: true }, 1, LESSON_STEPS);
    if (now.kind !== 'step' || now.at.step === undefined) return;
    const at = { ...now.at, step: now.at.step };
    const spots: { x: number; y: number; w: number; h: number }[] = [];
    const m = at.move;
    if (m.type === 'place') {
      const held = this.tileObjs.get(m.tile);
      if (held) spots.push({ x: held.x, y: held.y, w: this.geo.zoneTile + 12, h: this.geo.zoneTile + 12 });
      const c = this.cellAt(m.cell);
      spots.push({ x: c.x, y: c.y, w: this.geo.cell - 4, h: this.geo.cell - 4 });
    } else if (m.type === 'effect' && 'target' in m) {
      // the tile the effect takes: lit, and tapped by the coach's finger
      const c = this.cellAt(m.target);
      spots.push({ x: c.x, y: c.y, w: this.geo.cell - 4, h: this.geo.cell - 4 });
    } else if (m.type === 'effect' && 'direction' in m && s.pending) {
      // the arrow of the way the flip goes: lit, and tapped by the coach's finger
      const a = this.arrowAt(s.pending.cell, s.board[s.pending.cell]?.owner ?? 0, m.direction);
      const side = tap(56) + 16;
      spots.push({ x: a.x, y: a.y, w: side, h: side });
    }
    // the move shown by the coach's finger: the tile dragged onto its cell, or the tile the effect takes tapped
    const demo = spots.length === 2 ? { from: 0, to: 1 } : spots.length === 1 ? { tap: 0 } : undefined;
    coach.show({ text: t(`regality.lesson.${at.step}` as TextKey), spots, demo }, at.step + 1, LESSON_STEPS);
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  private legal(): RegalityMove[] {
    if (!this.myTurn()) return [];
    const all = this.session.legalMoves() as RegalityMove[];
    if (this.teach.intro) return [];
    const scripted = this.teach.move();
    return scripted ? all.filter((m) => sameMove(m, scripted)) : all;
  }

  private placeMoves(tile: string): Extract<RegalityMove, { type: 'place' }>[] {
    return this.legal().filter((m): m is Extract<RegalityMove, { type: 'place' }> => m.type === 'place' && m.tile === tile);
  }

  private canPick(tile: string): boolean {
    const s = this.state();
    if (!s || !this.myTurn() || s.phase !== 'place') return false;
    return ((s.zones[this.seat] ?? []).includes(tile) || s.neutral.includes(tile)) && this.placeMoves(tile).length > 0;
  }

  private targetsFor(piece: Piece): DropZone[] {
    return this.placeMoves(piece.id).map((m) => this.cells[m.cell] as DropZone);
  }

  /** Why a tile cannot be played now (or there), in the game's words. */
  private whyNot(tile: string, zone: DropZone | undefined): string {
    const s = this.state();
    if (!s || !this.myTurn() || s.status === 'over') return t('regality.why.wait');
    if (s.phase === 'effect' && s.pending) return t('regality.why.effect', { tile: tileName(s.board[s.pending.cell]?.tile ?? '') });
    if (s.phase === 'draft') return t('regality.why.draft');
    if (s.placed === 0 && tile !== 'citizen') return t('regality.citizenFirst');
    if (this.teach.active) return t('regality.why.lesson');
    if (tile === 'tower') return t('regality.towerOnAlly');
    if (zone && s.board[Number(zone.id.slice('cell.'.length))]) return t('regality.cellTaken');
    return t('ui.drop.illegal');
  }

  /** A tile of this seat's zone or the neutral zone: draggable, its card on hover, and why it cannot move when pressed in vain. */
  private playableTile(piece: TilePiece, tile: string, s: RegalityState): void {
    this.drag.addPiece(piece);
    if (this.geo.compact) {
      // A phone: a tap picks the tile up and the panel names it and says what it does; one that
      // cannot be played now says why on this seat's turn, and shows its card otherwise.
      piece.on('pointerup', () => {
        if (this.canPick(tile)) return;
        if (this.myTurn()) this.host.toast(this.whyNot(tile, undefined));
        else this.tileCard(tile);
      });
    } else {
      attachInfo(piece, () => tileInfo(tile));
      piece.on('pointerdown', () => {
        if (!this.canPick(tile)) this.host.toast(this.whyNot(tile, undefined));
      });
    }
    // The tiles that cannot be played now are dimmed (on this seat's turn to place).
    if (this.myTurn() && s.phase === 'place' && !this.canPick(tile)) piece.setAlpha(0.45);
  }

  private drop(piece: Piece, zone: DropZone): true | string {
    const cell = Number(zone.id.slice('cell.'.length));
    const move = this.placeMoves(piece.id).find((m) => m.cell === cell);
    if (!move) return this.whyNot(piece.id, zone);
    return this.host.play(move) ? true : '';
  }

  private play(move: RegalityMove): void {
    this.fairyFrom = null;
    this.host.play(move);
  }

  // ---- drawing ----

  /** The fixed table: the parchment kingdom and the captions of the side areas. */
  private drawTable(): void {
    this.tableGfx?.destroy();
    const g = this.add.graphics().setDepth(-1);
    this.tableGfx = g;
    const { board, span, cell } = this.geo;
    g.fillStyle(0x000000, 0.35).fillRoundedRect(board.x - span / 2 + 6, board.y - span / 2 + 10, span, span, 18);
    g.fillStyle(COLORS.parchment, 1).fillRoundedRect(board.x - span / 2, board.y - span / 2, span, span, 18);
    g.lineStyle(4, COLORS.gold, 1).strokeRoundedRect(board.x - span / 2, board.y - span / 2, span, span, 18);
    for (let n = 0; n < 9; n++) {
      const { x, y } = this.cellAt(n);
      g.fillStyle(COLORS.parchmentDark, 0.55).fillRoundedRect(x - cell / 2 + 5, y - cell / 2 + 5, cell - 10, cell - 10, 10);
      g.lineStyle(2, COLORS.goldDark, 0.7).strokeRoundedRect(x - cell / 2 + 5, y - cell / 2 + 5, cell - 10, cell - 10, 10);
    }
    this.drawBands();
  }

  /** The two sides' bands behind their zones, and the dark areas of the neutral zone and the discard (redrawn as the phone's rows change). */
  private drawBands(): void {
    this.bandGfx?.destroy();
    const g = this.add.graphics().setDepth(-1);
    this.bandGfx = g;
    const [below, above] = this.bottom() === 1 ? [0x2b5b9e, 0xa8302a] : [0xa8302a, 0x2b5b9e];
    const b = this.geo.bands();
    const rect = (r: { x: number; y: number; w: number; h: number }, colour: number, alpha: number): void => {
      g.fillStyle(colour, alpha).fillRoundedRect(r.x - r.w / 2, r.y - r.h / 2, r.w, r.h, 16);
    };
    rect(b.near, below, 0.18);
    rect(b.far, above, 0.18);
    if (b.neutral) rect(b.neutral, 0x000000, 0.22);
    rect(b.discard, 0x000000, 0.22);
  }

  private label(x: number, y: number, text: string, name = '', size = 20, colour: string = CSS.parchment): Phaser.GameObjects.Text {
    const l = this.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${fontSize(size)}px`, fontStyle: '700', color: colour, align: 'center' }).setOrigin(0.5);
    if (name) l.setName(name);
    this.layer.add(l);
    return l;
  }

  private redraw(): void {
    this.hints.clear();
    for (const child of this.layer.list.slice()) if (child instanceof TilePiece) this.drag.removePiece(child);
    this.drag.clearSelection();
    this.layer.removeAll(true);
    this.clearOverlay();
    for (const z of this.cells) z.setHighlight('off');
    this.focusables = [];
    hideInfoCard(this);
    hidePhoneInfo(this);
    this.cells.forEach((z, n) => {
      const { x, y } = this.cellAt(n);
      z.setPosition(x, y);
    });
    this.boardObjs = new Map();
    this.tileObjs = new Map();
    this.zoneObjs = [[], []];
    this.discardObjs = new Map();
    const s = this.state();
    if (!s) return;
    if (s.status === 'over') this.closeExplains();
    if (this.geo.compact) {
      const drafting = s.phase === 'draft';
      this.geo.setCounts({ far: s.zones[1 - this.bottom()]?.length ?? 0, near: s.zones[this.bottom()]?.length ?? 0, neutral: (drafting ? s.draftPool : s.neutral).length });
      this.drawBands();
    }
    this.shownOwners = s.board.map((c) => (c && !c.faceDown ? c.owner : null));
    this.lastPlaced = this.lastPlaced.map((c) => (c !== null && s.board[c] ? c : null));
    this.drawBoard(s);
    this.drawZones(s);
    this.drawNeutral(s);
    this.drawDiscard(s);
    this.drawPanel(s);
    if (s.phase === 'effect' && this.myTurn()) this.drawEffect(s);
    if (s.phase === 'between' && this.myTurn()) this.drawChooseFirst();
    this.drawCoach(s);
    this.focusFirst();
  }

  // ---- keyboard ----

  /** Put a game object (a lit cell's hit area, an arrow, a draft tile) on the focus ring; Enter runs `fn`. */
  private focusable(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Rectangle, w: number, h: number, fn: () => void, onFocus?: (on: boolean) => void): void {
    const item = focusableObject(obj, w, h, fn, onFocus);
    this.focus.add(item);
    this.focusables.push(item);
  }

  private addButton(button: Button): Button {
    this.focus.add(button);
    this.focusables.push(button);
    return button;
  }

  /** After a redraw, a keyboard player finds the focus on the first thing to do (a choice, else a tile). */
  private focusFirst(): void {
    if (!isKeyboardMode() || !this.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    const first = this.focusables.find((f) => f.isEnabled());
    if (first) this.focus.focus(first, true);
  }

  /** A board tile: a container named `regality.board.<cell>`, turned 180 degrees when it serves seat 1. */
  private boardTile(cell: number, here: RegalityCell, board: readonly (RegalityCell | null)[]): Phaser.GameObjects.Container {
    const { x, y } = this.cellAt(cell);
    const c = this.add.container(x, y).setName(`regality.board.${cell}`);
    const size = this.geo.boardTile;
    // On a phone the tiles drawn half hidden carry no words (they would lie under the Tower's).
    const bare: PhoneFace | undefined = this.phone ? { ...this.phone, bare: true } : undefined;
    if (here.under) {
      const under = this.add.container(0, 8);
      drawTile(this, under, here.under, size - 8, false, bare);
      c.add(under);
    }
    const lent = isShielded(board, cell) && !hasOwnShield(here.tile);
    this.drawFace(c, cell, here, lent);
    c.setAngle(this.angleFor(here.owner));
    c.setSize(size, size);
    // On a phone a tap on a board tile shows its card (listenForTileTaps): the tile itself takes no
    // input, so that a tap on a lit cell under it (the Tower's) still places the tile picked up.
    if (!this.geo.compact) {
      c.setInteractive();
      attachInfo(c, () => tileInfo(here.tile, here));
    }
    this.layer.add(c);
    this.boardObjs.set(cell, c);
    return c;
  }

  /**
   * A board tile's face: face down, or its face with the rim and name strip of the side it serves
   * (issue 30 item 20), its words upright whichever way it points. The Tower shows the tile under
   * it: a small tile of its colour with its sign, and its name on a strip across the Tower's
   * middle (desktop and phone); its card says so too.
   */
  private drawFace(c: Phaser.GameObjects.Container, cell: number, here: RegalityCell, lent: boolean): void {
    if (here.faceDown) drawBack(this, c, this.geo.boardTile);
    else drawTile(this, c, here.tile, this.geo.boardTile, lent, this.phone, here.under ?? undefined, { owner: here.owner, turned: this.angleFor(here.owner) === 180 });
    c.getByName('tile.under')?.setName(`regality.under.${cell}`);
    c.getByName('tile.under.sign')?.setName(`regality.under.${cell}.sign`);
    c.getByName('tile.name')?.setName(`regality.board.${cell}.name`);
    this.faces.set(c, { cell, here, lent });
  }

  private drawBoard(s: RegalityState): void {
    s.board.forEach((here, cell) => {
      if (here) this.boardTile(cell, here, s.board);
    });
    // The other seat's last tile (a spectator sees Religion's, the seat above).
    const other = this.seat === 1 ? 0 : 1;
    const last = this.lastPlaced[other];
    if (last !== null && last !== undefined && s.board[last] && s.status === 'playing') this.markLastPlaced(last, other);
    if (s.pending) {
      const { x, y } = this.cellAt(s.pending.cell);
      const g = this.add.graphics();
      const cell = this.geo.cell;
      g.lineStyle(5, COLORS.goldLight, 1).strokeRoundedRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4, 12);
      this.layer.add(g);
    }
  }

  /**
   * The other seat's last placed tile (issue 30 item 22): bold corner brackets round its cell,
   * white edged in dark, in the gaps between the cells (clear of every tile's words and marks).
   */
  private markLastPlaced(cell: number, seat: number): void {
    const { x, y } = this.cellAt(cell);
    const half = this.geo.cell / 2 - 1;
    const arm = this.geo.cell * 0.24;
    const g = this.add.graphics();
    for (const [width, colour] of [[10, COLORS.walnutDark], [5, seat === 0 ? 0xff8a7a : 0x9cc8ff]] as const) {
      g.lineStyle(width, colour, 1);
      for (const [sx, sy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
        g.beginPath();
        g.moveTo(sx * (half - arm), sy * half);
        g.lineTo(sx * half, sy * half);
        g.lineTo(sx * half, sy * (half - arm));
        g.strokePath();
      }
    }
    const c = this.add.container(x, y, [g]).setName('regality.lastPlaced').setSize(half * 2, half * 2);
    this.layer.add(c);
  }

  private drawZones(s: RegalityState): void {
    for (const seat of [0, 1]) {
      const zone = s.zones[seat] ?? [];
      zone.forEach((tile, i) => {
        const { x, y } = this.zoneAt(seat, i, zone.length);
        const angle = this.angleFor(seat);
        const size = this.geo.zoneSize(zone.length);
        let obj: Phaser.GameObjects.Container;
        if (tile === HIDDEN) {
          obj = this.add.container(x, y).setName(`regality.hidden.${seat}.${i}`);
          drawBack(this, obj, size);
        } else if (seat === this.seat) {
          const piece = new TilePiece(this, x, y, tile, size, angle, this.phone);
          this.playableTile(piece, tile, s);
          obj = piece;
        } else {
          obj = this.add.container(x, y).setName(`regality.tile.${tile}`).setAngle(angle);
          drawTile(this, obj, tile, size, false, this.phone, undefined, { turned: angle === 180 });
          obj.getByName('tile.name')?.setName(`regality.tile.${tile}.name`);
          obj.setSize(size, size).setInteractive();
          this.infoOn(obj, () => this.tileCard(tile), () => tileInfo(tile));
        }
        this.layer.add(obj);
        (this.zoneObjs[seat] as Phaser.GameObjects.Container[]).push(obj);
        if (tile !== HIDDEN) this.tileObjs.set(tile, obj);
      });
    }
  }

  private drawNeutral(s: RegalityState): void {
    const drafting = s.phase === 'draft';
    const tiles = drafting ? s.draftPool : s.neutral;
    const compact = this.geo.compact;
    // On a phone the neutral zone's title shows only over tiles (the column has no room to spare).
    if (!compact || tiles.length > 0) {
      const at = this.geo.neutralTitle;
      this.label(at.x, at.y, drafting ? t('regality.draftPool') : t('regality.neutral'), 'regality.neutralTitle');
    }
    const size = compact ? this.geo.zoneSize(tiles.length) : this.geo.zoneTile;
    tiles.forEach((tile, i) => {
      const { x, y } = this.geo.neutralXY(i);
      if (tile === HIDDEN) {
        const back = this.add.container(x, y);
        drawBack(this, back, size);
        this.layer.add(back);
        return;
      }
      if (drafting) {
        const c = this.add.container(x, y).setName(`regality.draft.${tile}`);
        drawTile(this, c, tile, size, false, this.phone);
        c.getByName('tile.name')?.setName(`regality.draft.${tile}.name`);
        const move = this.legal().find((m) => m.type === 'draft' && m.tile === tile);
        if (compact) {
          // A phone: a tap shows the tile's card, whose button takes it.
          const take: CardButton[] = move ? [{ label: t('regality.tap.take'), name: 'ui.info.take', onClick: () => this.play(move) }] : [];
          c.setSize(size, size).setInteractive({ useHandCursor: true });
          c.on('pointerup', () => this.tileCard(tile, undefined, take));
        } else {
          attachInfo(c, () => tileInfo(tile));
        }
        if (move && !compact) {
          c.setSize(size, size).setInteractive({ useHandCursor: true });
          c.on('pointerup', () => this.play(move));
        }
        if (move) this.focusable(c, size, size, () => this.play(move));
        this.layer.add(c);
        this.tileObjs.set(tile, c);
        return;
      }
      const piece = new TilePiece(this, x, y, tile, size, 0, this.phone);
      this.playableTile(piece, tile, s);
      this.layer.add(piece);
      this.tileObjs.set(tile, piece);
    });
  }

  private drawDiscard(s: RegalityState): void {
    const geo = this.geo;
    if (geo.compact) {
      // A phone: the title with the count, the last tiles drawn small (no words), and a tap on
      // the area shows every discarded tile's name and effect.
      const at = geo.discardTitle;
      this.layer.add(this.add.text(at.x, at.y, t('regality.discardCount', { n: s.discarded.length }), { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.parchment }).setOrigin(0, 0.5).setName('regality.discardTitle'));
      const area = geo.discardArea;
      const hit = this.add.rectangle(area.x, area.y, area.w, area.h, 0xffffff, 0.001).setName('regality.discardArea').setInteractive({ useHandCursor: true });
      hit.on('pointerup', () => this.discardCard(s.discarded));
      this.layer.add(hit);
    } else {
      this.label(geo.discardTitle.x, geo.discardTitle.y, t('regality.discard'), 'regality.discardTitle');
    }
    const first = Math.max(0, s.discarded.length - geo.discardShown);
    s.discarded.forEach((tile, i) => {
      const { x, y } = geo.discardXY(Math.max(0, i - first));
      const c = this.add.container(x, y).setName(`regality.discard.${tile}`);
      drawTile(this, c, tile, geo.miniTile, false, this.phone ? { ...this.phone, bare: true } : undefined);
      if (i < first) c.setVisible(false);
      if (!geo.compact) {
        c.setSize(geo.miniTile, geo.miniTile).setInteractive();
        attachInfo(c, () => tileInfo(tile));
      }
      this.layer.add(c);
      this.discardObjs.set(tile, c);
    });
  }

  // ---- the phone's cards ----

  /** Desktop: the shared "what is this?" card on hover or long press; a phone: `onTap` on a tap. */
  private infoOn(obj: Phaser.GameObjects.Container, onTap: () => void, content: () => ReturnType<typeof tileInfo>): void {
    if (this.geo.compact) obj.on('pointerup', onTap);
    else attachInfo(obj, content);
  }

  /** A phone: the tile's card over the zone column and the panel (the kingdom stays in sight). */
  private tileCard(tile: string, cell?: RegalityCell, buttons: CardButton[] = []): void {
    showPhoneInfo(this, this.geo.cardAt, tileInfo(tile, cell, this.phone), buttons);
  }

  /** A phone: every discarded tile's name and effect, in the order they came. */
  private discardCard(tiles: readonly string[]): void {
    const body = tiles.length === 0 ? t('regality.discardEmpty') : tiles.map((tile) => `• ${tileName(tile)} — ${tileEffect(tile)}`).join('\n');
    showPhoneInfo(this, this.geo.cardAt, { title: t('regality.discardCount', { n: tiles.length }), body });
  }

  /**
   * A phone: a tap on a board tile (with no tile picked up, and nothing else under the finger)
   * shows its card; after every touch the panel names the tile picked up, if any.
   */
  private listenForTileTaps(): void {
    this.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.tapFrom = { x: p.worldX, y: p.worldY, selected: !!this.drag.getSelected() };
    });
    this.input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      const from = this.tapFrom;
      this.tapFrom = null;
      this.time.delayedCall(0, () => this.showSelection());
      if (!from || from.selected || over.length > 0 || Math.hypot(p.worldX - from.x, p.worldY - from.y) > 24) return;
      const s = this.state();
      if (!s) return;
      const half = this.geo.cell / 2;
      for (let n = 0; n < 9; n++) {
        const c = this.cellAt(n);
        const here = s.board[n];
        if (here && Math.abs(p.worldX - c.x) < half && Math.abs(p.worldY - c.y) < half) this.tileCard(here.tile, here);
      }
    });
  }

  /** A phone: the panel's instructions give way to the name and effect of the tile picked up. */
  private showSelection(): void {
    const text = this.hintText;
    if (!text?.active || !this.geo.compact) return;
    const picked = this.drag.getSelected();
    const s = this.state();
    if (picked && TILES[picked.id]) text.setText(`${tileName(picked.id)}: ${tileEffect(picked.id)}`).setName('regality.picked');
    else if (s) text.setText(this.hint(s)).setName('regality.hint');
  }

  /**
   * Wide table: an explain-once card sits over the discard, its top under the neutral tiles
   * whatever its height (the shared card is placed by its centre).
   */
  private keepExplainsUnderTitle(): void {
    const top = this.geo.explainAt.top;
    if (top === undefined) return;
    const place = (obj: Phaser.GameObjects.GameObject): void => {
      if (obj instanceof Panel && obj.name === 'ui.explain') obj.setY(Math.max(obj.y, top + obj.panelHeight / 2));
    };
    this.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, place);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, place));
  }

  /** Put away the explain-once cards (shown and waiting): the game is over, its dialog comes. */
  private closeExplains(): void {
    closePhoneExplains(this);
    clearExplains(this);
    for (const obj of this.children.list.slice()) if (obj.name === 'ui.explain') obj.destroy();
  }

  /** The panel's turn and phase line: its title, or on a phone the wrapped line under it. */
  private setPhase(text: string): void {
    if (this.phaseText?.active) this.phaseText.setText(text);
    else {
      this.panel?.setTitle(text);
      this.fitPanelTitle();
    }
  }

  /**
   * The wide panel's title (the turn and phase line, "Religion uses the Cardinal") within the
   * panel's width (issue 30 item 21): its letters shrink until it fits, between the gold rule's ends.
   */
  private fitPanelTitle(): void {
    const panel = this.panel;
    if (!panel?.active) return;
    const title = panel.list.find((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text);
    if (!title) return;
    title.setName('regality.panel.title');
    const room = panel.panelWidth - 48;
    let size = fontSize(32);
    title.setFontSize(size);
    while (title.width > room && size > SIZES.minText) title.setFontSize(--size);
  }

  private drawPanel(s: RegalityState): void {
    if (this.geo.compact) {
      this.drawCompactPanel(s);
      return;
    }
    this.phaseText = null;
    const PANEL = this.geo.panel;
    const panel = new Panel(this, PANEL.x, PANEL.y, PANEL.w, PANEL.h, { title: this.phaseTitle(s) });
    panel.setName('regality.panel');
    this.panel = panel;
    this.layer.add(panel);
    this.fitPanelTitle();
    const [a, b] = allies(s.board);
    const left = PANEL.x - PANEL.w / 2 + 30;
    [a, b].forEach((n, seat) => {
      const y = PANEL.y - PANEL.h / 2 + 110 + seat * 44;
      const g = this.add.graphics();
      g.fillStyle(seat === 0 ? 0xa8302a : 0x2b5b9e, 1).fillTriangle(left, y + 12, left + 12, y - 12, left + 24, y + 12);
      this.layer.add(g);
      const text = t('regality.score', { name: t(`regality.seat.${seat === 0 ? 0 : 1}`), n });
      this.layer.add(this.add.text(left + 38, y, text, { fontFamily: FONTS.body, fontSize: '24px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5).setName(`regality.score.${seat}`));
    });
    const m = s.match;
    if (m) {
      const [wa = 0, wb = 0] = m.mode === 'points' ? m.points : m.wins;
      const line = m.mode === 'points' ? t('regality.matchPoints', { game: m.game, games: m.games, a: wa, b: wb }) : t('regality.matchScore', { game: m.game, a: wa, b: wb });
      this.layer.add(this.add.text(left, PANEL.y - PANEL.h / 2 + 190, line, { fontFamily: FONTS.body, fontSize: '21px', fontStyle: '700', color: CSS.ink, wordWrap: { width: PANEL.w - 60 } }).setOrigin(0, 0.5).setName('regality.match'));
    }
    const hint = this.hint(s);
    this.hintText = this.add
      .text(left, PANEL.y - PANEL.h / 2 + (m ? 230 : 190), hint, { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft, wordWrap: { width: PANEL.w - 60 }, lineSpacing: 4 })
      .setName('regality.hint');
    this.layer.add(this.hintText);
  }

  /**
   * The phone's panel: the turn and phase line wrapped in bold at the top, the allies of each
   * side on one line, the match's score, then the instructions (or the tile picked up); the
   * effect's buttons take the lower part.
   */
  private drawCompactPanel(s: RegalityState): void {
    const P = this.geo.panel;
    const vp = viewport();
    const f = vp.minFont;
    const panel = new Panel(this, P.x, P.y, P.w, P.h);
    panel.setName('regality.panel');
    this.panel = panel;
    this.layer.add(panel);
    const left = P.x - P.w / 2 + 24;
    const width = P.w - 48;
    let y = P.y - P.h / 2 + 20;
    this.phaseText = this.add.text(P.x, y, this.phaseTitle(s), { fontFamily: FONTS.title, fontSize: `${f + 4}px`, fontStyle: '700', color: CSS.ink, align: 'center', wordWrap: { width } }).setOrigin(0.5, 0).setName('regality.phase');
    this.layer.add(this.phaseText);
    y += (f + 4) * 2.5 + 8;
    const rule = this.add.graphics();
    rule.lineStyle(2, COLORS.gold, 1).lineBetween(left + 20, y, left + width - 20, y);
    this.layer.add(rule);
    y += 14;
    const [a, b] = allies(s.board);
    [a, b].forEach((n, seat) => {
      const g = this.add.graphics();
      g.fillStyle(seat === 0 ? 0xa8302a : 0x2b5b9e, 1).fillTriangle(left, y + f * 0.95, left + 12, y + f * 0.25, left + 24, y + f * 0.95);
      this.layer.add(g);
      const text = t('regality.score', { name: t(`regality.seat.${seat === 0 ? 0 : 1}`), n });
      this.layer.add(this.add.text(left + 34, y, text, { fontFamily: FONTS.body, fontSize: `${f}px`, fontStyle: '700', color: CSS.ink }).setName(`regality.score.${seat}`));
      y += f * 1.3;
    });
    y += 6;
    const m = s.match;
    if (m) {
      const [wa = 0, wb = 0] = m.mode === 'points' ? m.points : m.wins;
      const line = m.mode === 'points' ? t('regality.matchPoints', { game: m.game, games: m.games, a: wa, b: wb }) : t('regality.matchScore', { game: m.game, a: wa, b: wb });
      const mt = this.add.text(left, y, line, { fontFamily: FONTS.body, fontSize: `${f}px`, fontStyle: '700', color: CSS.ink, wordWrap: { width } }).setName('regality.match');
      this.layer.add(mt);
      y += mt.height + 8;
    }
    this.hintText = this.add.text(left, y, this.hint(s), { fontFamily: FONTS.body, fontSize: `${f}px`, color: CSS.inkSoft, wordWrap: { width }, lineSpacing: 2 }).setName('regality.hint');
    this.hintText.setAlpha(this.cardsUp.size > 0 ? 0 : 1);
    this.layer.add(this.hintText);
  }

  /**
   * A phone: a card (an explain-once card, a tile's card) lies over the top of the panel, and its
   * edge could cut the panel's instructions in two, a stray line of letters showing below it; they
   * wait unseen while a card is up.
   */
  private hideHintUnderCards(): void {
    const sync = (): void => {
      if (this.hintText?.active) this.hintText.setAlpha(this.cardsUp.size > 0 ? 0 : 1);
    };
    this.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, (obj: Phaser.GameObjects.GameObject) => {
      if (obj.name !== 'ui.explain' && obj.name !== 'ui.info') return;
      this.cardsUp.add(obj);
      obj.once(Phaser.GameObjects.Events.DESTROY, () => {
        this.cardsUp.delete(obj);
        sync();
      });
      sync();
    });
  }

  /** The one source of the panel's turn and phase line (defect 4 of issue 15): over, someone else's effect or turn, or what to do. */
  private phaseTitle(s: RegalityState): string {
    if (s.phase === 'between') return t('regality.phase.between', { game: s.match?.game ?? 1 });
    // After the last game of a match, the match is over (not "Game 2 is over").
    if (s.status === 'over') return t(s.match ? 'regality.phase.matchOver' : 'regality.phase.over');
    if (!this.myTurn() && s.phase === 'effect' && s.pending) return t('regality.phase.other', { name: seatName(s.current), tile: tileName(s.board[s.pending.cell]?.tile ?? '') });
    if (!this.myTurn()) return t('regality.phase.wait', { name: seatName(s.current) });
    if (s.phase === 'draft') return t('regality.phase.draft');
    if (s.phase === 'effect' && s.pending) return t('regality.phase.effect', { tile: tileName(s.board[s.pending.cell]?.tile ?? '') });
    return t('regality.phase.place');
  }

  private hint(s: RegalityState): string {
    if (s.phase === 'between' && s.result) {
      // R-MATCH-CHOOSE: the game's result, and who chooses who starts the next one.
      const next = (s.match?.game ?? 1) + 1;
      const winner = describeGame({ winners: s.result.winners, scores: s.result.scores, label: s.result.reason });
      if (s.result.winners.length === 0) return t('regality.between.draw', { name: seatName(s.current), next });
      return this.myTurn() ? t('regality.between.mine', { winner, next }) : t('regality.between.wait', { winner, name: seatName(s.current), next });
    }
    if (!this.myTurn()) return '';
    const phone = this.geo.compact;
    if (s.phase === 'draft') return t(phone ? 'regality.tap.draft' : 'regality.hint.draft');
    if (s.phase === 'place') return s.placed === 0 ? t('regality.hint.citizen') : t(phone ? 'regality.tap.place' : 'regality.hint.place');
    const effects = this.effectMoves();
    const first = effects[0];
    const lines: string[] = [];
    if (s.pending?.retrigger) lines.push(t('regality.hint.retrigger'));
    if (!first) return lines.join('\n');
    if ('target' in first) lines.push(t(phone ? 'regality.tap.target' : 'regality.hint.target'));
    else if ('direction' in first) lines.push(t(phone ? 'regality.tap.direction' : 'regality.hint.direction'));
    else if ('pattern' in first) lines.push(t('regality.hint.pattern'));
    else if ('from' in first) {
      if (phone) lines.push(this.fairyFrom === null ? t('regality.tap.fairyFrom') : t('regality.tap.fairyTo'));
      else lines.push(this.fairyFrom === null ? t('regality.hint.fairyFrom') : t('regality.hint.fairyTo'));
    }
    else if ('tile' in first) lines.push(t('regality.hint.hermit'));
    else if ('slot' in first) lines.push(t('regality.hint.assassin'));
    else lines.push(t('regality.hint.plain'));
    return lines.join('\n');
  }

  private effectMoves(): EffectMove[] {
    return this.legal().filter((m): m is EffectMove => m.type === 'effect');
  }

  // ---- the effect's choices ----

  private drawEffect(s: RegalityState): void {
    const effects = this.effectMoves();
    const pending = s.pending;
    const buttons: EffectButton[] = [];
    for (const m of effects) {
      if ('target' in m) this.targetCell(m.target, () => this.play(m));
      else if ('direction' in m && pending) this.arrow(pending.cell, s.board[pending.cell]?.owner ?? 0, m.direction, () => this.play(m));
      else if ('pattern' in m) {
        // The Princess's (the Saint's) two choices say how many tiles each turns, and show them on hover or focus.
        const flips = this.flipsOf(s, m);
        buttons.push({ label: t('regality.pattern.preview', { label: t(`regality.pattern.${m.pattern}`), n: flips.length }), name: `regality.pattern.${m.pattern}`, move: m, preview: flips });
      }
      else if ('tile' in m) buttons.push({ label: tileName(m.tile), name: `regality.recall.${m.tile}`, move: m });
      else if ('slot' in m) {
        const tile = s.zones[1 - this.seat]?.[m.slot] ?? HIDDEN;
        buttons.push({ label: tile === HIDDEN ? t('regality.hiddenTile', { n: m.slot + 1 }) : tileName(tile), name: `regality.slot.${m.slot}`, move: m });
      } else if (!('from' in m)) buttons.push({ label: t('regality.use'), name: 'regality.use', move: m });
    }
    this.drawFairy(effects);
    const skip = this.legal().find((m) => m.type === 'skip');
    if (this.geo.compact) {
      this.drawCompactButtons(buttons, skip);
      return;
    }
    const PANEL = this.geo.panel;
    const top = PANEL.y - 30;
    buttons.forEach((b, i) => {
      const two = buttons.length > 5;
      const x = two ? PANEL.x + ((i % 2) - 0.5) * 180 : PANEL.x;
      const y = top + (two ? Math.floor(i / 2) : i) * 64;
      const button = new Button(this, x, y, b.label, () => this.play(b.move), { width: two ? 170 : 320, variant: 'primary', name: b.name, fontSize: two ? 18 : 22 });
      this.overlay.add(this.addButton(button));
      if (b.preview) this.previewOn(button, b.preview);
    });
    if (skip) this.overlay.add(this.addButton(new Button(this, PANEL.x, PANEL.y + PANEL.h / 2 - 60, t('regality.skip'), () => this.play(skip), { width: 320, variant: 'secondary', name: 'regality.skip' })));
  }

  /**
   * The phone's effect buttons: Skip at the panel's foot, the choices above it (two a row when
   * more than three), as many rows as the panel holds under its lines; the instructions give way
   * when the buttons need their room.
   */
  private drawCompactButtons(buttons: EffectButton[], skip: RegalityMove | undefined): void {
    const P = this.geo.panel;
    const vp = viewport();
    const h = Math.ceil(vp.minTap * 0.8);
    const pitch = Math.max(vp.minTap, h + 12);
    const width = P.w - 40;
    let bottom = P.y + P.h / 2 - 16;
    if (skip) {
      this.overlay.add(this.addButton(new Button(this, P.x, bottom - h / 2, t('regality.skip'), () => this.play(skip), { width, variant: 'secondary', name: 'regality.skip', fontSize: 22 })));
      bottom -= pitch;
    }
    const two = buttons.length > 3;
    const rows = two ? Math.ceil(buttons.length / 2) : buttons.length;
    const colW = two ? (width - 12) / 2 : width;
    buttons.forEach((b, i) => {
      const row = two ? Math.floor(i / 2) : i;
      const x = two ? P.x + ((i % 2) - 0.5) * (colW + 12) : P.x;
      const y = bottom - h / 2 - (rows - 1 - row) * pitch;
      const button = new Button(this, x, y, b.label, () => this.play(b.move), { width: colW, variant: 'primary', name: b.name, fontSize: 22 });
      this.overlay.add(this.addButton(button));
      if (b.preview) this.previewOn(button, b.preview);
    });
    const top = bottom - rows * pitch + (pitch - h);
    const hint = this.hintText;
    if (hint && (skip || buttons.length > 0) && hint.y + hint.height > top - 4) hint.setVisible(false);
  }

  /** The cells whose tiles an effect move would turn, from this seat's view of the position. */
  private flipsOf(s: RegalityState, move: RegalityMove): number[] {
    const r = rules.apply(s, move);
    if (!r.ok) return [];
    return r.events.filter((e) => e.type === 'flip').map((e) => Number(e.cell));
  }

  /**
   * While a choice's button is pointed at (or has the keyboard's focus), the tiles it would turn
   * are ringed on the board with a turning arrow (issue 30 item 22: the Princess's two buttons).
   */
  private previewOn(button: Button, cells: number[]): void {
    let shown: Phaser.GameObjects.GameObject[] = [];
    const hide = (): void => {
      for (const o of shown) o.destroy();
      shown = [];
    };
    const show = (): void => {
      hide();
      for (const cell of cells) {
        const { x, y } = this.cellAt(cell);
        const half = this.geo.cell / 2 - 6;
        const g = this.add.graphics().setName(`regality.preview.${cell}`);
        g.lineStyle(7, 0xffffff, 1).strokeRoundedRect(x - half, y - half, half * 2, half * 2, 12);
        g.lineStyle(3, COLORS.walnutDark, 1).strokeRoundedRect(x - half + 6, y - half + 6, half * 2 - 12, half * 2 - 12, 9);
        const r = Math.round(fontSize(24) * 0.85);
        g.fillStyle(0xffffff, 1).fillCircle(x + half - r, y - half + r, r).lineStyle(3, COLORS.walnutDark, 1).strokeCircle(x + half - r, y - half + r, r);
        const icon = this.add.text(x + half - r, y - half + r, '↻', { fontFamily: `${FONTS.body}, "DejaVu Sans", sans-serif`, fontSize: `${fontSize(24)}px`, fontStyle: '700', color: '#1c120c' }).setOrigin(0.5);
        this.overlay.add([g, icon]);
        shown.push(g, icon);
      }
    };
    button.on('pointerover', show);
    button.on('pointerout', hide);
    button.once(Phaser.GameObjects.Events.DESTROY, hide);
    const item: Focusable = button;
    const focused = item.setFocused?.bind(item);
    item.setFocused = (on: boolean): void => {
      focused?.(on);
      if (on) show();
      else hide();
    };
  }

  /** Between two games of a match: the loser's two buttons, to start the next game or let the other start it. */
  private drawChooseFirst(): void {
    const choices = this.legal().filter((m): m is Extract<RegalityMove, { type: 'choose-first' }> => m.type === 'choose-first');
    const mine = choices.filter((m) => m.seat === this.seat).concat(choices.filter((m) => m.seat !== this.seat));
    mine.forEach((m, i) => {
      const label = m.seat === this.seat ? t('regality.chooseFirst.me') : t('regality.chooseFirst.other', { name: seatName(m.seat) });
      const P = this.geo.panel;
      const vp = viewport();
      const button = this.geo.compact
        ? new Button(this, P.x, P.y + P.h / 2 - 16 - Math.ceil(vp.minTap * 0.8) / 2 - (mine.length - 1 - i) * (vp.minTap + 8), label, () => this.play(m), { width: P.w - 40, variant: i === 0 ? 'primary' : 'secondary', name: `regality.chooseFirst.${m.seat}`, fontSize: 22 })
        : new Button(this, P.x, P.y + 60 + i * 76, label, () => this.play(m), { width: 320, variant: i === 0 ? 'primary' : 'secondary', name: `regality.chooseFirst.${m.seat}` });
      this.overlay.add(this.addButton(button));
    });
  }

  private clearOverlay(): void {
    for (const child of this.overlay.list) this.tweens.killTweensOf(child);
    this.overlay.removeAll(true);
  }

  /** Light a cell and make it clickable. */
  private targetCell(cell: number, fn: () => void): void {
    const zone = this.cells[cell] as DropZone;
    zone.setHighlight('legal');
    const CELL = this.geo.cell;
    const g = this.add.graphics({ x: zone.x, y: zone.y });
    g.fillStyle(COLORS.goldLight, 0.38).fillRoundedRect(-CELL / 2 + 4, -CELL / 2 + 4, CELL - 8, CELL - 8, 12);
    g.lineStyle(8, COLORS.goldLight, 1).strokeRoundedRect(-CELL / 2 + 4, -CELL / 2 + 4, CELL - 8, CELL - 8, 12);
    g.lineStyle(2, COLORS.walnutDark, 0.85).strokeRoundedRect(-CELL / 2 + 11, -CELL / 2 + 11, CELL - 22, CELL - 22, 9);
    this.overlay.add(g);
    if (!reducedMotion()) this.tweens.add({ targets: g, alpha: 0.7, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
    // The effect's icon on each target, in a gold badge.
    const pending = this.state()?.pending;
    const glyph = pending ? GLYPH[TILES[this.state()?.board[pending.cell]?.tile ?? '']?.effect ?? 'none'] : '';
    if (glyph) {
      // Middle of the cell's left edge: clear of the tile's name band, its marks and its reach pattern, whichever way it points.
      // On a phone the badge sits on the cell's lower left corner: the tile's sign is in its middle.
      const r = this.geo.compact ? Math.round(fontSize(24) * 0.85) : 20;
      const bx = zone.x - CELL / 2 + r + 2;
      const by = this.geo.compact ? zone.y + CELL / 2 - r - 2 : zone.y;
      const badge = this.add.graphics();
      badge.fillStyle(COLORS.goldLight, 1).fillCircle(bx, by, r).lineStyle(3, COLORS.walnutDark, 1).strokeCircle(bx, by, r);
      const icon = this.add.text(bx, by, glyph, { fontFamily: `${FONTS.body}, "DejaVu Sans", sans-serif`, fontSize: `${fontSize(24)}px`, fontStyle: '700', color: '#1c120c' }).setOrigin(0.5);
      this.overlay.add([badge, icon]);
    }
    const hit = this.add.rectangle(zone.x, zone.y, CELL - 8, CELL - 8, 0xffffff, 0.001).setName(`regality.target.${cell}`);
    hit.setInteractive({ useHandCursor: true });
    hit.on('pointerup', fn);
    this.overlay.add(hit);
    this.focusable(hit, CELL - 8, CELL - 8, fn, (on) => zone.setHighlight(on ? 'hover' : 'legal'));
  }

  /**
   * A round gold button on the first cell the way the flip goes (on its middle, clear of the name
   * bands at the cells' edges, which a button on the edge hid on a phone), its arrow pointing that
   * way; on the tile's own edge where that way leaves the kingdom.
   */
  private arrow(cell: number, owner: number, direction: Direction, fn: () => void): void {
    const c = this.add.container(0, 0).setName(`regality.dir.${direction}`);
    const { x: ax, y: ay, dc, dr } = this.arrowAt(cell, owner, direction);
    c.setPosition(ax, ay);
    const side = tap(56);
    const k = side / 56;
    const g = this.add.graphics();
    g.fillStyle(COLORS.gold, 1).fillCircle(0, 0, 28 * k);
    g.lineStyle(3, COLORS.walnutDark, 1).strokeCircle(0, 0, 28 * k);
    g.fillStyle(COLORS.walnutDark, 1).fillTriangle(16 * k, 0, -6 * k, -13 * k, -6 * k, 13 * k);
    g.fillRect(-16 * k, -5 * k, 12 * k, 10 * k);
    g.setRotation(Math.atan2(dr, dc));
    c.add(g);
    c.setSize(side, side).setInteractive({ useHandCursor: true });
    c.on('pointerup', fn);
    c.on('pointerover', () => g.setScale(1.15));
    c.on('pointerout', () => g.setScale(1));
    this.overlay.add(c);
    this.focusable(c, side, side, fn, (on) => g.setScale(on ? 1.15 : 1));
  }

  /** Where a direction's button goes (see `arrow`), and which way it points on the screen. */
  private arrowAt(cell: number, owner: number, direction: Direction): { x: number; y: number; dc: number; dr: number } {
    const [c0, r0] = directionOffset(direction, owner);
    const [dc, dr] = this.bottom() === 1 ? [-c0, -r0] : [c0, r0];
    const { x, y } = this.cellAt(cell);
    const CELL = this.geo.cell;
    const B = this.geo.board;
    const inside = Math.abs(x + dc * CELL - B.x) < CELL * 1.5 && Math.abs(y + dr * CELL - B.y) < CELL * 1.5;
    const d = inside ? CELL : CELL * 0.5;
    return { x: x + dc * d, y: y + dr * d, dc, dr };
  }

  /** The fairy: light the tiles it may carry; once one is chosen, the empty cells it may go to. */
  private drawFairy(effects: EffectMove[]): void {
    const carries = effects.filter((m): m is Extract<EffectMove, { from: number }> => 'from' in m);
    if (carries.length === 0) return;
    if (this.fairyFrom === null) {
      for (const from of new Set(carries.map((m) => m.from))) {
        this.targetCell(from, () => {
          this.fairyFrom = from;
          this.redraw();
        });
      }
      return;
    }
    const from = this.fairyFrom;
    this.targetCell(from, () => {
      this.fairyFrom = null;
      this.redraw();
    });
    (this.cells[from] as DropZone).setHighlight('hover');
    for (const m of carries) if (m.from === from) this.targetCell(m.to, () => this.play(m));
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    this.drag.clearSelection();
    this.clearOverlay();
    if (change.kind === 'move' && this.seat !== COVERED) {
      // The panel's instructions were for the position before the move: gone while it is shown.
      this.hintText?.setText('');
      for (const ev of change.events) {
        await this.animate(ev);
        this.followScore(ev);
        this.explain(ev);
        // The turn and phase line changes when the animation reaches the turn's end, not before.
        if (ev.type === 'turn') this.setPhase(Number(ev.seat) === this.seat ? t('regality.phase.place') : t('regality.phase.wait', { name: seatName(Number(ev.seat)) }));
        if (ev.type === 'over') this.setPhase(t('regality.phase.over'));
        if (ev.type === 'match-over') this.setPhase(t('regality.phase.matchOver'));
        // The game is over: its dialog comes next, with no explain card left open under it.
        if (ev.type === 'over' || ev.type === 'match-over') this.closeExplains();
      }
      await Promise.all(this.flights);
      this.flights = [];
    }
    this.fairyFrom = null;
    this.redraw();
  }

  /**
   * The allies' score follows the board as each event is shown (issue 30 item 22): a placed tile
   * counts for its side, a flip moves a point across, a destroyed, banished or recalled one counts
   * for nobody; and the other seat's last placed tile is remembered, to be marked.
   */
  private followScore(ev: GameEvent): void {
    const owners = this.shownOwners;
    const cell = Number(ev.cell ?? -1);
    switch (ev.type) {
      case 'place':
        owners[cell] = Number(ev.seat);
        this.lastPlaced[Number(ev.seat) === 1 ? 1 : 0] = cell;
        break;
      case 'flip':
        owners[cell] = Number(ev.owner);
        break;
      case 'destroy':
      case 'remove':
        owners[cell] = null;
        break;
      case 'banish':
      case 'recall':
        if (ev.from !== 'zone' && ev.from !== 'discard') owners[cell] = null;
        break;
      case 'move': {
        const from = Number(ev.from);
        const to = Number(ev.to);
        owners[to] = owners[from] ?? null;
        owners[from] = null;
        this.lastPlaced = this.lastPlaced.map((c) => (c === from ? to : c));
        break;
      }
      default:
        return;
    }
    for (const seat of [0, 1]) {
      const text = this.children.getByName(`regality.score.${seat}`) ?? this.layer.getByName(`regality.score.${seat}`);
      if (text instanceof Phaser.GameObjects.Text) text.setText(t('regality.score', { name: t(`regality.seat.${seat === 0 ? 0 : 1}`), n: owners.filter((o) => o === seat).length }));
    }
  }

  /** The first time a rule fires, a short card says what happened (kept as seen: once ever). */
  private explain(ev: GameEvent): void {
    const keys: Partial<Record<string, Explained>> = { flip: 'flip', destroy: 'destroy', banish: 'banish', shield: 'shield', 'tower-lowered': 'tower', retrigger: 'retrigger', cancelled: 'cancel' };
    const key = ev.type === 'place' && ev.tile === 'death' ? 'death' : keys[ev.type];
    if (!key) return;
    // Re-triggered: the card shows the Bard or the Performer that did it (the event's tile is the one played again).
    const byTile = key === 'retrigger' && typeof ev.byTile === 'string' ? ev.byTile : undefined;
    const tile = key === 'tower' ? 'tower' : (byTile ?? (typeof ev.tile === 'string' ? ev.tile : this.state()?.board[Number(ev.cell)]?.tile));
    const at = this.geo.explainAt;
    if (this.geo.compact) explainOnceOnPhone(this, `regality.${key}`, explainContent(key, tile, this.phone), at);
    else explainOnce(this, `regality.${key}`, explainContent(key, tile), at);
  }

  /**
   * The hint: the tile lifted in the zone (or the draft pool) and ghosted on its target cell, lit;
   * an effect's target cell, arrow or button lit; the Skip or "who starts" button lit. Never played.
   */
  showHint(move: unknown): void {
    const m = move as RegalityMove;
    if (this.fairyFrom !== null) {
      this.fairyFrom = null;
      this.redraw();
    }
    const named = (name: string) => findNamed(this, name);
    const lift: (Phaser.GameObjects.GameObject | null | undefined)[] = [];
    const lit: (Phaser.GameObjects.GameObject | null | undefined)[] = [];
    let ghost: { tile: string; cell: number } | null = null;
    if (m.type === 'draft') lift.push(named(`regality.draft.${m.tile}`));
    else if (m.type === 'place') {
      lift.push(this.tileObjs.get(m.tile));
      lit.push(named(`regality.cell.${m.cell}`));
      ghost = { tile: m.tile, cell: m.cell };
    } else if (m.type === 'skip') lit.push(named('regality.skip'));
    else if (m.type === 'choose-first') lit.push(named(`regality.chooseFirst.${m.seat}`));
    else if ('target' in m) lit.push(named(`regality.target.${m.target}`));
    else if ('direction' in m) lit.push(named(`regality.dir.${m.direction}`));
    else if ('pattern' in m) lit.push(named(`regality.pattern.${m.pattern}`));
    else if ('from' in m) lit.push(named(`regality.target.${m.from}`), named(`regality.cell.${m.to}`));
    else if ('tile' in m) lit.push(named(`regality.recall.${m.tile}`));
    else if ('slot' in m) lit.push(named(`regality.slot.${m.slot}`));
    else lit.push(named('regality.use'));
    this.hints.show(lift, lit);
    // Why this move (issue 30 item 24): the panel's instructions give way to the hint's line.
    const why = takeHintWhy();
    if (why && this.hintText?.active) this.hintText.setText(why).setName('regality.hintWhy').setVisible(true);
    if (ghost) {
      const { x, y } = this.cellAt(ghost.cell);
      const c = this.add.container(x, y).setName(`hint.ghost.${ghost.tile}`).setAlpha(0.6).setDepth(5);
      drawTile(this, c, ghost.tile, this.geo.boardTile, false, this.phone);
      this.hints.add(c);
    }
  }

  clearHint(): void {
    this.hints.clear();
    const s = this.state();
    if (s && this.hintText?.active && this.hintText.name === 'regality.hintWhy') this.hintText.setText(this.hint(s)).setName('regality.hint');
  }

  setViewer(seat: number): void {
    this.seat = seat;
    setBoardBottom(this.bottom());
    this.fairyFrom = null;
    if (seat !== COVERED) this.drawTable();
    this.redraw();
  }

  // ---- animations, one per event ----

  private async animate(ev: GameEvent): Promise<void> {
    if (ev.type !== 'flip' && ev.type !== 'shield') {
      await Promise.all(this.flights);
      this.flights = [];
    }
    const cell = Number(ev.cell ?? -1);
    const obj = this.boardObjs.get(cell);
    switch (ev.type) {
      case 'place':
        return this.animatePlace(String(ev.tile), cell, Number(ev.seat));
      case 'tower-lowered':
        playSfx('tile');
        if (obj) await tweenAsync(this, { targets: obj, scale: 1, duration: motionMs(320), ease: 'Bounce.Out' });
        return;
      case 'flip':
        if (!obj) return;
        playSfx('flip');
        this.flights.push(this.turnOver(obj, Number(ev.owner)));
        await wait(this, motionMs(140));
        return;
      case 'shield':
        if (obj) this.flights.push(this.glint(obj));
        return;
      case 'destroy':
        if (!obj) return;
        playSfx('hit');
        await tweenAsync(this, { targets: obj, scaleX: 0, duration: motionMs(170), ease: 'Cubic.In' });
        obj.removeAll(true);
        drawBack(this, obj, this.geo.boardTile);
        await tweenAsync(this, { targets: obj, scaleX: 1, duration: motionMs(170), ease: 'Cubic.Out' });
        return;
      case 'remove':
        if (!obj) return;
        playSfx('crumble');
        this.boardObjs.delete(cell);
        return this.crumble(obj);
      case 'banish': {
        const gone = ev.from === 'zone' ? this.zoneObjs[Number(ev.seat)]?.[Number(ev.slot)] : obj;
        if (!gone) return;
        playSfx('card');
        this.boardObjs.delete(cell);
        return this.fly(gone, this.geo.discardXY(0), { angle: gone.angle + 200, scale: this.geo.miniTile / this.geo.boardTile, alpha: 0.2 }, 'Cubic.In', 440);
      }
      case 'move': {
        const carried = this.boardObjs.get(Number(ev.from));
        if (!carried) return;
        playSfx('tile');
        this.boardObjs.delete(Number(ev.from));
        this.boardObjs.set(Number(ev.to), carried);
        this.layer.bringToTop(carried);
        await tweenAsync(this, { targets: carried, scale: 1.18, duration: motionMs(140), ease: 'Cubic.Out' });
        await this.fly(carried, this.cellAt(Number(ev.to)), {}, 'Sine.InOut', 420);
        await tweenAsync(this, { targets: carried, scale: 1, duration: motionMs(200), ease: 'Back.Out' });
        return;
      }
      case 'retrigger':
      case 'cancelled':
        if (!obj) return;
        playSfx('button');
        await tweenAsync(this, ev.type === 'retrigger' ? { targets: obj, scale: 1.12, duration: motionMs(160), yoyo: true } : { targets: obj, x: obj.x + 6, duration: motionMs(50), yoyo: true, repeat: 3 });
        return;
      case 'recall': {
        const from = ev.from === 'discard' ? this.discardObjs.get(String(ev.tile)) : obj;
        if (!from) return;
        playSfx('card');
        this.boardObjs.delete(cell);
        const seat = Number(ev.seat);
        const n = this.zoneObjs[seat]?.length ?? 0;
        return this.fly(from, this.zoneAt(seat, n, n + 1), { scale: this.geo.zoneTile / this.geo.boardTile, angle: this.angleFor(seat) }, 'Cubic.Out', 380);
      }
      case 'next-game':
        // The finished game's tiles fade away before the new game is drawn.
        if (this.boardObjs.size === 0) return;
        playSfx('card');
        await tweenAsync(this, { targets: [...this.boardObjs.values()], alpha: 0, duration: motionMs(360), ease: 'Sine.In' });
        return;
      case 'draft': {
        playSfx('card');
        const seat = Number(ev.seat);
        const tiles = Array.isArray(ev.tiles) ? ev.tiles.map(String) : [String(ev.tile)];
        const n = this.zoneObjs[seat]?.length ?? 0;
        await Promise.all(tiles.map((tile, i) => {
          const o = this.tileObjs.get(tile);
          return o ? this.fly(o, this.zoneAt(seat, n + i, n + tiles.length), { angle: this.angleFor(seat) }, 'Cubic.Out', 360) : Promise.resolve();
        }));
        return;
      }
      default:
        return;
    }
  }

  /** A tile drops from where it was held onto its cell and settles; a tower hovers, to be lowered next. */
  private async animatePlace(tile: string, cell: number, seat: number): Promise<void> {
    playSfx('tile');
    const held = this.tileObjs.get(tile);
    const board = this.geo.board;
    const start: Pos = held ? { x: held.x, y: held.y } : seat !== this.bottom() ? { x: board.x, y: 100 } : { x: board.x, y: 880 };
    held?.destroy();
    const here: RegalityCell = { tile, owner: seat, faceDown: false, destroyer: null, under: null };
    const c = this.boardTile(cell, here, []);
    this.layer.bringToTop(c);
    const { x, y } = this.cellAt(cell);
    const end = tile === 'tower' ? 1.3 : 1;
    if (reducedMotion()) {
      c.setScale(end).setAlpha(0);
      await tweenAsync(this, { targets: c, alpha: 1, duration: motionMs(200) });
      return;
    }
    c.setPosition(start.x, start.y).setScale((this.geo.zoneTile / this.geo.boardTile) * 1.1);
    await tweenAsync(this, { targets: c, x, y, scale: end, duration: motionMs(420), ease: 'Back.Out' });
  }

  /** A flip: the tile turns 180 degrees, rising a little as it turns. */
  private async turnOver(obj: Phaser.GameObjects.Container, owner: number): Promise<void> {
    if (reducedMotion()) {
      await tweenAsync(this, { targets: obj, alpha: 0.2, duration: motionMs(120) });
      obj.setAngle(obj.angle + 180);
      this.servesNow(obj, owner);
      await tweenAsync(this, { targets: obj, alpha: 1, duration: motionMs(120) });
      return;
    }
    this.layer.bringToTop(obj);
    const to = obj.angle + 180;
    await Promise.all([
      tweenAsync(this, { targets: obj, angle: to, duration: motionMs(460), ease: 'Cubic.InOut' }),
      tweenAsync(this, { targets: obj, scale: 1.12, duration: motionMs(230), yoyo: true, ease: 'Sine.InOut' }),
    ]);
    this.servesNow(obj, owner);
  }

  /** After a flip: the tile redrawn in the colours of the side it serves now, its words upright. */
  private servesNow(obj: Phaser.GameObjects.Container, owner: number): void {
    const face = this.faces.get(obj);
    if (!face || !obj.active || (owner !== 0 && owner !== 1)) return;
    obj.removeAll(true);
    this.drawFace(obj, face.cell, { ...face.here, owner }, face.lent);
  }

  /** A shield catches the light: a white sheen passes over the tile. */
  private async glint(obj: Phaser.GameObjects.Container): Promise<void> {
    playSfx('card');
    const sheen = this.add.rectangle(0, 0, this.geo.boardTile, this.geo.boardTile, 0xffffff, 0.7).setAlpha(0);
    obj.add(sheen);
    await tweenAsync(this, { targets: sheen, alpha: 0.7, duration: motionMs(140), yoyo: true });
    sheen.destroy();
  }

  /** A destroyed tile crumbles away: it shakes, breaks into pieces that fall, and fades. */
  private async crumble(obj: Phaser.GameObjects.Container): Promise<void> {
    const bits: Phaser.GameObjects.Rectangle[] = [];
    for (let i = 0; i < 8; i++) {
      const bx = obj.x + ((i % 4) - 1.5) * 28;
      const by = obj.y + (Math.floor(i / 4) - 0.5) * 50;
      const bit = this.add.rectangle(bx, by, 26, 34, 0x5a4030).setStrokeStyle(1, COLORS.gold, 0.6).setAlpha(0);
      this.layer.add(bit);
      bits.push(bit);
    }
    await tweenAsync(this, { targets: obj, x: obj.x + 4, duration: motionMs(40), yoyo: true, repeat: 2 });
    obj.setVisible(false);
    await Promise.all(
      bits.map((bit, i) =>
        tweenAsync(this, {
          targets: bit,
          alpha: { from: 1, to: 0 },
          y: bit.y + 60 + (i % 3) * 20,
          x: bit.x + ((i % 4) - 1.5) * 18,
          angle: (i % 2 ? 1 : -1) * (30 + i * 8),
          duration: motionMs(460),
          ease: 'Quad.In',
        }),
      ),
    );
  }

  /** Carry an object to (x, y), or fade it there under reduced motion. */
  private async fly(obj: Phaser.GameObjects.Container, to: Pos, extra: Record<string, number>, ease: string, ms: number): Promise<void> {
    this.layer.bringToTop(obj);
    if (reducedMotion()) {
      await tweenAsync(this, { targets: obj, alpha: 0, duration: motionMs(120) });
      obj.setPosition(to.x, to.y);
      await tweenAsync(this, { targets: obj, alpha: extra.alpha ?? 1, duration: motionMs(120) });
      return;
    }
    await tweenAsync(this, { targets: obj, x: to.x, y: to.y, ...extra, duration: motionMs(ms), ease });
  }
}
