// Keyboard focus for a scene. Widgets that can be reached by keyboard implement `Focusable`; a
// `FocusRing` moves a visible gold outline between them with Tab / Shift+Tab / arrow keys,
// activates the focused one with Enter or Space, and turns Escape into an optional `onBack`.
// Rings stack per scene: a dialog's ring takes the keyboard until it is destroyed. A passing stop
// (an explain card's "Got it", `addGuest`) joins the table's ring while its card is up, just
// before the focused item: Shift+Tab reaches it at once, Tab goes on round the table as before (a
// keyboard player's next move is not held up), and once it is gone the focus is back where it was.
import Phaser from 'phaser';
import { COLORS, DEPTH } from './theme';

export type FocusDirection = 'left' | 'right' | 'up' | 'down';

/** Anything the keyboard can reach. Bounds are in world (design) coordinates. */
export interface Focusable {
  getFocusBounds(): Phaser.Geom.Rectangle;
  activate(): void;
  isEnabled(): boolean;
  /** An arrow key while focused; return true to consume it (a selector changes its value). */
  onFocusKey?(dir: FocusDirection): boolean;
  /** Told when the keyboard focus arrives or leaves (a drop zone brightens). */
  setFocused?(focused: boolean): void;
}

export interface FocusRingOptions {
  onBack?: () => void;
  /** 'spatial' (default) moves to the nearest item in the arrow's direction; 'cycle' steps through the list. */
  arrows?: 'spatial' | 'cycle';
  depth?: number;
}

const ARROWS: Partial<Record<string, FocusDirection>> = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' };
const stacks = new WeakMap<Phaser.Scene, FocusRing[]>();
const handled = new WeakSet<KeyboardEvent>();
let keyboardMode = false;

/** A test build's page reused for another test: no key pressed yet, as on a fresh page. */
export function resetKeyboardMode(): void {
  keyboardMode = false;
}

/** Whether the player last used the keyboard (overlays then show focus at once). */
export function isKeyboardMode(): boolean {
  return keyboardMode;
}

/** World bounds of a game object of the given size, centred on its origin (containers). */
export function worldRect(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Zone, w: number, h: number): Phaser.Geom.Rectangle {
  const m = obj.getWorldTransformMatrix();
  const tl = m.transformPoint(-w / 2, -h / 2);
  const br = m.transformPoint(w / 2, h / 2);
  return new Phaser.Geom.Rectangle(Math.min(tl.x, br.x), Math.min(tl.y, br.y), Math.abs(br.x - tl.x), Math.abs(br.y - tl.y));
}

/** A world point in an object's local space (Container.pointToContainer skips outer parents). */
export function toLocal(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Zone, x: number, y: number): Phaser.Math.Vector2 {
  return obj.getWorldTransformMatrix().applyInverse(x, y);
}

/** True when the object and every container above it are visible. */
export function isShown(obj: Phaser.GameObjects.GameObject & { visible?: boolean }): boolean {
  let cur: (Phaser.GameObjects.GameObject & { visible?: boolean }) | null = obj;
  while (cur) {
    if (!cur.active || cur.visible === false) return false;
    cur = cur.parentContainer;
  }
  return true;
}

/**
 * Makes a plain game object (a container of `w` x `h` centred on its origin, or a shape) a stop
 * on a ring: Enter or Space runs `activate`; `onFocus` hears the focus come and go. The object
 * leaves the ring when it is destroyed.
 */
export function focusableObject(
  obj: Phaser.GameObjects.Container | Phaser.GameObjects.Shape,
  w: number,
  h: number,
  activate: () => void,
  onFocus?: (focused: boolean) => void,
): Focusable {
  return Object.assign(obj, {
    getFocusBounds: (): Phaser.Geom.Rectangle => (obj instanceof Phaser.GameObjects.Container ? worldRect(obj, w, h) : obj.getBounds()),
    activate,
    isEnabled: (): boolean => obj.active && obj.visible,
    ...(onFocus ? { setFocused: onFocus } : {}),
  });
}

