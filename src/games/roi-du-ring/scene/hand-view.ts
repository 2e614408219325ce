// The seat's hand and the tray on the Roi du Ring table. On a desktop the hand is fanned under the
// ring and the cards put on the tray stand on it, small; on a phone the hand is one row, the cards
// on the tray stay in it raised and framed in gold, and the tray beside it only says how many it
// holds. A card on the tray clicked (tapped) goes back to the hand.
import type Phaser from 'phaser';
import { attachInfo } from '../../../ui/info-card';
import { COLORS, CSS } from '../../../ui/theme';
import { t } from '../../../services/i18n';
import type { RoiState } from '../rules';
import { CardPiece, drawCard } from './card-view';
import { CARD_H, CARD_W, COMPACT, HAND, RAISE, TRAY } from './layout';
import type { TableInput } from './roi-input';
import type { TableView } from './roi-table';

export class HandView {
  /**
   * Where each card of the hand stood (its x), kept for the turn (`turn`): a card played or put on
   * the tray leaves its place empty rather than the others closing up, so a quick second tap lands
   * on the card that was under the finger (a newcomer's report, round 35). A new turn, or a card
   * come into the hand, lays the hand out afresh.
   */
  private placed: { turn: string; xs: Map<string, number> } = { turn: '', xs: new Map() };

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly table: TableView,
    private readonly input: TableInput,
  ) {}

  /** The seat's hand, its cards to drag (those on the tray or dropped on a fighter left out, on a desktop). */
  drawHand(s: RoiState, seat: number): void {
    const { chosen, choice } = this.input;
    const hidden = new Set([...chosen, ...(choice ? [choice.card] : [])]);
    if (COMPACT) {
      // A phone: the cards on the tray stay in the hand's row, raised and framed in gold (a tap
      // takes one back): the tray beside the hand only says how many it holds.
      const row = (s.hands[seat] ?? []).filter((c) => c !== choice?.card);
      const { x0, x1 } = COMPACT.hand;
      const xs = this.places(s, seat, (n) => {
        const gap = Math.min(CARD_W + 12, n > 1 ? (x1 - x0 - CARD_W) / (n - 1) : CARD_W);
        const start = (x0 + x1) / 2 - ((n - 1) * gap) / 2;
        return (i) => start + i * gap;
      });
      row.forEach((code) => {
        const x = xs.get(code) ?? HAND.x;
        if (chosen.includes(code)) {
          this.chosenCard(code, x, HAND.y - RAISE, 1);
          return;
        }
        this.handCard(code, x);
      });
      this.emptySlots(xs, new Set(row));
      return;
    }
    const hand = (s.hands[seat] ?? []).filter((c) => !hidden.has(c));
    const xs = this.places(s, seat, (n) => {
      const gap = Math.min(CARD_W + 14, 640 / Math.max(1, n));
      return (i) => HAND.x + (i - (n - 1) / 2) * gap;
    });
    hand.forEach((code) => this.handCard(code, xs.get(code) ?? HAND.x));
    this.emptySlots(xs, new Set(hand));
  }

  /**
   * The places of the cards gone from the hand this turn (played, or on the tray): a faint outline
   * of the card, drawn under the others, so the gap reads as a card's place kept rather than as
   * cards left behind (a newcomer's report, s36: "the gaps look odd"). The cards still do not move
   * under the pointer while the turn goes on; a new turn lays the hand out afresh.
   */
  private emptySlots(xs: Map<string, number>, drawn: Set<string>): void {
    for (const [code, x] of xs) {
      if (drawn.has(code)) continue;
      const g = this.scene.add.graphics().setName(`roi.slot.${code}`);
      g.fillStyle(0x000000, 0.12).fillRoundedRect(x - CARD_W / 2, HAND.y - CARD_H / 2, CARD_W, CARD_H, 10);
      g.lineStyle(2, COLORS.goldDark, 0.55).strokeRoundedRect(x - CARD_W / 2, HAND.y - CARD_H / 2, CARD_W, CARD_H, 10);
      // (a zone the tests can read the slot's box from: it takes no input)
      const box = this.scene.add.zone(x, HAND.y, CARD_W, CARD_H).setName(`roi.slot.${code}.box`);
      this.table.layer.addAt(g, 0);
      this.table.layer.add(box);
    }
  }

  /**
   * Each card's x in the seat's hand: those of the last layout while the same turn goes on and no
   * card has come into the hand, else the whole hand laid out afresh by `at` (n cards: the i-th's x).
   */
  private places(s: RoiState, seat: number, at: (n: number) => (i: number) => number): Map<string, number> {
    const hand = s.hands[seat] ?? [];
    const turn = `${s.round}:${s.current}:${seat}`;
    const kept = this.placed;
    if (kept.turn !== turn || hand.some((c) => !kept.xs.has(c))) {
      const x = at(hand.length);
      this.placed = { turn, xs: new Map(hand.map((c, i) => [c, x(i)])) };
    }
    return this.placed.xs;
  }

  /** A card of the hand, to drag (or click, or pick with the keyboard). */
  private handCard(code: string, x: number): void {
    const piece = new CardPiece(this.scene, x, HAND.y, code);
    this.table.layer.add(piece);
    this.input.drag.addPiece(piece);
    this.table.cards.set(code, piece);
    // a mouse press held still reads the card too, as a finger's long press (newcomer s37 item 4); its release picks nothing
    attachInfo(piece, () => this.table.cardContent(code), { mouseHold: true });
  }

  /** A card on the tray: clicked (tapped), it goes back to the hand. */
  private chosenCard(code: string, x: number, y: number, scale: number): void {
    const scene = this.scene;
    const c = scene.add.container(x, y).setScale(scale).setName(`roi.chosen.${code}`);
    drawCard(scene, c, code);
    if (COMPACT) {
      const frame = scene.add.graphics();
      frame.lineStyle(5, COLORS.goldLight, 1).strokeRoundedRect(-CARD_W / 2 - 3, -CARD_H / 2 - 3, CARD_W + 6, CARD_H + 6, 12);
      c.add(frame);
    }
    c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
    const back = (): void => this.input.takeBack(code);
    c.on('pointerup', back);
    this.table.layer.add(c);
    attachInfo(c, () => this.table.cardContent(code));
    this.input.focusable(c, CARD_W, CARD_H, back);
    this.table.cards.set(code, c);
  }

  /** The tray, on the seat's turn when cards may be given up (an exchange, a shed, a discard, a psychic attack). */
  drawTray(s: RoiState, mine: boolean): void {
    const show = mine && (s.phase === 'exchange' || s.phase === 'shed' || s.phase === 'play' || s.attack?.kind === 'psychic');
    if (!show) return;
    const table = this.table;
    const chosen = this.input.chosen;
    const g = this.scene.add.graphics();
    g.fillStyle(0x000000, 0.3).fillRoundedRect(TRAY.x - TRAY.w / 2, TRAY.y - TRAY.h / 2, TRAY.w, TRAY.h, 14);
    g.lineStyle(2, COLORS.goldDark, 1).strokeRoundedRect(TRAY.x - TRAY.w / 2, TRAY.y - TRAY.h / 2, TRAY.w, TRAY.h, 14);
    table.layer.add(g);
    if (COMPACT) {
      // The tray's name inside it, and how many cards it holds (they are raised in the hand).
      const wrap = TRAY.w - 16;
      table.text(TRAY.x, TRAY.y - TRAY.h / 2 + 8, t('roi.chosen'), { colour: CSS.goldLight, origin: [0.5, 0], wrap, name: 'roi.tray.label' });
      const n = chosen.length;
      table.text(TRAY.x, TRAY.y + TRAY.h / 2 - 8, n ? String(n) : t('roi.chosenHintTouch'), { colour: CSS.parchment, bold: n > 0, origin: [0.5, 1], wrap, size: n ? 44 : 20, name: 'roi.tray.count' });
      return;
    }
    table.text(TRAY.x, TRAY.y - TRAY.h / 2 - 16, t('roi.chosen'), { size: 19, colour: CSS.goldLight });
    if (chosen.length === 0) table.text(TRAY.x, TRAY.y, t('roi.chosenHint'), { size: 19, colour: CSS.parchment, bold: false });
    const scale = 0.72;
    const gap = Math.min(CARD_W * scale + 6, (TRAY.w - 30) / Math.max(1, chosen.length));
    chosen.forEach((code, i) => this.chosenCard(code, TRAY.x + (i - (chosen.length - 1) / 2) * gap, TRAY.y, scale));
  }
}
