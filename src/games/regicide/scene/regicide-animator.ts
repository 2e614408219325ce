// The animations of the Regicide table. A move's events play one at a time, in the order the rules
// resolved them, on the table as it was: hearts fly from the discard under the tavern, the enemy
// cracks and shakes when hit and falls (face down onto the tavern on an exact kill, else onto the
// discard) with the cards played against it, covered and flipped cards go to the discard. Then,
// over the redraw that follows, the deal: the viewer's new cards slide in from the tavern one at a
// time, the other seats' fly face down to their names, the next enemy turns up. At every redraw
// each card slides from where it was to where it is now. It moves what the `Stage` holds and
// never reads the rules' state.
import Phaser from 'phaser';
import { tweenAsync, waitAsync } from '../../../ui';
import type { GameEvent } from '../../../core/contract';
import { playSfx } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import { enemyHealth } from '../rules';
import { CARD_H, CARD_W, CardPiece, drawCard } from './card-view';
import { drawCracks } from './cracks';
import { seatSpot, type Spot } from './layout';
import { cardTitle } from './info';
import { t } from '../../../services/i18n';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { font } from '../../../ui/viewport';
import type { Stage } from './stage';

type Container = Phaser.GameObjects.Container;

export class Animator {
  /** For the redraw after a move: the deal order of cards just drawn into the hand (one at a time). */
  private dealOrder = new Map<string, number>();
  /** When the last card dealt by the latest redraw lands, in ms from that redraw. */
  private dealEnd = 0;
  /** When the deal (the redraw after a move) began, in scene time. */
  private dealAt = 0;
  /** "Jack of clubs defeated", up from the enemy's fall until the next one has turned up. */
  private banner: Container | null = null;

  constructor(private readonly stage: Stage) {}

  private get scene(): Phaser.Scene {
    return this.stage.scene;
  }

  /** Slide a card from where it was (or from the tavern, for a drawn card: `order` its turn in the deal) to its place. */
  arrive(obj: Container, from: Spot | undefined, animate: boolean, order: number): Phaser.Tweens.Tween | undefined {
    if (!animate) return undefined;
    const to = { x: obj.x, y: obj.y };
    const start = from ?? this.stage.places.tavern;
    if (start.x === to.x && start.y === to.y) return undefined;
    obj.setPosition(start.x, start.y);
    if (obj instanceof CardPiece) obj.setHome(to.x, to.y);
    const dealt = from === undefined;
    this.dealEnd = Math.max(this.dealEnd, (dealt ? motionMs(120) * order : 0) + motionMs(280));
    return this.scene.tweens.add({ targets: obj, x: to.x, y: to.y, duration: motionMs(280), delay: dealt ? motionMs(120) * order : 0, ease: 'Cubic.Out', onStart: () => dealt && playSfx('card') });
  }

  /** A card just drawn into the viewer's hand: its turn in the deal. */
  dealTurn(code: string): number | undefined {
    return this.dealOrder.get(code);
  }

  /**
   * One event of a move, on the table as it was (`enemy`: the enemy shown when the move came).
   * `viewer`: the seat at the device; another seat's play or discard is shown from its name: the
   * cards fly face up from it to the enemy's foot (or are laid there to go to the discard), one
   * step a newcomer can follow (s36: "two bots play within a second").
   */
  async event(ev: GameEvent, enemy: Container | undefined, viewer = -1): Promise<void> {
    if ((ev.type === 'play' || ev.type === 'discard') && ev.seat !== viewer && Array.isArray(ev.cards)) await this.fromSeat(Number(ev.seat), ev.cards.map(String));
    if (ev.type === 'heal') await this.healUnderTavern(Number(ev.count));
    else if (ev.type === 'damage' && enemy) await this.crack(enemy, Number(ev.amount), Number(ev.total));
    else if (ev.type === 'kill' && enemy) await this.fall(enemy, ev.exact === true);
    else if (ev.type === 'discard') await this.toDiscard(this.stage.pendingObjects());
    else if (ev.type === 'flip') {
      playSfx('flip');
      await this.toDiscard([...this.stage.handObjects(), ...this.stage.pendingObjects()]);
    } else if (ev.type === 'suffer' && Number(ev.amount) > 0) playSfx('hit');
  }

