// Controls for setup and settings screens, each centred on (x, y) and `width` wide; the screen
// draws the row's label itself (`label` names the control for tests and assistive text).
// `Selector` picks one of several values with < > arrows, `Toggle` is an on/off switch, and
// `Slider` sets a value in 0..1. All are Focusable: Enter/Space acts, Left/Right change the value.
import Phaser from 'phaser';
import { t, getLang } from '../services/i18n';
import { playSfx } from '../services/audio';
import { motionMs } from '../services/settings';
import { toLocal, worldRect, type Focusable, type FocusDirection } from './focus';
import { rectInput } from './hit';
import { COLORS, CSS, FONTS, SIZES } from './theme';
import { fontSize, viewport } from './viewport';

const ROW_HEIGHT = 64;

/**
 * The controls' geometry: the desktop sizes, or on a phone (compact layout) rows and arrows as tall
 * as a 44-CSS-px target and type at least 12 CSS px.
 */
function geometry(): { rowH: number; touch: number; arrowR: number; pillH: number; body: number; minText: number; k: number } {
  const vp = viewport();
  if (!vp.compact) return { rowH: ROW_HEIGHT, touch: SIZES.touch, arrowR: 26, pillH: 50, body: SIZES.body, minText: SIZES.minText, k: 1 };
  const touch = vp.minTap;
  return { rowH: touch, touch, arrowR: Math.round(touch * 0.38), pillH: Math.round(touch * 0.7), body: fontSize(SIZES.body), minText: vp.minFont, k: touch / SIZES.touch };
}

interface RowOptions {
  /** What the control sets ("Sound"); not drawn. */
  label: string;
  width?: number;
  /** Light text for rows placed straight on the walnut background. */
  onDark?: boolean;
  name?: string;
}

/** The shared frame of a setting control: size, enabled state, focus bounds. */
abstract class SettingRow extends Phaser.GameObjects.Container implements Focusable {
  readonly rowWidth: number;
  readonly rowHeight: number;
  label: string;
  protected readonly textColor: string;
  private enabled = true;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: RowOptions, defaultWidth: number) {
    super(scene, x, y);
    this.rowWidth = opts.width ?? defaultWidth;
    this.rowHeight = geometry().rowH;
    this.label = opts.label;
    this.textColor = opts.onDark ? CSS.parchment : CSS.ink;
    this.setSize(this.rowWidth, this.rowHeight);
    if (opts.name) this.setName(opts.name);
    scene.add.existing(this);
  }

  setEnabled(enabled: boolean): this {
    this.enabled = enabled;
    this.setAlpha(enabled ? 1 : 0.45);
    for (const child of this.list) if (child.input) child.input.enabled = enabled;
    if (this.input) this.input.enabled = enabled;
    return this;
  }

  isEnabled(): boolean {
    return this.enabled;
  }

  getFocusBounds(): Phaser.Geom.Rectangle {
    return worldRect(this, this.rowWidth + 16, this.rowHeight);
  }

  abstract activate(): void;
  abstract onFocusKey(dir: FocusDirection): boolean;
}

/** A round gold arrow button (56 px target, a phone's 44 CSS px) pointing left or right. */
function arrowButton(scene: Phaser.Scene, x: number, dir: -1 | 1, onPress: () => void): Phaser.GameObjects.Container {
  const { touch, arrowR: r, k } = geometry();
  const c = scene.add.container(x, 0);
  const g = scene.add.graphics();
  const draw = (hover: boolean): void => {
    g.clear();
    g.fillStyle(hover ? COLORS.goldLight : COLORS.gold, 1);
    g.fillCircle(0, 0, r);
    g.lineStyle(2, COLORS.goldDark, 1);
    g.strokeCircle(0, 0, r);
    g.fillStyle(COLORS.ink, 1);
    g.fillTriangle(dir * 9 * k, 0, -dir * 6 * k, -11 * k, -dir * 6 * k, 11 * k);
  };
  draw(false);
  c.add(g);
  c.setSize(touch, touch);
  c.setInteractive(rectInput(touch, touch));
  c.on('pointerover', () => draw(true));
  c.on('pointerout', () => draw(false));
  c.on('pointerup', onPress);
  return c;
}

export interface SelectorOption<T> {
  value: T;
  label: string;
}

