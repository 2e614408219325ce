// A parchment-and-gold push button: hover and pressed states, a disabled look that ignores input
// (or, given a refusal, still takes a press to say why it is grey: `setEnabled(false, refusal)`),
// the 'button' sound on click, and keyboard activation through a FocusRing. While the game host
// shows a change (and takes no input), it holds the game scene's buttons: they look disabled and
// ignore input until it lets go, whatever the scene set them to (`hold`, `Button.holdScene`).
import Phaser from 'phaser';
import { playSfx } from '../services/audio';
import { worldRect, type Focusable } from './focus';
import { rectInput } from './hit';
import { COLORS, CSS, FONTS, SIZES } from './theme';
import { fontSize, viewport } from './viewport';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonOptions {
  width?: number;
  height?: number;
  variant?: ButtonVariant;
  fontSize?: number;
  name?: string;
}

type Look = 'idle' | 'hover' | 'pressed';

interface Palette {
  fill: number;
  fillHover: number;
  fillPressed: number;
  border: number;
  text: string;
  fillAlpha: number;
}

const PALETTES: Record<ButtonVariant, Palette> = {
  primary: { fill: COLORS.gold, fillHover: COLORS.goldLight, fillPressed: COLORS.goldDark, border: COLORS.goldDark, text: CSS.ink, fillAlpha: 1 },
  secondary: { fill: COLORS.parchment, fillHover: 0xfbf1d8, fillPressed: COLORS.parchmentDark, border: COLORS.gold, text: CSS.ink, fillAlpha: 1 },
  danger: { fill: COLORS.danger, fillHover: 0xcc463b, fillPressed: 0x8c2a22, border: 0x6e1f19, text: CSS.parchment, fillAlpha: 1 },
  ghost: { fill: COLORS.walnutLight, fillHover: COLORS.walnutLight, fillPressed: COLORS.walnutDark, border: COLORS.gold, text: CSS.goldLight, fillAlpha: 0 },
};

export class Button extends Phaser.GameObjects.Container implements Focusable {
  readonly buttonWidth: number;
  readonly buttonHeight: number;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly text: Phaser.GameObjects.Text;
  private readonly palette: Palette;
  private readonly variant: ButtonVariant;
  private enabled = true;
  /** What a press on it says while disabled (why it is), if anything: it then still takes the press. */
  private refusal: (() => void) | null = null;
  /** Held by the host while it shows a change: dimmed and deaf, `enabled` kept for afterwards. */
  private held = false;
  private look: Look = 'idle';
  private pressing = false;
  /** The label's font size as asked for (fitLabel may shrink it for a long label). */
  private baseSize = 0;

  /** The scene whose buttons are held now (the host's game scene while it is busy): new ones start held. */
  private static heldScene: Phaser.Scene | null = null;

