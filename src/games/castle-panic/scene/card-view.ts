// Castle cards drawn by us: a parchment face, a band in the card's colour (three stripes for the
// any-colour cards), a drawn icon for what the card does and its name; a special card also says
// what it does in a short rule line, where the card is drawn large enough to read it. Colour
// never speaks alone: the name and the ring it hits are written on the card.
import type Phaser from 'phaser';
import { Piece } from '../../../ui';
import { FONTS } from '../../../ui/theme';
import { fitText, fitTextBox } from '../../../ui/fit-text';
import { viewport } from '../../../ui/viewport';
import { t, type TextKey } from '../../../services/i18n';
import { CARD_H, CARD_W, COMPACT } from './layout';
import { cardParts, cardTitle } from './info';

export const COLOUR_HEX: Record<string, number> = { red: 0xb8342b, green: 0x3b7d36, blue: 0x2f5fa6 };
const INK = 0x2a2118;

/** What the band of a card without a colour says: where it reaches, or what it is for. */
const BAND: Record<string, string> = {
  brick: 'wall',
  mortar: 'wall',
  'fortify-wall': 'wall',
  barbarian: 'castle',
  tar: 'castle',
  'drive-him-back': 'castle',
  'nice-shot': 'withHit',
};


/** The card's name ("Archer (red)"): the info card's title, one function for both. */
export const cardName = cardTitle;

