// What the table draws from the seat's view: the round board (once, with the rings' names), then
// at every redraw the walls, towers and fortifications, the monsters (each with its drop zone), the
// piles and the other defenders' rows, and at the bottom either the placing phase's tray of
// starting monsters or the hand of the defender at the device with its trophy pile. The
// Overlord's hand is overlord-hand.ts's; the phase panel is phase-panel.ts's.
import Phaser from 'phaser';
import { CSS } from '../../../ui/theme';
import { t } from '../../../services/i18n';
import { attachInfo, type InfoContent } from '../../../ui/info-card';
import type { CastlePanicState } from '../rules';
import { drawBoard, drawFortify, drawTower, drawWall } from './board-view';
import type { BoardZone } from './board-zone';
import { CardPiece } from './card-view';
import { handSlots, type HandSlots } from './hand-slots';
import type { InfoThing } from './info';
import { CARD_W, COMPACT, HAND, OTHERS, RING_MID, TOKEN, arcMid, polar } from './layout';
import type { SeatRules } from './seat-rules';
import { TrophyPile, drawOthers, drawPiles, label, slainLine } from './side-view';
import { Stage } from './stage';
import { StartPiece, drawSlot, startSize } from './start-view';
import { MonsterToken } from './token-view';

/** What the table asks of the scene. */
export interface TableHooks {
  /** A monster's drop zone, made a target of the drag (table-input.ts). */
  monsterZone(id: number, x: number, y: number, size: number): BoardZone;
  /** A piece of the bottom (a card, a starting monster) handed to the drag. */
  addPiece(piece: CardPiece | StartPiece): void;
  /** A piece's "what is this?" card (none while a move is shown). */
  pieceInfo(thing: InfoThing): InfoContent | null;
}

