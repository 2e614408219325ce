// The review of a finished game (issue 29 item 1): a bar over the in-game bar (on a phone, over its
// rail too) with Exit, first, back, forward, last, the seat the table is seen from, the move's
// number and log line, and a slider under it to jump anywhere. The host moves the table; this only
// draws and reports presses. Its objects are named 'review.*' for the browser tests.
import type Phaser from 'phaser';
import { Button } from '../ui';
import { COLORS, CSS, DESIGN_WIDTH, FONTS } from '../ui/theme';
import { fontSize, viewport } from '../ui/viewport';
import { t } from '../services/i18n';

export interface ReviewActions {
  exit(): void;
  /** Go to the position after `at` moves (0: the start); `animate`: one step forward, shown as played. */
  goTo(at: number, animate: boolean): void;
  /** The next seat to see the table from. */
  nextSeat(): void;
}

const DEPTH = 45;

export class ReviewBar {
  private readonly scene: Phaser.Scene;
  private readonly actions: ReviewActions;
  private readonly total: number;
  private at = 0;
  private readonly count: Phaser.GameObjects.Text;
  private readonly line: Phaser.GameObjects.Text;
  private readonly seat: Button;
  private readonly buttons: Record<'first' | 'back' | 'forward' | 'last', Button>;
  private readonly handle: Phaser.GameObjects.Arc;
  private readonly track: { x0: number; x1: number; y: number };
  private readonly lineRoom: number;

  constructor(scene: Phaser.Scene, barH: number, total: number, actions: ReviewActions) {
    this.scene = scene;
    this.actions = actions;
    this.total = total;
    const vp = viewport();
    const compact = vp.compact;
    // Over the bar, taking the presses meant for the buttons beneath.
    scene.add.rectangle(compact ? vp.left : 0, 0, compact ? vp.right - vp.left : DESIGN_WIDTH, barH, COLORS.walnutDark, 1).setOrigin(0, 0).setDepth(DEPTH).setInteractive().setName('review.bar');
    const mk = (x: number, y: number, label: string, fn: () => void, name: string, width: number): Button => {
      const b = new Button(scene, x, y, label, fn, { width, height: compact ? undefined : 56, variant: 'ghost', fontSize: 22, name });
      b.setDepth(DEPTH + 1);
      scene.add.existing(b);
      return b;
    };
    const step = (d: number) => () => this.actions.goTo(this.at + d, d === 1);
    if (compact) {
      // The rail, covered by the review's own: Exit, the four steps, the seat.
      const railW = -vp.left;
      scene.add.rectangle(vp.left, vp.top, railW, vp.height, COLORS.walnutDark, 1).setOrigin(0, 0).setDepth(DEPTH).setInteractive().setName('review.rail');
      const slots = 6;
      const h = vp.height / slots;
      const x = vp.left + railW / 2;
      const w = Math.max(vp.minTap, railW - 10);
      const at = (i: number): number => vp.top + h * (i + 0.5);
      mk(x, at(0), t('review.exit'), () => this.actions.exit(), 'review.exit', w);
      this.buttons = {
        first: mk(x, at(1), '\u25C0\u25C0', () => this.actions.goTo(0, false), 'review.first', w),
        back: mk(x, at(2), '\u25C0', step(-1), 'review.back', w),
        forward: mk(x, at(3), '\u25B6', step(1), 'review.forward', w),
        last: mk(x, at(4), '\u25B6\u25B6', () => this.actions.goTo(this.total, false), 'review.last', w),
      };
      this.seat = mk(x, at(5), '', () => this.actions.nextSeat(), 'review.seat', w);
    } else {
      const y = barH / 2;
      mk(80, y, t('review.exit'), () => this.actions.exit(), 'review.exit', 140);
      this.buttons = {
        first: mk(200, y, '\u25C0\u25C0', () => this.actions.goTo(0, false), 'review.first', 80),
        back: mk(290, y, '\u25C0', step(-1), 'review.back', 80),
        forward: mk(380, y, '\u25B6', step(1), 'review.forward', 80),
        last: mk(470, y, '\u25B6\u25B6', () => this.actions.goTo(this.total, false), 'review.last', 80),
      };
      this.seat = mk(DESIGN_WIDTH - 170, y, '', () => this.actions.nextSeat(), 'review.seat', 320);
    }
    const textLeft = compact ? 20 : 530;
    const textRight = compact ? vp.right - 20 : DESIGN_WIDTH - 350;
    this.count = scene.add
      .text(textLeft, barH / 2, '', { fontFamily: FONTS.title, fontSize: `${fontSize(24)}px`, fontStyle: '700', color: CSS.goldLight })
      .setOrigin(0, 0.5)
      .setDepth(DEPTH + 1)
      .setName('review.count');
    this.lineRoom = textRight - textLeft;
    this.line = scene.add
      .text(textLeft, barH / 2, '', { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, color: CSS.parchment })
      .setOrigin(0, 0.5)
      .setDepth(DEPTH + 1)
      .setName('review.line');
    // The slider: a thin track under the bar; a press or a drag anywhere along it jumps there.
    const y = barH + (compact ? vp.minTap / 2 : 22);
    this.track = { x0: compact ? 40 : 60, x1: (compact ? vp.right : DESIGN_WIDTH) - (compact ? 40 : 60), y };
    scene.add
      .rectangle((this.track.x0 + this.track.x1) / 2, y, this.track.x1 - this.track.x0, 8, COLORS.goldDark, 0.9)
      .setDepth(DEPTH)
      .setName('review.track');
    const band = scene.add
      .rectangle((this.track.x0 + this.track.x1) / 2, y, this.track.x1 - this.track.x0 + 40, compact ? vp.minTap : 44, 0x000000, 0.001)
      .setDepth(DEPTH)
      .setInteractive({ draggable: false })
      .setName('review.slider');
    const jump = (p: Phaser.Input.Pointer): void => {
      if (!p.isDown) return;
      const k = Math.round(((p.worldX - this.track.x0) / (this.track.x1 - this.track.x0)) * this.total);
      const target = Math.max(0, Math.min(this.total, k));
      if (target !== this.at) this.actions.goTo(target, false);
    };
    band.on('pointerdown', jump);
    band.on('pointermove', jump);
    this.handle = scene.add.circle(this.track.x0, y, compact ? 22 : 13, COLORS.gold).setStrokeStyle(3, COLORS.walnutDark).setDepth(DEPTH + 1).setName('review.handle');
  }

  /** Shows the position after `at` moves, the move's line, and the seat the table is seen from. */
  show(at: number, line: string, seatName: string): void {
    this.at = at;
    this.count.setText(t('review.move', { n: at, of: this.total }));
    this.line.setX(this.count.x + this.count.width + 24);
    // The line at a readable size, shortened where it does not fit (the log, L, has it whole).
    const room = this.lineRoom - this.count.width - 24;
    this.line.setText(line);
    let cut = line;
    while (this.line.width > room && cut.length > 1) {
      cut = cut.slice(0, Math.max(1, Math.floor((cut.length * room) / this.line.width) - 1));
      this.line.setText(`${cut.trimEnd()}\u2026`);
    }
    this.seat.setLabel(t('review.seat', { name: seatName }));
    this.buttons.first.setEnabled(at > 0);
    this.buttons.back.setEnabled(at > 0);
    this.buttons.forward.setEnabled(at < this.total);
    this.buttons.last.setEnabled(at < this.total);
    this.handle.setX(this.track.x0 + ((this.track.x1 - this.track.x0) * at) / Math.max(1, this.total));
  }
}
