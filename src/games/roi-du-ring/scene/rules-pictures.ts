// The rules screen's picture of the ring (issue 30 item 7): the table's own ring drawn small, a
// fighter with the lines its cards reach (straight for ♣ ♦, diagonal for ♠ ♥), the Champion's
// square, the ropes and the start corners named, and a legend of the two lines (with their suits
// in their colours) and of what black and red cards do under it. Drawn into
// the host's scene (GameSceneApi.drawRulesPicture); nothing in it is named.
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { addedBy, drawArrow, labelPlate, unname } from '../../../ui/rules-art';
import { fontSize } from '../../../ui/viewport';
import { drawBoxer, drawRing, postColours } from './ring-view';
import { startSquares } from '../rules';
import { APRON, CELL, CROWD, RING, RING_HALF, squareXY } from './layout';

const STRAIGHT = 0xd9a72c;
const DIAGONAL = 0x2f6fbf;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  if (id !== 'ring') return [];
  const legendH = (fontSize(20) + 10) * 3 + 14;
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
  // where two fighters start (the table's first two seats)
  for (const sq of startSquares(2)) {
    const p = toPicture(sq.x, sq.y);
    out.push(...labelPlate(scene, p.x, p.y, t('roi.rulesPicture.start').toUpperCase(), 0x1c120c, '#ffffff', 16));
  }
  // the legend: a line of each colour, the suits that reach along it (each in its colour), and
  // what black and red cards do
  const size = fontSize(20);
  const lineH = size + 10;
  const ly = top + outer * k + 14;
  const legend = scene.add.graphics();
  const style = { fontFamily: FONTS.body, fontSize: `${size}px`, color: '#2b1d14' };
  const rows = [
    [STRAIGHT, ['♣', '♦'], t('roi.rulesPicture.straight')],
    [DIAGONAL, ['♠', '♥'], t('roi.rulesPicture.diagonal')],
  ] as const;
  rows.forEach(([colour, suits, text], i) => {
    const y = ly + i * lineH + size / 2;
    legend.lineStyle(8, 0x1c120c, 1).lineBetween(-w / 2 + 10, y, -w / 2 + 60, y);
    legend.lineStyle(5, colour, 1).lineBetween(-w / 2 + 10, y, -w / 2 + 60, y);
    let x = -w / 2 + 74;
    for (const suit of suits) {
      const glyph = scene.add.text(x, y, suit, { ...style, fontStyle: '700', color: suit === '♦' || suit === '♥' ? '#b3262c' : '#1d1a17' }).setOrigin(0, 0.5);
      out.push(glyph);
      x += glyph.width + 6;
    }
    out.push(scene.add.text(x + 4, y, text, style).setOrigin(0, 0.5));
  });
  out.push(scene.add.text(-w / 2 + 10, ly + 2 * lineH + size / 2, t('roi.rulesPicture.moves'), style).setOrigin(0, 0.5));
  out.push(legend);
  for (const o of out) unname(o);
  return out;
}
