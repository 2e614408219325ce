// What the Roi du Ring table shows of the state, redrawn from the seat's view after every change:
// the round and the piles (on a desktop the deck and discard beside the ring, on a phone one line
// of words), the fighters on the ring (facing their nearest foe, the one acting ringed in gold,
// their hp, fury and team marks), the fighters' rows down the right-hand side, and a waiting
// attack's card between the two fighters. It holds the layers every redraw fills and the fighters
// and cards drawn (the animations move them), and says what the table's spots are ("what is this?").
import Phaser from 'phaser';
import { findNamed } from '../../../ui';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { t } from '../../../services/i18n';
import type { InfoContent } from '../../../ui/info-card';
import { MAX_HP, actingFighter, handSeat, type RoiState } from '../rules';
import { drawCard } from './card-view';
import type { FighterView } from './fight-animator';
import { cardInfo, deckInfo, discardInfo, fighterInfo, squareInfo } from './info';
import type { InfoSpot } from './info-spots';
import { CARD_H, CARD_W, CELL, COMPACT, DECK, DISCARD, FIGHTERS_TOP, SIDE, seatColour, seatCss, sideStack, squareXY } from './layout';
import { cardName, seatLabel } from './names';
import { drawBadge, drawBoxer, drawFuryPip } from './ring-view';

/** The share of a square (across and down) a standing boxer covers with his gloves, seen from above: what a card laid by him keeps clear of. */
const BODY = 0.84;
/** On a phone, a card laid between two fighters (drawn at this size, its marks legible), and the fan's step. */
const MINI = { w: 100, h: 140, step: 44 };

type Pos = { x: number; y: number };

/** The layers the table is drawn in: the ropes, the fighters on the ring, the rest (depth 3), the effects (depth 8). */
export interface TableLayers {
  ropes: Phaser.GameObjects.Graphics;
  ringLayer: Phaser.GameObjects.Container;
  layer: Phaser.GameObjects.Container;
  fx: Phaser.GameObjects.Container;
}

export type TextOpts = { size?: number; colour?: string; name?: string; origin?: [number, number]; wrap?: number; bold?: boolean; maxLines?: number };

export class TableView {
  readonly ropes: Phaser.GameObjects.Graphics;
  readonly ringLayer: Phaser.GameObjects.Container;
  readonly layer: Phaser.GameObjects.Container;
  readonly fx: Phaser.GameObjects.Container;
  /** The fighters the last redraw drew, by seat. */
  fighters = new Map<number, FighterView>();
  /** The cards the last redraw drew in the hand or on the tray, by code. */
  cards = new Map<string, Phaser.GameObjects.Container>();
  /**
   * The fighters' hp badges, over every boxer and over the who-hits-whom arrow (a newcomer's
   * report, s36: a neighbour's gloves or the arrow hid them): each follows its fighter's
   * container, which the animations move, at the offset it was drawn at.
   */
  private readonly badges: Phaser.GameObjects.Container;
  private badgeOf: { badge: Phaser.GameObjects.Container; outer: Phaser.GameObjects.Container; dy: number }[] = [];

