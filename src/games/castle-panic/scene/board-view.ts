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
import { ARC_NUMBER_R, BOARD, RING_EDGE, RING_MID, TOWER_R, WALL_R, arcMid, arcStart, innerEdge, polar } from './layout';

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
function ringLabel(scene: Phaser.Scene, text: string, r: number, colour: string, plate: number, name: string, dx = 0): Phaser.GameObjects.GameObject[] {
  const bg = scene.add.graphics().setName(`${name}.plate`);
  const x = BOARD.x + dx;
  const label = scene.add.text(x, BOARD.y - r, text, { fontFamily: FONTS.title, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: colour }).setOrigin(0.5);
  const h = Math.max(26, fontSize(18) + 6);
  bg.fillStyle(plate, 0.92).fillRoundedRect(x - label.width / 2 - 8, BOARD.y - r - h / 2, label.width + 16, h, 8);
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
  texture(g);
  // trees in the forest: crowns lit from the top left, each casting its shadow down and right
  for (let i = 0; i < 96; i++) {
    const a = (i / 96) * Math.PI * 2 + 0.03 + ((i * 7) % 3) * 0.01;
    const r = RING_EDGE.archer + 14 + ((i * 37) % 5) * 14;
    const p = polar(a, r);
    const size = 6 + ((i * 13) % 4);
    g.fillStyle(0x07140a, 0.55).fillCircle(p.x + 3, p.y + 4, size + 1);
    g.fillStyle(0x163019, 1).fillCircle(p.x, p.y, size);
    g.fillStyle(0x2c5a30, 1).fillCircle(p.x - size * 0.25, p.y - size * 0.25, size * 0.62);
    g.fillStyle(0x4f8a4a, 0.8).fillCircle(p.x - size * 0.4, p.y - size * 0.4, size * 0.28);
  }
  // the forest's shade falls inward on the archer ring; each ring's edge catches the light from the
  // top left and drops into shadow at the bottom right (a bevel), so the rings read as laid in steps
  for (let k = 0; k < 6; k++) {
    g.lineStyle(2, 0x0b1a0d, 0.16 - k * 0.025);
    g.strokeCircle(BOARD.x, BOARD.y, RING_EDGE.archer - 1 - k * 2);
  }
  const lightFrom = (-3 * Math.PI) / 4;
  for (const ring of ['archer', 'knight', 'swordsman', 'castle'] as Ring[]) {
    const r = RING_EDGE[ring];
    g.lineStyle(3, 0xffffff, 0.22);
    g.beginPath().arc(BOARD.x, BOARD.y, r + 2.5, lightFrom - 1.2, lightFrom + 1.2, false).strokePath();
    g.lineStyle(3, 0x000000, 0.16);
    g.beginPath().arc(BOARD.x, BOARD.y, r - 2.5, lightFrom + Math.PI - 1.2, lightFrom + Math.PI + 1.2, false).strokePath();
  }
  g.lineStyle(2, 0x3a2a1c, 0.8);
  for (const ring of ['castle', 'swordsman', 'knight', 'archer'] as Ring[]) g.strokeCircle(BOARD.x, BOARD.y, RING_EDGE[ring]);
  // the board's wooden rim: dark, lit along its top left
  g.lineStyle(9, 0x3b2616, 1).strokeCircle(BOARD.x, BOARD.y, BOARD.r + 2);
  g.lineStyle(2.5, 0x9a6a3e, 0.9);
  g.beginPath().arc(BOARD.x, BOARD.y, BOARD.r + 4, lightFrom - 1.4, lightFrom + 1.4, false).strokePath();
  g.lineStyle(4, 0x1c120c, 1).strokeCircle(BOARD.x, BOARD.y, BOARD.r - 2);
  g.lineStyle(3, 0x3a2a1c, 0.9);
  for (let arc = 1; arc <= 6; arc++) {
    // the line at the top is left out where the rings' names are written across it
    const a = polar(arcStart(arc), 0);
    const b = polar(arcStart(arc), arc === 1 ? RING_EDGE.castle : BOARD.r);
    g.lineBetween(a.x, a.y, b.x, b.y);
  }
  // the keep's round courtyard: flagstones, lit from the top left
  g.fillStyle(0x6f6a60, 1).fillCircle(BOARD.x, BOARD.y, 40);
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const r = i % 2 ? 27 : 14;
    const p = polar(a + (i % 2 ? 0 : 0.2), r);
    g.fillStyle(i % 3 ? 0x7a746a : 0x666057, 1).fillEllipse(p.x, p.y, 15, 11);
  }
  g.fillStyle(0xffffff, 0.1).fillCircle(BOARD.x - 9, BOARD.y - 9, 24);
  g.lineStyle(3, 0x3a2a1c, 1).strokeCircle(BOARD.x, BOARD.y, 40);
}

