// Picking up pieces and putting them down, by drag, by click-click, or by keyboard. The
// controller knows no rules: it asks `targetsFor` which zones to light and hands each drop to
// `onDrop`, which accepts (true) or refuses with a reason shown in a toast while the piece slides
// home. Drop zones are matched by geometry, so they need not be interactive and never steal
// clicks from the pieces lying on them.
import type Phaser from 'phaser';
import { t } from '../services/i18n';
import { FocusRing, toLocal, type Focusable, type FocusDirection } from './focus';
import type { DropZone, Piece } from './piece';
import { hideInfoCard, tookLongPress } from './info-card';
import { showToast } from './toast';

export interface DragControllerOptions {
  /** The zones where this piece may go now; they light up while it is held or selected. */
  targetsFor(piece: Piece): DropZone[];
  /** Apply the move: true accepts, a string refuses and is shown as the reason. */
  onDrop(piece: Piece, zone: DropZone): true | string;
  /** Whether the player may pick this piece up now (default: yes). */
  canPick?(piece: Piece): boolean;
  /**
   * The reason for a drop outside every lit zone (default "That piece can't go there"); with no
   * zone, for a piece tapped or chosen by keyboard that has nowhere to go now (default "Nothing to
   * do with that piece now").
   */
  whyNot?(piece: Piece, zone: DropZone | undefined): string | undefined;
  /** Keyboard access: pieces join this ring; Enter selects, arrows cycle the targets, Enter drops. */
  focus?: FocusRing;
  /** After an accepted drop, glide the piece onto the zone and make that its home (default true). */
  snapToZone?: boolean;
  /** How arrows move among a selected piece's targets: 'cycle' (default) in their order, 'spatial' the way the arrow points. */
  targetArrows?: 'cycle' | 'spatial';
  /** An arrow key on a focused piece: the piece it moves the focus to (the next one of its row), or none for the ring's own move. */
  pieceArrow?(piece: Piece, dir: FocusDirection): Piece | undefined;
}

interface Press {
  piece: Piece;
  pointerId: number;
  startX: number;
  startY: number;
  offX: number;
  offY: number;
  dragging: boolean;
}

