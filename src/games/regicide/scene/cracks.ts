// Cracks on a struck enemy: jagged lines from one point of impact, more, longer and wider as the damage
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

/** Short side cracks branching off each main one halfway along, once a third of the health is gone. */
export function crackBranches(lines: { x: number; y: number }[][], fraction: number): { x: number; y: number }[][] {
  if (fraction < 0.33) return [];
  return lines.map((line, i) => {
    const from = line[2] ?? line[line.length - 1] ?? { x: 0, y: 0 };
    const to = line[3] ?? from;
    const side = i % 2 ? 1 : -1;
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const len = 0.8 + fraction;
    const end = { x: clamp(from.x + (dx - dy * side) * len, -CARD_W / 2 + 5, CARD_W / 2 - 5), y: clamp(from.y + (dy + dx * side) * len, -CARD_H / 2 + 5, CARD_H / 2 - 5) };
    return [from, end];
  });
}

/**
 * The cracks as a graphics object centred on the card: the card darkens as it is hurt, a crushed
 * spot where the blows land, jagged cracks (wide at the impact, thinner towards their ends, a
 * pale edge beside each) and, past a third of the health, side cracks off them.
 */
export function drawCracks(scene: Phaser.Scene, code: string, fraction: number): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const f = clamp(fraction, 0, 1);
  const lines = crackLines(code, f);
  const first = lines[0]?.[0];
  if (!first) return g;
  g.fillStyle(0x3a0a08, 0.1 + 0.25 * f).fillRoundedRect(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H, Math.round(CARD_W * 0.09));
  const branches = crackBranches(lines, f);
  const stroke = (paths: { x: number; y: number }[][], dx: number, width: number, colour: number, alpha: number) => {
    for (const line of paths) {
      for (let k = 1; k < line.length; k++) {
        const a = line[k - 1] as { x: number; y: number };
        const b = line[k] as { x: number; y: number };
        g.lineStyle(Math.max(0.8, width * (1 - (k - 1) / line.length)), colour, alpha);
        g.lineBetween(a.x + dx, a.y + dx, b.x + dx, b.y + dx);
      }
    }
  };
  stroke(lines, 1.2, 2, 0xffffff, 0.6);
  stroke(lines, 0, 2.6 + 2.2 * f, 0x3a1e14, 0.95);
  stroke(branches, 1, 1.2, 0xffffff, 0.5);
  stroke(branches, 0, 1.6, 0x3a1e14, 0.9);
  // The crushed spot where the blows land: a small splintered hole, its shards pale at the edge.
  const r = 3 + 6 * f;
  const shard = (k: number, scale: number): { x: number; y: number } => {
    const a = (k / 9) * Math.PI * 2;
    const rr = r * scale * (k % 2 ? 0.55 : 1);
    return { x: first.x + Math.cos(a) * rr, y: first.y + Math.sin(a) * rr };
  };
  const hole = (scale: number) => Array.from({ length: 9 }, (_, k) => shard(k, scale)) as unknown as Phaser.Math.Vector2[];
  g.fillStyle(0xffffff, 0.45).fillPoints(hole(1.35), true);
  g.fillStyle(0x3a1e14, 0.85).fillPoints(hole(1), true);
  return g;
}
