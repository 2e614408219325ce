// A Regality vs Religion tile drawn by us, pointing up (the caller turns it 180 degrees for a tile
// serving seat 1): a house-shaped body in its side's colour (red Regality, blue Religion, black
// neutral) whose point shows whom it serves, a gold chevron on the point, the name, the power's
// glyph, the active (*) or passive (☉) mark, and the dots and arrows of the cells it reaches.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fitText } from '../../../ui/fit-text';
import { t, type TextKey } from '../../../services/i18n';
import { TILES, type TileData } from '../rules';
import type { Reach } from '../rules/tiles';
import { SERVES_COLOUR, SIDE_COLOUR } from '../colours';

export { SIDE_COLOUR, SERVES_COLOUR };

/**
 * A tile on the board serves a seat: its name strip and a broad rim take that seat's colour, so
 * allegiance reads at a glance whatever the tile's printed colour (a red King serving Religion).
 * `turned`: the caller turns the tile 180 degrees (it points down, at the seat below): its words
 * are drawn turned too, so they read upright.
 */
export interface Serve {
  owner: number;
  turned: boolean;
}
export const BACK_COLOUR = 0x5a4030;
const GOLD = 0xd4a94a;
export const GLYPH: Record<TileData['effect'], string> = {
  none: '♙',
  destroy: '✖',
  'destroy-shielded': '✖',
  flip: '↻',
  banish: '⊘',
  move: '✧',
  retrigger: '♫',
  'recall-ally': '↩',
  'recall-discard': '⇩',
  assassinate: '†',
  shield: '',
  'shield-sides': '↔',
  cancel: '∅',
  cover: '♜',
  death: '☠\uFE0E',
};

export const tileName = (tile: string): string => t(`regality.tile.${tile}` as TextKey);
/** The tile's short name, distinct from every other tile's name: for a phone's tile too small for the full one. */
export const tileShortName = (tile: string): string => t(`regality.short.${tile}` as TextKey);

type Pt = { x: number; y: number };

/** Trace a polyline (closed or not) as the graphics' current path. */
function trace(g: Phaser.GameObjects.Graphics, pts: readonly Pt[], closed: boolean): Phaser.GameObjects.Graphics {
  g.beginPath();
  pts.forEach((p, i) => (i === 0 ? g.moveTo(p.x, p.y) : g.lineTo(p.x, p.y)));
  if (closed) g.closePath();
  return g;
}

/** The outline of a tile pointing up: a square whose top edge rises to a point. */
function bodyPoints(s: number): Pt[] {
  const h = s / 2;
  const k = s * 0.16;
  return [{ x: 0, y: -h }, { x: h, y: -h + k }, { x: h, y: h }, { x: -h, y: h }, { x: -h, y: -h + k }];
}

/** A small heater shield centred on (x, y), `w` wide. */
export function drawShield(g: Phaser.GameObjects.Graphics, x: number, y: number, w: number, fill = 0xc9d3df): void {
  const h = w * 1.15;
  const pts = [{ x: x - w / 2, y: y - h / 2 }, { x: x + w / 2, y: y - h / 2 }, { x: x + w / 2, y: y }, { x, y: y + h / 2 }, { x: x - w / 2, y: y }];
  trace(g.fillStyle(fill, 1), pts, true).fillPath();
  trace(g.lineStyle(Math.max(1.5, w * 0.09), 0x1d1a17, 1), pts, true).strokePath();
  g.lineStyle(Math.max(1, w * 0.07), 0x1d1a17, 0.7).lineBetween(x, y - h / 2 + 2, x, y + h / 2 - 3);
}

/** A shield badge in a box of its own named `tile.badge` (the scene names it by tile or cell; the browser tests find it). */
function shieldBadge(scene: Phaser.Scene, x: number, y: number, w: number): Phaser.GameObjects.Container {
  const g = scene.add.graphics();
  drawShield(g, 0, 0, w);
  return scene.add.container(x, y, [g]).setSize(w, w * 1.15).setName('tile.badge');
}

