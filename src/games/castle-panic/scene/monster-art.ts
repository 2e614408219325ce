// The pictures on Castle Panic's monster tokens, drawn with Phaser graphics (no image files): a
// face for each monster kind (a goblin's big pointed ears and narrow face, an orc's heavy brow and
// tusks, a troll's big grey-blue head, small eyes and heavy jaw; the goblin king's crown, the orc
// warlord's horned helmet and scar, the troll mage's purple hood and glowing staff, the healer's
// white hood with its green cross). The Overlord's other tokens' pictograms and every token's
// triangle are token-art.ts's; the pen both draw with, art-pen.ts's.
//
// Every picture is drawn centred on (0, 0) of the graphics, for a token of side `size`: it fits
// the triangle's inscribed circle (radius size / 2√3) and a little more, so that it stays inside
// the triangle whichever way the triangle is turned.
import type Phaser from 'phaser';
import { RENDER_SCALE } from '../../../ui/render-scale';
import { INK, Pen, curve, mirrored, type Pt } from './art-pen';

/** The triangle's colour behind each kind's face (the kind's colour, dark enough for the face to stand out). */
export const TOKEN_FILL: Readonly<Record<string, number>> = {
  goblin: 0x3f6e2a,
  orc: 0x7a4522,
  troll: 0x44566e,
  'goblin-king': 0x3f6e2a,
  'orc-warlord': 0x7a4522,
  'troll-mage': 0x4e3472,
  healer: 0x5d7f6c,
};

/** The triangle's colour for a token that is not a monster (the Overlord's other tokens). */
export const EFFECT_FILL = 0x3a2a1c;


// ---- goblin -------------------------------------------------------------------------------------

function goblin(p: Pen, skin = 0x93c450, shade = 0x5f8f2c): void {
  // big pointed ears, swept up and out
  for (const s of [-1, 1]) {
    const ear: Pt[] = [
      [s * 6, -6],
      [s * 17.5, -14],
      [s * 8.5, 2],
    ];
    p.solid(ear, skin, INK, 1.1);
    p.fill(0xc77a6a, 0.9).shape([
      [s * 8, -4],
      [s * 14.5, -11],
      [s * 9, 0],
    ]);
  }
  // a narrow face tapering to a pointed chin
  const head = mirrored([[0, -12], ...curve([0, -12], [7.5, -11.5], [7.5, -3]), ...curve([7.5, -3], [7, 6], [0, 13])]);
  p.solid(head, skin, INK, 1.2);
  p.fill(shade, 0.55).shape([[2, 12], ...curve([2, 12], [6.6, 5.5], [7, -2]), [5, -1], [2, 8]]);
  // mean slanted yellow eyes with slit pupils, brows pulled down to the nose
  for (const s of [-1, 1]) {
    p.solid(
      [
        [s * 1.2, -2.6],
        [s * 6.2, -4.6],
        [s * 5.6, -1.4],
        [s * 2.2, -0.8],
      ],
      0xf4e04a,
      INK,
      0.8,
    );
    p.fill(INK).ellipse(s * 3.8, -2.4, 1.2, 2.6);
    p.line(1.6, 0x2c3a12).seg(s * 0.8, -4.6, s * 6.6, -7);
  }
  // a long pointed nose
  p.solid(
    [
      [-1, -2],
      [0.6, -2.4],
      [1.8, 5],
      [-0.8, 4.2],
    ],
    shade,
    INK,
    0.7,
  );
  // a wide grin with two sharp teeth
  p.fill(0x3a0f0a).shape([[-4.8, 6.6], ...curve([-4.8, 6.6], [0, 10.8], [4.8, 6.6]), [0, 8]]);
  p.fill(0xfdf8e6)
    .shape([
      [-3, 7.2],
      [-1.8, 7.7],
      [-2.4, 9.4],
    ])
    .shape([
      [1.8, 7.7],
      [3, 7.2],
      [2.4, 9.4],
    ]);
}

function crown(p: Pen, y: number): void {
  const gold = 0xf2c744;
  const c: Pt[] = [
    [-7.5, y + 4],
    [-8.5, y - 4],
    [-4.5, y - 0.5],
    [-2.2, y - 6],
    [0, y - 1],
    [2.2, y - 6],
    [4.5, y - 0.5],
    [8.5, y - 4],
    [7.5, y + 4],
  ];
  p.solid(c, gold, INK, 1.1);
  p.fill(0x8a5a10, 0.8).rect(-7.4, y + 1.6, 14.8, 1.2);
  p.fill(0xd8262a).circle(0, y + 1.4, 1.5);
  p.fill(0x2f7ad8).circle(-4.5, y + 1.8, 1).circle(4.5, y + 1.8, 1);
  p.fill(0xfff3b0).circle(-8.5, y - 4, 0.9).circle(-2.2, y - 6, 0.9).circle(2.2, y - 6, 0.9).circle(8.5, y - 4, 0.9);
}

