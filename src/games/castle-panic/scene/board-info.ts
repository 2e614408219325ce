// "What is this?" on the Castle Panic table (the words are info.ts's): the mouse resting on a
// thing of the board, or a finger pressing it, shows its card beside it, with its picture drawn
// as the table draws it; the hand's cards and the Overlord's tokens have theirs through attachInfo.
import Phaser from 'phaser';
import { hideInfoCard, showInfoCard, type InfoContent } from '../../../ui/info-card';
import { InfoWatch } from '../../../ui/info-watch';
import { viewport } from '../../../ui/viewport';
import { HIDDEN } from '../../../core/contract';
import { HIT_POINTS } from '../rules/data';
import { drawFortify, drawRubblePicture, drawTower, drawWall } from './board-view';
import { drawCardFace } from './card-view';
import { infoText, type InfoThing } from './info';
import { BOARD, CARD_H, CARD_W, COMPACT, PILES, TOKEN, TOWER_R, WALL_R, arcMid, polar } from './layout';
import { OverlordToken, drawTokenBack, otokenSize } from './overlord-view';
import type { SeatRules } from './seat-rules';
import type { Stage } from './stage';
import { MonsterToken } from './token-view';

/** What the board's "what is this?" asks of the scene. */
export interface InfoHooks {
  /** A move is being shown: the pieces give no card (they may fly off and leave it behind). */
  presenting(): boolean;
  /** A long press reads, it does not play: the piece held is let go. */
  clearSelection(): void;
}

