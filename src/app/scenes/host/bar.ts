// The host's bar across the top (on a phone held sideways, a rail of buttons left of the frame):
// menu, undo, rules, log, share, hint (online: react), what happened?, sound; the turn line
// (whose turn, what the move shown did), kept to its room; and the bar's keys.
import type Phaser from 'phaser';
import { Button } from '../../../ui';
import { COLORS, CSS, DESIGN_WIDTH, FONTS } from '../../../ui/theme';
import { t, type TextKey } from '../../../services/i18n';
import { getSettings } from '../../../services/settings';
import { fontSize, viewport } from '../../../ui/viewport';
import { announce } from '../../live-region';
import { BAR_H, type HostContext } from './context';

/** The turn line's room at the top of the frame on a phone (the bar's buttons are in the rail left of x = 0). */
const COMPACT_TURN_W = 1000;
/** The turn line's place and room on a desktop: between Hint (its right edge at 840) and What happened? (its left at 1320). */
const TURN_X = 1080;
const TURN_W = 460;
/** Room round the turn line's letters in its own canvas: a first or last glyph whose ink reaches past its advance (Cinzel's Y and À, several last letters, by a pixel or two) was cut there (Regicide newcomer s35: "Tocca a te" read "Iocca"). */
const TURN_PAD = { x: 4 };

/** What the bar's buttons (and their keys) do. */
export interface BarActions {
  menu(): void;
  undo(): void;
  rules(): void;
  log(): void;
  share(): void;
  hint(): void;
  react(): void;
  mute(): void;
  replay(): void;
  /** A review's keys, in place of the bar's. */
  reviewKeys(): Partial<Record<string, () => void>>;
}

export class HostBar {
  /** The bar's (or the rail's) buttons, hidden under a review's own. */
  private barButtons: Button[] = [];
  turnText!: Phaser.GameObjects.Text;
  private undoButton!: Button;
  private muteButton!: Button;
  private hintButton!: Button;
  /** "What happened?": replays the others' last turn on the table (a local game). */
  private replayButton!: Button;
  /** Online, in Hint's place (a seat's, not a spectator's). */
  reactButton: Button | null = null;

  constructor(
    private readonly host: HostContext,
    private readonly act: BarActions,
  ) {}

  draw(): void {
    const h = this.host;
    this.barButtons = [];
    if (viewport().compact) {
      this.drawRail();
      return;
    }
    h.add.rectangle(0, 0, DESIGN_WIDTH, BAR_H, COLORS.walnutDark, 0.92).setOrigin(0, 0).setDepth(40);
    h.add.rectangle(0, BAR_H, DESIGN_WIDTH, 2, COLORS.goldDark).setOrigin(0, 0).setDepth(40);
    const y = BAR_H / 2;
    const mk = (x: number, label: string, fn: () => void, name: string, width = 130) => {
      const b = new Button(h, x, y, label, fn, { width, height: 56, variant: 'ghost', fontSize: 20, name });
      b.setDepth(41);
      h.add.existing(b);
      this.barButtons.push(b);
      return b;
    };
    const act = this.act;
    mk(75, t('host.menu'), () => act.menu(), 'host.menu');
    this.undoButton = mk(215, t('host.undo'), () => act.undo(), 'host.undo');
    mk(355, t('host.rules'), () => act.rules(), 'host.rules');
    mk(495, t('host.log'), () => act.log(), 'host.log.toggle');
    mk(635, t('host.share'), () => act.share(), 'host.share');
    this.hintButton = mk(775, t('host.hint'), () => act.hint(), 'host.hint');
    // Online there is no hint: its place is React's.
    if (h.online && !h.online.watching) this.reactButton = mk(775, t('online.react'), () => act.react(), 'host.react');
    this.muteButton = mk(DESIGN_WIDTH - 80, '', () => act.mute(), 'host.mute', 120);
    this.replayButton = mk(DESIGN_WIDTH - 215, t('host.replay'), () => act.replay(), 'host.replay', 130);
    this.turnText = h.add
      .text(TURN_X, y, '', { fontFamily: FONTS.title, fontSize: '30px', fontStyle: '700', color: CSS.goldLight, padding: TURN_PAD })
      .setOrigin(0.5)
      .setDepth(41)
      .setName('host.turn');
  }

