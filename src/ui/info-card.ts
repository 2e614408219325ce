// "What is this?": a parchment card with a thing's name, its picture and what it does exactly,
// shown while the mouse rests on it (desktop) or after a long press (touch). One card per scene
// at a time; a game attaches it to any interactive object with attachInfo. The explain-once card
// and the coach (tutorial) are drawn with the same card.
import Phaser from 'phaser';
import { Panel } from './panel';
import { CSS, DEPTH, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from './theme';
import { fontSize, viewport } from './viewport';

export interface InfoContent {
  title: string;
  body: string;
  /** Draws the thing's picture centred on (0, 0) into `c`, about `size` wide. */
  picture?: (c: Phaser.GameObjects.Container, size: number) => void;
}

export const INFO_W = 480;
const PIC = 110;
const HOVER_MS = 350;
const LONG_PRESS_MS = 500;

/**
 * A card centred on (x, y) (kept on screen), named `name`, with `name.title` and `name.body` texts;
 * `extraH` leaves room at its foot. `phoneWidth`: its width on a phone, where a game must fit it into
 * a column (otherwise a phone's card is `width` widened by half, to 760 at most).
 */
export function buildInfoCard(scene: Phaser.Scene, x: number, y: number, content: InfoContent, name: string, extraH = 0, width = INFO_W, phoneWidth?: number): Panel {
  // On a phone: type at least 12 CSS px, so a wider card, kept on the visible part of the table.
  const vp = viewport();
  if (vp.compact) width = phoneWidth ?? Math.max(width, Math.min(760, Math.round(width * 1.5)));
  const textX = content.picture ? -width / 2 + PIC + 44 : -width / 2 + 28;
  const textW = width / 2 - 24 - textX;
  const title = scene.add.text(textX, 0, content.title, { fontFamily: FONTS.title, fontSize: `${fontSize(26)}px`, fontStyle: '700', color: CSS.ink, wordWrap: { width: textW } }).setName(`${name}.title`);
  const body = scene.add.text(textX, 0, content.body, { fontFamily: FONTS.body, fontSize: `${fontSize(21)}px`, color: CSS.ink, wordWrap: { width: textW }, lineSpacing: 3 }).setName(`${name}.body`);
  const inner = Math.max(content.picture ? PIC + 20 : 0, title.height + 10 + body.height);
  const h = Math.ceil((inner + 48 + extraH) / 20) * 20;
  const right = vp.compact ? vp.right : DESIGN_WIDTH;
  const cx = Phaser.Math.Clamp(x, width / 2 + 8, right - width / 2 - 8);
  const cy = Phaser.Math.Clamp(y, h / 2 + 80, DESIGN_HEIGHT - h / 2 - 8);
  const panel = new Panel(scene, cx, cy, width, h, { name });
  title.setY(-h / 2 + 22);
  body.setY(title.y + title.height + 8);
  panel.add([title, body]);
  if (content.picture) {
    const pic = scene.add.container(-width / 2 + 26 + PIC / 2, -h / 2 + 24 + PIC / 2);
    content.picture(pic, PIC);
    panel.add(pic);
  }
  return panel.setDepth(DEPTH.toast - 1);
}

const showing = new WeakMap<Phaser.Scene, Panel>();

/** Show the "what is this?" card beside (x, y), replacing any card already shown. */
export function showInfoCard(scene: Phaser.Scene, x: number, y: number, content: InfoContent): Panel {
  hideInfoCard(scene);
  // Beside the thing, not over it: right of it on the left half of the screen, left of it on the right half.
  const w = viewport().compact ? Math.min(760, Math.round(INFO_W * 1.5)) : INFO_W;
  const side = x < DESIGN_WIDTH / 2 ? x + 90 + w / 2 : x - 90 - w / 2;
  const card = buildInfoCard(scene, side, y, content, 'ui.info');
  showing.set(scene, card);
  return card;
}

export function hideInfoCard(scene: Phaser.Scene): void {
  showing.get(scene)?.destroy();
  showing.delete(scene);
  leaving.get(scene)?.();
  leaving.delete(scene);
}

/** How a mouse's card, once shown, is put away when the mouse leaves its thing for another scene's (the host's rail). */
const leaving = new WeakMap<Phaser.Scene, () => void>();

/**
 * A card opened by a resting mouse goes when the mouse presses anywhere or leaves the thing. The
 * thing's own pointerout does not come when the mouse goes straight onto an object of a scene
 * drawn above (the host's Hint button): Phaser hands the move to that scene alone, so the card
 * stayed over the board, over the very hint asked for. The canvas's own events come whatever the
 * scene.
 */
function putAwayOnLeave(scene: Phaser.Scene, obj: Phaser.GameObjects.GameObject): void {
  const canvas = scene.game.canvas;
  const onDown = (): void => hideInfoCard(scene);
  const onMove = (): void => {
    const over = scene.input.hitTestPointer(scene.input.activePointer);
    if (!over.includes(obj)) hideInfoCard(scene);
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') hideInfoCard(scene);
  };
  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  window.addEventListener('keydown', onKey);
  const stop = (): void => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    window.removeEventListener('keydown', onKey);
  };
  leaving.set(scene, stop);
  // The thing destroyed with its scene (the player leaves the table) takes the listeners with it:
  // its destroy handler hides the card only while the scene is active.
  obj.once('destroy', () => {
    if (leaving.get(scene) !== stop) return;
    stop();
    leaving.delete(scene);
  });
}

