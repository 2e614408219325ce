// "What is this?" for the parts of the Roi du Ring table that take no input of their own: the
// ring's squares (the fighter standing there, the Champion's square, the ropes, a corner), the
// fighters' rows, the deck and the discard. They are found by where the pointer is, not by
// interactive objects: an object over a square would take the tap that sends a picked card onto
// that square (the drag controller leaves a selection be when something else takes the click).
// As src/ui/info-card.ts attachInfo: the card shows after the mouse rests on a spot, or after a
// finger pressed on it without moving (a drag cancels it); it goes when the mouse leaves the
// spot or the next touch begins.
import type Phaser from 'phaser';
import { hideInfoCard, showInfoCard, type InfoContent } from '../../../ui/info-card';

export interface InfoSpot {
  /** The spot's centre and size, in the scene's coordinates. */
  x: number;
  y: number;
  w: number;
  h: number;
  content: () => InfoContent | null;
}

const HOVER_MS = 350;
const LONG_PRESS_MS = 500;

/** Something interactive under the pointer that is not a lit square to click: it has the pointer, not the spot below. */
const covered = (over: Phaser.GameObjects.GameObject[]): boolean => over.some((o) => !o.name.startsWith('roi.target.'));

export class InfoSpots {
  private spots: InfoSpot[] = [];
  private timer: Phaser.Time.TimerEvent | undefined;
  private at: InfoSpot | null = null;
  private shown = false;
  private start = { x: 0, y: 0 };

  /** `touchable`: whether a long press may ask now (not while a picked card waits for its square: the release would play it). */
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly touchable: () => boolean = () => true,
  ) {
    const input = scene.input;
    input.on('pointermove', this.move);
    input.on('pointerdown', this.down);
    input.on('pointerup', this.up);
    input.on('gameout', this.leave);
    scene.events.once('shutdown', () => {
      this.cancel();
      input.off('pointermove', this.move);
      input.off('pointerdown', this.down);
      input.off('pointerup', this.up);
      input.off('gameout', this.leave);
    });
  }

  /** The spots of the table as drawn now (after each redraw); a card shown for a spot that is gone goes. */
  set(spots: InfoSpot[]): void {
    this.spots = spots;
    // The mouse still on a spot keeps its card (a redraw under a resting mouse); elsewhere the card goes.
    const p = this.scene.input.activePointer;
    const still = p.wasTouch ? null : this.find(p.worldX, p.worldY);
    if (still && this.at && still.x === this.at.x && still.y === this.at.y) {
      this.at = still;
      return;
    }
    this.cancel();
    this.at = null;
    if (this.shown) this.hide();
  }

  private find(x: number, y: number): InfoSpot | null {
    return this.spots.find((s) => Math.abs(x - s.x) <= s.w / 2 && Math.abs(y - s.y) <= s.h / 2) ?? null;
  }

  private cancel(): void {
    this.timer?.remove();
    this.timer = undefined;
  }

  private hide(): void {
    this.shown = false;
    hideInfoCard(this.scene);
  }

  private open(spot: InfoSpot, touch: boolean): void {
    this.cancel();
    const c = spot.content();
    if (!c || !this.scene.sys.isActive()) return;
    showInfoCard(this.scene, spot.x, spot.y, c);
    this.shown = true;
    if (touch) this.scene.time.delayedCall(50, () => this.scene.input.once('pointerdown', () => this.shown && this.hide()));
  }

  private readonly move = (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
    if (p.wasTouch) {
      if (this.timer && p.isDown && Math.hypot(p.x - this.start.x, p.y - this.start.y) > 12) this.cancel();
      return;
    }
    if (p.isDown) return;
    const spot = covered(over) ? null : this.find(p.worldX, p.worldY);
    if (spot === this.at) return;
    this.cancel();
    if (this.shown) this.hide();
    this.at = spot;
    if (spot) this.timer = this.scene.time.delayedCall(HOVER_MS, () => this.open(spot, false));
  };

  private readonly down = (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
    this.cancel();
    if (this.shown) this.hide();
    if (!p.wasTouch || covered(over) || !this.touchable()) return;
    const spot = this.find(p.worldX, p.worldY);
    if (!spot) return;
    this.start = { x: p.x, y: p.y };
    this.timer = this.scene.time.delayedCall(LONG_PRESS_MS, () => this.open(spot, true));
  };

  private readonly up = (): void => this.cancel();

  private readonly leave = (): void => {
    this.cancel();
    this.at = null;
    if (this.shown) this.hide();
  };
}
