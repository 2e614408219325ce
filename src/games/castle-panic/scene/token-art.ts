// The pictures of Castle Panic's Overlord tokens that are not monsters (a rock for the boulder, a
// skull for a plague, arrows for the moves, tokens fanned for a draw), drawn as the monsters'
// faces are (monster-art.ts), and every token's triangle. Each picture is centred on (0, 0) for a
// token of side `size`, inside the triangle's inscribed circle whichever way it turns.
import type Phaser from 'phaser';
import { INK, Pen, curve, mirrored, type Pt } from './art-pen';
import { EFFECT_FILL, TOKEN_FILL, drawMonsterFace, hasFace, pictureUnits } from './monster-art';

// ---- the Overlord's other tokens ----------------------------------------------------------------

const ARC_COLOUR: Record<string, number> = { red: 0xd8483c, green: 0x4fa848, blue: 0x4f86d8 };

function boulder(p: Pen): void {
  p.fill(0x000000, 0.3).ellipse(1, 11, 28, 7);
  const rock: Pt[] = [
    [-12, 8],
    [-13.5, -1],
    [-8, -10],
    [1, -13],
    [10, -8.5],
    [13.5, 1],
    [11, 9.5],
    [0, 12],
  ];
  p.solid(rock, 0x8e8679, INK, 1.3);
  p.fill(0xb8b0a2).shape([
    [-11, 0],
    [-7, -8.5],
    [1, -11.5],
    [-1, -4],
    [-7, 2],
  ]);
  p.fill(0x625b50).shape([
    [11.5, 1],
    [9.5, 8.5],
    [0, 10.6],
    [4, 4],
    [9, -2],
  ]);
  p.line(1, 0x3c362e).path([
    [-3, -6],
    [0, -1],
    [-1, 4],
  ]);
  p.path([
    [4, -9],
    [6, -4],
  ]);
}

function skull(p: Pen, y: number): void {
  const top = mirrored([[0, y - 9], ...curve([0, y - 9], [7.5, y - 9], [7.5, y - 1]), [5, y + 3], [4.5, y + 6.5]]);
  p.solid(top, 0xf2ecd8, INK, 1.1);
  p.fill(INK).ellipse(-2.8, y - 1.4, 4, 4.4).ellipse(2.8, y - 1.4, 4, 4.4);
  p.shape([
    [0, y + 1.2],
    [-1, y + 3.2],
    [1, y + 3.2],
  ]);
  p.line(0.7, INK).seg(-1.5, y + 4.6, -1.5, y + 6.6).seg(1.5, y + 4.6, 1.5, y + 6.6);
}

function plague(p: Pen, who: string): void {
  // a green droplet of sickness with a skull on it, and a badge of the soldiers it strikes
  const drop = mirrored([[0, -15], ...curve([0, -15], [3, -9], [9, -2]), ...curve([9, -2], [12, 8], [0, 13])]);
  p.solid(drop, 0x5fae3c, INK, 1.2);
  p.fill(0x9be070, 0.6).ellipse(-4.5, -1, 3, 7);
  skull(p, 3);
  const [bx, by] = [9.5, 7.5];
  p.fill(0xf3e6c0).circle(bx, by, 5.6).line(1, INK).circle(bx, by, 5.6, true);
  if (who === 'archers') {
    // a bow, its string, an arrow on it
    p.line(1.3, INK).arc(bx - 3.2, by, 5.2, -1.05, 1.05);
    p.line(0.6, INK).seg(bx - 0.6, by - 4.5, bx - 0.6, by + 4.5);
    p.line(0.8, INK).seg(bx - 3.6, by, bx + 3.4, by);
    p.fill(INK).shape([
      [bx + 4.4, by],
      [bx + 2.4, by - 1.4],
      [bx + 2.4, by + 1.4],
    ]);
  } else if (who === 'knights') {
    p.solid(
      [
        [bx - 3.4, by - 3.6],
        [bx + 3.4, by - 3.6],
        [bx + 3.4, by + 0.4],
        [bx, by + 4],
        [bx - 3.4, by + 0.4],
      ],
      0x7a2a22,
      INK,
      0.8,
    );
  } else {
    p.line(1.4, INK).seg(bx - 3, by + 3, bx + 3, by - 3).seg(bx - 3.2, by + 0.4, bx - 0.4, by + 3.2);
  }
}

function arrow(p: Pen, x: number, colour: number): void {
  p.solid(
    [
      [x - 2.4, 10],
      [x - 2.4, -2],
      [x - 6, -2],
      [x, -11],
      [x + 6, -2],
      [x + 2.4, -2],
      [x + 2.4, 10],
    ],
    colour,
    INK,
    1,
  );
}

