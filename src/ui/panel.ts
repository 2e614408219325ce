// A parchment panel: rounded, soft shadow, gold border, optional Cinzel title with a gold rule.
// Centred on (x, y); add content as children in the panel's local coordinates (0, 0 = centre).
import Phaser from 'phaser';
import { rectInput } from './hit';
import { COLORS, CSS, FONTS, SIZES } from './theme';
import { RENDER_SCALE } from './render-scale';
import { fontSize } from './viewport';

export interface PanelOptions {
  title?: string;
  titleSize?: number;
  fill?: number;
  name?: string;
}

/** Draws the panel body into `g`, centred on (0, 0); shared with widgets that need the look alone. */
export function drawParchment(g: Phaser.GameObjects.Graphics, w: number, h: number, fill: number = COLORS.parchment): void {
  const r = SIZES.radius;
  for (let i = 4; i >= 1; i--) {
    g.fillStyle(COLORS.dim, 0.09);
    g.fillRoundedRect(-w / 2 - i * 2, -h / 2 - i * 2 + 8, w + i * 4, h + i * 4, r + i * 2);
  }
  g.fillStyle(fill, 1);
  g.fillRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(3, COLORS.gold, 1);
  g.strokeRoundedRect(-w / 2, -h / 2, w, h, r);
  g.lineStyle(1, COLORS.goldDark, 0.7);
  g.strokeRoundedRect(-w / 2 + 7, -h / 2 + 7, w - 14, h - 14, r - 5);
}

const SHADOW_PAD = 16;

/**
 * The parchment look baked once into a texture per size: a panel then costs one textured quad a
 * frame instead of five overlapping shapes, which matters where WebGL runs in software.
 */
export function parchmentTexture(scene: Phaser.Scene, w: number, h: number, fill: number = COLORS.parchment): string {
  const scale = RENDER_SCALE;
  const key = `fc-parchment-${w}x${h}-${fill.toString(16)}-${scale}`;
  if (scene.textures.exists(key)) return key;
  const g = scene.make.graphics({}, false);
  g.translateCanvas((w / 2 + SHADOW_PAD) * scale, (h / 2 + SHADOW_PAD) * scale);
  g.scaleCanvas(scale, scale);
  drawParchment(g, w, h, fill);
  g.generateTexture(key, Math.ceil((w + SHADOW_PAD * 2) * scale), Math.ceil((h + SHADOW_PAD * 2) * scale));
  g.destroy();
  return key;
}


export class Panel extends Phaser.GameObjects.Container {
  readonly panelWidth: number;
  readonly panelHeight: number;
  /** Local y where content below the title may start. */
  readonly contentTop: number;
  private readonly bg: Phaser.GameObjects.Graphics;
  private readonly titleText: Phaser.GameObjects.Text | undefined;

  constructor(scene: Phaser.Scene, x: number, y: number, width: number, height: number, opts: PanelOptions = {}) {
    super(scene, x, y);
    this.panelWidth = width;
    this.panelHeight = height;
    const key = parchmentTexture(scene, width, height, opts.fill);
    this.add(scene.add.image(0, 0, key).setScale(1 / RENDER_SCALE));
    this.bg = scene.add.graphics();
    this.add(this.bg);
    let top = -height / 2 + 24;
    if (opts.title !== undefined) {
      const size = fontSize(Math.max(SIZES.minText, opts.titleSize ?? 32));
      this.titleText = scene.add
        .text(0, -height / 2 + 22, opts.title, { fontFamily: FONTS.title, fontSize: `${size}px`, fontStyle: 'bold', color: CSS.ink })
        .setOrigin(0.5, 0)
        .setName(opts.name ? `${opts.name}.title` : '');
      const ruleY = -height / 2 + 22 + size * 1.35 + 8;
      this.bg.lineStyle(2, COLORS.gold, 1);
      this.bg.lineBetween(-width / 2 + 40, ruleY, width / 2 - 40, ruleY);
      this.bg.fillStyle(COLORS.gold, 1);
      this.bg.fillCircle(0, ruleY, 4);
      this.add(this.titleText);
      top = ruleY + 16;
    }
    this.contentTop = top;
    this.setSize(width, height);
    if (opts.name) this.setName(opts.name);
    scene.add.existing(this);
  }

  setTitle(title: string): this {
    this.titleText?.setText(title);
    return this;
  }

  /** Makes the panel swallow pointer input so nothing beneath it reacts. */
  blockInput(): this {
    this.setInteractive(rectInput(this.panelWidth, this.panelHeight, false));
    return this;
  }
}
