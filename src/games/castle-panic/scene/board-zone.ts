// A drop zone on the round board that a finger can hit. On a phone (the compact layout) a monster
// token is about 30 CSS px across and the rings are as narrow: each board zone takes taps a
// finger's width (44 CSS px) round its middle, and where two lit zones reach the same point the
// nearer one takes it, so a tap lands on the monster (wall, tower, arc) under the finger. On a
// desktop the zones are exactly as drawn, but for a monster's, which takes a card let go a little
// past its edge (its slack).
import type Phaser from 'phaser';
import { DropZone, type DropZoneOptions, type ZoneHighlight } from '../../../ui';
import { COLORS } from '../../../ui/theme';
import { viewport } from '../../../ui/viewport';
import { COMPACT } from './layout';

export class BoardZone extends DropZone {
  private readonly peers: Set<BoardZone>;
  /**
   * How far past its edge a drop still counts (design px): a card let go a few pixels beside a
   * monster lands on it (newcomer s35: "a drag that just missed a monster failed silently"); where
   * two lit zones reach the point, the nearer takes it.
   */
  slack = 0;

  constructor(scene: Phaser.Scene, x: number, y: number, size: number, id: string, peers: Set<BoardZone>, opts: DropZoneOptions = {}) {
    const side = COMPACT ? Math.max(size, viewport().minTap) : size;
    super(scene, x, y, side, side, id, { shape: 'circle', ...opts });
    this.peers = peers;
    peers.add(this);
    this.once('destroy', () => peers.delete(this));
  }

  /**
   * On a phone a lit target is bold: over the shared soft glow, a bright ring 4 CSS px thick (a
   * newcomer found the rings faint among the phone's small tokens). Its width is kept in the
   * highlight's data (ringCss) for the tests.
   */
  override setHighlight(state: ZoneHighlight): this {
    const was = this.getHighlight();
    super.setHighlight(state);
    if (!COMPACT || state === was || state === 'off') return this;
    const css = viewport().css;
    const px = Math.ceil(4 / css);
    const r = Math.min(this.width, this.height) / 2;
    this.highlight.lineStyle(px, state === 'hover' ? 0xffffff : COLORS.dropZone, 1).strokeCircle(0, 0, r - px / 2);
    this.highlight.setData('ringCss', px * css);
    return this;
  }

  /** The point lies on the zone as drawn, or within its slack round it. */
  private reaches(x: number, y: number): boolean {
    return super.containsPoint(x, y) || (this.slack > 0 && Math.hypot(x - this.x, y - this.y) <= Math.min(this.width, this.height) / 2 + this.slack);
  }

  override containsPoint(x: number, y: number): boolean {
    if (!this.reaches(x, y)) return false;
    // on a desktop a zone without slack is exactly as drawn
    if (!COMPACT && this.slack === 0) return true;
    const d = Math.hypot(x - this.x, y - this.y);
    for (const other of this.peers) {
      if (other === this || !other.active || other.getHighlight() === 'off') continue;
      if (!COMPACT && other.slack === 0) continue;
      if (Math.hypot(x - other.x, y - other.y) < d && other.reaches(x, y)) return false;
    }
    return true;
  }
}