export interface SelectorOptions<T> extends RowOptions {
  values: readonly SelectorOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** `< value >`: arrows step through the values, wrapping round. */
export class Selector<T = string> extends SettingRow {
  private readonly values: readonly SelectorOption<T>[];
  private readonly onChange: (value: T) => void;
  private readonly valueText: Phaser.GameObjects.Text;
  private readonly textRoom: number;
  private readonly valueSize: number;
  private readonly minText: number;
  private index: number;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: SelectorOptions<T>) {
    super(scene, x, y, opts, 380);
    this.values = opts.values;
    this.onChange = opts.onChange;
    this.index = Math.max(0, opts.values.findIndex((v) => v.value === opts.value));
    const geo = geometry();
    this.valueSize = geo.body;
    this.minText = geo.minText;
    const left = -this.rowWidth / 2 + geo.touch / 2;
    const right = this.rowWidth / 2 - geo.touch / 2;
    const mid = (left + right) / 2;
    const inset = geo.arrowR + 6;
    this.textRoom = right - left - 2 * inset - 12;
    const pill = scene.add.graphics();
    pill.fillStyle(opts.onDark ? COLORS.walnutLight : COLORS.parchmentDark, opts.onDark ? 1 : 0.55);
    pill.fillRoundedRect(left + inset, -geo.pillH / 2, right - left - 2 * inset, geo.pillH, 10);
    this.valueText = scene.add
      .text(mid, 0, '', { fontFamily: FONTS.body, fontSize: `${geo.body}px`, fontStyle: 'bold', color: this.textColor === CSS.ink ? CSS.ink : CSS.goldLight })
      .setOrigin(0.5);
    this.add([pill, this.valueText, arrowButton(scene, left, -1, () => this.step(-1)), arrowButton(scene, right, 1, () => this.step(1))]);
    this.refresh();
  }

  getValue(): T {
    return (this.values[this.index] ?? this.values[0])?.value as T;
  }

  /** Sets the value without calling onChange. */
  setValue(value: T): this {
    const i = this.values.findIndex((v) => v.value === value);
    if (i >= 0) this.index = i;
    this.refresh();
    return this;
  }

  step(delta: number): void {
    if (!this.isEnabled() || this.values.length === 0) return;
    this.index = (this.index + delta + this.values.length) % this.values.length;
    this.refresh();
    playSfx('button');
    this.onChange(this.getValue());
  }

  activate(): void {
    this.step(1);
  }

  onFocusKey(dir: FocusDirection): boolean {
    if (dir === 'left' || dir === 'right') this.step(dir === 'left' ? -1 : 1);
    return dir === 'left' || dir === 'right';
  }

  /** Shows the current value, shrinking the type (never under 18 px, nor a phone's 12 CSS px) when it is long. */
  private refresh(): void {
    this.valueText.setFontSize(this.valueSize).setText(this.values[this.index]?.label ?? '');
    if (this.valueText.width > this.textRoom) {
      this.valueText.setFontSize(Math.max(this.minText, Math.floor((this.valueSize * this.textRoom) / this.valueText.width)));
    }
  }
}

export interface ToggleOptions extends RowOptions {
  value: boolean;
  onChange: (value: boolean) => void;
}

/** An on/off switch that also says "On" or "Off" in words. */
export class Toggle extends SettingRow {
  private value: boolean;
  private readonly onChange: (value: boolean) => void;
  private readonly track: Phaser.GameObjects.Graphics;
  private readonly knob: Phaser.GameObjects.Graphics;
  private readonly stateText: Phaser.GameObjects.Text;
  private readonly trackX: number;
  private readonly s: number;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: ToggleOptions) {
    super(scene, x, y, opts, 220);
    this.value = opts.value;
    this.onChange = opts.onChange;
    const geo = geometry();
    // On a phone the switch is drawn larger (s), its whole row taking the tap.
    this.s = geo.k > 1 ? 1.35 : 1;
    const s = this.s;
    this.trackX = this.rowWidth / 2 - 50 * s;
    this.track = scene.add.graphics();
    this.knob = scene.add.graphics();
    this.knob.fillStyle(COLORS.dim, 0.25).fillCircle(0, 3, 22 * s);
    this.knob.fillStyle(COLORS.parchment, 1).fillCircle(0, 0, 22 * s);
    this.knob.lineStyle(2, COLORS.goldDark, 1).strokeCircle(0, 0, 22 * s);
    this.stateText = scene.add
      .text(this.trackX - 64 * s, 0, '', { fontFamily: FONTS.body, fontSize: `${geo.body}px`, fontStyle: 'bold', color: this.textColor })
      .setOrigin(1, 0.5);
    this.add([this.track, this.knob, this.stateText]);
    this.setInteractive(rectInput(this.rowWidth, this.rowHeight));
    this.on('pointerup', () => this.activate());
    this.refresh(false);
  }

  getValue(): boolean {
    return this.value;
  }

  /** Sets the value without calling onChange. */
  setValue(value: boolean): this {
    this.value = value;
    this.refresh(false);
    return this;
  }

  activate(): void {
    this.set(!this.value);
  }

  onFocusKey(dir: FocusDirection): boolean {
    if (dir === 'left' || dir === 'right') this.set(dir === 'right');
    return dir === 'left' || dir === 'right';
  }

  private set(value: boolean): void {
    if (!this.isEnabled() || value === this.value) return;
    this.value = value;
    this.refresh(true);
    playSfx('button');
    this.onChange(value);
  }

  private refresh(animate: boolean): void {
    const on = this.value;
    const s = this.s;
    const g = this.track.clear();
    g.fillStyle(on ? COLORS.ok : COLORS.inkSoft, 1);
    g.fillRoundedRect(this.trackX - 48 * s, -26 * s, 96 * s, 52 * s, 26 * s);
    g.lineStyle(2, COLORS.goldDark, 1);
    g.strokeRoundedRect(this.trackX - 48 * s, -26 * s, 96 * s, 52 * s, 26 * s);
    g.lineStyle(3, COLORS.parchment, 0.9);
    if (on) g.lineBetween(this.trackX - 30 * s, -9 * s, this.trackX - 30 * s, 9 * s);
    else g.strokeCircle(this.trackX + 30 * s, 0, 8 * s);
    this.stateText.setText(t(on ? 'ui.on' : 'ui.off'));
    const kx = this.trackX + (on ? 22 : -22) * s;
    this.scene.tweens.killTweensOf(this.knob);
    if (animate) this.scene.tweens.add({ targets: this.knob, x: kx, duration: motionMs(150), ease: 'Cubic.Out' });
    else this.knob.setX(kx);
  }
}