// ---- orc ----------------------------------------------------------------------------------------

function orcHead(p: Pen, skin: number, shade: number): void {
  // small pointed ears low on a broad, square head
  for (const s of [-1, 1]) {
    p.solid(
      [
        [s * 11, -4],
        [s * 16.5, -7.5],
        [s * 12, 2],
      ],
      skin,
      INK,
      1,
    );
  }
  const head = mirrored([[0, -12.5], ...curve([0, -12.5], [11, -12.5], [12, -3]), ...curve([12, -3], [13, 7], [8.5, 12]), ...curve([8.5, 12], [4, 14], [0, 14])]);
  p.solid(head, skin, INK, 1.2);
  p.fill(shade, 0.45).shape([[12, -3], ...curve([12, -3], [13, 7], [8.5, 12]), [5, 12.5], [9, 4]]);
}

function orcFace(p: Pen, brow: number, scar: boolean): void {
  // a heavy brow, pulled down in the middle
  p.solid(
    [
      [-11.5, -7.5],
      [11.5, -7.5],
      [11, -3.4],
      [2, -1.6],
      [0, -3],
      [-2, -1.6],
      [-11, -3.4],
    ],
    brow,
    INK,
    1,
  );
  // small red eyes in the brow's shadow
  for (const s of [-1, 1]) {
    p.fill(INK).ellipse(s * 5.2, -0.6, 5, 3);
    p.fill(0xff5a2a).circle(s * 5.2, -0.6, 1.3);
  }
  // a flat wide nose
  p.fill(brow).ellipse(0, 3.6, 7, 4);
  p.fill(INK).circle(-1.6, 4.2, 0.9).circle(1.6, 4.2, 0.9);
  // a wide jaw with an underbite
  p.line(1.4, INK).path([[-8, 8.2], ...curve([-8, 8.2], [0, 10.4], [8, 8.2])]);
  // tusks, up from the lower jaw
  for (const s of [-1, 1]) {
    p.solid(
      [
        [s * 4.2, 10],
        [s * 7.4, 9.4],
        [s * 6.8, 2.6],
      ],
      0xf6eed2,
      INK,
      0.9,
    );
  }
  if (scar) {
    // a scar across the left eye, stitched
    p.line(1.6, 0xd8484a).seg(-8.6, -9.8, -2.4, 4.6);
    p.line(0.8, 0xf4c6b0);
    for (const t of [0.2, 0.5, 0.8]) {
      const x = -8.6 + 6.2 * t;
      const y = -9.8 + 14.4 * t;
      p.seg(x - 1.8, y + 0.6, x + 1.8, y - 0.6);
    }
  }
}

function orc(p: Pen): void {
  orcHead(p, 0xb07a45, 0x7e4f26);
  orcFace(p, 0x6a3c1a, false);
}

function orcWarlord(p: Pen): void {
  // horns curving out and up from a steel helmet
  for (const s of [-1, 1]) {
    const horn: Pt[] = [[s * 7, -11], ...curve([s * 7, -11], [s * 16, -10], [s * 16.5, -18.5]), ...curve([s * 16.5, -18.5], [s * 13, -13.5], [s * 8, -15])];
    p.solid(horn, 0xf1e6c2, INK, 1);
  }
  orcHead(p, 0xa26c3a, 0x74451f);
  const helmet = mirrored([[0, -16.5], ...curve([0, -16.5], [11.5, -16], [12.6, -6]), [12.6, -4.8]]);
  p.solid(helmet, 0x8d96a0, INK, 1.2);
  p.fill(0xd6dde4, 0.6).shape([
    [-8, -12],
    [-3, -15],
    [-4, -13],
  ]);
  p.fill(0x5d656e).rect(-12.4, -7.6, 24.8, 2.4);
  p.fill(0xd8c26a).circle(-8, -6.4, 0.9).circle(0, -6.4, 0.9).circle(8, -6.4, 0.9);
  orcFace(p, 0x5a3114, true);
}

// ---- troll --------------------------------------------------------------------------------------

