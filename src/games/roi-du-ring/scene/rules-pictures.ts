// The rules screen's picture of the ring (issue 30 item 7): the table's own ring drawn small, a
// fighter with the lines its cards reach (straight for ♣ ♦, diagonal for ♠ ♥), the Champion's
// square, the ropes and a start corner named, and a legend of the two lines under it. Drawn into
// the host's scene (GameSceneApi.drawRulesPicture); nothing in it is named.
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { addedBy, drawArrow, labelPlate, unname } from '../../../ui/rules-art';
import { fontSize } from '../../../ui/viewport';
import { drawBoxer, drawRing, postColours } from './ring-view';
import { APRON, CELL, CROWD, RING, RING_HALF, squareXY } from './layout';

const STRAIGHT = 0xd9a72c;
const DIAGONAL = 0x2f6fbf;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  if (id !== 'ring') return [];
  const legendH = fontSize(20) * 2 + 24;
  const outer = (RING_HALF + APRON + CROWD) * 2;
  const k = Math.min(w, h - legendH) / outer;
  const top = -(outer * k + legendH) / 2;
  const cy = top + (outer * k) / 2; // the ring's centre in the picture
  // the table's ring, and a fighter on the square left of and below the centre
  const ring = addedBy(scene, () => drawRing(scene, postColours(2)));
  const at = squareXY(1, 3);
  const boxer = drawBoxer(scene, 0).setPosition(at.x, at.y);
  const drawn = scene.add.container(-RING.x * k, cy - RING.y * k).setScale(k);
  drawn.add([...ring, boxer]);
  const out: Phaser.GameObjects.GameObject[] = [drawn];
  // where its cards reach: the squares next to it, straight and diagonal
  const toPicture = (x: number, y: number): { x: number; y: number } => {
    const p = squareXY(x, y);
    return { x: (p.x - RING.x) * k, y: cy + (p.y - RING.y) * k };
  };
  const from = toPicture(1, 3);
  const g = scene.add.graphics();
  const reach = CELL * k * 0.72;
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    drawArrow(g, from.x + dx * CELL * k * 0.3, from.y + dy * CELL * k * 0.3, from.x + dx * reach, from.y + dy * reach, STRAIGHT);
  }
  for (const [dx, dy] of [
    [1, -1],
    [1, 1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    drawArrow(g, from.x + dx * CELL * k * 0.3, from.y + dy * CELL * k * 0.3, from.x + dx * reach, from.y + dy * reach, DIAGONAL);
  }
  out.push(g);
  // the squares named
  const champion = toPicture(2, 2);
  out.push(...labelPlate(scene, champion.x, champion.y - CELL * k * 0.62, t('roi.rulesPicture.champion').toUpperCase(), 0x1c120c, '#f0cf7a', 16));
  const rope = toPicture(3, 0);
  out.push(...labelPlate(scene, rope.x, rope.y - CELL * k * 0.62, t('roi.rulesPicture.ropes').toUpperCase(), 0xf2eee3, '#7a1f1a', 16));
  const corner = toPicture(4, 0);
  out.push(...labelPlate(scene, corner.x, corner.y, t('roi.rulesPicture.start').toUpperCase(), 0x1c120c, '#ffffff', 16));
  // the legend: a line of each colour and what it means
  const ly = top + outer * k + 14;
  const legend = scene.add.graphics();
  const style = { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: '#2b1d14' };
  [
    [STRAIGHT, t('roi.rulesPicture.straight')],
    [DIAGONAL, t('roi.rulesPicture.diagonal')],
  ].forEach(([colour, text], i) => {
    const y = ly + i * (fontSize(20) + 10) + fontSize(20) / 2;
    legend.lineStyle(8, 0x1c120c, 1).lineBetween(-w / 2 + 10, y, -w / 2 + 60, y);
    legend.lineStyle(5, colour as number, 1).lineBetween(-w / 2 + 10, y, -w / 2 + 60, y);
    out.push(scene.add.text(-w / 2 + 74, y, text as string, style).setOrigin(0, 0.5));
  });
  out.push(legend);
  for (const o of out) unname(o);
  return out;
}
