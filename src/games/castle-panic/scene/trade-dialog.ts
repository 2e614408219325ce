// The trade, in one two-sided dialog: on the left the cards the current player may give, on the
// right every other defender's cards they may take; one of each chosen, the trade button makes
// it. Only pairs the rules allow can be confirmed (never a gift, never the same card back). By
// keyboard: the arrows go from card to card and to the buttons, Enter picks, Escape cancels.
import type Phaser from 'phaser';
import { Button, FocusRing, Panel, addBackdrop, focusableObject, isKeyboardMode, type Focusable } from '../../../ui';
import { dismissExplains } from '../../../ui/explain';
import { COLORS, CSS, DEPTH, FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import type { CastlePanicMove } from '../rules';
import { bandBottomOf, drawCardFace } from './card-view';
import { CARD_H, CARD_W, COMPACT, OTHERS, PHASE } from './layout';

type Trade = Extract<CastlePanicMove, { type: 'trade' }>;

export interface TradeDialogOptions {
  me: number;
  hands: string[][];
  trades: Trade[];
  seatName(seat: number): string;
  onTrade(move: Trade): void;
}

const distinct = (cards: readonly string[]): string[] => cards.filter((c, i) => cards.indexOf(c) === i);
const countIn = (cards: readonly string[] | undefined, code: string): number => (cards ?? []).filter((c) => c === code).length;

/**
 * "×2" by a card's right edge, under its coloured band (over it, it hid the band's words: a
 * newcomer's report): a dark disc, its number in the theme's gold, at least 12 CSS px once the
 * card is drawn at `scale` (its container's scale). (x, y): the card's top right corner.
 */
const badgeSize = (scale: number): number => Math.max(22, Math.ceil(fontSize(14) / scale));
/** How far a count badge reaches past its card's right edge (design px, the card drawn at `scale`). */
const badgeOver = (scale: number): number => Math.ceil(badgeSize(scale) * 0.95 * 1.4 * scale) + 4;

function countBadge(scene: Phaser.Scene, x: number, y: number, count: number, scale: number, name: string): Phaser.GameObjects.Container {
  const size = badgeSize(scale);
  const r = size * 0.95;
  // on the card's right edge, mostly outside it (inside, it lay over the card's picture: newcomer
  // s33); the cards beside it stand that much further off (badgeOver)
  const badge = scene.add.container(x + 0.4 * r, y + bandBottomOf(scale) + 2 + r).setName(`${name}.badge`).setSize(2 * r, 2 * r);
  const g = scene.add.graphics();
  g.fillStyle(0x2a2118, 0.92).fillCircle(0, 0, r);
  g.lineStyle(2, COLORS.gold, 1).strokeCircle(0, 0, r);
  const text = scene.add.text(0, 0, `×${count}`, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName(name);
  badge.add([g, text]);
  return badge;
}

/**
 * Where the dialog's parts lie: on a desktop the panel in the middle; on a phone (compact) the
 * whole window under the host's bar, with the cards at full size so that their words stay legible
 * and each card is a finger's width.
 */
function geometry(others: number) {
  if (!COMPACT) {
    const cx = 800;
    const cy = 490;
    const left = cx - 590 + 40;
    const right = cx - 170;
    return {
      cx, cy, w: 1180, h: 740,
      giveLabel: { x: left + 150, y: cy - 262 },
      give: (i: number) => ({ x: left + 50 + (i % 3) * (CARD_W * 0.86 + badgeOver(0.86) + 4), y: cy - 170 + Math.floor(i / 3) * 150 }),
      giveScale: 0.86,
      // under the cards given (beside them, a sixth card lay under it: newcomer s33)
      arrow: { x: left + 50 + CARD_W * 0.86 + badgeOver(0.86) + 4, y: cy + 110 },
      takeLabel: { x: right + 330, y: cy - 262 },
      right, rowsTop: cy - 230, scale: others <= 3 ? 0.8 : 0.66, nameW: 150,
      buttonsY: cy + 318, buttonW: 260, buttonDx: 150,
    };
  }
  const view = viewport();
  const w = view.right - 16;
  const cx = w / 2 + 8;
  const cy = 488;
  const left = 48;
  const step = CARD_W + 10 + badgeOver(1);
  const right = left + 3 * step + 40;
  const scale = others <= 3 ? 1 : 0.8;
  return {
    cx, cy, w, h: 812,
    giveLabel: { x: left + 1.5 * step, y: 168 },
    give: (i: number) => ({ x: left + CARD_W / 2 + (i % 3) * step, y: 206 + CARD_H / 2 + Math.floor(i / 3) * (CARD_H + 12) }),
    giveScale: 1,
    arrow: { x: left + CARD_W / 2 + step, y: 206 + 2 * (CARD_H + 12) + 40 },
    takeLabel: { x: right + 520, y: 168 },
    right, rowsTop: 196, scale, nameW: 170,
    buttonsY: 838, buttonW: 300, buttonDx: 180,
  };
}

export function openTradeDialog(scene: Phaser.Scene, o: TradeDialogOptions): void {
  const layer = scene.add.container(0, 0).setDepth(DEPTH.dialog).setName('cp.trade');
  const backdrop = addBackdrop(scene, 0.6);
  layer.add(backdrop);
  const others = o.hands.length - 1;
  const geo = geometry(others);
  const { cx, cy } = geo;
  const panel = new Panel(scene, cx, cy, geo.w, geo.h, { title: t('cp.trade.title'), name: 'cp.trade.panel' });
  layer.add(panel);
  const ring = new FocusRing(scene, { onBack: () => close(), depth: DEPTH.dialog + 10 });
  let firstItem: Focusable | undefined;
  let give: string | null = null;
  let take: { seat: number; card: string } | null = null;
  const outlines = new Map<string, Phaser.GameObjects.Graphics>();
  const confirm = new Button(scene, cx + geo.buttonDx, geo.buttonsY, t('cp.trade.confirm'), () => {
    const move = chosen();
    if (!move) return;
    close();
    o.onTrade(move);
  }, { width: geo.buttonW, variant: 'primary', name: 'cp.trade.confirm' });
  const cancel = new Button(scene, cx - geo.buttonDx, geo.buttonsY, t('cp.cancel'), () => close(), { width: geo.buttonW, variant: 'secondary', name: 'cp.trade.cancel' });

  const chosen = (): Trade | undefined => o.trades.find((m) => m.give === give && take !== null && m.seat === take.seat && m.take === take.card);
  const refresh = (): void => {
    for (const [key, g] of outlines) g.setVisible(key === `give:${give}` || (take !== null && key === `take:${take.seat}:${take.card}`));
    confirm.setEnabled(chosen() !== undefined);
  };
  const close = (): void => {
    ring.destroy();
    layer.destroy();
  };

  const card = (x: number, y: number, code: string, scale: number, key: string, name: string, count: number, pick: () => void): void => {
    const c = scene.add.container(x, y).setScale(scale).setName(name);
    drawCardFace(scene, c, code, CARD_W, CARD_H, scale);
    // Two alike in a hand are one card here, with their count (a newcomer's playtest: a hand of five showed four cards)
    if (count > 1) c.add(countBadge(scene, CARD_W / 2, -CARD_H / 2, count, scale, `${name}.count`));
    const outline = scene.add.graphics();
    outline.lineStyle(6, 0xf0cf7a, 1).strokeRoundedRect(-CARD_W / 2 - 6, -CARD_H / 2 - 6, CARD_W + 12, CARD_H + 12, 12);
    outline.setVisible(false);
    c.add(outline);
    outlines.set(key, outline);
    const choose = (): void => {
      pick();
      refresh();
    };
    c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
    c.on('pointerup', choose);
    const item = ring.add(focusableObject(c, CARD_W, CARD_H, choose));
    firstItem ??= item;
    layer.add(c);
  };
  const label = (x: number, y: number, text: string, size = 24, originX = 0.5): void => {
    layer.add(scene.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${fontSize(size)}px`, fontStyle: '700', color: CSS.ink }).setOrigin(originX, 0.5));
  };

  // left: what I give
  label(geo.giveLabel.x, geo.giveLabel.y, t('cp.trade.give', { name: o.seatName(o.me) }));
  const mine = distinct(o.hands[o.me] ?? []).filter((c) => o.trades.some((m) => m.give === c));
  mine.forEach((code, i) => {
    const at = geo.give(i);
    card(at.x, at.y, code, geo.giveScale, `give:${code}`, `cp.trade.give.${code}`, countIn(o.hands[o.me], code), () => {
      give = give === code ? null : code;
    });
  });
  layer.add(scene.add.text(geo.arrow.x, geo.arrow.y, '⇄', { fontFamily: FONTS.body, fontSize: '64px', color: CSS.inkSoft }).setOrigin(0.5).setName('cp.trade.arrow'));
  // right: what I take, seat by seat
  const right = geo.right;
  label(geo.takeLabel.x, geo.takeLabel.y, t('cp.trade.take'));
  // as large as the room allows: up to three other hands at 0.8, five at 0.66 (on a phone 1 and 0.8)
  const scale = geo.scale;
  const rowH = CARD_H * scale + 12;
  let row = 0;
  for (let seat = 0; seat < o.hands.length; seat++) {
    if (seat === o.me) continue;
    const y = geo.rowsTop + rowH / 2 + row * rowH;
    row++;
    label(right, y, o.seatName(seat), 21, 0);
    // a card with a count badge keeps the next one off the badge
    let x = right + geo.nameW + CARD_W * scale * 0.5;
    distinct(o.hands[seat] ?? []).forEach((code) => {
      const n = countIn(o.hands[seat], code);
      const at = x;
      x += CARD_W * scale + 8 + (n > 1 ? badgeOver(scale) : 0);
      card(at, y, code, scale, `take:${seat}:${code}`, `cp.trade.take.${seat}.${code}`, countIn(o.hands[seat], code), () => {
        take = take && take.seat === seat && take.card === code ? null : { seat, card: code };
      });
    });
  }
  layer.add([confirm, cancel]);
  ring.add(cancel);
  ring.add(confirm);
  ring.focus(firstItem ?? cancel, isKeyboardMode());
  refresh();
}

export interface OfferDialogOptions {
  /** The words of the offer, e.g. "Player 2 (bot) offers their Archer (red) for your Brick". */
  text: string;
  /** The card the person gets (the offerer's) and the card they give (their own). */
  get: string;
  give: string;
  onAccept: () => void;
  onRefuse: () => void;
}

/**
 * R-TRADE-OFFER, asked: another seat offers a swap; both cards pictured (what you get, what you
 * give), Accept or Refuse. A panel beside the board, not a dimmed dialog over the table: the board
 * and the hand stay in sight while the offer is read and answered (a newcomer could not see the
 * board that the trade was for). On a desktop it lies under the phase panel, over the piles and
 * the other defenders' rows, above the hand; on a phone, with less height, from the top of the
 * phase panel down to the hand's title. An explain-once tip up when it opens goes (it would lie
 * over the offer, the prompt now). Keys: the arrows and Enter on the buttons (Accept has the
 * focus), Escape refuses. Returns a function that closes it without an answer (the scene redrawn).
 */
export function openOfferDialog(scene: Phaser.Scene, o: OfferDialogOptions): () => void {
  // the offer is the prompt now: an explain-once tip would lie over it (or under it, hidden)
  dismissExplains(scene);
  const layer = scene.add.container(0, 0).setDepth(DEPTH.dialog).setName('cp.offer');
  const cx = PHASE.x;
  const w = PHASE.w;
  // from the phase panel's top (the offer is the prompt now) down to the other defenders' rows,
  // which stay in sight: who offers and what each holds (newcomer s37: it lay over Player 2's row)
  const top = PHASE.y - PHASE.h / 2;
  const bottom = OTHERS.y - OTHERS.rowH / 2 - 8;
  const h = bottom - top;
  const cy = (top + bottom) / 2;
  layer.add(new Panel(scene, cx, cy, w, h, { title: t('cp.offer.title'), name: 'cp.offer.panel' }).blockInput());
  const words = scene.add
    .text(cx, top + (COMPACT ? 76 : 72), o.text, { fontFamily: FONTS.body, fontSize: `${fontSize(COMPACT ? 30 : 24)}px`, fontStyle: '700', color: CSS.ink, align: 'center', wordWrap: { width: w - 60 } })
    .setOrigin(0.5, 0)
    .setName('cp.offer.text');
  layer.add(words);
  // the cards as large as the room between the words (two lines at most) and the buttons leaves
  const wordsBottom = top + (COMPACT ? 76 : 72) + words.height;
  const buttonsTop = bottom - (COMPACT ? 60 : 44) - (COMPACT ? 36 : 30);
  const captionH = COMPACT ? 40 : 30;
  const scale = Math.min(COMPACT ? 1 : 0.8, (buttonsTop - wordsBottom - captionH - 8) / CARD_H);
  // under the words, each card's caption over it
  const cardY = wordsBottom + captionH + (CARD_H * scale) / 2;
  const dx = COMPACT ? 200 : 150;
  const side = (x: number, code: string, caption: string, name: string): void => {
    const c = scene.add.container(x, cardY).setScale(scale).setName(name);
    drawCardFace(scene, c, code, CARD_W, CARD_H, scale);
    layer.add(c);
    layer.add(
      scene.add
        .text(x, cardY - (CARD_H * scale) / 2 - (COMPACT ? 24 : 18), caption, { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.inkSoft })
        .setOrigin(0.5)
        .setName(`${name}.caption`),
    );
  };
  side(cx - dx, o.get, t('cp.offer.youGet'), `cp.offer.get.${o.get}`);
  side(cx + dx, o.give, t('cp.offer.youGive'), `cp.offer.give.${o.give}`);
  layer.add(scene.add.text(cx, cardY, '⇄', { fontFamily: FONTS.body, fontSize: '56px', color: CSS.inkSoft }).setOrigin(0.5).setName('cp.offer.arrow'));

  let open = true;
  const close = (): void => {
    if (!open) return;
    open = false;
    ring.destroy();
    layer.destroy();
  };
  const answer = (fn: () => void) => (): void => {
    if (!open) return;
    close();
    fn();
  };
  const ring = new FocusRing(scene, { onBack: answer(o.onRefuse), depth: DEPTH.dialog + 10 });
  const buttonsY = bottom - (COMPACT ? 60 : 44);
  const bw = COMPACT ? 300 : 240;
  const refuse = new Button(scene, cx - bw / 2 - 20, buttonsY, t('cp.offer.refuse'), answer(o.onRefuse), { width: bw, variant: 'secondary', name: 'cp.offer.refuse' });
  const accept = new Button(scene, cx + bw / 2 + 20, buttonsY, t('cp.offer.accept'), answer(o.onAccept), { width: bw, variant: 'primary', name: 'cp.offer.accept' });
  layer.add([refuse, accept]);
  // (the keys' line, 'Enter: the button in focus · Esc: refuse', gave its room to the cards when
  // the offer moved up off the other defenders' rows: the focus ring shows the button, Esc still refuses)
  ring.add(refuse);
  ring.add(accept);
  ring.focus(accept, isKeyboardMode());
  return close;
}
