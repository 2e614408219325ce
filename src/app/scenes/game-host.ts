// The in-game host: the bar (menu, undo, rules, log, share, what happened?, mute), whose turn it is
// (and, while someone else's move is shown, what they did), saves after
// every move, the pass-the-device screen between hot-seat players, the log and the end of the
// game. The game's own scene runs beneath it and talks to it through GameHost/GameSceneApi.
//
// This scene is the conductor: `create` starts the game's scene beneath it and builds the bar and
// the log; it answers the game's scene (GameHost below) and holds what its parts share
// (host/context.ts). Each part is a file of host/:
//   bar.ts          draws the bar (on a phone, the rail) and the turn line; the bar's keys
//   actions.ts      what the bar's buttons do: undo, hint, rules screen, share, sound; a daily deal played for the record
//   turns.ts        a move shown (the person's, a bot's, the room's messages), then the end, a bot's turn or a hand-over
//   replay.ts       "What happened?": the others' last turn shown again
//   review.ts       the review of a finished game, its own bar and the strong bot's verdicts
//   online-host.ts  online: the room's news as toasts, who watches, reactions, stand-ins, the link's state
//   end.ts          the end of the game: its dialog, rematch, share, review, the final table to look at
import Phaser from 'phaser';
import { Button, LogPanel, showToast, TOAST_TOP } from '../../ui';
import { CSS, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { findGame, type GameEntry, type GameHost, type GameSceneApi, type LastTurnMove, type PlayableGame } from '../../services/catalog';
import { setBusyProbe, setCurrentSession } from '../../services/current';
import { t } from '../../services/i18n';
import { saveStore } from '../save-store';
import type { GameSession } from '../../services/session';
import type { GameEvent } from '../../core/contract';
import type { OnlineHostSession } from '../online/host-session';
import type { KeptGame } from '../daily-end';
import { setPlayerNames } from '../../services/player-names';
import { fontSize, viewport } from '../../ui/viewport';
import { dismissExplains } from '../../ui/explain';
import { LESSON_SKIPPED } from '../../ui/lesson-runner';
import { onRelayout, setTopInset } from '../hidpi';
import { gameSceneReady, loadGameScene } from '../scene-loader';
import { BAR_H, captionOf, tableNames, type HostContext } from './host/context';
import { HostBar } from './host/bar';
import { HostActions } from './host/actions';
import { HostTurns } from './host/turns';
import { HostReplay } from './host/replay';
import { HostReview, type ReviewStart } from './host/review';
import { OnlineHost } from './host/online-host';
import { HostEnd } from './host/end';

export { BAR_H } from './host/context';

/** What the host's layout depends on: wide, or compact with this much room left of the frame. */
function layoutShape(): string {
  const v = viewport();
  return v.compact ? `c${Math.round(v.left)}` : 'wide';
}

/** What the host is started with. */
interface HostData extends ReviewStart {
  gameId: string;
  session?: GameSession;
  online?: OnlineHostSession;
  /** A new game from the setup screen (its opening is shown: the first hand-over, who starts). */
  fresh?: boolean;
  /** `review`: a finished game looked through move by move (issue 29 item 1), from the seat `reviewSeat`. */
  reviewSeat?: number;
}

export class GameHostScene extends Phaser.Scene implements GameHost, HostContext {
  // ---- What the parts share (host/context.ts says what each is) ----
  entry!: GameEntry;
  def!: PlayableGame;
  session!: GameSession;
  seatInView = 0;
  game_!: Phaser.Scene & GameSceneApi;
  log!: LogPanel;
  busy = false;
  overlay: Phaser.GameObjects.Container | null = null;
  online: OnlineHostSession | null = null;
  thinking: number | null = null;
  hinting: number | null = null;
  /** False while the table's own scene is being fetched (the test hook's `scene` waits for it). */
  tableReady = false;
  dropResult: (() => void) | null = null;
  dropHold: (() => void) | null = null;
  lessonSkipped = false;
  endShown = false;
  kept: KeptGame | null = null;
  openedOver = false;
  caption: string | null = null;
  sceneCaption = false;
  narrate: ((line: string) => string) | null = null;
  keepOnline = false;

  // ---- The parts, built once: what each keeps lasts from one game to the next unless `create` resets it ----
  private readonly bar: HostBar = new HostBar(this, {
    menu: () => void this.actions.leave(),
    undo: () => this.actions.undo(),
    rules: () => this.actions.toggleRules(),
    log: () => this.log.toggle(),
    share: () => void this.actions.share(),
    hint: () => void this.actions.hint(),
    react: () => this.onlineHost.toggleReactions(),
    mute: () => this.actions.toggleMute(),
    replay: () => void this.replay.run(),
    reviewKeys: () => this.review.keys(),
  });
  private readonly actions = new HostActions(this);
  private readonly turns = new HostTurns(this);
  private readonly replay = new HostReplay(this);
  private readonly review = new HostReview(this);
  private readonly onlineHost = new OnlineHost(
    this,
    () => this.bar.reactButton,
    () => void this.turns.pump(),
  );
  private readonly end = new HostEnd(this);

  constructor() {
    super('GameHost');
  }

  create(data: HostData): void {
    const entry = findGame(data.gameId);
    if (!entry?.play) {
      this.scene.start('Menu', { error: t('setup.unknownGame') });
      return;
    }
    this.entry = entry;
    this.def = entry.play;
    this.tableReady = gameSceneReady(this.game, entry.play);
    if (!this.tableReady) {
      this.waitForTable(data);
      return;
    }
    // Toasts, the table's included, come in below the bar, not under it (issue 15 defect 5).
    this.registry.set(TOAST_TOP, BAR_H + 12);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(TOAST_TOP));
    this.online = data.online ?? null;
    this.keepOnline = false;
    // Online, the seats are named by the people in them (issue 28 item 1); locally by the game.
    setPlayerNames(this.online ? tableNames(this.online.lobby) : []);
    this.turns.reset();
    // The online session answers the calls the host and the scenes make on a local one.
    this.session = data.session ?? (data.online as unknown as GameSession);
    this.busy = false;
    this.overlay = null;
    this.thinking = null;
    this.hinting = null;
    this.dropResult = null;
    this.dropHold = null;
    this.lessonSkipped = false;
    const skipped = (): void => {
      this.lessonSkipped = true;
    };
    this.game.events.on(LESSON_SKIPPED, skipped);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.game.events.off(LESSON_SKIPPED, skipped));
    this.endShown = false;
    this.caption = null;
    this.sceneCaption = false;
    this.narrate = null;
    this.replay.rest = null;
    this.onlineHost.reset();
    this.kept = null;
    // A game opened already over (an imported file, a shared link to its end) is not one the person played here.
    this.openedOver = this.session.outcome() !== null;
    this.review.start(data);
    this.actions.watchDailyForRecord();
    setCurrentSession(entry.id, this.session);
    setBusyProbe(() => this.busy);
    // A review is no game in progress: the saved game (Continue) stays as it was.
    if (!this.online && !this.review.moves) saveStore().write(this.session.toSave());
    this.seatInView = this.online ? this.online.seat : this.review.moves && typeof data.reviewSeat === 'number' && data.reviewSeat >= 0 && data.reviewSeat < this.session.seats.length ? data.reviewSeat : this.firstHumanSeat();
    this.watchLayout();
    this.bar.draw();
    this.drawLog();
    this.actions.rebuildLog();
    this.scene.launch(this.def.sceneKey, { session: this.session, host: this as GameHost });
    this.game_ = this.scene.get(this.def.sceneKey) as Phaser.Scene & GameSceneApi;
    const reviewed = this.review.moves;
    if (!reviewed) setTopInset(this.game_, BAR_H, 0);
    else this.review.mount(reviewed);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      // Left mid-change: the game scene's next run starts with its buttons free.
      if (this.busy) this.setBusy(false);
      // Left mid-replay (the menu, a phone turned): the moves not yet shown again are played back
      // at once, so the session (and its save, never rewritten by the replay) are whole again.
      this.replay.finish();
      this.scene.stop(this.def.sceneKey);
      setCurrentSession(null, null);
      setPlayerNames([]);
      if (this.online && !this.keepOnline) {
        void this.online.close();
        history.replaceState(null, '', location.pathname);
      }
    });
    this.refreshBar();
    if (this.online) this.onlineHost.start(this.online);
    // Straight from the page, not through Phaser's key queue (which a busy frame can leave behind), and gone with the scene.
    window.addEventListener('keydown', this.bar.onKey);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', this.bar.onKey));
    if (this.review.moves) this.refreshBar();
    else void (data.fresh && !this.online ? this.turns.opening() : this.turns.afterChange());
  }

  /** The table's code comes the first time the game is opened: wait for it, then start again. */
  private waitForTable(data: HostData): void {
    const waiting = this.add
      .text(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, t('host.loading'), { fontFamily: FONTS.title, fontSize: `${fontSize(32)}px`, color: CSS.goldLight })
      .setOrigin(0.5)
      .setName('host.loading');
    const shown = this.sys;
    loadGameScene(this.game, this.def).then(
      () => {
        if (this.sys === shown && this.scene.isActive()) this.scene.restart(data);
      },
      () => {
        waiting.destroy();
        if (this.sys === shown && this.scene.isActive()) this.scene.start('Menu', { error: t('host.loadFailed') });
      },
    );
  }

  /**
   * A phone turned or a window resized to another layout: a local game starts its scenes again
   * from the same session (nothing is lost); mid-change or online, the layout stays as it is.
   * Upright, the turn-your-phone card covers the game: it waits to be turned back, and a layout
   * that is the one already drawn needs nothing. A change being shown is let finish first.
   */
  private watchLayout(): void {
    const entry = this.entry;
    const session = this.session;
    const drawnFor = layoutShape();
    const relayout = (tries: number): void => {
      if (this.online || !this.scene.isActive()) return;
      const v = viewport();
      if (v.height > v.width || layoutShape() === drawnFor) return;
      if (this.busy) {
        if (tries > 0) this.time.delayedCall(250, () => relayout(tries - 1));
        return;
      }
      // A review goes on where it was: its session whole again, the position passed on.
      if (this.review.moves) {
        this.review.restartInPlace(entry.id, session);
        return;
      }
      this.scene.restart({ gameId: entry.id, session });
    };
    onRelayout(this, () => relayout(120));
  }

  /** The log, over the table's right side (on a phone, most of the frame), or where the game asks (logPlace); shown by its button. */
  private drawLog(): void {
    const vp = viewport();
    const place = this.def.logPlace?.(vp);
    if (place) this.log = new LogPanel(this, place.x + place.width / 2, place.y + place.height / 2, place.width, place.height, { closeName: 'host.log.close' });
    else if (vp.compact) {
      const w = 760;
      const h = DESIGN_HEIGHT - BAR_H - 24;
      this.log = new LogPanel(this, vp.right - 16 - w / 2, BAR_H + 12 + h / 2, w, h, { closeName: 'host.log.close' });
    } else this.log = new LogPanel(this, DESIGN_WIDTH - 250, BAR_H + 10 + 300, 480, 600, { closeName: 'host.log.close' });
    this.log.setName('host.log').setVisible(false).setDepth(50);
    this.add.existing(this.log);
  }

  // ---- GameHost, for the game's scene ----

  viewer(): number {
    return this.seatInView;
  }

  toast(message: string): void {
    showToast(this, message, 'error');
  }

  play(move: unknown): boolean {
    if (this.busy) return false;
    if (this.review.moves) {
      showToast(this, t('review.noPlay'), 'error');
      return false;
    }
    const actor = this.session.actor();
    if (actor === null || this.session.seats[actor] !== 'human' || actor !== this.seatInView) {
      showToast(this, t('host.notYourTurn'), 'error');
      return false;
    }
    // Play moves on: an explain-once card still up at the table goes, however the move was made
    // (a press off the card already put it away; a keyboard player's move does it here).
    dismissExplains(this.game_);
    if (this.online) {
      // To the room; the host stays busy until its answer (the new state, or a refusal) is shown.
      this.online.play(move);
      this.setBusy(true);
      return true;
    }
    return this.turns.commit(move);
  }

  isOnline(): boolean {
    return !!this.online;
  }

  turnReached(): void {
    // the new turn reached by the animation: the bar says whose it is now, no longer what the mover did
    this.sceneCaption = false;
    if (this.busy && !this.replay.rest) {
      this.narrate = null;
      this.caption = null;
      this.refreshBar();
    }
  }

  eventReached(event: GameEvent): void {
    if (!this.busy || !this.narrate) return;
    const line = this.def.describe(event, this.session.record.options, this.seatNamer());
    if (line) this.setCaption(this.narrate(line));
  }

  showing(text: string): void {
    // the person's own move handing the turn on: the bar says what the table does meanwhile
    if (!this.busy || this.replay.rest || this.caption !== null) return;
    this.sceneCaption = true;
    this.setCaption(text);
  }

  // ---- For the parts (HostContext) ----

  setBusy(busy: boolean): void {
    this.busy = busy;
    const scene = this.game_ as Phaser.Scene | undefined;
    if (scene?.input) scene.input.enabled = !busy;
    // Its buttons look it too: dimmed until the change has been shown, not ready-looking but deaf.
    if (scene?.children) Button.holdScene(scene, busy);
    if (!busy) this.actions.shown();
  }

  /** The log's lines for `events` (those the game describes), worked out once for the log and the caption alike. */
  linesOf(events: readonly GameEvent[]): string[] {
    const options = this.session.record.options;
    const name = this.seatNamer();
    const lines: string[] = [];
    for (const ev of events) {
      const line = this.def.describe(ev, options, name);
      if (line) lines.push(line);
    }
    return lines;
  }

  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (ms <= 0 || !this.scene.isActive()) return resolve();
      const stopped = (): void => {
        timer.remove();
        resolve();
      };
      const timer = this.time.delayedCall(ms, () => {
        this.events.off(Phaser.Scenes.Events.SHUTDOWN, stopped);
        resolve();
      });
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, stopped);
    });
  }

  firstCaption(lines: readonly string[]): string | null {
    return this.game_?.narrates === true ? (lines[0] ?? null) : captionOf(lines);
  }

  setCaption(caption: string | null): void {
    this.caption = caption;
    this.refreshBar();
  }

  seatNamer(): (seat: number) => string {
    const options = this.session.record.options;
    return (seat) => this.def.seatName(options, seat);
  }

  humanCount(): number {
    return this.session.seats.filter((s) => s === 'human').length;
  }

  firstHumanSeat(): number {
    const actor = this.session.actor();
    if (actor !== null && this.session.seats[actor] === 'human') return actor;
    const i = this.session.seats.indexOf('human');
    return i < 0 ? 0 : i;
  }

  refreshBar(keepTurn = false): void {
    this.bar.refresh(keepTurn);
  }

  get turnText(): Phaser.GameObjects.Text {
    return this.bar.turnText;
  }

  get reviewing(): boolean {
    return this.review.moves !== null;
  }

  get dailyForRecord(): boolean {
    return this.actions.dailyForRecord;
  }

  dailyResultStands(): boolean {
    return this.actions.dailyResultStands();
  }

  hintAllowed(): boolean {
    return this.actions.hintAllowed();
  }

  replayFrom(): number | null {
    return this.replay.from();
  }

  lastTurn(): LastTurnMove[] | null {
    if (this.online || this.reviewing || !this.session) return null;
    const from = this.replay.from();
    if (from === null) return null;
    const states = this.session.states;
    const name = this.seatNamer();
    const out: LastTurnMove[] = [];
    for (let i = from; i < this.session.moveCount; i++) {
      const seat = this.session.rules.actor(states[i]);
      const events = this.session.moveEvents(i);
      out.push({
        seat,
        name: seat === null ? '' : name(seat),
        mine: seat === this.seatInView,
        bot: seat !== null && this.session.seats[seat] === 'bot',
        lines: this.linesOf(events),
        events,
      });
    }
    return out;
  }

  afterChange(): Promise<void> {
    return this.turns.afterChange();
  }

  showEnd(): Promise<void> {
    return this.end.show();
  }
}
