// Cracks on a struck enemy: jagged lines from one point of impact, more and longer as the damage
// taken grows. The pattern is fixed by the card's code and cracks only ever grow, so a redraw
// shows the same cracks and each hit adds to them.
import type Phaser from 'phaser';
import { CARD_H, CARD_W } from './card-view';

const GOLDEN_ANGLE = 2.39996;
const STEPS = 4;

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** The crack lines for `fraction` (0-1) of the enemy's health taken, in card coordinates. */
export function crackLines(code: string, fraction: number): { x: number; y: number }[][] {
  const f = clamp(fraction, 0, 1);
  if (f === 0) return [];
  let seed = 7;
  for (let i = 0; i < code.length; i++) seed = (Math.imul(seed, 31) + code.charCodeAt(i)) >>> 0;
  const rand = (): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const cx = (rand() - 0.5) * CARD_W * 0.3;
  const cy = (rand() - 0.5) * CARD_H * 0.3;
  const count = 3 + Math.round(f * 7);
  const reach = (0.4 + 0.6 * f) * CARD_H * 0.5;
  const lines: { x: number; y: number }[][] = [];
  for (let i = 0; i < count; i++) {
    const angle = i * GOLDEN_ANGLE + rand() * 0.5;
    const length = (0.45 + 0.55 * rand()) * reach;
    const line = [{ x: cx, y: cy }];
    for (let k = 1; k <= STEPS; k++) {
      const a = angle + (rand() - 0.5) * 0.8;
      const r = (length * k) / STEPS;
      line.push({ x: clamp(cx + Math.cos(a) * r, -CARD_W / 2 + 5, CARD_W / 2 - 5), y: clamp(cy + Math.sin(a) * r, -CARD_H / 2 + 5, CARD_H / 2 - 5) });
    }
    lines.push(line);
  }
  return lines;
}

/** The cracks as a graphics object centred on the card: a dark line with a pale edge beside it. */
export function drawCracks(scene: Phaser.Scene, code: string, fraction: number): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const lines = crackLines(code, fraction);
  const stroke = (dx: number, width: number, colour: number, alpha: number) => {
    g.lineStyle(width, colour, alpha);
    for (const line of lines) {
      g.beginPath();
      line.forEach((p, i) => (i === 0 ? g.moveTo(p.x + dx, p.y + dx) : g.lineTo(p.x + dx, p.y + dx)));
      g.strokePath();
    }
  };
  stroke(1, 1.5, 0xffffff, 0.6);
  stroke(0, 3, 0x3a1e14, 0.95);
  return g;
}
