// The Overlord's tokens: face up for the Overlord, as draggable tiles each showing the token as it
// is (a monster with its face and hit points, as on the board; any other token a triangle with its
// pictogram: a rock, a plague's skull, arrows for a move, tokens fanned for a draw) and named by
// what it does; as plain backs for the defenders, who never see them.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fitText } from '../../../ui/fit-text';
import { fontSize, viewport } from '../../../ui/viewport';
import { t, type TextKey } from '../../../services/i18n';
import { HIT_POINTS, type Monster } from '../rules';
import { COMPACT, TOKEN } from './layout';
import { drawTokenPicture, drawTokenTriangle } from './token-art';
import { MonsterToken } from './token-view';

/** A token's tile size: larger on a phone, for its larger name. */
export const otokenSize = (): { w: number; h: number } => (COMPACT ? { w: 150, h: 164 } : { w: 128, h: 124 });

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
    this.add(g);
    const name = scene.add
      .text(0, COMPACT ? 36 : 34, t(`cp.otoken.${token}` as TextKey), { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, fontStyle: '700', color: '#2a2118', align: 'center', wordWrap: { width: OTOKEN_W - 12 }, lineSpacing: COMPACT ? -8 : -6 })
      .setOrigin(0.5)
      .setName(`cp.otoken.${id}.name`);
    fitTileName(name, OTOKEN_W - 12);
    this.add(name);
    // the token itself, in the tile's upper part, top corner up (on a desktop a little larger than on the board)
    const ty = COMPACT ? -34 : -14;
    const grow = COMPACT ? 1 : 1.18;
    const hp = HIT_POINTS[token];
    if (hp !== undefined) {
      const m: Monster = { id: -1, kind: token, hp, maxHp: hp, arc: 1, ring: 'forest', tarred: false };
      const shown = new MonsterToken(scene, 0, ty, m).setName('').setScale(grow);
      shown.turn.setName('');
      shown.point.setRotation(0);
      shown.straighten();
      this.add(shown);
    } else {
      const art = scene.add.graphics();
      drawTokenTriangle(art, token, TOKEN * grow, 0, ty);
      drawTokenPicture(art, token, TOKEN * grow, 0, ty);
      this.add(art);
    }
    this.setName(`cp.otoken.${id}`);
  }
}

/**
 * A token's name kept inside its tile: word wrap breaks only at spaces, so a word wider than the
 * tile ("Counter-clockwise") is broken after its hyphen, then the type shrinks (never under the
 * phone's 12 CSS px floor, nor 14 px on a desktop) until every line fits.
 */
export function fitTileName(text: Phaser.GameObjects.Text, room: number): void {
  fitText(text, room, { floor: Math.max(14, viewport().compact ? viewport().minFont : 14), hyphens: 'first' });
}

/** The back of a hidden token, small, for the defenders' row. */
export function drawTokenBack(scene: Phaser.Scene, c: Phaser.GameObjects.Container): void {
  const g = scene.add.graphics();
  triangle(g, 0, 4, 42, 0x3a2a1c, 0xb8342b);
  c.add(g);
}
