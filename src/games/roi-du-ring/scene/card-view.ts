// A Roi du Ring card drawn by us: value and suit in the corners, the suit large in the middle
// with an arrow cross (clubs, diamonds: straight lines) or an X (spades, hearts: diagonals) that
// says which way the card moves or strikes, and the two jokers as a red or black star. Suits keep
// their symbol whatever the colours; the four-colour deck setting gives each suit its own.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';
import { getSettings } from '../../../app/settings';
import { CARD_H, CARD_W } from './layout';

const SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const TWO_COLOUR: Record<string, string> = { C: '#1d1a17', D: '#b3262c', H: '#b3262c', S: '#1d1a17' };
const FOUR_COLOUR: Record<string, string> = { C: '#2f7a33', D: '#1f5fae', H: '#b3262c', S: '#1d1a17' };

export function suitColour(suit: string): string {
  return (getSettings().fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? '#1d1a17';
}

const hex = (css: string): number => parseInt(css.slice(1), 16);

/** Four short arrows: along the lines for clubs and diamonds, along the diagonals for spades and hearts. */
function drawLines(g: Phaser.GameObjects.Graphics, diagonal: boolean, colour: number, w: number, h: number): void {
  const r = Math.min(w, h) * 0.36;
  g.lineStyle(2, colour, 0.35);
  for (let k = 0; k < 4; k++) {
    const a = (k * Math.PI) / 2 + (diagonal ? Math.PI / 4 : 0);
    const x = Math.cos(a) * r;
    const y = Math.sin(a) * r;
    g.lineBetween(x * 0.55, y * 0.55, x, y);
    g.fillStyle(colour, 0.35).fillCircle(x, y, 3);
  }
}

/** Draw a card's face (or its back for '?') into a container centred on (0, 0). */
export function drawCard(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, w = CARD_W, h = CARD_H): void {
  const g = scene.add.graphics();
  const r = Math.round(w * 0.09);
  g.fillStyle(0x000000, 0.28).fillRoundedRect(-w / 2 + 3, -h / 2 + 5, w, h, r);
  c.add(g);
  if (code === '?') {
    g.fillStyle(0x23395e, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
    g.lineStyle(3, 0xe6e0d0, 1).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, r - 3);
    g.lineStyle(2, 0xc0392b, 1).strokeRoundedRect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, r - 5);
    return;
  }
  g.fillStyle(0xfbf6ea, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(2, 0x9a7428, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
  if (code.startsWith('X')) {
    const colour = code === 'XR' ? '#b3262c' : '#1d1a17';
    c.add(scene.add.text(0, -h * 0.06, '★', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.56)}px`, color: colour }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.32, 'JOKER', { fontFamily: FONTS.title, fontSize: `${Math.max(12, Math.round(w * 0.16))}px`, fontStyle: '700', color: colour }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  drawLines(g, suit === 'S' || suit === 'H', hex(colour), w, h);
  const rank = code.slice(0, -1);
  const corner = `${rank}\n${SYMBOL[suit] ?? ''}`;
  const size = Math.max(18, Math.round(w * 0.22));
  c.add(scene.add.text(-w / 2 + 7, -h / 2 + 5, corner, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour, align: 'center', lineSpacing: -6 }));
  c.add(scene.add.text(w / 2 - 7, h / 2 - 5, corner, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour, align: 'center', lineSpacing: -6 }).setAngle(180));
  c.add(scene.add.text(0, 0, SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.5)}px`, color: colour }).setOrigin(0.5));
  if ('JQK'.includes(rank)) c.add(scene.add.text(0, -h * 0.3, '♛', { fontFamily: FONTS.title, fontSize: `${Math.round(w * 0.24)}px`, color: `#${COLORS.goldDark.toString(16)}` }).setOrigin(0.5));
}

/** A card in the hand: a draggable, selectable piece named `roi.card.<code>`. */
export class CardPiece extends Piece {
  constructor(scene: Phaser.Scene, x: number, y: number, code: string) {
    super(scene, x, y, code, CARD_W, CARD_H);
    const face = scene.add.container(0, 0);
    drawCard(scene, face, code);
    this.add(face);
    this.setName(`roi.card.${code}`);
  }
}
