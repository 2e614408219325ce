// The viewer's hand on the Regicide table, and the cards chosen from it. On a desktop the hand is
// fanned at the bottom and the chosen cards stand above it (in the discard phase, small on the
// wounds); on a phone the hand is one row of full-size cards, each in its own slot, and a chosen
// card rises in its slot, outlined. Cards drawn in the last move come from the tavern in their
// turn of the deal; every other card slides from where it was.
import type Phaser from 'phaser';
import { focusableObject } from '../../../ui';
import { COLORS } from '../../../ui/theme';
import { handLimit, type RegicideState } from '../rules';
import { CARD_H, CARD_W, CardPiece, drawCard } from './card-view';
import { POS, type CompactLayout, type Spot } from './layout';
import type { ViewKit } from './stage';

type Container = Phaser.GameObjects.Container;

export function drawHand(v: ViewKit, s: RegicideState, hand: readonly string[], was: Map<string, Spot>, animate: boolean): void {
  // The hand is laid out over all its cards, the chosen ones included: a card that joins the
  // play leaves a gap and the others stay put. Closing the gap made every card slide while
  // the player was picking the next one, and a click aimed at a card could land on its
  // neighbour or between two (a selection that "did nothing").
  const compact = v.stage.compact;
  if (compact) {
    drawHandCompact(v, s, hand, compact.hand, was, animate);
    return;
  }
  // The slots are as many as the hand may hold (its limit), laid from a fixed left edge: a card
  // played or discarded leaves the cards left of it where they were, and the hand never
  // re-centres under the pointer (newcomer s33: the hand jumped between two picks, a drag missed).
  const pending = v.input.pending;
  const slots = Math.max(hand.length, handLimit(s.hands.length));
  const gap = Math.min(CARD_W + 12, 760 / Math.max(1, slots));
  const mid = (slots - 1) / 2;
  hand.forEach((code, i) => {
    if (pending.includes(code)) return;
    const x = POS.hand.x + (i - mid) * gap;
    const y = POS.hand.y + Math.abs(i - mid) * 6;
    const card = new CardPiece(v.stage.scene, x, y, code);
    card.setAngle((i - mid) * 2);
    layHandCard(v, s, card, { x, y }, i, CARD_W, CARD_H, false, was, animate);
  });
  const onWounds = s.phase === 'discard';
  pending.forEach((code, i) => {
    const spread = onWounds ? Math.min(CARD_W * 0.5, 240 / Math.max(1, pending.length)) : CARD_W * 0.8;
    const x = (onWounds ? POS.wounds.x : POS.pending.x) + (i - (pending.length - 1) / 2) * spread;
    const y = onWounds ? POS.wounds.y + 12 : POS.pending.y;
    const c = v.stage.scene.add.container(x, y).setScale(onWounds ? 0.5 : 0.8).setName(`regicide.pending.${code}`);
    v.info.add(x, y, CARD_W * c.scaleX, CARD_H * c.scaleY, () => v.cardInfo(code));
    drawCard(v.stage.scene, c, code);
    layChosen(v, c, code, CARD_W, CARD_H, () => c.on('pointerup', () => v.input.tapChosen(code, onWounds)), was, animate);
  });
}

/**
 * The hand in one row of full-size cards, each in its own slot (no card over another). A chosen
 * card rises in its slot, outlined; a tap on a card in the hand chooses it, a tap on a risen card
 * takes it back. Cards are still dragged onto the enemy or the wounds as on a desktop.
 */
function drawHandCompact(v: ViewKit, s: RegicideState, hand: readonly string[], k: CompactLayout['hand'], was: Map<string, Spot>, animate: boolean): void {
  const n = hand.length;
  const gap = Math.min(k.w + 8, (k.x1 - k.x0 - k.w) / Math.max(1, n - 1));
  const cx = k.x0 + (k.x1 - k.x0) / 2;
  // The cards left keep their places when others leave the hand (played, discarded): re-centred,
  // every card moved, and the next tap landed on another card than the one aimed at (newcomer
  // s37). A card come into the hand lays the row out afresh, centred.
  const kept = v.stage.handX;
  const stay = n > 0 && hand.every((c) => kept.has(c));
  const xs = hand.map((code, i) => (stay ? (kept.get(code) as number) : cx + (i - (n - 1) / 2) * gap));
  v.stage.handX = new Map(hand.map((code, i) => [code, xs[i] as number]));
  hand.forEach((code, i) => {
    const x = xs[i] as number;
    if (v.input.pending.includes(code)) {
      drawChosenCompact(v, code, x, k, was, animate);
      return;
    }
    const card = new CardPiece(v.stage.scene, x, k.y, code, { w: k.w, h: k.h });
    layHandCard(v, s, card, { x, y: k.y }, i, k.w, k.h, true, was, animate);
  });
}

function drawChosenCompact(v: ViewKit, code: string, x: number, k: CompactLayout['hand'], was: Map<string, Spot>, animate: boolean): void {
  const scene = v.stage.scene;
  const c = scene.add.container(x, k.y - k.raise).setName(`regicide.pending.${code}`);
  v.info.add(x, k.y - k.raise, k.w, k.h, () => v.cardInfo(code), true);
  drawCard(scene, c, code, k.w, k.h, { scale: 1 });
  const ring = scene.add.graphics();
  ring.lineStyle(8, COLORS.gold, 0.4).strokeRoundedRect(-k.w / 2 - 6, -k.h / 2 - 6, k.w + 12, k.h + 12, 16);
  ring.lineStyle(4, COLORS.goldLight, 1).strokeRoundedRect(-k.w / 2 - 3, -k.h / 2 - 3, k.w + 6, k.h + 6, 14);
  c.add(ring);
  layChosen(v, c, code, k.w, k.h, () => v.input.onTap(c, () => v.input.remove(code)), was, animate);
}

/** A card of the hand (`i` its place in it) at `at`: dragged, on a phone (`tap`) also tapped. */
function layHandCard(v: ViewKit, s: RegicideState, card: CardPiece, at: Spot, i: number, w: number, h: number, tap: boolean, was: Map<string, Spot>, animate: boolean): void {
  const code = card.id;
  v.info.add(at.x, at.y, w, h, () => v.cardInfo(code), true);
  v.stage.put(code, card);
  v.input.handCard(card, code, s, tap);
  v.animator.arrive(card, was.get(code), animate, v.animator.dealTurn(code) ?? i);
}

/** A chosen card `w` x `h` on the table: `listen` gives it its click (or tap), and Enter on the ring takes it back. */
function layChosen(v: ViewKit, c: Container, code: string, w: number, h: number, listen: () => void, was: Map<string, Spot>, animate: boolean): void {
  c.setSize(w, h).setInteractive({ useHandCursor: true });
  listen();
  v.stage.put(code, c);
  v.input.focusable(focusableObject(c, w, h, () => v.input.remove(code)));
  // On its way up from the hand it passes over other cards: it takes no click until it lands,
  // so a click on a hand card under it picks that card instead of taking this one back.
  const travel = v.animator.arrive(c, was.get(code), animate, 0);
  if (travel) {
    c.disableInteractive();
    travel.once('complete', () => c.active && c.setInteractive());
  }
}