function turning(p: Pen, clockwise: boolean): void {
  // three quarters of a circle with an arrowhead at its end
  const colour = 0xf0cf7a;
  const [a0, a1] = [-Math.PI * 0.9, Math.PI * 0.55];
  p.line(5.2, INK).arc(0, 0, 9, a0, a1);
  p.line(3.2, colour).arc(0, 0, 9, a0, a1);
  const end = clockwise ? a1 : a0;
  const dir = clockwise ? 1 : -1;
  const cx = Math.cos(end) * 9;
  const cy = Math.sin(end) * 9;
  const tx = -Math.sin(end) * dir; // the way the arrow runs
  const ty = Math.cos(end) * dir;
  const nx = Math.cos(end);
  const ny = Math.sin(end);
  p.solid(
    [
      [cx + tx * 6, cy + ty * 6],
      [cx + nx * 5, cy + ny * 5],
      [cx - nx * 5, cy - ny * 5],
    ],
    colour,
    INK,
    1,
  );
}

function tokensFanned(p: Pen, n: number): void {
  for (let i = 0; i < n; i++) {
    const dx = (i - (n - 1) / 2) * 6;
    const dy = Math.abs(i - (n - 1) / 2) * 1.5;
    p.solid(
      [
        [dx, dy - 9],
        [dx - 7.5, dy + 4.5],
        [dx + 7.5, dy + 4.5],
      ],
      [0x93c450, 0xb07a45, 0x93a8be, 0xf0cf7a][i % 4] as number,
      INK,
      1,
    );
  }
  // and an arrow down: into the Overlord's hand
  p.solid(
    [
      [-2, 7],
      [2, 7],
      [2, 10],
      [5, 10],
      [0, 15],
      [-5, 10],
      [-2, 10],
    ],
    0xf3e6c0,
    INK,
    0.8,
  );
}

function discard(p: Pen): void {
  // a castle card, crossed out
  p.solid(
    [
      [-7, -11],
      [7, -11],
      [7, 11],
      [-7, 11],
    ],
    0xf3e6c0,
    INK,
    1.1,
  );
  p.fill(0x7a2a22).rect(-4.5, -8.5, 9, 5);
  p.line(3, 0xd8262a).seg(-10, -10, 10, 10).seg(10, -10, -10, 10);
}

/**
 * Draws the pictogram of a token that is not a monster (boulder, plague-*, move-*, draw-N,
 * discard-1) centred on (x, y) for a token of side `size`. Monster kinds draw their face.
 */
export function drawTokenPicture(g: Phaser.GameObjects.Graphics, token: string, size: number, x = 0, y = 0): void {
  if (hasFace(token)) {
    drawMonsterFace(g, token, size, x, y);
    return;
  }
  const p = new Pen(g, pictureUnits(size), x, y);
  if (token === 'boulder') boulder(p);
  else if (token.startsWith('plague-')) plague(p, token.slice('plague-'.length));
  else if (token === 'move-cw' || token === 'move-ccw') turning(p, token === 'move-cw');
  else if (token.startsWith('move-')) {
    const colour = ARC_COLOUR[token.slice('move-'.length)] ?? 0xf0cf7a;
    arrow(p, -6, colour);
    arrow(p, 6, colour);
  } else if (token.startsWith('draw-')) tokensFanned(p, Number(token.slice('draw-'.length)) || 3);
  else if (token.startsWith('discard-')) discard(p);
}

/** The triangle of a token of side `side` centred on (x, y), its top corner up. */
export function tokenCorners(side: number, x = 0, y = 0): [Pt, Pt, Pt] {
  const R = side / Math.sqrt(3);
  const corner = (i: number): Pt => {
    const a = ((-90 - i * 120) * Math.PI) / 180;
    return [x + Math.cos(a) * R, y + Math.sin(a) * R];
  };
  return [corner(0), corner(1), corner(2)];
}

/**
 * A token's triangle, side `side`, centred on (x, y), top corner up: its shadow, its kind's colour
 * with a lighter bevel, and its edge (gold for a boss).
 */
export function drawTokenTriangle(g: Phaser.GameObjects.Graphics, kind: string, side: number, x = 0, y = 0, boss = false): void {
  const [a, b, c] = tokenCorners(side, x, y);
  // its shadow on the board: a soft outer one, then a close dark one (the token stands off the board)
  g.fillStyle(0x000000, 0.16).fillTriangle(a[0] + 4, a[1] + 8, b[0] + 5, b[1] + 8, c[0] + 4, c[1] + 8);
  g.fillStyle(0x000000, 0.35).fillTriangle(a[0] + 2, a[1] + 4, b[0] + 2, b[1] + 4, c[0] + 2, c[1] + 4);
  g.fillStyle(TOKEN_FILL[kind] ?? EFFECT_FILL, 1).fillTriangle(a[0], a[1], b[0], b[1], c[0], c[1]);
  // a lighter inner triangle: the token's bevel
  const [ia, ib, ic] = tokenCorners(side * 0.8, x, y);
  g.fillStyle(0xffffff, 0.1).fillTriangle(ia[0], ia[1], ib[0], ib[1], ic[0], ic[1]);
  g.lineStyle(boss ? 4 : 2, boss ? 0xf0cf7a : 0x1c120c, 1).strokeTriangle(a[0], a[1], b[0], b[1], c[0], c[1]);
}
