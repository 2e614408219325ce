// The choices of the seat to move that are not a tile to place, drawn over the table: an effect's
// target cells lit with its icon, its directions as arrows round the tile, the Fairy's two steps
// (the tile to carry, then where), and the rest as buttons in the panel (the Princess's show the
// tiles each would turn); between two games of a match, who starts the next one. Each choice is
// on the keyboard's ring and plays its move when taken.
import Phaser from 'phaser';
import { Button, type DropZone, type Focusable } from '../../../ui';
import { COLORS, FONTS } from '../../../ui/theme';
import { fontSize, tap, viewport } from '../../../ui/viewport';
import { HIDDEN } from '../../../core/contract';
import { reducedMotion } from '../../../services/settings';
import { t } from '../../../services/i18n';
import { TILES, rules, type Direction, type RegalityMove, type RegalityState } from '../rules';
import type { Seating } from './layout';
import { seatName } from './outcome-text';
import type { EffectMove, SeatRules } from './seat-rules';
import { GLYPH, SERVES_COLOUR, tileName } from './tile-view';

/** An effect's choice drawn as a button; `preview`: the cells whose tiles it would turn (lit while it is pointed at). */
type EffectButton = { label: string; name: string; move: RegalityMove; preview?: { cell: number; to: number }[] };

/** What the choices ask of the scene. */
export interface ChoicesHooks {
  play(move: RegalityMove): void;
  redraw(): void;
  /** Put a lit cell's hit area or an arrow on the keyboard's ring. */
  focusable(obj: Phaser.GameObjects.Container | Phaser.GameObjects.Rectangle, w: number, h: number, fn: () => void, onFocus?: (on: boolean) => void): void;
  /** Put a button on the keyboard's ring. */
  addButton(button: Button): Button;
  /** A phone: the panel's instructions give way to buttons that reach up to `top`. */
  makeRoom(top: number): void;
  /** The bottom of the panel's title, score and match lines (a phone's effect buttons stay under it). */
  linesBottom(): number;
}

