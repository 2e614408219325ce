// The fight's animations, one per event a move returns: steps, punches, parries, pushes (into
// the ropes too), dodges, tomatoes, the round bell, a knock-out fall; each with its sound. They
// move what the scene has drawn (the stage) and add short-lived effects to its effect layer.
import type Phaser from 'phaser';
import { tweenAsync } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';
import type { GameEvent } from '../../../core';
import { playSfx, type SfxName } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import { t } from '../../../services/i18n';
import { drawCard } from './card-view';
import { fall, roundBanner, floatText, spark, tomatoes, waves } from './effects';
import { CELL, DISCARD, RING, RING_HALF, squareXY } from './layout';
import { drawRopes } from './ring-view';
import { seatLabel } from './names';

type Pos = { x: number; y: number };

/** A fighter as drawn: the whole (moved), the boxer (turned, felled), its hp and fury labels. */
export interface FighterView {
  outer: Phaser.GameObjects.Container;
  body: Phaser.GameObjects.Container;
  hp: Phaser.GameObjects.Text | null;
  fury: Phaser.GameObjects.Text | null;
}

/** What the animations may move: the fighters drawn on the ring, the hand's cards, the ropes. */
export interface Stage {
  fx: Phaser.GameObjects.Container;
  ropes: Phaser.GameObjects.Graphics;
  fighter(seat: number): FighterView | undefined;
  /** The card's object in the hand or on the tray, handed over to be flown away (no longer the scene's). */
  takeCard(code: string): Phaser.GameObjects.Container | undefined;
}

/** The scene's sounds, by what happens; each maps onto one of the app's effects. */
const SOUND = {
  step: 'swish',
  punch: 'hit',
  parry: 'flip',
  push: 'hit',
  ko: 'crumble',
  tomatoes: 'splat',
  bell: 'bell',
  card: 'card',
} as const satisfies Record<string, SfxName>;

export const sfx = (what: keyof typeof SOUND): void => playSfx(SOUND[what]);