  /**
   * Before the redraw after a move. R-DIAMONDS: the deal goes round the table one card at a time.
   * Each draw event is one card; the viewer's new cards (`hand` in hand order, those not on the
   * table yet) take the viewer's turns in the deal.
   */
  startDeal(events: readonly GameEvent[], hand: readonly string[], seat: number): void {
    const order = new Map<string, number>();
    const fresh = hand.filter((c) => !this.stage.pieces.has(c));
    const draws = events.filter((e) => e.type === 'draw');
    let k = 0;
    events.forEach((ev) => {
      if (ev.type !== 'draw') return;
      if (ev.seat === seat && k < fresh.length) order.set(fresh[k++] as string, draws.indexOf(ev));
    });
    this.dealOrder = order;
    this.dealEnd = 0;
    this.dealAt = this.scene.time.now;
  }

  /**
   * After that redraw: the other seats' cards fly to their names, the next enemy (if the move
   * revealed one in place of `before`) turns face up, and the deal lands. No later: the table takes
   * no input until the move has been shown, and a beat of 300 ms more, counted from the enemy's
   * turn rather than the redraw, left the table still but deaf; a phone's first tap on a card once
   * a new enemy had come was lost (newcomer s35).
   */
  async finishDeal(events: readonly GameEvent[], seat: number, before: Container | undefined): Promise<void> {
    this.dealOthers(events, seat);
    this.dealOrder = new Map();
    const after = this.stage.enemyShown();
    // the defeat's words read a beat on the empty place, then gone as the next royal turns up
    // (nothing left moving once it is up: the table takes input then, newcomer s35)
    const revealed = after && after !== before && events.some((e) => e.type === 'reveal') ? after : undefined;
    // (the next royal still face down meanwhile: edge-on until it turns)
    revealed?.setScale(0, this.stage.places.enemyScale);
    if (this.banner) await waitAsync(this.scene, motionMs(450));
    const off = this.bannerOff();
    if (revealed) await this.reveal(revealed);
    await off;
    const left = this.dealAt + this.dealEnd - this.scene.time.now;
    if (left > 0) await waitAsync(this.scene, left);
  }

  /**
   * Another seat's cards, face up, from its name to the chosen cards' place (on a phone over the
   * enemy's foot), as chosen cards (`regicide.pending.<code>`): a kill or a discard sends them on
   * to the discard with the others, else the redraw slides them into the row of played cards.
   */
  private async fromSeat(seat: number, cards: readonly string[]): Promise<void> {
    if (cards.length === 0) return;
    const { scene, compact, places } = this.stage;
    const from = seatSpot(compact, seat);
    const to = compact ? { x: places.enemy.x, y: places.enemy.y + 150 } : { x: 620, y: 600 };
    playSfx('card');
    const flights = cards.map((code, i) => {
      const c = scene.add.container(from.x, from.y).setName(`regicide.pending.${code}`).setScale(0.4).setAlpha(0.6);
      drawCard(scene, c, code);
      this.stage.put(code, c);
      const x = to.x + (i - (cards.length - 1) / 2) * CARD_W * 0.8;
      return tweenAsync(scene, reducedMotion() ? { targets: c, x, y: to.y, scale: 0.8, alpha: 1, duration: motionMs(120) } : { targets: c, x, y: to.y, scale: 0.8, alpha: 1, duration: motionMs(460), delay: motionMs(90) * i, ease: 'Cubic.Out' });
    });
    await Promise.all(flights);
    // a beat with the cards shown before what they do
    await waitAsync(scene, motionMs(350));
  }

  /** R-HEARTS: cards fly face down from the discard and slide under the tavern, one after another. */
  private async healUnderTavern(count: number): Promise<void> {
    if (count <= 0) return;
    playSfx('heal');
    const { scene, layer, places } = this.stage;
    const tavern = layer.getByName('regicide.tavern');
    const under = tavern ? layer.getIndex(tavern) : 0;
    const flights: Promise<unknown>[] = [];
    const cards: Container[] = [];
    for (let i = 0; i < Math.min(count, 6); i++) {
      const c = scene.add.container(places.discard.x, places.discard.y).setName(`regicide.heal.${i}`);
      drawCard(scene, c, '?');
      layer.addAt(c, under); // below the tavern pile: the card slides under it
      const to = { x: places.tavern.x + 4, y: places.tavern.y + 6 };
      const travel = reducedMotion()
        ? tweenAsync(scene, { targets: c, alpha: 0, duration: motionMs(200), delay: motionMs(60) * i })
        : tweenAsync(scene, { targets: c, ...to, angle: -6, duration: motionMs(420), delay: motionMs(110) * i, ease: 'Cubic.Out' });
      flights.push(travel.then(() => cards.push(c)));
    }
    await Promise.all(flights);
    // A beat with every card tucked under the tavern, then they are part of the pile.
    await waitAsync(scene, motionMs(80));
    for (const c of cards) c.destroy();
  }

