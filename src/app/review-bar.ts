// The review of a finished game (issue 29 item 1): a bar over the in-game bar (on a phone, over its
// rail too) with Exit, first, back, forward, last, the seat the table is seen from, the move's
// number and log line, and a slider under it to jump anywhere. The host moves the table; this only
// draws and reports presses. Its objects are named 'review.*' for the browser tests.
import type Phaser from 'phaser';
import { Button } from '../ui';
import { COLORS, CSS, DESIGN_WIDTH, FONTS } from '../ui/theme';
import { fontSize, viewport } from '../ui/viewport';
import { t } from '../services/i18n';
import type { StoredVerdict } from '../services/history';

export interface ReviewActions {
  exit(): void;
  /** Go to the position after `at` moves (0: the start); `animate`: one step forward, shown as played. */
  goTo(at: number, animate: boolean): void;
  /** One move forward (1) or back (-1) from where the review is, or is about to be. */
  step(d: 1 | -1): void;
  /** The next seat to see the table from. */
  nextSeat(): void;
  /** The strong bot's verdicts: start working them out, or cancel (absent: this game has none). */
  judge?: () => void;
}

/** A verdict as the bar shows it: where along the game, the chance before the move, its mark. */
export type BarVerdict = Omit<StoredVerdict, 'best'>;

const MARK_COLOUR = { good: 0x5fae5a, doubtful: 0xe0a030, mistake: 0xd04030 } as const;

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
  private readonly judgeButton: Button | null = null;
  private readonly marks: Phaser.GameObjects.Graphics;
  private readonly verdictText: Phaser.GameObjects.Text;
  /** The height of the band under the bar that the review takes (design px). */
  readonly band: number;

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
    const step = (d: 1 | -1) => () => this.actions.step(d);
    if (compact) {
      // The rail, covered by the review's own: Exit, the four steps, the seat.
      const railW = -vp.left;
      scene.add.rectangle(vp.left, vp.top, railW, vp.height, COLORS.walnutDark, 1).setOrigin(0, 0).setDepth(DEPTH).setInteractive().setName('review.rail');
      const slots = actions.judge ? 7 : 6;
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
      const judge = actions.judge;
      if (judge) this.judgeButton = mk(x, at(6), t('review.judge'), () => judge(), 'review.judge', w);
    } else {
      const y = barH / 2;
      mk(80, y, t('review.exit'), () => this.actions.exit(), 'review.exit', 140);
      this.buttons = {
        first: mk(200, y, '\u25C0\u25C0', () => this.actions.goTo(0, false), 'review.first', 80),
        back: mk(290, y, '\u25C0', step(-1), 'review.back', 80),
        forward: mk(380, y, '\u25B6', step(1), 'review.forward', 80),
        last: mk(470, y, '\u25B6\u25B6', () => this.actions.goTo(this.total, false), 'review.last', 80),
      };
      this.seat = mk(DESIGN_WIDTH - 150, y, '', () => this.actions.nextSeat(), 'review.seat', 280);
      const judge = actions.judge;
      if (judge) this.judgeButton = mk(DESIGN_WIDTH - 410, y, t('review.judge'), () => judge(), 'review.judge', 220);
    }
    const textLeft = compact ? 20 : 530;
    const textRight = compact ? vp.right - 20 : DESIGN_WIDTH - (actions.judge ? 530 : 300);
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
    // A band of its own under the bar, over nothing of the table (the table is drawn that much
    // smaller in a review, hidpi.ts setTopInset): on its left the slider, a thin track where a
    // press or a drag anywhere jumps there, with the verdicts' marks and the chance over the game
    // drawn along it; on its right the verdict on the move played from the position shown.
    this.band = compact ? vp.minTap + 12 : 60;
    const right = compact ? vp.right : DESIGN_WIDTH;
    const y = barH + this.band / 2;
    const x0 = compact ? 40 : 60;
    // Without verdicts to say (a game the bot cannot judge), the track has the whole width.
    this.track = { x0, x1: actions.judge ? x0 + (right - x0) * 0.5 : right - x0, y };
    scene.add
      .rectangle(0, barH, right, this.band, COLORS.walnutDark, 1)
      .setOrigin(0, 0)
      .setDepth(DEPTH)
      .setName('review.band');
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
    // The verdicts: a mark per judged move on the track, the chance over the game as a line under it.
    this.marks = scene.add.graphics().setDepth(DEPTH).setName('review.marks');
    const textX = this.track.x1 + 40;
    this.verdictText = scene.add
      .text(textX, y, '', { fontFamily: FONTS.body, fontSize: `${fontSize(compact ? 18 : 17)}px`, fontStyle: '700', color: CSS.parchment, wordWrap: { width: right - 16 - textX }, lineSpacing: 0 })
      .setOrigin(0, 0.5)
      .setDepth(DEPTH + 1)
      .setVisible(false)
      .setName('review.verdict');
    this.handle = scene.add.circle(this.track.x0, y, compact ? 22 : 13, COLORS.gold).setStrokeStyle(3, COLORS.walnutDark).setDepth(DEPTH + 1).setName('review.handle');
  }

  /** Draws the verdicts worked out so far along the track, and how far the work has gone (`done` of `of`; null: not running). */
  showVerdicts(verdicts: readonly BarVerdict[], progress: { done: number; of: number } | null): void {
    const g = this.marks.clear();
    const { x0, x1, y } = this.track;
    // A verdict is read at the position before its move: its mark stands where the slider goes there.
    const xAt = (move: number): number => x0 + ((x1 - x0) * move) / Math.max(1, this.total);
    if (progress) {
      g.fillStyle(0xf3e3b5, 0.9).fillRect(x0, y - 4, ((x1 - x0) * progress.done) / Math.max(1, progress.of), 8);
    }
    const sorted = [...verdicts].sort((a, b) => a.move - b.move);
    if (sorted.length > 1) {
      // The chance over the game within the band: a win at its top, a loss at its foot.
      const half = this.band / 2 - 6;
      g.lineStyle(3, 0x9fd3ff, 0.9).beginPath();
      sorted.forEach((v, i) => {
        const py = y - half + (1 - v.before) * 2 * half;
        if (i === 0) g.moveTo(xAt(v.move), py);
        else g.lineTo(xAt(v.move), py);
      });
      g.strokePath();
    }
    // The marks in a row along the band's top edge, clear of the handle that stands on the track.
    const markY = y - this.band / 2 + 9;
    for (const v of sorted) {
      if (v.mark === 'good') continue;
      g.fillStyle(MARK_COLOUR[v.mark], 1).fillCircle(xAt(v.move), markY, v.mark === 'mistake' ? 7 : 5);
    }
    this.judgeButton?.setLabel(progress ? t('review.judging', { n: progress.done, of: progress.of }) : verdicts.length > 0 ? t('review.judged') : t('review.judge'));
  }

  /** The verdict on the move played from this position (null: none to show). */
  showVerdict(text: string | null, mark: BarVerdict['mark'] | null): void {
    this.verdictText.setVisible(text !== null).setText(text ?? '');
    this.verdictText.setColor(mark === 'mistake' ? '#ff8a7a' : mark === 'doubtful' ? '#f3c060' : mark === 'good' ? '#bfe3b0' : CSS.parchment);
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