export class FightAnimator {
  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
  ) {}

  private posOf(seat: number): Pos {
    const f = this.stage.fighter(seat)?.outer;
    return f ? { x: f.x, y: f.y } : { x: RING.x, y: RING.y };
  }

  /** A played card goes from the hand (or from its fighter, for another seat's card) to the discard. */
  private async toDiscard(card: string, seat: number): Promise<void> {
    let obj = this.stage.takeCard(card);
    if (!obj) {
      const at = this.posOf(seat);
      obj = this.scene.add.container(at.x, at.y - 40).setScale(0.5);
      drawCard(this.scene, obj, card);
      this.stage.fx.add(obj);
    }
    const target = obj;
    if (reducedMotion()) {
      target.destroy();
      return;
    }
    await tweenAsync(this.scene, { targets: target, x: DISCARD.x, y: DISCARD.y, scale: 1, angle: 0, duration: motionMs(300), ease: 'Cubic.Out' });
    target.destroy();
  }

  /**
   * A defence (a parry, a dodge, a counter-attack): the card played shown over its fighter and
   * captioned ("Blue parries"), held long enough to be read before the blow's outcome (a
   * newcomer's report: "little feedback on the bot's parries and dodges"). Another seat's card is
   * drawn there; the player's own comes from the hand. Resolves once it has been held; `away`
   * then sends the card to the discard (and the caption goes) while the next animation runs.
   */
  private async present(card: string, seat: number, caption: string): Promise<{ away: () => Promise<void> }> {
    const at = this.posOf(seat);
    // Over the fighter, on the side toward the middle of the ring (above it, below it on the top
    // row): the card a little off the fighter, its caption on a dark plate beyond it.
    const k = at.y > RING.y - CELL ? -1 : 1;
    const cardAt = { x: at.x, y: at.y + k * CELL * 0.8 };
    const own = this.stage.takeCard(card);
    const obj = own ?? this.scene.add.container(cardAt.x, cardAt.y).setName(`roi.fx.card.${card}`);
    if (!own) {
      drawCard(this.scene, obj, card);
      this.stage.fx.add(obj);
    }
    const label = this.scene.add
      .text(0, 0, caption, { fontFamily: FONTS.title, fontSize: '26px', fontStyle: '700', color: '#ffe9a8' })
      .setOrigin(0.5)
      .setName('roi.fx.caption');
    const plate = this.scene.add.rectangle(0, 0, label.width + 24, label.height + 10, 0x1c120c, 0.88).setStrokeStyle(2, COLORS.goldLight);
    const capY = cardAt.y + k * CELL * 0.75;
    const half = RING_HALF - plate.width / 2 - 8;
    const captionBox = this.scene.add.container(Math.max(RING.x - half, Math.min(RING.x + half, at.x)), capY, [plate, label]);
    this.stage.fx.add(captionBox);
    if (!reducedMotion()) {
      if (!own) await tweenAsync(this.scene, { targets: obj, scale: { from: 0.3, to: 0.7 }, duration: motionMs(180), ease: 'Back.Out' });
      // held, so a person sees which card answered the blow and reads the caption
      await tweenAsync(this.scene, { targets: captionBox, scale: { from: 1.12, to: 1 }, duration: motionMs(800), ease: 'Sine.Out' });
    } else obj.setScale(0.7);
    const away = async (): Promise<void> => {
      captionBox.destroy();
      if (reducedMotion()) {
        obj.destroy();
        return;
      }
      await tweenAsync(this.scene, { targets: obj, x: DISCARD.x, y: DISCARD.y, scale: 1, angle: 0, duration: motionMs(300), ease: 'Cubic.Out' });
      obj.destroy();
    };
    return { away };
  }

  /** A caption on a dark plate over a fighter, on the side toward the middle of the ring (the caller destroys it). */
  private caption(seat: number, text: string): Phaser.GameObjects.Container {
    const at = this.posOf(seat);
    const k = at.y > RING.y - CELL ? -1 : 1;
    const label = this.scene.add.text(0, 0, text, { fontFamily: FONTS.title, fontSize: '26px', fontStyle: '700', color: '#ffe9a8' }).setOrigin(0.5).setName('roi.fx.caption');
    const plate = this.scene.add.rectangle(0, 0, label.width + 24, label.height + 10, 0x1c120c, 0.88).setStrokeStyle(2, COLORS.goldLight);
    const half = RING_HALF - plate.width / 2 - 8;
    const box = this.scene.add.container(Math.max(RING.x - half, Math.min(RING.x + half, at.x)), at.y + k * CELL * 0.9, [plate, label]);
    this.stage.fx.add(box);
    return box;
  }

  private async slide(seat: number, to: Pos, ms: number, ease = 'Cubic.Out'): Promise<void> {
    const f = this.stage.fighter(seat)?.outer;
    if (!f) return;
    const p = squareXY(to.x, to.y);
    if (reducedMotion()) {
      f.setPosition(p.x, p.y);
      return;
    }
    await tweenAsync(this.scene, { targets: f, x: p.x, y: p.y, duration: motionMs(ms), ease });
  }

  /** The attacker throws a punch at the target: a lunge a third of the way there and back. */
  private async lunge(seat: number, target: number): Promise<void> {
    const f = this.stage.fighter(seat)?.outer;
    if (!f || reducedMotion()) return;
    const a = this.posOf(seat);
    const b = this.posOf(target);
    await tweenAsync(this.scene, { targets: f, x: a.x + (b.x - a.x) * 0.35, y: a.y + (b.y - a.y) * 0.35, duration: motionMs(130), yoyo: true, ease: 'Quad.Out' });
  }

  private async shake(seat: number): Promise<void> {
    const f = this.stage.fighter(seat)?.outer;
    if (!f) return;
    const flash = this.scene.add.circle(f.x, f.y, CELL / 2 - 8, 0xff2a1a, 0.45);
    this.stage.fx.add(flash);
    await tweenAsync(this.scene, { targets: f, x: f.x + 7, duration: motionMs(45), yoyo: true, repeat: 3 });
    flash.destroy();
  }

  /** Plays one event of a move; resolves when its animation is over. */
  async animate(ev: GameEvent): Promise<void> {
    const seat = Number(ev.seat ?? -1);
    switch (ev.type) {
      case 'move':
        sfx('step');
        await Promise.all([this.toDiscard(String(ev.card), seat), this.slide(seat, ev.to as Pos, 320)]);
        return;
      case 'dodge': {
        // the card shown and captioned, then the dodge's step, slow enough to follow
        const shown = await this.present(String(ev.card), seat, t('roi.fx.dodge', { name: seatLabel(seat) }));
        sfx('step');
        await Promise.all([shown.away(), this.slide(seat, ev.to as Pos, 420, 'Back.Out')]);
        return;
      }
      case 'strike':
      case 'poke':
        if (ev.counter === true && ev.surprise !== true) {
          const shown = await this.present(String(ev.card), seat, t('roi.fx.counter', { name: seatLabel(seat) }));
          sfx('step');
          await Promise.all([shown.away(), this.lunge(seat, Number(ev.target))]);
          return;
        }
        sfx('step');
        void this.toDiscard(String(ev.card), seat);
        await this.lunge(seat, Number(ev.target));
        return;
      case 'parry': {
        const shown = await this.present(String(ev.card), seat, t('roi.fx.parry', { name: seatLabel(seat) }));
        sfx('parry');
        const a = this.posOf(seat);
        const b = this.posOf(Number(ev.by));
        await Promise.all([shown.away(), spark(this.scene, this.stage.fx, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 0xbfe6ff)]);
        return;
      }
      case 'hit':
        sfx('punch');
        await Promise.all([spark(this.scene, this.stage.fx, this.posOf(seat)), this.shake(seat)]);
        return;
      case 'hp': {
        const n = Number(ev.amount);
        this.stage.fighter(seat)?.hp?.setText(`♥ ${Number(ev.hp)}`);
        void floatText(this.scene, this.stage.fx, this.posOf(seat), n < 0 ? `−${-n}` : `+${n}`, n < 0 ? '#ff6b5b' : '#8fe08a');
        return;
      }
      case 'push':
        return this.animatePush(ev);
      case 'ko': {
        sfx('ko');
        const body = this.stage.fighter(seat)?.body;
        if (body) await fall(this.scene, body);
        return;
      }
      case 'tomatoes':
        sfx('tomatoes');
        await tomatoes(this.scene, this.stage.fx, this.posOf(seat));
        return;
      case 'round': {
        sfx('bell');
        const list = Array.isArray(ev.fighters) ? (ev.fighters as { seat: number; x: number; y: number; hp: number; ko?: boolean }[]) : [];
        const round = Number(ev.round);
        const standing = list.filter((f) => f.hp > 0);
        const top = Math.max(...standing.map((f) => f.hp));
        const leaders = standing.filter((f) => f.hp === top);
        const lead = leaders.length === 1 && leaders[0] ? t('roi.roundEnd.lead', { name: seatLabel(leaders[0].seat) }) : t('roi.roundEnd.level');
        await roundBanner(this.scene, this.stage.fx, {
          title: t('roi.roundEnd.t', { n: round - 1 }),
          body: t('roi.roundEnd.why'),
          score: `${list.map((f) => t('roi.roundEnd.hp', { name: seatLabel(f.seat), hp: f.hp })).join(' · ')}: ${lead}`,
          next: t('roi.roundEnd.next', { n: round }),
        });
        await Promise.all(list.map((f) => this.slide(f.seat, f, 420, 'Sine.InOut')));
        return;
      }
      case 'steal':
      case 'spat':
        sfx('card');
        await this.lunge(seat, Number(ev.from));
        return;
      case 'charge':
        sfx('step');
        await Promise.all([this.toDiscard(String(ev.card), seat), this.slide(seat, ev.to as Pos, 260, 'Quad.In')]);
        await this.lunge(seat, Number(ev.target));
        return;
      case 'spit':
      case 'trip':
        void this.toDiscard(String(ev.card), seat);
        await this.lunge(seat, Number(ev.target));
        if (ev.type === 'spit') await spark(this.scene, this.stage.fx, this.posOf(Number(ev.target)), 0xa6e07a);
        return;
      case 'surprise':
        await this.lunge(seat, Number(ev.target));
        return;
      case 'tripped':
        sfx('push');
        await this.shake(seat);
        return;
      case 'cheer':
        sfx('bell');
        void this.toDiscard(String(ev.card), seat);
        await spark(this.scene, this.stage.fx, this.posOf(Number(ev.for ?? seat)), COLORS.goldLight);
        return;
      case 'psychic': {
        sfx('parry');
        const cards = Array.isArray(ev.cards) ? ev.cards.map(String) : [];
        await Promise.all([...cards.map((c) => this.toDiscard(c, seat)), waves(this.scene, this.stage.fx, this.posOf(seat), this.posOf(Number(ev.target)))]);
        return;
      }
      case 'fury':
        this.stage.fighter(seat)?.fury?.setText(String(Number(ev.fury)));
        if (Number(ev.fury) === 8 && Number(ev.amount) > 0) void floatText(this.scene, this.stage.fx, this.posOf(seat), t('roi.fury', { n: 8 }), '#ffa040');
        return;
      case 'intimidate': {
        sfx('card');
        const cards = Array.isArray(ev.cards) ? ev.cards.map(String) : [];
        const f = this.stage.fighter(seat)?.outer;
        // captioned on the ring and held, as a defence is: what it costs the target (a newcomer's report, round 34)
        const caption = this.caption(Number(ev.target), t('roi.fx.intimidate', { name: seatLabel(seat), target: seatLabel(Number(ev.target)) }));
        await Promise.all([
          ...cards.map((c) => this.toDiscard(c, seat)),
          f && !reducedMotion() ? tweenAsync(this.scene, { targets: f, scale: 1.25, duration: motionMs(180), yoyo: true }) : Promise.resolve(),
        ]);
        await this.shake(Number(ev.target));
        if (!reducedMotion()) await tweenAsync(this.scene, { targets: caption, scale: { from: 1.08, to: 1 }, duration: motionMs(900), ease: 'Sine.Out' });
        caption.destroy();
        return;
      }
      case 'discard': {
        sfx('card');
        const cards = Array.isArray(ev.cards) ? ev.cards.map(String) : [];
        await Promise.all(cards.map((c) => this.toDiscard(c, seat)));
        return;
      }
      case 'draw':
      case 'exchange':
        sfx('card');
        return;
      default:
        return;
    }
  }

  /** A push: the target steps back a square, or, with no room (the ropes, a fighter), bumps and stays. */
  private async animatePush(ev: GameEvent): Promise<void> {
    const seat = Number(ev.seat);
    sfx('push');
    const f = this.stage.fighter(seat)?.outer;
    if (!f) return;
    if (ev.blocked !== true) {
      await this.slide(seat, ev.to as Pos, 260, 'Back.Out');
      return;
    }
    const a = this.posOf(Number(ev.by));
    const dx = Math.sign(f.x - a.x);
    const dy = Math.sign(f.y - a.y);
    const into = ev.from as Pos;
    const ropes = !(into.x + dx >= 0 && into.x + dx < 5 && into.y + dy >= 0 && into.y + dy < 5);
    if (ropes) drawRopes(this.stage.ropes, 5);
    if (!reducedMotion()) await tweenAsync(this.scene, { targets: f, x: f.x + dx * CELL * 0.28, y: f.y + dy * CELL * 0.28, duration: motionMs(140), yoyo: true, ease: 'Quad.Out' });
    if (ropes) {
      drawRopes(this.stage.ropes, 0);
      await spark(this.scene, this.stage.fx, { x: RING.x + dx * RING_HALF * 0.98 + (dx === 0 ? f.x - RING.x : 0), y: RING.y + dy * RING_HALF * 0.98 + (dy === 0 ? f.y - RING.y : 0) }, 0xffffff);
    }
  }
}
