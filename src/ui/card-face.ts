// What the French-suited cards of Regicide and Le Roi du Ring draw alike: the suits' symbols and
// colours (the four-colour deck setting gives each suit its own; a suit keeps its symbol whatever
// the colours), the drop shadow, the cream face in its gold edge, the two corner indices, and a
// hand's card as a piece carrying its face. Each game draws the rest (backs, pips, royals, jokers
// or jesters) itself.
import type Phaser from 'phaser';
import { getSettings } from '../services/settings';
import { Piece } from './piece';
import { FONTS } from './theme';

export const SUIT_SYMBOL: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const TWO_COLOUR: Record<string, string> = { C: '#1d1a17', D: '#b3262c', H: '#b3262c', S: '#1d1a17' };
const FOUR_COLOUR: Record<string, string> = { C: '#2f7a33', D: '#1f5fae', H: '#b3262c', S: '#1d1a17' };

/** A suit's ink (CSS colour) under the current deck setting; clubs' black for anything else. */
export function suitColour(suit: string): string {
  return (getSettings().fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? '#1d1a17';
}

/**
 * Starts a card of `w` x `h` centred on (0, 0) in `c`: a graphics holding the card's shadow,
 * returned with the corner radius for the face or back drawn over it.
 */
export function cardBase(scene: Phaser.Scene, c: Phaser.GameObjects.Container, w: number, h: number): { g: Phaser.GameObjects.Graphics; r: number } {
  const g = scene.add.graphics();
  const r = Math.round(w * 0.09);
  g.fillStyle(0x000000, 0.28).fillRoundedRect(-w / 2 + 3, -h / 2 + 5, w, h, r);
  c.add(g);
  return { g, r };
}

/** The face's cream paper in its thin gold edge. */
export function cardFront(g: Phaser.GameObjects.Graphics, w: number, h: number, r: number): void {
  g.fillStyle(0xfbf6ea, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(2, 0x9a7428, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
}

/** Rank over suit in the top-left corner, `inset` pixels in, and the same upside down in the bottom-right. */
export function cardCorners(scene: Phaser.Scene, c: Phaser.GameObjects.Container, rank: string, suit: string, w: number, h: number, inset: { x: number; y: number }, size: number): void {
  const style = { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: suitColour(suit), align: 'center', lineSpacing: -6 };
  const corner = `${rank}\n${SUIT_SYMBOL[suit] ?? ''}`;
  c.add(scene.add.text(-w / 2 + inset.x, -h / 2 + inset.y, corner, style));
  c.add(scene.add.text(w / 2 - inset.x, h / 2 - inset.y, corner, style).setAngle(180));
}

/** A card in a hand: a draggable, selectable piece named `name`, with its face drawn by `draw`. */
export class CardFacePiece extends Piece {
  constructor(scene: Phaser.Scene, x: number, y: number, code: string, w: number, h: number, draw: (scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string) => void, name: string) {
    super(scene, x, y, code, w, h);
    const face = scene.add.container(0, 0);
    draw(scene, face, code);
    this.add(face);
    this.setName(name);
  }
}
