// The panel beside the Regality table: the turn and phase line (its title on the wide table, a
// wrapped line on a phone), each side's allies (following the board as a move is shown), the
// match's score, and the instructions for what to do now, which give way to the tile picked up (a
// phone), to the hint's reason, and to a card or the effect's buttons lying over them.
import Phaser from 'phaser';
import { Panel } from '../../../ui';
import { COLORS, CSS, FONTS, SIZES } from '../../../ui/theme';
import { fontSize, viewport } from '../../../ui/viewport';
import { t } from '../../../services/i18n';
import { TILES, type RegalityMatch, type RegalityState } from '../rules';
import { allies } from '../rules/board';
import { describeGame, seatName } from './outcome-text';
import type { SeatRules } from './seat-rules';
import { tileName } from './tile-view';
import { tileEffect } from './tile-info';
import { compactPanelRows } from './layout';

/** A side's allies on the board, as the panel says it. */
const alliesLine = (seat: number, n: number): string => t('regality.score', { name: t(`regality.seat.${seat === 0 ? 0 : 1}`), n });

/** The match's score (the points option: with the games to play). */
function matchLine(m: RegalityMatch): string {
  const [wa = 0, wb = 0] = m.mode === 'points' ? m.points : m.wins;
  return m.mode === 'points' ? t('regality.matchPoints', { game: m.game, games: m.games, a: wa, b: wb }) : t('regality.matchScore', { game: m.game, a: wa, b: wb });
}

