// The hint's marks, shared by the games' scenes: what the strongest bot would play, drawn on the
// table and never played. `lift` raises the pieces to play (a card, a tile) and rings them;
// `lit` rings where they go (an enemy, a monster, a cell, a button). Each mark is named
// `hint.card.<object's name>` or `hint.target.<object's name>` for the browser tests. The marks
// pulse a few times and then stay still (an endless tween would redraw the canvas forever).
// A lifted piece rises only as far as the room above it allows: never over a neighbour of its
// kind (a phone's hand in rows: a second-row tile stays under the first row, ringed in place).
import Phaser from 'phaser';
import { COLORS } from './theme';

type Marked = Phaser.GameObjects.GameObject & { x?: number; y?: number; getBounds?: () => Phaser.Geom.Rectangle };

const LIFT = 26;
/** The gap a lifted piece keeps to a neighbour above it (px). */
const CLEAR = 2;
/** How far a ring's glow reaches out of the object it marks (px; `ring` below). */
const RING_EDGE = 13;

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

/**
 * How far `obj` may rise: LIFT, or less where a neighbour of its kind (the same class and about
 * its size, in the same container) lies above it within LIFT (it then stops short of that neighbour).
 */
function liftRoom(obj: Marked, keepClear: readonly (Marked | null | undefined)[] = []): number {
  const b = boundsOf(obj);
  if (!b) return LIFT;
  const siblings = obj.parentContainer?.list ?? obj.scene.children.list;
  let room = LIFT;
  // words above the piece (a hand's title): the piece and its ring's glow stop short of them
  for (const other of keepClear) {
    const o = other?.active && (other as { visible?: boolean }).visible !== false ? boundsOf(other) : null;
    if (!o || o.right <= b.left - RING_EDGE || o.left >= b.right + RING_EDGE || o.bottom > b.top + 0.5) continue;
    room = Math.min(room, Math.max(0, Math.floor(b.top - o.bottom - CLEAR - RING_EDGE)));
  }
  for (const other of siblings as Marked[]) {
    if (other === obj || !other.active || other.constructor !== obj.constructor || (other as { visible?: boolean }).visible === false) continue;
    const o = boundsOf(other);
    if (!o || Math.abs(o.width - b.width) > b.width / 2 || o.right <= b.left || o.left >= b.right || o.bottom > b.top + 0.5) continue;
    room = Math.min(room, Math.max(0, Math.floor(b.top - o.bottom - CLEAR)));
  }
  return room;
}

export class HintMarks {
  private marks: Phaser.GameObjects.Graphics[] = [];
  private lifted: { obj: Marked; y: number; by: number }[] = [];
  private extras: Phaser.GameObjects.GameObject[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  get shown(): boolean {
    return this.marks.length > 0 || this.extras.length > 0;
  }

  /**
   * Show a hint (clearing the one before). Objects that are missing are skipped. A lifted piece
   * rises no nearer than its ring's glow to the objects of `keepClear` above it (a hand's title).
   */
  show(lift: (Marked | null | undefined)[], lit: (Marked | null | undefined)[], depth = 900, keepClear: readonly (Marked | null | undefined)[] = []): void {
    this.clear();
    for (const obj of lift) {
      if (!obj?.active || typeof obj.y !== 'number') continue;
      const by = liftRoom(obj, keepClear);
      this.lifted.push({ obj, y: obj.y, by });
      obj.y -= by;
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
    for (const { obj, y, by } of this.lifted) if (obj.active && obj.y === y - by) obj.y = y;
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
    // what it covers, its glow's outer edge included (the browser tests read it: a Graphics has no bounds)
    const edge = RING_EDGE;
    g.setData('drawn', { x: b.x - edge, y: b.y - edge, width: b.width + edge * 2, height: b.height + edge * 2 });
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
