// The Overlord's tokens: face up for the Overlord, as draggable triangles named by what they do;
// as plain backs for the defenders, who never see them.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { t, type TextKey } from '../../../services/i18n';
import { COMPACT } from './layout';

/** A token's tile size: larger on a phone, for its larger name. */
export const otokenSize = (): { w: number; h: number } => (COMPACT ? { w: 150, h: 164 } : { w: 128, h: 124 });

const FILL: Record<string, number> = { goblin: 0x5d8a3a, orc: 0x9a5a2c, troll: 0x5a6f86, healer: 0xd0d0c4, 'troll-mage': 0x6a4f8a };
const fillOf = (token: string): number => FILL[token] ?? (token.startsWith('goblin') ? 0x5d8a3a : token.startsWith('orc') ? 0x9a5a2c : 0x3a2a1c);

/** A triangle of side `side` centred on (x, y), pointing up. */
function triangle(g: Phaser.GameObjects.Graphics, x: number, y: number, side: number, fill: number, edge: number): void {
  const h = (side * Math.sqrt(3)) / 2;
  g.fillStyle(fill, 1).fillTriangle(x, y - (h * 2) / 3, x - side / 2, y + h / 3, x + side / 2, y + h / 3);
  g.lineStyle(3, edge, 1).strokeTriangle(x, y - (h * 2) / 3, x - side / 2, y + h / 3, x + side / 2, y + h / 3);
}

/** A token the Overlord holds: drag it onto a forest arc (monsters) or onto the die (any token). */
export class OverlordToken extends Piece {
  readonly token: string;
  constructor(scene: Phaser.Scene, x: number, y: number, id: string, token: string) {
    const { w: OTOKEN_W, h: OTOKEN_H } = otokenSize();
    super(scene, x, y, id, OTOKEN_W, OTOKEN_H);
    this.token = token;
    const g = scene.add.graphics();
    g.fillStyle(0xfbf4e2, 0.95).fillRoundedRect(-OTOKEN_W / 2, -OTOKEN_H / 2, OTOKEN_W, OTOKEN_H, 10);
    g.lineStyle(2, 0x9a7428, 1).strokeRoundedRect(-OTOKEN_W / 2, -OTOKEN_H / 2, OTOKEN_W, OTOKEN_H, 10);
    triangle(g, 0, COMPACT ? -36 : -22, 58, fillOf(token), token === 'goblin-king' || token === 'orc-warlord' || token === 'troll-mage' || token === 'healer' ? 0xf0cf7a : 0x1c120c);
    this.add(g);
    const name = scene.add
      .text(0, COMPACT ? 36 : 34, t(`cp.otoken.${token}` as TextKey), { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: '#2a2118', align: 'center', wordWrap: { width: OTOKEN_W - 12 }, lineSpacing: COMPACT ? -8 : -6 })
      .setOrigin(0.5)
      .setName(`cp.otoken.${id}.name`);
    fitTileName(name, OTOKEN_W - 12);
    this.add(name);
    this.setName(`cp.otoken.${id}`);
  }
}

/**
 * A token's name kept inside its tile: word wrap breaks only at spaces, so a word wider than the
 * tile ("Counter-clockwise") is broken after its hyphen, then the type shrinks (never under the
 * phone's 12 CSS px floor, nor 14 px on a desktop) until every line fits.
 */
export function fitTileName(text: Phaser.GameObjects.Text, room: number): void {
  if (text.width <= room) return;
  const words = text.text.split(' ');
  const measure = (word: string): number => text.setText(word).width;
  const broken = words.map((w) => (w.includes('-') && measure(w) > room ? w.replace(/-(?=\S)/g, '-\n') : w)).join(' ');
  text.setText(broken);
  let size = parseFloat(String(text.style.fontSize)) || 18;
  const floor = Math.max(14, viewport().compact ? viewport().minFont : 14);
  while (text.width > room && size > floor) {
    size -= 1;
    text.setFontSize(size);
  }
}

/** The back of a hidden token, small, for the defenders' row. */
export function drawTokenBack(scene: Phaser.Scene, c: Phaser.GameObjects.Container): void {
  const g = scene.add.graphics();
  triangle(g, 0, 4, 42, 0x3a2a1c, 0xb8342b);
  c.add(g);
}