/** A small picture of what the card does, centred on (x, y), about `s` across. */
export function drawIcon(g: Phaser.GameObjects.Graphics, unit: string, x: number, y: number, s: number): void {
  const k = s / 40;
  g.lineStyle(Math.max(2, 3 * k), INK, 1);
  g.fillStyle(INK, 1);
  switch (unit) {
    case 'archer': // a bow and its arrow
      g.beginPath();
      g.arc(x - 8 * k, y, 18 * k, -1.2, 1.2);
      g.strokePath();
      g.lineBetween(x - 1 * k, y - 17 * k, x - 1 * k, y + 17 * k);
      g.lineBetween(x - 14 * k, y, x + 18 * k, y);
      g.fillTriangle(x + 20 * k, y, x + 12 * k, y - 5 * k, x + 12 * k, y + 5 * k);
      return;
    case 'knight': // a shield with a cross
      g.fillStyle(0x7a6a58, 1);
      g.fillRoundedRect(x - 14 * k, y - 17 * k, 28 * k, 20 * k, 3 * k);
      g.fillTriangle(x - 14 * k, y + 2 * k, x + 14 * k, y + 2 * k, x, y + 19 * k);
      g.lineStyle(Math.max(2, 4 * k), 0xf1e4c3, 1);
      g.lineBetween(x, y - 13 * k, x, y + 12 * k);
      g.lineBetween(x - 9 * k, y - 5 * k, x + 9 * k, y - 5 * k);
      return;
    case 'swordsman': // a sword, point up
      g.fillStyle(0x9aa3ad, 1).fillRect(x - 3 * k, y - 18 * k, 6 * k, 26 * k);
      g.fillTriangle(x - 3 * k, y - 18 * k, x + 3 * k, y - 18 * k, x, y - 24 * k);
      g.fillStyle(INK, 1).fillRect(x - 11 * k, y + 8 * k, 22 * k, 4 * k);
      g.fillRect(x - 2 * k, y + 12 * k, 4 * k, 10 * k);
      return;
    case 'hero': // a crown
      g.fillStyle(0xc59a2e, 1);
      g.fillRect(x - 16 * k, y, 32 * k, 10 * k);
      g.fillTriangle(x - 16 * k, y, x - 16 * k, y - 16 * k, x - 6 * k, y);
      g.fillTriangle(x - 8 * k, y, x, y - 18 * k, x + 8 * k, y);
      g.fillTriangle(x + 6 * k, y, x + 16 * k, y - 16 * k, x + 16 * k, y);
      return;
    case 'barbarian': // an axe
      g.lineStyle(Math.max(2, 4 * k), 0x6b4a2b, 1).lineBetween(x - 12 * k, y + 18 * k, x + 8 * k, y - 16 * k);
      g.fillStyle(0x9aa3ad, 1).fillTriangle(x + 2 * k, y - 18 * k, x + 20 * k, y - 14 * k, x + 8 * k, y);
      return;
    case 'brick':
      g.fillStyle(0xa4472c, 1);
      g.fillRect(x - 18 * k, y - 12 * k, 17 * k, 10 * k).fillRect(x + 1 * k, y - 12 * k, 17 * k, 10 * k);
      g.fillRect(x - 9 * k, y + 1 * k, 17 * k, 10 * k);
      return;
    case 'mortar': // a trowel over a tub
      g.fillStyle(0x8c8478, 1).fillRect(x - 16 * k, y + 2 * k, 32 * k, 14 * k);
      g.fillStyle(0xc9c2b4, 1).fillTriangle(x - 6 * k, y - 4 * k, x + 14 * k, y - 4 * k, x + 4 * k, y - 18 * k);
      return;
    case 'fortify-wall': // a wall with a banner
      g.fillStyle(0x8c8478, 1).fillRect(x - 18 * k, y - 4 * k, 36 * k, 18 * k);
      g.fillRect(x - 18 * k, y - 10 * k, 8 * k, 6 * k).fillRect(x - 4 * k, y - 10 * k, 8 * k, 6 * k).fillRect(x + 10 * k, y - 10 * k, 8 * k, 6 * k);
      g.fillStyle(0xc59a2e, 1).fillRect(x - 2 * k, y - 22 * k, 3 * k, 12 * k).fillTriangle(x + 1 * k, y - 22 * k, x + 13 * k, y - 18 * k, x + 1 * k, y - 14 * k);
      return;
    case 'tar': // a black drop
      g.fillStyle(0x141414, 1).fillCircle(x, y + 6 * k, 12 * k).fillTriangle(x - 11 * k, y + 2 * k, x + 11 * k, y + 2 * k, x, y - 18 * k);
      return;
    case 'drive-him-back': // an arrow pointing out
      g.lineStyle(Math.max(3, 5 * k), INK, 1).lineBetween(x - 16 * k, y, x + 8 * k, y);
      g.fillTriangle(x + 18 * k, y, x + 6 * k, y - 10 * k, x + 6 * k, y + 10 * k);
      return;
    case 'nice-shot': // a target
      g.strokeCircle(x, y, 16 * k).strokeCircle(x, y, 9 * k).fillCircle(x, y, 3 * k);
      return;
    case 'missing': // a crossed-out token
      g.fillStyle(0x7a6a58, 1).fillTriangle(x - 16 * k, y + 12 * k, x + 16 * k, y + 12 * k, x, y - 16 * k);
      g.lineStyle(Math.max(3, 4 * k), 0xb8342b, 1).lineBetween(x - 18 * k, y - 16 * k, x + 18 * k, y + 16 * k);
      return;
    case 'draw-2': // two cards
      g.fillStyle(0xf1e4c3, 1).lineStyle(Math.max(2, 2 * k), INK, 1);
      g.fillRect(x - 16 * k, y - 14 * k, 18 * k, 26 * k).strokeRect(x - 16 * k, y - 14 * k, 18 * k, 26 * k);
      g.fillRect(x - 4 * k, y - 8 * k, 18 * k, 26 * k).strokeRect(x - 4 * k, y - 8 * k, 18 * k, 26 * k);
      return;
    case 'scavenge': // a hand lifting a card
      g.fillStyle(0xf1e4c3, 1).lineStyle(Math.max(2, 2 * k), INK, 1);
      g.fillRect(x - 9 * k, y - 18 * k, 18 * k, 24 * k).strokeRect(x - 9 * k, y - 18 * k, 18 * k, 24 * k);
      g.lineStyle(Math.max(3, 4 * k), INK, 1).lineBetween(x, y + 4 * k, x, y + 18 * k);
      g.fillTriangle(x, y + 0 * k, x - 7 * k, y + 8 * k, x + 7 * k, y + 8 * k);
      return;
    default:
      g.strokeCircle(x, y, 14 * k);
  }
}

/** The coloured band: the card's colour, or three stripes for any colour. */
function band(g: Phaser.GameObjects.Graphics, colour: string | null, x: number, y: number, w: number, h: number): void {
  if (colour === 'any') {
    (['red', 'green', 'blue'] as const).forEach((c, i) => g.fillStyle(COLOUR_HEX[c] as number, 1).fillRect(x + (i * w) / 3, y, w / 3 + 0.5, h));
  } else {
    g.fillStyle(colour ? (COLOUR_HEX[colour] as number) : 0x6b5a44, 1).fillRect(x, y, w, h);
  }
}

