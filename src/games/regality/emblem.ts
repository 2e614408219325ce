// The main menu's emblem of Regality vs Religion (the menu draws each game's own, src/games/index.ts).
import Phaser from 'phaser';
import type { EmblemDrawer } from '../../services/catalog';
import { regalityEmblemTiles } from './emblem-tiles';

const GOLD = 0xd4a94a;

/**
 * Regality vs Religion: the 3x3 kingdom and three tiles drawn by the table's rule (newcomer s37:
 * the old picture's tiles pointed the wrong way): each body in its own side's colour, its rim in
 * the colour of the side it serves, its point away from that side (Regality below, pointing up);
 * the middle one a blue tile turned to Regality.
 */
export const regalityEmblem: EmblemDrawer = (scene, size) => {
  const g = scene.add.graphics();
  const { cell, tiles } = regalityEmblemTiles(size);
  const o = -cell * 1.5;
  g.fillStyle(0xe8d9b0, 1).fillRect(o - 6, o - 6, cell * 3 + 12, cell * 3 + 12);
  g.lineStyle(2, 0x8a6d3b, 1);
  for (let i = 0; i <= 3; i++) {
    g.lineBetween(o + i * cell, o, o + i * cell, o + cell * 3);
    g.lineBetween(o, o + i * cell, o + cell * 3, o + i * cell);
  }
  const v = (p: { x: number; y: number }): Phaser.Math.Vector2 => new Phaser.Math.Vector2(p.x, p.y);
  for (const tile of tiles) {
    const { centre: c } = tile;
    const grown = tile.points.map((p) => v({ x: c.x + (p.x - c.x) * 1.22, y: c.y + (p.y - c.y) * 1.22 }));
    g.fillStyle(tile.rim, 1).fillPoints(grown, true);
    g.fillStyle(tile.body, 1).fillPoints(tile.points.map(v), true);
    g.lineStyle(1.5, GOLD, 1).strokePoints(tile.points.map(v), true);
    // a gold chevron just inside the point
    const d = Math.sign(tile.tip.y - c.y);
    const w = cell * 0.2;
    g.lineStyle(Math.max(2, cell * 0.06), 0xf0cf7a, 1);
    g.lineBetween(c.x - w, tile.tip.y - d * cell * 0.22, c.x, tile.tip.y - d * cell * 0.1);
    g.lineBetween(c.x, tile.tip.y - d * cell * 0.1, c.x + w, tile.tip.y - d * cell * 0.22);
  }
  return [g];
};
