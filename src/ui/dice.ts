// A die drawn with graphics (pips on a d6, a number on other dice) and the roll animation.
// `rollDie` leaves the die on screen and resolves with it: the caller destroys it when done.
import Phaser from 'phaser';
import { playSfx } from '../services/audio';
import { motionMs, reducedMotion } from '../services/settings';
import { COLORS, CSS, FONTS, MOTION } from './theme';

export interface DieOptions {
  sides?: number;
  size?: number;
  name?: string;
}

/** Pip positions on a unit face (-1..1) for 1..6. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};

export class Die extends Phaser.GameObjects.Container {
  readonly sides: number;
  readonly size: number;
  private readonly face: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  private value = 1;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: DieOptions = {}) {
    super(scene, x, y);
    this.sides = opts.sides ?? 6;
    this.size = opts.size ?? 96;
    this.face = scene.add.graphics();
    this.label = scene.add
      .text(0, 0, '', { fontFamily: FONTS.title, fontSize: `${Math.round(this.size * 0.46)}px`, fontStyle: 'bold', color: CSS.ink })
      .setOrigin(0.5);
    this.add([this.face, this.label]);
    this.setSize(this.size, this.size);
    this.setName(opts.name ?? 'ui.die');
    scene.add.existing(this);
  }

  getValue(): number {
    return this.value;
  }

  setFace(value: number): this {
    this.value = value;
    const s = this.size;
    const r = s * 0.18;
    const g = this.face.clear();
    g.fillStyle(COLORS.dim, 0.35).fillRoundedRect(-s / 2 + 3, -s / 2 + 7, s, s, r);
    g.fillStyle(0xfbf6e9, 1).fillRoundedRect(-s / 2, -s / 2, s, s, r);
    g.fillStyle(COLORS.parchmentDark, 0.6).fillRoundedRect(-s / 2 + 4, s / 2 - s * 0.16, s - 8, s * 0.12, { tl: 0, tr: 0, bl: r - 4, br: r - 4 });
    g.lineStyle(3, COLORS.goldDark, 1).strokeRoundedRect(-s / 2, -s / 2, s, s, r);
    const pips = this.sides === 6 ? PIPS[value] : undefined;
    if (pips) {
      g.fillStyle(COLORS.ink, 1);
      for (const [px, py] of pips) g.fillCircle(px * s * 0.26, py * s * 0.26, s * 0.085);
      this.label.setText('');
    } else {
      this.label.setText(String(value));
    }
    return this;
  }
}

/**
 * Rolls a die at (x, y): it tumbles in through a few faces, spins and bounces, and lands showing
 * `value`, with the 'dice' sound. Under reduced motion it simply fades in showing the value.
 * Resolves with the die, which stays on screen until the caller destroys it.
 */
export function rollDie(scene: Phaser.Scene, x: number, y: number, value: number, opts: DieOptions = {}): Promise<Die> {
  const die = new Die(scene, x, y, opts);
  playSfx('dice');
  if (reducedMotion()) {
    die.setFace(value).setAlpha(0);
    return new Promise((resolve) => {
      scene.tweens.add({ targets: die, alpha: 1, duration: motionMs(MOTION.fade), onComplete: () => resolve(die) });
    });
  }
  let face = Phaser.Math.Between(1, die.sides);
  die.setFace(face).setPosition(x - 170, y - 150).setAngle(-200).setScale(0.7);
  const duration = motionMs(700);
  let lastSwap = 0;
  return new Promise((resolve) => {
    scene.tweens.add({ targets: die, x, angle: 0, scale: 1, duration, ease: 'Cubic.Out' });
    scene.tweens.add({
      targets: die,
      y,
      duration,
      ease: 'Bounce.Out',
      onUpdate: (tween) => {
        const elapsed = tween.progress * duration;
        if (tween.progress > 0.75) {
          if (face !== value) die.setFace((face = value));
          return;
        }
        if (elapsed - lastSwap < motionMs(80)) return;
        lastSwap = elapsed;
        const next = Phaser.Math.Between(1, die.sides - 1);
        face = next >= face ? next + 1 : next;
        die.setFace(face);
      },
      onComplete: () => {
        die.setFace(value);
        scene.tweens.add({
          targets: die,
          scale: { from: 1.12, to: 1 },
          duration: motionMs(MOTION.land),
          ease: 'Back.Out',
          onComplete: () => resolve(die),
        });
      },
    });
  });
}
