// "Religion's turn": when the person's turn comes back after another seat's turn (the bot's), a
// small box at the foot of the panel says what that turn did, in the log's words (newest last, the
// earlier ones counted "+N more (Log)" where the room runs out), and rings on the board the tiles
// it placed, turned, destroyed or moved. Every newcomer's first complaint (s35): a bot's turn was
// over before it could be followed, and nothing on the table said what it had done. It lies in the
// panel under its lines (the turn, the allies, the instructions) and under a tip shown there, takes
// no input, and goes at the person's first action on the table (or the next change).
import type Phaser from 'phaser';
import { t } from '../../../services/i18n';
import { COLORS, CSS, FONTS } from '../../../ui/theme';
import { viewport } from '../../../ui/viewport';
import type { RecapText } from './recap-text';
import type { Seating } from './layout';

/** The recap's box and its rings on the board, drawn and taken away by the scene. */
export class RecapView {
  private box: Phaser.GameObjects.Container | null = null;
  private marks: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly seating: Seating,
  ) {}

  get shown(): boolean {
    return this.box !== null;
  }

  /**
   * The recap in the panel between `top` (under its lines and any tip there) and the panel's foot,
   * as many of the newest lines as fit (none fitting: no box, the rings alone); the rings on `cells`.
   */
  show(text: RecapText, cells: readonly number[], top: number): boolean {
    this.hide();
    this.drawMarks(cells);
    const geo = this.seating.geo;
    const P = geo.panel;
    const compact = geo.compact;
    const f = compact ? viewport().minFont : 21;
    const pad = compact ? 10 : 14;
    const w = P.w - (compact ? 16 : 36);
    const foot = P.y + P.h / 2 - (compact ? 8 : 16);
    const colour = text.seat === 0 ? 0xa8302a : 0x2b5b9e;
    const css = text.seat === 0 ? '#8e2520' : '#234d88';
    const scene = this.scene;
    const left = -w / 2 + pad;
    const wrap = w - 2 * pad;
    const title = scene.add.text(left + 22, 0, t('regality.recap.title', { name: text.name }), { fontFamily: FONTS.body, fontSize: `${f + 1}px`, fontStyle: '700', color: css }).setName('regality.recap.title');
    const rows: Phaser.GameObjects.Text[] = [];
    let lines = text.lines.slice();
    let more = text.more;
    // the newest lines that fit: drop the oldest until the box fits between `top` and the foot
    for (;;) {
      rows.forEach((r) => r.destroy());
      rows.length = 0;
      if (more > 0) rows.push(scene.add.text(left, 0, t('regality.recap.more', { n: more }), { fontFamily: FONTS.body, fontSize: `${f}px`, fontStyle: 'italic', color: CSS.inkSoft, wordWrap: { width: wrap } }).setName('regality.recap.more'));
      lines.forEach((line, i) => rows.push(scene.add.text(left, 0, line, { fontFamily: FONTS.body, fontSize: `${f}px`, color: CSS.ink, wordWrap: { width: wrap }, lineSpacing: 1 }).setName(`regality.recap.line.${i}`)));
      const h = pad * 2 + title.height + rows.reduce((sum, r) => sum + r.height + 4, 0);
      if (foot - h >= top || lines.length <= 1) break;
      lines = lines.slice(1);
      more += 1;
    }
    const h = pad * 2 + title.height + rows.reduce((sum, r) => sum + r.height + 4, 0);
    if (foot - h < top) {
      rows.forEach((r) => r.destroy());
      title.destroy();
      return false;
    }
    const c = scene.add.container(P.x, foot - h / 2).setName('regality.recap').setDepth(11);
    c.setSize(w, h);
    const g = scene.add.graphics();
    g.fillStyle(COLORS.parchmentDark, 0.95).fillRoundedRect(-w / 2, -h / 2, w, h, 10);
    g.lineStyle(3, colour, 1).strokeRoundedRect(-w / 2, -h / 2, w, h, 10);
    // the side's mark before the title, as on the allies' lines
    let y = -h / 2 + pad;
    const [base, tip] = text.seat === this.seating.bottom ? [f * 0.95, f * 0.2] : [f * 0.2, f * 0.95];
    g.fillStyle(colour, 1).fillTriangle(left, y + base, left + 8, y + tip, left + 16, y + base);
    title.setPosition(left + 22, y);
    y += title.height + 4;
    for (const r of rows) {
      r.setPosition(left, y);
      y += r.height + 4;
    }
    c.add([g, title, ...rows]);
    this.box = c;
    return true;
  }

  /** The rings are up (the person has not acted since): a box left out for want of room may come now. */
  get marked(): boolean {
    return this.marks !== null;
  }

  /** The box and the rings go. */
  hide(): void {
    this.box?.destroy();
    this.box = null;
    this.marks?.destroy();
    this.marks = null;
  }

  /** A gold ring round each cell its turn left a tile on (in the gap round the tile, inside the last tile's corner marks). */
  private drawMarks(cells: readonly number[]): void {
    const scene = this.scene;
    const marks = scene.add.container(0, 0).setDepth(9).setName('regality.recap.marks');
    const size = this.seating.geo.cell - 8;
    for (const cell of cells) {
      const { x, y } = this.seating.cellAt(cell);
      const g = scene.add.graphics();
      g.lineStyle(9, COLORS.walnutDark, 0.9).strokeRoundedRect(-size / 2, -size / 2, size, size, 12);
      g.lineStyle(5, COLORS.goldLight, 1).strokeRoundedRect(-size / 2, -size / 2, size, size, 12);
      marks.add(scene.add.container(x, y, [g]).setSize(size, size).setName(`regality.recap.mark.${cell}`));
    }
    this.marks = marks;
  }
}
