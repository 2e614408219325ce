// Crisp on HiDPI screens, and the whole window used: the canvas fills the window (Phaser's
// EXPAND, from a base of the design frame times RENDER_SCALE) and every scene's main camera zooms
// by RENDER_SCALE, centred on the design frame (1600x900). Scenes keep laying out in design
// coordinates; a window of another shape shows more around the frame (src/ui/viewport.ts), and a
// change of layout (a phone turned, a window made short) asks the shell's scenes to lay out again.
import Phaser from 'phaser';
import { FRAME_H, FRAME_W, setViewportGame, viewport } from '../ui/viewport';
import { RENDER_SCALE } from '../ui/render-scale';

export { RENDER_SCALE };

export const RELAYOUT = 'fc-relayout';

/** Texts default to rendering at RENDER_SCALE unless a resolution is given. */
export function patchTextResolution(): void {
  const proto = Phaser.GameObjects.TextStyle.prototype as unknown as {
    setStyle: (this: { resolution: number }, ...args: unknown[]) => unknown;
  };
  const original = proto.setStyle;
  proto.setStyle = function (this: { resolution: number }, ...args: unknown[]) {
    const out = original.apply(this, args);
    if (!this.resolution) this.resolution = RENDER_SCALE;
    return out;
  };
}

let generation = 0;
const fitted = new WeakMap<Phaser.Cameras.Scene2D.Camera, number>();

/** Scenes drawn a little smaller to leave a band free under the bar (a review's slider): the bar's height and the band's. */
const insets = new WeakMap<Phaser.Scene, { barH: number; band: number }>();

/**
 * Draw `scene` shrunk about its middle so that the top of its table (design y `barH`) comes
 * `band` design px lower and the bottom of the window stays where it was: the band under the bar
 * is left free for what lies over the table (a review's slider and verdict), nothing of the table
 * under it. A band of 0 draws the scene as usual again. Input follows (Phaser maps the pointer
 * through the camera).
 */
export function setTopInset(scene: Phaser.Scene, barH: number, band: number): void {
  if (band > 0) insets.set(scene, { barH, band });
  else insets.delete(scene);
  if (scene.sys.settings.status >= Phaser.Scenes.CREATING && scene.cameras?.main) fitCamera(scene);
}

/** The camera's zoom and centre for `scene`: the design frame in the middle, or shrunk under its inset. */
function framing(scene: Phaser.Scene): { zoom: number; x: number; y: number } {
  const inset = insets.get(scene);
  if (!inset) return { zoom: RENDER_SCALE, x: FRAME_W / 2, y: FRAME_H / 2 };
  const bottom = viewport().bottom;
  const k = Math.max(0.5, (bottom - inset.barH - inset.band) / Math.max(1, bottom - inset.barH));
  // The window's bottom edge and the frame's middle column stay put; the rest comes in by k.
  return { zoom: RENDER_SCALE * k, x: FRAME_W / 2, y: bottom - (bottom - FRAME_H / 2) / k };
}

/** Zoom a scene's main camera so that the design frame sits in the middle of the canvas. */
export function fitCamera(scene: Phaser.Scene): void {
  const cam = scene.cameras.main;
  const f = framing(scene);
  cam.setZoom(f.zoom);
  cam.centerOn(f.x, f.y);
  fitted.set(cam, generation);
}

function layoutKey(): string {
  const v = viewport();
  // Outside compact mode the layout is the frame's whatever the window; in it, the width counts.
  return v.compact ? `c${Math.round(v.width / 40)}x${Math.round(v.height / 40)}` : 'wide';
}

/**
 * Keep every scene's camera fitted (new scenes, and all of them after a resize), and emit RELAYOUT
 * on the game's events when the layout a scene should use has changed (after the window settles).
 */
export function installViewport(game: Phaser.Game): void {
  setViewportGame(game);
  game.events.on(Phaser.Core.Events.PRE_RENDER, () => {
    for (const scene of game.scene.getScenes(true)) {
      const cam = scene.cameras.main;
      if (fitted.get(cam) !== generation || cam.zoom !== framing(scene).zoom) fitCamera(scene);
    }
  });
  let key = layoutKey();
  let timer: ReturnType<typeof setTimeout> | null = null;
  game.scale.on(Phaser.Scale.Events.RESIZE, () => {
    generation++;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      const now = layoutKey();
      if (now === key) return;
      key = now;
      game.events.emit(RELAYOUT);
    }, 150);
  });
}

/** Run `fn` (typically a restart of the scene) when the layout changes, while the scene runs. */
export function onRelayout(scene: Phaser.Scene, fn: () => void): void {
  const handler = (): void => {
    if (scene.sys.isActive()) fn();
  };
  scene.game.events.on(RELAYOUT, handler);
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.game.events.off(RELAYOUT, handler));
}
