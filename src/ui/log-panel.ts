// A scrollable game log on a parchment panel: newest line at the bottom, mouse wheel or drag to
// scroll back, `toggle()` to show or hide (it opens at the newest line). Long lines wrap, never
// inside a phrase ("4 cards", "arc 3", "Archer (green)"). A wheel notch moves by three whole log
// lines. Each added line is also announced. Only the rows that fit are drawn; scrolling re-fills
// them, so no mask is needed. A hidden log (the table's, until its button is pressed) keeps its
// lines and draws nothing: its rows are made, wrapped and filled when it is shown (issue 32: every
// text drawn is a canvas filled and a texture uploaded, and the host's log was refilled at each line).
import Phaser from 'phaser';
import { t } from '../services/i18n';
import { motionMs } from '../services/settings';
import { announce } from './toast';
import { Panel } from './panel';
import { rectInput } from './hit';
import { COLORS, CSS, FONTS, MOTION, SIZES } from './theme';
import { fontSize, viewport } from './viewport';
import { keepPhrases, NBSP } from './fit-text';

/** A wheel notch moves by this many whole log lines (one read as slow: newcomer s36). */
export const LINES_PER_NOTCH = 3;
/** The log's type on a desktop (20 read as small: newcomer s36); a phone's floor is larger still. */
const LOG_FONT = 22;

export interface LogPanelOptions {
  title?: string;
  fontSize?: number;
  /** Oldest lines are dropped beyond this many. */
  maxLines?: number;
  name?: string;
  /** Where given, a × in the title's corner (named so) hides the panel: a log shown over the table. */
  closeName?: string;
}

/**
 * Registry key: a function the table sets (and removes when it goes) to draw over each row shown,
 * after its words and look are set (Le Roi du Ring draws its red suits red). Called with the row's
 * Text and its place among the rows shown.
 */
export const LOG_ROW_HOOK = 'ui.logRow';

interface Row {
  text: string;
  line: number;
}

export class LogPanel extends Panel {
  private lines: string[] = [];
  /** Each line's wrapped rows, in step with `lines`. */
  private wrapped: string[][] = [];
  private rows: Row[] = [];
  /** The row texts, made the first time the panel is drawn shown. */
  private readonly rowTexts: Phaser.GameObjects.Text[] = [];
  private readonly rowCount: number;
  private readonly rowStyle: Phaser.Types.GameObjects.Text.TextStyle;
  /** Lines were added or replaced while hidden: the rows are wrapped again when it shows. */
  private stale = false;
  private readonly measure: Phaser.GameObjects.Text;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly lineHeight: number;
  private readonly maxLines: number;
  private readonly textWidth: number;
  /** Index of the first row shown. */
  private scroll = 0;
  private dragFrom: { y: number; scroll: number } | undefined;
  /** Where the last toggle is taking the panel (null before any: its visibility says). */
  private wantShown: boolean | null = null;

  constructor(scene: Phaser.Scene, x: number, y: number, width = 440, height = 360, opts: LogPanelOptions = {}) {
    super(scene, x, y, width, height, { title: opts.title ?? t('ui.log.title'), titleSize: 26 });
    if (opts.name) this.setName(opts.name);
    const size = fontSize(Math.max(SIZES.minText, opts.fontSize ?? LOG_FONT));
    this.lineHeight = Math.round(size * 1.35);
    this.maxLines = opts.maxLines ?? 200;
    this.textWidth = width - 64;
    const style = { fontFamily: FONTS.body, fontSize: `${size}px`, color: CSS.inkSoft, wordWrap: { width: this.textWidth } };
    this.measure = scene.add.text(0, 0, '', style).setVisible(false);
    this.add(this.measure);
    this.rowCount = Math.max(1, Math.floor((height / 2 - 20 - this.contentTop) / this.lineHeight));
    this.rowStyle = { ...style, wordWrap: undefined };
    this.bar = scene.add.graphics();
    this.add(this.bar);
    this.setInteractive(rectInput(width, height, false));
    if (opts.closeName) this.addClose(opts.closeName, size);
    this.on('wheel', (_p: Phaser.Input.Pointer, _dx: number, dy: number) => this.scrollLines(Math.sign(dy) * LINES_PER_NOTCH));
    this.on('pointerdown', (p: Phaser.Input.Pointer) => (this.dragFrom = { y: p.worldY, scroll: this.scroll }));
    scene.input.on('pointermove', this.onDrag);
    scene.input.on('pointerup', this.endDrag);
    this.once('destroy', () => {
      scene.input.off('pointermove', this.onDrag);
      scene.input.off('pointerup', this.endDrag);
    });
  }

