// A Regicide card drawn by us: rank in the corners, the suit's symbol large in the middle, a
// crown on the royals, a star on the jesters, and a back for cards nobody may see. The suits'
// symbols and colours, the frame and the corners are src/ui/card-face.ts, shared with Le Roi du Ring.
import type Phaser from 'phaser';
import { CardFacePiece, SUIT_SYMBOL, cardBase, cardCorners, cardFront, suitColour } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';

export const CARD_W = 112;
export const CARD_H = 160;

export function rankOfCode(code: string): string {
  return code.startsWith('X') ? '★' : code.slice(0, -1);
}

/** Draw a card's face (or back for '?') into a container centred on (0, 0). */
export function drawCard(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, w = CARD_W, h = CARD_H): void {
  const { g, r } = cardBase(scene, c, w, h);
  if (code === '?') {
    g.fillStyle(0x5b1f2a, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
    g.lineStyle(3, COLORS.gold, 1).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, r - 3);
    c.add(scene.add.text(0, 0, '♛', { fontFamily: FONTS.title, fontSize: `${Math.round(w * 0.4)}px`, color: '#d4a94a' }).setOrigin(0.5));
    return;
  }
  cardFront(g, w, h, r);
  if (code.startsWith('X')) {
    c.add(scene.add.text(0, -h * 0.08, '★', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.5)}px`, color: '#7a3fa0' }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.3, 'JESTER', { fontFamily: FONTS.title, fontSize: `${Math.max(12, Math.round(w * 0.13))}px`, fontStyle: '700', color: '#7a3fa0' }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  const rank = rankOfCode(code);
  cardCorners(scene, c, rank, suit, w, h, { x: 8, y: 6 }, Math.max(18, Math.round(w * 0.2)));
  if ('JQK'.includes(rank)) {
    c.add(scene.add.text(0, -h * 0.12, '♛', { fontFamily: FONTS.title, fontSize: `${Math.round(w * 0.42)}px`, color: '#c59a2e' }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.2, SUIT_SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.3)}px`, color: colour }).setOrigin(0.5));
  } else {
    c.add(scene.add.text(0, 0, SUIT_SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.55)}px`, color: colour }).setOrigin(0.5));
  }
}

/** A card in the hand: a draggable, selectable piece. */
export class CardPiece extends CardFacePiece {
  constructor(scene: Phaser.Scene, x: number, y: number, code: string) {
    super(scene, x, y, code, CARD_W, CARD_H, drawCard, `regicide.card.${code}`);
  }
}
