// How a person plays on the Regality table: a tile of the seat's zone or the neutral zone is
// dragged (or clicked, then a lit cell clicked) onto one of the kingdom's nine cells, which light
// boldly where it may go; a tile that cannot go says why. A draft tile is taken with a click (a
// phone: its card's button). On a phone a tap on a board tile shows its card. The keyboard's focus
// ring (Tab, arrows, Enter) reaches the tiles, the lit cells, the arrows and the buttons.
import type Phaser from 'phaser';
import { DragController, DropZone, FocusRing, focusableObject, isKeyboardMode, type Button, type Focusable, type Piece, type ZoneHighlight } from '../../../ui';
import { attachInfo, markLongPress } from '../../../ui/info-card';
import type { CardButton } from '../../../ui/phone-card';
import { COLORS } from '../../../ui/theme';
import { t } from '../../../services/i18n';
import type { RegalityCell, RegalityMove, RegalityState } from '../rules';
import type { Seating } from './layout';
import type { SeatRules } from './seat-rules';
import { tileName, type TilePiece } from './tile-view';
import { tileInfo } from './tile-info';

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

/** What the input asks of the scene. */
export interface InputHooks {
  /** The guided first game runs: a tile it does not ask for cannot be played. */
  inLesson(): boolean;
  /** Play a move chosen on the table (a draft tile taken). */
  play(move: RegalityMove): void;
  /** Play the move of a tile dropped on its cell; false where the rules refuse it. */
  place(move: RegalityMove): boolean;
  toast(text: string): void;
  /** A phone: a tile's card (with `buttons`, such as the draft's Take). */
  tileCard(tile: string, cell?: RegalityCell, buttons?: CardButton[]): void;
  /** A phone: a touch has ended (the panel names the tile picked up, if any). */
  touched(): void;
  /** The hint's move when it places a tile (its tile lifted, its cell lit), else null. */
  hinted(): RegalityMove | null;
}

/** A phone: how long a finger rests on a tile to read its card (the shared cards' long press). */
const LONG_PRESS_MS = 500;