/** The 3x3 pattern of the cells a tile reaches: white dots choose one, gold squares take all, arrows reach the edge. */
function drawReach(g: Phaser.GameObjects.Graphics, reach: Reach, cx: number, cy: number, step: number, dotShare = 0.32, centre = true): void {
  const dot = step * dotShare;
  const at = (dc: number, dr: number, kind: 'one' | 'all' | 'alt') => {
    const x = cx + dc * step;
    const y = cy + dr * step;
    if (kind === 'one') g.fillStyle(0xffffff, 1).fillCircle(x, y, dot);
    else g.fillStyle(kind === 'all' ? GOLD : 0xf0cf7a, 1).fillRect(x - dot, y - dot, dot * 2, dot * 2);
  };
  const ortho: [number, number][] = [[0, -1], [1, 0], [0, 1], [-1, 0]];
  const diag: [number, number][] = [[-1, -1], [1, -1], [1, 1], [-1, 1]];
  if (centre) g.lineStyle(1.5, 0xffffff, 0.55).strokeRect(cx - dot, cy - dot, dot * 2, dot * 2);
  switch (reach) {
    case 'one-adjacent':
      for (const [c, r] of [...ortho, ...diag]) at(c, r, 'one');
      break;
    case 'one-orthogonal':
      for (const [c, r] of ortho) at(c, r, 'one');
      break;
    case 'one-diagonal':
      for (const [c, r] of diag) at(c, r, 'one');
      break;
    case 'all-adjacent':
      for (const [c, r] of [...ortho, ...diag]) at(c, r, 'all');
      break;
    case 'all-above':
      for (const c of [-1, 0, 1]) at(c, -1, 'all');
      break;
    case 'orth-or-diag':
      for (const [c, r] of ortho) at(c, r, 'one');
      for (const [c, r] of diag) at(c, r, 'alt');
      break;
    case 'orthogonal':
      for (const [c, r] of ortho) at(c, r, 'all');
      break;
    case 'diagonal':
      for (const [c, r] of diag) at(c, r, 'all');
      break;
    case 'sides':
      at(-1, 0, 'all');
      at(1, 0, 'all');
      break;
    case 'ray':
      g.lineStyle(Math.max(2, dot * 0.35), 0xffffff, 1);
      for (const [c, r] of [...ortho, ...diag]) {
        const len = Math.hypot(c, r);
        const ex = cx + c * step * 1.15;
        const ey = cy + r * step * 1.15;
        g.lineBetween(cx + (c / len) * (centre ? dot * 1.3 : step * 0.5), cy + (r / len) * (centre ? dot * 1.3 : step * 0.5), ex, ey);
        const a = Math.atan2(r, c);
        const hl = step * 0.35;
        g.fillStyle(0xffffff, 1).fillTriangle(ex + Math.cos(a) * hl * 0.6, ey + Math.sin(a) * hl * 0.6, ex + Math.cos(a + 2.4) * hl, ey + Math.sin(a + 2.4) * hl, ex + Math.cos(a - 2.4) * hl, ey + Math.sin(a - 2.4) * hl);
      }
      break;
    default:
      break;
  }
}


/** Draw a face-down tile: a plain back, no point (a destroyed tile serves nobody). */
export function drawBack(scene: Phaser.Scene, c: Phaser.GameObjects.Container, s: number): void {
  const g = scene.add.graphics();
  g.fillStyle(0x000000, 0.3).fillRoundedRect(-s / 2 + 3, -s / 2 + 5, s, s, 8);
  g.fillStyle(BACK_COLOUR, 1).fillRoundedRect(-s / 2, -s / 2, s, s, 8);
  g.lineStyle(2, GOLD, 0.8).strokeRoundedRect(-s / 2 + 6, -s / 2 + 6, s - 12, s - 12, 6);
  trace(g.lineStyle(2, GOLD, 0.45), [{ x: 0, y: -s * 0.3 }, { x: s * 0.3, y: 0 }, { x: 0, y: s * 0.3 }, { x: -s * 0.3, y: 0 }], true).strokePath();
  c.add(g);
}

