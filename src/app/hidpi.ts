// Crisp on HiDPI screens: the canvas is made devicePixelRatio times the design size (1600x900)
// and every scene's main camera zooms by the same factor, so scenes keep laying out in design
// coordinates while text and graphics render at the screen's real pixel density.
import Phaser from 'phaser';
import { DESIGN_HEIGHT, DESIGN_WIDTH } from '../ui/theme';

import { RENDER_SCALE } from '../ui/render-scale';

export { RENDER_SCALE };

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

/** Zoom a scene's main camera so that design coordinates fill the canvas. */
export function fitCamera(scene: Phaser.Scene): void {
  const cam = scene.cameras.main;
  cam.setZoom(RENDER_SCALE);
  cam.centerOn(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2);
}
