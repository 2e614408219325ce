// The Regicide table: the current enemy large in the middle with its health, attack, shield and
// immunity; the castle, tavern and discard around it; the plays against this enemy; the hand
// fanned at the bottom. Cards are dragged (or clicked, then the target clicked) onto the enemy
// to build a play, and onto the wounds to cover damage; the forecast shows what a play will do
// before it is committed. Every change is animated by comparing where each card was and is.
import Phaser from 'phaser';
import { Button, DragController, DropZone, Panel, showToast, tweenAsync, type Piece } from '../../../ui';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import type { GameHost, GameSceneApi, SessionChange } from '../../../app/catalog';
import type { GameSession } from '../../../app/session';
import { playSfx } from '../../../app/audio';
import { motionMs } from '../../../app/settings';
import { t, type TextKey } from '../../../app/i18n';
import { enemyAttack, enemyHealth, valueOf, type RegicideMove, type RegicideState } from '../rules';
import { suitOf } from '../rules/cards';
import { forecast } from '../rules/forecast';
import { CARD_H, CARD_W, CardPiece, drawCard } from './card-view';

const POS = {
  tavern: { x: 130, y: 250 },
  discard: { x: 130, y: 470 },
  castle: { x: 380, y: 260 },
  enemy: { x: 620, y: 260 },
  meters: { x: 790, y: 160 },
  table: { x: 620, y: 470 },
  pending: { x: 620, y: 600 },
  hand: { x: 620, y: 790 },
  panel: { x: 1400, y: 320 },
  wounds: { x: 1400, y: 618 },
};
const ENEMY_SCALE = 1.7;
const SUIT_LETTER: Record<number, string> = { 1: 'C', 2: 'D', 4: 'H', 8: 'S' };

export class RegicideScene extends Phaser.Scene implements GameSceneApi {
  private session!: GameSession;
  private host!: GameHost;
  private seat = 0;
  private drag!: DragController;
  private enemyZone!: DropZone;
  private woundsZone!: DropZone;
  private pending: string[] = [];
  private layer!: Phaser.GameObjects.Container;
  private pieces = new Map<string, Phaser.GameObjects.Container>();

  constructor() {
    super('Regicide');
  }

  create(data: { session: GameSession; host: GameHost }): void {
    this.session = data.session;
    this.host = data.host;
    this.seat = this.host.viewer();
    this.pending = [];
    this.pieces = new Map();
    this.enemyZone = new DropZone(this, POS.enemy.x, POS.enemy.y, CARD_W * ENEMY_SCALE + 30, CARD_H * ENEMY_SCALE + 30, 'enemy', { name: 'regicide.enemyZone' });
    this.woundsZone = new DropZone(this, POS.wounds.x, POS.wounds.y, 300, 130, 'wounds', { name: 'regicide.wounds' });
    this.drag = new DragController(this, {
      targetsFor: (piece) => this.targetsFor(piece),
      onDrop: (piece) => this.addPending(piece.id),
      canPick: () => this.myTurn(),
      whyNot: () => t('regicide.cantAdd'),
      snapToZone: false,
    });
    this.drag.addZone(this.enemyZone);
    this.drag.addZone(this.woundsZone);
    this.layer = this.add.container(0, 0);
    this.redraw(false);
  }

  private state(): RegicideState | null {
    return this.seat < 0 ? null : (this.session.view(this.seat) as RegicideState);
  }

  private myTurn(): boolean {
    return this.seat >= 0 && this.session.actor() === this.seat;
  }

  private legal(): RegicideMove[] {
    return this.myTurn() ? (this.session.legalMoves() as RegicideMove[]) : [];
  }

  private sameCards(a: readonly string[], b: readonly string[]): boolean {
    return a.length === b.length && a.every((c) => b.includes(c));
  }

