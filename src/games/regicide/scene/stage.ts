// What is on the Regicide table now, shared by the views that draw it, the animator that moves it
// and the teaching that points at it: the layer every redraw fills, the pieces the last redraw
// drew (the cards by their code, the enemy as `enemy:<code>`), and the layout they stand in.
import type Phaser from 'phaser';
import { CSS, FONTS } from '../../../ui/theme';
import { font } from '../../../ui/viewport';
import { CardPiece } from './card-view';
import type { RegicideInfo } from './info';
import type { InfoSpots } from './info-spots';
import type { CompactLayout, Places, Spot } from './layout';
import type { Animator } from './regicide-animator';
import type { TableInput } from './regicide-input';

export class Stage {
  /** The pieces the last redraw drew. */
  pieces = new Map<string, Phaser.GameObjects.Container>();
  /** On a phone: where each card of the hand was laid (its x), kept while cards only leave the hand (hand-view.ts). */
  handX = new Map<string, number>();

  constructor(
    readonly scene: Phaser.Scene,
    readonly layer: Phaser.GameObjects.Container,
    readonly places: Places,
    /** The phone's layout, or undefined on a desktop-sized window (the 1600x900 table as ever). */
    readonly compact: CompactLayout | undefined,
  ) {}

  /** Empties the table for a redraw; where each piece stood, for the cards that slide to their new place. */
  clear(): Map<string, Spot> {
    const old = this.pieces;
    this.pieces = new Map();
    const keep = new Map<string, Spot>();
    for (const [id, obj] of old) keep.set(id, { x: obj.x, y: obj.y });
    this.layer.removeAll(true);
    return keep;
  }

  /** Puts a piece on the table under its id. */
  put(id: string, obj: Phaser.GameObjects.Container): void {
    this.layer.add(obj);
    this.pieces.set(id, obj);
  }

  label(x: number, y: number, text: string, name = '', size = 20, colour: string = CSS.parchment): Phaser.GameObjects.Text {
    const l = this.scene.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: font(size), fontStyle: '700', color: colour, align: 'center' }).setOrigin(0.5);
    if (name) l.setName(name);
    this.layer.add(l);
    return l;
  }

  enemyShown(): Phaser.GameObjects.Container | undefined {
    for (const [id, obj] of this.pieces) if (id.startsWith('enemy:')) return obj;
    return undefined;
  }

  enemyCode(enemy: Phaser.GameObjects.Container): string {
    for (const [id, obj] of this.pieces) if (obj === enemy) return id.slice('enemy:'.length);
    return 'JC';
  }

  /** The cards played against the enemy. */
  tableObjects(): Phaser.GameObjects.Container[] {
    return this.named('regicide.table.');
  }

  /** The cards chosen for the play or the cover. */
  pendingObjects(): Phaser.GameObjects.Container[] {
    return this.named('regicide.pending.');
  }

  handObjects(): Phaser.GameObjects.Container[] {
    return [...this.pieces].filter(([, o]) => o instanceof CardPiece).map(([, o]) => o);
  }

  private named(prefix: string): Phaser.GameObjects.Container[] {
    return [...this.pieces].filter(([, o]) => o.name.startsWith(prefix)).map(([, o]) => o);
  }
}

/** What the views draw with: the table, its "what is this?" boxes, the slides into place and the player's input. */
export interface ViewKit {
  readonly stage: Stage;
  readonly info: InfoSpots;
  readonly animator: Animator;
  readonly input: TableInput;
  /** A card's "what is this?" words against the enemy now (`played`: one played against it). */
  cardInfo(code: string, played?: boolean): RegicideInfo;
}