  /** A hit: cracks spread over the enemy and it shakes, both in proportion to the damage. */
  private async crack(enemy: Container, amount: number, total: number): Promise<void> {
    if (amount <= 0) return;
    playSfx('crack');
    const scene = this.scene;
    const code = this.stage.enemyCode(enemy);
    enemy.getByName('regicide.cracks')?.destroy();
    const cracks = drawCracks(scene, code, total / enemyHealth(code)).setName('regicide.cracks').setAlpha(0);
    enemy.add(cracks);
    const flash = scene.add.rectangle(0, 0, CARD_W, CARD_H, 0xffffff, 0.55).setName('regicide.hitFlash');
    enemy.add(flash);
    const strength = Math.min(1, amount / 20);
    const x = enemy.x;
    await Promise.all([
      tweenAsync(scene, { targets: cracks, alpha: 1, duration: motionMs(120) }),
      tweenAsync(scene, { targets: flash, alpha: 0, duration: motionMs(260) }),
      reducedMotion() ? Promise.resolve() : tweenAsync(scene, { targets: enemy, x: x + 4 + 14 * strength, duration: motionMs(40), yoyo: true, repeat: 1 + Math.round(3 * strength) }),
    ]);
    // A tween can outlast its promise on a slow frame (tweenAsync's last-resort timer): stop the shake.
    scene.tweens.killTweensOf([enemy, cracks, flash]);
    flash.destroy();
    cracks.setAlpha(1);
    enemy.x = x;
  }

  /**
   * R-EXACT: an exact kill turns the enemy face down as it moves onto the tavern; an overkill
   * drops it onto the discard. Then the cards played against it follow it to the discard.
   */
  private async fall(enemy: Container, exact: boolean): Promise<void> {
    const { scene, places } = this.stage;
    this.defeatBanner(this.stage.enemyCode(enemy), exact);
    scene.tweens.killTweensOf(enemy);
    enemy.setName('regicide.fallen');
    this.stage.layer.bringToTop(enemy);
    const to = exact ? places.tavern : places.discard;
    const mid = { x: (enemy.x + to.x) / 2, y: (enemy.y + to.y) / 2 - 40 };
    if (reducedMotion()) {
      playSfx(exact ? 'exact' : 'crumble');
      await tweenAsync(scene, { targets: enemy, alpha: 0, duration: motionMs(240) });
    } else if (exact) {
      playSfx('exact');
      await tweenAsync(scene, { targets: enemy, x: mid.x, y: mid.y, scaleX: 0, scaleY: (places.enemyScale + 1) / 2, duration: motionMs(260), ease: 'Cubic.In' });
      enemy.removeAll(true);
      drawCard(scene, enemy, '?');
      await tweenAsync(scene, { targets: enemy, x: to.x, y: to.y, scaleX: 1, scaleY: 1, duration: motionMs(300), ease: 'Cubic.Out' });
    } else {
      playSfx('crumble');
      await tweenAsync(scene, { targets: enemy, x: to.x, y: to.y, scale: 1, angle: -200, duration: motionMs(480), ease: 'Cubic.In' });
      enemy.setAngle(0);
    }
    await this.toDiscard([...this.stage.tableObjects(), ...this.stage.pendingObjects()]);
  }