/** Test hook: the keyboard focus of a scene's top ring, if any (its world bounds, and whether the outline shows). */
export function focusState(scene: Phaser.Scene): { x: number; y: number; width: number; height: number; shown: boolean } | null {
  const stack = stacks.get(scene);
  const ring = stack?.[stack.length - 1];
  const item = ring?.current();
  if (!ring || !item) return null;
  const r = item.getFocusBounds();
  return { x: r.x, y: r.y, width: r.width, height: r.height, shown: ring.isShown() };
}

/** The scene's first ring (the table's own, under any dialog's), if any. */
export function tableRing(scene: Phaser.Scene): FocusRing | undefined {
  return stacks.get(scene)?.[0];
}

export class FocusRing {
  /** Called on Escape while this ring has the keyboard. */
  onBack: (() => void) | undefined;
  private readonly items: Focusable[] = [];
  private index = -1;
  private shown = false;
  private readonly outline: Phaser.GameObjects.Graphics;
  private lastKey = '';
  private readonly arrows: 'spatial' | 'cycle';
  private destroyed = false;
  /** A passing stop, and the item focused when it came (the focus goes back there when it goes). */
  private guest: { item: Focusable; before: Focusable | undefined } | undefined;

  constructor(
    private readonly scene: Phaser.Scene,
    opts: FocusRingOptions = {},
  ) {
    this.onBack = opts.onBack;
    this.arrows = opts.arrows ?? 'spatial';
    this.outline = scene.add.graphics().setDepth(opts.depth ?? DEPTH.focus);
    const stack = stacks.get(scene) ?? [];
    stack.push(this);
    stacks.set(scene, stack);
    scene.input.keyboard?.on('keydown', this.onKey);
    scene.input.on('pointerdown', this.onPointer);
    scene.events.on('postupdate', this.redraw);
    scene.events.once('shutdown', this.onShutdown);
  }

  /** Adds a widget; a game object is dropped from the ring when it is destroyed. */
  add<T extends Focusable>(item: T): T {
    this.items.push(item);
    if (item instanceof Phaser.GameObjects.GameObject) item.once('destroy', () => this.remove(item));
    return item;
  }

  /**
   * Adds a passing stop (a game object, an explain card's button), in the cycle just before the
   * focused item (Shift+Tab reaches it at once); when it is destroyed, the focus goes back to the
   * item focused when it came.
   */
  addGuest<T extends Focusable & Phaser.GameObjects.GameObject>(item: T): T {
    const before = this.guest && this.current() === this.guest.item ? this.guest.before : this.current();
    this.guest = { item, before };
    return this.add(item);
  }

  remove(item: Focusable): void {
    const i = this.items.indexOf(item);
    if (i < 0) return;
    const current = this.current();
    this.items.splice(i, 1);
    let next = current && current !== item ? current : undefined;
    if (this.guest?.item === item) {
      if (current === item) next = this.guest.before;
      this.guest = undefined;
    }
    this.index = next ? this.items.indexOf(next) : -1;
  }

  /** The focused widget, if any. */
  current(): Focusable | undefined {
    return this.index >= 0 ? this.items[this.index] : undefined;
  }

  /** Focuses a widget; the outline shows when `show` is true or the player is using the keyboard. */
  focus(item: Focusable, show = keyboardMode): void {
    if (!this.items.includes(item)) return;
    this.moveTo(item);
    this.shown = show;
  }

  /** Whether the outline is showing (the player is using the keyboard). */
  isShown(): boolean {
    return this.shown;
  }

  isTop(): boolean {
    const stack = stacks.get(this.scene);
    return stack?.[stack.length - 1] === this;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    const stack = stacks.get(this.scene);
    if (stack) stack.splice(stack.indexOf(this), 1);
    this.scene.input.keyboard?.off('keydown', this.onKey);
    this.scene.input.off('pointerdown', this.onPointer);
    this.scene.events.off('postupdate', this.redraw);
    this.scene.events.off('shutdown', this.onShutdown);
    this.outline.destroy();
    this.items.length = 0;
  }