export class ChoicesView {
  /** The Fairy's tile chosen to be carried (its cells to go to lit next); null before. */
  private fairyFrom: number | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly overlay: Phaser.GameObjects.Container,
    private readonly cells: readonly DropZone[],
    private readonly seating: Seating,
    private readonly rules: SeatRules,
    private readonly hooks: ChoicesHooks,
  ) {}

  /** The Fairy's tile chosen, if any (the panel's instructions ask for where it goes). */
  get fairyPick(): number | null {
    return this.fairyFrom;
  }

  /** The Fairy's tile chosen is forgotten; true if there was one. */
  forgetFairy(): boolean {
    const had = this.fairyFrom !== null;
    this.fairyFrom = null;
    return had;
  }

  clear(): void {
    for (const child of this.overlay.list) this.scene.tweens.killTweensOf(child);
    this.overlay.removeAll(true);
  }

  /** The seat's choices now: an effect's, or who starts the next game of a match. */
  draw(s: RegalityState): void {
    if (s.phase === 'effect' && this.rules.myTurn()) this.drawEffect(s);
    if (s.phase === 'between' && this.rules.myTurn()) this.drawChooseFirst();
  }

  private drawEffect(s: RegalityState): void {
    const effects = this.rules.effectMoves();
    const pending = s.pending;
    const buttons: EffectButton[] = [];
    const play = (m: RegalityMove) => () => this.hooks.play(m);
    for (const m of effects) {
      if ('target' in m) this.targetCell(m.target, play(m));
      else if ('direction' in m && pending) this.arrow(pending.cell, s.board[pending.cell]?.owner ?? 0, m.direction, play(m));
      else if ('pattern' in m) {
        // The Princess's (the Saint's) two choices say how many tiles each turns, and show them on hover or focus.
        const flips = this.flipsOf(s, m);
        const label = t(`regality.pattern.${m.pattern}`);
        const lost = flips.filter((f) => f.to !== this.rules.seat).length;
        // (the player's own allies it turns are counted apart: they go to the other side)
        const text = lost > 0 ? t('regality.pattern.previewOwn', { label, n: flips.length, own: lost }) : t('regality.pattern.preview', { label, n: flips.length });
        buttons.push({ label: text, name: `regality.pattern.${m.pattern}`, move: m, preview: flips });
      }
      else if ('tile' in m) buttons.push({ label: tileName(m.tile), name: `regality.recall.${m.tile}`, move: m });
      else if ('slot' in m) {
        const tile = s.zones[1 - this.rules.seat]?.[m.slot] ?? HIDDEN;
        buttons.push({ label: tile === HIDDEN ? t('regality.hiddenTile', { n: m.slot + 1 }) : tileName(tile), name: `regality.slot.${m.slot}`, move: m });
      } else if (!('from' in m)) buttons.push({ label: t('regality.use'), name: 'regality.use', move: m });
    }
    this.drawFairy(effects);
    const skip = this.rules.legal().find((m) => m.type === 'skip');
    if (this.seating.geo.compact) {
      this.drawCompactButtons(buttons, skip);
      return;
    }
    const PANEL = this.seating.geo.panel;
    const top = PANEL.y - 30;
    buttons.forEach((b, i) => {
      const two = buttons.length > 5;
      const x = two ? PANEL.x + ((i % 2) - 0.5) * 180 : PANEL.x;
      const y = top + (two ? Math.floor(i / 2) : i) * 64;
      this.button(x, y, b, { width: two ? 170 : 320, fontSize: two ? 18 : 22 });
    });
    if (skip) this.overlay.add(this.hooks.addButton(new Button(this.scene, PANEL.x, PANEL.y + PANEL.h / 2 - 60, t('regality.skip'), play(skip), { width: 320, variant: 'secondary', name: 'regality.skip' })));
  }

  /** An effect's choice as a primary button over the panel, its tiles lit while pointed at (the Princess's). */
  private button(x: number, y: number, b: EffectButton, size: { width: number; fontSize: number }): void {
    const button = new Button(this.scene, x, y, b.label, () => this.hooks.play(b.move), { width: size.width, variant: 'primary', name: b.name, fontSize: size.fontSize });
    this.overlay.add(this.hooks.addButton(button));
    if (b.preview) this.previewOn(button, b.preview);
  }

  /**
   * The phone's effect buttons: Skip at the panel's foot, the choices above it (two a row when
   * more than three), as many rows as the panel holds under its lines; the instructions give way
   * when the buttons need their room.
   */
  private drawCompactButtons(buttons: EffectButton[], skip: RegalityMove | undefined): void {
    const P = this.seating.geo.panel;
    const vp = viewport();
    const h = Math.ceil(vp.minTap * 0.8);
    let pitch = Math.max(vp.minTap, h + 12);
    const width = P.w - 40;
    let bottom = P.y + P.h / 2 - 16;
    // Many choices (the Assassin's) rose over the panel's score lines (s33 p101): the rows close up to stay under them.
    const total = (buttons.length > 3 ? Math.ceil(buttons.length / 2) : buttons.length) + (skip ? 1 : 0);
    const room = bottom - (this.hooks.linesBottom() + 6);
    if (total > 1 && (total - 1) * pitch + h > room) pitch = Math.max(h + 4, (room - h) / (total - 1));
    if (skip) {
      this.overlay.add(this.hooks.addButton(new Button(this.scene, P.x, bottom - h / 2, t('regality.skip'), () => this.hooks.play(skip), { width, variant: 'secondary', name: 'regality.skip', fontSize: 22 })));
      bottom -= pitch;
    }
    const two = buttons.length > 3;
    const rows = two ? Math.ceil(buttons.length / 2) : buttons.length;
    const colW = two ? (width - 12) / 2 : width;
    buttons.forEach((b, i) => {
      const row = two ? Math.floor(i / 2) : i;
      const x = two ? P.x + ((i % 2) - 0.5) * (colW + 12) : P.x;
      const y = bottom - h / 2 - (rows - 1 - row) * pitch;
      this.button(x, y, b, { width: colW, fontSize: 22 });
    });
    const top = bottom - rows * pitch + (pitch - h);
    if (skip || buttons.length > 0) this.hooks.makeRoom(top);
  }

  /**
   * The cells whose tiles an effect move would turn, from this seat's view of the position: exactly
   * those that serve the other side after it (a shielded or face-down tile stays, and is not
   * shown; the mover's own allies turn too, as the rulebook has it), each with the side it goes to.
   */
  private flipsOf(s: RegalityState, move: RegalityMove): { cell: number; to: number }[] {
    const r = rules.apply(s, move);
    if (!r.ok) return [];
    const out: { cell: number; to: number }[] = [];
    s.board.forEach((before, cell) => {
      const after = r.state.board[cell];
      if (before && after && after.tile === before.tile && after.owner !== before.owner) out.push({ cell, to: after.owner });
    });
    return out;
  }

  /**
   * While a choice's button is pointed at (or has the keyboard's focus), the tiles it would turn
   * are ringed on the board with a turning arrow (issue 30 item 22: the Princess's two buttons).
   */
  private previewOn(button: Button, cells: { cell: number; to: number }[]): void {
    let shown: Phaser.GameObjects.GameObject[] = [];
    const hide = (): void => {
      for (const o of shown) o.destroy();
      shown = [];
    };
    const show = (): void => {
      hide();
      for (const { cell, to } of cells) {
        const { x, y } = this.seating.cellAt(cell);
        const half = this.seating.geo.cell / 2 - 6;
        // ringed in the colour of the side the tile goes to (an ally of the player's turning away: the other side's)
        const colour = SERVES_COLOUR[to] ?? 0xffffff;
        const g = this.scene.add.graphics().setName(`regality.preview.${cell}`).setData('to', to);
        g.lineStyle(9, 0xffffff, 1).strokeRoundedRect(x - half, y - half, half * 2, half * 2, 12);
        g.lineStyle(5, colour, 1).strokeRoundedRect(x - half + 2, y - half + 2, half * 2 - 4, half * 2 - 4, 11);
        g.lineStyle(3, COLORS.walnutDark, 1).strokeRoundedRect(x - half + 7, y - half + 7, half * 2 - 14, half * 2 - 14, 9);
        const r = Math.round(fontSize(24) * 0.85);
        const icon = this.badge(g, x + half - r, y - half + r, r, colour, '↻').setColor('#ffffff').setName(`regality.preview.${cell}.to${to}`);
        this.overlay.add([g, icon]);
        shown.push(g, icon);
      }
    };
    button.on('pointerover', show);
    button.on('pointerout', hide);
    button.once(Phaser.GameObjects.Events.DESTROY, hide);
    const item: Focusable = button;
    const focused = item.setFocused?.bind(item);
    item.setFocused = (on: boolean): void => {
      focused?.(on);
      if (on) show();
      else hide();
    };
  }

  /** A round badge of `colour` drawn on `g` at (x, y), and the text of `glyph` over it (the caller puts both on the overlay). */
  private badge(g: Phaser.GameObjects.Graphics, x: number, y: number, r: number, colour: number, glyph: string): Phaser.GameObjects.Text {
    g.fillStyle(colour, 1).fillCircle(x, y, r).lineStyle(3, COLORS.walnutDark, 1).strokeCircle(x, y, r);
    return this.scene.add.text(x, y, glyph, { fontFamily: `${FONTS.body}, "DejaVu Sans", sans-serif`, fontSize: `${fontSize(24)}px`, fontStyle: '700', color: '#1c120c' }).setOrigin(0.5);
  }

  /** Between two games of a match: the loser's two buttons, to start the next game or let the other start it. */
  private drawChooseFirst(): void {
    const seat = this.rules.seat;
    const choices = this.rules.legal().filter((m): m is Extract<RegalityMove, { type: 'choose-first' }> => m.type === 'choose-first');
    const mine = choices.filter((m) => m.seat === seat).concat(choices.filter((m) => m.seat !== seat));
    mine.forEach((m, i) => {
      const label = m.seat === seat ? t('regality.chooseFirst.me') : t('regality.chooseFirst.other', { name: seatName(m.seat) });
      const P = this.seating.geo.panel;
      const vp = viewport();
      const button = this.seating.geo.compact
        ? new Button(this.scene, P.x, P.y + P.h / 2 - 16 - Math.ceil(vp.minTap * 0.8) / 2 - (mine.length - 1 - i) * (vp.minTap + 8), label, () => this.hooks.play(m), { width: P.w - 40, variant: i === 0 ? 'primary' : 'secondary', name: `regality.chooseFirst.${m.seat}`, fontSize: 22 })
        : new Button(this.scene, P.x, P.y + 60 + i * 76, label, () => this.hooks.play(m), { width: 320, variant: i === 0 ? 'primary' : 'secondary', name: `regality.chooseFirst.${m.seat}` });
      this.overlay.add(this.hooks.addButton(button));
    });
  }

  /** Light a cell and make it clickable. */
  private targetCell(cell: number, fn: () => void): void {
    const scene = this.scene;
    const zone = this.cells[cell] as DropZone;
    zone.setHighlight('legal');
    const geo = this.seating.geo;
    const CELL = geo.cell;
    const g = scene.add.graphics({ x: zone.x, y: zone.y });
    g.fillStyle(COLORS.goldLight, 0.38).fillRoundedRect(-CELL / 2 + 4, -CELL / 2 + 4, CELL - 8, CELL - 8, 12);
    g.lineStyle(8, COLORS.goldLight, 1).strokeRoundedRect(-CELL / 2 + 4, -CELL / 2 + 4, CELL - 8, CELL - 8, 12);
    g.lineStyle(2, COLORS.walnutDark, 0.85).strokeRoundedRect(-CELL / 2 + 11, -CELL / 2 + 11, CELL - 22, CELL - 22, 9);
    this.overlay.add(g);
    if (!reducedMotion()) scene.tweens.add({ targets: g, alpha: 0.7, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
    // The effect's icon on each target, in a gold badge.
    const pending = this.rules.state()?.pending;
    const glyph = pending ? GLYPH[TILES[this.rules.state()?.board[pending.cell]?.tile ?? '']?.effect ?? 'none'] : '';
    if (glyph) {
      // Middle of the cell's left edge: clear of the tile's name band, its marks and its reach pattern, whichever way it points.
      // On a phone the badge sits on the cell's lower left corner: the tile's sign is in its middle.
      const r = geo.compact ? Math.round(fontSize(24) * 0.85) : 20;
      const bx = zone.x - CELL / 2 + r + 2;
      const by = geo.compact ? zone.y + CELL / 2 - r - 2 : zone.y;
      const badge = scene.add.graphics();
      const icon = this.badge(badge, bx, by, r, COLORS.goldLight, glyph);
      this.overlay.add([badge, icon]);
    }
    const hit = scene.add.rectangle(zone.x, zone.y, CELL - 8, CELL - 8, 0xffffff, 0.001).setName(`regality.target.${cell}`);
    hit.setInteractive({ useHandCursor: true });
    hit.on('pointerup', fn);
    this.overlay.add(hit);
    this.hooks.focusable(hit, CELL - 8, CELL - 8, fn, (on) => zone.setHighlight(on ? 'hover' : 'legal'));
  }

  /**
   * A round gold button on the first cell the way the flip goes (see `Seating.arrowAt`: a button
   * on the edge was hidden under the name bands on a phone), its arrow pointing that way.
   */
  private arrow(cell: number, owner: number, direction: Direction, fn: () => void): void {
    const c = this.scene.add.container(0, 0).setName(`regality.dir.${direction}`);
    const { x: ax, y: ay, dc, dr } = this.seating.arrowAt(cell, owner, direction);
    c.setPosition(ax, ay);
    const side = tap(56);
    const k = side / 56;
    const g = this.scene.add.graphics();
    g.fillStyle(COLORS.gold, 1).fillCircle(0, 0, 28 * k);
    g.lineStyle(3, COLORS.walnutDark, 1).strokeCircle(0, 0, 28 * k);
    g.fillStyle(COLORS.walnutDark, 1).fillTriangle(16 * k, 0, -6 * k, -13 * k, -6 * k, 13 * k);
    g.fillRect(-16 * k, -5 * k, 12 * k, 10 * k);
    g.setRotation(Math.atan2(dr, dc));
    c.add(g);
    c.setSize(side, side).setInteractive({ useHandCursor: true });
    c.on('pointerup', fn);
    c.on('pointerover', () => g.setScale(1.15));
    c.on('pointerout', () => g.setScale(1));
    this.overlay.add(c);
    this.hooks.focusable(c, side, side, fn, (on) => g.setScale(on ? 1.15 : 1));
  }

  /** The fairy: light the tiles it may carry; once one is chosen, the empty cells it may go to. */
  private drawFairy(effects: EffectMove[]): void {
    const carries = effects.filter((m): m is Extract<EffectMove, { from: number }> => 'from' in m);
    if (carries.length === 0) return;
    if (this.fairyFrom === null) {
      for (const from of new Set(carries.map((m) => m.from))) {
        this.targetCell(from, () => {
          this.fairyFrom = from;
          this.hooks.redraw();
        });
      }
      return;
    }
    const from = this.fairyFrom;
    this.targetCell(from, () => {
      this.fairyFrom = null;
      this.hooks.redraw();
    });
    (this.cells[from] as DropZone).setHighlight('hover');
    for (const m of carries) if (m.from === from) this.targetCell(m.to, () => this.hooks.play(m));
  }
}
