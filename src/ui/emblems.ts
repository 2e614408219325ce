// Emblems for the menu, drawn with Phaser graphics. Each is centred on (0, 0) in a square of `size`.
import Phaser from 'phaser';
import type { EmblemDrawer } from '../services/catalog';

const RED = 0xb3362c;
const GREEN = 0x3f7d3a;
const BLUE = 0x2f5d9e;
const GOLD = 0xd4a94a;
const STONE = 0x8d877c;
const INK = 0x2a2118;

/** Castle Panic: a castle on a ring cut in six coloured arcs. */
export const castlePanicEmblem: EmblemDrawer = (scene, size) => {
  const g = scene.add.graphics();
  const r = size / 2;
  const colours = [RED, RED, GREEN, GREEN, BLUE, BLUE];
  for (let i = 0; i < 6; i++) {
    const a0 = -Math.PI / 2 + (i * Math.PI) / 3;
    g.fillStyle(colours[i] ?? RED, 1);
    g.slice(0, 0, r, a0, a0 + Math.PI / 3, false);
    g.fillPath();
  }
  g.fillStyle(0x1f3b1c, 1).fillCircle(0, 0, r * 0.62);
  g.lineStyle(3, INK, 0.7).strokeCircle(0, 0, r);
  const w = r * 0.5;
  g.fillStyle(STONE, 1).fillRect(-w, -w * 0.35, w * 2, w * 1.05);
  for (const x of [-w, -w / 2.6, w / 2.6 - w * 0.26, w - w * 0.36]) g.fillRect(x, -w * 0.62, w * 0.36, w * 0.3);
  g.fillStyle(INK, 1).fillRoundedRect(-w * 0.22, w * 0.2, w * 0.44, w * 0.5, { tl: w * 0.22, tr: w * 0.22, bl: 0, br: 0 });
  return [g];
};

/** Le Roi du Ring: a ring from above with four coloured corners and the champion's square. */
export const roiDuRingEmblem: EmblemDrawer = (scene, size) => {
  const g = scene.add.graphics();
  const h = size * 0.42;
  g.fillStyle(0xefe9dc, 1).fillRect(-h, -h, h * 2, h * 2);
  const cell = (h * 2) / 5;
  g.lineStyle(1, 0xb9ad98, 1);
  for (let i = 1; i < 5; i++) {
    g.lineBetween(-h + i * cell, -h, -h + i * cell, h);
    g.lineBetween(-h, -h + i * cell, h, -h + i * cell);
  }
  g.fillStyle(GOLD, 0.8).fillRect(-cell / 2, -cell / 2, cell, cell);
  const corners: [number, number, number][] = [[-h, -h, RED], [h, -h, BLUE], [h, h, GREEN], [-h, h, 0xe0b52c]];
  for (const [x, y, c] of corners) g.fillStyle(c, 1).fillCircle(x, y, size * 0.06);
  g.lineStyle(3, 0xc23a30, 1).strokeRect(-h - 6, -h - 6, h * 2 + 12, h * 2 + 12);
  g.lineStyle(2, 0xf4f4f4, 1).strokeRect(-h - 11, -h - 11, h * 2 + 22, h * 2 + 22);
  return [g];
};

// Regality vs Religion's emblem is drawn by its game (src/games/regality/emblem.ts), by the table's rule.

/** Regicide: a king's card with a crown, a sword across it. */
export const regicideEmblem: EmblemDrawer = (scene, size) => {
  const g = scene.add.graphics();
  const w = size * 0.5;
  const h = size * 0.72;
  g.fillStyle(0x000000, 0.3).fillRoundedRect(-w / 2 + 4, -h / 2 + 5, w, h, 10);
  g.fillStyle(0xf6f0e0, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 10);
  g.lineStyle(3, GOLD, 1).strokeRoundedRect(-w / 2 + 5, -h / 2 + 5, w - 10, h - 10, 7);
  const c = w * 0.34;
  g.fillStyle(GOLD, 1);
  g.fillPoints([
    { x: -c, y: c * 0.5 }, { x: -c, y: -c * 0.5 }, { x: -c / 2, y: 0 }, { x: 0, y: -c * 0.8 },
    { x: c / 2, y: 0 }, { x: c, y: -c * 0.5 }, { x: c, y: c * 0.5 },
  ].map((p) => new Phaser.Math.Vector2(p.x, p.y)), true);
  g.fillStyle(RED, 1).fillCircle(0, -c * 0.05, c * 0.14);
  g.lineStyle(5, 0x9aa3ad, 1).lineBetween(-w * 0.7, h * 0.42, w * 0.7, -h * 0.42);
  g.lineStyle(7, 0x6b4a2b, 1).lineBetween(-w * 0.7, h * 0.42, -w * 0.5, h * 0.29);
  return [g];
};