  /**
   * A phone held sideways: the bar's buttons in a rail down the strip left of the frame (x from the
   * window's left edge to 0), with short labels; the turn line stays at the top of the frame.
   */
  private drawRail(): void {
    const h = this.host;
    const vp = viewport();
    const railW = -vp.left;
    h.add.rectangle(vp.left, vp.top, railW, vp.height, COLORS.walnutDark, 0.96).setOrigin(0, 0).setDepth(40).setName('host.rail');
    h.add.rectangle(-2, vp.top, 2, vp.height, COLORS.goldDark).setOrigin(0, 0).setDepth(40);
    h.add.rectangle(0, 0, vp.right, BAR_H, COLORS.walnutDark, 0.92).setOrigin(0, 0).setDepth(40);
    h.add.rectangle(0, BAR_H, vp.right, 2, COLORS.goldDark).setOrigin(0, 0).setDepth(40);
    const slots = 8;
    const step = vp.height / slots;
    const x = vp.left + railW / 2;
    const w = Math.max(vp.minTap, railW - 10);
    const mk = (i: number, key: TextKey, fn: () => void, name: string) => {
      const b = new Button(h, x, vp.top + step * (i + 0.5), t(key), fn, { width: w, variant: 'ghost', fontSize: 20, name });
      b.setDepth(41);
      h.add.existing(b);
      this.barButtons.push(b);
      return b;
    };
    const act = this.act;
    mk(0, 'host.rail.menu', () => act.menu(), 'host.menu');
    this.undoButton = mk(1, 'host.rail.undo', () => act.undo(), 'host.undo');
    mk(2, 'host.rail.rules', () => act.rules(), 'host.rules');
    mk(3, 'host.rail.log', () => act.log(), 'host.log.toggle');
    mk(4, 'host.rail.share', () => act.share(), 'host.share');
    this.hintButton = mk(5, 'host.rail.hint', () => act.hint(), 'host.hint');
    if (h.online && !h.online.watching) this.reactButton = mk(5, 'online.react.rail', () => act.react(), 'host.react');
    this.replayButton = mk(6, 'host.rail.replay', () => act.replay(), 'host.replay');
    this.muteButton = mk(7, 'host.rail.soundOn', () => act.mute(), 'host.mute');
    this.turnText = h.add
      .text(DESIGN_WIDTH / 2, BAR_H / 2, '', { fontFamily: FONTS.title, fontSize: `${fontSize(30)}px`, fontStyle: '700', color: CSS.goldLight, padding: TURN_PAD })
      .setOrigin(0.5)
      .setDepth(41)
      .setName('host.turn');
  }

  /**
   * The turn line keeps to its room (between the bar's buttons; on a phone at the top of the frame),
   * shrinking (not under the floor: 18 px on a desktop) and then shortened.
   */
  private setTurnText(text: string): void {
    const vp = viewport();
    // (a bar button beside the line, "Back to the result", leaves it the rest of its room: bar-button.ts)
    const own = this.turnText.getData('room') as { x: number; w: number } | undefined;
    const room = own?.w ?? (vp.compact ? COMPACT_TURN_W : TURN_W);
    this.turnText.setX(own?.x ?? (vp.compact ? DESIGN_WIDTH / 2 : TURN_X));
    const floor = vp.compact ? vp.minFont : 18;
    this.turnText.setWordWrapWidth(null).setLineSpacing(0).setText(text);
    this.turnText.setFontSize(fontSize(30));
    if (this.turnText.width <= room) return;
    // (the letters' own width, without the canvas's room each side: counted in, "Partie terminée"
    // beside "Back to the result" shrank to 206 px of 204, and its wrap at 204 never broke the
    // line, whose letters took 198: it was cut, "Partie termin…", newcomer s36)
    const pad = 2 * TURN_PAD.x;
    this.turnText.setFontSize(Math.max(floor, Math.floor((fontSize(30) * (room - pad)) / (this.turnText.width - pad))));
    if (this.turnText.width <= room) return;
    // A narration too long for one line at the floor takes two, where the bar has the height
    // (newcomers' reports: Regicide's bot turns on a phone, "Again: Regality places the Death on
    // the bott…" on a desktop, were cut mid-sentence); else it is shortened.
    this.turnText.setAlign('center').setLineSpacing(-6).setWordWrapWidth(room - pad, true);
    if (this.turnText.height <= BAR_H - 2 && this.turnText.width <= room) return;
    this.turnText.setWordWrapWidth(null).setLineSpacing(0);
    let cut = text;
    while (this.turnText.width > room && cut.length > 1) {
      cut = cut.slice(0, -1);
      this.turnText.setText(`${cut.trimEnd()}…`);
    }
  }