  /** Hold (or let go of) every button of `scene`, those drawn later too, until let go. */
  static holdScene(scene: Phaser.Scene, on: boolean): void {
    Button.heldScene = on ? scene : Button.heldScene === scene ? null : Button.heldScene;
    const walk = (list: readonly Phaser.GameObjects.GameObject[]): void => {
      for (const obj of list) {
        if (obj instanceof Button) obj.hold(on);
        else if (obj instanceof Phaser.GameObjects.Container) walk(obj.list);
      }
    };
    walk((scene.children as Phaser.GameObjects.DisplayList | undefined)?.list ?? []);
  }

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    label: string,
    private readonly onClick: () => void,
    opts: ButtonOptions = {},
  ) {
    super(scene, x, y);
    this.variant = opts.variant ?? 'secondary';
    this.palette = PALETTES[this.variant];
    this.text = scene.add
      .text(0, 0, label, {
        fontFamily: FONTS.body,
        fontSize: `${fontSize(Math.max(SIZES.minText, opts.fontSize ?? 26))}px`,
        fontStyle: 'bold',
        color: this.palette.text,
      })
      .setOrigin(0.5);
    this.buttonWidth = opts.width ?? Math.max(200, Math.ceil(this.text.width) + 56);
    // On a phone (compact layout) the button is drawn at least 80 % of a 44-CSS-px target and
    // takes taps over the whole 44 px, centred on it.
    const vp = viewport();
    this.buttonHeight = Math.max(SIZES.touch, opts.height ?? 64, vp.compact ? Math.ceil(vp.minTap * 0.8) : 0);
    this.fitLabel();
    this.bg = scene.add.graphics();
    this.add([this.bg, this.text]);
    if (opts.name) this.setName(opts.name);
    this.setSize(this.buttonWidth, this.buttonHeight);
    const hitW = Math.max(this.buttonWidth, vp.minTap);
    const hitH = Math.max(this.buttonHeight, vp.minTap);
    const input = rectInput(hitW, hitH);
    (input.hitArea as Phaser.Geom.Rectangle).setPosition((this.buttonWidth - hitW) / 2, (this.buttonHeight - hitH) / 2);
    this.setInteractive(input);
    // A touch arrives as down, then over, then up, then out: the press is remembered apart
    // from the look, so a tap clicks just as a mouse press and release does.
    this.on('pointerover', () => this.setLook(this.pressing ? 'pressed' : 'hover'));
    this.on('pointerout', () => {
      this.pressing = false;
      this.setLook('idle');
    });
    this.on('pointerdown', () => {
      this.pressing = true;
      this.setLook('pressed');
    });
    this.on('pointerup', () => {
      if (!this.pressing) return;
      this.pressing = false;
      this.setLook('hover');
      this.fire();
    });
    this.draw();
    scene.add.existing(this);
    if (Button.heldScene === scene) this.hold(true);
  }

  setLabel(label: string): this {
    this.text.setText(label);
    this.fitLabel();
    return this;
  }

  /**
   * A label wider than its button shrinks (never under 18 px, nor a phone's 12 CSS px floor);
   * still too wide, it wraps onto a second line where the button is tall enough.
   */
  private fitLabel(): void {
    const room = this.buttonWidth - 16;
    const t = this.text;
    if (this.baseSize === 0) this.baseSize = parseFloat(String(t.style.fontSize)) || SIZES.body;
    t.setWordWrapWidth(null).setFontSize(this.baseSize);
    if (t.width <= room) return;
    const floor = Math.min(this.baseSize, fontSize(SIZES.minText));
    t.setFontSize(Math.max(floor, Math.floor((this.baseSize * room) / t.width)));
    if (t.width > room && t.height * 2 <= this.buttonHeight) t.setWordWrapWidth(room).setAlign('center');
  }

  getLabel(): string {
    return this.text.text;
  }

  /**
   * A disabled button is dimmed and ignores pointer and keyboard; given a `refusal`, a press on it
   * (a click, a tap, Enter) calls that instead, to say why it is disabled (issue 30 item 4: Undo).
   */
  setEnabled(enabled: boolean, refusal: (() => void) | null = null): this {
    this.enabled = enabled;
    this.refusal = enabled ? null : refusal;
    return this.showEnabled();
  }

  /** Held (by the host, while it shows a change): looks and acts disabled; let go, it is as the scene set it. */
  hold(on: boolean): this {
    if (on === this.held) return this;
    this.held = on;
    return this.showEnabled();
  }

  private showEnabled(): this {
    const live = this.enabled && !this.held;
    if (this.input) this.input.enabled = live || (this.refusal !== null && !this.held);
    this.setAlpha(live ? 1 : 0.45);
    this.pressing = false;
    this.setLook('idle');
    return this;
  }

  isEnabled(): boolean {
    return this.enabled;
  }

  getFocusBounds(): Phaser.Geom.Rectangle {
    return worldRect(this, this.buttonWidth, this.buttonHeight);
  }

  /** Keyboard activation: a short pressed flash, then the click. */
  activate(): void {
    if (this.held) return;
    if (!this.enabled) {
      this.refusal?.();
      return;
    }
    this.setLook('pressed');
    this.scene.time.delayedCall(90, () => {
      if (this.active) this.setLook('idle');
    });
    this.fire();
  }

  private fire(): void {
    if (this.held) return;
    if (!this.enabled) {
      this.refusal?.();
      return;
    }
    playSfx('button');
    this.onClick();
  }

  private setLook(look: Look): void {
    if (look !== 'idle' && !this.enabled) return; // a disabled button that says why keeps its dim look
    if (look === this.look) return;
    this.look = look;
    this.draw();
  }

  private draw(): void {
    const p = this.palette;
    const w = this.buttonWidth;
    const h = this.buttonHeight;
    const r = Math.min(SIZES.radius, h / 2);
    const pressed = this.look === 'pressed';
    const hover = this.look === 'hover';
    const dy = pressed ? 2 : 0;
    const g = this.bg.clear();
    if (this.variant !== 'ghost' && !pressed) {
      g.fillStyle(COLORS.dim, 0.35);
      g.fillRoundedRect(-w / 2 + 2, -h / 2 + 5, w, h, r);
    }
    const fill = pressed ? p.fillPressed : hover ? p.fillHover : p.fill;
    const alpha = this.variant === 'ghost' ? (pressed ? 0.8 : hover ? 0.6 : 0) : p.fillAlpha;
    g.fillStyle(fill, alpha);
    g.fillRoundedRect(-w / 2, -h / 2 + dy, w, h, r);
    if (this.variant !== 'ghost') {
      g.fillStyle(0xffffff, pressed ? 0.04 : 0.16);
      g.fillRoundedRect(-w / 2 + 4, -h / 2 + dy + 4, w - 8, h / 2 - 6, { tl: r - 3, tr: r - 3, bl: 2, br: 2 });
    }
    g.lineStyle(hover ? 3 : 2, hover && this.variant === 'secondary' ? COLORS.goldDark : p.border, 1);
    g.strokeRoundedRect(-w / 2, -h / 2 + dy, w, h, r);
    this.text.setY(dy);
  }
}
