// "While you waited": when the turn comes back to the person at the device after the others'
// moves (a bot's steps, strikes, parries...), a small box on the table says what they did in the
// log's words (newest last, at most RECAP_LINES lines, the older ones counted "+N more (Log)"),
// and the ring shows each fighter's path since then as a faint trail. Both go at the person's
// first press or key on the table, or at the next move shown. On a desktop the box lies in the
// left column under the deck; on a phone in the prompt's free room between its words and its
// buttons (the scene says where). It takes no input. Every scorer of session 35 named the bots'
// turns too fast to follow first.
import Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { COMPACT, seatColour, squareXY } from './layout';
import { RECAP_LINES } from './recap-lines';
import { colourSuits } from './suit-runs';

type Pos = { x: number; y: number };

/** Where the box may lie: its left edge, width, top, and the foot it keeps above. */
export interface RecapPlace {
  x: number;
  w: number;
  top: number;
  bottom: number;
}

export class RecapView {
  private box: Phaser.GameObjects.Container | null = null;
  private trail: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Where the trails go: under the fighters. */
    private readonly trailLayer: Phaser.GameObjects.Container,
  ) {
    // the person's first press or key on the table: the recap has been seen
    const off = (): void => this.clear();
    scene.input.on(Phaser.Input.Events.POINTER_DOWN, off);
    scene.input.keyboard?.on('keydown', off);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.input.off(Phaser.Input.Events.POINTER_DOWN, off);
      scene.input.keyboard?.off('keydown', off);
    });
  }

  get shown(): boolean {
    return this.box?.active === true;
  }

  clear(): void {
    this.box?.destroy();
    this.box = null;
    this.trail?.destroy();
    this.trail = null;
  }

  /** The box with `lines` (newest last) where `at` allows, as many of them as fit; nothing if not even one does. */
  show(lines: string[], at: RecapPlace, paths: Map<number, Pos[]>): void {
    this.clear();
    if (lines.length === 0) return;
    const scene = this.scene;
    const least = COMPACT?.minFont ?? 0;
    const phone = least > 0;
    const body = phone ? least : 17;
    const pad = phone ? 8 : 12;
    const box = scene.add.container(0, 0).setDepth(4);
    box.setName('roi.recap');
    const title = scene.add
      .text(at.x + pad, at.top + pad - 2, t('roi.recap.title'), { fontFamily: FONTS.title, fontSize: `${phone ? least : 19}px`, fontStyle: '700', color: CSS.ink })
      .setName('roi.recap.title');
    const text = scene.add
      .text(at.x + pad, title.y + title.height + 2, '', { fontFamily: FONTS.body, fontSize: `${body}px`, color: CSS.ink, wordWrap: { width: at.w - pad * 2 }, lineSpacing: phone ? 0 : 2 })
      .setName('roi.recap.lines');
    // At most RECAP_LINES lines, and as many as fit above the foot: the oldest go first, counted in the first line.
    let shown = lines.length <= RECAP_LINES ? lines.slice() : lines.slice(-(RECAP_LINES - 1));
    let hidden = lines.length - shown.length;
    const fits = (): boolean => text.y + text.height + pad <= at.bottom;
    const put = (): void => {
      text.setText([...(hidden > 0 ? [t('roi.recap.more', { n: hidden })] : []), ...shown].join('\n'));
    };
    put();
    while (!fits() && shown.length > 1) {
      shown = shown.slice(1);
      hidden++;
      put();
    }
    if (!fits()) {
      title.destroy();
      text.destroy();
      box.destroy();
      return;
    }
    const h = text.y + text.height + pad - at.top;
    const bg = scene.add.graphics();
    bg.fillStyle(phone ? 0xe6d5ae : COLORS.parchment, 1).fillRoundedRect(at.x, at.top, at.w, h, 10);
    bg.lineStyle(2, COLORS.gold, 1).strokeRoundedRect(at.x, at.top, at.w, h, 10);
    // a box the tests can read: the whole card
    const frame = scene.add.rectangle(at.x, at.top, at.w, h).setOrigin(0, 0).setName('roi.recap.box');
    box.add([bg, frame, title, text]);
    colourSuits(text);
    this.box = box;
    this.drawTrails(paths);
  }

  /** Each path a faint line of dots in its fighter's colour, its start ringed. */
  private drawTrails(paths: Map<number, Pos[]>): void {
    if (paths.size === 0) return;
    const g = this.scene.add.graphics().setName('roi.recap.trail');
    for (const [seat, path] of paths) {
      const colour = seatColour(seat);
      const pts = path.map((p) => squareXY(p.x, p.y));
      g.lineStyle(5, colour, 0.35);
      g.beginPath();
      g.moveTo(pts[0]!.x, pts[0]!.y);
      for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
      g.strokePath();
      g.fillStyle(colour, 0.45);
      for (const p of pts.slice(1, -1)) g.fillCircle(p.x, p.y, 7);
      g.lineStyle(3, colour, 0.5).strokeCircle(pts[0]!.x, pts[0]!.y, 14);
    }
    this.trail = this.scene.add.container(0, 0, [g]);
    this.trailLayer.add(this.trail);
  }
}
