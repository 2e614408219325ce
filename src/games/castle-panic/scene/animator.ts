// The animations of Castle Panic, one per event of a move, played in order: a card flying to its
// target, a hit turning the token, slain monsters leaving (to the slayer's trophies), monsters
// marching, circling and arriving from the forest after a rolled die, walls crumbling, towers
// falling, the boulder rolling across the board, the healer's glow, banners for tokens and turns.
// It moves what the `Stage` holds and never reads the rules' state: the scene redraws from the
// state once the events are shown.
import { named } from '../../../services/player-names';
import type Phaser from 'phaser';
import { rollDie, tweenAsync, waitAsync, type Piece } from '../../../ui';
import { CSS, FONTS } from '../../../ui/theme';
import { fontSize } from '../../../ui/viewport';
import type { GameEvent } from '../../../core';
import { playSfx } from '../../../services/audio';
import { motionMs, reducedMotion } from '../../../services/settings';
import { t } from '../../../services/i18n';
import type { Monster, Ring } from '../rules';
import { drawFortify, drawTower, drawWall } from './board-view';
import { crumble, finale } from './board-fx';
import type { CardPiece } from './card-view';
import { BOARD, COMPACT, PHASE, RING_MID, TOKEN, TOWER_R, WALL_R, arcMid, polar, slotRadius } from './layout';
import { plural } from './names';
import { announce } from './info';
import { describe } from './log';
import type { Pos, Stage } from './stage';
import { MonsterToken, turnFor } from './token-view';

const RINGS: readonly Ring[] = ['forest', 'archer', 'knight', 'swordsman', 'castle'];

/** What the animator asks of the scene. */
export interface AnimatorHooks {
  /** A hand card (or a starting monster of the tray) is leaving the hand: it no longer takes drags. */
  releaseCard(piece: Piece): void;
  /** The seat's trophy pile on screen, where its slain monsters go; undefined where none is shown. */
  trophyAt(seat: number): (Pos & { bump(): void }) | undefined;
  seatName(seat: number): string;
  /** The animation has reached this event (the scene's explain-once cards). */
  reached?(ev: GameEvent): void;
  /** The words announcing a trade made at the table, or null where the viewer made it themselves (in the trade dialog). */
  tradeText?(ev: GameEvent): string | null;
  /** The words over the board at the end: the castle holds, has fallen, or the Overlord wins. */
  finaleText?(won: boolean): string;
  /** The end reached: the table drawn from the final state (the rows' slain counts, the piles, the panel) before the finale over it. */
  ended?(): void;
}

/** How long a token's announcement stays on the board (at the normal animation speed), unless the next one replaces it. */
export const ANNOUNCE_MS = 2200;
/** How long a token's announcement is read before its effect starts (ms at the normal speed). */
export const TOKEN_LEAD_MS = 800;
/** How long a token's effect stays lit under its announcement before the next token (ms at the normal speed). */
export const TOKEN_DWELL_MS = 1000;

/** The player has skipped a caption once: the captions no longer say they can be (for this page). */
let skipLearnt = false;

