// A monster token: a triangle with its hit points at the corners, the current one at the corner
// toward the castle, as on the real tokens. A hit turns the triangle a third of a turn, so the
// next number points at the castle. Bosses wear a gold edge and a crown; tar shows as a black
// pool under the token. On a phone (the compact layout) the numbers are too large for three to
// share the token: only the current one shows, at the corner toward the castle, the others coming
// round as the token turns.
import Phaser from 'phaser';
import { FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import type { Monster } from '../rules';
import { BOARD, COMPACT, TOKEN } from './layout';

const FILL: Record<string, number> = {
  goblin: 0x5d8a3a,
  orc: 0x9a5a2c,
  troll: 0x5a6f86,
  'goblin-king': 0x5d8a3a,
  'orc-warlord': 0x9a5a2c,
  'troll-mage': 0x6a4f8a,
  healer: 0xd0d0c4,
};
const LETTER: Record<string, string> = { goblin: 'G', orc: 'O', troll: 'T', 'goblin-king': 'G', 'orc-warlord': 'O', 'troll-mage': 'T', healer: '+' };
export const isBoss = (kind: string): boolean => kind === 'goblin-king' || kind === 'orc-warlord' || kind === 'troll-mage' || kind === 'healer';

/** Degrees the triangle is turned for a monster that has lost `maxHp - hp` points. */
export const turnFor = (m: { hp: number; maxHp: number }): number => (m.maxHp - m.hp) * 120;

export class MonsterToken extends Phaser.GameObjects.Container {
  readonly monsterId: number;
  readonly point: Phaser.GameObjects.Container;
  readonly turn: Phaser.GameObjects.Container;
  private readonly numbers: Phaser.GameObjects.Text[] = [];
  private readonly tar: Phaser.GameObjects.Graphics;
  /** Compact: only the number at the corner toward the castle shows. */
  private readonly onlyCurrent = COMPACT;

  constructor(scene: Phaser.Scene, x: number, y: number, m: Monster) {
    super(scene, x, y);
    this.monsterId = m.id;
    this.setName(`cp.monster.${m.id}`);
    this.tar = scene.add.graphics();
    this.tar.fillStyle(0x0b0b0b, 0.85).fillEllipse(0, 6, TOKEN * 1.25, TOKEN * 0.95).fillCircle(-TOKEN * 0.55, 20, 7).fillCircle(TOKEN * 0.5, 24, 6);
    this.tar.setVisible(m.tarred);
    this.point = scene.add.container(0, 0);
    this.turn = scene.add.container(0, 0).setName(`cp.monster.${m.id}.turn`);
    const boss = isBoss(m.kind);
    const g = scene.add.graphics();
    const R = TOKEN / Math.sqrt(3);
    const corner = (i: number): { x: number; y: number } => {
      const a = ((-90 - i * 120) * Math.PI) / 180;
      return { x: Math.cos(a) * R, y: Math.sin(a) * R };
    };
    const [a, b, c] = [corner(0), corner(1), corner(2)];
    g.fillStyle(0x000000, 0.35).fillTriangle(a.x + 2, a.y + 4, b.x + 2, b.y + 4, c.x + 2, c.y + 4);
    g.fillStyle(FILL[m.kind] ?? 0x777777, 1).fillTriangle(a.x, a.y, b.x, b.y, c.x, c.y);
    g.lineStyle(boss ? 4 : 2, boss ? 0xf0cf7a : 0x1c120c, 1).strokeTriangle(a.x, a.y, b.x, b.y, c.x, c.y);
    this.turn.add(g);
    for (let i = 0; i < 3; i++) {
      const value = m.maxHp - i;
      const p = corner(i);
      const n = scene.add
        .text(p.x * (this.onlyCurrent ? 0.72 : 0.52), p.y * (this.onlyCurrent ? 0.72 : 0.52), value > 0 ? String(value) : '', {
          fontFamily: FONTS.body,
          fontSize: `${fontSize(21)}px`,
          fontStyle: '700',
          color: '#ffffff',
          stroke: '#1c120c',
          strokeThickness: 4,
        })
        .setOrigin(0.5);
      this.numbers.push(n);
      this.turn.add(n);
    }
    this.point.add(this.turn);
    this.add([this.tar, this.point]);
    const mark = scene.add
      .text(0, 2, boss ? '♛' : (LETTER[m.kind] ?? '?'), { fontFamily: FONTS.title, fontSize: `${fontSize(boss ? 24 : 20)}px`, fontStyle: '700', color: boss ? '#f0cf7a' : '#f1e4c3', stroke: '#1c120c', strokeThickness: 3 })
      .setOrigin(0.5)
      .setAlpha(0.95);
    this.add(mark);
    this.setSize(TOKEN, TOKEN);
    this.turn.setAngle(turnFor(m));
    this.aim();
    scene.add.existing(this);
  }

  /** Point the token's top corner at the castle from where it stands, numbers kept upright. */
  aim(): void {
    const angle = Math.atan2(BOARD.y - this.y, BOARD.x - this.x) + Math.PI / 2;
    this.point.setRotation(angle);
    this.straighten();
  }

  straighten(): void {
    const world = this.point.angle + this.turn.angle;
    for (const n of this.numbers) n.setAngle(-world);
    if (!this.onlyCurrent) return;
    // corner i points at the castle once the triangle has turned i thirds of a turn
    const current = ((Math.round(this.turn.angle / 120) % 3) + 3) % 3;
    this.numbers.forEach((n, i) => n.setVisible(i === current));
  }

  setTarred(on: boolean): void {
    this.tar.setVisible(on);
  }
}
