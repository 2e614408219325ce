// A Regicide card drawn by us: rank in the corners, the suit's symbol large in the middle, a
// crown on the royals, a star on the jesters, and a back for cards nobody may see. Suits keep
// their symbol whatever the colours, and the four-colour deck setting gives each suit its own.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';
import { getSettings } from '../../../app/settings';

export const CARD_W = 112;
export const CARD_H = 160;

const SYMBOL: Record<string, string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
const TWO_COLOUR: Record<string, string> = { C: '#1d1a17', D: '#b3262c', H: '#b3262c', S: '#1d1a17' };
const FOUR_COLOUR: Record<string, string> = { C: '#2f7a33', D: '#1f5fae', H: '#b3262c', S: '#1d1a17' };

export function suitColour(suit: string): string {
  return (getSettings().fourColour ? FOUR_COLOUR : TWO_COLOUR)[suit] ?? '#1d1a17';
}

export function rankOfCode(code: string): string {
  return code.startsWith('X') ? '★' : code.slice(0, -1);
}

/** Draw a card's face (or back for '?') into a container centred on (0, 0). */
export function drawCard(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, w = CARD_W, h = CARD_H): void {
  const g = scene.add.graphics();
  const r = Math.round(w * 0.09);
  g.fillStyle(0x000000, 0.28).fillRoundedRect(-w / 2 + 3, -h / 2 + 5, w, h, r);
  c.add(g);
  if (code === '?') {
    g.fillStyle(0x5b1f2a, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
    g.lineStyle(3, COLORS.gold, 1).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, r - 3);
    c.add(scene.add.text(0, 0, '♛', { fontFamily: FONTS.title, fontSize: `${Math.round(w * 0.4)}px`, color: '#d4a94a' }).setOrigin(0.5));
    return;
  }
  g.fillStyle(0xfbf6ea, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(2, 0x9a7428, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, r);
  if (code.startsWith('X')) {
    c.add(scene.add.text(0, -h * 0.08, '★', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.5)}px`, color: '#7a3fa0' }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.3, 'JESTER', { fontFamily: FONTS.title, fontSize: `${Math.max(12, Math.round(w * 0.13))}px`, fontStyle: '700', color: '#7a3fa0' }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  const rank = rankOfCode(code);
  const corner = `${rank}\n${SYMBOL[suit] ?? ''}`;
  const size = Math.max(18, Math.round(w * 0.2));
  c.add(scene.add.text(-w / 2 + 8, -h / 2 + 6, corner, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour, align: 'center', lineSpacing: -6 }));
  c.add(scene.add.text(w / 2 - 8, h / 2 - 6, corner, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour, align: 'center', lineSpacing: -6 }).setAngle(180));
  if ('JQK'.includes(rank)) {
    c.add(scene.add.text(0, -h * 0.12, '♛', { fontFamily: FONTS.title, fontSize: `${Math.round(w * 0.42)}px`, color: '#c59a2e' }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.2, SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.3)}px`, color: colour }).setOrigin(0.5));
  } else {
    c.add(scene.add.text(0, 0, SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.55)}px`, color: colour }).setOrigin(0.5));
  }
}

/** A card in the hand: a draggable, selectable piece. */
export class CardPiece extends Piece {
  constructor(scene: Phaser.Scene, x: number, y: number, code: string) {
    super(scene, x, y, code, CARD_W, CARD_H);
    const face = scene.add.container(0, 0);
    drawCard(scene, face, code);
    this.add(face);
    this.setName(`regicide.card.${code}`);
  }
}