/**
 * The fields' texture: a deterministic stipple of tufts, darker and lighter than the ring's tint,
 * and in the castle ring small cobbles (one quad a frame: baked with the board).
 */
function texture(g: Phaser.GameObjects.Graphics): void {
  let seed = 7;
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < 1400; i++) {
    const a = rnd() * Math.PI * 2;
    const r = RING_EDGE.castle + 4 + Math.sqrt(rnd()) * (RING_EDGE.archer - RING_EDGE.castle - 8);
    const p = polar(a, r);
    const dark = rnd() < 0.6;
    g.fillStyle(dark ? 0x3a2a1c : 0xffffff, dark ? 0.07 : 0.12).fillCircle(p.x, p.y, 1 + rnd() * 1.6);
  }
  for (let i = 0; i < 260; i++) {
    const a = rnd() * Math.PI * 2;
    const r = 44 + rnd() * (RING_EDGE.castle - 50);
    const p = polar(a, r);
    g.fillStyle(0x2d2a26, 0.16).fillEllipse(p.x + 0.8, p.y + 1, 6, 4.5);
    g.fillStyle(0xffffff, 0.1).fillEllipse(p.x, p.y, 5, 3.5);
  }
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
  // the arc numbers on the board's rim, each in its colour, in the middle of its arc: outside the
  // forest, where no monster stands (newcomer s37: off the middle, inside the forest, they read as
  // belonging to no arc in particular)
  for (let arc = 1; arc <= 6; arc++) {
    const p = polar(arcMid(arc), ARC_NUMBER_R);
    const r = fontSize(22) > 22 ? 21 : 17; // round its larger number on a phone
    g.fillStyle(arcColour(arc), 1).fillCircle(p.x, p.y, r);
    g.lineStyle(2, 0xf1e4c3, 1).strokeCircle(p.x, p.y, r);
    out.push(scene.add.text(p.x, p.y, String(arc), { fontFamily: FONTS.title, fontSize: `${fontSize(22)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5).setName(`cp.arcNumber.${arc}`));
  }
  const phone = fontSize(18) > 18;
  // on a phone the names stand off the board, in its top left corner (newcomer s36: across the
  // rings' tops they lay over the spaces and the monsters there): see ringLegend
  if (phone) {
    out.push(...ringLegend(scene));
    return out;
  }
  const plates = [0xe9d6c4, 0xdcccb4, 0xcfbfa6];
  (['archer', 'knight', 'swordsman'] as const).forEach((ring, i) => out.push(...ringLabel(scene, t(`cp.ring.${ring}`).toUpperCase(), RING_MID[ring] + 16, '#4a3324', plates[i] as number, `cp.ringName.${ring}`)));
  // the forest's name at the top of the forest
  out.push(...ringLabel(scene, t('cp.ring.forest').toUpperCase(), RING_EDGE.archer + 44, '#e6f0dc', 0x163019, 'cp.ringName.forest'));
  return out;
}

/**
 * On a phone, the rings named off the board, in the corner left of its top where the round board
 * leaves the table bare: from the castle out (swordsmen, knights, archers, forest), one a line,
 * each after a small quarter of the board with its own ring lit. Nothing plays there: no space,
 * no monster, no number is covered.
 */
function ringLegend(scene: Phaser.Scene): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const size = fontSize(18);
  const step = size + 5;
  const icon = size;
  const g = scene.add.graphics().setName('cp.ringLegend');
  out.push(g);
  const rings = ['swordsman', 'knight', 'archer', 'forest'] as const;
  const edges = [0, 0.2, 0.4, 0.6, 0.8, 1]; // castle, swordsmen, knights, archers, forest (of the icon's radius)
  rings.forEach((ring, i) => {
    const y = BOARD.y - BOARD.r + 16 + i * step;
    const x = 10;
    // the icon: a quarter of the board (its corner toward the castle down right), this ring lit
    const cx = x + icon;
    const cy = y + icon;
    for (let b = 4; b >= 0; b--) {
      const lit = b === i + 1;
      const colour = b === 0 ? 0x8d8a86 : b === 4 ? 0x2d5a30 : ([0xd49f8d, 0xdfb3a2, 0xe9c4b4][b - 1] as number);
      g.fillStyle(lit ? (b === 4 ? 0x4f9a52 : 0xf0cf7a) : colour, lit ? 1 : 0.55);
      g.slice(cx, cy, icon * (edges[b + 1] as number), Math.PI, Math.PI * 1.5, false);
      g.fillPath();
    }
    g.lineStyle(1.5, 0xf1e4c3, 0.8);
    g.beginPath();
    g.arc(cx, cy, icon * (edges[i + 2] as number), Math.PI, Math.PI * 1.5, false);
    g.strokePath();
    const label = scene.add
      .text(cx + 8, y + icon / 2, t(`cp.ring.${ring}`), { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: ring === 'forest' ? '#cfe6c4' : '#f1e4c3' })
      .setOrigin(0, 0.5)
      .setName(`cp.ringName.${ring}`);
    out.push(label);
  });
  return out;
}

/** On a phone, the right edge of the rings' names in the board's top left corner (ringLegend), for what must keep clear of them. */
export function legendRight(scene: Phaser.Scene): number {
  const size = fontSize(18);
  let widest = 0;
  for (const ring of ['swordsman', 'knight', 'archer', 'forest'] as const) {
    const probe = scene.add.text(0, 0, t(`cp.ring.${ring}`), { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700' });
    widest = Math.max(widest, probe.width);
    probe.destroy();
  }
  return 10 + size + 8 + widest;
}

/** The band between radii r0 and r1 from angle a0 to a1, around the container's origin (the board's centre). */
function band(g: Phaser.GameObjects.Graphics, r0: number, r1: number, a0: number, a1: number): void {
  g.beginPath();
  g.arc(0, 0, r1, a0, a1, false);
  g.arc(0, 0, r0, a1, a0, true);
  g.closePath();
  g.fillPath();
}

/** A standing wall's stone face; its blocks are this colour or within a few shades of it. */
export const WALL_STONE = 0xb9b2a5;
const MORTAR = 0x4a443b;

/**
 * A wall standing on the swordsman line of `arc` (or its rubble), as a container named cp.wall.<arc>:
 * seen from above, two courses of dressed stone blocks set in mortar, staggered, with merlons on
 * the forest side and a shadow cast outward; fallen, a scatter of broken blocks along its footing.
 */
export function drawWall(scene: Phaser.Scene, arc: number, standing: boolean): Phaser.GameObjects.Container {
  const c = scene.add.container(BOARD.x, BOARD.y).setName(`cp.wall.${arc}`);
  // every wall is the same shape turned: baked once (standing, fallen) with its middle straight up
  // from the board's centre, then shown turned to its arc (one quad a frame, not a hundred shapes)
  const scale = RENDER_SCALE;
  const key = `cp-wall-${standing ? 'up' : 'down'}-${scale}`;
  const box = { left: -66, top: -WALL_R - 22, w: 132, h: 56 };
  if (!scene.textures.exists(key)) {
    const g = scene.make.graphics({}, false);
    g.translateCanvas(-box.left * scale, -box.top * scale);
    g.scaleCanvas(scale, scale);
    const half = Math.PI / 6 - 0.07;
    paintWall(g, -Math.PI / 2 - half, -Math.PI / 2 + half, standing);
    g.generateTexture(key, Math.ceil(box.w * scale), Math.ceil(box.h * scale));
    g.destroy();
  }
  const img = scene.add.image(0, 0, key).setScale(1 / scale).setOrigin(-box.left / box.w, -box.top / box.h);
  img.setRotation(arcMid(arc) + Math.PI / 2);
  c.add(img);
  return c;
}

/** A wall (or its rubble) from angle a0 to a1 on the swordsman line, around the graphics' origin (the board's centre). */
function paintWall(g: Phaser.GameObjects.Graphics, a0: number, a1: number, standing: boolean): void {
  const [inner, outer] = [WALL_R - 8, WALL_R + 8];
  if (standing) {
    // its shadow on the ground, toward the forest
    g.fillStyle(0x000000, 0.28);
    band(g, outer, outer + 6, a0 + 0.02, a1 + 0.03);
    // the mortar and the outline
    g.fillStyle(0x2d2a26, 1);
    band(g, inner - 1.5, outer + 1.5, a0 - 0.012, a1 + 0.012);
    g.fillStyle(MORTAR, 1);
    band(g, inner, outer, a0, a1);
    // two courses of blocks, the inner one offset by half a block
    const shades = [WALL_STONE, 0xbcb5a8, 0xb6afa2];
    const courses: [number, number, number][] = [
      [inner + 0.8, WALL_R - 0.6, 0.5],
      [WALL_R + 0.6, outer - 0.8, 0],
    ];
    const n = 9;
    const step = (a1 - a0) / n;
    const gap = 1.3 / WALL_R;
    courses.forEach(([r0, r1, offset], ci) => {
      for (let i = -1; i < n; i++) {
        const b0 = Math.max(a0, a0 + (i + offset) * step + gap / 2);
        const b1 = Math.min(a1, a0 + (i + offset + 1) * step - gap / 2);
        if (b1 <= b0) continue;
        g.fillStyle(shades[(i + 3 + ci) % shades.length] as number, 1);
        band(g, r0, r1, b0, b1);
        // each block's face: a lit edge toward the castle, a shaded one toward the forest
        g.fillStyle(0xe4ded2, 0.85);
        band(g, r0, r0 + 1.2, b0, b1);
        g.fillStyle(0x7d766a, 0.7);
        band(g, r1 - 1.1, r1, b0, b1);
      }
    });
    // merlons along the outer edge: the wall walk's parapet
    g.fillStyle(0x2d2a26, 1);
    const merlons = 8;
    for (let i = 0; i < merlons; i++) {
      const m0 = a0 + ((a1 - a0) * (i + 0.2)) / merlons;
      const m1 = a0 + ((a1 - a0) * (i + 0.8)) / merlons;
      band(g, outer + 1, outer + 5, m0, m1);
    }
    g.fillStyle(0x9a9386, 1);
    for (let i = 0; i < merlons; i++) {
      const m0 = a0 + ((a1 - a0) * (i + 0.2)) / merlons + 0.006;
      const m1 = a0 + ((a1 - a0) * (i + 0.8)) / merlons - 0.006;
      band(g, outer + 1.5, outer + 4, m0, m1);
    }
    // light on the inner edge
    g.lineStyle(1.5, 0xe6e0d2, 0.8);
    g.beginPath().arc(0, 0, inner + 0.5, a0 + 0.01, a1 - 0.01).strokePath();
  } else {
    // the footing, and broken blocks scattered about it
    g.lineStyle(3, 0x3a2a1c, 0.45);
    g.beginPath().arc(0, 0, WALL_R, a0, a1).strokePath();
    const greys = [0x6f695f, 0x8a8275, 0x5d574d, 0x7c7568];
    for (let i = 0; i < 16; i++) {
      const a = a0 + ((a1 - a0) * (i + 0.5)) / 16;
      const r = WALL_R + (((i * 7) % 5) - 2) * 3.2;
      const x = Math.cos(a) * r;
      const y = Math.sin(a) * r;
      const s = 3 + ((i * 5) % 3);
      const turn = i * 1.7;
      const pts = [0, 1, 2, 3, 4].map((k) => {
        const t = turn + (k / 5) * Math.PI * 2;
        const rr = s * (0.75 + ((i + k) % 3) * 0.2);
        return { x: x + Math.cos(t) * rr, y: y + Math.sin(t) * rr };
      });
      g.fillStyle(0x1c1712, 0.5).fillPoints(pts.map((p) => ({ x: p.x + 1.2, y: p.y + 1.5 })) as unknown as Phaser.Math.Vector2[], true);
      g.fillStyle(greys[i % greys.length] as number, 1).fillPoints(pts as unknown as Phaser.Math.Vector2[], true);
    }
    // dust
    g.fillStyle(0x8a8275, 0.35);
    for (let i = 0; i < 10; i++) {
      const a = a0 + ((a1 - a0) * (i + 0.2)) / 10;
      const p = { x: Math.cos(a) * (WALL_R + 9), y: Math.sin(a) * (WALL_R + 9) };
      g.fillCircle(p.x, p.y, 1.2);
    }
  }
}

/**
 * The picture of a fallen wall for the cards (the "what is this?" of a fallen wall, the first
 * wall's explain-once card): seen from the side, the broken stump of the wall in its stone
 * courses, outlined dark on the parchment, and its blocks tumbled in a heap before it, with dust.
 * About 124 x 92 design px round its centre (the caller scales it to its picture's size).
 */
export function drawRubblePicture(scene: Phaser.Scene): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const g = scene.add.graphics();
  const ink = 0x2d2a26;
  const stones = [WALL_STONE, 0xa39b8d, 0xc7c0b3, 0x8f887b];
  const block = (pts: [number, number][], shade: number): void => {
    const v = pts.map(([x, y]) => ({ x, y })) as unknown as Phaser.Math.Vector2[];
    g.fillStyle(0x000000, 0.25).fillPoints(pts.map(([x, y]) => ({ x: x + 2, y: y + 3 })) as unknown as Phaser.Math.Vector2[], true);
    g.fillStyle(shade, 1).fillPoints(v, true);
    g.lineStyle(2.5, ink, 1).strokePoints(v, true, true);
  };
  // the ground, and the wall's shadow on it
  g.fillStyle(0x6b5a3f, 0.35).fillEllipse(0, 36, 132, 22);
  // the stump: the bottom course whole, the second broken off, a last block standing on the left
  for (let i = 0; i < 5; i++) block([[-56 + i * 22, 14], [-36 + i * 22, 14], [-36 + i * 22, 34], [-56 + i * 22, 34]], stones[i % 4] as number);
  block([[-56, -6], [-34, -6], [-34, 14], [-56, 14]], stones[2] as number);
  block([[-34, -4], [-14, -8], [-12, 14], [-34, 14]], stones[0] as number);
  block([[-12, 2], [4, 8], [6, 14], [-12, 14]], stones[3] as number);
  block([[-56, -26], [-42, -24], [-38, -14], [-46, -6], [-56, -6]], stones[1] as number);
  // a crack down the stump
  g.lineStyle(2, ink, 0.9).beginPath().moveTo(-30, -4).lineTo(-26, 4).lineTo(-29, 10).lineTo(-25, 14).strokePath();
  // the fallen blocks, tumbled before the wall, turned every way
  const fallen: [number, number, number, number, number][] = [
    [22, 2, 20, 14, 0.5],
    [42, 10, 18, 13, -0.35],
    [12, 24, 20, 14, 0.15],
    [34, 28, 22, 14, -0.1],
    [56, 26, 14, 11, 0.7],
    [-6, 34, 14, 10, -0.4],
  ];
  fallen.forEach(([x, y, w, h, turn], i) => {
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    const corner = (dx: number, dy: number): [number, number] => [x + dx * cos - dy * sin, y + dx * sin + dy * cos];
    block([corner(-w / 2, -h / 2), corner(w / 2, -h / 2 + 1), corner(w / 2 - 1, h / 2), corner(-w / 2, h / 2)], stones[(i + 1) % 4] as number);
  });
  // chips and dust
  g.fillStyle(ink, 0.8);
  for (const [x, y] of [[4, 16], [-14, 26], [60, 14], [26, 40], [-40, 38]] as const) g.fillCircle(x, y, 2);
  g.fillStyle(0xd8d0c0, 0.55);
  for (const [x, y, r] of [[30, -12, 7], [44, -6, 5], [14, -8, 5]] as const) g.fillCircle(x, y, r);
  c.add(g);
  return c;
}

/**
 * A fortify token: a timber palisade bound with iron, set against the wall's forest side, so the
 * wall reads as reinforced. Its container is turned to lie along the wall (local -y toward the forest).
 */
export function drawFortify(scene: Phaser.Scene, arc: number): Phaser.GameObjects.Container {
  const p = polar(arcMid(arc), WALL_R);
  const c = scene.add.container(p.x, p.y).setName(`cp.fortify.${arc}`);
  c.setRotation(arcMid(arc) + Math.PI / 2);
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.3).fillRoundedRect(-23, -13, 48, 22, 4);
  // posts, sharpened toward the forest
  for (let i = 0; i < 7; i++) {
    const x = -21 + i * 7;
    g.fillStyle(0x2e1c0c, 1).fillRect(x - 0.5, -10, 7, 18);
    g.fillTriangle(x - 0.5, -10, x + 6.5, -10, x + 3, -16);
    g.fillStyle(i % 2 ? 0x8a5a2a : 0x9b6a34, 1).fillRect(x + 0.5, -10, 5, 17);
    g.fillTriangle(x + 0.5, -10, x + 5.5, -10, x + 3, -14.5);
    g.fillStyle(0xc08a4a, 0.7).fillRect(x + 1, -9, 1.5, 15);
  }
  // two iron bands with gold rivets
  for (const y of [-6, 3]) {
    g.fillStyle(0x2d2a26, 1).fillRect(-22, y - 1.8, 46, 3.6);
    g.fillStyle(0x6d727a, 1).fillRect(-22, y - 1.1, 46, 2.2);
    g.fillStyle(0xf0cf7a, 1);
    for (let i = 0; i < 7; i++) g.fillCircle(-18.5 + i * 7, y, 1);
  }
  c.add(g);
  return c;
}

/**
 * A tower seen from above and a little to the south: a round stone drum, lit from the left, with
 * a crenellated top, its floor in shadow and a flag in its arc's colour; or its ruin, a heap of
 * fallen stones.
 */
export function drawTower(scene: Phaser.Scene, arc: number, standing: boolean): Phaser.GameObjects.Container {
  const p = polar(arcMid(arc), TOWER_R);
  const c = scene.add.container(p.x, p.y).setName(`cp.tower.${arc}`);
  // baked once per flag colour (and the ruin): one quad a frame
  const scale = RENDER_SCALE;
  const flag = arcColour(arc);
  const key = standing ? `cp-tower-${flag.toString(16)}-${scale}` : `cp-tower-ruin-${scale}`;
  const box = { left: -28, top: -32, w: 56, h: 62 };
  if (!scene.textures.exists(key)) {
    const g = scene.make.graphics({}, false);
    g.translateCanvas(-box.left * scale, -box.top * scale);
    g.scaleCanvas(scale, scale);
    paintTower(g, flag, standing);
    g.generateTexture(key, Math.ceil(box.w * scale), Math.ceil(box.h * scale));
    g.destroy();
  }
  c.add(scene.add.image(0, 0, key).setScale(1 / scale).setOrigin(-box.left / box.w, -box.top / box.h));
  return c;
}

/** A tower around the graphics' origin, its flag in `flag`, or its ruin. */
function paintTower(g: Phaser.GameObjects.Graphics, flag: number, standing: boolean): void {
  if (standing) {
    const rx = 18;
    const top = -7; // the top's centre
    const foot = 9; // the foot's centre
    const ry = 9;
    g.fillStyle(0x000000, 0.35).fillEllipse(4, foot + 3, rx * 2 + 6, ry * 2 + 4);
    // the drum: vertical strips from light (left) to dark (right), outlined
    g.fillStyle(0x2d2a26, 1).fillRect(-rx - 1.5, top, rx * 2 + 3, foot - top).fillEllipse(0, foot, rx * 2 + 3, ry * 2 + 3);
    const strips = [0xd8d1c2, 0xd0c9b9, 0xc4bdad, 0xa7a093, 0x958e82, 0x837d72, 0x716b61];
    const w = (rx * 2) / strips.length;
    strips.forEach((col, i) => {
      const x0 = -rx + i * w;
      const x1 = x0 + w + 0.6;
      g.fillStyle(col, 1).fillRect(x0, top, x1 - x0, foot - top);
      // the rounded foot: the strip carried down to the ellipse's edge at its middle
      const xm = (x0 + Math.min(rx, x1)) / 2;
      const depth = ry * Math.sqrt(Math.max(0, 1 - (xm / rx) ** 2));
      g.fillRect(x0, foot - 0.5, x1 - x0, depth + 0.5);
    });
    // courses of stone on the drum
    g.lineStyle(1, 0x4a443b, 0.55);
    for (const y of [top + 5, top + 10]) {
      g.beginPath();
      g.arc(0, y - ry * 0.2, rx, 0.15, Math.PI - 0.15, false);
      g.strokePath();
    }
    // the top: a ring of merlons round a shadowed floor
    g.fillStyle(0x2d2a26, 1).fillEllipse(0, top, rx * 2 + 3, ry * 2 + 3);
    g.fillStyle(0xe2dccd, 1).fillEllipse(0, top, rx * 2, ry * 2);
    g.fillStyle(0x6d675c, 1).fillEllipse(0, top + 1, rx * 2 - 9, ry * 2 - 5);
    g.fillStyle(0x57524a, 1).fillEllipse(1, top + 2, rx * 2 - 14, ry * 2 - 9);
    // the gaps in the parapet: dark notches round the rim
    g.fillStyle(0x2d2a26, 1);
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 + 0.31;
      const x = Math.cos(a) * (rx - 2.2);
      const y = top + Math.sin(a) * (ry - 1.4);
      g.fillRect(x - 1.6, y - 1.4, 3.2, 2.8);
    }
    // the flag on its pole, in the arc's colour
    g.lineStyle(2, 0x1c120c, 1).lineBetween(0, top + 2, 0, top - 20);
    g.fillStyle(flag, 1).fillTriangle(0.5, top - 20, 0.5, top - 11, 13, top - 16);
    g.lineStyle(1, 0x1c120c, 0.8).strokeTriangle(0.5, top - 20, 0.5, top - 11, 13, top - 16);
  } else {
    // a heap of fallen stones
    g.fillStyle(0x000000, 0.25).fillEllipse(2, 4, 40, 20);
    g.fillStyle(0x4a453e, 0.9).fillEllipse(0, 2, 34, 16);
    const greys = [0x6f695f, 0x8a8275, 0x5d574d, 0x7c7568];
    for (let i = 0; i < 11; i++) {
      const x = ((i * 11) % 26) - 13;
      const y = ((i * 7) % 14) - 6;
      g.fillStyle(greys[i % greys.length] as number, 1).fillRect(x, y, 6 + (i % 3), 5);
      g.fillStyle(0x2d2a26, 0.7).fillRect(x, y + 4, 6 + (i % 3), 1.2);
    }
  }
}
