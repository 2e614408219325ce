// The prompt on the Roi du Ring table, under the fighters' rows: what is happening and what this
// seat may do, drawn from prompt.ts's words and buttons. On a desktop a panel with its title, the
// hint's words and the buttons (the end of the turn's always at its foot); on a phone the title,
// the words said for taps and the buttons in as many columns as their labels allow, each as tall
// as a thumb needs. While another fighter decides, it says what that fighter has done this turn.
import type Phaser from 'phaser';
import { Button, Panel, showDialog, showToast } from '../../../ui';
import { t } from '../../../services/i18n';
import { CSS, FONTS } from '../../../ui/theme';
import type { GameSession } from '../../../services/session';
import { actingFighter, type RoiMove, type RoiState } from '../rules';
import { describe } from './log';
import { COMPACT, PROMPT_BOTTOM, SIDE, sideStack } from './layout';
import { seatLabel } from './names';
import { colourSuits } from './suit-runs';
import { promptButtons, promptHint, promptTitle, type PromptButton, type PromptContext } from './prompt';
import type { RecapPlace } from './recap';
import type { TableInput } from './roi-input';
import type { TableView } from './roi-table';

/** What the prompt asks of the scene. */
export interface PromptHooks {
  seat(): number;
  myTurn(): boolean;
  /** The moves offered now (the lesson's scripted one while it runs). */
  legal(): RoiMove[];
  /** The lesson runs: a card dropped on a fighter waits for its one button, no Cancel. */
  inLesson?(): boolean;
}