export class TableView {
  readonly stage: Stage;
  /** Each defender's trophy pile on screen, where the monsters they slay go. */
  trophies = new Map<number, TrophyPile>();
  /** Where the hand's cards stood at the last drawing, for the turn they belong to (hand-slots.ts). */
  private handSlots: HandSlots | null = null;
  /** The rings' names across the top of the board (on a phone, hidden while a monster stands on one). */
  private readonly ringNames: Phaser.GameObjects.Text[];

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly rules: SeatRules,
    private readonly hooks: TableHooks,
  ) {
    this.ringNames = drawBoard(scene).filter((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text && o.name.startsWith('cp.ringName.'));
    this.stage = new Stage(scene.add.container(0, 0), scene.add.container(0, 0).setDepth(3), scene.add.container(0, 0).setDepth(6));
  }

  /** Everything drawn at the last redraw taken away (the monsters' zones with it). */
  clear(): void {
    for (const z of this.stage.monsterZones.values()) z.destroy();
    this.stage.clear();
    this.trophies = new Map();
  }

  /** The board's walls, towers and monsters, the piles and the other defenders' rows. */
  draw(s: CastlePanicState): void {
    for (const m of s.monsters) this.stage.model.set(m.id, { ...m });
    this.drawStructures(s);
    this.drawMonsters(s);
    this.clearRingNames();
    drawPiles(this.scene, this.stage.layer, s);
    drawOthers(this.scene, this.stage.layer, s, this.rules.seat, (seat) => this.rules.seatName(seat), this.trophies);
  }

  private drawStructures(s: CastlePanicState): void {
    const { scene } = this;
    const { layer } = this.stage;
    for (let arc = 1; arc <= 6; arc++) {
      const wall = drawWall(scene, arc, s.walls[arc - 1] === true);
      layer.add(wall);
      this.stage.walls.push(wall);
      const tower = drawTower(scene, arc, s.towers[arc - 1] === true);
      layer.add(tower);
      this.stage.towers.push(tower);
      if (s.fortified[arc - 1]) {
        const f = drawFortify(scene, arc);
        layer.add(f);
        this.stage.fortifies.set(arc, f);
      }
    }
  }

  private drawMonsters(s: CastlePanicState): void {
    const places = this.stage.places();
    for (const m of s.monsters) {
      const at = places.get(m.id) ?? { angle: arcMid(m.arc), r: RING_MID[m.ring], scale: 1 };
      const p = polar(at.angle, at.r);
      const token = new MonsterToken(this.scene, p.x, p.y, m).setScale(at.scale);
      this.stage.tokenLayer.add(token);
      this.stage.tokens.set(m.id, token);
      this.stage.monsterZones.set(m.id, this.hooks.monsterZone(m.id, p.x, p.y, TOKEN * at.scale + 12));
    }
  }

  /**
   * On a phone a ring's name is wider than the room between the monsters of arcs 1 and 6: where a
   * monster stands on it, the name (and its plate) steps aside until the monster has gone.
   */
  private clearRingNames(): void {
    if (!COMPACT) return;
    for (const name of this.ringNames) {
      const b = name.getBounds();
      const covered = [...this.stage.tokens.values()].some((tk) => {
        const half = (TOKEN * tk.scale) / 2;
        return tk.x + half > b.x && tk.x - half < b.right && tk.y + half > b.y && tk.y - half < b.bottom;
      });
      name.setVisible(!covered);
      (this.scene.children.getByName(`${name.name}.plate`) as Phaser.GameObjects.Graphics | null)?.setVisible(!covered);
    }
  }

  /** The starting monsters still to place, in the tray at the bottom, and the empty slots on the board. */
  drawStartTray(s: CastlePanicState): void {
    const { scene } = this;
    const layer = this.stage.layer;
    for (let arc = 1; arc <= 6; arc++) if (!s.monsters.some((m) => m.arc === arc)) layer.add(drawSlot(scene, arc));
    label(scene, layer, HAND.titleX, HAND.titleY, t('cp.setupTray'), 20, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    const left = s.toPlace;
    const { w } = startSize();
    const gap = Math.min(w + 14, (HAND.w - w) / Math.max(1, left.length - 1));
    const seen = new Map<string, number>();
    left.forEach((kind, i) => {
      const n = (seen.get(kind) ?? 0) + 1;
      seen.set(kind, n);
      const id = n === 1 ? kind : `${kind}.${n}`;
      const piece = new StartPiece(scene, HAND.x + (i - (left.length - 1) / 2) * gap, HAND.y, id, kind);
      layer.add(piece);
      this.hooks.addPiece(piece);
      this.stage.startPieces.set(id, piece);
    });
  }

  /** The hand of the defender at the device, its name and trophy pile above it. */
  drawHand(s: CastlePanicState): void {
    const { scene } = this;
    const { layer } = this.stage;
    const { rules } = this;
    const seat = rules.seat;
    const hand = s.hands[seat] ?? [];
    const ids: string[] = [];
    const counted = new Map<string, number>();
    for (const card of hand) {
      const n = (counted.get(card) ?? 0) + 1;
      counted.set(card, n);
      ids.push(n === 1 ? card : `${card}.${n}`);
    }
    // each card keeps its slot through the turn (hand-slots.ts): a card played leaves a gap
    const gapFor = (n: number): number => Math.min(CARD_W + 10, (HAND.w - CARD_W) / Math.max(1, n - 1));
    this.handSlots = handSlots(this.handSlots, `${seat}:${s.turn}`, ids, HAND.w - CARD_W, gapFor);
    const { slots, gap } = this.handSlots;
    const seen = new Map<string, number>();
    const titleY = HAND.titleY;
    label(scene, layer, HAND.titleX, titleY, `${rules.seatName(seat)} · ${slainLine(s, seat)}`, 20, CSS.goldLight, 'cp.handTitle').setOrigin(0, 0.5);
    const pile = new TrophyPile(scene, OTHERS.trophyX, titleY, seat, s.slain[seat] ?? 0);
    layer.add(pile);
    this.trophies.set(seat, pile);
    hand.forEach((card, i) => {
      const n = (seen.get(card) ?? 0) + 1;
      seen.set(card, n);
      const id = n === 1 ? card : `${card}.${n}`;
      // from the hand's left edge, not centred: a card played leaves the cards on its left where
      // they were (centred, every card moved half a card and another jumped under the pointer:
      // a newcomer's report)
      // (and through a turn, in its own slot: the cards right of one played no longer slide under the finger)
      const x = HAND.x - HAND.w / 2 + CARD_W / 2 + (slots.get(id) ?? i) * gap;
      const piece = new CardPiece(scene, x, HAND.y, id, card);
      piece.setName(`cp.card.${id}`);
      attachInfo(piece, () => this.hooks.pieceInfo({ kind: 'card', card }));
      layer.add(piece);
      this.hooks.addPiece(piece);
      this.stage.handCards.set(id, piece);
    });
  }
}