/**
 * Give an interactive object its "what is this?" card: after a short rest of the mouse on it, or
 * a long press of a finger that does not move (a drag cancels it). `content` may return null
 * (nothing to say). The card goes when the mouse leaves or the next touch begins. No card opens
 * while the mouse button is down (a drag passing over the thing).
 */
/** Which attached thing opened the card showing in a scene (its card goes with it when it is destroyed). */
const openedBy = new WeakMap<Phaser.Scene, Phaser.GameObjects.GameObject>();
/** The pointer whose long press opened a card in a scene, until its release is heard (tookLongPress). */
const longPressBy = new WeakMap<Phaser.Scene, number>();

/**
 * Whether the press `pointerId` is releasing was a long press that opened a "what is this?" card:
 * then it was a question, not a pick (issue 30 item 10), and the piece under it is not selected.
 * Asked once per release: the answer is used up.
 */
export function tookLongPress(scene: Phaser.Scene, pointerId: number): boolean {
  const took = longPressBy.get(scene) === pointerId;
  longPressBy.delete(scene);
  return took;
}

/** A long press of `pointerId` opened a card of the caller's own (a phone's tile card): its release is no pick (tookLongPress). */
export function markLongPress(scene: Phaser.Scene, pointerId: number): void {
  longPressBy.set(scene, pointerId);
}

/**
 * `opts.mouseHold`: a mouse press held still as long as a long press opens the card too, as a
 * finger's does (its release then picks nothing: tookLongPress), on a table where a press is
 * otherwise a pick (Roi du Ring, newcomer s37: "long press shows nothing" on the desktop).
 */
export function attachInfo(obj: Phaser.GameObjects.GameObject & { x: number; y: number }, content: () => InfoContent | null, opts: { mouseHold?: boolean } = {}): void {
  const scene = obj.scene;
  let timer: Phaser.Time.TimerEvent | undefined;
  let start = { x: 0, y: 0 };
  let pressId = -1;
  const cancel = (): void => {
    timer?.remove();
    timer = undefined;
  };
  const open = (touch = false): void => {
    cancel();
    // Never while a mouse button is held: a piece being dragged over the thing is not a question.
    if (!touch && scene.input.activePointer.isDown) return;
    const c = content();
    if (!c || !obj.active) return;
    if (touch) {
      longPressBy.set(scene, pressId);
      scene.time.delayedCall(50, () => scene.input.once('pointerdown', () => hideInfoCard(scene)));
      // A touch on a scene drawn above (the host's Hint, Undo...) never reaches this scene's
      // input: the canvas's own event puts the card away too (a newcomer's report, round 35).
      const canvas = scene.game.canvas;
      const away = (): void => {
        if (showing.get(scene)?.active) hideInfoCard(scene);
      };
      scene.time.delayedCall(50, () => canvas.addEventListener('pointerdown', away, { once: true }));
    }
    const m = (obj as unknown as { getWorldTransformMatrix?: () => Phaser.GameObjects.Components.TransformMatrix }).getWorldTransformMatrix?.();
    showInfoCard(scene, m ? m.tx : obj.x, m ? m.ty : obj.y, c);
    openedBy.set(scene, obj);
    if (!touch) putAwayOnLeave(scene, obj);
  };
  obj.on('pointerover', (p: Phaser.Input.Pointer) => {
    if (p.wasTouch || p.isDown) return;
    cancel();
    timer = scene.time.delayedCall(HOVER_MS, () => open());
  });
  obj.on('pointerout', (p: Phaser.Input.Pointer) => {
    cancel();
    if (!p.wasTouch) hideInfoCard(scene);
  });
  obj.on('pointerdown', (p: Phaser.Input.Pointer) => {
    cancel();
    hideInfoCard(scene);
    if (!p.wasTouch && opts.mouseHold !== true) return;
    start = { x: p.x, y: p.y };
    pressId = p.id;
    timer = scene.time.delayedCall(LONG_PRESS_MS, () => open(true));
  });
  const move = (p: Phaser.Input.Pointer): void => {
    if (timer && p.isDown && Math.hypot(p.x - start.x, p.y - start.y) > 12) cancel();
  };
  const up = (): void => cancel();
  scene.input.on('pointermove', move);
  scene.input.on('pointerup', up);
  obj.once('destroy', () => {
    cancel();
    scene.input.off('pointermove', move);
    scene.input.off('pointerup', up);
    // A card played or redrawn under a resting mouse gets no pointerout: its card goes with it.
    if (openedBy.get(scene) === obj) {
      openedBy.delete(scene);
      if (scene.sys.isActive()) hideInfoCard(scene);
    }
  });
}
