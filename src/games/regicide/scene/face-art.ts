// The royals' portraits, drawn with Phaser graphics inside a gold-edged frame in the middle of the
// card: a Jack (young, a beret with a feather, a pageboy cut, no beard), a Queen (a coronet of
// pearl-tipped points over a veil, long hair, a pearl necklace) and a King (a tall crown with an
// orb and cross, a full beard, an ermine collar). Each wears its suit: the robe in the suit's ink
// (red for hearts and diamonds, dark for clubs and spades; the four-colour deck gives each its
// own), the frame edged with it, the suit's emblem on the chest, and hair or beard by suit. The
// portrait is drawn in a 60 x 120 design box and scaled to the frame it is given.
import type Phaser from 'phaser';
import { suitColour } from '../../../ui';

export interface FaceBox {
  /** Centre of the frame, in the card's coordinates. */
  x: number;
  y: number;
  w: number;
  h: number;
}

const BOX_W = 60;
const BOX_H = 120;
const GOLD = 0xc59a2e;
const GOLD_DARK = 0x8a6a1e;
const SKIN = 0xf2cfa8;
const SKIN_SHADE = 0xc98f66;
const EYE = 0x2a1a10;
const CREAM = 0xfbf6ea;

type Pt = { x: number; y: number };

const toNumber = (css: string): number => parseInt(css.replace('#', ''), 16);

/** `a` blended towards `b` by `k` (0: a, 1: b). */
function mix(a: number, b: number, k: number): number {
  const ch = (n: number, s: number): number => (n >> s) & 0xff;
  const m = (s: number): number => Math.round(ch(a, s) + (ch(b, s) - ch(a, s)) * k) << s;
  return m(16) | m(8) | m(0);
}

function fillPoly(g: Phaser.GameObjects.Graphics, pts: Pt[]): void {
  g.fillPoints(pts as unknown as Phaser.Math.Vector2[], true);
}

/** A suit's emblem (heart, diamond, club, spade) of half-height `s` centred on (x, y). */
export function drawSuitShape(g: Phaser.GameObjects.Graphics, suit: string, x: number, y: number, s: number, colour: number): void {
  g.fillStyle(colour, 1);
  if (suit === 'D') fillPoly(g, [{ x, y: y - s }, { x: x + 0.72 * s, y }, { x, y: y + s }, { x: x - 0.72 * s, y }]);
  else if (suit === 'H') {
    g.fillCircle(x - 0.46 * s, y - 0.32 * s, 0.52 * s).fillCircle(x + 0.46 * s, y - 0.32 * s, 0.52 * s);
    g.fillTriangle(x - 0.95 * s, y - 0.16 * s, x + 0.95 * s, y - 0.16 * s, x, y + s);
  } else if (suit === 'S') {
    g.fillCircle(x - 0.46 * s, y + 0.22 * s, 0.5 * s).fillCircle(x + 0.46 * s, y + 0.22 * s, 0.5 * s);
    g.fillTriangle(x - 0.93 * s, y + 0.1 * s, x + 0.93 * s, y + 0.1 * s, x, y - s);
    g.fillTriangle(x, y + 0.2 * s, x - 0.38 * s, y + s, x + 0.38 * s, y + s);
  } else {
    g.fillCircle(x, y - 0.46 * s, 0.4 * s).fillCircle(x - 0.46 * s, y + 0.12 * s, 0.4 * s).fillCircle(x + 0.46 * s, y + 0.12 * s, 0.4 * s);
    g.fillTriangle(x, y, x - 0.32 * s, y + s, x + 0.32 * s, y + s);
  }
}

/** Hair by rank and suit: a young Jack's brown or fair, a Queen's gold or dark, a King's grey or white. */
const HAIR: Record<string, Record<string, number>> = {
  J: { H: 0x9a5a2a, D: 0xc8943e, C: 0x5b3a1e, S: 0x3a2616 },
  Q: { H: 0xd2a03c, D: 0x9c4a22, C: 0x4a2e18, S: 0x1f1712 },
  K: { H: 0xe8e3d8, D: 0x8a6240, C: 0x5a3b22, S: 0x8c8b88 },
};