/**
 * How a tile is drawn on a phone (compact mode): `minFont` is the smallest text allowed (design
 * px); `bare` draws no text at all (a tile too small for legible words: the discard's, the one
 * peeking from under the Tower).
 */
export interface PhoneFace {
  minFont: number;
  bare?: boolean;
}

/**
 * Draw tile `tile` face up, `s` wide, pointing up, into `c` (centred on 0, 0); `phone` draws the
 * phone's face; `under`: the tile lying under it (the Tower's), drawn as a plate in its middle.
 */
export function drawTile(scene: Phaser.Scene, c: Phaser.GameObjects.Container, tile: string, s: number, lentShield = false, phone?: PhoneFace, under?: string, serve?: Serve | { turned: boolean }): void {
  const data = TILES[tile];
  if (!data) {
    drawBack(scene, c, s);
    return;
  }
  const first = c.list.length;
  c.setData('tileSize', s); // (the browser tests check that its words fit it)
  if (phone) drawPhoneTile(scene, c, data, tile, s, lentShield, phone, under, serve && 'owner' in serve ? serve.owner : undefined);
  else drawWideTile(scene, c, data, tile, s, lentShield, under, serve && 'owner' in serve ? serve.owner : undefined);
  // A tile turned to point down keeps its words upright: each text turns on itself.
  if (serve?.turned) for (const obj of c.list.slice(first)) if ('setText' in obj) (obj as Phaser.GameObjects.Text).setAngle(180);
}

/** Turn the words of a tile drawn in `c` upright again after the tile turned half round (a flip seen on the board). */
export function uprightWords(c: Phaser.GameObjects.Container): void {
  for (const obj of c.list) if ('setText' in obj) (obj as Phaser.GameObjects.Text).setAngle(c.angle === 0 ? 0 : 180);
}

/** Behind a tile on the board: a broad rim in the colour of the side it serves. */
function serveRim(g: Phaser.GameObjects.Graphics, s: number, owner: number | undefined): void {
  if (owner === undefined) return;
  const rim = Math.max(5, s * 0.05);
  trace(g.fillStyle(SERVES_COLOUR[owner] ?? 0xffffff, 1), bodyPoints(s + rim * 2).map((p) => ({ x: p.x, y: p.y - rim * 0.15 })), true).fillPath();
}

