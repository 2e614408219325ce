// The base of every card and tile a player can pick up, and the zones they can be dropped on.
// A game subclasses `Piece` and draws its face with `this.add(...)`; the base owns the lift
// shadow, the selection outline and the dimming. `DropZone` is an invisible zone with its own
// highlight drawn as a glowing rounded rect or circle.
import Phaser from 'phaser';
import { motionMs, reducedMotion } from '../services/settings';
import { worldRect } from './focus';
import { rectInput } from './hit';
import { COLORS, DEPTH, MOTION } from './theme';

export class Piece extends Phaser.GameObjects.Container {
  readonly id: string;
  readonly pieceWidth: number;
  readonly pieceHeight: number;
  homeX: number;
  homeY: number;
  private readonly shadow: Phaser.GameObjects.Graphics;
  private readonly outline: Phaser.GameObjects.Graphics;
  private lifted = false;
  private selected = false;
  private dimmed = false;
  private restDepth = 0;

  constructor(scene: Phaser.Scene, x: number, y: number, id: string, width: number, height: number) {
    super(scene, x, y);
    this.id = id;
    this.pieceWidth = width;
    this.pieceHeight = height;
    this.homeX = x;
    this.homeY = y;
    this.shadow = scene.add.graphics().setVisible(false);
    this.shadow.fillStyle(COLORS.dim, 0.18).fillRoundedRect(-width / 2 - 2, -height / 2 + 8, width + 14, height + 14, 14);
    this.shadow.fillStyle(COLORS.dim, 0.22).fillRoundedRect(-width / 2 + 4, -height / 2 + 12, width + 2, height + 2, 12);
    this.outline = scene.add.graphics().setVisible(false);
    this.outline.lineStyle(10, COLORS.gold, 0.35).strokeRoundedRect(-width / 2 - 7, -height / 2 - 7, width + 14, height + 14, 16);
    this.outline.lineStyle(4, COLORS.goldLight, 1).strokeRoundedRect(-width / 2 - 4, -height / 2 - 4, width + 8, height + 8, 14);
    this.add([this.shadow, this.outline]);
    this.setSize(width, height);
    this.setInteractive(rectInput(width, height));
    scene.add.existing(this);
  }

  /** The outline stays above whatever the subclass draws. */
  override add<T extends Phaser.GameObjects.GameObject>(child: T | T[]): this {
    super.add(child);
    if (this.outline) this.bringToTop(this.outline);
    return this;
  }

  setHome(x: number, y: number): this {
    this.homeX = x;
    this.homeY = y;
    return this;
  }

  isLifted(): boolean {
    return this.lifted;
  }

  isSelected(): boolean {
    return this.selected;
  }

  /** Lifted: a shadow beneath, slightly larger, drawn above the other pieces. */
  setLifted(lifted: boolean): this {
    if (lifted === this.lifted) return this;
    this.lifted = lifted;
    this.shadow.setVisible(lifted);
    if (lifted) {
      this.restDepth = this.depth;
      this.setDepth(DEPTH.lifted);
      this.parentContainer?.bringToTop(this);
    } else {
      this.setDepth(this.restDepth);
    }
    this.scene.tweens.add({ targets: this, scale: lifted ? 1.08 : 1, duration: motionMs(120), ease: 'Cubic.Out' });
    return this;
  }

  setSelected(selected: boolean): this {
    this.selected = selected;
    this.outline.setVisible(selected);
    return this;
  }

  /** Dimmed pieces step back while another is being moved. */
  setDimmed(dimmed: boolean): this {
    if (dimmed === this.dimmed) return this;
    this.dimmed = dimmed;
    this.scene.tweens.add({ targets: this, alpha: dimmed ? 0.7 : 1, duration: motionMs(MOTION.fade) });
    return this;
  }

  /** Slides (or, under reduced motion, fades) back to home; resolves when it is there. */
  returnHome(): Promise<void> {
    return this.travelTo(this.homeX, this.homeY, 'Back.Out');
  }

