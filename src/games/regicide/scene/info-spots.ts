// "What is this?" on the Regicide table: any card, the enemy and its meters, the piles and the
// jester powers. On a desktop the card comes when the mouse rests on a thing (a press or a drag
// puts it away), or on a press held still on a thing other than a card of the hand (newcomer s37);
// by touch, and on a phone by any press, after a long press that does not move.
// The things are found by their boxes, which the views add at each redraw, not by input on them:
// the enemy and the piles must let a click through to the card held (click a card, then the
// enemy). The watching is the tables' shared one (ui/info-watch.ts).
import Phaser from 'phaser';
import { showInfoCard, type InfoContent } from '../../../ui/info-card';
import { InfoBoxes, InfoWatch, type InfoBox } from '../../../ui/info-watch';
import { drawCard } from './card-view';
import type { RegicideInfo } from './info';
import { infoRight, type CompactLayout } from './layout';

/** "What is this?": the mouse rests this long on a thing (desktop), or a finger presses this long (touch, and any press on a phone). */
const HOVER_MS = 700; // issue 30 item 28: 0.35 s opened cards while the mouse only passed over the hand

/** A thing with a "what is this?" card: its words, and whether it is a card of the hand. */
interface InfoSpot {
  content: () => RegicideInfo;
  /** A card of the hand: its card opens above the hand, not beside it over half the hand (issue 30 item 28). */
  inHand: boolean;
}

export class InfoSpots {
  /** The things with a "what is this?" card, as drawn by the last redraw (topmost last). */
  private readonly boxes = new InfoBoxes<InfoSpot>();
  private readonly watch: InfoWatch<InfoBox<InfoSpot>>;
  private readonly right: number;

  /** `letGo`: a long press's release would choose a card of the hand; this lets it go again. */
  constructor(
    private readonly scene: Phaser.Scene,
    compact: CompactLayout | undefined,
    letGo: () => void,
  ) {
    this.right = infoRight(compact);
    this.watch = new InfoWatch(scene, {
      find: (x, y) => this.boxes.at(x, y),
      show: (box) => this.open(box),
      pressOnly: compact !== undefined,
      // a mouse held still on the enemy, a pile or a meter asks too (not on a card of the hand: held, it is dragged)
      mouseLongPress: (box) => !box.content.inHand,
      hoverMs: HOVER_MS,
      afterLongPress: letGo,
    });
  }

  /** A long press opened a card: the release that ends it is no tap. */
  get pressOpened(): boolean {
    return this.watch.pressOpened;
  }

  /** A thing drawn, by its centre and size (`inHand`: a card of the hand). */
  add(x: number, y: number, w: number, h: number, content: () => RegicideInfo, inHand = false): void {
    this.boxes.add(x, y, w, h, { content, inHand });
  }

  /** Before a redraw: the things drawn are gone. */
  clear(): void {
    this.boxes.clear();
  }

  /** A move is on its way: a press that led to it opens no card, and a card open goes. */
  dismiss(): void {
    this.watch.dismiss();
  }

  /** The move has been shown (the table took no input meanwhile): a mouse resting on a thing shows its card (newcomer s35: the enemy's never came). */
  rest(): void {
    this.watch.restNow();
  }

  /** The top of the hand's row (its highest card, a chosen one risen on a phone included). */
  private handTop(): number {
    let top = Infinity;
    for (const b of this.boxes.all()) if (b.content.inHand) top = Math.min(top, b.y);
    return top;
  }

  private open(box: InfoBox<InfoSpot>): void {
    const info = box.content.content();
    const code = info.card;
    const content: InfoContent = { title: info.title, body: info.body };
    if (code) content.picture = (c, size) => drawCard(this.scene, c, code, Math.round(size * 0.72), size);
    const card = showInfoCard(this.scene, box.x + box.w / 2, box.y + box.h / 2, content);
    if (box.content.inHand) {
      // Above the hand, over the card asked about (kept on the table): the rest of the hand stays in sight.
      const half = card.panelWidth / 2;
      card.setPosition(Phaser.Math.Clamp(box.x + box.w / 2, half + 8, this.right - half), Math.max(card.panelHeight / 2 + 8, this.handTop() - 10 - card.panelHeight / 2));
    }
  }
}