  /** The turn line (unless `keepTurn`) and the buttons' states as things are now. */
  refresh(keepTurn = false): void {
    const h = this.host;
    const outcome = h.session.outcome();
    const actor = h.session.actor();
    let text: string;
    if (h.caption !== null) text = h.caption;
    else if (outcome) text = t('host.gameOver');
    else if (actor === null) text = '';
    else if (h.thinking !== null) text = t('host.thinking', { name: h.def.seatName(h.session.record.options, h.thinking) });
    else {
      const you = this.personHere(actor);
      text = h.def.turnLine?.(h.session.state, actor, you, h.seatNamer()) ?? (you ? t('host.yourTurn') : t('host.toPlay', { name: h.def.seatName(h.session.record.options, actor) }));
    }
    if (!keepTurn && this.turnText.getData('full') !== text) {
      this.turnText.setData('full', text);
      this.setTurnText(text);
      announce(text);
    }
    // Grey, it still takes a press, to say why (a move that used chance or showed something hidden; today's deal).
    this.undoButton.setEnabled(!h.busy && h.session.canUndo() && !h.dailyResultStands() && !h.dailyForRecord, () => this.act.undo());
    // What happened?: a local game with a move to show again; online the room keeps the record.
    this.replayButton.setVisible(!h.online);
    this.replayButton.setEnabled(!h.busy && !h.endShown && h.replayFrom() !== null);
    // No hint in an online game (a shared table); a game without a hint drawing has no button.
    this.hintButton.setVisible(!h.online && !!h.game_?.showHint && !!(h.def.hint ?? h.def.chooseBotMove));
    // Grey while a move is shown; where the game answers it once shown (hintAfterShow), a press then still counts.
    this.hintButton.setEnabled(h.hinting === null && h.hintAllowed(), h.def.hintAfterShow && h.hinting === null ? () => this.act.hint() : null);
    // A review: its own bar stands over this one, whose buttons and line are put away.
    if (h.reviewing) {
      for (const b of this.barButtons) b.setVisible(false);
      this.turnText.setVisible(false);
    }
    const compact = viewport().compact;
    this.muteButton.setLabel(getSettings().sound ? t(compact ? 'host.rail.soundOn' : 'host.soundOn') : t(compact ? 'host.rail.soundOff' : 'host.soundOff'));
  }

  /**
   * Whether `seat` is the turn of the one person at this device (issue 30 item 5, "Your turn"):
   * online, this browser's seat; locally, the person's seat when only one person plays (in hot-seat
   * play the line names whose turn it is, for the device to go to them).
   */
  private personHere(seat: number): boolean {
    const h = this.host;
    if (h.online) return seat === h.online.seat;
    return h.session.seats[seat] === 'human' && h.humanCount() === 1;
  }

  /** The bar's buttons from the keyboard (the game's scene keeps Tab, the arrows, Enter and Escape): U undo, H hint, R rules, L log, S sound, Q menu. */
  readonly onKey = (e: KeyboardEvent): void => {
    const h = this.host;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (h.reviewing) {
      const keys = this.act.reviewKeys();
      const fn = keys[e.key] ?? keys[e.key.toLowerCase()];
      if (!fn) return;
      e.preventDefault();
      fn();
      return;
    }
    if (e.repeat) return;
    if (e.key === 'Escape') {
      // Escape closes the rules (issue 30 item 28); otherwise the scene keeps it too (it lets go of a piece)
      if (h.overlay) {
        e.preventDefault();
        this.act.rules();
        return;
      }
      // ... and the log, shown over the table (issue 30: "Escape doesn't close it").
      if (h.log.isShown()) {
        e.preventDefault();
        h.log.toggle();
        return;
      }
      h.game_.clearHint?.();
    }
    const act: Partial<Record<string, () => void>> = {
      u: () => this.act.undo(),
      h: () => this.act.hint(),
      r: () => this.act.rules(),
      l: () => this.act.log(),
      s: () => this.act.mute(),
      q: () => this.act.menu(),
      w: () => this.act.replay(),
    };
    const fn = act[e.key.toLowerCase()];
    if (!fn) return;
    e.preventDefault();
    fn();
  };
}