function drawWideTile(scene: Phaser.Scene, c: Phaser.GameObjects.Container, data: TileData, tile: string, s: number, lentShield: boolean, under: string | undefined, owner: number | undefined): void {
  const h = s / 2;
  const pts = bodyPoints(s);
  const g = scene.add.graphics();
  trace(g.fillStyle(0x000000, 0.3), pts.map((p) => ({ x: p.x + 3, y: p.y + 5 })), true).fillPath();
  serveRim(g, s, owner);
  trace(g.fillStyle(SIDE_COLOUR[data.side], 1), pts, true).fillPath();
  trace(g.lineStyle(Math.max(2, s * 0.025), GOLD, 1), pts, true).strokePath();
  // The point: a bold chevron just under the tip.
  const k = s * 0.16;
  trace(g.lineStyle(Math.max(3, s * 0.04), 0xf0cf7a, 1), [{ x: -s * 0.17, y: -h + k + s * 0.07 }, { x: 0, y: -h + s * 0.09 }, { x: s * 0.17, y: -h + k + s * 0.07 }], false).strokePath();
  // The name band: in the colour of the side the tile serves, on the board.
  if (owner === undefined) g.fillStyle(0x000000, 0.28).fillRect(-h + 3, h - s * 0.27, s - 6, s * 0.27 - 3);
  else g.fillStyle(SERVES_COLOUR[owner] ?? 0, 1).fillRect(-h + 3, h - s * 0.27, s - 6, s * 0.27 - 3).lineStyle(2, 0xf0cf7a, 1).lineBetween(-h + 3, h - s * 0.27, h - 3, h - s * 0.27);
  // A covered tile (the Tower, which reaches nowhere) keeps that corner for its own sign.
  if (!under) drawReach(g, data.reach, h - s * 0.2, -h + k + s * 0.2, s * 0.085);
  if (!under) c.setData('reach', { x: h - s * 0.2, y: -h + k + s * 0.2 }); // (where the browser tests find it)
  if (data.effect === 'shield') drawShield(g, 0, -s * 0.02, s * 0.3);
  if (!under && (data.effect === 'cover' || data.effect === 'destroy-shielded')) drawShield(g, -s * 0.2, s * 0.07, s * 0.13);
  if (lentShield) drawShield(g, -h + s * 0.12, -s * 0.06, s * 0.16, 0xf0cf7a);
  c.add(g);
  const glyph = GLYPH[data.effect];
  if (under) drawUnderPlate(scene, c, data, under, s, 13);
  else if (glyph) {
    c.add(scene.add.text(-s * 0.04, -s * 0.02, glyph, { fontFamily: `${FONTS.body}, "DejaVu Sans", sans-serif`, fontSize: `${Math.round(s * 0.32)}px`, color: '#fbf1d8' }).setOrigin(0.5).setName('tile.glyph'));
  }
  const mark = scene.add.text(-h + s * 0.14, -h + k + s * 0.1, data.active ? '*' : '☉', {
    fontFamily: `${FONTS.body}, "DejaVu Sans", sans-serif`,
    fontSize: `${Math.round(s * (data.active ? 0.3 : 0.2))}px`,
    fontStyle: '700',
    color: data.active ? '#f0cf7a' : '#d9c59a',
  });
  c.add(mark.setOrigin(0.5, data.active ? 0.35 : 0.5));
  const name = scene.add.text(0, h - s * 0.135, tileName(tile), { fontFamily: FONTS.body, fontSize: `${Math.max(18, Math.round(s * 0.17))}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5);
  // Every name fits its tile at every size (a newcomer saw "Hiérophante" spill out of the discard's small tile, s33):
  // the short name where the full one cannot fit, squeezed at the last.
  if (!fitText(name, s - 10, { floor: 13, short: tileShortName(tile) })) name.setScale((s - 10) / name.width, 1);
  c.add(name.setName('tile.name'));
}

/** The phone's body, point, chevron and shields (shared by every size of the phone's face). */
function phoneBody(g: Phaser.GameObjects.Graphics, data: TileData, s: number): void {
  const h = s / 2;
  const pts = bodyPoints(s);
  trace(g.fillStyle(0x000000, 0.3), pts.map((p) => ({ x: p.x + 3, y: p.y + 5 })), true).fillPath();
  trace(g.fillStyle(SIDE_COLOUR[data.side], 1), pts, true).fillPath();
  trace(g.lineStyle(Math.max(2, s * 0.025), GOLD, 1), pts, true).strokePath();
  const k = s * 0.16;
  trace(g.lineStyle(Math.max(3, s * 0.04), 0xf0cf7a, 1), [{ x: -s * 0.17, y: -h + k + s * 0.07 }, { x: 0, y: -h + s * 0.09 }, { x: s * 0.17, y: -h + k + s * 0.07 }], false).strokePath();
}

/**
 * The phone's face: the reach pattern drawn large round the middle, the power's sign in the
 * middle of it, the active (*) or passive (☉) mark top left, and the name in a band at the foot:
 * a wide one on the board's tiles, a narrow strip on a zone's (its card tells the rest). A face
 * under 80 px has no room for legible words and carries none.
 */
function drawPhoneTile(scene: Phaser.Scene, c: Phaser.GameObjects.Container, data: TileData, tile: string, s: number, lentShield: boolean, phone: PhoneFace, under?: string, owner?: number): void {
  const h = s / 2;
  const g = scene.add.graphics();
  if (!phone.bare) serveRim(g, s, owner);
  phoneBody(g, data, s);
  const named = !phone.bare && s >= 180;
  // A Tower's tile under it shows on any face that is given it (the board's tiles, the card's picture).
  const covered = !phone.bare && !!under && !!TILES[under];
  if (named) g.fillStyle(owner === undefined ? 0x000000 : (SERVES_COLOUR[owner] ?? 0), owner === undefined ? 0.28 : 1).fillRect(-h + 3, h - s * 0.25, s - 6, s * 0.25 - 3);
  // A zone's tile (issue 30 item 23): its name too, in a strip at its foot in the smallest legible
  // letters (its short name where the full one is too wide), the reach pattern drawn smaller above.
  const labelled = !phone.bare && !named && s >= 80;
  // The name first: on two lines (a long name on a small tile) its band is twice as tall, the reach above it smaller.
  let zoneName = labelled ? phoneName(scene, tile, 0, phone.minFont, phone.minFont, s - 6) : undefined;
  // two lines only where they leave the mark and a reach room above (not on the secret draft's smallest tiles)
  if (zoneName?.text.includes('\n') && s - zoneName.height - 4 < s * 0.38) {
    zoneName.destroy();
    zoneName = phoneName(scene, tile, 0, phone.minFont, phone.minFont, s - 6, false);
  }
  const twoLines = !!zoneName && zoneName.text.includes('\n');
  const bandH = twoLines && zoneName ? Math.round(zoneName.height + 2) : Math.round(phone.minFont * 1.25);
  zoneName?.setY(h - 2 - bandH / 2);
  // its band in the colour of the side it serves where it serves one (the rules screen's picture), else dark
  if (labelled) g.fillStyle(owner === undefined ? 0x000000 : (SERVES_COLOUR[owner] ?? 0), owner === undefined ? 0.45 : 1).fillRect(-h + 3, h - bandH - 2, s - 6, bandH);
  // A face with words is laid out as the desktop's (newcomer s37: "symbols placed differently from
  // the desktop"): the power's sign large in the middle, the reach pattern in the top right corner
  // (a dot no smaller than a twelfth of the phone's least text), the mark top left, the name at the
  // foot. A bare face (no words: the discard's, one under the Tower) keeps the reach drawn large.
  const k = s * 0.16;
  const worded = named || labelled;
  const bandTop = named ? h - s * 0.25 : labelled ? h - bandH - 2 : h;
  const glyphSize = Math.max(phone.minFont, Math.round(s * 0.32));
  const cy = worded ? Math.min(-s * 0.02, bandTop - glyphSize * 0.6) : s * 0.06;
  const step = s * 0.22;
  if (worded) {
    const corner = Math.max(s * 0.085, phone.minFont / 3);
    if (!covered) drawReach(g, data.reach, h - s * 0.2, -h + k + s * 0.2, corner, 0.34);
    if (!covered) c.setData('reach', { x: h - s * 0.2, y: -h + k + s * 0.2 });
  } else drawReach(g, data.reach, 0, cy, step, 0.34, false);
  if (data.effect === 'shield') drawShield(g, 0, cy, s * (worded ? 0.3 : 0.2));
  if (lentShield) drawShield(g, -s * 0.38, cy + s * 0.02, s * 0.15, 0xf0cf7a);
  c.add(g);
  // The Pirate's and the Tower's badge: in the top right corner, clear of the name's band at the
  // foot (the newcomers found it over the name's first letter) and of the mark top left. A Tower
  // over a tile keeps that corner for its own sign.
  if (!covered && data.effect === 'cover' || data.effect === 'destroy-shielded') c.add(worded ? shieldBadge(scene, -s * 0.24, cy + s * 0.12, s * 0.14) : shieldBadge(scene, s * 0.35, -s * 0.2, s * 0.14));
  if (phone.bare) return;
  const family = `${FONTS.body}, "DejaVu Sans", sans-serif`;
  const glyph = GLYPH[data.effect];
  if (covered && under) drawUnderPlate(scene, c, data, under, s, phone.minFont);
  else if (glyph) c.add(scene.add.text(worded ? -s * 0.04 : 0, cy, glyph, { fontFamily: family, fontSize: `${worded ? glyphSize : Math.max(phone.minFont, Math.round(step * 0.95))}px`, color: '#fbf1d8' }).setOrigin(0.5).setName('tile.glyph'));
  // The asterisk's glyph is small in its letter box: drawn half as big again to read as well as the ☉.
  const markSize = data.active ? Math.max(Math.round(phone.minFont * 1.6), Math.round(s * 0.3)) : Math.max(phone.minFont, Math.round(s * 0.16));
  const mark = scene.add.text(-h + s * (data.active ? 0.13 : 0.11), -h + s * (data.active ? 0.2 : 0.18), data.active ? '*' : '☉', { fontFamily: family, fontSize: `${markSize}px`, fontStyle: '700', color: data.active ? '#f0cf7a' : '#d9c59a' });
  c.add(mark.setOrigin(0.5, data.active ? 0.35 : 0.5));
  if (zoneName) c.add(zoneName);
  if (named) c.add(phoneName(scene, tile, h - s * 0.125, Math.max(phone.minFont, Math.round(s * 0.15)), phone.minFont, s - 8));
}

const VOWEL = /[aeiouyàâäéèêëîïôöùûüœæ]/i;
const DIGRAPH = ['ch', 'ph', 'th', 'sh', 'gn', 'qu', 'sc'];

/**
 * A one-word name cut in two for a phone's narrow tile (newcomer s36 item 4: 'Hiero.' and 'Perfor…'
 * read as riddles): the places a syllable may start (a consonant, or one of the digraphs, after a
 * vowel and before a vowel; the second of two consonants before a vowel), each half at least three
 * letters, the most even first. A name of several words breaks at its spaces instead. Returns the
 * candidates as two lines ('Hiero-\nphant'), best first; none for a short word.
 */
export function nameBreaks(name: string): string[] {
  if (name.includes(' ')) {
    const i = name.indexOf(' ', Math.floor(name.length / 2) - 1);
    const j = name.lastIndexOf(' ', Math.ceil(name.length / 2));
    const at = [i, j].filter((k) => k > 0).sort((a, b) => Math.abs(name.length - 2 * a) - Math.abs(name.length - 2 * b));
    return at.map((k) => `${name.slice(0, k)}\n${name.slice(k + 1)}`);
  }
  const v = (i: number): boolean => VOWEL.test(name[i] ?? '');
  const cuts: number[] = [];
  for (let i = 3; i <= name.length - 3; i++) {
    if (v(i) || !v(i + 1) && !DIGRAPH.includes(name.slice(i, i + 2).toLowerCase())) continue;
    const digraph = DIGRAPH.includes(name.slice(i, i + 2).toLowerCase());
    if (digraph ? !v(i + 2) : !v(i + 1)) continue;
    if (DIGRAPH.includes(name.slice(i - 1, i + 1).toLowerCase())) continue;
    cuts.push(i);
  }
  return cuts.sort((a, b) => Math.abs(name.length - 2 * a - 1) - Math.abs(name.length - 2 * b - 1)).map((i) => `${name.slice(0, i)}-\n${name.slice(i)}`);
}

/**
 * A phone tile's name, centred at (0, y), at most `maxW` wide in letters no smaller than `floor`
 * (the phone's 12 CSS px): the full name, shrunk towards the floor if need be; where even that is
 * too wide (a zone's tile is some 50 CSS px wide), the full name on two lines at a syllable
 * (newcomer s36 item 4), at `floor`; only where no cut fits, the tile's short name. Never pressed
 * narrower, which reads as smaller letters; only a short name too long for its tile (a fault of the
 * strings) would be, so that it still stays on its tile.
 */
function phoneName(scene: Phaser.Scene, tile: string, y: number, size: number, floor: number, maxW: number, twoLines = true): Phaser.GameObjects.Text {
  const full = tileName(tile);
  const name = scene.add.text(0, y, full, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: '#ffffff', align: 'center', lineSpacing: -Math.round(floor * 0.12) }).setOrigin(0.5);
  if (fitText(name, maxW, { floor })) return name.setName('tile.name');
  name.setFontSize(floor);
  for (const two of twoLines ? nameBreaks(full) : []) {
    name.setText(two);
    if (name.width <= maxW) return name.setName('tile.name');
  }
  name.setFontSize(size).setText(full);
  if (!fitText(name, maxW, { floor, short: tileShortName(tile) })) name.setScale(maxW / name.width, 1);
  return name.setName('tile.name');
}

/**
 * The tile under a Tower, shown on the Tower's face (desktop and phone alike): a small tile of its
 * colour with its power's sign, and its name (its short name where the full one cannot fit) in dark
 * letters on a parchment strip below, legible whatever the colours (a neutral under the black
 * Tower); the Tower's own sign moves to the upper right. Its texts are named `tile.under` and
 * `tile.under.sign` (the scene names them by cell).
 */
function drawUnderPlate(scene: Phaser.Scene, c: Phaser.GameObjects.Container, data: TileData, under: string, s: number, minFont: number): void {
  const below = TILES[under];
  if (!below) return;
  const family = `${FONTS.body}, "DejaVu Sans", sans-serif`;
  const own = GLYPH[data.effect];
  if (own) c.add(scene.add.text(s * 0.31, -s * 0.26, own, { fontFamily: family, fontSize: `${Math.max(minFont, Math.round(s * 0.16))}px`, color: '#fbf1d8' }).setOrigin(0.5));
  const icon = s * 0.3;
  const iy = -s * 0.17;
  const g = scene.add.graphics();
  const pts = bodyPoints(icon).map((p) => ({ x: p.x, y: p.y + iy }));
  trace(g.fillStyle(0x000000, 0.35), pts.map((p) => ({ x: p.x + 2, y: p.y + 3 })), true).fillPath();
  trace(g.fillStyle(SIDE_COLOUR[below.side], 1), pts, true).fillPath();
  trace(g.lineStyle(Math.max(1.5, icon * 0.04), 0xf0cf7a, 1), pts, true).strokePath();
  // The strip the name is written on.
  const top = s * 0.005;
  const stripH = s * 0.2;
  g.fillStyle(0xf3e6c4, 1).fillRoundedRect(-s / 2 + 6, top, s - 12, stripH, Math.min(8, stripH / 3));
  g.lineStyle(Math.max(1.5, s * 0.01), 0xd4a94a, 1).strokeRoundedRect(-s / 2 + 6, top, s - 12, stripH, Math.min(8, stripH / 3));
  if (!GLYPH[below.effect]) drawShield(g, 0, iy + icon * 0.06, icon * 0.4);
  c.add(g);
  const sign = GLYPH[below.effect];
  if (sign) c.add(scene.add.text(0, iy + icon * 0.06, sign, { fontFamily: family, fontSize: `${Math.max(minFont, Math.round(icon * 0.5))}px`, color: '#fbf1d8' }).setOrigin(0.5).setName('tile.under.sign'));
  const name = scene.add.text(0, top + stripH / 2, tileName(under), { fontFamily: FONTS.body, fontSize: `${Math.max(minFont, Math.round(s * 0.15))}px`, fontStyle: '700', color: '#2a1d12' }).setOrigin(0.5);
  if (!fitText(name, s - 20, { floor: minFont, short: tileShortName(under) })) name.setScale((s - 20) / name.width, 1);
  c.add(name.setName('tile.under'));
}

/** A tile in a zone: a draggable, selectable piece named `regality.tile.<id>`. */
export class TilePiece extends Piece {
  constructor(scene: Phaser.Scene, x: number, y: number, tile: string, size: number, angle: number, phone?: PhoneFace) {
    super(scene, x, y, tile, size, size);
    const face = scene.add.container(0, 0).setAngle(angle);
    drawTile(scene, face, tile, size, false, phone, undefined, { turned: Math.abs(angle) === 180 });
    face.getByName('tile.name')?.setName(`regality.tile.${tile}.name`);
    face.getByName('tile.badge')?.setName(`regality.tile.${tile}.badge`);
    face.getByName('tile.glyph')?.setName(`regality.tile.${tile}.glyph`);
    this.add(face);
    this.setName(`regality.tile.${tile}`);
  }
}
