// A Roi du Ring card drawn by us: value and suit in the corners, the suit large in the middle
// with an arrow cross (clubs, diamonds: straight lines) or an X (spades, hearts: diagonals) that
// says which way the card moves or strikes, and the two jokers as a red or black star. The suits'
// symbols and colours, the frame and the corners are src/ui/card-face.ts, shared with Regicide.
import type Phaser from 'phaser';
import { CardFacePiece, SUIT_SYMBOL, cardBase, cardCorners, cardFront, suitColour } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';
import { CARD_H, CARD_W, COMPACT } from './layout';
import { rankLetter } from './names';
import { t } from '../../../services/i18n';

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
  const { g, r } = cardBase(scene, c, w, h);
  if (code === '?') {
    g.fillStyle(0x23395e, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
    g.lineStyle(3, 0xe6e0d0, 1).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, r - 3);
    g.lineStyle(2, 0xc0392b, 1).strokeRoundedRect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, r - 5);
    return;
  }
  cardFront(g, w, h, r);
  // On a phone every mark with words or numbers stays at least 12 CSS px.
  const min = COMPACT?.minFont ?? 0;
  if (code.startsWith('X')) {
    const colour = code === 'XR' ? '#b3262c' : '#1d1a17';
    c.add(scene.add.text(0, -h * 0.06, '★', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.56)}px`, color: colour }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.32, t('roi.joker.word'), { fontFamily: FONTS.title, fontSize: `${Math.max(12, min, Math.round(w * 0.16))}px`, fontStyle: '700', color: colour }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  drawLines(g, suit === 'S' || suit === 'H', hex(colour), w, h);
  const rank = code.slice(0, -1);
  // The corners in the player's language: V/D/R in French, F/D/R in Italian.
  cardCorners(scene, c, rankLetter(rank), suit, w, h, { x: 7, y: 5 }, Math.max(18, min, Math.round(w * 0.22)));
  c.add(scene.add.text(0, 0, SUIT_SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.5)}px`, color: colour }).setOrigin(0.5));
  if ('JQK'.includes(rank)) c.add(scene.add.text(0, -h * 0.3, '♛', { fontFamily: FONTS.title, fontSize: `${Math.max(min, Math.round(w * 0.24))}px`, color: `#${COLORS.goldDark.toString(16)}` }).setOrigin(0.5));
}

/** A card in the hand: a draggable, selectable piece named `roi.card.<code>`. */
export class CardPiece extends CardFacePiece {
  constructor(scene: Phaser.Scene, x: number, y: number, code: string) {
    super(scene, x, y, code, CARD_W, CARD_H, drawCard, `roi.card.${code}`);
  }
}
