// The shell's frame: a dark walnut table with grain and a soft vignette, drawn once into a
// texture and reused by every shell scene.
import type Phaser from 'phaser';
import { COLORS, DESIGN_HEIGHT, DESIGN_WIDTH } from '../ui/theme';
import { RENDER_SCALE } from './hidpi';

export const WALNUT_TEXTURE = 'fc-walnut';

/** Make the walnut texture (called by the preloader; a no-op when it exists). */
export function makeWalnutTexture(scene: Phaser.Scene): void {
  if (scene.textures.exists(WALNUT_TEXTURE)) return;
  const w = Math.round(DESIGN_WIDTH * RENDER_SCALE);
  const h = Math.round(DESIGN_HEIGHT * RENDER_SCALE);
  const tex = scene.textures.createCanvas(WALNUT_TEXTURE, w, h);
  if (!tex) return;
  const ctx = tex.getContext();
  ctx.fillStyle = '#2b1d14';
  ctx.fillRect(0, 0, w, h);
  // Grain: long wavy strokes in slightly lighter and darker browns, from a fixed pattern.
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < 140; i++) {
    const y0 = rand() * h;
    const amp = 4 + rand() * 18;
    const freq = 0.002 + rand() * 0.004;
    const phase = rand() * Math.PI * 2;
    ctx.strokeStyle = rand() < 0.5 ? 'rgba(74,51,36,0.35)' : 'rgba(20,12,8,0.35)';
    ctx.lineWidth = (0.6 + rand() * 2.2) * RENDER_SCALE;
    ctx.beginPath();
    for (let x = 0; x <= w; x += 16) {
      const y = y0 + Math.sin(x * freq + phase) * amp * RENDER_SCALE;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  const grad = ctx.createRadialGradient(w / 2, h / 2, h * 0.25, w / 2, h / 2, w * 0.65);
  grad.addColorStop(0, 'rgba(0,0,0,0)');
  grad.addColorStop(1, 'rgba(0,0,0,0.55)');
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, w, h);
  tex.refresh();
}

export function drawBackdrop(scene: Phaser.Scene): Phaser.GameObjects.GameObject {
  if (scene.textures.exists(WALNUT_TEXTURE)) {
    return scene.add.image(0, 0, WALNUT_TEXTURE).setOrigin(0, 0).setScale(1 / RENDER_SCALE).setDepth(-100);
  }
  return scene.add.rectangle(0, 0, DESIGN_WIDTH, DESIGN_HEIGHT, COLORS.walnut).setOrigin(0, 0).setDepth(-100);
}