  /** Moves to (x, y) with the suite's travel motion; resolves on arrival. */
  travelTo(x: number, y: number, ease = 'Cubic.Out'): Promise<void> {
    return new Promise((resolve) => {
      this.scene.tweens.killTweensOf(this);
      this.setScale(this.lifted ? 1.08 : 1).setAlpha(this.dimmed ? 0.7 : 1);
      if (reducedMotion()) {
        const alpha = this.alpha;
        this.scene.tweens.chain({
          targets: this,
          tweens: [
            { alpha: 0, duration: motionMs(MOTION.fade / 2) },
            { alpha, duration: motionMs(MOTION.fade / 2), onStart: () => this.setPosition(x, y) },
          ],
          onComplete: () => resolve(),
        });
        return;
      }
      const distance = Phaser.Math.Distance.Between(this.x, this.y, x, y);
      const duration = motionMs(Phaser.Math.Clamp(MOTION.travel * (0.6 + distance / 900), 150, 450));
      this.scene.tweens.add({ targets: this, x, y, duration, ease, onComplete: () => resolve() });
    });
  }

  getFocusBounds(): Phaser.Geom.Rectangle {
    return worldRect(this, this.pieceWidth, this.pieceHeight);
  }
}

export type DropZoneShape = 'rect' | 'circle';
export type ZoneHighlight = 'off' | 'legal' | 'hover';

export interface DropZoneOptions {
  shape?: DropZoneShape;
  /** Depth of the highlight (the zone itself is invisible). */
  depth?: number;
  name?: string;
}

/** An invisible target area; a circle zone's diameter is the smaller of width and height. */
export class DropZone extends Phaser.GameObjects.Zone {
  readonly id: string;
  readonly shape: DropZoneShape;
  readonly highlight: Phaser.GameObjects.Graphics;
  private glow: ZoneHighlight = 'off';
  private pulse: Phaser.Tweens.Tween | undefined;

  constructor(scene: Phaser.Scene, x: number, y: number, width: number, height: number, id: string, opts: DropZoneOptions = {}) {
    super(scene, x, y, width, height);
    this.id = id;
    this.shape = opts.shape ?? 'rect';
    this.highlight = scene.add.graphics({ x, y }).setDepth(opts.depth ?? 1);
    if (opts.name) this.setName(opts.name);
    scene.add.existing(this);
    this.once('destroy', () => {
      this.pulse?.remove();
      this.highlight.destroy();
    });
  }

  getHighlight(): ZoneHighlight {
    return this.glow;
  }

  /** 'legal' glows softly (and pulses unless motion is reduced); 'hover' glows bright and thick. */
  setHighlight(state: ZoneHighlight): this {
    if (state === this.glow) return this;
    this.glow = state;
    this.pulse?.remove();
    this.pulse = undefined;
    this.highlight.setAlpha(1).setPosition(this.x, this.y);
    const g = this.highlight.clear();
    if (state === 'off') return this;
    const hover = state === 'hover';
    const c = hover ? COLORS.goldLight : COLORS.dropZone;
    g.fillStyle(c, hover ? 0.2 : 0.06);
    this.shapeFill(g, 0);
    for (let i = 3; i >= 1; i--) {
      g.lineStyle(i * (hover ? 6 : 4), c, hover ? 0.16 : 0.12);
      this.shapeStroke(g, i * 2);
    }
    g.lineStyle(hover ? 5 : 3, c, 1);
    this.shapeStroke(g, 0);
    if (hover) {
      g.lineStyle(2, 0xffffff, 0.9);
      this.shapeStroke(g, -6);
    } else if (!reducedMotion()) {
      this.pulse = this.scene.tweens.add({ targets: this.highlight, alpha: 0.6, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
    }
    return this;
  }

  /** Whether a world point lies inside the zone's shape. */
  containsPoint(x: number, y: number): boolean {
    const b = this.getFocusBounds();
    if (this.shape === 'circle') return Phaser.Math.Distance.Between(x, y, b.centerX, b.centerY) <= Math.min(b.width, b.height) / 2;
    return b.contains(x, y);
  }

  getFocusBounds(): Phaser.Geom.Rectangle {
    return worldRect(this, this.width, this.height);
  }

  private shapeFill(g: Phaser.GameObjects.Graphics, grow: number): void {
    const w = this.width + grow * 2;
    const h = this.height + grow * 2;
    if (this.shape === 'circle') g.fillCircle(0, 0, Math.min(w, h) / 2);
    else g.fillRoundedRect(-w / 2, -h / 2, w, h, 16 + grow);
  }

  private shapeStroke(g: Phaser.GameObjects.Graphics, grow: number): void {
    const w = this.width + grow * 2;
    const h = this.height + grow * 2;
    if (this.shape === 'circle') g.strokeCircle(0, 0, Math.min(w, h) / 2);
    else g.strokeRoundedRect(-w / 2, -h / 2, w, h, Math.max(4, 16 + grow));
  }
}
