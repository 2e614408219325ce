// The hot-seat hand-over: a full-screen opaque card "Pass the device to {name}". It appears at once
// (no fade-in, so no hand is ever glimpsed through it) and resolves when the named player presses
// "I am {name}: show my hand"; then it fades away. The button is named 'privacy.button'. The
// first press counts, even one made the moment the screen appears.
import type Phaser from 'phaser';
import { t } from '../services/i18n';
import { motionMs } from '../services/settings';
import { Button } from './button';
import { addBackdrop } from './dialog';
import { FocusRing, isKeyboardMode } from './focus';
import { COLORS, CSS, DEPTH, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS, MOTION, SIZES } from './theme';
import { fontSize, viewport } from './viewport';

/** Traces the suite's crown outline (a band with three points), `w` wide and `h` high, as a closed path. */
export function traceCrown(g: Phaser.GameObjects.Graphics, cx: number, cy: number, w: number, h: number): void {
  const left = cx - w / 2;
  const base = cy + h / 2;
  g.beginPath();
  g.moveTo(left, base);
  g.lineTo(left, cy - h / 4);
  g.lineTo(left + w * 0.25, cy + h * 0.05);
  g.lineTo(cx, cy - h / 2);
  g.lineTo(left + w * 0.75, cy + h * 0.05);
  g.lineTo(left + w, cy - h / 4);
  g.lineTo(left + w, base);
  g.closePath();
}

/** A small drawn crown, the suite's emblem. */
function drawCrown(g: Phaser.GameObjects.Graphics, cx: number, cy: number, w: number): void {
  const h = w * 0.62;
  const left = cx - w / 2;
  g.fillStyle(COLORS.gold, 1);
  traceCrown(g, cx, cy, w, h);
  g.fillPath();
  g.lineStyle(3, COLORS.goldDark, 1).strokePath();
  g.fillStyle(COLORS.goldLight, 1);
  for (const [x, y] of [[left, cy - h / 4], [cx, cy - h / 2], [left + w, cy - h / 4]] as const) g.fillCircle(x, y, w * 0.06);
  g.fillStyle(COLORS.goldDark, 1).fillRect(left, cy + h / 2 - h * 0.18, w, h * 0.08);
}

export function showPrivacyScreen(scene: Phaser.Scene, playerName: string, note?: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const layer = scene.add.container(0, 0).setDepth(DEPTH.privacy).setName('ui.privacy');
    const cover = addBackdrop(scene, 1, COLORS.walnutDark);
    const g = scene.add.graphics();
    g.fillStyle(COLORS.walnut, 1).fillRoundedRect(60, 50, DESIGN_WIDTH - 120, DESIGN_HEIGHT - 100, 28);
    g.lineStyle(3, COLORS.gold, 1).strokeRoundedRect(60, 50, DESIGN_WIDTH - 120, DESIGN_HEIGHT - 100, 28);
    g.lineStyle(1, COLORS.goldDark, 1).strokeRoundedRect(74, 64, DESIGN_WIDTH - 148, DESIGN_HEIGHT - 128, 20);
    drawCrown(g, DESIGN_WIDTH / 2, 250, 150);
    const cx = DESIGN_WIDTH / 2;
    const title = scene.add
      .text(cx, 400, t('ui.privacy.title', { name: playerName }), {
        fontFamily: FONTS.title,
        fontSize: '56px',
        fontStyle: 'bold',
        color: CSS.goldLight,
        align: 'center',
        wordWrap: { width: DESIGN_WIDTH - 300 },
      })
      .setOrigin(0.5);
    const hint = scene.add
      .text(cx, 490, t('ui.privacy.hint', { name: playerName }), { fontFamily: FONTS.body, fontSize: `${fontSize(SIZES.body + 4)}px`, color: CSS.parchment, align: 'center', wordWrap: { width: DESIGN_WIDTH - 300 } })
      .setOrigin(0.5);
    // A note for everyone at the table (the draw that chose who starts), above the button.
    const noteText = note
      ? scene.add
          .text(cx, 572, note, { fontFamily: FONTS.body, fontSize: `${fontSize(SIZES.body + 2)}px`, color: CSS.goldLight, align: 'center', wordWrap: { width: DESIGN_WIDTH - 300 } })
          .setOrigin(0.5)
          .setName('privacy.note')
      : null;
    const buttonY = note ? 680 : 640;
    const ring = new FocusRing(scene, { depth: DEPTH.privacy + 10 });
    let done = false;
    const press = (): void => {
      if (done) return;
      done = true;
      scene.input.off('pointerdown', onDown);
      scene.input.off('pointerup', onUp);
      ring.destroy();
      button.setEnabled(false);
      cover.disableInteractive();
      resolve();
      scene.tweens.add({ targets: layer, alpha: 0, duration: motionMs(MOTION.fade * 1.5), onComplete: () => layer.destroy() });
    };
    const button = new Button(scene, cx, buttonY, t('ui.privacy.button', { name: playerName }), press, { variant: 'primary', height: 72, fontSize: 30, name: 'privacy.button' });
    // A tap the moment the screen shows: Phaser lets a new object take input only from the scene's
    // next step, and a press that came before (a slow frame on a phone) hit nothing and was lost.
    // The screen also reads where a press and its release land: both on the button, it counts.
    const w = Math.max(button.buttonWidth, viewport().minTap) / 2;
    const h = Math.max(button.buttonHeight, viewport().minTap) / 2;
    const onButton = (p: Phaser.Input.Pointer): boolean => Math.abs(p.worldX - cx) <= w && Math.abs(p.worldY - buttonY) <= h;
    let downOnButton = false;
    const onDown = (p: Phaser.Input.Pointer): void => {
      downOnButton = onButton(p);
    };
    const onUp = (p: Phaser.Input.Pointer): void => {
      if (downOnButton && onButton(p)) press();
      downOnButton = false;
    };
    scene.input.on('pointerdown', onDown);
    scene.input.on('pointerup', onUp);
    layer.once('destroy', () => {
      scene.input.off('pointerdown', onDown);
      scene.input.off('pointerup', onUp);
    });
    ring.add(button);
    ring.focus(button, isKeyboardMode());
    layer.add([cover, g, title, hint, button]);
    if (noteText) layer.add(noteText);
  });
}
