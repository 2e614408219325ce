// Castle Panic's board effects that stand apart from a move's pieces: a wall or tower crumbling
// into falling stones, and the game's end written large across the darkened (or gilded) board.
// The animator (animator.ts) plays them in a move's order.
import type Phaser from 'phaser';
import { tweenAsync, waitAsync } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { playSfx } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import { BOARD } from './layout';
import type { Pos } from './stage';

/** A wall or tower crumbles: it shakes, breaks into stones that fall away, and its ruin stays. */
export async function crumble(scene: Phaser.Scene, fx: Phaser.GameObjects.Container, obj: Phaser.GameObjects.Container | undefined, at: Pos): Promise<void> {
  if (!obj) return;
  await tweenAsync(scene, { targets: obj, x: obj.x + 4, duration: motionMs(45), yoyo: true, repeat: 2 });
  const bits: Phaser.GameObjects.Rectangle[] = [];
  for (let i = 0; i < 9; i++) {
    const bit = scene.add.rectangle(at.x + ((i % 3) - 1) * 12, at.y + (Math.floor(i / 3) - 1) * 10, 10, 9, 0xa8a196).setStrokeStyle(1, 0x2d2a26);
    fx.add(bit);
    bits.push(bit);
  }
  obj.setAlpha(0.25);
  await Promise.all(
    bits.map((bit, i) =>
      tweenAsync(scene, {
        targets: bit,
        x: bit.x + ((i % 3) - 1) * 26,
        y: bit.y + 30 + (i % 4) * 8,
        angle: (i % 2 ? 1 : -1) * (40 + i * 9),
        alpha: 0,
        duration: motionMs(480),
        ease: 'Quad.In',
      }),
    ),
  );
  for (const b of bits) b.destroy();
}

/**
 * The end as a moment of its own, before the result's dialog (issue 30 item 13): the last tower
 * down, the board shakes and darkens and the castle's fate is written large across it (the
 * castle holding, the board lit gold instead), held a moment; the redraw then clears it.
 */
export async function finale(scene: Phaser.Scene, fx: Phaser.GameObjects.Container, won: boolean, text: string): Promise<void> {
  const veil = scene.add.graphics().setName('cp.finale.veil');
  veil.fillStyle(won ? 0xfff1a8 : 0x120806, won ? 0.28 : 0.62).fillCircle(BOARD.x, BOARD.y, BOARD.r + 8);
  const c = scene.add.container(BOARD.x, BOARD.y).setName('cp.finale');
  const label = scene.add
    .text(0, 0, text, { fontFamily: FONTS.title, fontSize: `${fontSize(46)}px`, fontStyle: '700', color: won ? '#2a1a10' : '#f7ecd0', align: 'center', wordWrap: { width: BOARD.r * 1.6 } })
    .setOrigin(0.5)
    .setName('cp.finale.text');
  const w = label.width + 80;
  const h = label.height + 44;
  const bg = scene.add.graphics();
  bg.fillStyle(0x000000, 0.45).fillRoundedRect(-w / 2 + 6, -h / 2 + 8, w, h, 18);
  bg.fillStyle(won ? 0xf7ecd0 : 0x5a1410, 0.97).fillRoundedRect(-w / 2, -h / 2, w, h, 18);
  bg.lineStyle(4, won ? 0x9a7428 : 0xf0cf7a, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 18);
  c.add([bg, label]);
  fx.add([veil, c]);
  playSfx(won ? 'flip' : 'rumble');
  if (reducedMotion()) {
    await waitAsync(scene, motionMs(1200));
    return;
  }
  if (!won) scene.cameras.main.shake(motionMs(520), 0.006);
  await Promise.all([
    tweenAsync(scene, { targets: veil, alpha: { from: 0, to: 1 }, duration: motionMs(520), ease: 'Sine.Out' }),
    tweenAsync(scene, { targets: c, alpha: { from: 0, to: 1 }, scale: { from: 0.6, to: 1 }, duration: motionMs(460), ease: 'Back.Out' }),
  ]);
  await waitAsync(scene, motionMs(1500));
}
