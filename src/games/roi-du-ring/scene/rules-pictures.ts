// The rules screen's picture of the ring (issue 30 item 7): the table's own ring drawn small, a
// fighter with the lines its cards reach (straight for ♣ ♦, diagonal for ♠ ♥), the Champion's
// square, the ropes and the start corners named, and a legend of the two lines (with their suits
// in their colours) and of what black and red cards do under it. Drawn into
// the host's scene (GameSceneApi.drawRulesPicture); nothing in it is named. Two more pictures (a
// newcomer called the rules "text only"): a turn as four numbered steps drawn beside their words
// ('turn'), and a card's parts named ('card': its value, its suit's line, what red and black do).
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { addedBy, drawArrow, labelPlate, nameParts, pictureWords as words, unname } from '../../../ui/rules-art';
import { fontSize, viewport } from '../../../ui/viewport';
import { drawBoxer, drawRing, postColours } from './ring-view';
import { startSquares } from '../rules';
import { APRON, CARD_H, CARD_W, CELL, CROWD, RING, RING_HALF, squareXY } from './layout';
import { drawCard } from './card-view';
import { rankLetter } from './names';

const STRAIGHT = 0xd9a72c;
const DIAGONAL = 0x2f6fbf;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  if (id === 'turn') return unnamed(drawTurn(scene, w, h));
  if (id === 'card') return unnamed(drawAnatomy(scene, w, h));
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

function unnamed(out: Phaser.GameObjects.GameObject[]): Phaser.GameObjects.GameObject[] {
  for (const o of out) unname(o);
  return out;
}

const INK = 0x5a3d22;
const RED = '#b3262c';
const BLACK = '#1d1a17';


/** A small card: a rounded face, its value and suit in the middle in the suit's colour ('?': a back). */
function miniCard(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, x: number, y: number, w: number, h: number, rank: string, suit: string): Phaser.GameObjects.GameObject[] {
  g.fillStyle(0x000000, 0.25).fillRoundedRect(x - w / 2 + 3, y - h / 2 + 3, w, h, 6);
  if (rank === '?') {
    g.fillStyle(0x23395e, 1).fillRoundedRect(x - w / 2, y - h / 2, w, h, 6);
    g.lineStyle(2, 0xe6e0d0, 1).strokeRoundedRect(x - w / 2 + 4, y - h / 2 + 4, w - 8, h - 8, 4);
    return [];
  }
  g.fillStyle(0xfbf7ec, 1).fillRoundedRect(x - w / 2, y - h / 2, w, h, 6);
  g.lineStyle(2, INK, 1).strokeRoundedRect(x - w / 2, y - h / 2, w, h, 6);
  const size = Math.max(fontSize(20), viewport().minFont);
  const colour = suit === '♦' || suit === '♥' ? RED : BLACK;
  return [scene.add.text(x, y, `${rankLetter(rank)}${suit}`, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour }).setOrigin(0.5)];
}

/** An arrow between two points, in the pictures' ink. */
function arrow(g: Phaser.GameObjects.Graphics, x0: number, y0: number, x1: number, y1: number, colour = INK): void {
  drawArrow(g, x0, y0, x1, y1, colour, 4, 11);
}

/** A numbered gold disc (a turn's step). */
function stepDisc(scene: Phaser.Scene, g: Phaser.GameObjects.Graphics, x: number, y: number, r: number, n: number): Phaser.GameObjects.Text {
  g.fillStyle(0xd4a94a, 1).fillCircle(x, y, r).lineStyle(2, INK, 1).strokeCircle(x, y, r);
  return scene.add.text(x, y, String(n), { fontFamily: FONTS.title, fontSize: `${Math.max(fontSize(20), viewport().minFont)}px`, fontStyle: '700', color: '#2b1d14' }).setOrigin(0.5);
}

/**
 * A turn in four numbered steps, each drawn beside its words: 1. cards played, a black one moving
 * the fighter and a red one striking; 2. the struck fighter's answer, a higher card over the
 * strike; 3. cards discarded; 4. cards drawn from the deck.
 */
