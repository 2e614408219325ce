// "What is this?" for the things of a table that take no input of their own (Castle Panic's board,
// Roi du Ring's ring and rows, Regicide's table): they are found by where the pointer is, not by
// interactive objects, so that a click still reaches what lies below (a square a picked card goes
// to, the enemy a chosen card is played on). One watcher for the three tables, as attachInfo
// (info-card.ts) is for interactive objects:
// - the mouse resting on a thing (not moving, no button held) shows its card; moving onto another
//   thing, or off the table, puts it away;
// - a finger pressing a thing without moving (a drag cancels it) shows its card; the next press
//   puts it away. On a phone every press is a finger's (`pressOnly`);
// - a press always puts a card away.
// `InfoBoxes` is the usual way to say what is where: the boxes a table's views add as they draw.
import type Phaser from 'phaser';
import { hideInfoCard } from './info-card';

/** What a table's watcher asks of it. */
export interface InfoWatchOptions<T> {
  /** The thing under (x, y), in the scene's coordinates, with a card to show. */
  find: (x: number, y: number) => T | null;
  /** Shows the thing's card (showInfoCard); (x, y): the pointer, in the scene's coordinates. The watcher puts it away (hideInfoCard). */
  show: (thing: T, x: number, y: number) => void;
  /** Whether two finds are the same thing (default: the same object). */
  same?: (a: T, b: T) => boolean;
  /** Something else under the pointer has it (a button, a dialog): no card. */
  covered?: (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => boolean;
  /** Whether a long press may ask now (not while a picked card waits for its place: the release would play it). */
  touchable?: () => boolean;
  /** Every press counts as a finger's (a phone's table): no card on a resting mouse, a long press of the mouse too. */
  pressOnly?: boolean;
  /** The things a mouse press held still also asks about, as a finger's long press does (a desktop's enemy: newcomer s37, "a long press on the enemy does nothing"); none by default. */
  mouseLongPress?: (thing: T) => boolean;
  /** How long the mouse rests on a thing before its card comes (ms). */
  hoverMs?: number;
  /** A long press opens a card: called first (the piece held is let go: it reads, it does not play). */
  beforeLongPress?: () => void;
  /** The release of a long press that opened a card (it is no tap). */
  afterLongPress?: () => void;
}

const HOVER_MS = 350;
const LONG_PRESS_MS = 500;
/** A press that moves this far (screen px) is a drag, not a question. */
const STILL_PX = 12;

export class InfoWatch<T> {
  private timer: Phaser.Time.TimerEvent | undefined;
  /** The thing under the resting mouse (its card shown or coming). */
  private under: T | null = null;
  private shown = false;
  private opened = false;
  private start = { x: 0, y: 0 };

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly o: InfoWatchOptions<T>,
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
      hideInfoCard(scene);
    });
  }

  /** A long press opened a card: the release that ends it is no tap. */
  get pressOpened(): boolean {
    return this.opened;
  }

  /**
   * The table was drawn again: a card shown stays if the mouse still rests on the same thing (a
   * redraw under a resting mouse), and goes otherwise, as does a card coming.
   */
  refresh(): void {
    const p = this.scene.input.activePointer;
    const still = p.wasTouch || this.o.pressOnly === true ? null : this.o.find(p.worldX, p.worldY);
    if (still !== null && this.under !== null && this.same(still, this.under)) {
      this.under = still;
      return;
    }
    this.dismiss();
  }

  /**
   * The table took no input for a while (a move being shown): a mouse that came to rest on a thing
   * meanwhile (its moves unseen) shows its card after the usual wait, as if it had just come.
   * The pointer's place is read from the screen: its world place was not kept up while input was off.
   */
  restNow(): void {
    const p = this.scene.input.activePointer;
    if (p.wasTouch || this.o.pressOnly === true || p.isDown || !this.scene.game.input.isOver || this.o.covered?.(p, []) === true) return;
    const at = this.scene.cameras.main.getWorldPoint(p.x, p.y);
    const thing = this.o.find(at.x, at.y);
    if (thing === null || (this.shown && this.under !== null && this.same(thing, this.under))) return;
    this.hide();
    this.cancel();
    this.under = thing;
    this.timer = this.scene.time.delayedCall(this.o.hoverMs ?? HOVER_MS, () => this.open(thing, at.x, at.y));
  }

  /** A move is on its way (or the table changed): a card coming does not come, a card shown goes. */
  dismiss(): void {
    this.cancel();
    this.under = null;
    this.hide();
  }

  private same(a: T, b: T): boolean {
    return this.o.same ? this.o.same(a, b) : a === b;
  }

  private cancel(): void {
    this.timer?.remove();
    this.timer = undefined;
  }

  private hide(): void {
    if (!this.shown) return;
    this.shown = false;
    hideInfoCard(this.scene);
  }

  private open(thing: T, x: number, y: number): void {
    this.timer = undefined;
    if (!this.scene.sys.isActive()) return;
    this.o.show(thing, x, y);
    this.shown = true;
  }

  private readonly move = (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
    if (p.isDown) {
      if (this.timer && Math.hypot(p.x - this.start.x, p.y - this.start.y) > STILL_PX) this.cancel();
      return;
    }
    if (p.wasTouch || this.o.pressOnly === true) return;
    const thing = this.o.covered?.(p, over) === true ? null : this.o.find(p.worldX, p.worldY);
    // the card shown stays while the mouse moves on its thing; a card coming waits for the mouse to rest
    if (this.shown && thing !== null && this.under !== null && this.same(thing, this.under)) return;
    this.hide();
    this.cancel();
    this.under = thing;
    if (thing !== null) {
      const { worldX, worldY } = p;
      this.timer = this.scene.time.delayedCall(this.o.hoverMs ?? HOVER_MS, () => this.open(thing, worldX, worldY));
    }
  };

  private readonly down = (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]): void => {
    this.cancel();
    this.under = null;
    this.hide();
    this.opened = false;
    const finger = p.wasTouch || this.o.pressOnly === true;
    if (!finger && !this.o.mouseLongPress) return;
    if (this.o.covered?.(p, over) === true || this.o.touchable?.() === false) return;
    const thing = this.o.find(p.worldX, p.worldY);
    if (thing === null || (!finger && this.o.mouseLongPress?.(thing) !== true)) return;
    this.start = { x: p.x, y: p.y };
    const { worldX, worldY } = p;
    this.timer = this.scene.time.delayedCall(LONG_PRESS_MS, () => {
      if (!p.isDown) return; // released already (its release went elsewhere)
      this.opened = true;
      this.o.beforeLongPress?.();
      this.open(thing, worldX, worldY);
    });
  };

  private readonly up = (): void => {
    this.cancel();
    if (this.opened && this.o.afterLongPress) this.scene.time.delayedCall(0, this.o.afterLongPress);
  };

  private readonly leave = (): void => {
    if (this.scene.input.activePointer.wasTouch) return;
    this.dismiss();
  };
}

/** A thing's box (by its top-left corner) and what its card says. */
export interface InfoBox<C> {
  x: number;
  y: number;
  w: number;
  h: number;
  content: C;
}

/** The boxes of the things a table drew, topmost last: what an InfoWatch finds by. */
export class InfoBoxes<C> {
  private boxes: InfoBox<C>[] = [];

  /** A thing drawn, by its centre and size. */
  add(x: number, y: number, w: number, h: number, content: C): InfoBox<C> {
    const box = { x: x - w / 2, y: y - h / 2, w, h, content };
    this.boxes.push(box);
    return box;
  }

  /** Before a redraw: the things drawn are gone. */
  clear(): void {
    this.boxes = [];
  }

  /** The topmost box holding (x, y). */
  at(x: number, y: number): InfoBox<C> | null {
    for (let i = this.boxes.length - 1; i >= 0; i--) {
      const b = this.boxes[i] as InfoBox<C>;
      if (x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h) return b;
    }
    return null;
  }

  all(): readonly InfoBox<C>[] {
    return this.boxes;
  }
}
