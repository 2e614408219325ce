// The rules screen's picture of the kingdom (issue 30 item 7): a 3x3 board with three tiles drawn
// as the table draws them, the Citizen serving Regality (red rim), a Cardinal and a red King serving
// Religion (blue rim: a tile's printed colour is not its side), a blue Bishop serving Regality (red
// rim: the same rule the other way, newcomer s37), and a legend of the two rims. Seen
// from the viewer's seat as the table is (`bottom`, the seat below the kingdom): that seat's allies
// point up, the other's down, and the legend's arrows say so (a fixed "Serves Religion ▼" misled a
// newcomer who played Religion, whose allies point up on the board). Drawn into the host's scene
// (GameSceneApi.drawRulesPicture).
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { nameParts, pictureWords as words, unname } from '../../../ui/rules-art';
import { drawTile, SERVES_COLOUR } from './tile-view';

/** The tiles shown: cell (0..8, row by row), tile, the seat it serves. */
const SHOWN = [
  [4, 'citizen', 0],
  [0, 'cardinal', 1],
  [8, 'king', 1],
  [6, 'queen', 0],
  [2, 'bishop', 0],
] as const;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number, bottom = 0): Phaser.GameObjects.GameObject[] {
  if (id === 'turn') return named(drawTurn(scene, w, h, bottom));
  if (id === 'anatomy') return named(drawAnatomy(scene, w, h));
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

/** The pictures' objects unnamed (the rules screen's box is what the tests read), in order. */
function named(out: Phaser.GameObjects.GameObject[]): Phaser.GameObjects.GameObject[] {
  for (const o of out) unname(o);
  return out;
}


/** A numbered gold disc (a turn's step). */
function stepDisc(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, x: number, y: number, n: number): Phaser.GameObjects.Text {
  const r = Math.max(16, viewport().minFont * 0.8);
  g.fillStyle(0xd4a94a, 1).fillCircle(x, y, r).lineStyle(2, 0x5a3d22, 1).strokeCircle(x, y, r);
  return scene.add.text(x, y, String(n), { fontFamily: FONTS.title, fontSize: `${Math.max(fontSize(20), viewport().minFont)}px`, fontStyle: '700', color: '#2b1d14' }).setOrigin(0.5);
}

/**
 * A turn in three numbered steps, each drawn beside its words: 1. a tile from the zone onto an
 * empty cell; 2. its effect, an example: the Princess turns her neighbour, whose rim goes to the
 * player's colour; 3. the other side plays, until the nine cells are full.
 */
function drawTurn(scene: Phaser.Scene, w: number, h: number, bottom: number): Phaser.GameObjects.GameObject[] {
  const vp = viewport();
  const phone = vp.compact ? { minFont: vp.minFont } : undefined;
  const out: Phaser.GameObjects.GameObject[] = [];
  const g = scene.add.graphics();
  out.push(g);
  const rowH = h / 3;
  const art = Math.min(w * 0.42, rowH - 16);
  const r = Math.max(16, vp.minFont * 0.8);
  const textX = -w / 2 + 2 * r + 12 + art + 14;
  const wrap = w / 2 - textX - 4;
  const me = bottom;
  const them = 1 - bottom;
  const steps = [t('regality.rulesPicture.step1'), t('regality.rulesPicture.step2'), t('regality.rulesPicture.step3')];
  steps.forEach((text, i) => {
    const cy = -h / 2 + rowH * i + rowH / 2;
    out.push(stepDisc(scene, g, -w / 2 + r + 2, cy, i + 1));
    const ax = -w / 2 + 2 * r + 12 + art / 2;
    const cell = art / 2.2;
    if (i === 0) {
      // the zone's tile, an arrow, the empty cell it goes to
      g.fillStyle(0xe8dcc0, 0.9).fillRoundedRect(ax + art / 2 - cell, cy - cell / 2, cell, cell, 6).lineStyle(3, 0xd4a94a, 1).strokeRoundedRect(ax + art / 2 - cell, cy - cell / 2, cell, cell, 6);
      const c = scene.add.container(ax - art / 2 + cell / 2, cy);
      drawTile(scene, c, 'princess', cell * 0.86, false, phone);
      out.push(c);
      g.lineStyle(4, 0x5a3d22, 1).lineBetween(ax - art / 2 + cell + 4, cy, ax + art / 2 - cell - 10, cy);
      g.fillStyle(0x5a3d22, 1).fillTriangle(ax + art / 2 - cell - 4, cy, ax + art / 2 - cell - 14, cy - 8, ax + art / 2 - cell - 14, cy + 8);
    } else if (i === 1) {
      // the placed Princess, and beside her a tile of the other side turning to hers
      const a = scene.add.container(ax - art / 2 + cell / 2, cy);
      drawTile(scene, a, 'princess', cell * 0.8, false, phone, undefined, { owner: me, turned: false });
      const b = scene.add.container(ax + art / 2 - cell / 2, cy);
      drawTile(scene, b, 'bishop', cell * 0.8, false, phone, undefined, { owner: me, turned: false });
      out.push(a, b);
      // the turn: a curved arrow over the turned tile, its old side's colour fading into the new
      g.lineStyle(4, SERVES_COLOUR[them] ?? 0, 1).beginPath().arc(ax + art / 2 - cell / 2, cy - cell * 0.55, cell * 0.32, Math.PI * 1.1, Math.PI * 1.5).strokePath();
      g.lineStyle(4, SERVES_COLOUR[me] ?? 0, 1).beginPath().arc(ax + art / 2 - cell / 2, cy - cell * 0.55, cell * 0.32, Math.PI * 1.5, Math.PI * 1.9).strokePath();
      const tip = { x: ax + art / 2 - cell / 2 + cell * 0.32 * Math.cos(Math.PI * 1.9), y: cy - cell * 0.55 + cell * 0.32 * Math.sin(Math.PI * 1.9) };
      g.fillStyle(SERVES_COLOUR[me] ?? 0, 1).fillTriangle(tip.x + 9, tip.y + 2, tip.x - 6, tip.y - 4, tip.x + 1, tip.y + 10);
    } else {
      // the other side's tile comes down, pointing their way
      const c = scene.add.container(ax, cy);
      drawTile(scene, c, them === 1 ? 'cardinal' : 'general', cell * 0.86, false, phone, undefined, { owner: them, turned: true });
      c.setAngle(180);
      out.push(c);
    }
    const label = words(scene, textX, cy, text, wrap).setOrigin(0, 0.5);
    out.push(label);
  });
  return out;
}

/**
 * A tile's anatomy: the Princess drawn large, and what each part says, named beside it (its name,
 * its power's sign, the dots of the tiles it reaches, the active * or passive ☉ mark), and the
 * Castle's shield.
 */
function drawAnatomy(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const vp = viewport();
  const phone = vp.compact ? { minFont: vp.minFont } : undefined;
  const out: Phaser.GameObjects.GameObject[] = [];
  const g = scene.add.graphics();
  const s = Math.min(w * 0.46, h * 0.5);
  const tx = -w / 2 + s / 2 + 6;
  const ty = -h / 2 + s / 2 + 8;
  const tile = scene.add.container(tx, ty);
  drawTile(scene, tile, 'princess', s, false, phone);
  const castle = scene.add.container(tx, ty + s / 2 + s * 0.36 + 20);
  drawTile(scene, castle, 'castle', s * 0.7, false, phone);
  out.push(tile, castle, g);
  const hs = s / 2;
  const k = s * 0.16;
  // where each part lies on the tile (the phone's face draws the reach round the middle)
  const parts: [string, { x: number; y: number }][] = [
    [t('regality.rulesPicture.mark'), { x: tx - hs + s * 0.14, y: ty - hs + k + s * 0.1 }],
    [t('regality.rulesPicture.reach'), phone ? { x: tx + s * 0.3, y: ty - s * 0.05 } : { x: tx + hs - s * 0.2, y: ty - hs + k + s * 0.2 }],
    [t('regality.rulesPicture.sign'), { x: tx - (phone ? 0 : s * 0.04), y: ty - s * 0.02 }],
    [t('regality.rulesPicture.name'), { x: tx, y: ty + hs - s * 0.13 }],
    [t('regality.rulesPicture.shield'), { x: castle.x, y: castle.y - s * 0.02 }],
  ];
  out.push(...nameParts(scene, g, parts, tx + hs + 24, w, h, 0x5a3d22));
  return out;
}
