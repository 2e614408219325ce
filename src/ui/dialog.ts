// A modal question over a dimmed backdrop. Resolves with the chosen button's value; Escape picks
// the last button (put "Cancel" last). The buttons are named 'dialog.button.0', '.1', ...
import type Phaser from 'phaser';
import { motionMs, reducedMotion } from '../services/settings';
import { Button, type ButtonVariant } from './button';
import { FocusRing, isKeyboardMode } from './focus';
import { Panel } from './panel';
import { CSS, DEPTH, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS, MOTION, SIZES } from './theme';
import { fontSize, viewport } from './viewport';

export interface DialogButton<T> {
  label: string;
  value: T;
  variant?: ButtonVariant;
}

export interface DialogOptions<T> {
  title: string;
  body: string;
  buttons: readonly DialogButton<T>[];
  width?: number;
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
    const height = Math.max(300, Math.ceil(body.height) + 250);
    const panel = new Panel(scene, DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, width, height, { title: opts.title, name: 'ui.dialog.panel' });
    body.setY(panel.contentTop + 8);
    panel.add(body);
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