export class Animator {
  private die: Phaser.GameObjects.Container | null = null;
  /** The announcement on the board now (one at a time), and the timer that takes it away. */
  private announced: Phaser.GameObjects.Container | null = null;
  private announceTimer: Phaser.Time.TimerEvent | null = null;
  private announcedH = 0;
  /** The caption on the board was skipped (a click, a tap, Space): its holds are over at once. */
  private skipped = false;
  /** Ends the hold under way now, if any. */
  private endHold: (() => void) | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
    private readonly hooks: AnimatorHooks,
  ) {
    // A click or tap anywhere, or Space, skips to the end of the caption held over the side
    // (newcomer s35: a bot's round took 20 to 30 s, each caption held 2.2 s)
    const skip = (): void => {
      if (!this.announced?.active) return;
      this.skipped = true;
      skipLearnt = true;
      this.endHold?.();
    };
    // on the page, not the scene's input: while a move is shown the host holds the table's input
    const canvas = scene.game.canvas;
    const key = (e: KeyboardEvent): void => {
      if (e.code === 'Space') skip();
    };
    canvas.addEventListener('pointerdown', skip);
    window.addEventListener('keydown', key);
    scene.events.once('shutdown', () => {
      canvas.removeEventListener('pointerdown', skip);
      window.removeEventListener('keydown', key);
    });
  }

  /** A caption held `ms` to be read, unless it is skipped. */
  private hold(ms: number): Promise<void> {
    if (this.skipped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        timer.remove();
        if (this.endHold === done) this.endHold = null;
        resolve();
      };
      const timer = this.scene.time.delayedCall(ms, done);
      this.endHold = done;
    });
  }

  /**
   * Shows a move's events in turn; a boulder's roll, crushed monsters and stop are one animation.
   * A monster token drawn or played is shown as one step, in order: its announcement over the
   * board, then what it does under it (the die, the monster coming out of the forest, the march),
   * then the monsters it brought, moved or healed lit while the announcement still names them;
   * only then the next token's announcement (a newcomer read a banner naming the next monster
   * while the last one was still coming out of the forest).
   */
  async present(events: readonly GameEvent[]): Promise<void> {
    for (let i = 0; i < events.length; i++) {
      const ev = events[i] as GameEvent;
      this.hooks.reached?.(ev);
      if (ev.type !== 'token') {
        // a link of the chain of its own (the monsters' advance, a monster hurt by a wall or a
        // tower): said first, then shown under its words, what it moved or hurt lit, held to be read
        const said = this.caption(ev);
        const since = this.scene.time.now;
        if (said) {
          this.announce(said.text, false);
          await this.hold(motionMs(TOKEN_LEAD_MS));
        }
        i = await this.step(events, i);
        if (!said) continue;
        this.light(said.lit);
        await this.hold(Math.max(motionMs(TOKEN_DWELL_MS), since + motionMs(ANNOUNCE_MS) - this.scene.time.now));
        this.fadeAnnouncement();
        continue;
      }
      // the token's step: the events up to the next token say where, who
      const next = events.findIndex((e, j) => j > i && e.type === 'token');
      const end = next < 0 ? events.length : next;
      const a = announce(events.slice(i, end));
      const since = this.scene.time.now;
      if (a) {
        this.announce(a.text, false);
        await this.hold(motionMs(TOKEN_LEAD_MS));
      }
      for (let j = i + 1; j < end; j++) {
        this.hooks.reached?.(events[j] as GameEvent);
        j = await this.step(events, j);
      }
      i = end - 1;
      if (!a) continue;
      // what it did, lit under its own words, long enough to be read before the next token
      this.light(a.lit);
      const left = since + motionMs(ANNOUNCE_MS) - this.scene.time.now;
      await this.hold(Math.max(motionMs(TOKEN_DWELL_MS), left));
      this.fadeAnnouncement();
    }
  }

  /**
   * The words over the side for a step of a chain that no token names (newcomer s33: a mage's
   * march, the monsters' advance and a boulder went by too fast to follow without the log): the
   * monsters' advance, and a monster hurt by a wall, a tower or a fortification (said with its
   * cause, in the log's words: a newcomer saw a Goblin King lose a hit point with no hit seen).
   */
  private caption(ev: GameEvent): { text: string; lit: number[] } | null {
    if (ev.type === 'move' && ev.why === 'move-phase') {
      const moved = Array.isArray(ev.moves) ? ev.moves.map((m) => Number((m as { monster: unknown }).monster)) : [];
      const blocked = Array.isArray(ev.blocked) ? ev.blocked.map(Number) : [];
      return moved.length + blocked.length > 0 ? { text: t('cp.log.advance'), lit: moved } : null;
    }
    if (ev.type === 'damage' && (ev.cause === 'wall' || ev.cause === 'tower' || ev.cause === 'fortify')) {
      const text = describe(ev, null, (seat) => this.hooks.seatName(seat));
      return text ? { text, lit: Number(ev.hp) > 0 ? [Number(ev.monster)] : [] } : null;
    }
    return null;
  }

  /** One event at `i` animated; a boulder's roll takes its crushes and stop with it. Returns the last index it showed. */
  private async step(events: readonly GameEvent[], i: number): Promise<number> {
    const ev = events[i] as GameEvent;
    if (ev.type === 'roll' && ev.for === 'boulder') {
      const end = events.findIndex((e, j) => j > i && e.type === 'boulder');
      if (end > i) {
        await this.boulder(Number(ev.value), events.slice(i + 1, end), events[end] as GameEvent);
        return end;
      }
    }
    await this.animate(ev);
    return i;
  }

  /**
   * A banner over the board saying the token just drawn or played and what it does; it stays
   * ANNOUNCE_MS (the effect animating under it), or until the next announcement or banner.
   */
  announce(text: string, timed = true): void {
    this.dropAnnouncement();
    const size = fontSize(28);
    // Over the phase panel at the top of the right-hand side, which says the same thing meanwhile
    // ("The monsters move"), never over the board: over its top it hid the forest of arcs 6 and 1,
    // where monsters come in (newcomer s33)
    const label = this.scene.add
      .text(0, 0, text, { fontFamily: FONTS.title, fontSize: `${size}px`, fontStyle: '700', color: CSS.ink, align: 'center', wordWrap: { width: PHASE.w - 56 } })
      .setOrigin(0.5)
      .setName('cp.announce.text');
    const w = PHASE.w - 12; // as wide as the panel: its title under it hidden, not peeking out
    // under the words, small: that a click, a tap or Space skips it
    const hint = this.scene.add
      .text(0, 0, skipLearnt ? '' : t(COMPACT ? 'cp.announce.skipTap' : 'cp.announce.skip'), { fontFamily: FONTS.body, fontSize: `${fontSize(16)}px`, color: CSS.inkSoft })
      .setOrigin(0.5)
      .setVisible(!skipLearnt)
      .setName('cp.announce.skip');
    const small = skipLearnt ? 0 : hint.height;
    const h = label.height + small + 26;
    label.setY(-small / 2);
    hint.setY(h / 2 - 8 - small / 2);
    const c = this.scene.add.container(PHASE.x, PHASE.y - PHASE.h / 2 + 4 + h / 2).setName('cp.announce').setDepth(7);
    const bg = this.scene.add.graphics();
    bg.fillStyle(0x2a1a10, 0.35).fillRoundedRect(-w / 2 + 4, -h / 2 + 6, w, h, 14);
    bg.fillStyle(0xf7ecd0, 0.97).fillRoundedRect(-w / 2, -h / 2, w, h, 14);
    bg.lineStyle(3, 0xb8342b, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 14);
    c.add([bg, label, hint]);
    this.skipped = false;
    this.announced = c;
    this.announcedH = h;
    playSfx('flip');
    if (!reducedMotion()) void tweenAsync(this.scene, { targets: c, alpha: { from: 0, to: 1 }, scale: { from: 0.9, to: 1 }, duration: motionMs(180), ease: 'Back.Out' });
    if (timed) this.announceTimer = this.scene.time.delayedCall(motionMs(ANNOUNCE_MS), () => this.fadeAnnouncement());
  }

  /** The announcement shown goes, fading. */
  private fadeAnnouncement(): void {
    this.announceTimer?.remove();
    this.announceTimer = null;
    const c = this.announced;
    if (!c?.active) return;
    this.announced = null;
    void tweenAsync(this.scene, { targets: c, alpha: 0, duration: motionMs(220) }).then(() => c.destroy());
  }

  private dropAnnouncement(): void {
    this.announceTimer?.remove();
    this.announceTimer = null;
    this.announced?.destroy();
    this.announced = null;
  }

  /** The monsters a token brought, moved or healed glow for a moment where they stand. */
  private light(ids: number[]): void {
    for (const id of ids) {
      const token = this.stage.tokens.get(id);
      if (!token?.active) continue;
      const r = (TOKEN * token.scale) / 2 + 10;
      const glow = this.scene.add.graphics({ x: token.x, y: token.y }).setDepth(2.9).setName(`cp.lit.${id}`);
      glow.fillStyle(0xfff1a8, 0.35).fillCircle(0, 0, r);
      glow.lineStyle(5, 0xffe066, 1).strokeCircle(0, 0, r);
      void tweenAsync(this.scene, { targets: glow, alpha: { from: 1, to: 0 }, duration: 1400, ease: 'Quad.In' }).then(() => glow.destroy());
    }
  }

  /** A hit seen: a red burst on the token and its loss ("-1") rising from it. */
  private hitMark(token: MonsterToken, amount: number): void {
    const id = token.monsterId;
    const r = (TOKEN * token.scale) / 2 + 6;
    const c = this.scene.add.container(token.x, token.y).setDepth(3).setName(`cp.hit.${id}`);
    const g = this.scene.add.graphics();
    g.fillStyle(0xd8402f, 0.3).fillCircle(0, 0, r);
    g.lineStyle(5, 0xd8402f, 1).strokeCircle(0, 0, r);
    const label = this.scene.add
      .text(r * 0.7, -r * 0.7, `\u2212${amount}`, { fontFamily: FONTS.title, fontSize: `${fontSize(30)}px`, fontStyle: '700', color: '#ffffff', stroke: '#8a1c12', strokeThickness: 6 })
      .setOrigin(0.5)
      .setName(`cp.hit.${id}.text`);
    c.add([g, label]);
    this.stage.fx.add(c);
    void tweenAsync(this.scene, { targets: label, y: label.y - 26, duration: motionMs(900), ease: 'Cubic.Out' });
    void tweenAsync(this.scene, { targets: c, alpha: { from: 1, to: 0 }, duration: motionMs(1300), ease: 'Quad.In' }).then(() => c.destroy());
  }

  private wait(ms: number): Promise<void> {
    return waitAsync(this.scene, ms);
  }

  private async animate(ev: GameEvent): Promise<void> {
    const token = this.stage.tokens.get(Number(ev.monster ?? -1));
    switch (ev.type) {
      case 'hit':
        return ev.card === 'all-for-one' ? this.allForOneFlight(ev) : this.cardFlight(ev);
      case 'tar':
      case 'drive-back':
      case 'fortify':
      case 'build':
        return this.cardFlight(ev);
      case 'damage':
        if (!token) return;
        this.hitMark(token, Number(ev.amount ?? 1));
        return this.turnToken(token, Number(ev.hp));
      case 'slay':
        return token ? this.slayToken(token, ev.seat === null || ev.seat === undefined ? null : Number(ev.seat)) : undefined;
      case 'move':
        return this.march(ev);
      case 'wall-falls':
        playSfx('crumble');
        return this.crumble(this.stage.walls[Number(ev.arc) - 1], polar(arcMid(Number(ev.arc)), WALL_R));
      case 'tower-falls':
        playSfx('topple');
        return this.crumble(this.stage.towers[Number(ev.arc) - 1], polar(arcMid(Number(ev.arc)), TOWER_R));
      case 'fortify-lost': {
        const f = this.stage.fortifies.get(Number(ev.arc));
        playSfx('hit');
        if (f) await tweenAsync(this.scene, { targets: f, alpha: 0, scale: 1.6, duration: motionMs(320), ease: 'Cubic.Out' });
        return;
      }
      case 'roll':
        return this.showRoll(Number(ev.value));
      case 'place':
        return ev.start === true ? this.takePlace(ev) : this.arrive(ev);
      case 'start-deal':
        return this.banner(t('cp.log.startDeal'), 250);
      case 'heal':
        return this.heal(Array.isArray(ev.monsters) ? ev.monsters.map(Number) : []);
      case 'untar':
        for (const id of Array.isArray(ev.monsters) ? ev.monsters : []) this.stage.tokens.get(Number(id))?.setTarred(false);
        return;
      case 'plague':
        playSfx('card');
        return;
      case 'build-tower':
        return this.raiseTower(Number(ev.arc));
      case 'final-charge':
        return this.banner(t('cp.log.finalCharge'), 300);
      case 'overlord-draw':
        return this.banner(plural('cp.log.overlordDraw', Number(ev.count)), 300);
      case 'overlord-pass':
        return this.banner(t('cp.log.overlordPass'), 300);
      case 'missing-skips':
        return ev.overlord === true ? this.banner(t('cp.log.missingOverlord'), 400) : undefined;
      case 'lose':
        return this.finale(false);
      case 'win':
        return this.finale(true);
      case 'turn': {
        playSfx('flip');
        // By the person's name online (issue 28 item 1); "Player 2's turn" for a seat with none.
        const person = named(Number(ev.seat), '');
        return this.banner(person ? t('cp.turnOf', { name: person }) : t('cp.turnOfSeat', { n: Number(ev.seat) + 1 }), 250);
      }
      case 'trade': {
        // a bot's trade, or an offer accepted, said over the board (the person sees their hand change, and why)
        playSfx('card');
        const text = this.hooks.tradeText?.(ev);
        if (text) {
          this.announce(text);
          await this.hold(motionMs(900));
        }
        return;
      }
      case 'discard':
      case 'draw':
      case 'scavenge':
        playSfx('card');
        return;
      default:
        return;
    }
  }

  /** Takes a card out of the hand for its flight (none under reduced motion: the redraw removes it). */
  private takeCard(card: string): CardPiece | undefined {
    const held = this.stage.handCards.get(card);
    if (!held || reducedMotion()) return undefined;
    this.hooks.releaseCard(held);
    this.stage.handCards.delete(card);
    held.setDepth(10);
    return held;
  }

  /** The played card flies from the hand to its target, then the target shows the effect. */
  private async cardFlight(ev: GameEvent): Promise<void> {
    playSfx('card');
    const card = ev.type === 'hit' ? String(ev.card) : ev.type === 'build' ? 'brick' : ev.type === 'drive-back' ? 'drive-him-back' : ev.type === 'fortify' ? 'fortify-wall' : 'tar';
    const token = this.stage.tokens.get(Number(ev.monster ?? -1));
    const to: Pos = token ? { x: token.x, y: token.y } : polar(arcMid(Number(ev.arc ?? 1)), WALL_R);
    const held = this.takeCard(card);
    if (held) {
      await tweenAsync(this.scene, { targets: held, x: to.x, y: to.y, scale: 0.45, alpha: 0.3, duration: motionMs(300), ease: 'Cubic.In' });
      held.destroy();
    }
    switch (ev.type) {
      case 'tar':
        playSfx('tile');
        if (token) {
          token.setTarred(true);
          await tweenAsync(this.scene, { targets: token, scale: { from: 1.25, to: 1 }, duration: motionMs(260), ease: 'Back.Out' });
        }
        return;
      case 'drive-back': {
        if (!token) return;
        const m = this.stage.model.get(token.monsterId);
        if (m) m.ring = 'forest';
        return this.moveTokens([token.monsterId], 420);
      }
      case 'fortify': {
        const arc = Number(ev.arc);
        const f = drawFortify(this.scene, arc);
        this.stage.layer.add(f);
        this.stage.fortifies.set(arc, f);
        playSfx('tile');
        await tweenAsync(this.scene, { targets: f, scale: { from: 0, to: 1 }, duration: motionMs(300), ease: 'Back.Out' });
        return;
      }
      case 'build': {
        const arc = Number(ev.arc);
        const old = this.stage.walls[arc - 1];
        const wall = drawWall(this.scene, arc, true).setAlpha(0);
        this.stage.layer.add(wall);
        playSfx('tile');
        await tweenAsync(this.scene, { targets: wall, alpha: 1, duration: motionMs(320), ease: 'Cubic.Out' });
        old?.destroy();
        this.stage.walls[arc - 1] = wall;
        return;
      }
      default:
        return;
    }
  }

  /** Not Over Yet: a fallen tower rises again. */
  private async raiseTower(arc: number): Promise<void> {
    const tower = drawTower(this.scene, arc, true);
    this.stage.layer.add(tower);
    playSfx('tile');
    await tweenAsync(this.scene, { targets: tower, scale: { from: 0.2, to: 1 }, alpha: { from: 0, to: 1 }, duration: motionMs(360), ease: 'Back.Out' });
    this.stage.towers[arc - 1]?.destroy();
    this.stage.towers[arc - 1] = tower;
  }

  /** All for One: the three cards fly together onto the monster under the banner; the slay follows. */
  private async allForOneFlight(ev: GameEvent): Promise<void> {
    playSfx('card');
    const token = this.stage.tokens.get(Number(ev.monster ?? -1));
    const cards = Array.isArray(ev.cards) ? ev.cards.map(String) : [];
    const flights = cards.map(async (card, i) => {
      if (!token) return;
      const held = this.takeCard(card);
      if (!held) return;
      await this.wait(motionMs(i * 90));
      await tweenAsync(this.scene, { targets: held, x: token.x, y: token.y, scale: 0.45, alpha: 0.3, angle: (i - 1) * 20, duration: motionMs(340), ease: 'Cubic.In' });
      held.destroy();
    });
    await Promise.all([...flights, this.banner(t('cp.afo.banner'), 350)]);
  }

  /** A hit turns the token so the next number points at the castle (a heal turns it back). */
  private async turnToken(token: MonsterToken, hp: number): Promise<void> {
    const m = this.stage.model.get(token.monsterId);
    if (m) m.hp = hp;
    const to = m ? turnFor(m) : token.turn.angle + 120;
    playSfx('hit');
    if (reducedMotion()) {
      token.turn.setAngle(to);
      token.straighten();
      return;
    }
    const x0 = token.x;
    await Promise.all([
      tweenAsync(this.scene, { targets: token.turn, angle: to, duration: motionMs(450), ease: 'Sine.InOut', onUpdate: () => token.straighten() }),
      tweenAsync(this.scene, { targets: token, x: x0 + 5, duration: motionMs(50), yoyo: true, repeat: 3 }),
    ]);
    // a loaded machine may end the wait before the shake: stop it, or it would fight the next move
    this.scene.tweens.killTweensOf([token, token.turn]);
    token.x = x0;
    token.turn.setAngle(to);
    token.straighten();
  }

  /** A slain monster leaves the board: to its slayer's trophy pile, which counts it, or it just fades. */
  private async slayToken(token: MonsterToken, seat: number | null): Promise<void> {
    playSfx('hit');
    this.stage.model.delete(token.monsterId);
    this.stage.tokens.delete(token.monsterId);
    this.stage.monsterZones.get(token.monsterId)?.setHighlight('off');
    const trophy = seat === null ? undefined : this.hooks.trophyAt(seat);
    this.scene.tweens.killTweensOf(token);
    if (trophy) {
      // lifted above the board, it flies to the pile and lands there small
      this.stage.tokenLayer.bringToTop(token);
      await tweenAsync(this.scene, { targets: token, scale: 1.2, duration: motionMs(140), ease: 'Cubic.Out' });
      await tweenAsync(this.scene, { targets: token, x: trophy.x, y: trophy.y, scale: 0.4, angle: 90, duration: motionMs(560), ease: 'Cubic.InOut' });
      // it lands on the pile (even where a loaded machine ended the wait early), which counts it, and sinks in
      this.scene.tweens.killTweensOf(token);
      token.setPosition(trophy.x, trophy.y).setScale(0.4).setAngle(90);
      trophy.bump();
      await tweenAsync(this.scene, { targets: token, alpha: 0, duration: motionMs(220), ease: 'Cubic.In' });
    } else {
      await tweenAsync(this.scene, { targets: token, y: token.y - 30, scale: 0.4, alpha: 0, angle: 90, duration: motionMs(360), ease: 'Cubic.In' });
    }
    token.destroy();
  }

  /** Monsters move together: each glides along the board, round the castle when it circles. */
  private async march(ev: GameEvent): Promise<void> {
    const moves = Array.isArray(ev.moves) ? (ev.moves as { monster: number; arc: number; ring: Ring }[]) : [];
    let moved = false;
    for (const mv of moves) {
      const m = this.stage.model.get(Number(mv.monster));
      if (!m) continue;
      m.arc = Number(mv.arc);
      m.ring = mv.ring;
      moved = true;
    }
    if (!moved) return;
    playSfx('march');
    await this.moveTokens(null, 560);
  }

  /** Slide tokens (all of them when `only` is null) to their places in the model, in polar steps. */
  private async moveTokens(only: number[] | null, ms: number): Promise<void> {
    const places = this.stage.places();
    const jobs: Promise<void>[] = [];
    for (const [id, token] of this.stage.tokens) {
      if (only && !only.includes(id)) continue;
      const to = places.get(id);
      if (!to) continue;
      const fromAngle = Math.atan2(token.y - BOARD.y, token.x - BOARD.x);
      const fromR = Math.hypot(token.x - BOARD.x, token.y - BOARD.y);
      let dA = to.angle - fromAngle;
      while (dA > Math.PI) dA -= Math.PI * 2;
      while (dA < -Math.PI) dA += Math.PI * 2;
      if (Math.abs(dA) < 1e-3 && Math.abs(to.r - fromR) < 0.5) continue;
      const end = polar(to.angle, to.r);
      const fromScale = token.scale;
      this.stage.monsterZones.get(id)?.setPosition(end.x, end.y);
      if (reducedMotion()) {
        token.setPosition(end.x, end.y).setScale(to.scale).aim();
        continue;
      }
      const step = { t: 0 };
      jobs.push(
        tweenAsync(this.scene, {
          targets: step,
          t: 1,
          duration: motionMs(ms),
          ease: 'Sine.InOut',
          onUpdate: () => {
            const p = polar(fromAngle + dA * step.t, fromR + (to.r - fromR) * step.t);
            token.setPosition(p.x, p.y).setScale(fromScale + (to.scale - fromScale) * step.t).aim();
          },
        }).then(() => {
          token.setPosition(end.x, end.y).setScale(to.scale).aim();
        }),
      );
    }
    await Promise.all(jobs);
  }

  /** A wall or tower crumbles (board-fx.ts). */
  private crumble(obj: Phaser.GameObjects.Container | undefined, at: Pos): Promise<void> {
    return crumble(this.scene, this.stage.fx, obj, at);
  }

  /** The end as a moment of its own, before the result's dialog (board-fx.ts finale). */
  private finale(won: boolean): Promise<void> {
    // the side panel final under the finale (a newcomer read "9 slain" beside a result saying 10)
    this.dropAnnouncement();
    this.hooks.ended?.();
    return finale(this.scene, this.stage.fx, won, this.hooks.finaleText?.(won) ?? t(won ? 'cp.won' : 'cp.lost'));
  }

  /** A banner over the top of the board: the token just drawn, or whose turn it is. */
  async banner(text: string, ms = 500): Promise<void> {
    // under the token's announcement while it stays
    // in the right-hand side too, under the announcement while it stays (never over the board's forest)
    const y = this.announced?.active ? this.announced.y + this.announcedH / 2 + 38 : PHASE.y - PHASE.h / 2 + 34;
    const c = this.scene.add.container(PHASE.x, y).setName('cp.banner').setDepth(7);
    const label = this.scene.add.text(0, 0, text, { fontFamily: FONTS.title, fontSize: '30px', fontStyle: '700', color: CSS.ink }).setOrigin(0.5);
    const w = Math.max(260, label.width + 60);
    const bg = this.scene.add.graphics();
    bg.fillStyle(0xf1e4c3, 0.96).fillRoundedRect(-w / 2, -30, w, 60, 14);
    bg.lineStyle(3, 0x9a7428, 1).strokeRoundedRect(-w / 2, -30, w, 60, 14);
    c.add([bg, label]);
    this.stage.fx.add(c);
    playSfx('flip');
    await tweenAsync(this.scene, { targets: c, alpha: { from: 0, to: 1 }, y: { from: y - 20, to: y }, duration: motionMs(200), ease: 'Cubic.Out' });
    await this.wait(motionMs(ms));
    await tweenAsync(this.scene, { targets: c, alpha: 0, duration: motionMs(200) });
    c.destroy();
  }

  private async showRoll(value: number): Promise<void> {
    this.die?.destroy();
    const die = await rollDie(this.scene, BOARD.x, BOARD.y, value, { size: 70, name: 'cp.die' });
    this.stage.fx.add(die);
    this.die = die;
  }

  private dropDie(): void {
    this.die?.destroy();
    this.die = null;
  }

  /** A new monster comes out of the forest edge at the rolled arc. */
  private async arrive(ev: GameEvent): Promise<void> {
    const ring = RINGS.includes(ev.ring as Ring) ? (ev.ring as Ring) : 'forest';
    const m: Monster = { id: Number(ev.monster), kind: String(ev.kind), hp: Number(ev.hp), maxHp: Number(ev.hp), arc: Number(ev.arc), ring, tarred: false };
    this.stage.model.set(m.id, m);
    const start = polar(arcMid(m.arc), BOARD.r + 60);
    const token = new MonsterToken(this.scene, start.x, start.y, m);
    token.setAlpha(0);
    this.stage.tokenLayer.add(token);
    this.stage.tokens.set(m.id, token);
    playSfx('tile');
    await tweenAsync(this.scene, { targets: token, alpha: 1, duration: motionMs(120) });
    await this.moveTokens(null, 480);
    this.dropDie();
  }

  /**
   * The placing phase: a starting monster leaves the tray (the piece just dropped, else the first
   * of its kind) and walks to its slot in the archer ring, turning to face the castle.
   */
  private async takePlace(ev: GameEvent): Promise<void> {
    const m: Monster = { id: Number(ev.monster), kind: String(ev.kind), hp: Number(ev.hp), maxHp: Number(ev.hp), arc: Number(ev.arc), ring: 'archer', tarred: false };
    this.stage.model.set(m.id, m);
    const dropped = this.stage.placing?.kind === m.kind ? this.stage.placing : null;
    const piece = dropped ?? [...this.stage.startPieces.values()].find((p) => p.kind === m.kind && p.active);
    const from = piece ? { x: piece.x, y: piece.y } : polar(arcMid(m.arc), BOARD.r + 60);
    if (piece) {
      this.hooks.releaseCard(piece);
      this.stage.startPieces.delete(piece.id);
      piece.destroy();
    }
    if (dropped) this.stage.placing = null;
    const to = polar(arcMid(m.arc), slotRadius('archer'));
    const token = new MonsterToken(this.scene, from.x, from.y, m);
    this.stage.tokenLayer.add(token);
    this.stage.tokens.set(m.id, token);
    playSfx('tile');
    if (reducedMotion()) {
      token.setPosition(to.x, to.y).aim();
      return;
    }
    await tweenAsync(this.scene, {
      targets: token,
      x: to.x,
      y: to.y,
      duration: motionMs(dropped ? 260 : 420),
      ease: 'Cubic.Out',
      onUpdate: () => token.aim(),
    });
    token.setPosition(to.x, to.y).aim();
    await tweenAsync(this.scene, { targets: token, scale: { from: 1.15, to: 1 }, duration: motionMs(160), ease: 'Back.Out' });
  }

  /** The healer: every wounded monster glows and turns back one number. */
  private async heal(ids: number[]): Promise<void> {
    playSfx('flip');
    const jobs = ids.map(async (id) => {
      const token = this.stage.tokens.get(id);
      const m = this.stage.model.get(id);
      if (!token || !m) return;
      const glow = this.scene.add.circle(token.x, token.y, TOKEN * 0.75, 0x9fe08a, 0.55);
      this.stage.fx.add(glow);
      m.hp = Math.min(m.maxHp, m.hp + 1);
      await Promise.all([
        tweenAsync(this.scene, { targets: glow, scale: { from: 0.6, to: 1.4 }, alpha: 0, duration: motionMs(600), ease: 'Sine.Out' }),
        tweenAsync(this.scene, { targets: token.turn, angle: turnFor(m), duration: motionMs(420), ease: 'Cubic.InOut', onUpdate: () => token.straighten() }),
      ]);
      glow.destroy();
    });
    await Promise.all(jobs);
  }

  /** The boulder rolls in from the forest along its path, crushing monsters, until a structure stops it. */
  private async boulder(value: number, between: GameEvent[], ev: GameEvent): Promise<void> {
    await this.showRoll(value);
    const path = Array.isArray(ev.path) ? (ev.path as { arc: number; ring: Ring }[]) : [];
    const stopped = ev.stoppedBy as { arc: number; at: string } | null;
    const arc = Number(ev.arc);
    const rock = this.scene.add.container(0, 0).setName('cp.boulder');
    const g = this.scene.add.graphics();
    g.fillStyle(0x000000, 0.35).fillCircle(3, 5, 24);
    g.fillStyle(0x857d70, 1).fillCircle(0, 0, 24);
    g.fillStyle(0x6a6358, 1).fillCircle(-8, -6, 7).fillCircle(9, 5, 6).fillCircle(-3, 12, 4);
    g.lineStyle(3, 0x2d2a26, 1).strokeCircle(0, 0, 24);
    rock.add(g);
    this.stage.fx.add(rock);
    const start = polar(arcMid(arc), BOARD.r + 40);
    rock.setPosition(start.x, start.y);
    const pointOf = (step: { arc: number; ring: Ring }): Pos => polar(arcMid(step.arc), step.ring === 'castle' ? RING_MID.castle - 30 : RING_MID[step.ring]);
    playSfx('rumble');
    const roll = async (to: Pos): Promise<void> => {
      const d = Math.hypot(to.x - rock.x, to.y - rock.y);
      await tweenAsync(this.scene, { targets: rock, x: to.x, y: to.y, angle: rock.angle + d * 1.4, duration: motionMs(120 + d * 1.2), ease: 'Linear' });
    };
    for (const step of path) {
      await roll(pointOf(step));
      const crushed = between.filter((e) => e.type === 'slay' && Number(e.arc) === step.arc && e.ring === step.ring);
      await Promise.all(
        crushed.map((e) => {
          const token = this.stage.tokens.get(Number(e.monster));
          return token ? this.slayToken(token, null) : Promise.resolve();
        }),
      );
    }
    if (stopped) {
      const at = stopped.at === 'tower' ? polar(arcMid(stopped.arc), TOWER_R) : polar(arcMid(stopped.arc), WALL_R);
      await roll(at);
      playSfx('crumble');
      if (stopped.at === 'tower') await this.crumble(this.stage.towers[stopped.arc - 1], at);
      else if (stopped.at === 'wall') await this.crumble(this.stage.walls[stopped.arc - 1], at);
      else {
        const f = this.stage.fortifies.get(stopped.arc);
        if (f) await tweenAsync(this.scene, { targets: f, alpha: 0, scale: 1.6, duration: motionMs(300) });
      }
      await tweenAsync(this.scene, { targets: rock, alpha: 0, scale: 0.6, duration: motionMs(260) });
    } else {
      const last = path[path.length - 1];
      const out = polar(arcMid(last?.arc ?? arc), BOARD.r + 50);
      await roll(out);
    }
    rock.destroy();
    this.dropDie();
  }
}
