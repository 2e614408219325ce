// "What is this?" on the Regicide table: any card, the enemy and its meters, the piles and the
// jester powers. On a desktop the card comes when the mouse rests on a thing after moving onto it
// (a press or a drag puts it away); by touch, and on a phone by any press, after a long press that
// does not move. The things are found by their boxes, which the views add at each redraw, not by
// input on them: the enemy and the piles must let a click through to the card held (click a card,
// then the enemy).
import Phaser from 'phaser';
import { hideInfoCard, showInfoCard, type InfoContent } from '../../../ui/info-card';
import { drawCard } from './card-view';
import type { RegicideInfo } from './info';
import { infoRight, type CompactLayout, type Rect, type Spot } from './layout';

/** "What is this?": the mouse rests this long on a thing (desktop), or a finger presses this long (touch, and any press on a phone). */
const HOVER_MS = 700; // issue 30 item 28: 0.35 s opened cards while the mouse only passed over the hand
const LONG_PRESS_MS = 500;

/** A thing with a "what is this?" card: its box on the table and its words. */
interface InfoSpot {
  r: Rect;
  content: () => RegicideInfo;
  /** A card of the hand: its card opens above the hand, not beside it over half the hand (issue 30 item 28). */
  inHand?: boolean;
}

export class InfoSpots {
  /** The things with a "what is this?" card, as drawn by the last redraw (topmost last). */
  private spots: InfoSpot[] = [];
  private timer: Phaser.Time.TimerEvent | undefined;
  private shown: InfoSpot | null = null;
  private opened = false;
  private readonly phone: boolean;
  private readonly right: number;

  /** `letGo`: a long press's release would choose a card of the hand; this lets it go again. */
  constructor(
    private readonly scene: Phaser.Scene,
    compact: CompactLayout | undefined,
    letGo: () => void,
  ) {
    this.phone = compact !== undefined;
    this.right = infoRight(compact);
    let start: Spot = { x: 0, y: 0 };
    scene.input.on('pointermove', (p: Phaser.Input.Pointer) => {
      if (p.isDown) {
        if (this.timer && Math.hypot(p.worldX - start.x, p.worldY - start.y) > 12) this.cancel();
        return;
      }
      if (p.wasTouch || this.phone) return;
      const spot = this.at(p.worldX, p.worldY);
      if (spot && spot === this.shown) return;
      if (this.shown && spot !== this.shown) this.hide();
      this.cancel();
      if (spot) this.timer = scene.time.delayedCall(HOVER_MS, () => this.open(spot));
    });
    scene.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.cancel();
      this.hide();
      this.opened = false;
      if (!p.wasTouch && !this.phone) return;
      const spot = this.at(p.worldX, p.worldY);
      if (!spot) return;
      start = { x: p.worldX, y: p.worldY };
      this.timer = scene.time.delayedCall(LONG_PRESS_MS, () => {
        if (!p.isDown) return; // released already (its release went elsewhere)
        this.opened = true;
        this.open(spot);
      });
    });
    scene.input.on('pointerup', () => {
      this.cancel();
      if (this.opened) scene.time.delayedCall(0, letGo);
    });
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      this.cancel();
      hideInfoCard(scene);
    });
  }

  /** A long press opened a card: the release that ends it is no tap. */
  get pressOpened(): boolean {
    return this.opened;
  }

  /** A thing drawn, by its centre and size (`inHand`: a card of the hand). */
  add(x: number, y: number, w: number, h: number, content: () => RegicideInfo, inHand = false): void {
    this.spots.push({ r: { x: x - w / 2, y: y - h / 2, w, h }, content, inHand });
  }

  /** Before a redraw: the things drawn are gone. */
  clear(): void {
    this.spots = [];
  }

  /** A move is on its way: a press that led to it opens no card, and a card open goes. */
  dismiss(): void {
    this.cancel();
    this.hide();
  }

  private cancel(): void {
    this.timer?.remove();
    this.timer = undefined;
  }

  /** The topmost thing under (x, y) with a "what is this?" card. */
  private at(x: number, y: number): InfoSpot | undefined {
    for (let i = this.spots.length - 1; i >= 0; i--) {
      const spot = this.spots[i] as InfoSpot;
      if (x >= spot.r.x && x <= spot.r.x + spot.r.w && y >= spot.r.y && y <= spot.r.y + spot.r.h) return spot;
    }
    return undefined;
  }

  /** The top of the hand's row (its highest card, a chosen one risen on a phone included). */
  private handTop(): number {
    let top = Infinity;
    for (const spot of this.spots) if (spot.inHand) top = Math.min(top, spot.r.y);
    return top;
  }

  private open(spot: InfoSpot): void {
    this.timer = undefined;
    if (!this.scene.sys.isActive()) return;
    const info = spot.content();
    const code = info.card;
    const content: InfoContent = { title: info.title, body: info.body };
    if (code) content.picture = (c, size) => drawCard(this.scene, c, code, Math.round(size * 0.72), size);
    const card = showInfoCard(this.scene, spot.r.x + spot.r.w / 2, spot.r.y + spot.r.h / 2, content);
    if (spot.inHand) {
      // Above the hand, over the card asked about (kept on the table): the rest of the hand stays in sight.
      const half = card.panelWidth / 2;
      card.setPosition(Phaser.Math.Clamp(spot.r.x + spot.r.w / 2, half + 8, this.right - half), Math.max(card.panelHeight / 2 + 8, this.handTop() - 10 - card.panelHeight / 2));
    }
    this.shown = spot;
  }

  private hide(): void {
    if (!this.shown) return;
    this.shown = null;
    hideInfoCard(this.scene);
  }
}
