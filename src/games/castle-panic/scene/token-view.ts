// A monster token: a triangle with its hit points at the corner toward the castle, as on the real
// tokens, and the monster's face drawn in the middle (monster-art.ts): a goblin, an orc, a troll,
// each boss its own. A hit turns the triangle a third of a turn, so the next number points at the
// castle; the face and the numbers stay upright. Bosses wear a gold edge; tar shows as a black
// pool under the token. Only the current hit points show, at the corner toward the castle, the
// others coming round as the token turns: a badge, the number on a dark disc of its own, set large
// enough to read over any token or ring at a glance (newcomers found the hit points hard to read
// on a phone where tokens crowd, and on a desktop read them only from the token's turn among three
// small numbers).
import Phaser from 'phaser';
import { COLORS, FONTS } from '../../../ui/theme';
import type { Monster } from '../rules';
import { BADGE_DISC, BADGE_FONT, BADGE_OUT, BOARD, TOKEN } from './layout';
import { faceImageScale, faceTexture } from './monster-art';
import { drawTokenTriangle } from './token-art';

export const isBoss = (kind: string): boolean => kind === 'goblin-king' || kind === 'orc-warlord' || kind === 'troll-mage' || kind === 'healer';

/** Degrees the triangle is turned for a monster that has lost `maxHp - hp` points. */
export const turnFor = (m: { hp: number; maxHp: number }): number => (m.maxHp - m.hp) * 120;

export class MonsterToken extends Phaser.GameObjects.Container {
  readonly monsterId: number;
  readonly point: Phaser.GameObjects.Container;
  readonly turn: Phaser.GameObjects.Container;
  private readonly numbers: Phaser.GameObjects.Text[] = [];
  /** The dark disc under each number (shown with it). */
  private readonly discs: Phaser.GameObjects.Graphics[] = [];
  private readonly tar: Phaser.GameObjects.Graphics;
  /** The monster's face (named cp.monster.<id>.face.<kind>), kept upright under the turning triangle. */
  readonly face: Phaser.GameObjects.Container;
  /** Only the number at the corner toward the castle shows, on its disc (a badge). */
  private readonly onlyCurrent = true;

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
    drawTokenTriangle(g, m.kind, TOKEN, 0, 0, boss);
    this.turn.add(g);
    // the face, over the triangle and under the numbers, turned back upright as the numbers are (straighten)
    this.face = scene.add.container(0, 0).setSize(TOKEN * 0.56, TOKEN * 0.56);
    if (m.id >= 0) this.face.setName(`cp.monster.${m.id}.face.${m.kind}`);
    this.face.setData('kind', m.kind);
    this.face.add(scene.add.image(0, 0, faceTexture(scene, m.kind, TOKEN)).setScale(faceImageScale()));
    this.turn.add(this.face);
    for (let i = 0; i < 3; i++) {
      const value = m.maxHp - i;
      const p = corner(i);
      // out in the corners, clear of the face (on a phone the one number shows further out still)
      // (the layout keeps the disc inside the token's ring: layout.ts tokenScale)
      const out = BADGE_OUT;
      const size = BADGE_FONT;
      if (this.onlyCurrent) {
        const disc = scene.add.graphics({ x: p.x * out, y: p.y * out }).setName(`cp.monster.${m.id}.hpDisc.${i}`);
        disc.fillStyle(0x1c120c, 0.92).fillCircle(0, 0, size * BADGE_DISC).lineStyle(2, COLORS.gold, 0.9).strokeCircle(0, 0, size * BADGE_DISC);
        disc.setVisible(value > 0);
        this.discs.push(disc);
        this.turn.add(disc);
      }
      const n = scene.add
        .text(p.x * out, p.y * out, value > 0 ? String(value) : '', {
          fontFamily: FONTS.body,
          fontSize: `${size}px`,
          fontStyle: '700',
          color: '#ffffff',
          stroke: '#1c120c',
          strokeThickness: 4,
        })
        .setOrigin(0.5);
      if (m.id >= 0) n.setName(`cp.monster.${m.id}.hp.${i}`);
      this.numbers.push(n);
      this.turn.add(n);
    }
    this.point.add(this.turn);
    this.add([this.tar, this.point]);
    this.setSize(TOKEN, TOKEN);
    this.turn.setAngle(turnFor(m));
    this.aim();
    scene.add.existing(this);
  }

  /** Point the token's top corner at the castle from where it stands, face and numbers kept upright. */
  aim(): void {
    const angle = Math.atan2(BOARD.y - this.y, BOARD.x - this.x) + Math.PI / 2;
    this.point.setRotation(angle);
    this.straighten();
  }

  straighten(): void {
    const world = this.point.angle + this.turn.angle;
    for (const n of this.numbers) n.setAngle(-world);
    this.face.setAngle(-world);
    if (!this.onlyCurrent) return;
    // corner i points at the castle once the triangle has turned i thirds of a turn
    const current = ((Math.round(this.turn.angle / 120) % 3) + 3) % 3;
    this.numbers.forEach((n, i) => n.setVisible(i === current));
    this.discs.forEach((d, i) => d.setVisible(i === current && this.numbers[i]?.text !== ''));
  }

  setTarred(on: boolean): void {
    this.tar.setVisible(on);
  }
}