function trollHead(p: Pen, skin: number, shade: number): void {
  for (const s of [-1, 1]) p.fill(skin).circle(s * 14.5, 0, 3.4).line(1, INK).circle(s * 14.5, 0, 3.4, true);
  // a big dome of a head, wider still at the heavy jaw
  const head = mirrored([[0, -15.5], ...curve([0, -15.5], [12.5, -15], [13, -3]), ...curve([13, -3], [16, 7], [11.5, 12.5]), ...curve([11.5, 12.5], [6, 16], [0, 16])]);
  p.solid(head, skin, INK, 1.3);
  p.fill(shade, 0.5).shape([[13, -3], ...curve([13, -3], [16, 7], [11.5, 12.5]), [7, 14], [11, 3]]);
  // warts
  p.fill(shade).circle(-8, -10, 1.1).circle(9.5, -7, 0.9).circle(-10.5, 8.5, 1);
}

function trollFace(p: Pen, brow: number, eye: number): void {
  // a low brow ridge over small eyes set close together
  p.line(2.4, brow).path([[-8.5, -4.5], ...curve([-8.5, -4.5], [0, -7.5], [8.5, -4.5])]);
  for (const s of [-1, 1]) {
    p.fill(0xf6f0d8).circle(s * 3.6, -2.2, 1.9);
    p.fill(eye).circle(s * 3.6, -2, 1.2);
  }
  // a big bulbous nose
  p.fill(brow).circle(0, 2.6, 3.8).line(0.8, INK).circle(0, 2.6, 3.8, true);
  p.fill(INK).circle(-1.4, 4.2, 0.7).circle(1.4, 4.2, 0.7);
  // a heavy jaw: a wide shut mouth, two square teeth standing up over the lip
  p.line(1.6, INK).path([[-10, 8.5], ...curve([-10, 8.5], [0, 7], [10, 8.5])]);
  p.fill(0xf4ecd0).rect(-6.6, 5.4, 2.6, 3.2).rect(4, 5.4, 2.6, 3.2);
  p.line(0.6, INK).shape(
    [
      [-6.6, 5.4],
      [-4, 5.4],
      [-4, 8.6],
      [-6.6, 8.6],
    ],
    true,
  );
  p.shape(
    [
      [4, 5.4],
      [6.6, 5.4],
      [6.6, 8.6],
      [4, 8.6],
    ],
    true,
  );
}

function troll(p: Pen): void {
  trollHead(p, 0x93a8be, 0x62768e);
  trollFace(p, 0x6a7f98, INK);
}

function trollMage(p: Pen): void {
  // the staff behind, its head glowing
  p.line(2, 0x5a3a1a).seg(13.5, 15, 13.5, -9);
  p.fill(0x9fe8ff, 0.25).circle(13.5, -12.5, 6);
  p.fill(0xc8f4ff, 0.55).circle(13.5, -12.5, 4);
  p.fill(0xffffff).circle(13.5, -12.5, 2.2);
  // a purple hood over a troll's head
  const hood = mirrored([[0, -18], ...curve([0, -18], [11, -16], [12.5, -2]), ...curve([12.5, -2], [13, 10], [10.5, 16])]);
  p.solid(hood, 0x7a52b0, INK, 1.2);
  p.fill(0x5a3a8a).shape([[8.5, 15], ...curve([8.5, 15], [11.5, 4], [9, -8]), [6, -6]]);
  const face = mirrored([[0, -11], ...curve([0, -11], [8.5, -10.5], [9, -1]), ...curve([9, -1], [10, 9], [6, 14]), [0, 14]]);
  p.fill(0x2a1840).shape(face);
  trollInHood(p);
  // the hood's rim, gold-edged
  p.line(1.2, 0xe8c65a).path([[-9.6, 14], ...curve([-9.6, 14], [-10.5, -10], [0, -12.2]), ...curve([0, -12.2], [10.5, -10], [9.6, 14])]);
}

function trollInHood(p: Pen): void {
  const skin = 0x8aa0bb;
  const face = mirrored([[0, -8.5], ...curve([0, -8.5], [7.5, -8], [7.5, 0]), ...curve([7.5, 0], [8.5, 9], [5, 13]), [0, 13.5]]);
  p.solid(face, skin, INK, 1);
  // glowing eyes under a low brow
  p.line(1.8, 0x5d7290).path([[-6, -3.5], ...curve([-6, -3.5], [0, -5.8], [6, -3.5])]);
  for (const s of [-1, 1]) {
    p.fill(0x9fe8ff, 0.5).circle(s * 2.8, -1.6, 2.2);
    p.fill(0xe8fbff).circle(s * 2.8, -1.6, 1.1);
  }
  p.fill(0x5d7290).circle(0, 2.6, 2.8);
  p.line(1.3, INK).path([[-6.5, 8.2], ...curve([-6.5, 8.2], [0, 7], [6.5, 8.2])]);
  p.fill(0xf4ecd0).rect(-4.4, 5.6, 2, 2.6).rect(2.4, 5.6, 2, 2.6);
}