export class PromptView {
  /** On a phone, the panel's free room between its words and its buttons (the recap's place, recap.ts); null on a desktop. */
  room: RecapPlace | null = null;
  /** The person agreed once at this table to end a turn under the tomatoes: not asked again. */
  private tomatoesOk = false;
  /** The tomatoes' question is up (a second press on End waits for it). */
  private asking = false;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly table: TableView,
    private readonly input: TableInput,
    private readonly session: GameSession,
    private readonly hooks: PromptHooks,
  ) {}

  draw(s: RoiState): void {
    const top = sideStack(s).prompt;
    const h = PROMPT_BOTTOM - top;
    const ctx = this.context();
    const buttons = promptButtons(s, ctx);
    this.room = null;
    if (COMPACT) this.drawCompact(s, ctx, buttons, top, h);
    else this.drawWide(s, ctx, buttons, top, h);
    if (this.input.dodging) this.input.lightDodge(this.input.dodging);
  }

  private drawWide(s: RoiState, ctx: PromptContext, buttons: PromptButton[], top: number, h: number): void {
    const { scene, table } = this;
    const panel = new Panel(scene, SIDE.x, top + h / 2, SIDE.w, h, { title: promptTitle(s, ctx) });
    panel.setName('roi.prompt');
    table.layer.add(panel);
    const pitch = 62;
    // The end of the turn's buttons stand at the panel's foot, one under the other, whatever the
    // tray adds (Discard, Intimidate...: issue 30 item 17, buttons never jump); the others under
    // the hint, above them.
    const isEnd = (b: PromptButton): boolean => b.name.startsWith('roi.btn.end.');
    let ends = buttons.filter(isEnd);
    let rest = buttons.filter((b) => !isEnd(b));
    let foot = ends.length ? PROMPT_BOTTOM - 14 - (ends.length - 0.5) * pitch - 28 - 6 : PROMPT_BOTTOM - 8;
    /** Whether the other buttons, from y0 in `cols` columns, end above the end buttons (or the panel's foot). */
    const fits = (y0: number, cols: number): boolean => y0 + (Math.ceil(rest.length / cols) - 0.5) * pitch <= foot;
    const hint = table.text(SIDE.x - SIDE.w / 2 + 28, top + 78, promptHint(s, ctx), { origin: [0, 0], colour: CSS.ink, size: 20, wrap: SIDE.w - 56, bold: false, name: 'roi.hint' });
    let y0 = Math.max(top + 150, hint.y + hint.height + 44);
    // A crowded prompt (four fighters' intimidations) where the others do not fit above the end
    // buttons even in two columns: all the buttons flow together, as many as the panel holds.
    if (ends.length && rest.length && !fits(Math.max(top + 150, hint.y + 28 + 44), 2)) {
      rest = buttons;
      ends = [];
      foot = PROMPT_BOTTOM - 8;
    }
    // One column while the buttons fit under the hint, else two.
    const cols = rest.length > 4 || !fits(y0, 1) ? 2 : 1;
    // Still too many for the panel: the buttons rise to end above the end buttons (or its foot,
    // never on its border), and the hint says less (the reminders go first), keeping the lines
    // that leave them room.
    if (rest.length && !fits(y0, cols)) {
      // (Without end buttons below, the last row's centre stands 14 px above the foot, as the end buttons' do: 6 px clear of the border.)
      y0 = (ends.length ? foot : PROMPT_BOTTOM - 14) - (Math.ceil(rest.length / cols) - 0.5) * pitch;
      hint.setText(promptHint(s, ctx, false, true));
      const lines = hint.getWrappedText().length;
      const keep = Math.max(1, Math.floor((y0 - 28 - 10 - hint.y) / (hint.height / Math.max(1, lines))));
      if (keep < lines) hint.setMaxLines(keep);
    }
    colourSuits(hint);
    const w = cols === 2 ? 256 : 400;
    const made = new Map<PromptButton, Button>();
    const add = (b: PromptButton, x: number, y: number, width: number): void => {
      const button = new Button(scene, x, y, b.label, b.fn, { width, height: 56, variant: b.variant ?? 'primary', fontSize: 20, name: b.name });
      if (b.enabled === false) button.setEnabled(false);
      table.layer.add(button);
      made.set(b, button);
    };
    rest.forEach((b, i) => {
      const col = cols === 2 ? i % 2 : 0;
      const row = cols === 2 ? Math.floor(i / 2) : i;
      add(b, cols === 2 ? SIDE.x + (col - 0.5) * (w + 12) : SIDE.x, y0 + row * pitch, w);
    });
    ends.forEach((b, i) => add(b, SIDE.x, PROMPT_BOTTOM - 14 - (ends.length - 0.5 - i) * pitch, 400));
    this.focusInOrder(buttons, made);
  }

  /**
   * The prompt on a phone: the title on the panel's first line, the hint (said for taps), and the
   * buttons at the panel's foot, in as many columns as their labels allow, each as tall as a thumb
   * needs; the hint keeps the lines the buttons leave it.
   */
  private drawCompact(s: RoiState, ctx: PromptContext, buttons: PromptButton[], top: number, h: number): void {
    const c = COMPACT;
    if (!c) return;
    const { scene, table } = this;
    const panel = new Panel(scene, SIDE.x, top + h / 2, SIDE.w, h);
    panel.setName('roi.prompt');
    table.layer.add(panel);
    const left = SIDE.x - SIDE.w / 2;
    const pad = 22;
    const title = table.text(SIDE.x, top + 10, promptTitle(s, ctx), { origin: [0.5, 0], colour: CSS.ink, size: c.minFont + 2, name: 'roi.title' }).setFontFamily(FONTS.title);
    // The buttons in blocks at the panel's foot: the end of the turn's always on the last row(s),
    // whatever the tray adds above them (they never jump, nor stand beside "Intimidate": issue 30
    // item 17); in each block as many columns as its longest label allows (at most 3).
    const gapX = 14;
    const inner = SIDE.w - pad * 2;
    const pitch = c.minTap + 2;
    const bottom = top + h - 14;
    const isEnd = (b: PromptButton): boolean => b.name.startsWith('roi.btn.end.');
    const blocks = [buttons.filter((b) => !isEnd(b)), buttons.filter(isEnd)].filter((g) => g.length > 0);
    // The answers (parry, dodge, take it...) on a stable grid of two columns, whatever their
    // number and labels (a newcomer's report, round 34: they went from one row to two from one
    // prompt to the next, and a finger missed): a button keeps its size, and the last row, at the
    // panel's foot, its place. Three columns only for five answers or more, one only for a label
    // too long for half the panel.
    const fits = (n: number, longest: number): boolean => longest + 40 <= (inner - (n - 1) * gapX) / n;
    // The end of the turn's block keeps its row of as many columns as its labels allow.
    const shapes = blocks.map((g) => {
      const longest = Math.max(0, ...g.map((b) => table.measure(b.label, c.minFont)));
      const cols = g.some(isEnd)
        ? Math.max(1, Math.min(3, g.length, Math.floor((inner + gapX) / (longest + 40 + gapX))))
        : !fits(2, longest)
          ? 1
          : g.length >= 5 && fits(3, longest)
            ? 3
            : 2;
      return { g, cols, rows: Math.ceil(g.length / cols) };
    });
    const allRows = shapes.reduce((n, sh) => n + sh.rows, 0);
    const firstRow = bottom - (allRows - 0.5) * pitch;
    const hintTop = title.y + title.height + 2;
    const hint = table.text(left + pad, hintTop, promptHint(s, ctx, true), { origin: [0, 0], colour: CSS.ink, wrap: inner, bold: false, name: 'roi.hint' });
    const lineH = hint.height / Math.max(1, hint.getWrappedText().length);
    const room = firstRow - pitch / 2 - 4 - hintTop;
    const lines = Math.max(0, Math.floor(room / lineH));
    // Too long for the room the buttons leave: the shorter words, then only the lines that fit.
    if (lines > 0 && lines < hint.getWrappedText().length) hint.setText(promptHint(s, ctx, true, true));
    if (lines === 0) hint.setVisible(false);
    else if (lines < hint.getWrappedText().length) hint.setMaxLines(lines);
    if (lines > 0) colourSuits(hint);
    const wordsFoot = lines > 0 ? hint.y + hint.height : title.y + title.height;
    this.room = { x: left + pad - 8, w: inner + 16, top: wordsFoot + 6, bottom: firstRow - 28 - 8 };
    const made = new Map<PromptButton, Button>();
    let rowAt = 0;
    for (const { g, cols } of shapes) {
      const w = (inner - (cols - 1) * gapX) / cols;
      g.forEach((b, i) => {
        const col = i % cols;
        const row = Math.floor(i / cols);
        const inRow = Math.min(cols, g.length - row * cols);
        const x = SIDE.x + (col - (inRow - 1) / 2) * (w + gapX);
        const button = new Button(scene, x, firstRow + (rowAt + row) * pitch, b.label, b.fn, { width: w, height: 56, variant: b.variant ?? 'primary', fontSize: c.minFont, name: b.name });
        if (b.enabled === false) button.setEnabled(false);
        table.layer.add(button);
        made.set(b, button);
      });
      rowAt += Math.ceil(g.length / cols);
    }
    this.focusInOrder(buttons, made);
  }

  /** The focus ring takes the buttons in the prompt's order. */
  private focusInOrder(buttons: PromptButton[], made: Map<PromptButton, Button>): void {
    for (const b of buttons) {
      const button = made.get(b);
      if (button) this.input.addStop(button);
    }
  }

  private context(): PromptContext {
    const input = this.input;
    const seat = this.hooks.seat();
    return {
      seat,
      fighter: seat < 0 ? -1 : actingFighter(this.session.state as RoiState),
      actor: this.session.actor(),
      mine: this.hooks.myTurn(),
      full: this.session.state as RoiState,
      legal: this.hooks.legal(),
      ...(this.hooks.inLesson?.() === true ? { lesson: true } : {}),
      chosen: input.chosen,
      choice: input.choice,
      dodging: input.dodging,
      recent: this.turnSoFar(),
      play: (m) => input.play(m),
      cancel: () => input.cancel(),
      startDodge: (card) => input.startDodge(card),
      refuse: (text) => showToast(this.scene, text),
      ...(this.hooks.inLesson?.() === true ? {} : { confirmTomatoes: (then: () => void) => this.confirmTomatoes(then) }),
    };
  }

  /**
   * Ending the turn with nothing played or discarded brings tomatoes (−1 hp, maybe the match):
   * the first time at this table the person is asked, as a costly move is confirmed; once agreed,
   * not again (newcomer s37 item 2).
   */
  private confirmTomatoes(then: () => void): void {
    if (this.tomatoesOk) {
      then();
      return;
    }
    if (this.asking) return;
    this.asking = true;
    const s = this.session.state as RoiState;
    const hp = s.fighters[actingFighter(s)]?.hp ?? 0;
    void showDialog(this.scene, {
      title: t('roi.tomatoes.title'),
      body: t('roi.tomatoes.body', { hp: Math.max(0, hp - 1) }),
      buttons: [
        { label: t('roi.tomatoes.yes'), value: true, variant: 'primary' },
        { label: t('roi.tomatoes.no'), value: false, variant: 'secondary' },
      ],
    }).then((yes) => {
      this.asking = false;
      if (!yes || !this.scene.sys.isActive() || !this.hooks.myTurn()) return;
      this.tomatoesOk = true;
      then();
    });
  }

  /**
   * While another fighter decides (a bot, or a friend online): what it has done so far this turn,
   * the log's lines of its moves since its turn began (the last five), so the prompt says it
   * rather than standing empty (issue 30 item 2: the bots' turns followed without the log).
   */
  private turnSoFar(): string[] {
    const actor = this.session.actor();
    if (actor === null || this.hooks.myTurn()) return [];
    const states = this.session.states;
    const moves = this.session.record.moves;
    const rules = this.session.rules;
    let k = moves.length;
    while (k > 0 && rules.actor(states[k - 1]) === actor) k--;
    const lines: string[] = [];
    for (let i = k; i < moves.length; i++) {
      const applied = rules.apply(states[i], moves[i]);
      if (!applied.ok) continue;
      for (const ev of applied.events) {
        if (ev.type === 'turn') continue;
        const line = describe(ev, null, seatLabel);
        if (line) lines.push(line);
      }
    }
    return lines.slice(-5);
  }
}