export class DragController {
  private readonly pieces = new Map<Piece, { down: (p: Phaser.Input.Pointer) => void; focus?: Focusable }>();
  private readonly zones = new Set<DropZone>();
  private press: Press | undefined;
  private selected: Piece | undefined;
  private lit: DropZone[] = [];
  private hover: DropZone | undefined;
  private targetRing: FocusRing | undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly opts: DragControllerOptions,
  ) {
    scene.input.on('pointermove', this.onMove);
    scene.input.on('pointerup', this.onUp);
    scene.input.on('pointerupoutside', this.onUpOutside);
    scene.events.on('postupdate', this.onFrame);
    scene.events.once('shutdown', this.onShutdown);
  }

  addPiece(piece: Piece): void {
    if (this.pieces.has(piece)) return;
    const down = (p: Phaser.Input.Pointer): void => this.onPieceDown(piece, p);
    piece.on('pointerdown', down);
    piece.once('destroy', () => this.removePiece(piece));
    const entry: { down: typeof down; focus?: Focusable } = { down };
    if (this.opts.focus) {
      entry.focus = this.opts.focus.add({
        getFocusBounds: () => piece.getFocusBounds(),
        activate: () => this.toggleSelect(piece, true),
        isEnabled: () => piece.active && piece.visible && this.canPick(piece),
        onFocusKey: (dir) => {
          const to = this.opts.pieceArrow?.(piece, dir);
          if (!to || !this.pieces.get(to)?.focus) return false;
          this.focusPiece(to);
          return true;
        },
      });
    }
    this.pieces.set(piece, entry);
  }

  removePiece(piece: Piece): void {
    const entry = this.pieces.get(piece);
    if (!entry) return;
    piece.off('pointerdown', entry.down);
    if (entry.focus) this.opts.focus?.remove(entry.focus);
    this.pieces.delete(piece);
    if (this.press?.piece === piece) this.press = undefined;
    if (this.selected === piece) this.clearSelection();
  }

  addZone(zone: DropZone): void {
    this.zones.add(zone);
    zone.once('destroy', () => this.removeZone(zone));
  }

  removeZone(zone: DropZone): void {
    this.zones.delete(zone);
    this.lit = this.lit.filter((z) => z !== zone);
    if (this.hover === zone) this.hover = undefined;
  }

  /** Puts the keyboard focus on a piece (its stop on the `focus` ring), shown at once. */
  focusPiece(piece: Piece): void {
    const entry = this.pieces.get(piece);
    if (entry?.focus) this.opts.focus?.focus(entry.focus, true);
  }

  getSelected(): Piece | undefined {
    return this.selected;
  }

  /**
   * The selected piece dropped on `zone` as a click on it would, when `zone` is lit for it (a press
   * that fell on something of the game's own lying in the zone); false when nothing was dropped.
   */
  dropSelectedOn(zone: DropZone): boolean {
    const piece = this.selected;
    if (!piece || !this.opts.targetsFor(piece).includes(zone)) return false;
    this.attempt(piece, zone);
    return true;
  }

  /** Deselects, unlights every zone and undims every piece. */
  clearSelection(): void {
    const had = this.selected;
    had?.setSelected(false);
    this.selected = undefined;
    this.unlight();
    this.closeTargetRing(had);
  }

  destroy(): void {
    this.scene.input.off('pointermove', this.onMove);
    this.scene.input.off('pointerup', this.onUp);
    this.scene.input.off('pointerupoutside', this.onUpOutside);
    this.scene.events.off('postupdate', this.onFrame);
    this.scene.events.off('shutdown', this.onShutdown);
    this.clearSelection();
    for (const piece of [...this.pieces.keys()]) this.removePiece(piece);
    this.zones.clear();
  }

  private canPick(piece: Piece): boolean {
    return this.opts.canPick?.(piece) ?? true;
  }

  private onPieceDown(piece: Piece, pointer: Phaser.Input.Pointer): void {
    if (this.press || !this.canPick(piece)) return;
    const local = this.toParent(piece, pointer.worldX, pointer.worldY);
    this.press = {
      piece,
      pointerId: pointer.id,
      startX: pointer.worldX,
      startY: pointer.worldY,
      offX: local.x - piece.x,
      offY: local.y - piece.y,
      dragging: false,
    };
  }

  private readonly onShutdown = (): void => this.destroy();

  /**
   * A press whose release this scene never heard: Phaser gives a release over a scene above this
   * one (the in-game bar, a dialog) to that scene alone. Ended here as a release off the table
   * (the piece goes home); otherwise it would hang in the air and every later press be ignored.
   */
  private readonly onFrame = (): void => {
    const press = this.press;
    if (!press) return;
    const pointer = this.scene.input.manager.pointers.find((p) => p.id === press.pointerId);
    if (!pointer || pointer.isDown) return;
    this.onUpOutside(pointer);
  };

  private readonly onMove = (pointer: Phaser.Input.Pointer): void => {
    const press = this.press;
    if (!press) {
      if (this.selected) this.setHover(this.litZoneAt(pointer.worldX, pointer.worldY));
      return;
    }
    if (pointer.id !== press.pointerId || !pointer.isDown) return;
    if (!press.dragging) {
      const moved = Math.hypot(pointer.worldX - press.startX, pointer.worldY - press.startY);
      if (moved < (pointer.wasTouch ? 14 : 8)) return;
      this.startDrag(press);
    }
    const local = this.toParent(press.piece, pointer.worldX, pointer.worldY);
    press.piece.setPosition(local.x - press.offX, local.y - press.offY);
    this.setHover(this.litZoneAt(pointer.worldX, pointer.worldY));
  };

  private readonly onUp = (pointer: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
    const press = this.press;
    if (press) {
      if (pointer.id !== press.pointerId) return;
      this.press = undefined;
      if (press.dragging) this.endDrag(press.piece, pointer.worldX, pointer.worldY);
      // a long press that opened the piece's "what is this?" card asked a question: nothing is picked (issue 30 item 10)
      else if (!tookLongPress(this.scene, pointer.id)) this.toggleSelect(press.piece, false);
      return;
    }
    // Something else took this click (a button, a dialog's backdrop): leave the selection be.
    if (over.some((o) => !this.pieces.has(o as Piece))) return;
    if (!this.selected) return;
    const zone = this.litZoneAt(pointer.worldX, pointer.worldY);
    if (zone) this.attempt(this.selected, zone);
    else this.clearSelection();
  };

  private readonly onUpOutside = (pointer: Phaser.Input.Pointer): void => {
    const press = this.press;
    if (!press || pointer.id !== press.pointerId) return;
    this.press = undefined;
    if (press.dragging) this.settle(press.piece, undefined);
  };

  private startDrag(press: Press): void {
    press.dragging = true;
    // no "what is this?" card over a drag (a finger that rested, then moved): it goes as the piece lifts
    hideInfoCard(this.scene);
    tookLongPress(this.scene, press.pointerId);
    if (this.selected) this.clearSelection();
    this.scene.tweens.killTweensOf(press.piece);
    press.piece.setLifted(true);
    this.light(press.piece);
  }

  private endDrag(piece: Piece, x: number, y: number): void {
    const zone = this.litZoneAt(x, y);
    if (zone) {
      this.attempt(piece, zone);
      return;
    }
    // Let go over its own home spot: a change of mind, not a mistake.
    const nearHome = Math.abs(piece.x - piece.homeX) < piece.pieceWidth / 2 && Math.abs(piece.y - piece.homeY) < piece.pieceHeight / 2;
    if (nearHome) {
      this.settle(piece, undefined);
      return;
    }
    const under = [...this.zones].find((z) => z.containsPoint(x, y));
    this.settle(piece, this.opts.whyNot?.(piece, under) ?? t('ui.drop.illegal'));
  }

  /** Hands a drop on a lit zone to the game. */
  private attempt(piece: Piece, zone: DropZone): void {
    const wasSelected = this.selected === piece;
    piece.setSelected(false);
    this.selected = undefined;
    this.unlight();
    this.closeTargetRing(wasSelected ? piece : undefined);
    const result = this.opts.onDrop(piece, zone);
    if (result !== true) {
      this.settle(piece, result);
      return;
    }
    if (!piece.active) return;
    piece.setLifted(false);
    if (this.opts.snapToZone === false) return;
    const home = this.toParent(piece, zone.x, zone.y);
    piece.setHome(home.x, home.y);
    void piece.travelTo(home.x, home.y, 'Back.Out');
  }

  /** Puts a piece back home, saying why when there is a reason. */
  private settle(piece: Piece, reason: string | undefined): void {
    this.unlight();
    if (reason) showToast(this.scene, reason, 'error');
    if (!piece.active) return;
    piece.setLifted(false);
    void piece.returnHome();
  }

  private toggleSelect(piece: Piece, byKeyboard: boolean): void {
    if (this.selected === piece) {
      this.clearSelection();
      return;
    }
    this.clearSelection();
    this.selected = piece;
    piece.setSelected(true);
    this.light(piece);
    if (this.lit.length === 0) {
      // A tap (or Enter) on a piece with nowhere to go now does nothing: it says why (issue 30 item 10), and lets go.
      this.clearSelection();
      showToast(this.scene, this.opts.whyNot?.(piece, undefined) ?? t('ui.drop.noTarget'), 'error');
      return;
    }
    if (byKeyboard) this.openTargetRing(piece);
  }

  private light(piece: Piece): void {
    this.lit = this.opts.targetsFor(piece).filter((z) => this.zones.has(z));
    for (const z of this.zones) z.setHighlight(this.lit.includes(z) ? 'legal' : 'off');
    for (const p of this.pieces.keys()) p.setDimmed(p !== piece);
  }

  private unlight(): void {
    this.lit = [];
    this.hover = undefined;
    for (const z of this.zones) z.setHighlight('off');
    for (const p of this.pieces.keys()) p.setDimmed(false);
  }

  private setHover(zone: DropZone | undefined): void {
    if (zone === this.hover) return;
    if (this.hover && this.lit.includes(this.hover)) this.hover.setHighlight('legal');
    this.hover = zone;
    zone?.setHighlight('hover');
  }

  private litZoneAt(x: number, y: number): DropZone | undefined {
    return this.lit.find((z) => z.active && z.containsPoint(x, y));
  }

  /** While a piece is selected by keyboard, arrows cycle its targets, Enter drops, Escape lets go. */
  private openTargetRing(piece: Piece): void {
    const main = this.opts.focus;
    if (!main) return;
    const ring = new FocusRing(this.scene, { arrows: this.opts.targetArrows ?? 'cycle', onBack: () => this.clearSelection() });
    const targets = this.lit.map((zone) =>
      ring.add({
        getFocusBounds: () => zone.getFocusBounds(),
        activate: () => this.attempt(piece, zone),
        isEnabled: () => zone.active,
        setFocused: (on) => this.setHover(on ? zone : undefined),
      }),
    );
    if (targets[0]) ring.focus(targets[0], true);
    this.targetRing = ring;
  }

  private closeTargetRing(returnTo: Piece | undefined): void {
    if (!this.targetRing) return;
    this.targetRing.destroy();
    this.targetRing = undefined;
    const entry = returnTo ? this.pieces.get(returnTo) : undefined;
    if (entry?.focus && returnTo?.active) this.opts.focus?.focus(entry.focus, true);
  }

  private toParent(piece: Piece, x: number, y: number): { x: number; y: number } {
    const parent = piece.parentContainer as Phaser.GameObjects.Container | null;
    return parent ? toLocal(parent, x, y) : { x, y };
  }
}