/** The frame: the card's paper, barely tinted, inside a band of the suit's colour and a gold line. */
function frame(g: Phaser.GameObjects.Graphics, ink: number): void {
  g.fillStyle(mix(ink, CREAM, 0.96), 1).fillRoundedRect(-BOX_W / 2, -BOX_H / 2, BOX_W, BOX_H, 5);
  g.lineStyle(3, mix(ink, CREAM, 0.7), 1).strokeRoundedRect(-BOX_W / 2 + 1.5, -BOX_H / 2 + 1.5, BOX_W - 3, BOX_H - 3, 4);
  g.lineStyle(1.6, ink, 1).strokeRoundedRect(-BOX_W / 2, -BOX_H / 2, BOX_W, BOX_H, 5);
  g.lineStyle(0.9, GOLD, 1).strokeRoundedRect(-BOX_W / 2 + 3.5, -BOX_H / 2 + 3.5, BOX_W - 7, BOX_H - 7, 3);
}

/** Shoulders in the suit's robe, a gold stripe down the front, the suit's emblem on a round plate. */
function robe(g: Phaser.GameObjects.Graphics, suit: string, ink: number): void {
  g.fillStyle(ink, 1).fillEllipse(0, 38, 54, 40).fillRect(-27, 38, 54, 19);
  g.fillStyle(mix(ink, 0x000000, 0.25), 1).fillRect(-27, 50, 54, 7);
  g.fillStyle(GOLD, 1).fillRect(-2.2, 26, 4.4, 31);
  g.fillStyle(CREAM, 1).fillCircle(0, 41, 8.5);
  g.lineStyle(1.4, GOLD, 1).strokeCircle(0, 41, 8.5);
  drawSuitShape(g, suit, 0, 41, 5.4, ink);
}

function neckAndHead(g: Phaser.GameObjects.Graphics, young: boolean): void {
  g.fillStyle(SKIN_SHADE, 1).fillRect(-4.5, 2, 9, 16);
  g.fillStyle(SKIN, 1).fillRect(-3.5, 2, 7, 16);
  g.fillStyle(SKIN, 1).fillEllipse(0, -8, young ? 21 : 22, young ? 25 : 26);
}

function eyes(g: Phaser.GameObjects.Graphics, brow: number, lashes: boolean): void {
  g.fillStyle(0xffffff, 1).fillEllipse(-4.2, -9, 4.6, 2.8).fillEllipse(4.2, -9, 4.6, 2.8);
  g.fillStyle(EYE, 1).fillCircle(-4, -9, 1.25).fillCircle(4.4, -9, 1.25);
  g.lineStyle(1.1, brow, 1).lineBetween(-7, -12.6, -2, -12.2).lineBetween(2, -12.2, 7, -12.6);
  if (lashes) g.lineStyle(0.8, EYE, 1).lineBetween(-6.6, -10, -7.6, -11).lineBetween(6.6, -10, 7.6, -11);
  g.lineStyle(1, SKIN_SHADE, 1).lineBetween(0.2, -8, -1, -3.2).lineBetween(-1, -3.2, 1.2, -3.2);
}