export interface SliderOptions extends RowOptions {
  value: number;
  onChange: (value: number) => void;
  /** Keyboard step; default 0.1. */
  step?: number;
}

/** A 0..1 slider with a 56 px handle: drag it, tap the track, or use Left/Right. */
export class Slider extends SettingRow {
  private value: number;
  private readonly onChange: (value: number) => void;
  private readonly keyStep: number;
  private readonly handle: Phaser.GameObjects.Graphics;
  private readonly fill: Phaser.GameObjects.Graphics;
  private readonly valueText: Phaser.GameObjects.Text;
  private readonly x0: number;
  private readonly x1: number;
  private dragging = false;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: SliderOptions) {
    super(scene, x, y, opts, 380);
    this.value = Phaser.Math.Clamp(opts.value, 0, 1);
    this.onChange = opts.onChange;
    this.keyStep = opts.step ?? 0.1;
    const geo = geometry();
    this.x0 = -this.rowWidth / 2 + geo.touch / 2;
    this.x1 = this.rowWidth / 2 - 100 * (geo.k > 1 ? 1.3 : 1);
    const track = scene.add.graphics();
    track.fillStyle(COLORS.inkSoft, 0.45).fillRoundedRect(this.x0, -5, this.x1 - this.x0, 10, 5);
    this.fill = scene.add.graphics();
    this.handle = scene.add.graphics();
    const r = geo.arrowR;
    this.handle.fillStyle(COLORS.dim, 0.25).fillCircle(0, 3, r);
    this.handle.fillStyle(COLORS.gold, 1).fillCircle(0, 0, r);
    this.handle.lineStyle(2, COLORS.goldDark, 1).strokeCircle(0, 0, r);
    this.handle.fillStyle(COLORS.goldDark, 1).fillRect(-7, -9, 3, 18).fillRect(-1, -9, 3, 18).fillRect(5, -9, 3, 18);
    this.valueText = scene.add
      .text(this.rowWidth / 2, 0, '', { fontFamily: FONTS.body, fontSize: `${geo.body}px`, fontStyle: 'bold', color: this.textColor })
      .setOrigin(1, 0.5);
    const hit = scene.add.zone((this.x0 + this.x1) / 2, 0, this.x1 - this.x0 + geo.touch, this.rowHeight);
    hit.setInteractive({ useHandCursor: true });
    hit.on('pointerdown', (p: Phaser.Input.Pointer) => {
      this.dragging = true;
      this.fromPointer(p);
    });
    scene.input.on('pointermove', this.onMove);
    scene.input.on('pointerup', this.onUp);
    this.once('destroy', () => {
      scene.input.off('pointermove', this.onMove);
      scene.input.off('pointerup', this.onUp);
    });
    this.add([track, this.fill, hit, this.handle, this.valueText]);
    this.refresh();
  }

  getValue(): number {
    return this.value;
  }

  /** Sets the value without calling onChange. */
  setValue(value: number): this {
    this.value = Phaser.Math.Clamp(value, 0, 1);
    this.refresh();
    return this;
  }

  activate(): void {
    this.set(this.value >= 1 ? 0 : Math.min(1, this.value + this.keyStep));
  }

  onFocusKey(dir: FocusDirection): boolean {
    if (dir === 'left' || dir === 'right') this.set(this.value + (dir === 'left' ? -this.keyStep : this.keyStep));
    return dir === 'left' || dir === 'right';
  }

  private readonly onMove = (p: Phaser.Input.Pointer): void => {
    if (this.dragging && p.isDown) this.fromPointer(p);
  };

  private readonly onUp = (): void => {
    this.dragging = false;
  };

  private fromPointer(p: Phaser.Input.Pointer): void {
    const local = toLocal(this, p.worldX, p.worldY);
    this.set((local.x - this.x0) / (this.x1 - this.x0));
  }

  private set(value: number): void {
    if (!this.isEnabled()) return;
    const v = Math.round(Phaser.Math.Clamp(value, 0, 1) * 100) / 100;
    if (v === this.value) return;
    this.value = v;
    this.refresh();
    this.onChange(v);
  }

  private refresh(): void {
    const hx = this.x0 + (this.x1 - this.x0) * this.value;
    this.fill.clear().fillStyle(COLORS.gold, 1).fillRoundedRect(this.x0, -5, Math.max(10, hx - this.x0), 10, 5);
    this.handle.setX(hx);
    this.valueText.setText(new Intl.NumberFormat(getLang(), { style: 'percent' }).format(this.value));
  }
}
