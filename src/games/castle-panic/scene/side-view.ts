// The right-hand side of the table, drawn from the state: the castle deck, the discard pile, the
// monster pile, the towers and monsters counts, and the other defenders' rows (their hands face
// up, it is co-operative; the Overlord's tokens as backs), each with its trophy pile.
import Phaser from 'phaser';
import { Panel, tweenAsync } from '../../../ui';
import { CSS, FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import { motionMs } from '../../../services/settings';
import { HIDDEN } from '../../../core/contract';
import type { CastlePanicState } from '../rules';
import { drawCardFace, drawMiniCard } from './card-view';
import { BUTTONS, CARD_H, CARD_W, COMPACT, OTHERS, PHASE, PILES } from './layout';
import { drawTokenBack } from './overlord-view';
import { plural } from './names';

export function label(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, x: number, y: number, text: string, size = 20, colour: string = CSS.parchment, name = ''): Phaser.GameObjects.Text {
  const l = scene.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${fontSize(size)}px`, fontStyle: '700', color: colour, align: 'center' }).setOrigin(0.5);
  if (name) l.setName(name);
  layer.add(l);
  return l;
}


/**
 * The phase panel: its title and what to do, on the left when buttons stand on the right (the
 * scene adds them), else across the panel, so that nothing overlaps at any length of title.
 */
export function drawPhasePanel(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, titleText: string, hintText: string | null, buttons: boolean): void {
  const panel = new Panel(scene, PHASE.x, PHASE.y, PHASE.w, PHASE.h);
  panel.setName('cp.panel');
  layer.add(panel);
  // the text column: from the panel's left edge to the column of buttons on its right
  const PANEL_LEFT = PHASE.x - PHASE.w / 2 + 28;
  const TEXT_W = PHASE.w - 28 - 22 - BUTTONS.w - 20; // margins, the buttons' width and a gap
  const width = buttons ? TEXT_W : PHASE.w - 56;
  const top = PHASE.y - PHASE.h / 2 + (COMPACT ? 12 : 18);
  const floor = viewport().minFont;
  const title = scene.add.text(PANEL_LEFT, top, titleText, { fontFamily: FONTS.title, fontSize: `${fontSize(COMPACT ? floor + 4 : 30)}px`, fontStyle: '700', color: CSS.ink }).setName('cp.phaseTitle');
  // a long title shrinks to fit its column (never under the phone's floor), then wraps
  for (let size = COMPACT ? floor + 2 : 28; title.width > width && size >= (COMPACT ? floor : 22); size -= 2) title.setFontSize(size);
  if (title.width > width) title.setWordWrapWidth(width);
  layer.add(title);
  const ruleY = top + title.height + 6;
  const g = scene.add.graphics();
  g.lineStyle(2, 0xb08a3e, 1).lineBetween(PANEL_LEFT, ruleY, PANEL_LEFT + width, ruleY);
  layer.add(g);
  if (hintText === null) return;
  // as large as the panel allows, for a phone held sideways
  const hint = scene.add
    .text(PANEL_LEFT, ruleY + (COMPACT ? 4 : 8), hintText, { fontFamily: FONTS.body, fontSize: `${fontSize(22)}px`, color: CSS.ink, wordWrap: { width }, lineSpacing: COMPACT ? -4 : 1 })
    .setName('cp.hint');
  if (!COMPACT) for (let size = 20; hint.y + hint.height > PHASE.y + PHASE.h / 2 - 10 && size >= 18; size -= 2) hint.setFontSize(size);
  layer.add(hint);
}

export function drawPiles(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, s: CastlePanicState): void {
  if (COMPACT) return drawPilesCompact(scene, layer, s);
  const g = scene.add.graphics();
  // the castle deck: a stack of card backs
  for (let i = Math.min(3, s.deck.length) - 1; i >= 0; i--) {
    g.fillStyle(0x5b1f2a, 1).fillRoundedRect(PILES.deck - 40 - i * 3, PILES.y - 56 - i * 3, 80, 112, 8);
    g.lineStyle(2, 0xd4a94a, 1).strokeRoundedRect(PILES.deck - 34 - i * 3, PILES.y - 50 - i * 3, 68, 100, 6);
  }
  // the monster pile: a stack of token backs
  for (let i = Math.min(3, s.pile.length) - 1; i >= 0; i--) {
    const x = PILES.pile - i * 3;
    const y = PILES.y - 8 - i * 3;
    g.fillStyle(0x3a2a1c, 1).fillTriangle(x, y - 40, x - 46, y + 40, x + 46, y + 40);
    g.lineStyle(3, 0xb8342b, 1).strokeTriangle(x, y - 40, x - 46, y + 40, x + 46, y + 40);
  }
  g.lineStyle(2, 0xd4a94a, 0.7).strokeRoundedRect(PILES.discard - 56, PILES.y - 76, 112, 152, 10);
  layer.add(g);
  const top = s.discard[s.discard.length - 1];
  if (top) {
    const c = scene.add.container(PILES.discard, PILES.y).setScale(0.94).setName('cp.discardTop');
    drawCardFace(scene, c, top, CARD_W, CARD_H, 0.94)?.setName('cp.discardTop.cardText');
    layer.add(c);
  }
  label(scene, layer, PILES.deck, PILES.y + 80, t('cp.deck', { n: s.deck.length }), 20, CSS.parchment, 'cp.deckCount');
  label(scene, layer, PILES.discard, PILES.y + 92, t('cp.discardPile', { n: s.discard.length }), 20, CSS.parchment, 'cp.discardCount');
  label(scene, layer, PILES.pile, PILES.y + 80, t('cp.pile', { n: s.pile.length }), 20, CSS.parchment, 'cp.pileCount');
  const towers = s.towers.filter(Boolean).length;
  label(scene, layer, PILES.drawn, PILES.y - 30, t('cp.towersLeft', { n: towers }), 22, towers <= 2 ? CSS.danger : CSS.goldLight, 'cp.towersLeft');
  label(scene, layer, PILES.drawn, PILES.y + 4, t('cp.onBoard', { n: s.monsters.length }), 20, CSS.parchment, 'cp.onBoard');
  if (s.missing) label(scene, layer, PILES.drawn, PILES.y + 36, t('cp.missingOn'), 20, CSS.goldLight, 'cp.missing');
}

/**
 * The piles on a phone: smaller stacks with their counts under them at 12 CSS px, the top of the
 * discard pile as a small card (its band and icon), and the towers and monsters counts in a
 * column on the right.
 */
function drawPilesCompact(scene: Phaser.Scene, layer: Phaser.GameObjects.Container, s: CastlePanicState): void {
  const g = scene.add.graphics();
  const y = PILES.y - 22;
  for (let i = Math.min(3, s.deck.length) - 1; i >= 0; i--) {
    g.fillStyle(0x5b1f2a, 1).fillRoundedRect(PILES.deck - 34 - i * 3, y - 46 - i * 3, 68, 92, 8);
    g.lineStyle(2, 0xd4a94a, 1).strokeRoundedRect(PILES.deck - 28 - i * 3, y - 40 - i * 3, 56, 80, 6);
  }
  for (let i = Math.min(3, s.pile.length) - 1; i >= 0; i--) {
    const x = PILES.pile - i * 3;
    const ty = y - 6 - i * 3;
    g.fillStyle(0x3a2a1c, 1).fillTriangle(x, ty - 40, x - 46, ty + 40, x + 46, ty + 40);
    g.lineStyle(3, 0xb8342b, 1).strokeTriangle(x, ty - 40, x - 46, ty + 40, x + 46, ty + 40);
  }
  g.lineStyle(2, 0xd4a94a, 0.7).strokeRoundedRect(PILES.discard - 46, y - 48, 92, 96, 10);
  layer.add(g);
  const top = s.discard[s.discard.length - 1];
  if (top) {
    const c = scene.add.container(PILES.discard, y).setScale(1.7).setName('cp.discardTop');
    drawMiniCard(scene, c, top);
    layer.add(c);
  }
  const ly = PILES.y + 66;
  label(scene, layer, PILES.deck, ly, t('cp.deck', { n: s.deck.length }), 20, CSS.parchment, 'cp.deckCount');
  label(scene, layer, PILES.discard, ly, t('cp.discardPile', { n: s.discard.length }), 20, CSS.parchment, 'cp.discardCount');
  label(scene, layer, PILES.pile, ly, t('cp.pile', { n: s.pile.length }), 20, CSS.parchment, 'cp.pileCount');
  const towers = s.towers.filter(Boolean).length;
  const step = fontSize(20) + 10;
  label(scene, layer, PILES.drawn, PILES.y - 54, t('cp.towersLeft', { n: towers }), 22, towers <= 2 ? CSS.danger : CSS.goldLight, 'cp.towersLeft');
  label(scene, layer, PILES.drawn, PILES.y - 54 + step, t('cp.onBoard', { n: s.monsters.length }), 20, CSS.parchment, 'cp.onBoard');
  if (s.missing) label(scene, layer, PILES.drawn, PILES.y - 54 + 2 * step, t('cp.missingOn'), 20, CSS.goldLight, 'cp.missing');
}

/** What a defender's row says: monsters slain, and in Master Slayer their points. */
export function slainLine(s: CastlePanicState, seat: number): string {
  const n = s.slain[seat] ?? 0;
  const points = s.points?.[seat];
  return s.mode === 'master-slayer' && points !== undefined ? `${plural('cp.slain', n)}, ${plural('cp.pts', points)}` : plural('cp.slain', n);
}


/**
 * A defender's trophy pile, left of their name: a monster token holding how many monsters they
 * slew. Slain monsters fly onto it; `bump` counts the one that just landed.
 */
export class TrophyPile extends Phaser.GameObjects.Container {
  private slain: number;
  private readonly number: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene, x: number, y: number, seat: number, count: number) {
    super(scene, x, y);
    this.slain = count;
    this.setName(`cp.trophies.${seat}`);
    const g = scene.add.graphics();
    // on a phone the pile grows round its larger number
    const h = COMPACT ? 54 : 44;
    const half = COMPACT ? 34 : 26;
    g.fillStyle(0x000000, 0.35).fillTriangle(2, -h * 0.6 + 3, -half + 2, h * 0.4 + 3, half + 2, h * 0.4 + 3);
    g.fillStyle(0x6b2a22, 1).fillTriangle(0, -h * 0.6, -half, h * 0.4, half, h * 0.4);
    g.lineStyle(3, 0xf0cf7a, 1).strokeTriangle(0, -h * 0.6, -half, h * 0.4, half, h * 0.4);
    this.number = scene.add.text(0, COMPACT ? 6 : 4, String(count), { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: '#ffffff' }).setOrigin(0.5).setName(`cp.trophies.${seat}.count`);
    this.add([g, this.number]);
    this.setSize(half * 2, h);
  }

  bump(): void {
    this.slain++;
    this.number.setText(String(this.slain));
    void tweenAsync(this.scene, { targets: this, scale: { from: 1.35, to: 1 }, duration: motionMs(260), ease: 'Back.Out' });
  }
}

/** The other defenders' hands, face up, one compact row each, and the Overlord's row. */
export function drawOthers(
  scene: Phaser.Scene,
  layer: Phaser.GameObjects.Container,
  s: CastlePanicState,
  viewer: number,
  seatName: (seat: number) => string,
  trophies: Map<number, TrophyPile>,
): void {
  // on a phone the rows share the room between the piles and the hand, however many there are
  const rows = s.hands.length - (viewer >= 0 && viewer < s.hands.length ? 1 : 0) + (s.overlord !== null && viewer !== s.overlord ? 1 : 0);
  const rowH = COMPACT ? Math.min(OTHERS.rowH, (OTHERS.bottom - OTHERS.y) / Math.max(1, rows - 1)) : OTHERS.rowH;
  const mini = COMPACT ? Math.min(1.1, (rowH - 6) / 46) : 1;
  let row = 0;
  for (let seat = 0; seat < s.hands.length; seat++) {
    if (seat === viewer) continue;
    const y = OTHERS.y + row * rowH;
    row++;
    const colour = seat === s.current ? CSS.goldLight : CSS.parchment;
    const name = scene.add
      .text(OTHERS.x, y, `${seatName(seat)} · ${slainLine(s, seat)}`, { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: colour })
      .setOrigin(0, 0.5)
      .setName(`cp.seat.${seat}`);
    layer.add(name);
    const pile = new TrophyPile(scene, OTHERS.trophyX, y, seat, s.slain[seat] ?? 0);
    // on a phone with many defenders the rows are too close for the piles: the row's words say the count
    if (COMPACT && rowH < 54) pile.setVisible(false);
    layer.add(pile);
    trophies.set(seat, pile);
    const x0 = COMPACT ? OTHERS.x + name.width + 20 + 28 * mini : OTHERS.x + 250;
    (s.hands[seat] ?? []).forEach((card, i) => {
      const c = scene.add.container(x0 + i * 56 * mini, y).setScale(mini).setName(`cp.other.${seat}.${i}`);
      if (card === HIDDEN) drawMiniBack(scene, c); // not dealt yet: the placing phase
      else drawMiniCard(scene, c, card);
      layer.add(c);
    });
  }
  if (s.overlord === null || viewer === s.overlord) return;
  // the Overlord's row, for the defenders: only how many tokens it holds, face down
  const y = OTHERS.y + row * rowH;
  const title = scene.add
    .text(OTHERS.x, y, `${t('cp.overlord')} · ${plural('cp.overlordHand', s.overlordHand.length)}`, { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.danger })
    .setOrigin(0, 0.5)
    .setName('cp.seat.overlord');
  layer.add(title);
  const x0 = OTHERS.x + (COMPACT ? title.width + 20 + 28 * mini : Math.max(250, title.width + 40)); // the backs after the words, never over them
  s.overlordHand.forEach((token, i) => {
    const c = scene.add.container(x0 + i * 56 * mini, y).setScale(mini).setName(`cp.overlordToken.${i}`);
    if (token === HIDDEN) drawTokenBack(scene, c);
    layer.add(c);
  });
}

/** A castle card's back, small: a hand not yet turned face up. */
function drawMiniBack(scene: Phaser.Scene, c: Phaser.GameObjects.Container, w = 50, h = 46): void {
  const g = scene.add.graphics();
  g.fillStyle(0x7a2a22, 1).fillRoundedRect(-w / 2, -h / 2, w, h, 6);
  g.lineStyle(2, 0xf0cf7a, 1).strokeRoundedRect(-w / 2 + 3, -h / 2 + 3, w - 6, h - 6, 4);
  g.fillStyle(0xf0cf7a, 0.8).fillTriangle(0, -9, -8, 7, 8, 7);
  c.add(g);
}
