// Short messages in a banner near the top centre: fades in, stays 2.5 s or more by its length, fades out. A new
// toast replaces the one showing. Every toast (and every log line) also goes to the announcer,
// which the app points at an ARIA live region for screen readers.
import type Phaser from 'phaser';
import { motionMs, reducedMotion } from '../services/settings';
import { COLORS, CSS, DEPTH, DESIGN_WIDTH, FONTS, MOTION, SIZES } from './theme';
import { fontSize, viewport } from './viewport';

export type ToastKind = 'error' | 'info';

let announcer: ((text: string) => void) | undefined;

/** Where toasts and log lines are mirrored for assistive technology. */
export function setAnnouncer(fn: ((text: string) => void) | undefined): void {
  announcer = fn;
}

/** Passes text to the announcer, if one is set. */
export function announce(text: string): void {
  announcer?.(text);
}

const showing = new WeakMap<Phaser.Scene, Phaser.GameObjects.Container>();
/** Registry key: the top edge a toast keeps below (an in-game bar drawn over the table's scene). */
export const TOAST_TOP = 'ui.toastTop';
/** Registry key: the band `{ x, w, top? }` (centre, widest, the top edge to keep below) a toast keeps within: a table whose names and hp sit near the top keeps them clear. */
export const TOAST_BAND = 'ui.toastBand';
const STAY_MS = 2500;
/**
 * How long a toast stays up, fully shown: 2.5 s at least, more for longer words (a second to see
 * it, then 60 ms a letter, some 17 letters a second, a newcomer's reading: newcomer s37, "the
 * phone's combo refusal toast is gone" before "A combo of equal ranks totals at most 10: these
 * make 12." was read). Not under the animation speed: reading does not get faster.
 */
export function toastStayMs(message: string): number {
  return Math.max(STAY_MS, 1000 + 60 * message.length);
}

/** Shows a toast named 'ui.toast' and returns it (it destroys itself). */
export function showToast(scene: Phaser.Scene, message: string, kind: ToastKind = 'info'): Phaser.GameObjects.Container {
  hideToast(scene); // one toast at a time: a new one replaces the last
  const toast = buildToast(scene, message, kind);
  showing.set(scene, toast);
  announce(message);
  const fade = motionMs(MOTION.fade);
  const slide = reducedMotion() ? 0 : 14;
  const y = toast.y;
  toast.setAlpha(0).setY(y - slide);
  scene.tweens.chain({
    targets: toast,
    tweens: [
      { alpha: 1, y, duration: fade, ease: 'Cubic.Out' },
      { alpha: 0, y: y - slide, duration: fade * 1.5, delay: toastStayMs(message), ease: 'Cubic.In' },
    ],
    onComplete: () => toast.destroy(),
  });
  return toast;
}

/** Put away the toast shown, if any (a screen opened over the table, e.g. the rules, whose heading it would cover). */
export function hideToast(scene: Phaser.Scene): void {
  const old = showing.get(scene);
  if (old?.active) {
    scene.tweens.killTweensOf(old);
    old.destroy();
  }
  showing.delete(scene);
}

function buildToast(scene: Phaser.Scene, message: string, kind: ToastKind): Phaser.GameObjects.Container {
  const error = kind === 'error';
  // On a phone: larger type, a wider banner, and below the in-game turn line rather than over it.
  const compact = viewport().compact;
  const band = scene.registry.get(TOAST_BAND) as { x: number; w: number; top?: number } | undefined;
  const text = scene.add.text(0, 0, message, {
    fontFamily: FONTS.body,
    fontSize: `${fontSize(SIZES.body)}px`,
    color: CSS.ink,
    wordWrap: { width: band ? Math.min(compact ? 1200 : 760, band.w - 140) : compact ? 1200 : 760 },
    align: 'center',
  });
  text.setOrigin(0, 0.5);
  const icon = 44;
  const w = Math.min(band ? band.w : compact ? 1400 : 900, Math.ceil(text.width) + icon + 72);
  const h = Math.max(SIZES.touch + 8, Math.ceil(text.height) + 28);
  text.setPosition(-w / 2 + icon + 44, 0);
  const g = scene.add.graphics();
  g.fillStyle(COLORS.dim, 0.3).fillRoundedRect(-w / 2 + 2, -h / 2 + 6, w, h, SIZES.radius);
  g.fillStyle(COLORS.parchment, 1).fillRoundedRect(-w / 2, -h / 2, w, h, SIZES.radius);
  g.lineStyle(3, error ? COLORS.danger : COLORS.gold, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, SIZES.radius);
  g.fillStyle(error ? COLORS.danger : COLORS.gold, 1).fillRoundedRect(-w / 2, -h / 2, 14, h, { tl: SIZES.radius, bl: SIZES.radius, tr: 0, br: 0 });
  const cx = -w / 2 + 14 + 12 + icon / 2;
  g.fillStyle(error ? COLORS.danger : COLORS.goldDark, 1).fillCircle(cx, 0, icon / 2);
  const mark = scene.add
    .text(cx, 0, error ? '!' : 'i', { fontFamily: FONTS.body, fontSize: '30px', fontStyle: 'bold', color: CSS.parchment })
    .setOrigin(0.5);
  // The message before the icon, so a test hook reading the first Text gets the message.
  // Below a bar drawn over the scene (the in-game bar sets TOAST_TOP), else near the top.
  const barTop = scene.registry.get(TOAST_TOP) as unknown;
  const top = Math.max(compact ? 84 : 24, typeof barTop === 'number' ? barTop : 0, band?.top ?? 0);
  const toast = scene.add.container(band ? band.x : DESIGN_WIDTH / 2, top + h / 2, [g, text, mark]);
  // Over a dialog too: a toast often answers a dialog's button (a result copied from the end).
  toast.setDepth(DEPTH.dialog + 20).setName('ui.toast');
  toast.setData('kind', kind).setData('message', message);
  toast.setSize(w, h);
  return toast;
}