/**
 * A font size for a card drawn at `scale`: `n`, and on a phone at least 12 CSS px once scaled.
 */
export function cardFont(n: number, scale = 1): number {
  return COMPACT ? Math.max(n, Math.ceil(viewport().minFont / scale)) : n;
}

/**
 * Draws a card face centred on (0, 0) into `c`; `scale` is the scale it is shown at (for its words'
 * size). A special card also says in a short line what it does, as the printed cards do, where
 * that line can be read at this size; `ruleLine: false` leaves it off (the "what is this?" card,
 * whose words say it in full). Returns that line, for its holder to name, or null.
 */
/** Where a card's coloured band ends, from its top edge (drawn at `scale`): what goes on a card's corner keeps under it. */
export function bandBottomOf(scale = 1): number {
  return 5 + (COMPACT ? cardFont(18, scale) + 8 : 24);
}

export function drawCardFace(scene: Phaser.Scene, c: Phaser.GameObjects.Container, card: string, w = CARD_W, h = CARD_H, scale = 1, opts: { ruleLine?: boolean } = {}): Phaser.GameObjects.Text | null {
  const { unit, colour } = cardParts(card);
  const g = scene.add.graphics();
  const bandH = bandBottomOf(scale) - 5;
  g.fillStyle(0x000000, 0.3).fillRoundedRect(-w / 2 + 3, -h / 2 + 5, w, h, 9);
  g.fillStyle(0xfbf4e2, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 9);
  band(g, colour, -w / 2 + 5, -h / 2 + 5, w - 10, bandH);
  g.lineStyle(2, 0x9a7428, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 9);
  c.add(g);
  const ring = colour
    ? unit === 'hero'
      ? t('cp.card.heroRings')
      : colour === 'any'
        ? t('cp.colour.any')
        : t(`cp.colour.${colour}` as TextKey)
    : t(`cp.band.${BAND[unit] ?? 'special'}` as TextKey);
  const bandText = scene.add.text(0, -h / 2 + 5 + bandH / 2, ring, { fontFamily: FONTS.body, fontSize: `${cardFont(18, scale)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5);
  fitBand(bandText, w - 12, scale, colour ? null : BAND[unit] ?? 'special');
  c.add(bandText);
  const name = t(`cp.card.${unit}` as TextKey);
  const nameSize = cardFont(19, scale);
  const nameText = scene.add
    .text(0, COMPACT ? h / 2 - 8 - nameSize : h / 2 - 30, name, { fontFamily: FONTS.body, fontSize: `${nameSize}px`, fontStyle: '700', color: '#2a2118', align: 'center', wordWrap: { width: COMPACT ? w - 4 : w - 8 }, lineSpacing: COMPACT ? -8 : -6 })
    .setOrigin(0.5);
  // one word wider than the card ("Repoussez-le !" on a phone) shrinks, then breaks after its hyphen
  fitText(nameText, w - 4, { floor: cardFloor(scale), hyphens: 'last' });
  c.add(nameText);
  const bandBottom = -h / 2 + 5 + bandH;
  const rule = colour || opts.ruleLine === false ? null : ruleLine(scene, unit, w, h, scale, bandBottom, nameText.height);
  if (!rule) {
    drawIcon(g, unit, 0, COMPACT ? -h * 0.07 : -h * 0.08, COMPACT ? w * 0.4 : w * 0.46);
    return null;
  }
  stackWithRule(g, unit, nameText, rule, w, h, bandBottom);
  c.add(rule);
  return rule;
}

/**
 * A card with its rule line stacks under the band: the icon, the name, the line. The room the line
 * did not need goes half to a larger icon (up to the usual face's), half above and below the stack.
 */
function stackWithRule(g: Phaser.GameObjects.Graphics, unit: string, name: Phaser.GameObjects.Text, rule: Phaser.GameObjects.Text, w: number, h: number, bandBottom: number): void {
  const room = h / 2 - RULE_MARGIN - (bandBottom + 4);
  const spare = room - (w * RULE_ICON * 1.1 + 2 + name.height + RULE_GAP + rule.height);
  const grow = Math.max(0, Math.min(spare / 2, w * (0.46 - RULE_ICON) * 1.1));
  const iconS = w * RULE_ICON + grow / 1.1;
  const iconY = bandBottom + 4 + Math.max(0, spare - grow) / 2 + iconS * 0.55;
  drawIcon(g, unit, 0, iconY, iconS);
  name.setY(iconY + iconS * 0.55 + 2 + name.height / 2);
  rule.setY(name.y + name.height / 2 + RULE_GAP);
}

/** The icon's size across, as a share of the card's width, on a card with a rule line (the line takes the room below). */
const RULE_ICON = 0.3;
/** Space between the name and the rule line. */
const RULE_GAP = 2;
/** The rule line's margin from the card's sides and bottom edge. */
const RULE_MARGIN = 5;
/** The rule line's first type size, shrunk to fit down to the floor (12 px on a desktop card). */
const RULE_SIZE = 15;
/** Rows the line keeps to while it can still shrink: two short rows read at a glance. */
const RULE_ROWS = 2;

/**
 * A special card's rule line ("Slay 1 monster"), wrapped to the card's width and shrunk to fit the
 * room left under the band, the small icon and the name (`bandBottom`, `nameH`), never under 12
 * CSS px as shown at `scale` (12 px on a 1600x900 screen): where it cannot be read it is not
 * drawn at all (null), and the card keeps its usual face.
 */
function ruleLine(scene: Phaser.Scene, unit: string, w: number, h: number, scale: number, bandBottom: number, nameH: number): Phaser.GameObjects.Text | null {
  const floor = ruleFloor(scale);
  const maxW = w - 2 * RULE_MARGIN;
  const top = bandBottom + 4 + w * RULE_ICON * 1.1 + 2 + nameH + RULE_GAP;
  const maxH = h / 2 - RULE_MARGIN - top;
  const text = scene.add
    .text(0, 0, t(`cp.cardText.${unit}` as TextKey), { fontFamily: FONTS.body, fontSize: `${Math.max(RULE_SIZE, floor)}px`, color: '#2a2118', align: 'center', wordWrap: { width: maxW }, lineSpacing: -2 })
    .setOrigin(0.5, 0);
  if (fitTextBox(text, maxW, maxH, { floor, rows: RULE_ROWS })) return text;
  text.destroy();
  return null;
}

/** The rule line's smallest type in the card's own px: 12 CSS px once shown at `scale` (a phone's floor there, 12 design px on a desktop). */
function ruleFloor(scale: number): number {
  return Math.ceil((COMPACT ? viewport().minFont : 12) / scale);
}

/** The smallest type on a card: the phone's 12 CSS px floor at the card's scale, 12 px on a desktop. */
function cardFloor(scale: number): number {
  return COMPACT ? Math.ceil(viewport().minFont / scale) : 12;
}

/**
 * A band's words wider than the band (French and Italian on a phone's card: "Château aussi") shrink,
 * never under the phone's 12 CSS px floor; still too wide, they give way to the band's short words.
 */
function fitBand(text: Phaser.GameObjects.Text, maxW: number, scale: number, band: string | null): void {
  const short = band === 'castle' || band === 'withHit' ? t(`cp.band.${band}.short`) : undefined;
  fitText(text, maxW, { floor: cardFloor(scale), short });
}

/** A card small enough for another player's hand: the band and the icon. */
export function drawMiniCard(scene: Phaser.Scene, c: Phaser.GameObjects.Container, card: string, w = 50, h = 46): void {
  const { unit, colour } = cardParts(card);
  const g = scene.add.graphics();
  g.fillStyle(0xfbf4e2, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 6);
  band(g, colour, -w / 2 + 3, -h / 2 + 3, w - 6, 8);
  g.lineStyle(1.5, 0x9a7428, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 6);
  drawIcon(g, unit, 0, 5, 30);
  c.add(g);
}

/** A card in the current player's hand: a draggable, selectable piece. */
export class CardPiece extends Piece {
  readonly card: string;
  constructor(scene: Phaser.Scene, x: number, y: number, id: string, card: string) {
    super(scene, x, y, id, CARD_W, CARD_H);
    this.card = card;
    const face = scene.add.container(0, 0);
    // its rule line named after the piece, for the tests to find it on its card
    drawCardFace(scene, face, card)?.setName(`cp.cardText.${id}`);
    this.add(face);
  }
}