  /**
   * The defeat said on the table (newcomer s36: "a Jack's death goes by unseen"): "Jack of clubs
   * defeated" (or "captured: onto the tavern") over the enemy's place, from its fall until the next
   * royal has turned up; outside the table's layer, so the redraw between keeps it.
   */
  private defeatBanner(code: string, exact: boolean): void {
    this.banner?.destroy();
    const { scene, compact } = this.stage;
    const words = t(exact ? 'regicide.captured' : 'regicide.defeated', { name: cardTitle(code), q: code.startsWith('Q') ? 1 : 0 });
    const text = scene.add.text(0, 0, words, { fontFamily: FONTS.title, fontSize: font(compact ? 22 : 26), fontStyle: '700', color: CSS.goldLight, align: 'center', wordWrap: { width: compact ? 640 : 720 } }).setOrigin(0.5).setName('regicide.defeat.text');
    let w = text.width + 36;
    let h = text.height + 22;
    // where the cards played against it lay (they go with it): clear of the royal turning up next
    const at = compact ? { x: (compact.played.x0 + compact.played.x1) / 2, y: compact.played.y + 20 } : { x: 620, y: 470 };
    // and clear of the lesson's coach card or a tip beside it (newcomer s37: the plate was cut
    // behind the lesson's box): moved left of it, its words on two lines if the room asks
    const left = compact ? compact.played.x0 : 200;
    for (const o of scene.children.list) {
      if ((o.name !== 'ui.coach' && o.name !== 'ui.explain') || !(o instanceof Phaser.GameObjects.Container) || !o.visible || !o.active) continue;
      const b = o.getBounds();
      if (at.x - w / 2 >= b.right || at.x + w / 2 <= b.left || at.y - h / 2 >= b.bottom || at.y + h / 2 <= b.top) continue;
      const right = b.left - 12;
      if (w > right - left) {
        text.setWordWrapWidth(right - left - 36);
        w = text.width + 36;
        h = text.height + 22;
      }
      at.x = Math.max(left + w / 2, Math.min(at.x, right - w / 2));
    }
    const plate = scene.add.graphics();
    plate.fillStyle(COLORS.walnutDark, 0.92).fillRoundedRect(-w / 2, -h / 2, w, h, 12);
    plate.lineStyle(3, exact ? COLORS.goldLight : COLORS.gold, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 12);
    const c = scene.add.container(at.x, at.y, [plate, text]).setName('regicide.defeat').setSize(w, h).setDepth(6).setAlpha(0);
    this.banner = c;
    scene.tweens.add({ targets: c, alpha: 1, duration: motionMs(160) });
  }

  /** The defeat's words fade as the next royal turns up (as long as its turning). */
  private async bannerOff(): Promise<void> {
    const c = this.banner;
    if (!c) return;
    this.banner = null;
    await tweenAsync(this.scene, { targets: c, alpha: 0, duration: motionMs(260) });
    this.scene.tweens.killTweensOf(c);
    c.destroy();
  }

  /** Cards on their way to the discard pile, one after another. */
  private async toDiscard(objs: Container[]): Promise<void> {
    if (objs.length === 0) return;
    playSfx('card');
    const { scene, places } = this.stage;
    if (reducedMotion()) {
      await tweenAsync(scene, { targets: objs, alpha: 0, duration: motionMs(200) });
      return;
    }
    await Promise.all(
      objs.map((o, i) => {
        this.stage.layer.bringToTop(o);
        return tweenAsync(scene, { targets: o, x: places.discard.x, y: places.discard.y, angle: 0, scale: 1, duration: motionMs(300), delay: motionMs(50) * i, ease: 'Cubic.In' });
      }),
    );
  }

  /** Cards dealt to the other seats fly face down from the tavern to their names, in turn. */
  private dealOthers(events: readonly GameEvent[], viewer: number): void {
    const { scene, layer, places } = this.stage;
    const draws = events.filter((e) => e.type === 'draw');
    draws.forEach((ev, i) => {
      const seat = Number(ev.seat);
      if (seat === viewer) return;
      const c = scene.add.container(places.tavern.x, places.tavern.y).setName(`regicide.deal.${i}`).setScale(0.6);
      drawCard(scene, c, '?');
      layer.add(c);
      const to = seatSpot(this.stage.compact, seat);
      this.dealEnd = Math.max(this.dealEnd, motionMs(120) * i + motionMs(300));
      scene.tweens.add({ targets: c, ...to, alpha: 0.3, duration: motionMs(300), delay: motionMs(120) * i, ease: 'Cubic.Out', onStart: () => playSfx('card'), onComplete: () => c.destroy() });
    });
  }

  /** The next enemy turns face up. */
  private async reveal(enemy: Container): Promise<void> {
    playSfx('flip');
    const scale = this.stage.places.enemyScale;
    enemy.setScale(0, scale);
    await tweenAsync(this.scene, { targets: enemy, scaleX: scale, duration: motionMs(260), ease: 'Back.Out' });
  }
}
