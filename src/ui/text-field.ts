// A text field on a Phaser screen: a real <input> laid over the canvas at a rectangle in design
// coordinates (kept there when the window changes size), so typing is the platform's own: a
// phone's keyboard, accents and other scripts, paste, a screen reader. While it has the focus the
// game's keyboard is off (Phaser would otherwise take Space, Enter and the arrows from it); Enter
// calls `onEnter`, Escape leaves the field. The field is a Focusable: the focus ring's Enter or
// Space on it puts the caret in it. Gone with its scene.
import Phaser from 'phaser';
import type { Focusable } from './focus';
import { viewport } from './viewport';
import { FONTS } from './theme';

export interface TextFieldOptions {
  value?: string;
  /** The longest text, in characters (the input's maxlength). */
  maxLength: number;
  /** What the field is for, for a screen reader (aria-label) and as its placeholder. */
  label: string;
  /** A name for tests (data-name on the input). */
  name: string;
  /** The font size in design px. */
  fontSize?: number;
  onChange?: (value: string) => void;
  onEnter?: () => void;
}

export class TextField implements Focusable {
  readonly el: HTMLInputElement;
  private rect: Phaser.Geom.Rectangle;

  constructor(
    private readonly scene: Phaser.Scene,
    x: number,
    y: number,
    width: number,
    height: number,
    private readonly o: TextFieldOptions,
  ) {
    this.rect = new Phaser.Geom.Rectangle(x - width / 2, y - height / 2, width, height);
    const el = document.createElement('input');
    el.type = 'text';
    el.value = o.value ?? '';
    el.maxLength = o.maxLength;
    el.placeholder = o.label;
    el.setAttribute('aria-label', o.label);
    el.dataset.name = o.name;
    el.setAttribute('autocomplete', 'nickname');
    el.spellcheck = false;
    Object.assign(el.style, {
      position: 'fixed',
      boxSizing: 'border-box',
      margin: '0',
      border: '2px solid #b08d3c',
      borderRadius: '6px',
      background: '#fff8e6',
      color: '#2b1d14',
      fontFamily: FONTS.body,
      outline: 'none',
      zIndex: '5',
    });
    el.addEventListener('input', () => o.onChange?.(el.value));
    el.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Enter') {
        e.preventDefault();
        el.blur();
        o.onEnter?.();
      } else if (e.key === 'Escape') el.blur();
    });
    el.addEventListener('focus', () => {
      el.style.borderColor = '#e0b23c';
      this.keyboard(false);
    });
    el.addEventListener('blur', () => {
      el.style.borderColor = '#b08d3c';
      this.keyboard(true);
    });
    document.body.appendChild(el);
    this.el = el;
    this.place();
    const onResize = (): void => this.place();
    scene.scale.on(Phaser.Scale.Events.RESIZE, onResize);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.scale.off(Phaser.Scale.Events.RESIZE, onResize);
      this.destroy();
    });
  }

  get value(): string {
    return this.el.value;
  }

  /** The game's keyboard off while the caret is in the field, back on when it leaves. */
  private keyboard(on: boolean): void {
    const k = this.scene.game.input.keyboard;
    if (k) k.enabled = on;
  }

  /** Put the field over its rectangle of the design frame, in the page's CSS px. */
  place(): void {
    const canvas = this.scene.game.canvas;
    const box = canvas.getBoundingClientRect();
    const vp = viewport();
    const s = box.width / vp.width;
    const r = this.rect;
    Object.assign(this.el.style, {
      left: `${box.left + (r.x - vp.left) * s}px`,
      top: `${box.top + (r.y - vp.top) * s}px`,
      width: `${r.width * s}px`,
      height: `${r.height * s}px`,
      fontSize: `${Math.max(16, (this.o.fontSize ?? 28) * s)}px`, // 16 px or more: a phone does not zoom in on it
      padding: `0 ${Math.round(10 * s)}px`,
    });
  }

  getFocusBounds(): Phaser.Geom.Rectangle {
    return this.rect;
  }

  activate(): void {
    this.el.focus();
  }

  isEnabled(): boolean {
    return this.el.isConnected;
  }

  destroy(): void {
    if (document.activeElement === this.el) this.keyboard(true);
    this.el.remove();
  }
}
