// The rules screen's picture of the board (issue 30 item 7): the table's own board, walls and
// towers, drawn small, with each ring and arc named in type a newcomer can read (a phone's too), an
// orc in the forest with its hit points, and an arrow of the monsters' march to the castle. Drawn into the host's scene
// (GameSceneApi.drawRulesPicture); nothing in it is named, so the table's names stay unique.
import Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { drawArrow, labelPlate, unname } from '../../../ui/rules-art';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { arcColour, drawBoard, drawTower, drawWall } from './board-view';
import { arcMid, BOARD, polar, RING_MID, TOKEN } from './layout';
import { MonsterToken } from './token-view';
import type { Monster } from '../rules/types';

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  if (id !== 'board') return [];
  const legendH = fontSize(20) + 16;
  const size = (BOARD.r + 24) * 2;
  const k = Math.min(w, h - legendH) / size;
  const cy = -legendH / 2; // the board's centre in the picture, the legend under it
  // the board as the table draws it, its own labels and arc numbers left out for larger ones
  const board = drawBoard(scene).filter((o) => {
    if (o.name.startsWith('cp.ringName.') || o.name.startsWith('cp.arcNumber.') || o instanceof Phaser.GameObjects.Graphics) {
      o.destroy();
      return false;
    }
    return true;
  });
  const parts: Phaser.GameObjects.GameObject[] = [...board];
  for (let arc = 1; arc <= 6; arc++) parts.push(drawWall(scene, arc, true), drawTower(scene, arc, true));
  // an orc in the forest of arc 3, its 2 hit points on the corner toward the castle
  const at = polar(arcMid(3), RING_MID.forest + 4);
  const orc: Monster = { id: -1, kind: 'orc', hp: 2, maxHp: 2, arc: 3, ring: 'forest', tarred: false };
  parts.push(new MonsterToken(scene, at.x, at.y, orc).setScale(1.7));
  const drawn = scene.add.container(-BOARD.x * k, cy - BOARD.y * k).setScale(k);
  drawn.add(parts);
  const out: Phaser.GameObjects.GameObject[] = [drawn];
  const onBoard = (angle: number, r: number): { x: number; y: number } => ({ x: Math.cos(angle) * r * k, y: cy + Math.sin(angle) * r * k });
  // the arc numbers at the forest's edge, each in its colour, in type a phone reads
  const g = scene.add.graphics();
  out.push(g);
  const disc = Math.max(14, fontSize(17) * 0.75);
  for (let arc = 1; arc <= 6; arc++) {
    // in the middle of its arc (the table sets it aside for the monsters that come out there)
    const p = onBoard(arcMid(arc) + (arc === 3 ? 0.45 : 0), BOARD.r - 18);
    g.fillStyle(arcColour(arc), 1).fillCircle(p.x, p.y, disc);
    g.lineStyle(2, 0xf1e4c3, 1).strokeCircle(p.x, p.y, disc);
    out.push(scene.add.text(p.x, p.y, String(arc), { fontFamily: FONTS.title, fontSize: `${fontSize(17)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5));
  }
  // the march: from the orc toward the castle, along arc 3's middle
  const from = onBoard(arcMid(3), RING_MID.forest - TOKEN * 0.75);
  const to = onBoard(arcMid(3), RING_MID.swordsman - 6);
  drawArrow(g, from.x, from.y, to.x, to.y, 0xf0cf7a, 5, 16);
  // the rings named up the board's top, between arcs 6 and 1, each in its own band (the castle, its
// towers drawn, is named by the words beside the picture: a label there would hide two towers)
  const rings = [
    ['forest', 0x163019, '#e6f0dc'],
    ['archer', 0xe9d6c4, '#4a3324'],
    ['knight', 0xdcccb4, '#4a3324'],
    ['swordsman', 0xcfbfa6, '#4a3324'],
  ] as const;
  for (const [ring, fill, colour] of rings) out.push(...labelPlate(scene, 0, cy - RING_MID[ring] * k, t(`cp.ring.${ring}`).toUpperCase(), fill, colour, 15));
  // the legend: the arrow and what it means
  const ly = cy + (size * k) / 2 + legendH / 2 + 2;
  const legend = scene.add.graphics();
  drawArrow(legend, -w / 2 + 12, ly, -w / 2 + 62, ly, 0xf0cf7a, 5, 14);
  out.push(legend, scene.add.text(-w / 2 + 76, ly, t('cp.rulesPicture.march'), { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: '#2b1d14' }).setOrigin(0, 0.5));
  for (const o of out) unname(o);
  return out;
}
