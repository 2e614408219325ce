// What part of the design plane the window shows, and how big a design pixel is on the screen.
//
// Every scene lays out in design coordinates. The frame 1600x900 is always fully shown, centred:
// the canvas fills the whole window (Phaser's EXPAND), so a window wider than 16:9 shows more to
// the left and right of the frame, a taller one more above and below. No black bars.
//
// A short window (a phone held sideways: 844x390 CSS px is 0.43 CSS px per design px) is
// `compact`: there, scenes use their compact layout, in which no text is under `minFont` design
// px (12 CSS px) and no tap target under `minTap` (44 CSS px). `font(n)` and `tap(n)` give a size
// that respects those floors in compact mode and is `n` otherwise.
import type Phaser from 'phaser';
import { RENDER_SCALE } from './render-scale';

export const FRAME_W = 1600;
export const FRAME_H = 900;
/** Below this many CSS px per design px (a 1280x720 window is 0.8), scenes lay out compact. */
export const COMPACT_BELOW = 0.7;
export const MIN_CSS_TEXT = 12;
export const MIN_CSS_TAP = 44;

export interface Viewport {
  /** The visible design rectangle. */
  left: number;
  top: number;
  width: number;
  height: number;
  right: number;
  bottom: number;
  cx: number;
  cy: number;
  /** CSS px per design px. */
  css: number;
  compact: boolean;
  /** The smallest font (design px) for 12 CSS px text here: 18 outside compact mode. */
  minFont: number;
  /** The smallest tap target side (design px) for 44 CSS px here: 56 outside compact mode. */
  minTap: number;
}

let game: Phaser.Game | null = null;
let forced: { width: number; height: number } | null = null;

/** Called once at boot with the game whose canvas the viewport describes. */
export function setViewportGame(g: Phaser.Game): void {
  game = g;
}

/** Unit tests (no canvas): pretend the window is this many CSS px. */
export function forceViewportForTests(size: { width: number; height: number } | null): void {
  forced = size;
}

function cssSize(): { width: number; height: number } {
  if (forced) return forced;
  if (game) {
    const d = game.scale.displaySize;
    if (d.width > 0 && d.height > 0) return { width: d.width, height: d.height };
  }
  if (typeof window !== 'undefined') return { width: window.innerWidth || FRAME_W, height: window.innerHeight || FRAME_H };
  return { width: FRAME_W, height: FRAME_H };
}

/** The viewport for a window of `width` x `height` CSS px. */
export function viewportFor(width: number, height: number): Viewport {
  const css = Math.min(width / FRAME_W, height / FRAME_H);
  const w = width / css;
  const h = height / css;
  const compact = css < COMPACT_BELOW;
  const left = FRAME_W / 2 - w / 2;
  const top = FRAME_H / 2 - h / 2;
  return {
    left,
    top,
    width: w,
    height: h,
    right: left + w,
    bottom: top + h,
    cx: FRAME_W / 2,
    cy: FRAME_H / 2,
    css,
    compact,
    minFont: compact ? Math.ceil(MIN_CSS_TEXT / css) : 18,
    minTap: compact ? Math.ceil(MIN_CSS_TAP / css) : 56,
  };
}

export function viewport(): Viewport {
  const s = cssSize();
  return viewportFor(s.width, s.height);
}

/** True where scenes should use their compact (phone) layout. */
export function isCompact(): boolean {
  return viewport().compact;
}

/** A font size in design px: `n`, raised to the 12-CSS-px floor in compact mode. */
export function fontSize(n: number): number {
  return Math.max(n, viewport().minFont);
}

/** A font size as a CSS string for Text styles: `font(24)` -> '24px' (or the compact floor). */
export function font(n: number): string {
  return `${fontSize(n)}px`;
}

/** A tap target side in design px: `n`, raised to the 44-CSS-px floor in compact mode. */
export function tap(n: number): number {
  return Math.max(n, viewport().minTap);
}

/** Canvas pixels per design pixel. */
export { RENDER_SCALE };