// ---- healer -------------------------------------------------------------------------------------

function healer(p: Pen): void {
  // a white robe's hood, a goblin-green face in its shadow, a green cross on the chest
  const hood = mirrored([[0, -17.5], ...curve([0, -17.5], [8, -16], [10, -6]), ...curve([10, -6], [14, 8], [15, 16])]);
  p.solid(hood, 0xf6f3ea, INK, 1.2);
  p.fill(0xcfcabb).shape([[13.8, 15.5], ...curve([13.8, 15.5], [12, 4], [8.5, -6]), [6.5, 0], [9, 15.5]]);
  const opening = mirrored([[0, -12], ...curve([0, -12], [7, -11], [7, -2]), ...curve([7, -2], [6.5, 5], [3, 7.5]), [0, 8]]);
  p.fill(0x2b3323).shape(opening);
  const face = mirrored([[0, -7], ...curve([0, -7], [5, -7], [5.2, -1]), ...curve([5.2, -1], [4.6, 4.2], [0, 7])]);
  p.fill(0x86b04c).shape(face);
  for (const s of [-1, 1]) {
    p.fill(0xfaf3c0).ellipse(s * 2.3, -2.2, 2.8, 1.6);
    p.fill(INK).circle(s * 2.3, -2.2, 0.6);
  }
  p.line(0.8, 0x2b3323).path([[-1.8, 3.4], ...curve([-1.8, 3.4], [0, 4.6], [1.8, 3.4])]);
  // the robe's edge down the middle, and the cross
  p.fill(0xf6f3ea).shape([
    [-6, 16],
    [-3, 8],
    [3, 8],
    [6, 16],
  ]);
  p.fill(0x2e9a48).rect(-1.6, 8.6, 3.2, 7.6).rect(-4, 11, 8, 3);
  p.line(0.6, 0x14532a).shape(
    [
      [-1.6, 8.6],
      [1.6, 8.6],
      [1.6, 11],
      [4, 11],
      [4, 14],
      [1.6, 14],
      [1.6, 16.2],
      [-1.6, 16.2],
      [-1.6, 14],
      [-4, 14],
      [-4, 11],
      [-1.6, 11],
    ],
    true,
  );
}

/** Units of a face per px of a token's side: a face is about 36 units across, 40 px on a token of side 64. */
const unitsFor = (size: number): number => (size / 64) * 1.1;
/** A pictogram's units: simpler shapes, drawn larger (its token never turns). */
export const pictureUnits = (size: number): number => (size / 64) * 1.3;

/**
 * Draws the face of a monster of `kind` on `g`, centred on (x, y), for a token of side `size`.
 * Unknown kinds draw nothing.
 */
export function drawMonsterFace(g: Phaser.GameObjects.Graphics, kind: string, size: number, x = 0, y = 0): void {
  const p = new Pen(g, unitsFor(size), x, y);
  switch (kind) {
    case 'goblin':
      goblin(p);
      break;
    case 'goblin-king':
      goblin(p, 0x9ccc55, 0x67962f);
      crown(p, -12.5);
      break;
    case 'orc':
      orc(p);
      break;
    case 'orc-warlord':
      orcWarlord(p);
      break;
    case 'troll':
      troll(p);
      break;
    case 'troll-mage':
      trollMage(p);
      break;
    case 'healer':
      healer(p);
      break;
    default:
      break;
  }
}

/** How many texture px a face gets per design px: the canvas's own scale, with room for a token shown larger. */
const FACE_OVERSAMPLE = RENDER_SCALE * 1.5;

/**
 * The face of `kind` for a token of side `size`, baked once into a texture (a face is some fifty
 * shapes: drawn afresh every frame on a board of thirty tokens it would slow the animations).
 * Returns the texture's key; show it as an image scaled by `faceImageScale()`, centred.
 */
export function faceTexture(scene: Phaser.Scene, kind: string, size: number): string {
  const key = `cp-face-${kind}-${size}-${FACE_OVERSAMPLE}`;
  if (scene.textures.exists(key)) return key;
  const half = Math.ceil(size * 0.45 * FACE_OVERSAMPLE);
  const g = scene.make.graphics({}, false);
  drawMonsterFace(g, kind, size * FACE_OVERSAMPLE, half, half);
  g.generateTexture(key, half * 2, half * 2);
  g.destroy();
  return key;
}

/** The scale at which a face texture shows at its design size. */
export const faceImageScale = (): number => 1 / FACE_OVERSAMPLE;

/** Whether `kind` has a face of its own. */
export const hasFace = (kind: string): boolean => kind in TOKEN_FILL;