  /** A card may join the pending play if some legal play holds all of them together. */
  private canAdd(card: string): boolean {
    const s = this.state();
    if (!s || this.pending.includes(card)) return false;
    const want = [...this.pending, card];
    if (s.phase === 'discard') return this.pendingValue() < s.toDiscard;
    return this.legal().some((m) => m.type === 'play' && want.every((c) => m.cards.includes(c)));
  }

  private targetsFor(piece: Piece): DropZone[] {
    const s = this.state();
    if (!s || !this.canAdd(piece.id)) return [];
    return s.phase === 'discard' ? [this.woundsZone] : s.phase === 'play' ? [this.enemyZone] : [];
  }

  private addPending(card: string): true | string {
    if (!this.canAdd(card)) return t('regicide.cantAdd');
    this.pending.push(card);
    playSfx('card');
    this.redraw(true);
    return true;
  }

  private removePending(card: string): void {
    this.pending = this.pending.filter((c) => c !== card);
    this.redraw(true);
  }

  private pendingValue(): number {
    return this.pending.reduce((n, c) => n + valueOf(c), 0);
  }

  private commit(move: RegicideMove): void {
    const pending = this.pending;
    this.pending = [];
    if (!this.host.play(move)) {
      this.pending = pending;
      this.redraw(true);
    }
  }

  // ---- drawing ----

  private redraw(animate: boolean): void {
    const old = this.pieces;
    this.pieces = new Map();
    for (const child of this.layer.list.slice()) {
      if (child instanceof CardPiece) this.drag.removePiece(child);
    }
    const keep = new Map<string, { x: number; y: number }>();
    for (const [id, obj] of old) keep.set(id, { x: obj.x, y: obj.y });
    this.layer.removeAll(true);
    const s = this.state();
    if (!s) return;
    this.drawPiles(s);
    this.drawEnemy(s);
    this.drawTable(s);
    this.drawHand(s, keep, animate);
    this.drawOthers(s);
    this.drawPanel(s);
  }

