// What is on the Castle Panic table now: the monster tokens and the model of where they stand,
// the walls, towers and fortify tokens, the cards of the hand and the monsters' drop zones. The
// scene draws it from the state; the animator moves it event by event until the next redraw.
import type Phaser from 'phaser';
import type { DropZone } from '../../../ui';
import type { Monster } from '../rules';
import type { CardPiece } from './card-view';
import { slotAngle, slotRadius, tokenScale } from './layout';
import type { StartPiece } from './start-view';
import type { MonsterToken } from './token-view';

export type Pos = { x: number; y: number };
export type Place = { angle: number; r: number; scale: number };

export class Stage {
  readonly tokens = new Map<number, MonsterToken>();
  /** The monsters as the animations have left them (ahead of the last redraw, behind the state). */
  readonly model = new Map<number, Monster>();
  walls: Phaser.GameObjects.Container[] = [];
  towers: Phaser.GameObjects.Container[] = [];
  readonly fortifies = new Map<number, Phaser.GameObjects.Container>();
  readonly handCards = new Map<string, CardPiece>();
  readonly monsterZones = new Map<number, DropZone>();
  /** The placing phase: the starting monsters in the tray, by piece id. */
  readonly startPieces = new Map<string, StartPiece>();
  /** The tray piece just dropped onto an arc (the one that walks there), until the next redraw. */
  placing: StartPiece | null = null;

  constructor(
    /** The board's structures, the panels and the hand. */
    readonly layer: Phaser.GameObjects.Container,
    /** The monster tokens, above the structures. */
    readonly tokenLayer: Phaser.GameObjects.Container,
    /** Short-lived effects above everything: banners, the die, crumbling stones, click areas. */
    readonly fx: Phaser.GameObjects.Container,
  ) {}

  /** Empties the table before a redraw (the zones are destroyed by their owner). */
  clear(): void {
    this.layer.removeAll(true);
    this.tokenLayer.removeAll(true);
    this.fx.removeAll(true);
    this.tokens.clear();
    this.model.clear();
    this.fortifies.clear();
    this.handCards.clear();
    this.monsterZones.clear();
    this.startPieces.clear();
    this.placing = null;
    this.walls = [];
    this.towers = [];
  }

  /** Where each monster of the model stands: monsters sharing a space spread along its arc. */
  places(): Map<number, Place> {
    const groups = new Map<string, Monster[]>();
    for (const m of [...this.model.values()].sort((a, b) => a.id - b.id)) {
      const key = `${m.arc}:${m.ring}`;
      const list = groups.get(key);
      if (list) list.push(m);
      else groups.set(key, [m]);
    }
    const out = new Map<number, Place>();
    for (const list of groups.values()) {
      list.forEach((m, i) => out.set(m.id, { angle: slotAngle(m.arc, m.ring, i, list.length), r: slotRadius(m.ring, list.length), scale: tokenScale(m.ring, list.length) }));
    }
    return out;
  }
}