export class PanelView {
  private panel: Panel | null = null;
  /** Compact mode: the panel's wrapped turn and phase line (the panel's own title does not wrap). */
  private phaseText: Phaser.GameObjects.Text | null = null;
  /** The instructions (named `regality.hint`; `regality.picked` or `regality.hintWhy` while they give way). */
  private hintText: Phaser.GameObjects.Text | null = null;
  /** A phone: the top of the effect's buttons in the panel, if any are drawn. */
  private buttonsTop: number | null = null;
  /** The cards over the table now (a phone's tile cards). */
  private readonly cardsUp = new Set<Phaser.GameObjects.GameObject>();

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly layer: Phaser.GameObjects.Container,
    private readonly compact: boolean,
    private readonly rect: { x: number; y: number; w: number; h: number },
    private readonly rules: SeatRules,
    /** The Fairy's tile chosen, if any (the instructions then ask where it goes). */
    private readonly fairyPick: () => number | null,
  ) {
    if (compact) this.hideHintUnderCards();
  }

  draw(s: RegalityState): void {
    if (this.compact) {
      this.drawCompact(s);
      return;
    }
    const scene = this.scene;
    this.phaseText = null;
    const PANEL = this.rect;
    const panel = new Panel(scene, PANEL.x, PANEL.y, PANEL.w, PANEL.h, { title: this.phaseTitle(s) });
    panel.setName('regality.panel');
    this.panel = panel;
    this.layer.add(panel);
    this.fitTitle();
    const [a, b] = allies(s.board);
    const left = PANEL.x - PANEL.w / 2 + 30;
    [a, b].forEach((n, seat) => {
      const y = PANEL.y - PANEL.h / 2 + 110 + seat * 44;
      const g = scene.add.graphics();
      // its mark points the way that side's tiles point on the board (up for the seat below it)
      const d = this.pointsUp(seat) ? 1 : -1;
      g.fillStyle(seat === 0 ? 0xa8302a : 0x2b5b9e, 1).fillTriangle(left, y + 12 * d, left + 12, y - 12 * d, left + 24, y + 12 * d);
      this.layer.add(g);
      this.layer.add(scene.add.text(left + 38, y, alliesLine(seat, n), { fontFamily: FONTS.body, fontSize: '24px', fontStyle: '700', color: CSS.ink }).setOrigin(0, 0.5).setName(`regality.score.${seat}`));
    });
    const m = s.match;
    if (m) this.layer.add(scene.add.text(left, PANEL.y - PANEL.h / 2 + 190, matchLine(m), { fontFamily: FONTS.body, fontSize: '21px', fontStyle: '700', color: CSS.ink, wordWrap: { width: PANEL.w - 60 } }).setOrigin(0, 0.5).setName('regality.match'));
    const hint = this.instructions(s);
    this.hintText = scene.add
      .text(left, PANEL.y - PANEL.h / 2 + (m ? 230 : 190), hint, { fontFamily: FONTS.body, fontSize: '20px', color: CSS.inkSoft, wordWrap: { width: PANEL.w - 60 }, lineSpacing: 4 })
      .setName('regality.hint');
    this.layer.add(this.hintText);
  }

  /**
   * The phone's panel: the turn and phase line wrapped in bold at the top, the allies of each
   * side on one line, the match's score, then the instructions (or the tile picked up); the
   * effect's buttons take the lower part.
   */
  private drawCompact(s: RegalityState): void {
    const scene = this.scene;
    const P = this.rect;
    const vp = viewport();
    const f = vp.minFont;
    this.buttonsTop = null;
    const panel = new Panel(scene, P.x, P.y, P.w, P.h);
    panel.setName('regality.panel');
    this.panel = panel;
    this.layer.add(panel);
    const left = P.x - P.w / 2 + 24;
    const width = P.w - 48;
    const rows = compactPanelRows(P.y - P.h / 2, f);
    this.phaseText = scene.add.text(P.x, rows.phase, this.phaseTitle(s), { fontFamily: FONTS.title, fontSize: `${f + 4}px`, fontStyle: '700', color: CSS.ink, align: 'center', wordWrap: { width } }).setOrigin(0.5, 0).setName('regality.phase');
    this.layer.add(this.phaseText);
    const rule = scene.add.graphics();
    rule.lineStyle(2, COLORS.gold, 1).lineBetween(left + 20, rows.rule, left + width - 20, rows.rule);
    this.layer.add(rule);
    let y = rows.scores;
    const [a, b] = allies(s.board);
    [a, b].forEach((n, seat) => {
      const g = scene.add.graphics();
      const [base, tip] = this.pointsUp(seat) ? [f * 0.95, f * 0.25] : [f * 0.25, f * 0.95];
      g.fillStyle(seat === 0 ? 0xa8302a : 0x2b5b9e, 1).fillTriangle(left, y + base, left + 12, y + tip, left + 24, y + base);
      this.layer.add(g);
      this.layer.add(scene.add.text(left + 34, y, alliesLine(seat, n), { fontFamily: FONTS.body, fontSize: `${f}px`, fontStyle: '700', color: CSS.ink }).setName(`regality.score.${seat}`));
      y += f * 1.3;
    });
    y = rows.below;
    const m = s.match;
    if (m) {
      const mt = scene.add.text(left, y, matchLine(m), { fontFamily: FONTS.body, fontSize: `${f}px`, fontStyle: '700', color: CSS.ink, wordWrap: { width } }).setName('regality.match');
      this.layer.add(mt);
      y += mt.height + 8;
    }
    this.hintText = scene.add.text(left, y, this.instructions(s), { fontFamily: FONTS.body, fontSize: `${f}px`, color: CSS.inkSoft, wordWrap: { width }, lineSpacing: 2 }).setName('regality.hint');
    this.hintText.setAlpha(this.cardsUp.size > 0 ? 0 : 1);
    this.layer.add(this.hintText);
  }

  /** Whether `seat`'s tiles point up on the board as the viewer sees it (the viewer's seat, or seat 0 for a spectator, sits below). */
  private pointsUp(seat: number): boolean {
    return seat === (this.rules.seat === 1 ? 1 : 0);
  }

  /** The panel's turn and phase line: its title, or on a phone the wrapped line under it. */
  setPhase(text: string): void {
    if (this.phaseText?.active) this.phaseText.setText(text);
    else {
      this.panel?.setTitle(text);
      this.fitTitle();
    }
  }

  /**
   * The wide panel's title (the turn and phase line, "Religion uses the Cardinal") within the
   * panel's width (issue 30 item 21): its letters shrink until it fits, between the gold rule's ends.
   */
  private fitTitle(): void {
    const panel = this.panel;
    if (!panel?.active) return;
    const title = panel.list.find((o): o is Phaser.GameObjects.Text => o instanceof Phaser.GameObjects.Text);
    if (!title) return;
    title.setName('regality.panel.title');
    const room = panel.panelWidth - 48;
    let size = fontSize(32);
    title.setFontSize(size);
    while (title.width > room && size > SIZES.minText) title.setFontSize(--size);
  }

  /** While a move is shown: each side's allies as the board on screen has them (`count`). */
  showAllies(count: (seat: number) => number): void {
    for (const seat of [0, 1]) {
      const text = this.scene.children.getByName(`regality.score.${seat}`) ?? this.layer.getByName(`regality.score.${seat}`);
      if (text instanceof Phaser.GameObjects.Text) text.setText(alliesLine(seat, count(seat)));
    }
  }

  /** The instructions were for the position before the move: gone while it is shown. */
  blank(): void {
    this.hintText?.setText('');
  }

  /** A phone: the instructions give way to the name and effect of the tile picked up. */
  showPicked(picked: string | undefined): void {
    const text = this.hintText;
    if (!text?.active || !this.compact) return;
    const s = this.rules.state();
    if (picked && TILES[picked]) text.setText(`${tileName(picked)}: ${tileEffect(picked)}`).setName('regality.picked');
    else if (s) text.setText(this.instructions(s)).setName('regality.hint');
  }

  /** The hint's reason (issue 30 item 24) in the instructions' place. */
  showWhy(why: string | null): void {
    const text = this.hintText;
    if (!why || !text?.active) return;
    text.setText(why).setName('regality.hintWhy').setVisible(true);
    // A phone: the reason shows only where the effect's buttons leave it room (it lay under them, s33 p101); the lit button is the hint.
    if (this.buttonsTop !== null && text.y + text.height > this.buttonsTop - 4) text.setVisible(false);
  }

  /** The hint is gone: the instructions come back in place of its reason. */
  hideWhy(): void {
    const s = this.rules.state();
    if (s && this.hintText?.active && this.hintText.name === 'regality.hintWhy') this.hintText.setText(this.instructions(s)).setName('regality.hint');
  }

  /** The bottom of the panel's title, score and match lines in sight (the effect's buttons stay under it). */
  linesBottom(): number {
    let top = this.rect.y - this.rect.h / 2;
    for (const name of ['regality.phase', 'regality.score.0', 'regality.score.1', 'regality.match']) {
      const o = this.layer.getByName(name);
      if (o instanceof Phaser.GameObjects.Text && o.active && o.visible) top = Math.max(top, o.y + o.height);
    }
    return top;
  }

  /** A phone: the instructions give way to the effect's buttons, whose top is at `top`, where they would meet. */
  makeRoom(top: number): void {
    this.buttonsTop = top;
    const hint = this.hintText;
    if (hint && hint.y + hint.height > top - 4) hint.setVisible(false);
  }

  /**
   * A phone: the room an explain-once tip has in the panel (it never covers the panel's lines nor
   * the effect's buttons): from under the lowest line in sight to the buttons' top, if any.
   */
  tipRoom(): { top: number; buttonsTop: number | null } {
    let top = this.linesBottom();
    const hint = this.hintText;
    if (hint?.active && hint.visible && hint.text !== '') top = Math.max(top, hint.y + hint.height);
    return { top, buttonsTop: this.buttonsTop };
  }

  /**
   * A phone: a tile's card lies over the panel's top, and its edge could cut the instructions in
   * two, a stray line of letters showing below it; they wait unseen while it is up. (An
   * explain-once tip goes under them, never over them.)
   */
  private hideHintUnderCards(): void {
    const sync = (): void => {
      if (this.hintText?.active) this.hintText.setAlpha(this.cardsUp.size > 0 ? 0 : 1);
    };
    const added = (obj: Phaser.GameObjects.GameObject): void => {
      if (obj.name !== 'ui.info') return;
      this.cardsUp.add(obj);
      obj.once(Phaser.GameObjects.Events.DESTROY, () => {
        this.cardsUp.delete(obj);
        sync();
      });
      sync();
    };
    this.scene.events.on(Phaser.Scenes.Events.ADDED_TO_SCENE, added);
    // (the scene's events outlive a game: the next game's panel listens for itself)
    this.scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scene.events.off(Phaser.Scenes.Events.ADDED_TO_SCENE, added));
  }

  /** The one source of the panel's turn and phase line (defect 4 of issue 15): over, someone else's effect or turn, or what to do. */
  private phaseTitle(s: RegalityState): string {
    if (s.phase === 'between') return t('regality.phase.between', { game: s.match?.game ?? 1 });
    // After the last game of a match, the match is over (not "Game 2 is over").
    if (s.status === 'over') return t(s.match ? 'regality.phase.matchOver' : 'regality.phase.over');
    if (!this.rules.myTurn() && s.phase === 'effect' && s.pending) return t('regality.phase.other', { name: seatName(s.current), tile: tileName(s.board[s.pending.cell]?.tile ?? '') });
    if (!this.rules.myTurn()) return t('regality.phase.wait', { name: seatName(s.current) });
    if (s.phase === 'draft') return t('regality.phase.draft');
    if (s.phase === 'effect' && s.pending) return t('regality.phase.effect', { tile: tileName(s.board[s.pending.cell]?.tile ?? '') });
    return t('regality.phase.place');
  }

  /** What to do now (the panel's instructions), or between two games of a match, how the last one ended and who chooses. */
  private instructions(s: RegalityState): string {
    if (s.phase === 'between' && s.result) {
      // R-MATCH-CHOOSE: the game's result, and who chooses who starts the next one.
      const next = (s.match?.game ?? 1) + 1;
      const winner = describeGame({ winners: s.result.winners, scores: s.result.scores, label: s.result.reason });
      if (s.result.winners.length === 0) return t('regality.between.draw', { name: seatName(s.current), next });
      return this.rules.myTurn() ? t('regality.between.mine', { winner, next }) : t('regality.between.wait', { winner, name: seatName(s.current), next });
    }
    if (!this.rules.myTurn()) return '';
    const phone = this.compact;
    if (s.phase === 'draft') return t(phone ? 'regality.tap.draft' : 'regality.hint.draft');
    if (s.phase === 'place') return s.placed === 0 ? t('regality.hint.citizen') : t(phone ? 'regality.tap.place' : 'regality.hint.place');
    const effects = this.rules.effectMoves();
    const first = effects[0];
    const lines: string[] = [];
    if (s.pending?.retrigger) lines.push(t('regality.hint.retrigger', { tile: tileName(s.board[s.pending.cell]?.tile ?? '') }));
    if (!first) return lines.join('\n');
    if ('target' in first) lines.push(t(phone ? 'regality.tap.target' : 'regality.hint.target'));
    else if ('direction' in first) lines.push(t(phone ? 'regality.tap.direction' : 'regality.hint.direction'));
    else if ('pattern' in first) lines.push(t('regality.hint.pattern'));
    else if ('from' in first) {
      if (phone) lines.push(this.fairyPick() === null ? t('regality.tap.fairyFrom') : t('regality.tap.fairyTo'));
      else lines.push(this.fairyPick() === null ? t('regality.hint.fairyFrom') : t('regality.hint.fairyTo'));
    }
    else if ('tile' in first) lines.push(t('regality.hint.hermit'));
    else if ('slot' in first) lines.push(t('regality.hint.assassin'));
    else lines.push(t('regality.hint.plain'));
    return lines.join('\n');
  }
}