function drawTurn(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const vp = viewport();
  const out: Phaser.GameObjects.GameObject[] = [];
  const g = scene.add.graphics();
  out.push(g);
  const rowH = h / 4;
  const r = Math.max(16, vp.minFont * 0.8);
  const ch = Math.min(rowH - 12, 96);
  const cw = ch * 0.72;
  const art = Math.min(w * 0.4, cw * 2 + 44);
  const artX = -w / 2 + 2 * r + 10;
  const textX = artX + art + 12;
  const wrap = w / 2 - textX - 4;
  const steps = [t('roi.rulesPicture.step1'), t('roi.rulesPicture.step2'), t('roi.rulesPicture.step3'), t('roi.rulesPicture.step4')];
  steps.forEach((text, i) => {
    const cy = -h / 2 + rowH * i + rowH / 2;
    out.push(stepDisc(scene, g, -w / 2 + r + 2, cy, r, i + 1));
    const left = artX + cw / 2;
    const right = artX + art - cw / 2;
    if (i === 0) {
      // a black card (a move) and a red card (a strike), each with its arrow
      out.push(...miniCard(scene, g, left, cy, cw, ch, '5', '♣'), ...miniCard(scene, g, right, cy, cw, ch, '8', '♥'));
      arrow(g, left + cw / 2 + 2, cy - ch * 0.3, right - cw / 2 - 2, cy - ch * 0.3, 0x1d1a17);
    } else if (i === 1) {
      // the strike, and a higher red card laid over it: a parry
      out.push(...miniCard(scene, g, left, cy, cw, ch, '6', '♦'));
      arrow(g, left + cw / 2 + 4, cy, right - cw / 2 - 4, cy);
      out.push(...miniCard(scene, g, right, cy, cw, ch, '9', '♦'));
      g.lineStyle(3, 0xd4a94a, 1).strokeRoundedRect(right - cw / 2 - 3, cy - ch / 2 - 3, cw + 6, ch + 6, 8);
    } else if (i === 2) {
      // a card into the discard
      out.push(...miniCard(scene, g, left, cy, cw, ch, '3', '♠'));
      g.lineStyle(3, INK, 0.8).strokeRoundedRect(right - cw / 2, cy - ch / 2, cw, ch, 6);
      g.lineStyle(3, INK, 0.8).strokeRoundedRect(right - cw / 2 + 4, cy - ch / 2 + 4, cw - 8, ch - 8, 4);
      arrow(g, left + cw / 2 + 4, cy, right - cw / 2 - 6, cy);
    } else {
      // the deck, and a card drawn from it
      out.push(...miniCard(scene, g, left, cy, cw, ch, '?', ''));
      arrow(g, left + cw / 2 + 4, cy, right - cw / 2 - 6, cy);
      out.push(...miniCard(scene, g, right, cy, cw, ch, 'K', '♠'));
    }
    out.push(words(scene, textX, cy, text, wrap).setOrigin(0, 0.5));
  });
  return out;
}

/**
 * A card's anatomy: a red 7♦ drawn large as the table draws it, a black 9♠ under it, and what each
 * part says, named beside them: the value in the corner, the suit's line (the faint arrows), what
 * a red card does, what a black card does.
 */
function drawAnatomy(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const g = scene.add.graphics();
  const ratio = CARD_H / CARD_W;
  const ch = Math.min((h - 24) / 1.72, w * 0.4 * ratio);
  const cw = ch / ratio;
  const tx = -w / 2 + cw / 2 + 8;
  const ty = -h / 2 + ch / 2 + 6;
  const red = scene.add.container(tx, ty);
  drawCard(scene, red, '7D', cw, ch);
  const bch = ch * 0.66;
  const bcw = cw * 0.66;
  const black = scene.add.container(tx, ty + ch / 2 + 14 + bch / 2);
  drawCard(scene, black, '9S', bcw, bch);
  out.push(red, black, g);
  const parts: [string, { x: number; y: number }][] = [
    [t('roi.rulesPicture.value'), { x: tx - cw / 2 + cw * 0.26, y: ty - ch / 2 + ch * 0.1 }],
    [t('roi.rulesPicture.suit'), { x: tx + Math.min(cw, ch) * 0.33, y: ty }],
    [t('roi.rulesPicture.red'), { x: tx + cw / 2 - 3, y: ty + ch * 0.36 }],
    [t('roi.rulesPicture.black'), { x: black.x + bcw / 2 - 3, y: black.y }],
  ];
  out.push(...nameParts(scene, g, parts, tx + cw / 2 + 24, w, h, INK));
  return out;
}
