// The ring seen from above, drawn by us: the crowd round the apron, the off-white canvas with its
// 5 x 5 squares, the Champion's square marked in the centre, three ropes and four corner posts, those
// the fighters start from in their colours; and the fighters themselves, top-down boxers (shoulders, head, gloves).
import type Phaser from 'phaser';
import { COLORS, FONTS } from '../../../ui/theme';
import { traceCrown } from '../../../ui/privacy';
import { APRON, CELL, CROWD, RING, RING_HALF, seatColour, squareXY } from './layout';

const CANVAS = 0xf2eee3;
const ROPE = 0xe9e4d8;
const SKIN = [0xf1c7a0, 0xd9a577, 0xa8704a, 0x7a4b2e] as const;
const CROWD_SHIRTS = [0x6b4f3a, 0x48566b, 0x7c3b3b, 0x3f5e45, 0x7a6a3a, 0x5b4a6e, 0x8a8a8a, 0x2f3b4c] as const;

/** A small fixed pseudo-random sequence, so the crowd sits the same way every time. */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** Where the spectators sit: two loose rows along each side of the apron. */
export function crowdSeats(): { x: number; y: number }[] {
  const rnd = sequence(17);
  const inner = RING_HALF + APRON + 12;
  const out: { x: number; y: number }[] = [];
  const rows = CROWD >= 40 ? 2 : 1; // a phone's ring has a narrower band of spectators
  for (let side = 0; side < 4; side++) {
    for (let row = 0; row < rows; row++) {
      for (let along = -inner - 10 + row * 11; along <= inner + 10; along += 23) {
        const a = along + (rnd() - 0.5) * 6;
        const depth = inner + row * 19 + (rnd() - 0.5) * 5;
        const [x, y] = side === 0 ? [a, -depth] : side === 1 ? [depth, a] : side === 2 ? [-a, depth] : [-depth, -a];
        out.push({ x: RING.x + x, y: RING.y + y });
      }
    }
  }
  return out;
}

export { postColours } from './layout';

/** The static ring, drawn once; returns the graphics of the ropes (they flex when a fighter hits them). */
export function drawRing(scene: Phaser.Scene, postColours: (number | null)[]): Phaser.GameObjects.Graphics {
  const g = scene.add.graphics();
  const outer = RING_HALF + APRON + CROWD;
  // The crowd: a dark hall, then heads and shoulders.
  g.fillStyle(0x17110c, 1).fillRoundedRect(RING.x - outer, RING.y - outer, outer * 2, outer * 2, 24);
  const rnd = sequence(5);
  for (const p of crowdSeats()) {
    g.fillStyle(CROWD_SHIRTS[Math.floor(rnd() * CROWD_SHIRTS.length)] ?? 0x6b4f3a, 1).fillEllipse(p.x, p.y, 26, 18);
    g.fillStyle(SKIN[Math.floor(rnd() * SKIN.length)] ?? 0xf1c7a0, 1).fillCircle(p.x, p.y - 1, 7);
  }
  // The apron and its shadow.
  const apron = RING_HALF + APRON;
  g.fillStyle(0x000000, 0.4).fillRect(RING.x - apron + 6, RING.y - apron + 8, apron * 2, apron * 2);
  g.fillStyle(0x233a63, 1).fillRect(RING.x - apron, RING.y - apron, apron * 2, apron * 2);
  // The canvas and its squares.
  g.fillStyle(CANVAS, 1).fillRect(RING.x - RING_HALF, RING.y - RING_HALF, RING_HALF * 2, RING_HALF * 2);
  const x0 = RING.x - 2.5 * CELL;
  const y0 = RING.y - 2.5 * CELL;
  g.lineStyle(2, 0xcfc6b2, 1);
  for (let i = 0; i <= 5; i++) {
    g.lineBetween(x0 + i * CELL, y0, x0 + i * CELL, y0 + 5 * CELL);
    g.lineBetween(x0, y0 + i * CELL, x0 + 5 * CELL, y0 + i * CELL);
  }
  // The Champion's square: gold, with a crown.
  const c = squareXY(2, 2);
  g.fillStyle(COLORS.gold, 0.35).fillRect(c.x - CELL / 2 + 3, c.y - CELL / 2 + 3, CELL - 6, CELL - 6);
  g.lineStyle(3, COLORS.goldDark, 1).strokeRect(c.x - CELL / 2 + 3, c.y - CELL / 2 + 3, CELL - 6, CELL - 6);
  drawCrown(g, c.x, c.y - 4, 40);
  // The corner posts, with their pads.
  const posts = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ] as const;
  posts.forEach(([sx, sy], i) => {
    const px = RING.x + sx * (RING_HALF + 4);
    const py = RING.y + sy * (RING_HALF + 4);
    const colour = postColours[i];
    // A corner no fighter starts from: a plain post, the ropes' own, no fighter's colour (a
    // newcomer counted four coloured corners in a game of two, s36).
    if (colour === null || colour === undefined) {
      g.fillStyle(0x000000, 0.3).fillCircle(px + 2, py + 3, 11);
      g.fillStyle(0x5a4a3c, 1).fillCircle(px, py, 10);
      g.lineStyle(2, ROPE, 0.9).strokeCircle(px, py, 10);
      return;
    }
    g.fillStyle(0x000000, 0.35).fillCircle(px + 3, py + 4, 17);
    g.fillStyle(colour, 1).fillCircle(px, py, 16);
    g.lineStyle(3, 0xffffff, 0.85).strokeCircle(px, py, 16);
    g.fillStyle(0xffffff, 0.35).fillCircle(px - 5, py - 5, 5);
  });
  const ropes = scene.add.graphics();
  drawRopes(ropes, 0);
  return ropes;
}

