// The pen Castle Panic's token pictures are drawn with (monster-art.ts's faces, token-art.ts's
// pictograms): coordinates in a picture's own units, scaled to a token's size, over a Phaser
// graphics; and the curves and mirrored shapes the faces are made of.
import type Phaser from 'phaser';

export type Pt = readonly [number, number];

/**
 * A pen over a graphics: coordinates in a face's own units (a face is about 34 units across, for a
 * token of side 64), scaled to `size` and moved to (ox, oy).
 */
export class Pen {
  constructor(
    readonly g: Phaser.GameObjects.Graphics,
    readonly k: number,
    readonly ox = 0,
    readonly oy = 0,
  ) {}

  private pts(points: readonly Pt[]): Phaser.Math.Vector2[] {
    // the graphics read only x and y of each point
    return points.map(([x, y]) => ({ x: this.ox + x * this.k, y: this.oy + y * this.k })) as unknown as Phaser.Math.Vector2[];
  }

  fill(colour: number, alpha = 1): this {
    this.g.fillStyle(colour, alpha);
    return this;
  }

  line(width: number, colour: number, alpha = 1): this {
    this.g.lineStyle(Math.max(0.75, width * this.k), colour, alpha);
    return this;
  }

  circle(x: number, y: number, r: number, stroke = false): this {
    const [cx, cy, cr] = [this.ox + x * this.k, this.oy + y * this.k, r * this.k];
    if (stroke) this.g.strokeCircle(cx, cy, cr);
    else this.g.fillCircle(cx, cy, cr);
    return this;
  }

  ellipse(x: number, y: number, w: number, h: number, stroke = false): this {
    const [cx, cy] = [this.ox + x * this.k, this.oy + y * this.k];
    if (stroke) this.g.strokeEllipse(cx, cy, w * this.k, h * this.k, 32);
    else this.g.fillEllipse(cx, cy, w * this.k, h * this.k, 32);
    return this;
  }

  shape(points: readonly Pt[], stroke = false): this {
    if (stroke) this.g.strokePoints(this.pts(points), true, true);
    else this.g.fillPoints(this.pts(points), true, true);
    return this;
  }

  /** A filled shape with its outline. */
  solid(points: readonly Pt[], fill: number, edge: number, width = 1.2): this {
    return this.fill(fill).shape(points).line(width, edge).shape(points, true);
  }

  /** An open line through the points. */
  path(points: readonly Pt[]): this {
    this.g.strokePoints(this.pts(points), false, false);
    return this;
  }

  seg(x1: number, y1: number, x2: number, y2: number): this {
    this.g.lineBetween(this.ox + x1 * this.k, this.oy + y1 * this.k, this.ox + x2 * this.k, this.oy + y2 * this.k);
    return this;
  }

  rect(x: number, y: number, w: number, h: number): this {
    this.g.fillRect(this.ox + x * this.k, this.oy + y * this.k, w * this.k, h * this.k);
    return this;
  }

  arc(x: number, y: number, r: number, a0: number, a1: number, ccw = false): this {
    this.g.beginPath();
    this.g.arc(this.ox + x * this.k, this.oy + y * this.k, r * this.k, a0, a1, ccw);
    this.g.strokePath();
    return this;
  }
}

/** Points along a quadratic curve from p0 to p2 pulled toward p1 (p0 left out). */
export function curve(p0: Pt, p1: Pt, p2: Pt, n = 6): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]]);
  }
  return out;
}

/** A shape mirrored about x = 0: the right half's points from top to bottom, the left half added. */
export function mirrored(right: readonly Pt[]): Pt[] {
  const left = right
    .slice()
    .reverse()
    .map(([x, y]) => [-x, y] as Pt);
  return [...right, ...left];
}

export const INK = 0x17110b;
