// Pointer hit areas for the widgets: a w x h rectangle centred on a sized container or zone.
import Phaser from 'phaser';

const inRect = (r: Phaser.Geom.Rectangle, x: number, y: number): boolean => r.contains(x, y);

/** Input config for a centred `width` x `height` rectangle (the object must be that size). */
export function rectInput(width: number, height: number, useHandCursor = true): Phaser.Types.Input.InputConfiguration {
  return { hitArea: new Phaser.Geom.Rectangle(0, 0, width, height), hitAreaCallback: inRect, useHandCursor };
}
