// The Play online screens' phone layout (app/scenes/online.ts, app/scenes/lobby.ts): a heading,
// a label or a hint on a panel, left-aligned, and where those panels begin and end.
import type Phaser from 'phaser';
import { CSS, FONTS } from '../../ui/theme';
import { fontSize, viewport, type Viewport } from '../../ui/viewport';

/** Compact (phone) layout helpers: a heading and a body text, on a panel, left-aligned. */
export function compactText(scene: Phaser.Scene, x: number, y: number, s: string, kind: 'heading' | 'hint' | 'label', wrap?: number): Phaser.GameObjects.Text {
  const vp = viewport();
  const style: Phaser.Types.GameObjects.Text.TextStyle =
    kind === 'heading'
      ? { fontFamily: FONTS.title, fontSize: `${fontSize(Math.round(vp.minFont * 1.35))}px`, fontStyle: '700', color: CSS.ink }
      : kind === 'label'
        ? { fontFamily: FONTS.body, fontSize: `${fontSize(26)}px`, fontStyle: '700', color: CSS.ink }
        : { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: CSS.inkSoft };
  if (wrap) style.wordWrap = { width: wrap, useAdvancedWrap: true };
  return scene.add.text(x, y, s, style).setOrigin(0, 0.5);
}

/** The top and bottom of the panels of a compact screen (below the title, above the window's bottom edge). */
export const COMPACT_TOP = 96;
export const compactBottom = (vp: Viewport): number => Math.min(vp.bottom, 900) - 16;
