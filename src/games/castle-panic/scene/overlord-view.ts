// The Overlord's tokens: face up for the Overlord, as draggable triangles named by what they do;
// as plain backs for the defenders, who never see them.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
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
    this.add(
      scene.add
        .text(0, COMPACT ? 36 : 34, t(`cp.otoken.${token}` as TextKey), { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: '#2a2118', align: 'center', wordWrap: { width: OTOKEN_W - 8 }, lineSpacing: COMPACT ? -8 : -6 })
        .setOrigin(0.5),
    );
    this.setName(`cp.otoken.${id}`);
  }
}

/** The back of a hidden token, small, for the defenders' row. */
export function drawTokenBack(scene: Phaser.Scene, c: Phaser.GameObjects.Container): void {
  const g = scene.add.graphics();
  triangle(g, 0, 4, 42, 0x3a2a1c, 0xb8342b);
  c.add(g);
}
