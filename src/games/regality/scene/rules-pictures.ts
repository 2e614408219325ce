// The rules screen's picture of the kingdom (issue 30 item 7): a 3x3 board with three tiles drawn
// as the table draws them, the Citizen serving Regality (red rim), a Bishop and a red King serving
// Religion (blue rim: a tile's printed colour is not its side), and a legend of the two rims. Seen
// from the viewer's seat as the table is (`bottom`, the seat below the kingdom): that seat's allies
// point up, the other's down, and the legend's arrows say so (a fixed "Serves Religion ▼" misled a
// newcomer who played Religion, whose allies point up on the board). Drawn into the host's scene
// (GameSceneApi.drawRulesPicture).
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { unname } from '../../../ui/rules-art';
import { drawTile, SERVES_COLOUR } from './tile-view';

/** The tiles shown: cell (0..8, row by row), tile, the seat it serves. */
const SHOWN = [
  [4, 'citizen', 0],
  [0, 'bishop', 1],
  [8, 'king', 1],
  [6, 'queen', 0],
] as const;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number, bottom = 0): Phaser.GameObjects.GameObject[] {
  if (id !== 'board') return [];
  const lineH = fontSize(20) + 12;
  const legendH = lineH * 2 + 10;
  const side = Math.min(w - 12, h - legendH - 8); // its shadow falls inside the box too
  const cell = side / 3;
  const top = -(side + legendH) / 2;
  const out: Phaser.GameObjects.GameObject[] = [];
  // a phone draws its own face of each tile, its words at 12 CSS px or more, as the table does
  const vp = viewport();
  const phone = vp.compact ? { minFont: vp.minFont } : undefined;
  const g = scene.add.graphics();
  // the kingdom: nine cells on a dark stone
  g.fillStyle(0x000000, 0.35).fillRoundedRect(-side / 2 + 5, top + 6, side, side, 12);
  g.fillStyle(0x3a2d22, 1).fillRoundedRect(-side / 2, top, side, side, 12);
  for (let n = 0; n < 9; n++) {
    const x = -side / 2 + (n % 3) * cell;
    const y = top + Math.floor(n / 3) * cell;
    g.fillStyle(0xe8dcc0, 0.16).fillRoundedRect(x + 5, y + 5, cell - 10, cell - 10, 8);
    g.lineStyle(2, 0xd4a94a, 0.7).strokeRoundedRect(x + 5, y + 5, cell - 10, cell - 10, 8);
  }
  out.push(g);
  for (const [n, tile, owner] of SHOWN) {
    const c = scene.add.container(-side / 2 + (n % 3) * cell + cell / 2, top + Math.floor(n / 3) * cell + cell / 2);
    const turned = owner !== bottom;
    // a tile and its rim inside its cell (the rim adds about a twentieth each side)
    drawTile(scene, c, tile, cell * (phone ? 0.74 : 0.8), false, phone, undefined, { owner, turned });
    if (turned) c.setAngle(180);
    out.push(c);
  }
  // the legend: each rim's colour and whom it serves, its swatch a tile's outline pointing the way
  // that side's tiles point on the board seen from this seat (and the arrow after the words too)
  const style = { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: '#2b1d14' };
  const legend = scene.add.graphics();
  [t('regality.rulesPicture.regality'), t('regality.rulesPicture.religion')].forEach((text, i) => {
    const y = top + side + 14 + i * lineH + lineH / 2;
    const up = i === bottom;
    const x0 = -w / 2 + 22;
    const pts = [{ x: x0 + 12, y: -14 }, { x: x0 + 24, y: -8 }, { x: x0 + 24, y: 14 }, { x: x0, y: 14 }, { x: x0, y: -8 }].map((p) => ({ x: p.x, y: y + (up ? p.y : -p.y) }));
    legend.fillStyle(SERVES_COLOUR[i] ?? 0, 1).fillPoints(pts as Phaser.Math.Vector2[], true);
    legend.lineStyle(2, 0xd4a94a, 1).strokePoints(pts as Phaser.Math.Vector2[], true);
    out.push(scene.add.text(-w / 2 + 72, y, `${text} ${up ? '▲' : '▼'}`, style).setOrigin(0, 0.5));
  });
  out.push(legend);
  for (const o of out) unname(o);
  return out;
}