export class TableInput {
  /** The kingdom's cells as drop targets, named `regality.cell.<n>`. */
  readonly cells: DropZone[];
  private readonly drag: DragController;
  /** Keyboard access: Tab / arrows move between the tiles, the lit cells and the buttons; Enter picks. */
  private readonly focus: FocusRing;
  /** What the ring reaches on the table now, in the order Tab visits it (for the first focus after a redraw). */
  private focusables: Focusable[] = [];
  /** The tiles of the zones drawn now that may be picked up (for Left / Right along a row). */
  private handPieces: TilePiece[] = [];
  /** Compact mode: what a touch began on, to tell a tap on a board tile (its card) from a placing tap. */
  private tapFrom: { x: number; y: number; selected: boolean; tile?: string } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly seating: Seating,
    private readonly rules: SeatRules,
    private readonly hooks: InputHooks,
  ) {
    const side = seating.geo.cell - 8;
    this.cells = Array.from({ length: 9 }, (_, n) => {
      const { x, y } = seating.cellAt(n);
      return new BoldCell(scene, x, y, side, side, `cell.${n}`, { name: `regality.cell.${n}`, depth: 2 });
    });
    if (seating.geo.compact) this.listenForTileTaps();
    else this.listenForCellClicks();
    this.listenForHintedCell();
    this.focus = new FocusRing(scene);
    this.drag = new DragController(scene, {
      focus: this.focus,
      targetsFor: (piece) => this.targetsFor(piece),
      onDrop: (piece, zone) => this.drop(piece, zone),
      canPick: (piece) => this.canPick(piece.id),
      whyNot: (piece, zone) => this.whyNot(piece.id, zone),
      snapToZone: false,
      // Arrows among a picked tile's cells go up, down, left and right on the kingdom (a newcomer
      // found them stepping in reading order), and Left / Right along the tile's row of the hand.
      targetArrows: 'spatial',
      pieceArrow: (piece, dir) => this.nextInHand(piece, dir),
    });
    for (const z of this.cells) this.drag.addZone(z);
  }

  /** The tile picked up (clicked, to be put on a cell), if any. */
  picked(): string | undefined {
    return this.drag.getSelected()?.id;
  }

  clearSelection(): void {
    this.drag.clearSelection();
  }

  /**
   * Left / Right on a tile of the seat's zone (or of the neutral zone): the next playable tile of
   * that zone, in the order the rows show them (a phone's rows of four read on into the next row);
   * none at its end, nor for Up / Down (the ring's own move, the way the arrow points).
   */
  private nextInHand(piece: Piece, dir: string): Piece | undefined {
    if (dir !== 'left' && dir !== 'right') return undefined;
    const s = this.rules.state();
    if (!s) return undefined;
    const mine = s.zones[this.rules.seat] ?? [];
    const group = mine.includes(piece.id) ? mine : s.neutral.includes(piece.id) ? s.neutral : null;
    if (!group) return undefined;
    const row = this.handPieces
      .filter((p) => p.active && p.visible && group.includes(p.id) && (p === piece || this.canPick(p.id)))
      .sort((a, b) => Math.round(a.y - b.y) || a.x - b.x);
    const at = row.indexOf(piece);
    return at < 0 ? undefined : row[at + (dir === 'right' ? 1 : -1)];
  }

  /** Before a redraw: the tiles drawn go (`pieces`), nothing stays picked up. */
  release(pieces: readonly TilePiece[]): void {
    this.handPieces = [];
    for (const piece of pieces) this.drag.removePiece(piece);
    this.drag.clearSelection();
  }

  /** Before a redraw: the cells unlit and where the seat sees them, the ring's table items gone. */
  reset(): void {
    for (const z of this.cells) z.setHighlight('off');
    this.focusables = [];
    this.cells.forEach((z, n) => {
      const { x, y } = this.seating.cellAt(n);
      z.setPosition(x, y);
    });
  }

  /** The cells an effect of this seat's lets it choose now (lit), or null when it asks for no cell. */
  private litTargets(): number[] | null {
    const s = this.rules.state();
    if (!s || !this.rules.myTurn() || s.phase !== 'effect' || !s.pending) return null;
    const cells = this.rules.legal().flatMap((m) => (m.type === 'effect' && 'target' in m ? [m.target] : m.type === 'effect' && 'from' in m ? [m.from, m.to] : []));
    return cells.length > 0 ? cells : null;
  }

  private canPick(tile: string): boolean {
    const s = this.rules.state();
    if (!s || !this.rules.myTurn() || s.phase !== 'place') return false;
    return ((s.zones[this.rules.seat] ?? []).includes(tile) || s.neutral.includes(tile)) && this.rules.placeMoves(tile).length > 0;
  }

  private targetsFor(piece: Piece): DropZone[] {
    return this.rules.placeMoves(piece.id).map((m) => this.cells[m.cell] as DropZone);
  }

  /** Why a tile cannot be played now (or there), in the game's words. */
  private whyNot(tile: string, zone: DropZone | undefined): string {
    const s = this.rules.state();
    if (!s || !this.rules.myTurn() || s.status === 'over') return t('regality.why.wait');
    if (s.phase === 'effect' && s.pending) return t('regality.why.effect', { tile: tileName(s.board[s.pending.cell]?.tile ?? '') });
    if (s.phase === 'draft') return t('regality.why.draft');
    if (s.placed === 0 && tile !== 'citizen') return t('regality.citizenFirst');
    if (this.hooks.inLesson()) return t('regality.why.lesson');
    if (tile === 'tower') return t('regality.towerOnAlly');
    if (zone && s.board[Number(zone.id.slice('cell.'.length))]) return t('regality.cellTaken');
    return t('ui.drop.illegal');
  }

  private drop(piece: Piece, zone: DropZone): true | string {
    const cell = Number(zone.id.slice('cell.'.length));
    const move = this.rules.placeMoves(piece.id).find((m) => m.cell === cell);
    if (!move) return this.whyNot(piece.id, zone);
    return this.hooks.place(move) ? true : '';
  }

  /** A tile of this seat's zone or the neutral zone: draggable, its card on hover, and why it cannot move when pressed in vain. */
  playable(piece: TilePiece, tile: string, s: RegalityState): void {
    this.drag.addPiece(piece);
    this.handPieces.push(piece);
    if (this.seating.geo.compact) {
      // A phone: a tap picks the tile up and the panel names it and says what it does; one that
      // cannot be played now says why on this seat's turn, and shows its card otherwise. A long
      // press reads any tile at any time (its card; it is no move, so no rule refuses it, newcomer s35).
      const read = this.longPressReads(piece, tile);
      piece.on('pointerup', () => {
        if (read()) return;
        if (this.canPick(tile)) return;
        if (this.rules.myTurn()) this.hooks.toast(this.whyNot(tile, undefined));
        else this.hooks.tileCard(tile);
      });
    } else {
      attachInfo(piece, () => tileInfo(tile));
      piece.on('pointerdown', () => {
        if (!this.canPick(tile)) this.hooks.toast(this.whyNot(tile, undefined));
      });
    }
    // The tiles that cannot be played now are dimmed (on this seat's turn to place).
    if (this.rules.myTurn() && s.phase === 'place' && !this.canPick(tile)) piece.setAlpha(0.45);
  }

  /**
   * A phone: a finger resting on `piece` (LONG_PRESS_MS, not moving) shows the tile's card; its
   * release then picks nothing up. The answer: whether the release ending a press was such a read.
   */
  private longPressReads(piece: TilePiece, tile: string): () => boolean {
    let timer: Phaser.Time.TimerEvent | undefined;
    let opened = false;
    piece.on('pointerdown', (p: Phaser.Input.Pointer) => {
      timer?.remove();
      opened = false;
      const start = { x: p.x, y: p.y };
      timer = this.scene.time.delayedCall(LONG_PRESS_MS, () => {
        timer = undefined;
        if (!p.isDown || !piece.active || Math.hypot(p.x - start.x, p.y - start.y) > 12) return;
        opened = true;
        markLongPress(this.scene, p.id);
        this.hooks.tileCard(tile);
      });
    });
    piece.once('destroy', () => timer?.remove());
    return () => {
      timer?.remove();
      timer = undefined;
      const was = opened;
      opened = false;
      return was;
    };
  }

  /** A tile of the draft pool: taken with a click or Enter (a phone: its card, whose button takes it), its card on hover. */
  draftTile(c: Phaser.GameObjects.Container, tile: string, size: number): void {
    const compact = this.seating.geo.compact;
    const move = this.rules.legal().find((m) => m.type === 'draft' && m.tile === tile);
    if (compact) {
      // A phone: a tap shows the tile's card, whose button takes it.
      const take: CardButton[] = move ? [{ label: t('regality.tap.take'), name: 'ui.info.take', onClick: () => this.hooks.play(move) }] : [];
      c.setSize(size, size).setInteractive({ useHandCursor: true });
      c.on('pointerup', () => this.hooks.tileCard(tile, undefined, take));
    } else {
      attachInfo(c, () => tileInfo(tile));
    }
    if (move && !compact) {
      c.setSize(size, size).setInteractive({ useHandCursor: true });
      c.on('pointerup', () => this.hooks.play(move));
    }
    if (move) this.focusable(c, size, size, () => this.hooks.play(move));
  }

  /** Put a game object (a lit cell's hit area, an arrow, a draft tile) on the focus ring; Enter runs `fn`. */
  focusable(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Rectangle, w: number, h: number, fn: () => void, onFocus?: (on: boolean) => void): void {
    const item = focusableObject(obj, w, h, fn, onFocus);
    this.focus.add(item);
    this.focusables.push(item);
  }

  addButton(button: Button): Button {
    this.focus.add(button);
    this.focusables.push(button);
    return button;
  }

  /** After a redraw, a keyboard player finds the focus on the first thing to do (a choice, else a tile). */
  focusFirst(): void {
    if (!isKeyboardMode() || !this.rules.myTurn()) return;
    if (this.focus.current()?.isEnabled()) return;
    const first = this.focusables.find((f) => f.isEnabled());
    if (first) this.focus.focus(first, true);
  }

  /**
   * After a hint that places a tile, a click (or tap) on its lit cell plays the hinted tile there,
   * as if the tile had been picked up first (a newcomer clicked the glowing cell and nothing
   * happened). A press that began on anything else (a tile dragged, a button) is left alone.
   */
  private listenForHintedCell(): void {
    const input = this.scene.input;
    let downOn: number | null = null;
    const cellUnder = (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): number | null => {
      const move = this.hooks.hinted();
      // (the Tower's cell holds the ally it covers: a press on that tile counts as on its cell)
      const blocking = over.filter((o) => !o.name.startsWith('regality.board.') && !o.name.startsWith('hint.'));
      if (!move || move.type !== 'place' || blocking.length > 0 || this.drag.getSelected()) return null;
      const c = this.seating.cellAt(move.cell);
      const half = this.seating.geo.cell / 2;
      return Math.abs(p.worldX - c.x) < half && Math.abs(p.worldY - c.y) < half ? move.cell : null;
    };
    input.on('pointerdown', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      downOn = cellUnder(p, over);
    });
    input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      const from = downOn;
      downOn = null;
      const move = this.hooks.hinted();
      if (from === null || !move || cellUnder(p, over) !== from) return;
      if (!this.rules.legal().some((m) => JSON.stringify(m) === JSON.stringify(move))) return;
      this.hooks.place(move);
    });
  }

  /** The cell of the kingdom under (x, y), or null. */
  private cellAt(x: number, y: number): number | null {
    const half = this.seating.geo.cell / 2;
    for (let n = 0; n < 9; n++) {
      const c = this.seating.cellAt(n);
      if (Math.abs(x - c.x) < half && Math.abs(y - c.y) < half) return n;
    }
    return null;
  }

  /**
   * Why a click on cell `n` (with `tile` picked up, if any) does nothing, or null where it does
   * something (a lit cell, the hint's cell) or nothing needs saying (the game over).
   */
  private cellWhy(n: number, tile: string | undefined): string | null {
    const s = this.rules.state();
    if (!s || s.status === 'over') return null;
    if (!this.rules.myTurn()) return t('regality.why.wait');
    if (s.phase === 'draft') return t('regality.why.draft');
    if (s.phase === 'effect' && s.pending) {
      const lit = this.litTargets();
      const by = tileName(s.board[s.pending.cell]?.tile ?? '');
      if (!lit) return t('regality.why.effect', { tile: by });
      return lit.includes(n) ? null : t('regality.why.notTargetClick', { tile: by });
    }
    if (s.phase !== 'place') return null;
    if (tile) return this.rules.placeMoves(tile).some((m) => m.cell === n) ? null : this.whyNot(tile, this.cells[n]);
    const hinted = this.hooks.hinted();
    if (hinted?.type === 'place' && hinted.cell === n) return null;
    return t(s.board[n] ? 'regality.why.takenPick' : 'regality.why.pickFirst');
  }

  /**
   * Desktop: a click on a cell where nothing can be done says why in a toast, as a phone's tap
   * does (newcomer s37: no reply to wrong clicks): nothing picked up, a cell the tile picked up
   * cannot take, a cell no lit target of an effect, not this seat's turn. A press that began or
   * ended on anything but the kingdom (a tile of a zone, a lit target, a button) is left alone.
   */
  private listenForCellClicks(): void {
    const input = this.scene.input;
    const onBoard = (over: Phaser.GameObjects.GameObject[]): boolean => over.every((o) => o.name.startsWith('regality.board.'));
    let from: { x: number; y: number; tile?: string } | null = null;
    input.on('pointerdown', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      from = onBoard(over) ? { x: p.worldX, y: p.worldY, tile: this.drag.getSelected()?.id } : null;
    });
    input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      const start = from;
      from = null;
      if (!start || !onBoard(over) || Math.hypot(p.worldX - start.x, p.worldY - start.y) > 8) return;
      const n = this.cellAt(p.worldX, p.worldY);
      const why = n === null ? null : this.cellWhy(n, start.tile);
      if (why) this.hooks.toast(why);
    });
  }

  /**
   * A phone: a tap on a board tile (with no tile picked up, and nothing else under the finger)
   * shows its card; after every touch the panel names the tile picked up, if any.
   */
  private listenForTileTaps(): void {
    const input = this.scene.input;
    input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.tapFrom = { x: p.worldX, y: p.worldY, selected: !!this.drag.getSelected(), tile: this.drag.getSelected()?.id };
    });
    input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      const from = this.tapFrom;
      this.tapFrom = null;
      this.scene.time.delayedCall(0, () => this.hooks.touched());
      if (!from || over.length > 0 || Math.hypot(p.worldX - from.x, p.worldY - from.y) > 24) return;
      const s = this.rules.state();
      if (!s) return;
      const half = this.seating.geo.cell / 2;
      const cellAt = (): number | null => {
        for (let n = 0; n < 9; n++) {
          const c = this.seating.cellAt(n);
          if (Math.abs(p.worldX - c.x) < half && Math.abs(p.worldY - c.y) < half) return n;
        }
        return null;
      };
      if (from.selected) {
        // A tile picked up, tapped onto a cell where it cannot go: why, rather than the tile quietly
        // put down (a newcomer's phone, s36).
        const n = from.tile ? cellAt() : null;
        if (n !== null && from.tile && !this.rules.placeMoves(from.tile).some((m) => m.cell === n)) this.hooks.toast(this.whyNot(from.tile, this.cells[n]));
        return;
      }
      // An effect's targets lit: a tap on a cell that is none of them says so (its card stays a long press away).
      const lit = this.litTargets();
      if (lit) {
        const n = cellAt();
        if (n !== null && !lit.includes(n)) {
          this.hooks.toast(t('regality.why.notTarget', { tile: tileName(s.board[s.pending?.cell ?? -1]?.tile ?? '') }));
          return;
        }
      }
      // An empty cell tapped with nothing picked up, on this seat's turn to place: what to do first.
      const tapped = cellAt();
      const hint = this.hooks.hinted();
      if (tapped !== null && !s.board[tapped] && this.rules.myTurn() && s.phase === 'place' && !(hint?.type === 'place' && hint.cell === tapped)) {
        this.hooks.toast(t('regality.why.pickFirstTap'));
        return;
      }
      for (let n = 0; n < 9; n++) {
        const c = this.seating.cellAt(n);
        const here = s.board[n];
        // (the hinted Tower's cell: the tap plays the hint, no card)
        const hinted = this.hooks.hinted();
        if (hinted?.type === 'place' && hinted.cell === n) continue;
        if (here && Math.abs(p.worldX - c.x) < half && Math.abs(p.worldY - c.y) < half) this.hooks.tileCard(here.tile, here);
      }
    });
  }
}