  /** The × in the title's corner, a thumb's target: 56 px, and on a phone the 44 CSS px the phone goals ask. */
  private addClose(name: string, size: number): void {
    const target = Math.max(56, viewport().minTap);
    const x = this.panelWidth / 2 - Math.max(36, target / 2 + 4);
    const y = -this.panelHeight / 2 + Math.max(38, target / 2 + 4);
    const glyph = this.scene.add.text(x, y, '×', { fontFamily: FONTS.body, fontSize: `${Math.round(size * 1.6)}px`, fontStyle: 'bold', color: CSS.ink }).setOrigin(0.5);
    const hit = this.scene.add.zone(x, y, target, target).setName(name).setInteractive({ useHandCursor: true });
    hit.on('pointerup', () => {
      if (this.isShown()) this.toggle();
    });
    super.add([glyph, hit]);
  }

  /** Whether the panel is shown or on its way in (not on its way out). */
  isShown(): boolean {
    return this.wantShown ?? (this.visible && this.alpha > 0);
  }

  /** Appends a line, scrolls to it if the view was at the bottom, and announces it. */
  override add(line: string): this;
  override add(child: Phaser.GameObjects.GameObject | Phaser.GameObjects.GameObject[]): this;
  override add(item: string | Phaser.GameObjects.GameObject | Phaser.GameObjects.GameObject[]): this {
    if (typeof item !== 'string') return super.add(item);
    const atBottom = this.scroll >= this.maxScroll();
    this.lines.push(item);
    if (this.lines.length > this.maxLines) this.lines.shift();
    if (this.isShown()) {
      if (!this.stale) {
        this.wrapped.push(this.wrap(item));
        if (this.wrapped.length > this.lines.length) this.wrapped.shift();
      }
      this.refresh(atBottom);
    } else this.stale = true;
    announce(item);
    return this;
  }

  /** Replaces every line (not announced) and shows the newest. */
  setLines(lines: readonly string[]): this {
    this.lines = lines.slice(-this.maxLines);
    this.stale = true;
    if (this.isShown()) this.refresh(true);
    return this;
  }

  getLines(): readonly string[] {
    return this.lines;
  }

  /** Shows or hides the panel with a short fade; returns the new visibility (asked twice within a fade, the second undoes the first). */
  toggle(): boolean {
    const show = !this.isShown();
    this.wantShown = show;
    this.scene.tweens.killTweensOf(this);
    if (show) {
      this.setVisible(true);
      this.refresh(true); // it opens at the newest line
    }
    this.scene.tweens.add({
      targets: this,
      alpha: show ? 1 : 0,
      duration: motionMs(MOTION.fade),
      onComplete: () => this.setVisible(show),
    });
    return show;
  }

  scrollBy(rows: number): void {
    this.scroll = Phaser.Math.Clamp(this.scroll + rows, 0, this.maxScroll());
    this.render();
  }

  /** Moves by whole log lines: the first row shown is then the first row of a line (or the end). */
  scrollLines(lines: number): void {
    if (lines === 0 || this.rows.length === 0) return;
    const starts: number[] = [];
    this.rows.forEach((row, i) => {
      if (i === 0 || this.rows[i - 1]?.line !== row.line) starts.push(i);
    });
    let at: number;
    if (lines > 0) {
      const next = starts.findIndex((i) => i > this.scroll);
      at = next < 0 ? this.maxScroll() : (starts[Math.min(starts.length - 1, next + lines - 1)] ?? this.maxScroll());
    } else {
      let prev = -1;
      starts.forEach((i, k) => {
        if (i < this.scroll) prev = k;
      });
      at = prev < 0 ? 0 : (starts[Math.max(0, prev + lines + 1)] ?? 0);
    }
    this.scroll = Phaser.Math.Clamp(at, 0, this.maxScroll());
    this.render();
  }

