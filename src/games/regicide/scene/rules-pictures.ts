// The rules screen's picture of the cards (issue 30 item 7): an enemy, the jack of clubs, as the
// table draws it, with its health and attack, a tavern card (7♥) with its value and power, and
// the four suits' powers in a line. Drawn into the host's scene (GameSceneApi.drawRulesPicture).
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { unname } from '../../../ui/rules-art';
import { CARD_H, CARD_W, drawCard } from './card-view';

export function drawRulesPicture(id: string, scene: Phaser.Scene, w: number, h: number): Phaser.GameObjects.GameObject[] {
  if (id !== 'cards') return [];
  const size = fontSize(19);
  const style = { fontFamily: FONTS.body, fontSize: `${size}px`, color: '#2b1d14', align: 'center', wordWrap: { width: w / 2 - 10 } };
  const captionH = size * 2.6;
  const powersH = fontSize(21) * 2 + 20;
  // two cards side by side, as large as the box allows
  const k = Math.min((w / 2 - 24) / CARD_W, (h - captionH - powersH - 30) / CARD_H);
  const cw = CARD_W * k;
  const ch = CARD_H * k;
  const top = -(ch + captionH + powersH + 30) / 2;
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
  // the four powers, two a line, each in its suit's colour
  const powers = [t('regicide.rulesPicture.power1'), t('regicide.rulesPicture.power2'), t('regicide.rulesPicture.power3'), t('regicide.rulesPicture.power4')];
  const pstyle = { fontFamily: FONTS.body, fontSize: `${fontSize(21)}px`, fontStyle: '700' };
  powers.forEach((text, i) => {
    const x = (i % 2 === 0 ? -1 : 1) * (w / 4);
    const y = top + ch + captionH + 16 + Math.floor(i / 2) * (fontSize(21) + 10);
    out.push(scene.add.text(x, y, text, { ...pstyle, color: i < 2 ? '#a3242b' : '#1d1a17' }).setOrigin(0.5, 0));
  });
  for (const o of out) unname(o);
  return out;
}