  constructor(
    private readonly scene: Phaser.Scene,
    layers: TableLayers,
    /** The whole state (the rules in force, for a card's "what is this?"). */
    private readonly full: () => RoiState,
  ) {
    this.ropes = layers.ropes;
    this.ringLayer = layers.ringLayer;
    this.layer = layers.layer;
    this.fx = layers.fx;
    this.badges = scene.add.container(0, 0).setDepth(3.5);
    const follow = (): void => {
      for (const b of this.badgeOf) if (b.outer.active) b.badge.setPosition(b.outer.x, b.outer.y + b.dy).setVisible(b.outer.visible);
    };
    scene.events.on(Phaser.Scenes.Events.POST_UPDATE, follow);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.events.off(Phaser.Scenes.Events.POST_UPDATE, follow));
  }

  /** Empties the layers for a redraw. */
  clear(): void {
    this.layer.removeAll(true);
    this.ringLayer.removeAll(true);
    this.badges.removeAll(true);
    this.badgeOf = [];
    this.fighters = new Map();
    this.cards = new Map();
  }

  text(x: number, y: number, text: string, opts: TextOpts = {}): Phaser.GameObjects.Text {
    const l = this.scene.add
      .text(x, y, text, {
        fontFamily: FONTS.body,
        fontSize: `${Math.max(opts.size ?? 20, COMPACT?.minFont ?? 0)}px`,
        fontStyle: opts.bold === false ? '400' : '700',
        color: opts.colour ?? CSS.parchment,
        wordWrap: opts.wrap ? { width: opts.wrap } : undefined,
        maxLines: opts.maxLines,
        lineSpacing: 2,
      })
      .setOrigin(...(opts.origin ?? [0.5, 0.5]));
    if (opts.name) l.setName(opts.name);
    this.layer.add(l);
    return l;
  }

  /** How wide `text` is drawn at `size` px in bold (for lining things up). */
  measure(text: string, size: number, bold = true): number {
    const probe = this.scene.add.text(0, 0, text, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: bold ? '700' : '400' });
    const w = probe.width;
    probe.destroy();
    return w;
  }

  drawPiles(s: RoiState): void {
    const scene = this.scene;
    if (COMPACT) {
      // One line: the round, the deck's count, the discard's count and its top card.
      const y = sideStack(s).info + (COMPACT.minFont + 6) / 2;
      const top = s.discard[s.discard.length - 1];
      const round = this.text(SIDE.x - SIDE.w / 2 + 8, y, t('roi.round', { n: s.round }), { colour: CSS.goldLight, name: 'roi.round', origin: [0, 0.5] }).setFontFamily(FONTS.title);
      const deck = this.text(round.x + round.width + 36, y, t('roi.deck', { n: s.deck.length }), { name: 'roi.deck.count', origin: [0, 0.5], bold: false });
      const discard = this.text(deck.x + deck.width + 36, y, `${t('roi.discardPile', { n: s.discard.length })}${top ? `: ${cardName(top)}` : ''}`, { name: 'roi.discard.count', origin: [0, 0.5], bold: false });
      DECK.x = deck.x + deck.width / 2;
      DECK.y = y;
      DISCARD.x = discard.x + discard.width / 2;
      DISCARD.y = y;
      return;
    }
    this.text(DECK.x, 112, t('roi.round', { n: s.round }), { size: 28, colour: CSS.goldLight, name: 'roi.round' }).setFontFamily(FONTS.title);
    const deck = scene.add.container(DECK.x, DECK.y).setName('roi.deck');
    for (let i = Math.min(3, s.deck.length) - 1; i >= 0; i--) {
      const back = scene.add.container(-i * 3, -i * 3);
      drawCard(scene, back, '?');
      deck.add(back);
    }
    if (s.deck.length === 0) deck.add(scene.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
    this.layer.add(deck);
    this.text(DECK.x, DECK.y + CARD_H / 2 + 22, t('roi.deck', { n: s.deck.length }), { name: 'roi.deck.count' });
    const top = s.discard[s.discard.length - 1];
    const discard = scene.add.container(DISCARD.x, DISCARD.y).setName('roi.discard');
    if (top) drawCard(scene, discard, top);
    else discard.add(scene.add.rectangle(0, 0, CARD_W, CARD_H).setStrokeStyle(2, COLORS.goldDark, 0.6));
    this.layer.add(discard);
    this.text(DISCARD.x, DISCARD.y + CARD_H / 2 + 22, t('roi.discardPile', { n: s.discard.length }), { name: 'roi.discard.count' });
  }

  /** The way a fighter faces: toward the nearest standing opponent. */
  private facing(s: RoiState, seat: number): number {
    const me = s.fighters[seat];
    if (!me) return 0;
    let best: { d: number; x: number; y: number } | null = null;
    for (const f of s.fighters) {
      if (f.seat === seat || f.ko) continue;
      const d = Math.max(Math.abs(f.x - me.x), Math.abs(f.y - me.y)) * 10 + Math.abs(f.x - me.x) + Math.abs(f.y - me.y);
      if (!best || d < best.d) best = { d, x: f.x, y: f.y };
    }
    if (!best) return 0;
    return Phaser.Math.RadToDeg(Math.atan2(best.y - me.y, best.x - me.x)) + 90;
  }

  drawFighters(s: RoiState): void {
    const scene = this.scene;
    const actor = s.status === 'playing' ? actingFighter(s) : -1;
    const order = s.fighters.slice().sort((a, b) => Number(b.ko) - Number(a.ko));
    for (const f of order) {
      const p = squareXY(f.x, f.y);
      const outer = scene.add.container(p.x, p.y).setName(`roi.fighter.${f.seat}`);
      const size = COMPACT ? COMPACT.minFont : 0;
      if (actor === f.seat && !f.ko) {
        const ring = scene.add.graphics();
        ring.lineStyle(4, COLORS.goldLight, 1).strokeCircle(0, 0, CELL / 2 - 6);
        ring.fillStyle(COLORS.goldLight, 0.18).fillCircle(0, 0, CELL / 2 - 6);
        outer.add(ring);
      }
      const k = CELL / 92; // the boxer grows with the squares on a phone
      const body = drawBoxer(scene, f.seat).setScale(0.95 * k).setAngle(this.facing(s, f.seat));
      if (f.ko) body.setAngle(body.angle + 100).setScale(0.75 * k).setAlpha(0.45);
      outer.add(body);
      const badge = drawBadge(scene, f.seat, f.ko ? t('roi.ko') : `♥ ${f.hp}`, size || undefined);
      const dy = size ? CELL / 2 - (26 * size) / 19 / 2 - 4 : CELL / 2 - 10;
      badge.setPosition(p.x, p.y + dy);
      this.badges.add(badge);
      this.badgeOf.push({ badge, outer, dy });
      this.ringLayer.add(outer);
      const pk = size ? size / 18 : 1;
      const pip = s.advanced.fury && !f.ko ? drawFuryPip(scene, f.seat, f.fury, size || undefined).setPosition(CELL / 2 - 20 * pk - (size ? 4 : 0), -CELL / 2 + 13 * pk + (size ? 2 : 0)) : null;
      if (pip) outer.add(pip);
      // Teams: the team's number on a disc at the token's top left (team 1 light, team 2 dark), so
      // who is with whom shows on the ring itself, not only in the side panel (issue 30 item 8).
      if (s.teams && !s.owner && !f.ko) outer.add(this.teamMark(f.seat, (s.teams[f.seat] ?? 0) + 1, size));
      const text = (c: Phaser.GameObjects.Container | null, name: string) => {
        const o = c?.getByName(name);
        return o instanceof Phaser.GameObjects.Text ? o : null;
      };
      this.fighters.set(f.seat, { outer, body, hp: text(badge, `roi.hp.${f.seat}`), fury: text(pip, `roi.fury.${f.seat}`) });
    }
  }

  /** A fighter's team mark (`roi.team.<seat>`): the team's number on a disc, at the token's top left. */
  private teamMark(seat: number, team: number, size: number): Phaser.GameObjects.Container {
    const scene = this.scene;
    const k = size ? size / 18 : 1;
    const r = Math.round(13 * k);
    const light = team === 1;
    const mark = scene.add.container(-CELL / 2 + r + 6, -CELL / 2 + r + 4).setName(`roi.team.${seat}`);
    const g = scene.add.graphics();
    g.fillStyle(light ? 0xf3e6c8 : 0x2b1d12, 1).fillCircle(0, 0, r);
    g.lineStyle(2, COLORS.gold, 1).strokeCircle(0, 0, r);
    const label = scene.add
      .text(0, 0, String(team), { fontFamily: FONTS.body, fontSize: `${size || 17}px`, fontStyle: '700', color: light ? '#2b1d12' : '#f3e6c8' })
      .setOrigin(0.5)
      .setName(`roi.team.text.${seat}`);
    mark.add([g, label]);
    return mark;
  }

  /** The fighters' cards on the right: colour, name, hp as ten pips and a number, cards in hand. */
  drawSide(s: RoiState): void {
    const left = SIDE.x - SIDE.w / 2;
    const actor = s.status === 'playing' ? actingFighter(s) : -1;
    const fury = s.advanced.fury;
    // Desktop: 46 px rows, 52 apart. A phone: rows as tall as its larger text asks, the pips and
    // the numbers further right to leave the names room.
    const rowH = COMPACT ? COMPACT.row : 46;
    const pitch = COMPACT ? COMPACT.row + COMPACT.rowGap : 52;
    const size = COMPACT ? COMPACT.minFont : 22;
    const pipsX = COMPACT ? 44 + Math.ceil(Math.max(...s.fighters.map((f) => this.measure(seatLabel(f.seat), size)))) + 16 : 128;
    s.fighters.forEach((f, i) => {
      const y = FIGHTERS_TOP + i * pitch;
      const mid = y + rowH / 2;
      const g = this.scene.add.graphics();
      const mine = f.seat === actor;
      g.fillStyle(0x000000, mine ? 0.5 : 0.3).fillRoundedRect(left, y, SIDE.w, rowH, 10);
      if (mine) g.lineStyle(2, COLORS.goldLight, 1).strokeRoundedRect(left, y, SIDE.w, rowH, 10);
      g.fillStyle(seatColour(f.seat), 1).fillCircle(left + 24, mid, 13);
      g.lineStyle(2, 0xffffff, 0.8).strokeCircle(left + 24, mid, 13);
      // hp as ten red pips; under them, with the fury rule, the fury gauge as eight orange ones.
      const ph = COMPACT ? Math.round(rowH * 0.4) : 18; // the pips' height without fury
      for (let k = 0; k < MAX_HP; k++) {
        g.fillStyle(k < f.hp ? 0xd23b2e : 0x4a3a30, 1).fillRoundedRect(left + pipsX + k * 18, fury ? mid - 15 : mid - ph / 2, 15, fury ? 15 : ph, 4);
      }
      if (fury) for (let k = 0; k < 8; k++) g.fillStyle(k < f.fury ? 0xf08a2a : 0x4a3a30, 1).fillRoundedRect(left + pipsX + k * 18, mid + 5, 15, 9, 3);
      this.layer.add(g);
      this.text(left + 46, mid, seatLabel(f.seat), { origin: [0, 0.5], colour: seatCss(f.seat), size: 22, name: `roi.side.name.${f.seat}` });
      this.text(left + pipsX + 184, mid, f.ko ? t('roi.ko') : t('roi.hp', { hp: f.hp }), { origin: [0, 0.5], name: `roi.side.hp.${f.seat}`, size: 22 });
      const extra = [t('roi.hand', { n: s.hands[handSeat(s, f.seat)]?.length ?? 0 })];
      if (s.owner) extra.unshift(t('roi.ownedBy', { name: seatLabel(s.owner[f.seat] ?? 0) }));
      if (s.teams && !s.owner) extra.unshift(t('roi.team', { n: (s.teams[f.seat] ?? 0) + 1 }));
      else if (fury) extra.push(t('roi.fury', { n: f.fury }));
      this.text(left + SIDE.w - 12, mid, extra.join(' · '), { origin: [1, 0.5], size: 19, bold: false, name: `roi.side.extra.${f.seat}` });
    });
    // R-TWO-FIGHTERS: a player's two fighters share one pool of hp (and one hand): said under the rows.
    if (s.owner) {
      const y = sideStack(s).legend;
      this.text(left + 8, y + (COMPACT ? (COMPACT.minFont + 10) / 2 : 12), t('roi.sharedLegend'), { origin: [0, 0.5], size: 18, bold: false, colour: CSS.goldLight, name: 'roi.side.shared' });
    }
  }

  // ---- what is this? ----

  /** A card's "what is this?": its name, its face, and what it does under the rules in force. */
  cardContent(code: string): InfoContent {
    const s = this.full();
    return { ...cardInfo(code, s.advanced, s.teams !== null && s.owner === null), picture: (c, size) => drawCard(this.scene, c, code, Math.round(size * 0.72), size) };
  }

  private fighterContent(s: RoiState, seat: number): InfoContent {
    return { ...fighterInfo(s, seat), picture: (c, size) => c.add(drawBoxer(this.scene, seat).setScale(size / 100)) };
  }

  /** The table's spots that say what they are: each square (its fighter, or the Champion's square, the ropes, a corner), the fighters' rows, the deck and the discard. */
  infoSpots(s: RoiState): InfoSpot[] {
    const scene = this.scene;
    const spots: InfoSpot[] = [];
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        const p = squareXY(x, y);
        const here = s.fighters.filter((f) => f.x === x && f.y === y).sort((a, b) => Number(a.ko) - Number(b.ko))[0];
        spots.push({ x: p.x, y: p.y, w: CELL, h: CELL, content: () => (here ? this.fighterContent(s, here.seat) : squareInfo(x, y, s.advanced)) });
      }
    }
    const rowH = COMPACT ? COMPACT.row : 46;
    const pitch = COMPACT ? COMPACT.row + COMPACT.rowGap : 52;
    s.fighters.forEach((f, i) => spots.push({ x: SIDE.x, y: FIGHTERS_TOP + i * pitch + rowH / 2, w: SIDE.w, h: rowH, content: () => this.fighterContent(s, f.seat) }));
    const box = (name: string): { x: number; y: number; w: number; h: number } | null => {
      const o = findNamed(scene, name);
      if (!(o instanceof Phaser.GameObjects.Text)) return null;
      const b = o.getBounds();
      return { x: b.centerX, y: b.centerY, w: b.width + 16, h: Math.max(b.height + 10, COMPACT ? COMPACT.minFont + 16 : 0) };
    };
    const back = (c: Phaser.GameObjects.Container, size: number): void => drawCard(scene, c, '?', Math.round(size * 0.72), size);
    const top = s.discard[s.discard.length - 1];
    const face = (c: Phaser.GameObjects.Container, size: number): void => drawCard(scene, c, top ?? '?', Math.round(size * 0.72), size);
    const deck = (): InfoContent => ({ ...deckInfo(s), picture: back });
    const discard = (): InfoContent => ({ ...discardInfo(s), picture: top ? face : undefined });
    if (!COMPACT) {
      spots.push({ x: DECK.x, y: DECK.y, w: CARD_W + 12, h: CARD_H + 12, content: deck }, { x: DISCARD.x, y: DISCARD.y, w: CARD_W + 12, h: CARD_H + 12, content: discard });
    }
    const deckText = box('roi.deck.count');
    const discardText = box('roi.discard.count');
    if (deckText) spots.push({ ...deckText, content: deck });
    if (discardText) spots.push({ ...discardText, content: discard });
    return spots;
  }

  // ---- the cards between two fighters ----

  /** A waiting attack: its card (a psychic attack's cards) between the two fighters; a card being decided (`choice`), by its target. */
  drawAttack(s: RoiState, choice: { card: string; target: number } | null, lit: readonly Pos[] = []): void {
    const a = s.attack;
    if (a) this.cardsBetween(s, a.by, a.on, a.kind === 'psychic' ? a.cards : [a.card], 'roi.attackCard', lit);
    if (choice && choice.target >= 0) this.cardsBetween(s, actingFighter(s), choice.target, [choice.card], 'roi.choiceCard', lit);
  }

  private cardsBetween(s: RoiState, from: number, to: number, cards: readonly string[], name: string, lit: readonly Pos[]): void {
    const scene = this.scene;
    const by = s.fighters[from];
    const on = s.fighters[to];
    if (!by || !on) return;
    // Clear of every fighter and hp badge at both sizes (a newcomer's report, round 34: on the
    // desktop the card lay at the very middle, over a fighter's hp badge).
    const p = this.clearSpotBetween(s, by, on, cards.length, lit);
    // Who hits whom (a newcomer's report, round 35: the card between two fighters did not say):
    // an arrow in the attacker's colour from him to his target, the target ringed in that colour,
    // and the card laid on the target's side of the middle.
    this.layer.add(this.strikeArrow(by, on, from, `${name}.arrow`));
    const c = scene.add.container(p.x, p.y).setName(name);
    cards.forEach((code, i) => {
      // On a phone the card is drawn smaller rather than scaled down, its marks kept legible.
      const card = scene.add.container((i - (cards.length - 1) / 2) * (COMPACT ? MINI.step : 30), 0).setScale(COMPACT ? 1 : 0.5).setAngle(-8 + i * 5);
      // (its zone gives the card its whole size as bounds, which the drawing alone does not)
      if (COMPACT) {
        drawCard(scene, card, code, MINI.w, MINI.h);
        card.add(scene.add.zone(0, 0, MINI.w, MINI.h));
      } else drawCard(scene, card, code);
      c.add(card);
    });
    this.layer.add(c);
  }

  /**
   * The arrow from the attacker (`by`, fighter `seat`) to his target `on`, over the two boxers: a
   * thick arrow in the attacker's colour, outlined dark, from beside his middle to beside the
   * target's, and a ring of that colour round the target (clear of the hp badge at the square's foot).
   */
  private strikeArrow(by: Pos, on: Pos, seat: number, name: string): Phaser.GameObjects.Container {
    const a = squareXY(by.x, by.y);
    const b = squareXY(on.x, on.y);
    const c = this.scene.add.container(0, 0).setName(name);
    const g = this.scene.add.graphics();
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const ux = (b.x - a.x) / len;
    const uy = (b.y - a.y) / len;
    const k = CELL / 92;
    const start = { x: a.x + ux * CELL * 0.22, y: a.y + uy * CELL * 0.22 };
    const tip = { x: b.x - ux * CELL * 0.26, y: b.y - uy * CELL * 0.26 };
    const head = 20 * k;
    const neck = { x: tip.x - ux * head, y: tip.y - uy * head };
    const wing = (sign: number): Phaser.Math.Vector2 => new Phaser.Math.Vector2(neck.x - uy * head * 0.75 * sign, neck.y + ux * head * 0.75 * sign);
    const colour = seatColour(seat);
    for (const [width, col] of [[14 * k, 0x1a120c], [8 * k, colour]] as const) {
      g.lineStyle(width, col, 1).lineBetween(start.x, start.y, neck.x, neck.y);
    }
    const tri = [wing(1), new Phaser.Math.Vector2(tip.x + ux * 4 * k, tip.y + uy * 4 * k), wing(-1)];
    g.fillStyle(0x1a120c, 1).fillTriangle(tri[0]!.x - uy * 3 * k, tri[0]!.y + ux * 3 * k, tri[1]!.x + ux * 3 * k, tri[1]!.y + uy * 3 * k, tri[2]!.x + uy * 3 * k, tri[2]!.y - ux * 3 * k);
    g.fillStyle(colour, 1).fillTriangle(tri[0]!.x, tri[0]!.y, tri[1]!.x, tri[1]!.y, tri[2]!.x, tri[2]!.y);
    // the target ringed in the attacker's colour (the badge below the ring's foot left clear)
    g.lineStyle(4 * k, colour, 0.95).strokeCircle(b.x, b.y - 8 * k, CELL * 0.34);
    c.add(g);
    // (a zone from the attacker's middle to the target's gives the arrow its box)
    c.add(this.scene.add.zone(Math.min(start.x, tip.x), Math.min(start.y, tip.y), Math.max(2, Math.abs(tip.x - start.x)), Math.max(2, Math.abs(tip.y - start.y))).setOrigin(0, 0));
    return c;
  }

  /** The card drawn between two fighters, as laid out: a phone's mini card, the desktop's half-size card. */
  private static cardSize(): { w: number; h: number; step: number } {
    return COMPACT ? MINI : { w: CARD_W * 0.5 + 8, h: CARD_H * 0.5 + 8, step: 30 };
  }

  /**
   * Where a card (or a fan of `n`) goes between two fighters: the middle of the line
   * between them, moved across the line to a side where it covers no fighter (his body and gloves,
   * hp or fury label) and stays on the ring; where no such side is clear (two boxers in a corner),
   * the clear spot of the ring nearest that middle, by quarter squares; the middle itself when
   * none is. `lit`: squares lit for the person to play to (a dodge's), kept clear too where a spot
   * allows it (a newcomer's report: the strike's card lay over the squares a dodge could reach).
   */
  private clearSpotBetween(s: RoiState, by: Pos, on: Pos, n: number, lit: readonly Pos[] = []): Pos {
    const off = lit.map((q) => squareXY(q.x, q.y)).map((q) => ({ x: q.x, y: q.y, w: CELL - 8, h: CELL - 8 }));
    return (off.length > 0 ? this.clearSpot(s, by, on, n, off) : null) ?? this.clearSpot(s, by, on, n, []) ?? squareXY((by.x + on.x) / 2, (by.y + on.y) / 2);
  }

  /** The spot clearSpotBetween looks for, also clear of the `more` boxes; null when none is. */
  private clearSpot(s: RoiState, by: Pos, on: Pos, n: number, more: readonly { x: number; y: number; w: number; h: number }[]): Pos | null {
    // Not the very middle: a little on the target's side, so the card reads as landing on him.
    const mid = squareXY(by.x + (on.x - by.x) * 0.62, by.y + (on.y - by.y) * 0.62);
    const target = squareXY(on.x, on.y);
    const attacker = squareXY(by.x, by.y);
    // (no nearer the attacker than the target, within a tenth of a square: two boxers in a corner leave only the squares beside both)
    const targetSide = (p: Pos): boolean => Math.hypot(p.x - target.x, p.y - target.y) <= Math.hypot(p.x - attacker.x, p.y - attacker.y) + CELL * 0.1;
    const dx = on.x - by.x;
    const dy = on.y - by.y;
    const len = Math.hypot(dx, dy) || 1;
    const perp = { x: -dy / len, y: dx / len };
    const size = TableView.cardSize();
    const w = size.w + (n - 1) * size.step + 16;
    const h = size.h + 16;
    const half = 2.5 * CELL;
    const labels: { x: number; y: number; w: number; h: number }[] = [];
    for (const f of s.fighters) {
      if (f.ko) continue;
      const q = squareXY(f.x, f.y);
      labels.push(COMPACT ? { x: q.x, y: q.y + CELL / 2 - 24, w: 100, h: 44 } : { x: q.x, y: q.y + CELL / 2 - 10, w: 70, h: 32 }); // the hp badge
      labels.push({ x: q.x, y: q.y, w: BODY * CELL, h: BODY * CELL }); // the boxer himself
      if (s.advanced.fury) labels.push({ x: q.x + CELL / 2 - 41, y: q.y - CELL / 2 + 26, w: 74, h: 42 }); // the fury pip
    }
    labels.push(...more);
    const clear = (p: Pos): boolean =>
      p.x - w / 2 >= squareXY(0, 0).x - CELL / 2 - 4 &&
      p.x + w / 2 <= squareXY(0, 0).x - CELL / 2 + 2 * half + 4 &&
      p.y - h / 2 >= squareXY(0, 0).y - CELL / 2 - 4 &&
      p.y + h / 2 <= squareXY(0, 0).y - CELL / 2 + 2 * half + 4 &&
      labels.every((r) => Math.abs(r.x - p.x) >= (r.w + w) / 2 || Math.abs(r.y - p.y) >= (r.h + h) / 2);
    // Up first (the hp badges sit low in their squares), then the other side, then further out.
    const sides = perp.y > 0 || (perp.y === 0 && perp.x > 0) ? [-1, 1] : [1, -1];
    for (const k of [0, 0.6, 0.9, 1.2, 1.5]) {
      for (const sign of k === 0 ? [1] : sides) {
        const p = { x: mid.x + perp.x * k * CELL * sign, y: mid.y + perp.y * k * CELL * sign };
        if (clear(p)) return p;
      }
    }
    let best: Pos | null = null;
    for (let i = -10; i <= 10; i++) {
      for (let j = -10; j <= 10; j++) {
        const p = { x: mid.x + (i * CELL) / 4, y: mid.y + (j * CELL) / 4 };
        // the target's side first, then the nearest the middle
        const better = (q: Pos): boolean => (targetSide(p) !== targetSide(q) ? targetSide(p) : Math.hypot(p.x - mid.x, p.y - mid.y) < Math.hypot(q.x - mid.x, q.y - mid.y));
        if (clear(p) && (!best || better(best))) best = p;
      }
    }
    return best;
  }
}