  /** The index of the first row shown, and the rows there are (for the tests). */
  scrollState(): { first: number; rows: number; shown: number; firstIsLineStart: boolean } {
    if (this.stale) this.refresh(true);
    const row = this.rows[this.scroll];
    return { first: this.scroll, rows: this.rows.length, shown: this.rowCount, firstIsLineStart: this.scroll === 0 || this.rows[this.scroll - 1]?.line !== row?.line };
  }

  private maxScroll(): number {
    return Math.max(0, this.rows.length - this.rowCount);
  }

  private wrap(line: string): string[] {
    return this.measure.getWrappedText(keepPhrases(line)).map((text) => text.replaceAll(NBSP, ' '));
  }

  /** Every line wrapped again where lines came while hidden, and the rows drawn (at the newest with `toBottom`). */
  private refresh(toBottom: boolean): void {
    if (this.stale) {
      this.wrapped = this.lines.map((line) => this.wrap(line));
      this.stale = false;
    }
    this.buildRows(toBottom);
  }

  /** The rows from the wrapped lines, scrolled to the newest with `toBottom`, and drawn. */
  private buildRows(toBottom: boolean): void {
    this.rows = [];
    this.wrapped.forEach((texts, i) => {
      for (const text of texts) this.rows.push({ text, line: i });
    });
    this.scroll = toBottom ? this.maxScroll() : Math.min(this.scroll, this.maxScroll());
    this.render();
  }

  private readonly onDrag = (p: Phaser.Input.Pointer): void => {
    if (!this.dragFrom || !p.isDown) return;
    const rows = Math.round((this.dragFrom.y - p.worldY) / this.lineHeight);
    this.scroll = Phaser.Math.Clamp(this.dragFrom.scroll + rows, 0, this.maxScroll());
    this.render();
  };

  private readonly endDrag = (): void => {
    this.dragFrom = undefined;
  };

  private render(): void {
    if (!this.isShown()) return; // drawn when it shows (refresh)
    if (this.rowTexts.length === 0) {
      for (let i = 0; i < this.rowCount; i++) {
        this.rowTexts.push(this.scene.add.text(-this.panelWidth / 2 + 28, this.contentTop + i * this.lineHeight, '', this.rowStyle));
      }
      this.addAt(this.rowTexts, this.getIndex(this.bar));
    }
    const newest = this.lines.length - 1;
    this.rowTexts.forEach((text, i) => {
      const row = this.rows[this.scroll + i];
      const fresh = row !== undefined && row.line === newest;
      // each setter redraws the text's canvas: only what changed
      text.setText(row?.text ?? '');
      if (text.style.color !== (fresh ? CSS.ink : CSS.inkSoft)) text.setColor(fresh ? CSS.ink : CSS.inkSoft);
      if (text.style.fontStyle !== (fresh ? 'bold' : '')) text.setFontStyle(fresh ? 'bold' : '');
      (this.scene.registry.get(LOG_ROW_HOOK) as ((row: Phaser.GameObjects.Text, i: number) => void) | undefined)?.(text, i);
    });
    const g = this.bar.clear();
    const total = this.rows.length;
    const shown = this.rowCount;
    if (total <= shown) return;
    const top = this.contentTop;
    const h = shown * this.lineHeight;
    const x = this.panelWidth / 2 - 20;
    g.fillStyle(COLORS.parchmentDark, 1).fillRoundedRect(x, top, 6, h, 3);
    const thumb = Math.max(24, (h * shown) / total);
    const at = top + ((h - thumb) * this.scroll) / this.maxScroll();
    g.fillStyle(COLORS.goldDark, 1).fillRoundedRect(x, at, 6, thumb, 3);
  }
}
