// The rules screen's pictures (issue 30 item 7; newcomer s33: "text only"): the cards (an enemy,
// the jack of clubs, as the table draws it, with its health and attack, a tavern card (7♥) with
// its value and power, and the four suits' powers in a line); a turn's four steps, numbered, each
// with a small drawing; the four suit powers, each with a card of its suit and its symbol in
// colour; and an exact kill (10♣ doubled on the Jack of hearts' 20: the Jack onto the tavern).
// Drawn into the host's scene (GameSceneApi.drawRulesPicture), fitted to the box it is given.
import type Phaser from 'phaser';
import { t, type TextKey } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { unname } from '../../../ui/rules-art';
import { SUIT_SYMBOL, suitColour } from '../../../ui/card-face';
import { CARD_H, CARD_W, drawCard } from './card-view';

/** The suits of the powers' key, in its order (power1..power4: ♥ heal, ♦ draw, ♣ double, ♠ shield). */
const POWER_SUITS = ['H', 'D', 'C', 'S'] as const;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const out =
    id === 'turn'
      ? drawTurn(scene, w, h)
      : id === 'suits'
        ? drawSuits(scene, w, h)
        : id === 'exact'
          ? drawExact(scene, w, h)
          : id === 'cards'
            ? drawCards(scene, w, h)
            : id === 'plays'
              ? drawRows(scene, w, h, PLAY_ROWS)
              : id === 'solo'
                ? drawRows(scene, w, h, SOLO_ROWS)
                : [];
  for (const o of out) unname(o);
  return out;
}

const INK = '#2b1d14';
const GOLD = 0xb08d3c;

/** A text at (x, y) (its origin `ox`, `oy`) in at most `maxW` x `maxH`: its size lowered (not under the floor) until it fits. */
function fitted(scene: Phaser.Scene, x: number, y: number, text: string, maxW: number, maxH: number, o: { size: number; color?: string; bold?: boolean; align?: string; ox?: number; oy?: number }): Phaser.GameObjects.Text {
  let size = fontSize(o.size);
  const floor = fontSize(12);
  const t = scene.add
    .text(x, y, text, { fontFamily: FONTS.body, fontSize: `${size}px`, color: o.color ?? INK, fontStyle: o.bold ? '700' : 'normal', align: o.align ?? 'left', wordWrap: { width: maxW } })
    .setOrigin(o.ox ?? 0, o.oy ?? 0);
  while ((t.height > maxH || t.width > maxW) && size > floor) {
    size -= 1;
    t.setFontSize(size);
  }
  return t;
}

/** A card drawn into a container at (x, y), `ch` tall. */
function card(scene: Phaser.Scene, code: string, x: number, y: number, ch: number): Phaser.GameObjects.Container {
  const c = scene.add.container(x, y);
  // On a phone the compact face: its index and suit at the 12-CSS-px floor, as the table's cards.
  drawCard(scene, c, code, (ch * CARD_W) / CARD_H, ch, viewport().compact ? { scale: 1 } : undefined);
  return c;
}

/** A numbered gold disc. */
function disc(scene: Phaser.Scene, x: number, y: number, r: number, n: number): Phaser.GameObjects.GameObject[] {
  const g = scene.add.graphics();
  g.fillStyle(GOLD, 1).fillCircle(x, y, r);
  g.lineStyle(2, 0x5a3d12, 1).strokeCircle(x, y, r);
  const label = scene.add.text(x, y, String(n), { fontFamily: FONTS.title, fontSize: `${fontSize(Math.round(r * 1.25))}px`, fontStyle: '700', color: '#fffaf0' }).setOrigin(0.5);
  return [g, label];
}