export class BoardInfo {
  /**
   * The board's "what is this?" (ui/info-watch.ts): the mouse resting on a thing (350 ms), or a
   * finger pressing it without moving (500 ms), shows its card beside it; the mouse leaving it,
   * or the next touch, puts it away. Nothing here takes input: the drags and clicks of the table
   * stay as they are.
   */
  private readonly watch: InfoWatch<InfoThing>;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
    private readonly rules: SeatRules,
    private readonly hooks: InfoHooks,
  ) {
    this.watch = new InfoWatch(scene, {
      find: (x, y) => this.boardThingAt(x, y),
      // a thing is the same while it says the same (a redraw makes new objects for it)
      same: (a, b) => JSON.stringify(a) === JSON.stringify(b),
      show: (thing, x, y) => showInfoCard(scene, x, y, this.infoContent(thing)),
      // something of its own under the pointer (a dialog, a card of the explain-once): not the board
      covered: (p) => scene.input.hitTestPointer(p).some((o) => !o.name.startsWith('cp.')),
      // a long press reads, it does not play: the card held is let go first, so the lift plays nothing
      beforeLongPress: () => hooks.clearSelection(),
    });
  }

  /** The table is drawn again: a "what is this?" card shown would speak of what was there. */
  reset(): void {
    this.watch.dismiss();
    hideInfoCard(this.scene);
  }

  /** The "what is this?" card of a thing: its words, and its picture drawn as the table draws it. */
  private infoContent(thing: InfoThing): InfoContent {
    const { title, body } = infoText(thing.kind === 'card' ? { ...thing, heroic: this.rules.state().variants.heroicPowers } : thing);
    return { title, body, picture: (c, size) => this.drawPicture(c, size, thing) };
  }

  /**
   * A piece's card: none while a move is shown (the piece may fly off and leave its card behind).
   * None while the mouse button is held either: attachInfo itself opens no card then.
   */
  pieceInfo(thing: InfoThing): InfoContent | null {
    return this.hooks.presenting() ? null : this.infoContent(thing);
  }

  drawPicture(c: Phaser.GameObjects.Container, size: number, thing: InfoThing): void {
    const scene = this.scene;
    const fit = (obj: Phaser.GameObjects.Container, w: number, h: number): void => {
      obj.setScale(size / Math.max(w, h));
      c.add(obj);
    };
    const monster = (kind: string, hp?: number, maxHp?: number, tarred = false): void => {
      const max = maxHp ?? HIT_POINTS[kind] ?? 1;
      const token = new MonsterToken(scene, 0, 0, { id: -1, kind, hp: hp ?? max, maxHp: max, arc: 1, ring: 'forest', tarred });
      // named apart from the board's monsters (cp.monster.<id>...), which tests and hooks count
      const rename = (o: Phaser.GameObjects.GameObject): void => {
        if (o.name.startsWith('cp.monster.-1')) o.setName(o.name.replace('cp.monster.-1', 'cp.info.picture'));
        if (o instanceof Phaser.GameObjects.Container) o.list.forEach(rename);
      };
      rename(token);
      // upright, the number it has now at the top corner
      token.point.setRotation(0);
      token.straighten();
      fit(token, TOKEN * 1.15, TOKEN * 1.15);
    };
    switch (thing.kind) {
      case 'card': {
        const face = scene.add.container(0, 0);
        // no rule line on the picture: the card's words beside it say what it does in full
        drawCardFace(scene, face, thing.card, CARD_W, CARD_H, 1, { ruleLine: false });
        return fit(face, CARD_W, CARD_H);
      }
      case 'monster':
        return monster(thing.monster, thing.hp, thing.maxHp, thing.tarred);
      case 'token': {
        if (HIT_POINTS[thing.token] !== undefined) return monster(thing.token);
        const tile = new OverlordToken(scene, 0, 0, 'info', thing.token).setName('cp.info.picture');
        tile.disableInteractive();
        // on a phone the picture is too small for the tile's name in 12 CSS px letters: the card's title names it
        if (COMPACT) (tile.getByName('cp.otoken.info.name') as Phaser.GameObjects.Text | null)?.setVisible(false);
        const { w, h } = otokenSize();
        return fit(tile, w, h);
      }
      case 'wall':
      case 'fortify': {
        // a fallen wall: its rubble drawn large and outlined (the board's, shrunk, reads as a faint smudge)
        if (thing.kind === 'wall' && !thing.standing) return fit(drawRubblePicture(scene).setName('cp.info.picture'), 124, 92);
        const mid = arcMid(thing.arc);
        const wall = drawWall(scene, thing.arc, thing.kind === 'fortify' || thing.standing).setName('cp.info.picture');
        const k = size / 130;
        wall.setScale(k).setPosition(-Math.cos(mid) * WALL_R * k, -Math.sin(mid) * WALL_R * k);
        c.add(wall);
        if (thing.kind === 'fortify') {
          const f = drawFortify(scene, thing.arc).setPosition(0, 0).setScale(k * 1.3);
          c.add(f.setName('cp.info.fortify'));
        }
        return;
      }
      case 'tower':
        return fit(drawTower(scene, thing.arc, thing.standing).setPosition(0, 4).setName('cp.info.picture'), 48, 48);
      case 'deck': {
        const g = scene.add.graphics();
        g.fillStyle(0x5b1f2a, 1).fillRoundedRect(-36, -50, 72, 100, 8);
        g.lineStyle(2, 0xd4a94a, 1).strokeRoundedRect(-30, -44, 60, 88, 6);
        c.add(g);
        return;
      }
      case 'discard': {
        if (!thing.top) return;
        const face = scene.add.container(0, 0);
        drawCardFace(scene, face, thing.top, CARD_W, CARD_H, 1, { ruleLine: false });
        return fit(face, CARD_W, CARD_H);
      }
      case 'pile': {
        const back = scene.add.container(0, 0);
        drawTokenBack(scene, back);
        return fit(back, 46, 46);
      }
    }
  }

  /**
   * The thing on the table at (x, y) that has a "what is this?" card (the hand's cards and the
   * Overlord's tokens have theirs through attachInfo): a monster, another defender's card, a
   * tower, a wall or its fortification, the deck, the discard pile, the monster pile.
   */
  private boardThingAt(x: number, y: number): InfoThing | null {
    const s = this.rules.state();
    const reach = COMPACT ? viewport().minTap / 2 : 0;
    for (const [id, tk] of [...this.stage.tokens].reverse()) {
      if (!tk.active || tk.alpha < 0.5) continue;
      if (Math.hypot(x - tk.x, y - tk.y) > Math.max((TOKEN * tk.scale) / 2, reach)) continue;
      const m = this.stage.model.get(id) ?? s.monsters.find((o) => o.id === id);
      if (m) return { kind: 'monster', monster: m.kind, hp: m.hp, maxHp: m.maxHp, tarred: m.tarred };
    }
    for (const obj of this.stage.layer.list) {
      const m = /^cp\.other\.(\d+)\.(\d+)$/.exec(obj.name);
      if (!m) continue;
      const c = obj as Phaser.GameObjects.Container;
      const card = s.hands[Number(m[1])]?.[Number(m[2])];
      if (card && card !== HIDDEN && Math.abs(x - c.x) <= 25 * c.scale && Math.abs(y - c.y) <= 23 * c.scale) return { kind: 'card', card };
    }
    const d = Math.hypot(x - BOARD.x, y - BOARD.y);
    const arc = Math.floor((((Math.atan2(y - BOARD.y, x - BOARD.x) * 180) / Math.PI + 90 + 720) % 360) / 60) + 1;
    for (let a = 1; a <= 6; a++) {
      const p = polar(arcMid(a), TOWER_R);
      if (Math.hypot(x - p.x, y - p.y) <= Math.max(24, reach)) return { kind: 'tower', arc: a, standing: s.towers[a - 1] === true };
    }
    if (Math.abs(d - WALL_R) <= Math.max(14, reach / 2)) return s.fortified[arc - 1] ? { kind: 'fortify', arc } : { kind: 'wall', arc, standing: s.walls[arc - 1] === true };
    if (s.phase === 'setup') return null;
    const py = COMPACT ? PILES.y - 22 : PILES.y;
    if (Math.abs(x - PILES.deck) <= 44 && Math.abs(y - py) <= 62) return { kind: 'deck', n: s.deck.length };
    if (Math.abs(x - PILES.discard) <= 56 && Math.abs(y - py) <= 76) return { kind: 'discard', n: s.discard.length, top: s.discard[s.discard.length - 1] };
    if (Math.abs(x - PILES.pile) <= 50 && Math.abs(y - py) <= 50) return { kind: 'pile', n: s.pile.length, overlord: s.overlord !== null };
    return null;
  }
}