function drawJack(g: Phaser.GameObjects.Graphics, suit: string, ink: number): void {
  const hair = HAIR.J?.[suit] ?? 0x7a4a22;
  robe(g, suit, ink);
  // a plain white collar: a young page
  g.fillStyle(0xffffff, 1).fillTriangle(-10, 17, 10, 17, 0, 25);
  g.fillStyle(hair, 1).fillEllipse(0, -12, 27, 24).fillRoundedRect(-13.5, -14, 6, 17, 2.5).fillRoundedRect(7.5, -14, 6, 17, 2.5);
  neckAndHead(g, true);
  g.fillStyle(hair, 1).fillEllipse(-1, -19, 21, 7);
  eyes(g, hair, false);
  g.fillStyle(0xe88f80, 0.55).fillCircle(-6.5, -4, 2.2).fillCircle(6.5, -4, 2.2);
  g.lineStyle(1.2, 0xa0443a, 1).lineBetween(-2.6, 0.6, 2.6, 0.2);
  // the beret, tilted, with its gold band and a long feather
  const feather = suit === 'H' || suit === 'D' ? 0xf7f3ea : 0xc8392f;
  g.fillStyle(feather, 1);
  fillPoly(g, [{ x: 8, y: -25 }, { x: 15, y: -40 }, { x: 25, y: -56 }, { x: 22, y: -39 }, { x: 14, y: -24 }]);
  g.lineStyle(0.9, mix(feather, 0x000000, 0.45), 1).lineBetween(11, -25, 24, -55);
  g.fillStyle(ink, 1).fillEllipse(1, -22.5, 31, 9).fillEllipse(2, -26, 23, 9);
  g.fillStyle(GOLD, 1).fillRect(-12, -21.5, 25, 2.6);
  g.fillStyle(GOLD, 1).fillCircle(10, -23, 2);
}

function drawQueen(g: Phaser.GameObjects.Graphics, suit: string, ink: number): void {
  const hair = HAIR.Q?.[suit] ?? 0x8a5a2a;
  // the veil falls from the coronet behind her to the shoulders
  g.fillStyle(0xffffff, 0.6);
  fillPoly(g, [{ x: -10, y: -30 }, { x: 10, y: -30 }, { x: 27, y: 34 }, { x: -27, y: 34 }]);
  g.lineStyle(0.8, 0xcfc7b6, 1).lineBetween(-10, -30, -27, 34).lineBetween(10, -30, 27, 34);
  robe(g, suit, ink);
  g.fillStyle(hair, 1).fillEllipse(0, -13, 29, 24).fillRoundedRect(-15, -16, 30, 33, 9);
  neckAndHead(g, false);
  // a low neckline and a string of pearls
  g.fillStyle(SKIN, 1).fillEllipse(0, 18, 17, 7);
  g.fillStyle(0xffffff, 1);
  for (let i = -3; i <= 3; i++) g.fillCircle(i * 2.5, 20.5 - Math.abs(i) * 0.7, 1.1);
  g.fillStyle(hair, 1).fillEllipse(-5.5, -18.5, 13, 8).fillEllipse(5.5, -18.5, 13, 8);
  eyes(g, hair, true);
  g.fillStyle(0xe88f80, 0.45).fillCircle(-6.5, -3.5, 2).fillCircle(6.5, -3.5, 2);
  g.fillStyle(0xc0392b, 1).fillEllipse(0, 0.8, 5.2, 2.4);
  // the coronet: a band and five points, each with a pearl
  g.fillStyle(GOLD, 1).fillRect(-11, -26, 22, 3.6);
  [-10, -5, 0, 5, 10].forEach((x, k) => {
    const tip = k === 2 ? -36 : k % 2 ? -32 : -34;
    g.fillStyle(GOLD, 1).fillTriangle(x - 2.4, -25.5, x + 2.4, -25.5, x, tip);
    g.fillStyle(0xffffff, 1).fillCircle(x, tip - 0.6, 1.3);
  });
  g.lineStyle(0.7, GOLD_DARK, 1).strokeRect(-11, -26, 22, 3.6);
  g.fillStyle(suit === 'H' || suit === 'D' ? 0x2f5d9e : 0xb3262c, 1).fillCircle(0, -24.2, 1.3);
}