/** A turn's four steps, one a row: a number, a small drawing, its words. */
function drawTurn(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const rowH = h / 4;
  const r = Math.max(Math.min(rowH * 0.22, 22), viewport().minFont * 0.8); // a disc that holds its number at the phone's floor
  const iconW = Math.min(rowH * 0.9, w * 0.26);
  const textX = -w / 2 + 2 * r + 8 + iconW + 10;
  for (let i = 0; i < 4; i++) {
    const cy = -h / 2 + rowH * i + rowH / 2;
    const frame = scene.add.graphics();
    frame.fillStyle(0x2b1d14, 0.06).fillRoundedRect(-w / 2 + 2, cy - rowH / 2 + 3, w - 4, rowH - 6, 10);
    frame.lineStyle(2, GOLD, 0.8).strokeRoundedRect(-w / 2 + 2, cy - rowH / 2 + 3, w - 4, rowH - 6, 10);
    out.push(frame, ...disc(scene, -w / 2 + r + 8, cy, r, i + 1));
    const ix = -w / 2 + 2 * r + 12 + iconW / 2;
    const ih = Math.min(rowH - 20, iconW * 1.1);
    if (i === 0) out.push(card(scene, '5C', ix, cy, ih));
    if (i === 1) {
      // the four suits in their colours
      const fs = Math.round(Math.min(ih / 2, iconW / 2) * 0.8);
      (['H', 'D', 'C', 'S'] as const).forEach((suit, k) => {
        out.push(scene.add.text(ix + (k % 2 === 0 ? -1 : 1) * (iconW / 4), cy + (k < 2 ? -1 : 1) * (ih / 4), SUIT_SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${fs}px`, color: suitColour(suit) }).setOrigin(0.5));
      });
    }
    if (i === 2) {
      // the enemy's health bar, a part of it struck off
      const bw = iconW - 6;
      const bh = Math.max(12, ih * 0.22);
      const g = scene.add.graphics();
      g.fillStyle(0x3f8a3c, 1).fillRoundedRect(ix - bw / 2, cy - bh / 2 - ih * 0.12, bw, bh, 4);
      g.fillStyle(0xb3362c, 1).fillRoundedRect(ix + bw * 0.05, cy - bh / 2 - ih * 0.12, bw * 0.45, bh, 4);
      g.lineStyle(2, 0x1d1410, 1).strokeRoundedRect(ix - bw / 2, cy - bh / 2 - ih * 0.12, bw, bh, 4);
      out.push(g, fitted(scene, ix, cy + ih * 0.08, '−10', iconW, ih * 0.4, { size: 22, color: '#b3362c', bold: true, align: 'center', ox: 0.5 }));
    }
    if (i === 3) {
      // the wounds: a red tray, a card on it
      const g = scene.add.graphics();
      g.fillStyle(0x5a1a16, 0.75).fillRoundedRect(ix - iconW / 2 + 2, cy - ih / 2, iconW - 4, ih, 8);
      g.lineStyle(2, 0xb3362c, 1).strokeRoundedRect(ix - iconW / 2 + 2, cy - ih / 2, iconW - 4, ih, 8);
      out.push(g, card(scene, '10D', ix, cy, ih * 0.78));
    }
    out.push(fitted(scene, textX, cy, t(`regicide.rulesPicture.step${i + 1}` as TextKey), w / 2 - textX - 8, rowH - 12, { size: 19, oy: 0.5 }));
  }
  return out;
}

/** The four suit powers, one a row: a five of the suit, its symbol and power in its colour. */
function drawSuits(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const rowH = h / 4;
  const ch = Math.min(rowH - 12, ((w * 0.24) * CARD_H) / CARD_W);
  const cw = (ch * CARD_W) / CARD_H;
  const textX = -w / 2 + cw + 20;
  (['H', 'D', 'C', 'S'] as const).forEach((suit, i) => {
    const cy = -h / 2 + rowH * i + rowH / 2;
    out.push(card(scene, `5${suit}`, -w / 2 + 6 + cw / 2, cy, ch));
    out.push(fitted(scene, textX, cy, t(`regicide.rulesPicture.suit${suit}` as TextKey), w / 2 - textX - 4, rowH - 8, { size: 20, color: suitColour(suit), bold: true, oy: 0.5 }));
  });
  return out;
}

/** An exact kill: the Jack of hearts (health 20) and the 10♣ (doubled: 20), then the Jack onto the tavern. */
function drawExact(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const captionH = Math.max(fontSize(18) * 3, h * 0.12);
  const ch = Math.min((h - 2 * captionH - 50) / 2, ((w / 2 - 30) * CARD_H) / CARD_W);
  const cw = (ch * CARD_W) / CARD_H;
  const top = -h / 2 + 4;
  // the enemy and the play, side by side, their captions under them
  out.push(card(scene, 'JH', -w / 4, top + ch / 2, ch), card(scene, '10C', w / 4, top + ch / 2, ch));
  out.push(fitted(scene, -w / 4, top + ch + 6, t('regicide.rulesPicture.exactEnemy'), w / 2 - 12, captionH - 6, { size: 18, align: 'center', ox: 0.5 }));
  out.push(fitted(scene, w / 4, top + ch + 6, t('regicide.rulesPicture.exactPlay'), w / 2 - 12, captionH - 6, { size: 18, align: 'center', ox: 0.5 }));
  // an arrow down to the tavern
  const ay = top + ch + captionH + 4;
  const g = scene.add.graphics();
  g.fillStyle(GOLD, 1).fillRect(-5, ay, 10, 24).fillTriangle(-16, ay + 22, 16, ay + 22, 0, ay + 40);
  out.push(g);
  // the tavern: two backs, the Jack on top of them
  // (the tavern under the enemy's place, its words beside it under the play's)
  const ty = ay + 46 + ch / 2;
  const tx = -w / 4 + 8;
  out.push(card(scene, '?', tx - 14, ty + 8, ch), card(scene, '?', tx - 7, ty + 4, ch), card(scene, 'JH', tx, ty, ch));
  const wordsX = Math.max(tx + cw / 2 + 10, 0);
  out.push(fitted(scene, wordsX, ty, t('regicide.rulesPicture.exactTavern'), w / 2 - wordsX - 4, ch + captionH - 8, { size: 18, oy: 0.5 }));
  return out;
}

/** The cards: an enemy and a tavern card with their words, the four powers under them. */
function drawCards(scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  const size = fontSize(19);
  const style = { fontFamily: FONTS.body, fontSize: `${size}px`, color: '#2b1d14', align: 'center', wordWrap: { width: w / 2 - 10 } };
  const captionH = size * 2.8;
  const powersH = fontSize(21) * 2 + 24;
  // two cards side by side, as large as the box allows
  const k = Math.min((w / 2 - 24) / CARD_W, (h - captionH - powersH - size - 40) / CARD_H);
  const cw = CARD_W * k;
  const ch = CARD_H * k;
  const top = -(ch + captionH + powersH + size + 40) / 2;
  const out: Phaser.GameObjects.GameObject[] = [];
  const cards = [
    ['JC', -w / 4, t('regicide.rulesPicture.enemy')],
    ['7H', w / 4, t('regicide.rulesPicture.card')],
  ] as const;
  for (const [code, x, caption] of cards) {
    const c = scene.add.container(x, top + ch / 2);
    drawCard(scene, c, code, cw, ch);
    out.push(c, scene.add.text(x, top + ch + 10, caption, style).setOrigin(0.5, 0));
  }
  // the four powers in a box of their own under both cards (under one card they read as its own),
  // a heading, then two a line, each in its suit's colour as the deck setting has it (the four-colour
// deck: green clubs, blue diamonds, not the two-colour deck's red and black)
  const psize = fontSize(21);
  const boxTop = top + ch + captionH + 12;
  const box = scene.add.graphics();
  box.fillStyle(0x2b1d14, 0.06).fillRoundedRect(-w / 2 + 4, boxTop, w - 8, powersH + size + 6, 10);
  box.lineStyle(2, 0xb08d3c, 0.9).strokeRoundedRect(-w / 2 + 4, boxTop, w - 8, powersH + size + 6, 10);
  out.push(box, scene.add.text(0, boxTop + 6, t('regicide.rulesPicture.powersHead'), { ...style, wordWrap: { width: w - 24 } }).setOrigin(0.5, 0));
  const powers = [t('regicide.rulesPicture.power1'), t('regicide.rulesPicture.power2'), t('regicide.rulesPicture.power3'), t('regicide.rulesPicture.power4')];
  const pstyle = { fontFamily: FONTS.body, fontSize: `${psize}px`, fontStyle: '700' };
  powers.forEach((text, i) => {
    const x = (i % 2 === 0 ? -1 : 1) * (w / 4);
    const y = boxTop + size + 14 + Math.floor(i / 2) * (psize + 8);
    out.push(scene.add.text(x, y, text, { ...pstyle, color: suitColour(POWER_SUITS[i] ?? 'S') }).setOrigin(0.5, 0));
  });
  return out;
}

/** The plays, one a row (newcomer s36: "the rules pages are dense text"): a card, a combo, an ace with a card, a jester. */
const PLAY_ROWS: readonly (readonly [readonly string[], TextKey])[] = [
  [['7S'], 'regicide.rulesPicture.play1'],
  [['3C', '3D', '3H'], 'regicide.rulesPicture.play2'],
  [['AH', '8C'], 'regicide.rulesPicture.play3'],
  [['X1'], 'regicide.rulesPicture.play4'],
];

/** Solo: the two jester powers, and the medal they cost. */
const SOLO_ROWS: readonly (readonly [readonly string[], TextKey])[] = [
  [['X1', 'X2'], 'regicide.rulesPicture.solo1'],
  [[], 'regicide.rulesPicture.solo2'],
];

/** Rows of a few cards each, overlapped a little, with their words beside them. */
function drawRows(scene: Phaser.Scene, w: number, h: number, rows: readonly (readonly [readonly string[], TextKey])[]): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const rowH = h / rows.length;
  const ch = Math.min(rowH - 14, ((w * 0.16) * CARD_H) / CARD_W);
  const cw = (ch * CARD_W) / CARD_H;
  const step = cw * 0.55;
  const groupW = cw + step * 2;
  const textX = -w / 2 + groupW + 22;
  rows.forEach(([cards, key], i) => {
    const cy = -h / 2 + rowH * i + rowH / 2;
    const frame = scene.add.graphics();
    frame.fillStyle(0x2b1d14, 0.06).fillRoundedRect(-w / 2 + 2, cy - rowH / 2 + 3, w - 4, rowH - 6, 10);
    frame.lineStyle(2, GOLD, 0.8).strokeRoundedRect(-w / 2 + 2, cy - rowH / 2 + 3, w - 4, rowH - 6, 10);
    out.push(frame);
    cards.forEach((code, k) => out.push(card(scene, code, -w / 2 + 10 + cw / 2 + k * step, cy, ch)));
    if (cards.length === 0) {
      // the medals: gold, silver, bronze discs
      [0xd4a94a, 0xc0c0c0, 0xb0703a].forEach((colour, k) => {
        const g = scene.add.graphics();
        g.fillStyle(colour, 1).fillCircle(-w / 2 + 10 + cw / 2 + k * step, cy, Math.min(cw * 0.42, rowH * 0.3));
        g.lineStyle(2, 0x5a3d12, 1).strokeCircle(-w / 2 + 10 + cw / 2 + k * step, cy, Math.min(cw * 0.42, rowH * 0.3));
        out.push(g);
      });
    }
    out.push(fitted(scene, textX, cy, t(key), w / 2 - textX - 8, rowH - 14, { size: 20, oy: 0.5 }));
  });
  return out;
}
