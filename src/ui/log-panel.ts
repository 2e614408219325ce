// A scrollable game log on a parchment panel: newest line at the bottom, mouse wheel or drag to
// scroll back, `toggle()` to show or hide. Long lines wrap. Each added line is also announced.
// Only the rows that fit are drawn; scrolling re-fills them, so no mask is needed.
import Phaser from 'phaser';
import { t } from '../services/i18n';
import { motionMs } from '../services/settings';
import { announce } from './toast';
import { Panel } from './panel';
import { rectInput } from './hit';
import { COLORS, CSS, FONTS, MOTION, SIZES } from './theme';
import { fontSize } from './viewport';

export interface LogPanelOptions {
  title?: string;
  fontSize?: number;
  /** Oldest lines are dropped beyond this many. */
  maxLines?: number;
  name?: string;
}

interface Row {
  text: string;
  line: number;
}

export class LogPanel extends Panel {
  private lines: string[] = [];
  private rows: Row[] = [];
  private readonly rowTexts: Phaser.GameObjects.Text[] = [];
  private readonly measure: Phaser.GameObjects.Text;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly lineHeight: number;
  private readonly maxLines: number;
  private readonly textWidth: number;
  /** Index of the first row shown. */
  private scroll = 0;
  private dragFrom: { y: number; scroll: number } | undefined;

  constructor(scene: Phaser.Scene, x: number, y: number, width = 440, height = 360, opts: LogPanelOptions = {}) {
    super(scene, x, y, width, height, { title: opts.title ?? t('ui.log.title'), titleSize: 26 });
    if (opts.name) this.setName(opts.name);
    const size = fontSize(Math.max(SIZES.minText, opts.fontSize ?? 20));
    this.lineHeight = Math.round(size * 1.35);
    this.maxLines = opts.maxLines ?? 200;
    this.textWidth = width - 64;
    const style = { fontFamily: FONTS.body, fontSize: `${size}px`, color: CSS.inkSoft, wordWrap: { width: this.textWidth } };
    this.measure = scene.add.text(0, 0, '', style).setVisible(false);
    this.add(this.measure);
    const count = Math.max(1, Math.floor((height / 2 - 20 - this.contentTop) / this.lineHeight));
    for (let i = 0; i < count; i++) {
      const row = scene.add.text(-width / 2 + 28, this.contentTop + i * this.lineHeight, '', { ...style, wordWrap: undefined });
      this.rowTexts.push(row);
    }
    this.bar = scene.add.graphics();
    this.add([...this.rowTexts, this.bar]);
    this.setInteractive(rectInput(width, height, false));
    this.on('wheel', (_p: Phaser.Input.Pointer, _dx: number, dy: number) => this.scrollBy(Math.sign(dy) * 2));
    this.on('pointerdown', (p: Phaser.Input.Pointer) => (this.dragFrom = { y: p.worldY, scroll: this.scroll }));
    scene.input.on('pointermove', this.onDrag);
    scene.input.on('pointerup', this.endDrag);
    this.once('destroy', () => {
      scene.input.off('pointermove', this.onDrag);
      scene.input.off('pointerup', this.endDrag);
    });
    this.render();
  }

  /** Appends a line, scrolls to it if the view was at the bottom, and announces it. */
  override add(line: string): this;
  override add(child: Phaser.GameObjects.GameObject | Phaser.GameObjects.GameObject[]): this;
  override add(item: string | Phaser.GameObjects.GameObject | Phaser.GameObjects.GameObject[]): this {
    if (typeof item !== 'string') return super.add(item);
    const atBottom = this.scroll >= this.maxScroll();
    this.lines.push(item);
    if (this.lines.length > this.maxLines) this.lines.shift();
    this.rewrap(atBottom);
    announce(item);
    return this;
  }

  /** Replaces every line (not announced) and shows the newest. */
  setLines(lines: readonly string[]): this {
    this.lines = lines.slice(-this.maxLines);
    this.rewrap(true);
    return this;
  }

  getLines(): readonly string[] {
    return this.lines;
  }

  /** Shows or hides the panel with a short fade; returns the new visibility. */
  toggle(): boolean {
    const show = !this.visible || this.alpha < 1;
    this.scene.tweens.killTweensOf(this);
    if (show) this.setVisible(true);
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

  private maxScroll(): number {
    return Math.max(0, this.rows.length - this.rowTexts.length);
  }

  private rewrap(toBottom: boolean): void {
    this.rows = [];
    this.lines.forEach((line, i) => {
      for (const text of this.measure.getWrappedText(line)) this.rows.push({ text, line: i });
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
    const newest = this.lines.length - 1;
    this.rowTexts.forEach((text, i) => {
      const row = this.rows[this.scroll + i];
      text.setText(row?.text ?? '');
      text.setColor(row && row.line === newest ? CSS.ink : CSS.inkSoft);
      text.setFontStyle(row && row.line === newest ? 'bold' : '');
    });
    const g = this.bar.clear();
    const total = this.rows.length;
    const shown = this.rowTexts.length;
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
