// The round board, drawn once: the forest at the edge with the arc numbers, the archer, knight
// and swordsman rings tinted by their arcs' colours with their names along the curve, the castle
// in the middle. And the pieces of the castle that come and go: walls on the swordsman line,
// their fortify tokens, the six towers.
import type Phaser from 'phaser';
import { FONTS } from '../../../ui/theme';
import { RENDER_SCALE } from '../../../ui/render-scale';
import { fontSize } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import type { Ring } from '../rules';
import { BOARD, RING_EDGE, RING_MID, TOWER_R, WALL_R, arcMid, arcStart, innerEdge, polar } from './layout';

const colourOfArc = (arc: number): 'red' | 'green' | 'blue' => (arc <= 2 ? 'red' : arc <= 4 ? 'green' : 'blue');
const TINT: Record<'red' | 'green' | 'blue', readonly number[]> = {
  red: [0xe9c4b4, 0xdfb3a2, 0xd49f8d],
  green: [0xd3dfb6, 0xc4d4a2, 0xb3c68e],
  blue: [0xc3cfe2, 0xb1c0d9, 0x9fb0cf],
};
export const ARC_HEX: Record<'red' | 'green' | 'blue', number> = { red: 0xb8342b, green: 0x3b7d36, blue: 0x2f5fa6 };
export const arcColour = (arc: number): number => ARC_HEX[colourOfArc(arc)];

/** A ring sector: the band between radii r0 and r1 over arc `arc` (with a small inset in degrees). */
function sector(g: Phaser.GameObjects.Graphics, arc: number, r0: number, r1: number): void {
  const a0 = arcStart(arc);
  const a1 = a0 + Math.PI / 3;
  g.beginPath();
  g.arc(BOARD.x, BOARD.y, r1, a0, a1, false);
  g.arc(BOARD.x, BOARD.y, r0, a1, a0, true);
  g.closePath();
  g.fillPath();
}

/** A ring's name across the top of the ring, on a small plate in the ring's own colour. */
function ringLabel(scene: Phaser.Scene, text: string, r: number, colour: string, plate: number, name: string): Phaser.GameObjects.GameObject[] {
  const bg = scene.add.graphics().setName(`${name}.plate`);
  const label = scene.add.text(BOARD.x, BOARD.y - r, text, { fontFamily: FONTS.title, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: colour }).setOrigin(0.5);
  const h = Math.max(26, fontSize(18) + 6);
  bg.fillStyle(plate, 0.92).fillRoundedRect(BOARD.x - label.width / 2 - 8, BOARD.y - r - h / 2, label.width + 16, h, 8);
  label.setName(name);
  return [bg, label];
}

/** The board's painted part (rings, tints, trees, lines), baked once into a texture: one quad a frame. */
function paint(g: Phaser.GameObjects.Graphics): void {
  g.fillStyle(0x000000, 0.4).fillCircle(BOARD.x + 6, BOARD.y + 10, BOARD.r + 4);
  for (let arc = 1; arc <= 6; arc++) {
    g.fillStyle(arc % 2 ? 0x1f3d22 : 0x24462a, 1);
    sector(g, arc, RING_EDGE.archer, BOARD.r);
    const tint = TINT[colourOfArc(arc)];
    (['archer', 'knight', 'swordsman'] as const).forEach((ring, i) => {
      g.fillStyle(tint[i] as number, 1);
      sector(g, arc, innerEdge(ring), RING_EDGE[ring]);
    });
    g.fillStyle(colourOfArc(arc) === 'red' ? 0x9c8a80 : colourOfArc(arc) === 'green' ? 0x8d9480 : 0x848c9a, 1);
    sector(g, arc, 0, RING_EDGE.castle);
  }
  // trees in the forest: small dark crowns
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2 + 0.03;
    const r = RING_EDGE.archer + 14 + ((i * 37) % 5) * 14;
    const p = polar(a, r);
    g.fillStyle(0x163019, 0.9).fillCircle(p.x, p.y, 6 + ((i * 13) % 3));
  }
  g.lineStyle(2, 0x3a2a1c, 0.8);
  for (const ring of ['castle', 'swordsman', 'knight', 'archer'] as Ring[]) g.strokeCircle(BOARD.x, BOARD.y, RING_EDGE[ring]);
  g.lineStyle(4, 0x1c120c, 1).strokeCircle(BOARD.x, BOARD.y, BOARD.r);
  g.lineStyle(3, 0x3a2a1c, 0.9);
  for (let arc = 1; arc <= 6; arc++) {
    // the line at the top is left out where the rings' names are written across it
    const a = polar(arcStart(arc), 0);
    const b = polar(arcStart(arc), arc === 1 ? RING_EDGE.castle : BOARD.r);
    g.lineBetween(a.x, a.y, b.x, b.y);
  }
  g.fillStyle(0x6f6a60, 1).fillCircle(BOARD.x, BOARD.y, 40);
  g.lineStyle(3, 0x3a2a1c, 1).strokeCircle(BOARD.x, BOARD.y, 40);
}

const BOARD_KEY = 'cp-board';

