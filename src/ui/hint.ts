// The hint's marks, shared by the games' scenes: what the strongest bot would play, drawn on the
// table and never played. `lift` raises the pieces to play (a card, a tile) and rings them;
// `lit` rings where they go (an enemy, a monster, a cell, a button). Each mark is named
// `hint.card.<object's name>` or `hint.target.<object's name>` for the browser tests. The marks
// pulse a few times and then stay still (an endless tween would redraw the canvas forever).
import Phaser from 'phaser';
import { COLORS } from './theme';

type Marked = Phaser.GameObjects.GameObject & { x?: number; y?: number; getBounds?: () => Phaser.Geom.Rectangle };

const LIFT = 26;

function boundsOf(obj: Marked): Phaser.Geom.Rectangle | null {
  if (obj instanceof Phaser.GameObjects.Container && obj.width > 0 && obj.height > 0) {
    const m = obj.getWorldTransformMatrix();
    const w = obj.width * Math.abs(m.scaleX);
    const h = obj.height * Math.abs(m.scaleY);
    return new Phaser.Geom.Rectangle(m.tx - w / 2, m.ty - h / 2, w, h);
  }
  if (typeof obj.getBounds === 'function') return obj.getBounds();
  return null;
}

export class HintMarks {
  private marks: Phaser.GameObjects.Graphics[] = [];
  private lifted: { obj: Marked; y: number }[] = [];
  private extras: Phaser.GameObjects.GameObject[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  get shown(): boolean {
    return this.marks.length > 0 || this.extras.length > 0;
  }

  /** Show a hint (clearing the one before). Objects that are missing are skipped. */
  show(lift: (Marked | null | undefined)[], lit: (Marked | null | undefined)[], depth = 900): void {
    this.clear();
    for (const obj of lift) {
      if (!obj?.active || typeof obj.y !== 'number') continue;
      this.lifted.push({ obj, y: obj.y });
      obj.y -= LIFT;
      obj.parentContainer?.bringToTop(obj); // over its neighbours in a fanned hand
      this.ring(obj, 'card', COLORS.gold, depth);
    }
    for (const obj of lit) if (obj?.active) this.ring(obj, 'target', 0x7fe3ff, depth);
  }

  /** An object of the scene's own drawing (a ghosted tile) that goes with the marks. */
  add(obj: Phaser.GameObjects.GameObject): void {
    this.extras.push(obj);
  }

  /** Take the marks away and put the lifted pieces back (where they are still on the table). */
  clear(): void {
    for (const obj of this.extras) obj.destroy();
    this.extras = [];
    for (const g of this.marks) {
      this.scene.tweens.killTweensOf(g);
      g.destroy();
    }
    this.marks = [];
    for (const { obj, y } of this.lifted) if (obj.active && obj.y === y - LIFT) obj.y = y;
    this.lifted = [];
  }

  private ring(obj: Marked, kind: 'card' | 'target', colour: number, depth: number): void {
    const b = boundsOf(obj);
    if (!b || b.width <= 0 || b.height <= 0) return;
    const pad = 8;
    const g = this.scene.add.graphics().setDepth(depth);
    g.setName(`hint.${kind}.${obj.name || this.marks.length}`);
    g.fillStyle(colour, 0.16).fillRoundedRect(b.x - pad, b.y - pad, b.width + pad * 2, b.height + pad * 2, 14);
    g.lineStyle(10, colour, 0.35).strokeRoundedRect(b.x - pad, b.y - pad, b.width + pad * 2, b.height + pad * 2, 14);
    g.lineStyle(4, colour, 1).strokeRoundedRect(b.x - pad, b.y - pad, b.width + pad * 2, b.height + pad * 2, 14);
    this.marks.push(g);
    this.scene.tweens.add({ targets: g, alpha: 0.45, duration: 420, yoyo: true, repeat: 2 });
  }
}

/** The first object named `name` in the scene, looking inside containers too. */
export function findNamed(scene: Phaser.Scene, name: string): Phaser.GameObjects.GameObject | null {
  const walk = (list: Phaser.GameObjects.GameObject[]): Phaser.GameObjects.GameObject | null => {
    for (const obj of list) {
      if (obj.name === name && obj.active) return obj;
      if (obj instanceof Phaser.GameObjects.Container) {
        const found = walk(obj.list);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(scene.children.list);
}