  private label(x: number, y: number, text: string, name = '', size = 20, colour: string = CSS.parchment): Phaser.GameObjects.Text {
    const l = this.add.text(x, y, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: colour, align: 'center' }).setOrigin(0.5);
    if (name) l.setName(name);
    this.layer.add(l);
    return l;
  }

  private pile(x: number, y: number, count: number, top: string, name: string, caption: string): void {
    const c = this.add.container(x, y).setName(name);
    if (count > 0) {
      for (let i = Math.min(3, count) - 1; i >= 0; i--) {
        const card = this.add.container(-i * 3, -i * 3);
        drawCard(this, card, i === 0 ? top : '?');
        c.add(card);
      }
    } else {
      c.add(this.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
    }
    this.layer.add(c);
    this.label(x, y + CARD_H / 2 + 22, caption, `${name}.count`);
  }

  private drawPiles(s: RegicideState): void {
    this.pile(POS.tavern.x, POS.tavern.y, s.tavern.length, '?', 'regicide.tavern', t('regicide.tavern', { n: s.tavern.length }));
    this.pile(POS.discard.x, POS.discard.y, s.discard.length, s.discard[s.discard.length - 1] ?? '?', 'regicide.discard', t('regicide.discardPile', { n: s.discard.length }));
    this.pile(POS.castle.x, POS.castle.y, s.castle.length, '?', 'regicide.castle', t('regicide.castle', { n: s.castle.length }));
  }

  private drawEnemy(s: RegicideState): void {
    if (!s.enemy) return;
    const c = this.add.container(POS.enemy.x, POS.enemy.y).setName('regicide.enemy').setScale(ENEMY_SCALE);
    drawCard(this, c, s.enemy);
    this.layer.add(c);
    this.pieces.set(`enemy:${s.enemy}`, c);
    const max = enemyHealth(s.enemy);
    const left = Math.max(0, max - s.damage);
    const { x, y } = POS.meters;
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.45).fillRoundedRect(x, y, 360, 30, 8);
    g.fillStyle(0x3f7d3a, 1).fillRoundedRect(x + 3, y + 3, 354 * (left / max), 24, 6);
    if (s.damage > 0) g.fillStyle(0xb3362c, 1).fillRoundedRect(x + 3 + 354 * (left / max), y + 3, 354 * (Math.min(s.damage, max) / max), 24, 6);
    this.layer.add(g);
    const textAt = (dy: number, text: string, name: string, colour: string = CSS.parchment) =>
      this.layer.add(this.add.text(x, y + dy, text, { fontFamily: FONTS.body, fontSize: '22px', fontStyle: '700', color: colour }).setName(name));
    textAt(36, t('regicide.health', { left, max }), 'regicide.health');
    const attack = enemyAttack(s.enemy);
    if (s.shield > 0) {
      // The shield as a blue plate, as wide as the attack it stops.
      g.fillStyle(0x2f5d9e, 1).fillRoundedRect(x, y + 84, Math.max(12, 360 * Math.min(1, s.shield / attack)), 30, 6);
      g.lineStyle(2, 0x9fc0ee, 1).strokeRoundedRect(x, y + 84, Math.max(12, 360 * Math.min(1, s.shield / attack)), 30, 6);
    }
    textAt(122, t('regicide.attack', { attack, shield: s.shield, net: Math.max(0, attack - s.shield) }), 'regicide.attack');
    const suit = SUIT_LETTER[suitOf(s.enemy)] ?? 'C';
    textAt(
      160,
      s.immunityCancelled ? t('regicide.immunityCancelled') : t('regicide.immune', { suit: t(`regicide.suit.${suit}` as TextKey) }),
      'regicide.immunity',
      s.immunityCancelled ? CSS.goldLight : CSS.parchment,
    );
  }

  private drawTable(s: RegicideState): void {
    const cards = s.table.flat();
    const w = 70;
    cards.forEach((code, i) => {
      const c = this.add.container(POS.table.x + (i - (cards.length - 1) / 2) * (w * 0.75), POS.table.y).setScale(w / CARD_W);
      drawCard(this, c, code);
      c.setName(`regicide.table.${code}`);
      this.layer.add(c);
      this.pieces.set(code, c);
    });
  }

  private drawHand(s: RegicideState, was: Map<string, { x: number; y: number }>, animate: boolean): void {
    const hand = (s.hands[this.seat] ?? []).filter((c) => !this.pending.includes(c));
    const gap = Math.min(CARD_W + 12, 760 / Math.max(1, hand.length));
    hand.forEach((code, i) => {
      const x = POS.hand.x + (i - (hand.length - 1) / 2) * gap;
      const y = POS.hand.y + Math.abs(i - (hand.length - 1) / 2) * 6;
      const card = new CardPiece(this, x, y, code);
      card.setAngle((i - (hand.length - 1) / 2) * 2);
      this.layer.add(card);
      this.drag.addPiece(card);
      this.pieces.set(code, card);
      this.arrive(card, was.get(code), animate, i);
    });
    const onWounds = s.phase === 'discard';
    this.pending.forEach((code, i) => {
      const spread = onWounds ? Math.min(CARD_W * 0.5, 240 / Math.max(1, this.pending.length)) : CARD_W * 0.8;
      const x = (onWounds ? POS.wounds.x : POS.pending.x) + (i - (this.pending.length - 1) / 2) * spread;
      const y = onWounds ? POS.wounds.y + 12 : POS.pending.y;
      const c = this.add.container(x, y).setScale(onWounds ? 0.5 : 0.8).setName(`regicide.pending.${code}`);
      drawCard(this, c, code);
      c.setSize(CARD_W, CARD_H).setInteractive({ useHandCursor: true });
      c.on('pointerup', () => this.removePending(code));
      this.layer.add(c);
      this.pieces.set(code, c);
      this.arrive(c, was.get(code), animate, 0);
    });
  }

  /** Slide a card from where it was (or from the tavern, for a drawn card) to its place. */
  private arrive(obj: Phaser.GameObjects.Container, from: { x: number; y: number } | undefined, animate: boolean, order: number): void {
    if (!animate) return;
    const to = { x: obj.x, y: obj.y };
    const start = from ?? POS.tavern;
    if (start.x === to.x && start.y === to.y) return;
    obj.setPosition(start.x, start.y);
    if (obj instanceof CardPiece) obj.setHome(to.x, to.y);
    this.tweens.add({ targets: obj, x: to.x, y: to.y, duration: motionMs(280), delay: from ? 0 : motionMs(120) * order, ease: 'Cubic.Out' });
  }

  private drawOthers(s: RegicideState): void {
    if (s.hands.length < 2) return;
    s.hands.forEach((hand, seat) => {
      const name = t('regicide.seat', { n: seat + 1 });
      const colour = seat === s.current ? CSS.goldLight : CSS.parchment;
      this.label(300 + seat * 250, 100, t('regicide.cards', { name, n: hand.length }), `regicide.seat.${seat}`, 20, colour);
    });
  }

  private drawPanel(s: RegicideState): void {
    const panel = new Panel(this, POS.panel.x, POS.panel.y, 330, 400, { title: this.panelTitle(s) });
    panel.setName('regicide.panel');
    this.layer.add(panel);
    const lines = this.panelLines(s);
    const body = this.add
      .text(POS.panel.x - 145, POS.panel.y - 115, lines.join('\n'), { fontFamily: FONTS.body, fontSize: '19px', color: CSS.ink, wordWrap: { width: 290 }, lineSpacing: 4 })
      .setName('regicide.forecast');
    this.layer.add(body);
    if (s.phase === 'discard') this.drawWounds();
    this.drawButtons(s);
  }

  /** The wounds: where cards go to cover the damage, a red-edged tray with a label. */
  private drawWounds(): void {
    const { x, y } = POS.wounds;
    const g = this.add.graphics();
    g.fillStyle(0x5a1a16, 0.55).fillRoundedRect(x - 150, y - 65, 300, 130, 14);
    g.lineStyle(3, 0xb3362c, 1).strokeRoundedRect(x - 150, y - 65, 300, 130, 14);
    this.layer.add(g);
    this.label(x, y - 42, t('regicide.wounds'), '', 20, '#f3b0a8');
  }

  private panelTitle(s: RegicideState): string {
    if (s.phase === 'discard') return t('regicide.sufferTitle', { n: s.toDiscard });
    if (s.phase === 'choose') return t('regicide.chooseTitle');
    return t('regicide.forecastTitle');
  }

  private panelLines(s: RegicideState): string[] {
    if (s.phase === 'discard') return [t('regicide.sufferChosen', { n: this.pendingValue(), need: s.toDiscard }), '', t('regicide.hintDiscard')];
    if (s.phase !== 'play') return [];
    if (this.pending.length === 0) return [t('regicide.pick'), '', t('regicide.hint')];
    const f = forecast(s, this.pending);
    if (!f) return [];
    if (f.result === 'survives' && f.attack === 0) return [t('regicide.fJester')];
    const out = [t('regicide.fDamage', { n: f.damage })];
    if (f.immune) out.push(t('regicide.fImmune'));
    if (f.healed) out.push(t('regicide.fHeal', { n: f.healed }));
    if (f.drawn) out.push(t('regicide.fDraw', { n: f.drawn }));
    if (f.shieldGained) out.push(t('regicide.fShield', { n: f.shieldGained, total: f.shieldTotal }));
    if (f.result === 'exact') out.push(t('regicide.fExact'));
    else if (f.result === 'overkill') out.push(t('regicide.fOverkill'));
    else {
      out.push(t('regicide.fSurvives', { n: f.healthLeft }));
      out.push(t(f.canCover ? 'regicide.fCover' : 'regicide.fCannot', { n: f.counterAttack, have: f.handValueAfter }));
    }
    return out;
  }

  private button(x: number, y: number, label: string, name: string, fn: () => void, enabled: boolean, variant: 'primary' | 'secondary' = 'primary'): void {
    const b = new Button(this, x, y, label, fn, { width: 290, variant, name });
    b.setEnabled(enabled);
    this.layer.add(b);
  }

  private drawButtons(s: RegicideState): void {
    const legal = this.legal();
    const x = POS.panel.x;
    if (s.phase === 'play') {
      const play = legal.find((m) => m.type === 'play' && this.sameCards(m.cards, this.pending));
      const value = this.pending.reduce((n, c) => n + valueOf(c), 0);
      this.button(x, 660, this.pending.length ? t('regicide.play', { n: value }) : t('regicide.playNothing'), 'regicide.playButton', () => play && this.commit(play), !!play);
      const yieldMove = legal.find((m) => m.type === 'yield');
      this.button(x, 728, t('regicide.yield'), 'regicide.yieldButton', () => yieldMove && this.commit(yieldMove), !!yieldMove, 'secondary');
    } else if (s.phase === 'discard') {
      const discard = legal.find((m) => m.type === 'discard' && this.sameCards(m.cards, this.pending));
      this.button(x, 760, t('regicide.discard', { n: this.pendingValue() }), 'regicide.discardButton', () => {
        if (discard) this.commit(discard);
        else showToast(this, t('regicide.cantCover'), 'error');
      }, this.pending.length > 0);
    } else if (s.phase === 'choose') {
      legal.forEach((m, i) => {
        if (m.type !== 'choose') return;
        this.button(x, 300 + i * 66, t('regicide.seat', { n: m.seat + 1 }), `regicide.choose.${m.seat}`, () => this.commit(m), true);
      });
    }
    const flip = legal.find((m) => m.type === 'flip');
    if (s.hands.length === 1) {
      this.button(x, 830, t('regicide.flip', { n: s.jestersLeft }), 'regicide.flipButton', () => flip && this.commit(flip), !!flip, 'secondary');
    }
  }

  // ---- GameSceneApi ----

  async present(change: SessionChange): Promise<void> {
    const before = this.enemyShown();
    if (change.kind === 'move') {
      for (const ev of change.events) {
        if (ev.type === 'damage' || ev.type === 'suffer') playSfx('hit');
        if (ev.type === 'kill') playSfx('crumble');
        if (ev.type === 'draw' || ev.type === 'heal') playSfx('card');
        if (ev.type === 'flip' || ev.type === 'reveal') playSfx('flip');
      }
      const hit = change.events.some((e) => e.type === 'damage');
      if (hit && before) await tweenAsync(this, { targets: before, x: before.x + 10, duration: motionMs(45), yoyo: true, repeat: 3 });
      const fell = change.events.some((e) => e.type === 'kill');
      if (fell && before) await tweenAsync(this, { targets: before, alpha: 0, scale: ENEMY_SCALE * 0.6, angle: 12, duration: motionMs(320), ease: 'Cubic.In' });
    }
    this.pending = [];
    this.redraw(change.kind === 'move');
    const after = this.enemyShown();
    if (change.kind === 'move' && after && after !== before && change.events.some((e) => e.type === 'reveal')) {
      after.setScale(0, ENEMY_SCALE);
      await tweenAsync(this, { targets: after, scaleX: ENEMY_SCALE, duration: motionMs(260), ease: 'Back.Out' });
    }
    await new Promise<void>((resolve) => this.time.delayedCall(motionMs(300), () => resolve()));
  }

  private enemyShown(): Phaser.GameObjects.Container | undefined {
    for (const [id, obj] of this.pieces) if (id.startsWith('enemy:')) return obj;
    return undefined;
  }

  setViewer(seat: number): void {
    this.seat = seat;
    this.pending = [];
    this.redraw(false);
  }
}