export function drawBoard(scene: Phaser.Scene): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const scale = RENDER_SCALE;
  const size = (BOARD.r + 20) * 2;
  const key = `${BOARD_KEY}-${scale}`;
  if (!scene.textures.exists(key)) {
    const g = scene.make.graphics({}, false);
    g.translateCanvas((size / 2 - BOARD.x) * scale, (size / 2 - BOARD.y) * scale);
    g.scaleCanvas(scale, scale);
    paint(g);
    g.generateTexture(key, Math.ceil(size * scale), Math.ceil(size * scale));
    g.destroy();
  }
  out.push(scene.add.image(BOARD.x, BOARD.y, key).setScale(1 / scale).setName('cp.board'));
  const g = scene.add.graphics();
  out.push(g);
  // the arc numbers at the forest's edge, each in its colour
  for (let arc = 1; arc <= 6; arc++) {
    const p = polar(arcMid(arc) + 0.36, BOARD.r - 18); // off the arc's middle, where new monsters stand
    const r = fontSize(22) > 22 ? 21 : 17; // round its larger number on a phone
    g.fillStyle(arcColour(arc), 1).fillCircle(p.x, p.y, r);
    g.lineStyle(2, 0xf1e4c3, 1).strokeCircle(p.x, p.y, r);
    out.push(scene.add.text(p.x, p.y, String(arc), { fontFamily: FONTS.title, fontSize: `${fontSize(22)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5).setName(`cp.arcNumber.${arc}`));
  }
  const plates = [0xe9d6c4, 0xdcccb4, 0xcfbfa6];
  (['archer', 'knight', 'swordsman'] as const).forEach((ring, i) => out.push(...ringLabel(scene, t(`cp.ring.${ring}`).toUpperCase(), RING_MID[ring] + 16, '#4a3324', plates[i] as number, `cp.ringName.${ring}`)));
  // (on a phone the forest's name would cover the arc numbers and the monsters coming in: the dark outer ring speaks for itself)
  if (fontSize(18) === 18) out.push(...ringLabel(scene, t('cp.ring.forest').toUpperCase(), RING_EDGE.archer + 44, '#e6f0dc', 0x163019, 'cp.ringName.forest'));
  return out;
}

/** A wall standing on the swordsman line of `arc` (or its rubble), as a container named cp.wall.<arc>. */
export function drawWall(scene: Phaser.Scene, arc: number, standing: boolean): Phaser.GameObjects.Container {
  const c = scene.add.container(BOARD.x, BOARD.y).setName(`cp.wall.${arc}`);
  const g = scene.add.graphics();
  const a0 = arcStart(arc) + 0.07;
  const a1 = arcStart(arc) + Math.PI / 3 - 0.07;
  if (standing) {
    g.lineStyle(16, 0x2d2a26, 1);
    g.beginPath().arc(0, 0, WALL_R, a0, a1).strokePath();
    g.lineStyle(11, 0xb9b2a5, 1);
    g.beginPath().arc(0, 0, WALL_R, a0, a1).strokePath();
    g.fillStyle(0x2d2a26, 1);
    for (let i = 1; i < 8; i++) {
      const a = a0 + ((a1 - a0) * i) / 8;
      g.fillCircle(Math.cos(a) * WALL_R, Math.sin(a) * WALL_R, 2);
    }
  } else {
    g.lineStyle(3, 0x3a2a1c, 0.5);
    g.beginPath().arc(0, 0, WALL_R, a0, a1).strokePath();
    for (let i = 0; i < 11; i++) {
      const a = a0 + ((a1 - a0) * i) / 10;
      const r = WALL_R + ((i * 7) % 3) * 4 - 4;
      g.fillStyle(i % 2 ? 0x5d574d : 0x847d70, 1).fillRect(Math.cos(a) * r - 4, Math.sin(a) * r - 3, 8, 7);
    }
  }
  c.add(g);
  return c;
}

/** A fortify token: a wooden palisade shield on the wall's middle. */
export function drawFortify(scene: Phaser.Scene, arc: number): Phaser.GameObjects.Container {
  const p = polar(arcMid(arc), WALL_R);
  const c = scene.add.container(p.x, p.y).setName(`cp.fortify.${arc}`);
  const g = scene.add.graphics();
  g.fillStyle(0x7a4e24, 1).fillRoundedRect(-16, -13, 32, 26, 6);
  g.lineStyle(3, 0xf0cf7a, 1).strokeRoundedRect(-16, -13, 32, 26, 6);
  g.lineStyle(2, 0x3a2412, 1);
  for (const x of [-7, 0, 7]) g.lineBetween(x, -9, x, 9);
  c.add(g);
  return c;
}

/** A tower seen from above (crenellated, with a flag in its arc's colour), or its ruin. */
export function drawTower(scene: Phaser.Scene, arc: number, standing: boolean): Phaser.GameObjects.Container {
  const p = polar(arcMid(arc), TOWER_R);
  const c = scene.add.container(p.x, p.y).setName(`cp.tower.${arc}`);
  const g = scene.add.graphics();
  if (standing) {
    g.fillStyle(0x000000, 0.35).fillCircle(3, 4, 21);
    g.fillStyle(0x2d2a26, 1).fillCircle(0, 0, 21);
    g.fillStyle(0xcfc8ba, 1).fillCircle(0, 0, 18);
    g.fillStyle(0x8d877c, 1).fillCircle(0, 0, 11);
    g.fillStyle(0x2d2a26, 1);
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      g.fillRect(Math.cos(a) * 16 - 2.5, Math.sin(a) * 16 - 2.5, 5, 5);
    }
    g.fillStyle(arcColour(arc), 1).fillTriangle(0, -4, 0, -20, 14, -14);
    g.lineStyle(2, 0x1c120c, 1).lineBetween(0, 4, 0, -20);
  } else {
    g.fillStyle(0x5d584f, 0.9);
    for (let i = 0; i < 7; i++) g.fillRect(((i * 11) % 24) - 12, ((i * 7) % 18) - 9, 7, 6);
  }
  c.add(g);
  return c;
}