function drawKing(g: Phaser.GameObjects.Graphics, suit: string, ink: number): void {
  const hair = HAIR.K?.[suit] ?? 0x8c8b88;
  const beardDark = mix(hair, 0x000000, 0.22);
  robe(g, suit, ink);
  // the ermine collar: white fur with black tails
  g.fillStyle(0xfbfbf7, 1).fillEllipse(0, 20, 48, 12);
  g.fillStyle(0x151515, 1);
  for (const x of [-17, -9, 0, 9, 17]) g.fillRect(x - 0.8, 18 + (x === 0 ? 1.5 : 0), 1.6, 3);
  g.fillStyle(hair, 1).fillEllipse(-10.5, -8, 8, 20).fillEllipse(10.5, -8, 8, 20);
  neckAndHead(g, false);
  eyes(g, beardDark, false);
  // the full beard, with the mouth and moustache over it
  g.fillStyle(hair, 1);
  fillPoly(g, [{ x: -11.5, y: -7 }, { x: -11, y: 3 }, { x: -7, y: 11 }, { x: 0, y: 16 }, { x: 7, y: 11 }, { x: 11, y: 3 }, { x: 11.5, y: -7 }, { x: 7, y: -2 }, { x: 0, y: 0 }, { x: -7, y: -2 }]);
  g.lineStyle(0.7, beardDark, 1).lineBetween(-5, 4, -3, 11).lineBetween(0, 4, 0, 13).lineBetween(5, 4, 3, 11);
  g.fillStyle(0x7a2e28, 1).fillEllipse(0, 2.2, 5, 2);
  g.fillStyle(beardDark, 1).fillEllipse(-3.4, -0.6, 7.5, 2.8).fillEllipse(3.4, -0.6, 7.5, 2.8);
  // the crown: velvet cap, three tall points, an orb and cross, jewels on the band
  g.fillStyle(mix(ink, 0x000000, 0.15), 1).fillEllipse(0, -32, 21, 12);
  g.fillStyle(GOLD, 1)
    .fillTriangle(-12.5, -26, -5.5, -26, -10.5, -41)
    .fillTriangle(-4.5, -26, 4.5, -26, 0, -45)
    .fillTriangle(5.5, -26, 12.5, -26, 10.5, -41)
    .fillRect(-12.5, -27.5, 25, 5.5);
  g.fillStyle(GOLD, 1).fillCircle(0, -47, 2.2).fillRect(-0.6, -53, 1.2, 5).fillRect(-2.2, -51.4, 4.4, 1.2);
  g.fillStyle(GOLD, 1).fillCircle(-10.5, -41.5, 1.3).fillCircle(10.5, -41.5, 1.3);
  g.lineStyle(0.7, GOLD_DARK, 1).strokeRect(-12.5, -27.5, 25, 5.5);
  g.fillStyle(suit === 'H' || suit === 'D' ? 0x2f5d9e : 0xb3262c, 1).fillCircle(-7, -24.8, 1.5).fillCircle(7, -24.8, 1.5);
  g.fillStyle(0x3f7d3a, 1).fillCircle(0, -24.8, 1.6);
}

/**
 * A royal's portrait (`code` J/Q/K + suit) in a frame centred on `box`, added to `c` as one
 * graphics named `regicide.face.<rank>.<code>` (e.g. regicide.face.Q.QS). A graphics has no bounds
 * of its own, so the card keeps its size wherever it is measured.
 */
export function drawFaceArt(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, box: FaceBox): Phaser.GameObjects.Graphics {
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const ink = toNumber(suitColour(suit));
  const g = scene.add.graphics({ x: box.x, y: box.y }).setName(`regicide.face.${rank}.${code}`);
  frame(g, ink);
  if (rank === 'J') drawJack(g, suit, ink);
  else if (rank === 'Q') drawQueen(g, suit, ink);
  else drawKing(g, suit, ink);
  g.setScale(Math.min(box.w / BOX_W, box.h / BOX_H));
  c.add(g);
  return g;
}
