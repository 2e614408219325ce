// The placing phase (phase 'setup'): the six starting monsters wait in the tray where the hand
// lies later, each a tile the first player drags (or clicks, then clicks an arc) onto a free arc
// of the archer ring; the free arcs show an empty slot.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import { HIT_POINTS, type Monster } from '../rules';
import { COMPACT, RING_MID, TOKEN, arcMid, polar } from './layout';
import { monsterName } from './names';
import { MonsterToken } from './token-view';

/** A tray tile's size: larger on a phone, for its larger token and name. */
export const startSize = (): { w: number; h: number } => (COMPACT ? { w: 140, h: 164 } : { w: 112, h: 132 });

/** A starting monster in the tray: its token, pointing up, and its name. */
export class StartPiece extends Piece {
  readonly kind: string;
  constructor(scene: Phaser.Scene, x: number, y: number, id: string, kind: string) {
    const { w: START_W, h: START_H } = startSize();
    super(scene, x, y, id, START_W, START_H);
    this.kind = kind;
    const g = scene.add.graphics();
    g.fillStyle(0xfbf4e2, 0.95).fillRoundedRect(-START_W / 2, -START_H / 2, START_W, START_H, 10);
    g.lineStyle(2, 0x9a7428, 1).strokeRoundedRect(-START_W / 2, -START_H / 2, START_W, START_H, 10);
    g.fillStyle(0x2d5a2f, 0.18).fillCircle(0, COMPACT ? -22 : -14, TOKEN * 0.62);
    this.add(g);
    const hp = HIT_POINTS[kind] ?? 1;
    const m: Monster = { id: -1, kind, hp, maxHp: hp, arc: 1, ring: 'archer', tarred: false };
    const token = new MonsterToken(scene, 0, COMPACT ? -20 : -12, m).setName('');
    token.turn.setName('');
    token.point.setRotation(0);
    token.straighten();
    this.add(token);
    this.add(
      scene.add
        .text(0, COMPACT ? START_H / 2 - 26 : 46, monsterName(kind), { fontFamily: FONTS.body, fontSize: `${fontSize(19)}px`, fontStyle: '700', color: '#2a2118' })
        .setOrigin(0.5)
        .setName(`cp.start.${id}.name`),
    );
    this.setName(`cp.start.${id}`);
  }
}

/** Where a starting monster stands on `arc`: the middle of its archer space. */
export const startSlot = (arc: number): { x: number; y: number } => polar(arcMid(arc), RING_MID.archer);

/** An empty slot on a free arc of the archer ring, waiting for a starting monster. */
export function drawSlot(scene: Phaser.Scene, arc: number): Phaser.GameObjects.Graphics {
  const p = startSlot(arc);
  const g = scene.add.graphics().setName(`cp.slot.${arc}`);
  const r = TOKEN * 0.5;
  g.fillStyle(0xfbf4e2, 0.28).fillCircle(p.x, p.y, r);
  g.lineStyle(3, 0x4a3324, 0.55);
  // a dashed ring: twelve short arcs
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    g.beginPath().arc(p.x, p.y, r, a, a + Math.PI / 10).strokePath();
  }
  g.lineStyle(3, 0x4a3324, 0.45).lineBetween(p.x - 9, p.y, p.x + 9, p.y).lineBetween(p.x, p.y - 9, p.x, p.y + 9);
  return g;
}