  /** The items the keyboard can reach now, in order; a passing stop just before the focused item (or the one focused when it came). */
  private usable(): Focusable[] {
    const ok = (it: Focusable): boolean => it.isEnabled() && !(it instanceof Phaser.GameObjects.GameObject && !isShown(it));
    const guest = this.guest?.item;
    const list = this.items.filter((it) => it !== guest && ok(it));
    if (guest && this.items.includes(guest) && ok(guest)) {
      const cur = this.current();
      const anchor = cur && cur !== guest ? cur : this.guest?.before;
      const at = anchor ? list.indexOf(anchor) : -1;
      list.splice(at < 0 ? list.length : at, 0, guest);
    }
    return list;
  }

  private readonly onShutdown = (): void => this.destroy();

  private readonly onPointer = (): void => {
    this.shown = false;
    keyboardMode = false;
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    if (handled.has(event) || !this.isTop()) return;
    const key = event.key;
    const dir = ARROWS[key];
    if (key === 'Tab') this.step(event.shiftKey ? -1 : 1);
    else if (dir) this.arrow(dir);
    else if (key === 'Enter' || key === ' ') this.activateCurrent();
    else if (key === 'Escape' && this.onBack) this.onBack();
    else return;
    handled.add(event);
    keyboardMode = true;
    event.preventDefault();
  };

  private activateCurrent(): void {
    const item = this.current();
    if (!item || !this.usable().includes(item)) return;
    this.shown = true;
    item.activate();
  }

  private step(delta: number): void {
    const usable = this.usable();
    if (usable.length === 0) return;
    const cur = this.current();
    const at = cur ? usable.indexOf(cur) : -1;
    const next = at < 0 ? (delta > 0 ? 0 : usable.length - 1) : (at + delta + usable.length) % usable.length;
    this.moveTo(usable[next]);
  }

  private arrow(dir: FocusDirection): void {
    const cur = this.current();
    if (cur && this.shown && cur.onFocusKey?.(dir)) return;
    if (!cur || !this.shown || this.arrows === 'cycle') {
      this.step(dir === 'left' || dir === 'up' ? -1 : 1);
      return;
    }
    this.moveTo(this.nearest(cur, dir));
  }

  /** The closest usable item whose centre lies in the arrow's direction. */
  private nearest(from: Focusable, dir: FocusDirection): Focusable | undefined {
    const a = from.getFocusBounds();
    let best: Focusable | undefined;
    let bestScore = Infinity;
    for (const it of this.usable()) {
      if (it === from) continue;
      const b = it.getFocusBounds();
      const dx = b.centerX - a.centerX;
      const dy = b.centerY - a.centerY;
      const along = dir === 'left' ? -dx : dir === 'right' ? dx : dir === 'up' ? -dy : dy;
      const across = dir === 'left' || dir === 'right' ? Math.abs(dy) : Math.abs(dx);
      if (along <= 1) continue;
      const score = along + across * 2;
      if (score < bestScore) {
        bestScore = score;
        best = it;
      }
    }
    return best;
  }

  private moveTo(item: Focusable | undefined): void {
    if (!item) return;
    const before = this.current();
    this.index = this.items.indexOf(item);
    this.shown = true;
    if (before === item) return;
    before?.setFocused?.(false);
    item.setFocused?.(true);
  }

  private readonly redraw = (): void => {
    const item = this.current();
    const visible = this.shown && !!item && this.usable().includes(item);
    if (!visible || !item) {
      if (this.lastKey !== '') this.outline.clear();
      this.lastKey = '';
      return;
    }
    const r = item.getFocusBounds();
    const key = `${r.x | 0},${r.y | 0},${r.width | 0},${r.height | 0}`;
    if (key === this.lastKey) return;
    this.lastKey = key;
    const pad = 6;
    this.outline.clear();
    this.outline.lineStyle(8, COLORS.walnutDark, 0.55);
    this.outline.strokeRoundedRect(r.x - pad, r.y - pad, r.width + pad * 2, r.height + pad * 2, 16);
    this.outline.lineStyle(4, COLORS.goldLight, 1);
    this.outline.strokeRoundedRect(r.x - pad, r.y - pad, r.width + pad * 2, r.height + pad * 2, 16);
  };
}