/** Three ropes along the canvas' edge; `flex` bows them outward a little (0 = straight). */
export function drawRopes(g: Phaser.GameObjects.Graphics, flex: number): void {
  g.clear();
  for (let k = 0; k < 3; k++) {
    const d = RING_HALF - 2 + k * 6 + flex;
    g.lineStyle(4, 0x000000, 0.3).strokeRect(RING.x - d + 2, RING.y - d + 3, d * 2, d * 2);
    g.lineStyle(3, k === 1 ? 0xc0392b : ROPE, 1).strokeRect(RING.x - d, RING.y - d, d * 2, d * 2);
  }
}

export function drawCrown(g: Phaser.GameObjects.Graphics, cx: number, cy: number, w: number): void {
  g.fillStyle(COLORS.goldDark, 0.9);
  traceCrown(g, cx, cy, w, w * 0.6);
  g.fillPath();
}

/**
 * A boxer seen from above, facing up (-y) before rotation: shoulders in the fighter's colour, the
 * head, and two gloves held up in front. Returns the body container to rotate.
 */
export function drawBoxer(scene: Phaser.Scene, seat: number): Phaser.GameObjects.Container {
  const body = scene.add.container(0, 0);
  const colour = seatColour(seat);
  const skin = SKIN[seat % SKIN.length] ?? 0xf1c7a0;
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.22).fillEllipse(4, 10, 74, 40); // shadow on the canvas
  g.fillStyle(skin, 1).fillEllipse(0, 6, 68, 30); // bare shoulders
  g.lineStyle(2, 0x1c120c, 0.8).strokeEllipse(0, 6, 68, 30);
  g.fillStyle(colour, 1).fillEllipse(0, 13, 46, 20); // the singlet across the back
  // Arms reaching forward to the gloves.
  g.lineStyle(10, skin, 1);
  g.lineBetween(-27, 4, -17, -16);
  g.lineBetween(27, 4, 17, -16);
  const gloves = scene.add.graphics();
  for (const x of [-16, 16]) {
    gloves.fillStyle(0x000000, 0.3).fillCircle(x + 2, -22, 13);
    gloves.fillStyle(colour, 1).fillCircle(x, -25, 13);
    gloves.lineStyle(2, 0x1c120c, 0.9).strokeCircle(x, -25, 13);
    gloves.lineStyle(3, 0xffffff, 0.85).lineBetween(x - 6, -15, x + 6, -15); // the cuff
    gloves.fillStyle(0xffffff, 0.4).fillCircle(x - 4, -30, 4);
  }
  const head = scene.add.graphics();
  head.fillStyle(skin, 1).fillCircle(0, -2, 14); // the face shows at the front
  head.fillStyle(0x2a1d14, 1).fillCircle(0, 2, 12); // hair seen from above, toward the back
  head.fillStyle(skin, 1).fillCircle(-13, 1, 4).fillCircle(13, 1, 4); // ears
  head.lineStyle(2, 0x1c120c, 0.9).strokeCircle(0, -2, 14);
  body.add([g, gloves, head]);
  return body;
}

/** The hp badge beside a fighter: a pill with a heart and the number (`size`: its font, larger on a phone). */
export function drawBadge(scene: Phaser.Scene, seat: number, text: string, size = 19): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const g = scene.add.graphics();
  const k = size / 19;
  const [w, h] = [Math.round(62 * k), Math.round(26 * k)];
  g.fillStyle(0x1c120c, 0.9).fillRoundedRect(-w / 2, -h / 2, w, h, h / 2);
  g.lineStyle(2, seatColour(seat), 1).strokeRoundedRect(-w / 2, -h / 2, w, h, h / 2);
  const label = scene.add.text(0, 0, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5).setName(`roi.hp.${seat}`);
  c.add([g, label]);
  return c;
}

/** The fury gauge beside a fighter (advanced rule): a small flame and the points, 0 to 8 (`size`: its font). */
export function drawFuryPip(scene: Phaser.Scene, seat: number, fury: number, size = 18): Phaser.GameObjects.Container {
  const c = scene.add.container(0, 0);
  const g = scene.add.graphics();
  const full = fury >= 8;
  if (size !== 18) g.setScale(size / 18); // drawn at the desktop size, scaled; the number is drawn at its own size
  g.fillStyle(full ? 0xe0561b : 0x1c120c, 0.9).fillRoundedRect(-22, -12, 44, 24, 12);
  g.lineStyle(2, 0xf08a2a, 1).strokeRoundedRect(-22, -12, 44, 24, 12);
  g.fillStyle(0xf59a30, 1).fillTriangle(-17, 7, -7, 7, -12, -9);
  g.fillStyle(0xffd36b, 1).fillTriangle(-15, 7, -9, 7, -12, -2);
  const label = scene.add.text((7 * size) / 18, 0, String(fury), { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5).setName(`roi.fury.${seat}`);
  c.add([g, label]);
  return c;
}
