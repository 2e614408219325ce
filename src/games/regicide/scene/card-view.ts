// A Regicide card drawn by us: rank in the corners (J/Q/K in the player's language: V/D/R in
// French, F/D/R in Italian), the suit's symbol large in the middle, each royal's own portrait
// (face-art.ts), a star on the jesters, and a back for cards nobody may see. The suits'
// symbols and colours, the frame and the corners are src/ui/card-face.ts, shared with Le Roi du Ring.
// On a phone (the compact layout) a card wears a compact face: one index in the top-left corner
// and the suit (or crown) set off towards the bottom right, every text at least the 12-CSS-px
// floor once the card's scale is counted, and none drawn over another.
import type Phaser from 'phaser';
import { CardFacePiece, SUIT_SYMBOL, cardBase, cardCorners, cardFront, suitColour } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';
import { viewport } from '../../../ui/viewport';
import { drawFaceArt } from './face-art';
import { rankLetter } from './info';
import { t } from '../../../services/i18n';

export const CARD_W = 112;
export const CARD_H = 160;

/** The rank as the card shows it: the player's language's letter for a royal, ★ for a jester. */
export function rankOfCode(code: string): string {
  return code.startsWith('X') ? '★' : rankLetter(code.slice(0, -1));
}

const isRoyal = (code: string): boolean => /^[JQK]/.test(code);

/** The compact (phone) face: drawn at `scale` in the end (the floor for its texts), a back without its crown when `plain`. */
export interface CompactFace {
  scale: number;
  plain?: boolean;
}

/** Draw a card's face (or back for '?') into a container centred on (0, 0). */
export function drawCard(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, w = CARD_W, h = CARD_H, compact?: CompactFace): void {
  if (compact) {
    drawCompactCard(scene, c, code, w, h, compact);
    return;
  }
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
    c.add(scene.add.text(0, h * 0.3, t('regicide.name.X').toUpperCase(), { fontFamily: FONTS.title, fontSize: `${Math.max(12, Math.round(w * 0.13))}px`, fontStyle: '700', color: '#7a3fa0' }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  const rank = rankOfCode(code);
  cardCorners(scene, c, rank, suit, w, h, { x: 8, y: 6 }, Math.max(18, Math.round(w * 0.2)));
  if (isRoyal(code)) drawFaceArt(scene, c, code, { x: 0, y: 0, w: w * 0.58, h: h * 0.8 });
  else {
    c.add(scene.add.text(0, 0, SUIT_SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: `${Math.round(w * 0.55)}px`, color: colour }).setOrigin(0.5));
  }
}

function drawCompactCard(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, w: number, h: number, face: CompactFace): void {
  const { g, r } = cardBase(scene, c, w, h);
  const min = Math.ceil(viewport().minFont / face.scale);
  const px = (n: number): string => `${Math.max(min, Math.round(n))}px`;
  if (code === '?') {
    g.fillStyle(0x5b1f2a, 1).fillRoundedRect(-w / 2, -h / 2, w, h, r);
    g.lineStyle(3, COLORS.gold, 1).strokeRoundedRect(-w / 2 + 6, -h / 2 + 6, w - 12, h - 12, r - 3);
    if (!face.plain) c.add(scene.add.text(0, 0, '♛', { fontFamily: FONTS.title, fontSize: px(w * 0.4), color: '#d4a94a' }).setOrigin(0.5));
    return;
  }
  cardFront(g, w, h, r);
  if (code.startsWith('X')) {
    c.add(scene.add.text(0, -h * 0.1, '★', { fontFamily: FONTS.body, fontSize: px(w * 0.5), color: '#7a3fa0' }).setOrigin(0.5));
    c.add(scene.add.text(0, h * 0.3, t('regicide.name.X').toUpperCase(), { fontFamily: FONTS.body, fontSize: px(w * 0.13), fontStyle: '700', color: '#7a3fa0' }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  const rank = rankOfCode(code);
  const symbol = SUIT_SYMBOL[suit] ?? '';
  c.add(
    scene.add.text(-w / 2 + 7, -h / 2 + 5, `${rank}\n${symbol}`, { fontFamily: FONTS.body, fontSize: px(w * 0.22), fontStyle: '700', color: colour, align: 'center', lineSpacing: -6 }),
  );
  if (isRoyal(code)) drawFaceArt(scene, c, code, { x: w * 0.13, y: h * 0.06, w: w * 0.6, h: h * 0.84 });
  else {
    c.add(scene.add.text(w * 0.13, h * 0.17, symbol, { fontFamily: FONTS.body, fontSize: px(w * 0.5), color: colour }).setOrigin(0.5));
  }
}

/**
 * A card played against the enemy on a phone's table: its rank large in the upper half and its
 * suit large under it (a jester's star), both well over the 12-CSS-px floor, read at a glance.
 */
export function drawPlayed(scene: Phaser.Scene, c: Phaser.GameObjects.Container, code: string, w: number, h: number, strip = w): void {
  const { g, r } = cardBase(scene, c, w, h);
  cardFront(g, w, h, r);
  // An overlapped card (only `strip` of it in sight, from its left edge): rank and suit centred in that strip.
  const cx = strip < w ? -w / 2 + strip / 2 : 0;
  const size = `${Math.max(viewport().minFont, Math.round(Math.min(h * 0.32, strip < w ? strip * 0.8 : h)))}px`;
  if (code.startsWith('X')) {
    c.add(scene.add.text(cx, 0, '★', { fontFamily: FONTS.body, fontSize: size, color: '#7a3fa0' }).setOrigin(0.5));
    return;
  }
  const suit = code.slice(-1);
  const colour = suitColour(suit);
  c.add(scene.add.text(cx, -h * 0.2, rankOfCode(code), { fontFamily: FONTS.title, fontSize: size, fontStyle: '700', color: colour }).setOrigin(0.5));
  c.add(scene.add.text(cx, h * 0.2, SUIT_SYMBOL[suit] ?? '', { fontFamily: FONTS.body, fontSize: size, color: colour }).setOrigin(0.5));
}

/** A card in the hand: a draggable, selectable piece (on a phone, `w` x `h` with a compact face). */
export class CardPiece extends CardFacePiece {
  constructor(scene: Phaser.Scene, x: number, y: number, code: string, compact?: { w: number; h: number }) {
    const w = compact?.w ?? CARD_W;
    const h = compact?.h ?? CARD_H;
    super(scene, x, y, code, w, h, compact ? (s, c, k) => drawCard(s, c, k, w, h, { scale: 1 }) : drawCard, `regicide.card.${code}`);
  }
}
