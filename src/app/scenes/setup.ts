// The setup screen, built from the game's options: every option as a selector, who sits in
// each seat (a person or a bot, where the game has bots), the seed (random or typed), and
// practice mode (undo past draws and rolls). Every choice is remembered per game (localStorage)
// and offered again the next time. On a phone held sideways the rows stand in a grid of columns.
import Phaser from 'phaser';
import { Button, FocusRing, Panel, Selector, Toggle, showToast } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { findGame, type OptionSpec, type OptionValue, type PlayableGame, type SeatKind } from '../../services/catalog';
import { t } from '../../services/i18n';
import { rulesLookup } from '../games-lookup';
import { GameSession } from '../../services/session';
import { randomSeed, parseSeed } from '../seed';
import { fontSize, viewport } from '../../ui/viewport';
import { onRelayout } from '../hidpi';
import { loadGameScene } from '../scene-loader';

const ROW_H = 78;
/** The desktop panel's top and bottom edges: every row and note stands inside (issue 30 item 8). */
const PANEL_TOP = 108;
const PANEL_BOTTOM = 774;

/** Where each game's last setup is kept. */
export const SETUP_KEY = 'fourCrowns.setup.v1';

/** A game's remembered setup: the options' values, who sits where, the deal and practice mode. */
export interface RememberedSetup {
  values: Record<string, OptionValue>;
  seats: SeatKind[];
  seedMode: 'random' | 'typed';
  seedText: string;
  practice: boolean;
}

function setupStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, unknown> {
  try {
    const v = JSON.parse(setupStorage()?.getItem(SETUP_KEY) ?? '{}') as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The setup remembered for `gameId`, each part checked against the game's options: a value the
 * game no longer offers falls back to its default, anything unreadable to the defaults.
 */
export function recallSetup(gameId: string, options: readonly OptionSpec[]): RememberedSetup {
  const out: RememberedSetup = { values: Object.fromEntries(options.map((o) => [o.key, o.default])), seats: [], seedMode: 'random', seedText: '', practice: false };
  const got = readAll()[gameId];
  if (typeof got !== 'object' || got === null) return out;
  const g = got as Partial<Record<keyof RememberedSetup, unknown>>;
  const values = typeof g.values === 'object' && g.values !== null ? (g.values as Record<string, unknown>) : {};
  for (const o of options) {
    const v = values[o.key];
    if (o.choices.some((c) => c.value === v)) out.values[o.key] = v as OptionValue;
  }
  if (Array.isArray(g.seats)) out.seats = g.seats.map((s) => (s === 'bot' ? 'bot' : 'human'));
  if (g.seedMode === 'typed' && typeof g.seedText === 'string' && /^[0-9]{1,10}$/.test(g.seedText)) {
    out.seedMode = 'typed';
    out.seedText = g.seedText;
  }
  out.practice = g.practice === true;
  return out;
}

/** Remember `setup` as `gameId`'s last (a full or blocked storage is ignored). */
export function rememberSetup(gameId: string, setup: RememberedSetup): void {
  try {
    setupStorage()?.setItem(SETUP_KEY, JSON.stringify({ ...readAll(), [gameId]: setup }));
  } catch {
    // Not remembered this time: nothing else depends on it.
  }
}

export class SetupScene extends Phaser.Scene {
  private gameId = '';
  private play!: PlayableGame;
  private values: Record<string, OptionValue> = {};
  private seats: SeatKind[] = [];
  private seedMode: 'random' | 'typed' = 'random';
  private seedText = '';
  private practice = false;
  private seedLabel!: Phaser.GameObjects.Text;
  private dynamic: Phaser.GameObjects.GameObject[] = [];
  private focus!: FocusRing;
  /** Opened from Play online: Start creates a room (the server draws the deal; no practice). */
  private online = false;

  constructor() {
    super('Setup');
  }

  create(data: { gameId: string; online?: boolean }): void {
    const entry = findGame(data.gameId);
    if (!entry?.play) {
      this.scene.start('Menu', { error: t('setup.unknownGame') });
      return;
    }
    this.gameId = entry.id;
    this.play = entry.play;
    // The table's own code, fetched while the options are chosen (the host waits for it otherwise).
    loadGameScene(this.game, entry.play).catch(() => undefined);
    // The choices made last time for this game (issue 14: bot levels too), checked against its options.
    const last = recallSetup(entry.id, entry.play.options);
    this.values = last.values;
    this.seats = last.seats;
    this.seedMode = last.seedMode;
    this.seedText = last.seedText;
    this.practice = last.practice;
    this.online = data.online === true;
    const online = this.online;
    onRelayout(this, () => this.scene.restart({ gameId: entry.id, online }));
    const compact = viewport().compact;
    this.add.text(DESIGN_WIDTH / 2, compact ? 46 : 60, entry.title, { fontFamily: FONTS.title, fontSize: '52px', fontStyle: '700', color: CSS.gold }).setOrigin(0.5).setName('setup.title');
    if (!compact) this.add.existing(new Panel(this, DESIGN_WIDTH / 2, (PANEL_TOP + PANEL_BOTTOM) / 2, 1100, PANEL_BOTTOM - PANEL_TOP).setName('setup.panel'));
    this.input.keyboard?.on('keydown', (e: KeyboardEvent) => this.typeSeed(e));
    this.layout();
  }

  private remember(): void {
    rememberSetup(this.gameId, { values: { ...this.values }, seats: this.seats.slice(), seedMode: this.seedMode, seedText: this.seedText, practice: this.practice });
  }

  /** Rebuild the controls: which are shown depends on the values (e.g. player count). */
  private layout(): void {
    for (const o of this.dynamic) o.destroy();
    this.dynamic = [];
    this.focus?.destroy();
    this.focus = new FocusRing(this);
    this.focus.onBack = () => this.scene.start('Menu');
    if (viewport().compact) {
      this.layoutCompact();
      return;
    }
    // (a hidden option that keeps its row's place: an empty row, so that showing it moves no other)
    const options = this.play.options.filter((o) => !o.visible || o.visible(this.values) || o.reserveRow);
    const right = DESIGN_WIDTH / 2 + 260;
    const options_ = this.play.buildOptions(this.values);
    const n = this.fitSeats(options_);
    const seatRows = this.play.botLevels?.length ? n : 0;
    // The notes stand at the panel's foot (what the chosen mode means, then practice mode's note);
    // the rows share what is left above them, 78 px apart at most (Castle Panic with six
    // defenders has twelve rows).
    const notesBottom = PANEL_BOTTOM - 22;
    let notesTop = notesBottom;
    const noteStyle = { fontFamily: FONTS.body, fontSize: '19px', color: CSS.inkSoft, wordWrap: { width: 1040 } };
    const note = (text: string, name: string): number => {
      const line = this.add.text(DESIGN_WIDTH / 2 - 520, notesTop, text, noteStyle).setOrigin(0, 1).setName(name);
      notesTop -= line.height + 2;
      this.dynamic.push(line);
      return line.height + 2;
    };
    const practiceH = this.online ? 0 : note(this.play.practiceNote?.() ?? t(this.play.dice ? 'setup.practiceHintDice' : 'setup.practiceHint'), 'setup.practiceHint');
    const abouts = this.abouts();
    if (abouts.length > 0) note(abouts.join('\n'), 'setup.about');
    // Spaced for the most rows and the longest note any choice brings: a change moves no row above it.
    const worst = this.worstCase();
    const worstAbout = this.tallestNote(worst.notes, noteStyle);
    const rows = Math.max(options.length + seatRows, worst.cells) + (this.online ? 0 : 2);
    const firstY = PANEL_TOP + 52;
    const worstNotesTop = Math.min(notesTop, notesBottom - practiceH - (worstAbout > 0 ? worstAbout + 2 : 0));
    const lastY = worstNotesTop - 12 - 26; // a selector is about 52 px tall
    const rowH = Math.min(ROW_H, Math.floor((lastY - firstY) / Math.max(1, rows - 1)));
    let y = firstY;
    for (const spec of options) {
      const instead = spec.visible && !spec.visible(this.values) ? spec.hiddenRow?.(this.values) : null;
      if (!spec.visible || spec.visible(this.values)) {
        this.row(y, t(spec.label));
        this.keep(this.optionSelector(spec, right, y, 420));
      } else if (instead) {
        this.row(y, t(instead.label));
        this.dynamic.push(this.add.text(right, y, instead.text, { fontFamily: FONTS.body, fontSize: '24px', color: CSS.ink, align: 'center', wordWrap: { width: 420 } }).setOrigin(0.5).setName(`setup.instead.${spec.key}`));
      }
      y += rowH;
    }
    if (seatRows > 0) {
      for (let seat = 0; seat < n; seat++) {
        this.row(y, this.play.seatName(options_, seat));
        this.keep(this.seatSelector(seat, this.play.seatName(options_, seat), right, y, 420));
        y += rowH;
      }
    }
    if (this.online) {
      this.layoutButtons();
      return;
    }
    this.row(y, t('setup.seed'));
    const seedSel = this.seedSelector(right - 80, y, 260);
    seedSel.setName('setup.seedMode');
    this.keep(seedSel);
    this.seedLabel = this.add
      .text(right + 135, y, '', { fontFamily: FONTS.body, fontSize: '24px', color: CSS.ink, backgroundColor: '#fff8e6', padding: { x: 10, y: 8 }, fixedWidth: 170 })
      .setOrigin(0.5)
      .setName('setup.seedValue');
    this.dynamic.push(this.seedLabel);
    this.refreshSeed();
    y += rowH;
    this.row(y, t('setup.practice'));
    const practice = new Toggle(this, right, y, { label: t('setup.practice'), value: this.practice, onChange: (v: boolean) => this.setPractice(v) });
    practice.setName('setup.practice');
    this.keep(practice);
    this.layoutButtons();
  }

  private setPractice(v: boolean): void {
    this.practice = v;
    this.remember();
  }

  /**
   * The seats: one per the options, as remembered or set. A seat added by a larger count keeps the
   * others as they were and is a bot where the game has bots (the person at the device plays the
   * first seat against them, as on Board Game Arena's tables), a person online (a friend's seat)
   * or where the game has no bots.
   */
  private fitSeats(options: unknown): number {
    const n = this.play.seats(options);
    const bots = !this.online && (this.play.botLevels?.length ?? 0) > 0;
    while (this.seats.length < n) this.seats.push(bots && this.seats.length > 0 ? 'bot' : 'human');
    this.seats.length = n;
    return n;
  }

  /** One seat's Person / Bot selector (named `setup.seat.<seat>`), in either layout. */
  private seatSelector(seat: number, name: string, x: number, y: number, width: number): Selector {
    const sel = new Selector(this, x, y, {
      label: name,
      values: [
        { value: 'human', label: t('setup.human') },
        { value: 'bot', label: t('setup.bot') },
      ],
      value: this.seats[seat] ?? 'human',
      onChange: (v: string) => {
        this.seats[seat] = v === 'bot' ? 'bot' : 'human';
        this.remember();
      },
      width,
    });
    sel.setName(`setup.seat.${seat}`);
    return sel;
  }

  /** Every combination of the options' choices (the current values alone past 2000 of them). */
  private combos(): Record<string, OptionValue>[] {
    let out: Record<string, OptionValue>[] = [{}];
    for (const spec of this.play.options) {
      if (out.length * spec.choices.length > 2000) return [this.values];
      out = out.flatMap((v) => spec.choices.map((c) => ({ ...v, [spec.key]: c.value })));
    }
    return out;
  }

  /**
   * The screen is laid out for the most rows and the longest mode note any choice on it can bring,
   * so a change never moves the controls above the one changed (a newcomer's second tap on a
   * selector's arrow hit another setting: choosing a match by points added a row and every row
   * moved). `cells`: the options shown and the seats' rows, at most; `notes`: each mode note any
   * choice brings, once (measured by the layout, which knows their width).
   */
  private worstCase(): { cells: number; notes: string[] } {
    let cells = 0;
    const notes = new Set<string>();
    for (const values of this.combos()) {
      let seats: number;
      try {
        seats = this.play.botLevels?.length ? this.play.seats(this.play.buildOptions(values)) : 0;
      } catch {
        continue; // a combination the game refuses is never shown
      }
      const shown = this.play.options.filter((o) => !o.visible || o.visible(values) || o.reserveRow).length;
      cells = Math.max(cells, shown + seats);
      const text = this.abouts(values).join('\n');
      if (text) notes.add(text);
    }
    return { cells, notes: [...notes] };
  }

  /** The tallest of `notes` at `style` (each made, measured and put away); 0 for none. */
  private tallestNote(notes: readonly string[], style: Phaser.Types.GameObjects.Text.TextStyle): number {
    let tallest = 0;
    for (const text of notes) {
      const probe = this.add.text(0, 0, text, style);
      tallest = Math.max(tallest, probe.height);
      probe.destroy();
    }
    return tallest;
  }

  /** What each shown option's chosen value means, where the game says (Co-op, Master Slayer, Overlord, teams). */
  private abouts(values: Record<string, OptionValue> = this.values): string[] {
    const out: string[] = [];
    for (const spec of this.play.options) {
      if (spec.visible && !spec.visible(values)) continue;
      const value = values[spec.key] ?? spec.default;
      const about = spec.choices.find((c) => c.value === value)?.about;
      if (about) out.push(t(about));
    }
    return out;
  }

  /**
   * A phone held sideways: each choice is a cell (its name above its control), the cells in two or
   * three columns across the window's width, the practice hint under them, Back and Start below.
   */
  private layoutCompact(): void {
    const vp = viewport();
    const cells: { label: string; make: (x: number, y: number, w: number) => void }[] = [];
    const options = this.play.options.filter((o) => !o.visible || o.visible(this.values) || o.reserveRow);
    for (const spec of options) {
      if (spec.visible && !spec.visible(this.values)) {
        // its place kept: empty, or what the game says there instead (hiddenRow)
        const instead = spec.hiddenRow?.(this.values);
        cells.push(instead ? { label: t(instead.label), make: (x, y, w) => this.dynamic.push(this.add.text(x - w / 2, y, instead.text, { fontFamily: FONTS.body, fontSize: `${fontSize(24)}px`, color: CSS.ink, wordWrap: { width: w } }).setOrigin(0, 0.5).setName(`setup.instead.${spec.key}`)) } : { label: '', make: () => undefined });
        continue;
      }
      cells.push({
        label: t(spec.label),
        make: (x, y, w) => {
          const sel = this.optionSelector(spec, x, y, w);
          this.keep(sel);
        },
      });
    }
    const built = this.play.buildOptions(this.values);
    const n = this.fitSeats(built);
    if (this.play.botLevels?.length) {
      for (let seat = 0; seat < n; seat++) {
        const name = this.play.seatName(built, seat);
        cells.push({ label: name, make: (x, y, w) => this.keep(this.seatSelector(seat, name, x, y, w)) });
      }
    }
    if (!this.online) {
      cells.push({
        label: t('setup.seed'),
        make: (x, y, w) => {
          const sw = Math.min(w - 200, 420);
          const seedSel = this.seedSelector(x - w / 2 + sw / 2, y, sw);
          seedSel.setName('setup.seedMode');
          this.keep(seedSel);
          this.seedLabel = this.add
            .text(x - w / 2 + sw + 12, y, '', { fontFamily: FONTS.body, fontSize: `${fontSize(24)}px`, color: CSS.ink, backgroundColor: '#fff8e6', padding: { x: 10, y: 8 }, fixedWidth: 188 })
            .setOrigin(0, 0.5)
            .setName('setup.seedValue');
          this.dynamic.push(this.seedLabel);
          this.refreshSeed();
        },
      });
      cells.push({
        label: t('setup.practice'),
        make: (x, y, w) => {
          const tw = Math.min(w, 300);
          const practice = new Toggle(this, x - w / 2 + tw / 2, y, { label: t('setup.practice'), value: this.practice, onChange: (v: boolean) => this.setPractice(v) });
          practice.setName('setup.practice');
          this.keep(practice);
        },
      });
    }
    // The grid is laid out for the most cells and the longest note any choice brings (worstCase):
    // a change moves no cell before it, the grid's top and its columns stay where they are.
    const extra = this.online ? 0 : 2;
    const worst = this.worstCase();
    const count = Math.max(cells.length, worst.cells + extra);
    const cols = count <= 2 ? Math.max(1, count) : count <= 4 ? 2 : 3;
    const rows = Math.ceil(count / cols);
    const labelH = Math.ceil(vp.minFont * 1.3);
    const cellH = labelH + vp.minTap + 6;
    const span = vp.width - 80;
    const gap = 48;
    const colW = Math.min(620, (span - (cols - 1) * gap) / cols);
    const gridW = cols * colW + (cols - 1) * gap;
    // The notes under the grid: what the chosen mode means, then practice mode's note.
    const noteStyle = { fontFamily: FONTS.body, fontSize: `${fontSize(18)}px`, color: CSS.inkSoft, wordWrap: { width: gridW } };
    const notes: Phaser.GameObjects.Text[] = [];
    const abouts = this.abouts();
    if (abouts.length > 0) notes.push(this.add.text(0, 0, abouts.join('\n'), noteStyle).setName('setup.about'));
    if (!this.online) notes.push(this.add.text(0, 0, this.play.practiceNote?.() ?? t(this.play.dice ? 'setup.practiceHintDice' : 'setup.practiceHint'), noteStyle).setName('setup.practiceHint'));
    const practiceNoteH = this.online ? 0 : (notes[notes.length - 1]?.height ?? 0) + 2;
    const worstAbout = this.tallestNote(worst.notes, noteStyle);
    const hintH = Math.max(
      notes.reduce((h, note) => h + note.height + 2, notes.length > 0 ? 6 : 0),
      practiceNoteH + (worstAbout > 0 ? worstAbout + 2 : 0) + (practiceNoteH + worstAbout > 0 ? 6 : 0),
    );
    const top = 94;
    const bottom = DESIGN_HEIGHT - 56 - Math.ceil(vp.minTap / 2) - 14;
    const gridH = rows * cellH;
    const y0 = top + Math.max(0, (bottom - top - gridH - hintH) / 2);
    const panelW = Math.min(vp.width - 40, gridW + 80);
    const panelH = Math.min(bottom - top + 12, gridH + hintH + 40);
    const panel = new Panel(this, DESIGN_WIDTH / 2, y0 - 14 + panelH / 2, panelW, panelH);
    panel.setName('setup.panel');
    this.add.existing(panel);
    this.dynamic.push(panel);
    const size = fontSize(26);
    cells.forEach((cell, i) => {
      const col = Math.floor(i / rows);
      const row = i % rows;
      const cx = DESIGN_WIDTH / 2 - gridW / 2 + colW / 2 + col * (colW + gap);
      const cy = y0 + row * cellH;
      this.dynamic.push(
        this.add
          .text(cx - colW / 2, cy, cell.label, { fontFamily: FONTS.body, fontSize: `${size}px`, fontStyle: '700', color: CSS.ink, fixedWidth: colW })
          .setOrigin(0, 0)
          .setName(`setup.label.${i}`),
      );
      cell.make(cx, cy + labelH + vp.minTap / 2, colW);
    });
    let noteY = y0 + gridH + 2;
    for (const note of notes) {
      note.setPosition(DESIGN_WIDTH / 2 - gridW / 2, noteY);
      this.children.bringToTop(note); // over the panel, made after it was measured
      this.dynamic.push(note);
      noteY += note.height + 2;
    }
    this.layoutButtons();
  }

  private layoutButtons(): void {
    const vp = viewport();
    const by = vp.compact ? DESIGN_HEIGHT - 56 : DESIGN_HEIGHT - 70;
    const bw = vp.compact ? 340 : 260;
    const dx = vp.compact ? 200 : 160;
    const back = new Button(this, DESIGN_WIDTH / 2 - dx, by, t('shell.back'), () => this.scene.start(this.online ? 'Online' : 'Menu'), { width: bw, variant: 'secondary', name: 'setup.back' });
    const start = new Button(this, DESIGN_WIDTH / 2 + dx, by, this.online ? t('online.createRoom') : t('setup.start'), () => (this.online ? this.createRoom() : this.start()), { width: bw, variant: 'primary', name: 'setup.start' });
    this.keep(back);
    this.keep(start);
  }

  private row(y: number, label: string): void {
    this.dynamic.push(
      this.add.text(DESIGN_WIDTH / 2 - 520, y, label, { fontFamily: FONTS.body, fontSize: '26px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5),
    );
  }

  private keep(w: Phaser.GameObjects.Container & { activate(): void }): void {
    this.add.existing(w);
    this.dynamic.push(w);
    this.focus.add(w as never);
  }

  /** One option's selector (named `setup.option.<key>`), in either layout: a change is remembered and lays the screen out again. */
  private optionSelector(spec: (typeof this.play.options)[number], x: number, y: number, width: number): Selector<OptionValue> {
    const sel = new Selector(this, x, y, {
      label: t(spec.label),
      values: spec.choices.map((c) => ({ value: c.value, label: c.label ? t(c.label) : (c.text ?? String(c.value)) })),
      value: this.values[spec.key] ?? spec.default,
      onChange: (v: OptionValue) => {
        this.values[spec.key] = v;
        this.remember();
        this.layout();
      },
      width,
    });
    sel.setName(`setup.option.${spec.key}`);
    return sel;
  }

  /** The deal's selector (at random, or a typed seed), in either layout. */
  private seedSelector(x: number, y: number, width: number): Selector {
    return new Selector(this, x, y, {
      label: t('setup.seed'),
      values: [
        { value: 'random', label: t('setup.seedRandom') },
        { value: 'typed', label: t('setup.seedTyped') },
      ],
      value: this.seedMode,
      onChange: (v: OptionValue) => {
        this.seedMode = v === 'typed' ? 'typed' : 'random';
        if (this.seedMode === 'typed' && !this.seedText) this.seedText = String(randomSeed());
        this.refreshSeed();
        this.remember();
      },
      width,
    });
  }

  private refreshSeed(): void {
    const typed = this.seedMode === 'typed';
    this.seedLabel.setVisible(typed).setText(typed ? `${this.seedText}▏` : '');
    this.seedLabel.setBackgroundColor(typed ? '#fff8e6' : '#00000000');
  }

  private typeSeed(e: KeyboardEvent): void {
    if (this.seedMode !== 'typed') return;
    if (/^[0-9]$/.test(e.key) && this.seedText.length < 10) this.seedText += e.key;
    else if (e.key === 'Backspace') this.seedText = this.seedText.slice(0, -1);
    else return;
    this.refreshSeed();
  }

  /**
   * Online: a room for these options and seats; the creator sits in the first friend's seat. Every
   * bot plays at the level chosen on this screen, as in a game at the device (a second screen of
   * levels per bot asked the same question again: a newcomer's playtest point).
   */
  private createRoom(): void {
    this.remember();
    const seats = this.seats.slice();
    const options = this.play.buildOptions(this.values);
    const seat = Math.max(0, seats.indexOf('human'));
    const level = this.botLevel();
    const levels = level === null ? undefined : seats.map((k) => (k === 'bot' ? level : null));
    this.scene.start('Lobby', { create: { game: this.gameId, options, seats, seat, levels } });
  }

  /** The bot level this screen shows (its botLevel row), or null where the game has no bot levels. */
  private botLevel(): string | null {
    const spec = this.play.options.find((o) => o.key === 'botLevel');
    if (!spec || !this.play.botLevels?.length) return null;
    const v = this.values.botLevel ?? spec.default;
    return typeof v === 'string' && this.play.botLevels.includes(v) ? v : null;
  }

  private start(): void {
    this.remember();
    let seed = randomSeed();
    if (this.seedMode === 'typed') {
      const parsed = parseSeed(this.seedText);
      if (parsed === null) {
        showToast(this, t('setup.badSeed'), 'error');
        return;
      }
      seed = parsed;
    }
    const entry = rulesLookup(this.gameId);
    if (!entry) return;
    const options = this.play.buildOptions(this.values);
    // The bots' level goes with the game (its save), for Continue after a reload to play on at it.
    const level = String(this.values.botLevel);
    const botLevel = this.seats.includes('bot') && (this.play.botLevels ?? []).includes(level) ? level : null;
    let session: GameSession;
    try {
      session = GameSession.start(entry, this.gameId, options, seed, this.seats.slice(), this.practice, botLevel);
    } catch (e) {
      showToast(this, e instanceof Error ? e.message : String(e), 'error');
      return;
    }
    this.scene.start('GameHost', { gameId: this.gameId, session, fresh: true });
  }
}
