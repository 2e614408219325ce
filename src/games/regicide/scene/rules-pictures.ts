// The rules screen's picture of the cards (issue 30 item 7): an enemy, the jack of clubs, as the
// table draws it, with its health and attack, a tavern card (7♥) with its value and power, and
// the four suits' powers in a line. Drawn into the host's scene (GameSceneApi.drawRulesPicture).
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { unname } from '../../../ui/rules-art';
import { suitColour } from '../../../ui/card-face';
import { CARD_H, CARD_W, drawCard } from './card-view';

/** The suits of the powers' key, in its order (power1..power4: ♥ heal, ♦ draw, ♣ double, ♠ shield). */
const POWER_SUITS = ['H', 'D', 'C', 'S'] as const;

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  if (id !== 'cards') return [];
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
  for (const o of out) unname(o);
  return out;
}
