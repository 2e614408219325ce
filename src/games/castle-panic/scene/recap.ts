// "While you waited": when the turn comes back to the person at the device after the others' moves
// (a bot partner's turn, the monsters' march their own "Monsters move" set off), a small parchment
// box on the table lists what happened in the log's words, and the monsters the others hit are
// ringed on the board, those they slew crossed where they stood (newcomers, session 35: "Player 2
// made 3 kills in about 3 seconds; the board just jumped"). The moves come from the host's
// lastTurn() (what "What happened?" would show again). The box lies in the right-hand column
// between the piles and the hand's title, under the other defenders' rows where there is room
// (over them, as an explain-once tip does, where there is not): never over the phase panel, its
// buttons, the piles, the hand or the board. It takes no input, waits while an explain-once tip
// lies in that band, and goes at the person's first action on the table (or the next change).
import Phaser from 'phaser';
import type { GameEvent } from '../../../core';
import { explainShown } from '../../../ui/explain';
import { drawParchment } from '../../../ui/panel';
import { CSS, FONTS } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { COMPACT, HAND, PHASE, PILES, TOKEN, polar, slotAngle, slotRadius } from './layout';
import type { Stage } from './stage';
import { recapMarks, recapText, type RecapMove } from './recap-text';

export class Recap {
  private box: Phaser.GameObjects.Container | null = null;
  private marks: Phaser.GameObjects.Graphics | null = null;
  private waiting: { moves: readonly RecapMove[]; line: (ev: GameEvent) => string | null } | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly stage: Stage,
  ) {
    const update = (): void => {
      if (this.waiting && !explainShown(this.scene)) {
        const { moves, line } = this.waiting;
        this.waiting = null;
        this.draw(moves, line);
      }
    };
    scene.events.on(Phaser.Scenes.Events.UPDATE, update);
    // The scene's events outlive a game (the table starts afresh on the same scene): a recap left
    // waiting behind a tip when its game ended drew its box into the next game, over that game's
    // own (two titles at once, cp-trade.spec's French phone test in the clean-clone run).
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      scene.events.off(Phaser.Scenes.Events.UPDATE, update);
      this.waiting = null;
    });
  }

  /** Shows the recap of `moves` (the one before it goes), with its marks on the board. */
  show(moves: readonly RecapMove[], line: (ev: GameEvent) => string | null): void {
    this.hide();
    if (!recapText(moves, line)) return;
    this.mark(moves);
    // an explain-once tip lies in the same band: the recap comes once it has gone
    if (explainShown(this.scene)) this.waiting = { moves, line };
    else this.draw(moves, line);
  }

  /** The person acted (or the table changes): the recap and its marks go. */
  hide(): void {
    this.waiting = null;
    this.box?.destroy();
    this.box = null;
    this.marks?.destroy();
    this.marks = null;
  }

  get shown(): boolean {
    return this.box !== null || this.waiting !== null;
  }

  private mark(moves: readonly RecapMove[]): void {
    const { hit, slain } = recapMarks(moves);
    if (hit.length === 0 && slain.length === 0) return;
    const g = this.scene.add.graphics().setDepth(4).setName('cp.recap.marks');
    const w = COMPACT ? 5 : 4;
    for (const id of hit) {
      const token = this.stage.tokens.get(id);
      if (!token?.active) continue;
      const r = (TOKEN * token.scaleX) / 2 + 8;
      g.lineStyle(w, 0xf0cf7a, 0.95).strokeCircle(token.x, token.y, r);
    }
    for (const s of slain) {
      const p = polar(slotAngle(s.arc, s.ring, 0, 1), slotRadius(s.ring));
      const d = TOKEN * 0.22;
      g.lineStyle(w + 2, 0x1c120c, 0.45).lineBetween(p.x - d, p.y - d, p.x + d, p.y + d).lineBetween(p.x - d, p.y + d, p.x + d, p.y - d);
      g.lineStyle(w, 0xe2584c, 0.8).lineBetween(p.x - d, p.y - d, p.x + d, p.y + d).lineBetween(p.x - d, p.y + d, p.x + d, p.y - d);
    }
    this.marks = g;
  }

  /** The box, in the right-hand column between the piles (or the other defenders' rows) and the hand's title. */
  private draw(moves: readonly RecapMove[], line: (ev: GameEvent) => string | null): void {
    const scene = this.scene;
    const floor = viewport().minFont;
    const bodySize = fontSize(COMPACT ? floor : 20);
    const titleSize = fontSize(COMPACT ? floor : 22);
    const lineH = Math.round(bodySize * (COMPACT ? 1.12 : 1.22));
    const pad = COMPACT ? 5 : 10;
    const left = PHASE.x - PHASE.w / 2;
    const width = PHASE.w;
    const underPiles = PILES.y + 75 + 34;
    let bottom = HAND.titleY - (COMPACT ? 20 : 26);
    // under the other defenders' rows where the box fits there; else over the piles, between the
    // phase panel and the first row (newcomer s37: with three defenders or more it lay over the
    // rows): the piles come back at the person's first press, which puts the recap away
    let rows = underPiles;
    let firstRow = Infinity;
    for (const o of this.stage.layer.list) {
      // each row's words (its mini cards and trophy pile, 46 px tall, stand centred on them)
      if (!(o instanceof Phaser.GameObjects.Text) || !/^cp\.seat\./.test(o.name) || !o.visible) continue;
      rows = Math.max(rows, o.getBounds().centerY + 23 + 8);
      firstRow = Math.min(firstRow, o.getBounds().centerY - 28 - 8);
    }
    // on a phone the title stands in a column on the left, beside the lines: the band under the
    // rows holds three lines that way, and the rows stay in sight
    const side = COMPACT ? 168 : 0;
    const head = side > 0 ? 0 : titleSize + 6;
    const need = (n: number): number => pad * 2 + head + n * lineH;
    let top = rows;
    if (bottom - rows < need(side > 0 ? 2 : 3)) {
      top = PHASE.y + PHASE.h / 2 + 8;
      bottom = Math.min(bottom, firstRow);
    }
    // as many lines as the band holds (at most 5, 3 on a phone)
    const fit = Math.max(1, Math.min(COMPACT ? 3 : 5, Math.floor((bottom - top - need(0)) / lineH)));
    const text = recapText(moves, line, fit);
    if (!text) return;
    const lines = text.lines;
    const height = Math.max(need(lines.length), side > 0 ? need(2) : 0);
    const c = scene.add.container(left + width / 2, top + height / 2).setDepth(7).setName('cp.recap').setSize(width, height);
    const g = scene.add.graphics();
    drawParchment(g, width, height);
    c.add(g);
    const x0 = -width / 2 + pad + 6 + (side > 0 ? side + 10 : 0);
    const maxW = width / 2 - pad - 6 - x0;
    const title = scene.add
      .text(-width / 2 + pad + 6, side > 0 ? 0 : -height / 2 + pad, text.title, { fontFamily: FONTS.title, fontSize: `${titleSize}px`, fontStyle: '700', color: CSS.ink, wordWrap: side > 0 ? { width: side } : undefined, lineSpacing: -4 })
      .setOrigin(0, side > 0 ? 0.5 : 0)
      .setName('cp.recap.title');
    c.add(title);
    if (side > 0) c.add(scene.add.graphics().lineStyle(2, 0x9a7428, 0.7).lineBetween(x0 - 8, -height / 2 + pad, x0 - 8, height / 2 - pad));
    const y0 = -height / 2 + pad + head + (side > 0 ? (height - pad * 2 - lines.length * lineH) / 2 : 0);
    lines.forEach((l, i) => {
      const more = i === lines.length - 1 && /^\+\d+/.test(l);
      const txt = scene.add
        .text(x0, y0 + i * lineH, l, { fontFamily: FONTS.body, fontSize: `${bodySize}px`, color: more ? CSS.inkSoft : CSS.ink, fontStyle: more ? 'italic' : '' })
        .setName(`cp.recap.line.${i}`);
      // one line each: cut with an ellipsis where a line is wider than the box
      if (txt.width > maxW) {
        let s = l;
        while (s.length > 4 && txt.width > maxW) {
          s = s.slice(0, -2);
          txt.setText(`${s.trimEnd()}…`);
        }
      }
      c.add(txt);
    });
    this.box = c;
  }
}
