// A modal question over a dimmed backdrop. Resolves with the chosen button's value; Escape picks
// the last button (put "Cancel" last). The buttons are named 'dialog.button.0', '.1', ...
import type Phaser from 'phaser';
import { motionMs, reducedMotion } from '../services/settings';
import { Button, type ButtonVariant } from './button';
import { FocusRing, isKeyboardMode } from './focus';
import { Panel } from './panel';
import { COLORS, CSS, DEPTH, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS, MOTION, SIZES } from './theme';
import { fontSize, viewport } from './viewport';

export interface DialogButton<T> {
  label: string;
  value: T;
  variant?: ButtonVariant;
}

/** A small table under a dialog's text (an end screen's score per player): a head row and rows of cells. */
export interface DialogTable {
  head: string[];
  rows: string[][];
}

export interface DialogOptions<T> {
  title: string;
  body: string;
  buttons: readonly DialogButton<T>[];
  width?: number;
  /** Drawn under the body, centred, one column per head cell; cells are named 'dialog.table.<row>.<col>' (row 0 the head). */
  table?: DialogTable | null;
  /** Given, once the dialog is up, a function that closes it from outside as its last button would (Escape's choice). */
  closer?: (close: () => void) => void;
}

/** Lays out `table` centred at x 0 from y 0 down; returns its objects and height. */
function drawTable(scene: Phaser.Scene, table: DialogTable, maxWidth: number): { objects: (Phaser.GameObjects.Text | Phaser.GameObjects.Graphics)[]; height: number } {
  const size = fontSize(SIZES.body);
  const rows = [table.head, ...table.rows];
  const cells = rows.map((row, r) =>
    row.map((text, c) =>
      scene.add
        .text(0, 0, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: r === 0 ? '700' : '400', color: r === 0 ? CSS.inkSoft : CSS.ink })
        .setOrigin(c === 0 ? 0 : 0.5, 0)
        .setName(`dialog.table.${r}.${c}`),
    ),
  );
  const cols = table.head.length;
  const widths = Array.from({ length: cols }, (_, c) => Math.max(...cells.map((row) => row[c]?.width ?? 0)) + 48);
  const natural = widths.reduce((a, b) => a + b, 0);
  const total = Math.min(maxWidth, natural);
  const k = total / natural;
  const lineH = Math.round(size * 1.5);
  const g = scene.add.graphics();
  g.lineStyle(2, COLORS.goldDark, 0.6).lineBetween(-total / 2, lineH - 2, total / 2, lineH - 2);
  let x = -total / 2;
  widths.forEach((w, c) => {
    const cw = w * k;
    cells.forEach((row, r) => row[c]?.setPosition(c === 0 ? x + 12 : x + cw / 2, r * lineH + (r > 0 ? 6 : 0)));
    x += cw;
  });
  return { objects: [g, ...cells.flat()], height: rows.length * lineH + 6 };
}

/** A full-screen dark layer that swallows pointer input beneath an overlay. */
export function addBackdrop(scene: Phaser.Scene, alpha: number, color = 0x000000): Phaser.GameObjects.Rectangle {
  const r = scene.add.rectangle(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, DESIGN_WIDTH * 3, DESIGN_HEIGHT * 3, color, alpha);
  r.setInteractive();
  return r;
}

export function showDialog<T>(scene: Phaser.Scene, opts: DialogOptions<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    // On a phone the dialog is wider (the type is larger) and its buttons share the width.
    const vp = viewport();
    const width = vp.compact ? Math.min(vp.width - 40, Math.max(1100, (opts.width ?? 760) * 1.3)) : (opts.width ?? 760);
    const layer = scene.add.container(0, 0).setDepth(DEPTH.dialog).setName('ui.dialog');
    const backdrop = addBackdrop(scene, 0.6);
    const body = scene.add
      .text(0, 0, opts.body, { fontFamily: FONTS.body, fontSize: `${fontSize(SIZES.body)}px`, color: CSS.ink, align: 'center', wordWrap: { width: width - 96 } })
      .setOrigin(0.5, 0);
    body.setName('dialog.body');
    const table = opts.table && opts.table.rows.length > 0 ? drawTable(scene, opts.table, width - 96) : null;
    const tableGap = 28;
    const height = Math.max(300, Math.ceil(body.height) + (table ? table.height + tableGap : 0) + 250);
    const panel = new Panel(scene, DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, width, height, { title: opts.title, name: 'ui.dialog.panel' });
    body.setY(panel.contentTop + 8);
    panel.add(body);
    if (table) {
      const top = body.y + Math.ceil(body.height) + tableGap;
      for (const o of table.objects) panel.add(o.setY(o.y + top));
    }
    const ring = new FocusRing(scene, { depth: DEPTH.dialog + 10 });
    let done = false;
    const close = (value: T): void => {
      if (done) return;
      done = true;
      ring.destroy();
      // Stop blocking at once: the table is live again while the dialog fades.
      backdrop.disableInteractive();
      buttons.forEach((b) => b.setEnabled(false).setAlpha(1));
      resolve(value);
      scene.tweens.add({ targets: layer, alpha: 0, duration: motionMs(MOTION.fade), onComplete: () => layer.destroy() });
    };
    const gap = 24;
    const bw = Math.min(vp.compact ? 420 : 260, (width - 80 - gap * (opts.buttons.length - 1)) / Math.max(1, opts.buttons.length));
    const total = opts.buttons.length * bw + (opts.buttons.length - 1) * gap;
    const buttons = opts.buttons.map((b, i) => {
      const x = -total / 2 + bw / 2 + i * (bw + gap);
      const button = new Button(scene, x, height / 2 - (vp.compact ? 70 : 64), b.label, () => close(b.value), {
        width: bw,
        variant: b.variant ?? (i === 0 ? 'primary' : 'secondary'),
        name: `dialog.button.${i}`,
      });
      panel.add(button);
      return ring.add(button);
    });
    const last = opts.buttons[opts.buttons.length - 1];
    ring.onBack = last ? () => close(last.value) : undefined;
    if (last) opts.closer?.(() => close(last.value));
    if (buttons[0]) ring.focus(buttons[0], isKeyboardMode());
    layer.add([backdrop, panel]);
    layer.setAlpha(0);
    scene.tweens.add({ targets: layer, alpha: 1, duration: motionMs(MOTION.fade) });
    if (!reducedMotion()) {
      panel.setScale(0.94);
      scene.tweens.add({ targets: panel, scale: 1, duration: motionMs(MOTION.land), ease: 'Back.Out' });
    }
  });
}
