// The in-game host: the bar (menu, undo, rules, log, share, what happened?, mute), whose turn it is
// (and, while someone else's move is shown, what they did), saves after
// every move, the pass-the-device screen between hot-seat players, the log and the end of the
// game. The game's own scene runs beneath it and talks to it through GameHost/GameSceneApi.
import Phaser from 'phaser';
import { addBackdrop, Button, findNamed, LogPanel, Panel, showDialog, showPrivacyScreen, showToast, TOAST_TOP, waitAsync, type DialogButton } from '../../ui';
import { COLORS, CSS, DEPTH, DESIGN_HEIGHT, DESIGN_WIDTH, FONTS } from '../../ui/theme';
import { COVERED, findGame, type GameEntry, type GameHost, type GameSceneApi, type PlayableGame } from '../../services/catalog';
import { setBusyProbe, setCurrentSession } from '../../services/current';
import { t } from '../../services/i18n';
import { announce } from '../live-region';
import { saveStore } from '../save-store';
import { GameSession } from '../../services/session';
import { encodeLink, exportFile } from '../share';
import { botHoldMs, getSettings, motionMs, updateSettings } from '../../services/settings';
import type { GameEvent, Outcome } from '../../core/contract';
import { playSfx } from '../../services/audio';
import type { LinkStatus, OnlineHostSession } from '../online/host-session';
import { downloadOnlineGame } from '../online/record-file';
import { keepFinishedGame, dailyEndLines, type KeptGame } from '../daily-end';
import { ReviewBar } from '../review-bar';
import { downloadJson } from '../files';
import { copyAndSay } from '../clipboard';
import { askVerdict, JUDGED_GAMES } from '../../services/bot-worker-client';
import { seedFromView } from '../../core/rng';
import { keepVerdicts, loadHistory } from '../history-store';
import { verdictLine } from '../verdict-line';
import { showRulesScreen } from '../rules-screen';
import { playedDaily, type StoredVerdict } from '../../services/history';
import { dailyDayOf } from '../../services/daily-deals';
import { REACTIONS, REACTION_GAP_MS, type LobbyMessage, type ReactionMessage } from '../online/protocol';
import { levelChoices } from './online';
import type * as Reactions from '../reactions';

type ReactionsModule = typeof Reactions;
import { setPlayerNames } from '../../services/player-names';
import { fontSize, viewport } from '../../ui/viewport';
import { dismissExplains } from '../../ui/explain';
import { onRelayout, setTopInset } from '../hidpi';
import { gameSceneReady, loadGameScene } from '../scene-loader';
import type { TextKey } from '../../services/i18n';

export const BAR_H = 72;

/** What the host's layout depends on: wide, or compact with this much room left of the frame. */
function layoutShape(): string {
  const v = viewport();
  return v.compact ? `c${Math.round(v.left)}` : 'wide';
}
/** The turn line's room at the top of the frame on a phone (the bar's buttons are in the rail left of x = 0). */
const COMPACT_TURN_W = 1000;
/** The turn line's place and room on a desktop: between Hint (its right edge at 840) and What happened? (its left at 1320). */
const TURN_X = 1080;
const TURN_W = 460;

/** The people's names by seat from a room's lobby (a bot's seat, or one with no name: null). */
const tableNames = (l: LobbyMessage | null): (string | null)[] => (l?.seats ?? []).map((x) => (x.kind === 'human' ? x.name : null));

/** The turn line while a move is shown: its log lines, one after another (null: nothing to say). */
function captionOf(lines: readonly string[]): string | null {
  return lines.length ? lines.join(' · ') : null;
}

export class GameHostScene extends Phaser.Scene implements GameHost {
  private entry!: GameEntry;
  private def!: PlayableGame;
  private session!: GameSession;
  private seatInView = 0;
  private game_!: Phaser.Scene & GameSceneApi;
  private turnText!: Phaser.GameObjects.Text;
  private log!: LogPanel;
  private undoButton!: Button;
  private muteButton!: Button;
  private busy = false;
  private overlay: Phaser.GameObjects.Container | null = null;
  /** An online game: moves go to the room, its messages are shown in turn; no undo, no hand-over, no local bots. */
  private online: OnlineHostSession | null = null;
  private presenting = false;
  /** The bot seat whose move is being worked out: the turn line says it is thinking. */
  private thinking: number | null = null;
  /** A hint being worked out (the record's length when asked): a second press waits on it. */
  private hinting: number | null = null;
  /** False while the table's own scene is being fetched (the test hook's `scene` waits for it). */
  tableReady = false;
  private hintButton!: Button;
  /** The end dialog put aside to look at the table ("Back to the result" in the bar): puts it away for good (an undo). */
  private dropResult: (() => void) | null = null;
  /** The end dialog is up (not put aside): it is modal, the U key waits for it. */
  private endShown = false;
  /** This game's entry in your record, once it has ended (issue 29). */
  private kept: KeptGame | null = null;
  private openedOver = false;
  /**
   * What the turn line says while a move by someone else is shown and held (issue 30 item 2: you
   * can follow the bots without the log): the move's own log lines; null: whose turn it is.
   */
  private caption: string | null = null;
  /** The caption is the game scene's words for the person's own move being shown (showing()), not a bot's lines. */
  private sceneCaption = false;
  /**
   * While a move's lines are the caption (a bot's, another person's, a replay): how one event's
   * line is told on the bar as the animation reaches it (eventReached); null otherwise.
   */
  private narrate: ((line: string) => string) | null = null;
  /** "What happened?": replays the others' last turn on the table (a local game). */
  private replayButton!: Button;
  /** The moves still to show again while a replay runs (null: none running). */
  private replayRest: unknown[] | null = null;

  constructor() {
    super('GameHost');
  }

  /** `fresh`: a new game from the setup screen (its opening is shown: the first hand-over, who starts). */
  /** `review`: a finished game looked through move by move (issue 29 item 1), from the seat `reviewSeat`. */
  create(data: {
    gameId: string;
    session?: GameSession;
    online?: OnlineHostSession;
    fresh?: boolean;
    review?: boolean;
    reviewSeat?: number;
    /** A review laid out again (a phone turned): the position it was at. */
    reviewAt?: number;
    /** A review: the entry of your record it came from, and the verdicts already worked out. */
    reviewId?: string;
    verdicts?: readonly StoredVerdict[];
  }): void {
    const entry = findGame(data.gameId);
    if (!entry?.play) {
      this.scene.start('Menu', { error: t('setup.unknownGame') });
      return;
    }
    this.entry = entry;
    this.def = entry.play;
    this.tableReady = gameSceneReady(this.game, entry.play);
    if (!this.tableReady) {
      // The table's code comes the first time the game is opened: wait for it, then start again.
      const waiting = this.add
        .text(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, t('host.loading'), { fontFamily: FONTS.title, fontSize: `${fontSize(32)}px`, color: CSS.goldLight })
        .setOrigin(0.5)
        .setName('host.loading');
      const shown = this.sys;
      loadGameScene(this.game, entry.play).then(
        () => {
          if (this.sys === shown && this.scene.isActive()) this.scene.restart(data);
        },
        () => {
          waiting.destroy();
          if (this.sys === shown && this.scene.isActive()) this.scene.start('Menu', { error: t('host.loadFailed') });
        },
      );
      return;
    }
    // Toasts, the table's included, come in below the bar, not under it (issue 15 defect 5).
    this.registry.set(TOAST_TOP, BAR_H + 12);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.registry.remove(TOAST_TOP));
    this.online = data.online ?? null;
    this.keepOnline = false;
    // Online, the seats are named by the people in them (issue 28 item 1); locally by the game.
    setPlayerNames(this.online ? tableNames(this.online.lobby) : []);
    this.presenting = false;
    // The online session answers the calls the host and the scenes make on a local one.
    this.session = data.session ?? (data.online as unknown as GameSession);
    this.busy = false;
    this.overlay = null;
    this.thinking = null;
    this.hinting = null;
    this.dropResult = null;
    this.endShown = false;
    this.caption = null;
    this.sceneCaption = false;
    this.narrate = null;
    this.replayRest = null;
    this.watchText = null;
    this.kept = null;
    // A game opened already over (an imported file, a shared link to its end) is not one the person played here.
    this.openedOver = this.session.outcome() !== null;
    this.reviewMoves = data.review === true && !this.online ? this.session.record.moves.slice() : null;
    this.reviewStates = this.reviewMoves ? this.session.states.slice() : [];
    this.watchDailyForRecord();
    // Laid out again mid-review: back to where it was, before the table is drawn.
    if (this.reviewMoves && typeof data.reviewAt === 'number' && data.reviewAt >= 0 && data.reviewAt < this.reviewMoves.length) this.session.rewind(Math.floor(data.reviewAt));
    this.reviewBar = null;
    this.reviewId = data.reviewId ?? null;
    this.verdicts = new Map((data.verdicts ?? []).map((v) => [v.move, v]));
    if (this.judging) this.judging.cancelled = true;
    this.judging = null;
    setCurrentSession(entry.id, this.session);
    setBusyProbe(() => this.busy);
    // A review is no game in progress: the saved game (Continue) stays as it was.
    if (!this.online && !this.reviewMoves) saveStore().write(this.session.toSave());
    this.seatInView = this.online ? this.online.seat : this.reviewMoves && typeof data.reviewSeat === 'number' && data.reviewSeat >= 0 && data.reviewSeat < this.session.seats.length ? data.reviewSeat : this.firstHumanSeat();
    // A phone turned or a window resized to another layout: a local game starts its scenes again
    // from the same session (nothing is lost); mid-change or online, the layout stays as it is.
    // Upright, the turn-your-phone card covers the game: it waits to be turned back, and a layout
    // that is the one already drawn needs nothing. A change being shown is let finish first.
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
      const review = this.reviewMoves;
      if (review) {
        const at = this.session.moveCount;
        for (let i = at; i < review.length; i++) this.session.play(review[i]);
        this.scene.restart({ gameId: entry.id, session, review: true, reviewSeat: this.seatInView, reviewAt: at, ...(this.reviewId ? { reviewId: this.reviewId } : {}), verdicts: [...this.verdicts.values()] });
        return;
      }
      this.scene.restart({ gameId: entry.id, session });
    };
    onRelayout(this, () => relayout(120));
    this.drawBar();
    const vp = viewport();
    if (vp.compact) {
      const w = 760;
      const h = DESIGN_HEIGHT - BAR_H - 24;
      this.log = new LogPanel(this, vp.right - 16 - w / 2, BAR_H + 12 + h / 2, w, h, { closeName: 'host.log.close' });
    } else this.log = new LogPanel(this, DESIGN_WIDTH - 250, BAR_H + 10 + 300, 480, 600, { closeName: 'host.log.close' });
    this.log.setName('host.log').setVisible(false).setDepth(50);
    this.add.existing(this.log);
    this.rebuildLog();
    this.scene.launch(this.def.sceneKey, { session: this.session, host: this as GameHost });
    this.game_ = this.scene.get(this.def.sceneKey) as Phaser.Scene & GameSceneApi;
    const reviewed = this.reviewMoves;
    if (!reviewed) setTopInset(this.game_, BAR_H, 0);
    if (reviewed) {
      this.reviewBar = new ReviewBar(this, BAR_H, reviewed.length, {
        exit: () => this.leaveReview(),
        goTo: (at, animate) => void this.reviewGo(at, animate),
        step: (d) => this.reviewStep(d),
        nextSeat: () => this.reviewSeat(),
        ...(JUDGED_GAMES.has(entry.id) ? { judge: () => void this.toggleJudging() } : {}),
      });
      this.reviewBar.showVerdicts([...this.verdicts.values()], null);
      // The table drawn smaller, clear of the review's band under the bar; a toast under the band.
      setTopInset(this.game_, BAR_H, this.reviewBar.band);
      this.registry.set(TOAST_TOP, BAR_H + this.reviewBar.band + 12);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        if (this.judging) this.judging.cancelled = true;
      });
      this.showReview(false);
    }
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      // Left mid-change: the game scene's next run starts with its buttons free.
      if (this.busy) this.setBusy(false);
      // Left mid-replay (the menu, a phone turned): the moves not yet shown again are played back
      // at once, so the session (and its save, never rewritten by the replay) are whole again.
      this.finishReplay();
      this.scene.stop(this.def.sceneKey);
      setCurrentSession(null, null);
      setPlayerNames([]);
      if (this.online && !this.keepOnline) {
        void this.online.close();
        history.replaceState(null, '', location.pathname);
      }
    });
    this.refreshBar();
    if (this.online) {
      const online = this.online;
      const stop = online.onPending(() => void this.pump());
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, stop);
      // Who goes away and comes back, and a connection lost, as toasts.
      let away = (online.lobby?.seats ?? []).map((x) => x.taken && !x.connected);
      let asked = (online.lobby?.rematch ?? []).slice();
      this.showWatching(online.lobby);
      const stopLobby = online.onLobby((l) => {
        setPlayerNames(tableNames(l));
        this.refreshBar();
        this.showWatching(l);
        // Play again: who asked; and a seat freed meanwhile sends the room back to its lobby.
        l.rematch.forEach((now, i) => {
          if (now && !asked[i] && i !== online.seat) showToast(this, t('online.rematchOther', { name: this.def.seatName(l.options, i) }));
        });
        asked = l.rematch.slice();
        this.watchAway(l);
        if (!l.started && this.session.outcome()) {
          this.scene.start('Lobby', { code: l.code, named: true, watch: online.watching });
          return;
        }
        l.seats.forEach((x, i) => {
          const now = x.taken && !x.connected;
          if (i !== online.seat && now !== (away[i] ?? false)) showToast(this, t(now ? 'online.seatAway' : 'online.seatBack', { name: this.def.seatName(l.options, i) }));
        });
        away = l.seats.map((x) => x.taken && !x.connected);
      });
      // A dropped connection: the table frozen under "Reconnecting…" while the session comes back
      // to the seat by itself; after a minute of failures, Try again (issue 28 item 2).
      const stopLink = online.onLink((status) => this.showLink(status));
      const stopReactions = online.onReaction((r) => this.showReaction(r));
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, stopReactions);
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        stopLobby();
        stopLink();
      });
      // Anything the room said while the scenes were starting (a bot's first move, while the
      // table's code was fetched): on the first frame, once this scene is running (during create
      // it is not yet, and pump would wait for the next message to come; a spectator's table
      // stayed on the first position so).
      this.time.delayedCall(0, () => void this.pump());
    }
    // Straight from the page, not through Phaser's key queue (which a busy frame can leave behind), and gone with the scene.
    window.addEventListener('keydown', this.onShortcut);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => window.removeEventListener('keydown', this.onShortcut));
    if (this.reviewMoves) this.refreshBar();
    else void (data.fresh && !this.online ? this.opening() : this.afterChange());
  }

  // ---- The review of a finished game (issue 29 item 1) ----

  /** Every move of the game reviewed (null: a game being played), and every state along it. */
  private reviewMoves: unknown[] | null = null;
  private reviewStates: unknown[] = [];
  private reviewBar: ReviewBar | null = null;
  private reviewId: string | null = null;
  /** The strong bot's verdicts by move number, and the run working them out (cancelled by a second press). */
  private verdicts = new Map<number, StoredVerdict>();
  private judging: { cancelled: boolean } | null = null;

  /**
   * The strong bot's verdict on each move the person made (issue 29 item 2), one at a time in the
   * bot worker: the page never waits, the bar shows how far it has got, a second press cancels
   * (the move being judged finishes first), and what was worked out is kept with the game.
   */
  private async toggleJudging(): Promise<void> {
    const all = this.reviewMoves;
    if (!all) return;
    if (this.judging) {
      this.judging.cancelled = true;
      return;
    }
    const token = { cancelled: false };
    this.judging = token;
    const rules = this.session.rules;
    const states = this.reviewStates;
    const seats = this.session.seats;
    const theirs = all.map((_m, i) => i).filter((i) => {
      const actor = rules.actor(states[i]);
      return actor !== null && seats[actor] === 'human';
    });
    const show = (): void => this.reviewBar?.showVerdicts([...this.verdicts.values()], this.judging ? { done: theirs.filter((i) => this.verdicts.has(i)).length, of: theirs.length } : null);
    show();
    let failed = false;
    for (const i of theirs) {
      if (token.cancelled || !this.scene.isActive()) break;
      if (this.verdicts.has(i)) continue;
      const actor = rules.actor(states[i]) as number;
      const view = rules.view(states[i], actor);
      const v = await askVerdict(this.entry.id, view, actor, all[i], seedFromView(view, actor));
      if (token.cancelled || !this.scene.isActive()) break;
      if (!v) {
        failed = true;
        break;
      }
      this.verdicts.set(i, { move: i, before: v.before, after: v.after, mark: v.mark, best: v.best, ...(v.exact ? { exact: v.exact } : {}) });
      show();
      if (this.session.moveCount === i && !this.busy && this.game_.sys.isActive()) this.showReview();
    }
    if (this.judging === token) this.judging = null;
    if (!this.scene.isActive()) return;
    show();
    if (failed) showToast(this, t('review.judgeFailed'), 'error');
    if (this.reviewId && this.verdicts.size > 0) await keepVerdicts(this.reviewId, [...this.verdicts.values()].sort((a, b) => a.move - b.move));
  }

  /**
   * The table at the position after `target` moves: one step forward is shown as it was played
   * (the move's animation); any other jump is drawn at once.
   */
  private async reviewGo(target: number, animate: boolean): Promise<void> {
    const all = this.reviewMoves;
    if (!all) return;
    if (this.busy) {
      // Asked again while a move is shown (a key held, pressed fast): the last ask is done next.
      this.reviewNext = { target: Math.max(0, Math.min(all.length, Math.round(target))), animate };
      return;
    }
    const at = this.session.moveCount;
    const to = Math.max(0, Math.min(all.length, Math.round(target)));
    if (to === at) return;
    this.game_.clearHint?.();
    dismissExplains(this.game_);
    this.setBusy(true);
    try {
      if (animate && to === at + 1) {
        const move = all[at];
        const applied = this.session.play(move);
        if (!applied.ok) throw new Error(applied.error.message); // cannot be: the same move from the same state
        this.showReview(false);
        await this.game_.present({ kind: 'move', move, events: applied.events });
      } else {
        if (to < at) this.session.rewind(to);
        else for (let i = at; i < to; i++) this.session.play(all[i]);
        this.showReview(false);
        await this.game_.present({ kind: 'reset' });
      }
    } catch (e) {
      console.error('The review could not show the move:', e);
    } finally {
      if (this.scene.isActive()) this.setBusy(false);
    }
    if (!this.scene.isActive()) return;
    this.showReview();
    const next = this.reviewNext;
    this.reviewNext = null;
    if (next) void this.reviewGo(next.target, next.animate);
  }

  /** One move on or back from where the review is, or from where a step asked meanwhile takes it (presses are never lost). */
  private reviewStep(d: 1 | -1): void {
    void this.reviewGo((this.reviewNext?.target ?? this.session.moveCount) + d, d === 1);
  }

  /** A step asked for while the last one was being shown. */
  private reviewNext: { target: number; animate: boolean } | null = null;

  /** Back to the past games of your record, where reviews are opened; a game in no record (a file, a link) back to its end. */
  private leaveReview(): void {
    const all = this.reviewMoves;
    if (this.reviewId || !all) {
      this.scene.start('Record', { tab: 'games' });
      return;
    }
    if (this.busy) return;
    for (let i = this.session.moveCount; i < all.length; i++) this.session.play(all[i]);
    this.scene.restart({ gameId: this.entry.id, session: this.session });
  }

  /** The table seen from the next seat. */
  private reviewSeat(): void {
    if (!this.reviewMoves || this.busy) return;
    this.seatInView = (this.seatInView + 1) % this.session.seats.length;
    this.game_.setViewer(this.seatInView);
    this.showReview(false);
    void this.game_.present({ kind: 'reset' }).then(() => {
      if (this.scene.isActive()) this.showReview();
    });
  }

  /**
   * The review's bar: the move shown, its log line, the seat the table is seen from; and the
   * verdict on the move played from here, with the bot's pick drawn on the table (as a hint is)
   * where the move played was doubtful or a mistake and the table is seen by the seat that made it.
   */
  private showReview(ghost = true): void {
    const k = this.session.moveCount;
    let line = t('review.start');
    if (k > 0) {
      const applied = this.session.rules.apply(this.session.states[k - 1], this.session.record.moves[k - 1]);
      line = (applied.ok ? captionOf(this.linesOf(applied.events)) : null) ?? '';
    }
    this.reviewBar?.show(k, line, this.def.seatName(this.session.record.options, this.seatInView));
    const v = this.verdicts.get(k);
    // The bot's pick, where it did better: drawn on the table when the table is seen from the seat
    // that played (and only if it is a legal move here: a record's file may say anything).
    let legal: unknown;
    let pick: 'drawn' | 'otherSeat' | null = null;
    if (v && v.mark !== 'good' && v.best !== undefined) {
      const key = JSON.stringify(v.best);
      legal = this.session.legalMoves().find((m) => JSON.stringify(m) === key);
      pick = this.session.actor() !== this.seatInView ? 'otherSeat' : legal !== undefined ? 'drawn' : null;
    }
    // Where no move of the person's is judged from here, what the marks and the line mean.
    this.reviewBar?.showVerdict(v ? verdictLine(v, pick) : this.verdicts.size > 0 ? t('review.legend') : null, v?.mark ?? null);
    if (!ghost) return;
    this.game_.clearHint?.();
    if (pick === 'drawn') this.game_.showHint?.(legal);
  }

  /**
   * The start of a new game (issue 15 defect 7): in hot-seat play with hidden hands, the device goes
   * to the first player before any hand is shown, and the screen says how the starter was chosen
   * (Le Roi du Ring's draw); otherwise those lines come as a toast. Then the game goes on.
   */
  private async opening(): Promise<void> {
    const options = this.session.record.options;
    const actor = this.session.actor();
    const note = (this.def.openingLines?.(this.session.view(actor ?? 0)) ?? []).join('\n');
    const hides = (this.def.hidesHands?.(options) ?? this.def.hiddenHands) && this.humanCount() > 1;
    if (hides && actor !== null && this.session.seats[actor] === 'human') {
      // The screen is up before the table's first frame; the hands under it go once the table is drawn.
      const handOver = showPrivacyScreen(this, this.def.seatName(options, actor), note || undefined);
      let covered = true;
      const hide = (): void => {
        if (covered) this.game_.setViewer(COVERED);
      };
      if (this.game_.sys.settings.status === Phaser.Scenes.RUNNING) hide();
      else this.game_.events.once(Phaser.Scenes.Events.CREATE, hide);
      await handOver;
      covered = false;
      if (!this.scene.isActive()) return;
      this.seatInView = actor;
      this.game_.setViewer(actor);
      this.refreshBar();
    } else if (note) showToast(this, note);
    await this.afterChange();
  }

  /** The bar's buttons from the keyboard (the game's scene keeps Tab, the arrows, Enter and Escape): U undo, H hint, R rules, L log, S sound, Q menu. */
  private readonly onShortcut = (e: KeyboardEvent): void => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (this.reviewMoves) {
      // A review: the arrows step (held down, they go on), Home and End jump, V changes the seat, Q or Escape leaves.
      const keys: Partial<Record<string, () => void>> = {
        ArrowLeft: () => this.reviewStep(-1),
        ArrowRight: () => this.reviewStep(1),
        Home: () => void this.reviewGo(0, false),
        End: () => void this.reviewGo(Number.MAX_SAFE_INTEGER, false),
        v: () => this.reviewSeat(),
        l: () => this.log.toggle(),
        q: () => this.leaveReview(),
        Escape: () => (this.log.isShown() ? this.log.toggle() : this.leaveReview()),
      };
      const fn = keys[e.key] ?? keys[e.key.toLowerCase()];
      if (!fn) return;
      e.preventDefault();
      fn();
      return;
    }
    if (e.repeat) return;
    if (e.key === 'Escape') {
      // Escape closes the rules (issue 30 item 28); otherwise the scene keeps it too (it lets go of a piece)
      if (this.overlay) {
        e.preventDefault();
        this.toggleRules();
        return;
      }
      // ... and the log, shown over the table (issue 30: "Escape doesn't close it").
      if (this.log.isShown()) {
        e.preventDefault();
        this.log.toggle();
        return;
      }
      this.game_.clearHint?.();
    }
    const act: Partial<Record<string, () => void>> = {
      u: () => this.undo(),
      h: () => void this.hint(),
      r: () => this.toggleRules(),
      l: () => this.log.toggle(),
      s: () => this.toggleMute(),
      q: () => this.scene.start('Menu'),
      w: () => void this.replay(),
    };
    const fn = act[e.key.toLowerCase()];
    if (!fn) return;
    e.preventDefault();
    fn();
  };

  // ---- GameHost, for the game's scene ----

  viewer(): number {
    return this.seatInView;
  }

  toast(message: string): void {
    showToast(this, message, 'error');
  }

  play(move: unknown): boolean {
    if (this.busy) return false;
    if (this.reviewMoves) {
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
    return this.commit(move);
  }

  /** Online: show the room's messages one at a time through the scene's present path. */
  private async pump(): Promise<void> {
    if (!this.online || this.presenting || !this.scene.isActive()) return;
    if (!this.game_.sys.isActive()) {
      // The game's scene is still starting: show the room's messages once it is up.
      this.time.delayedCall(50, () => void this.pump());
      return;
    }
    // Who moved: the actor of the position shown until now (taking the step moves it on)
    const mover = this.session.actor();
    const step = this.online.take();
    if (!step) return;
    this.presenting = true;
    this.setBusy(true);
    try {
      if (step.kind === 'new-game') {
        // Everyone played again: the table starts afresh on the same session (the room, the seats).
        this.presenting = false;
        this.keepOnline = true;
        this.scene.restart({ gameId: this.entry.id, online: this.online });
        return;
      }
      if (step.kind === 'refused') {
        showToast(this, step.refusal.message, 'error');
        await this.game_.present({ kind: 'reset' });
      } else {
        const lines = this.linesOf(step.state.events);
        for (const line of lines) this.log.add(line);
        // Someone else's move is captioned on the turn line while shown, and held for the bots' pace
        // (issue 30 item 2); this browser's own move needs no caption.
        const other = mover !== null && mover !== this.online.seat && step.state.events.length > 0;
        if (other) {
          this.narrate = (line) => line;
          this.setCaption(this.firstCaption(lines));
        } else this.refreshBar(true);
        await this.game_.present(step.state.events.length ? { kind: 'move', move: null, events: step.state.events } : { kind: 'reset' });
        this.narrate = null;
        if (other) {
          // a bot's move is held for the bots' pace, unless this browser's turn comes next
          const byBot = this.online.lobby?.seats[mover]?.kind === 'bot';
          if (byBot && this.session.actor() !== this.online.seat) await this.pause(botHoldMs());
          this.setCaption(null);
        } else if (this.sceneCaption) {
          this.sceneCaption = false; // the scene's words for this browser's move, and no new turn reached
          this.caption = null;
        }
      }
    } catch (e) {
      console.error('The scene failed to show a change:', e);
    }
    this.presenting = false;
    if (!this.scene.isActive()) return;
    this.setBusy(false);
    await this.afterChange();
    void this.pump();
  }

  /** While a change is shown, the game's scene takes no input: a click can't land mid-animation. */
  private setBusy(busy: boolean): void {
    this.busy = busy;
    const scene = this.game_ as Phaser.Scene | undefined;
    if (scene?.input) scene.input.enabled = !busy;
    // Its buttons look it too: dimmed until the change has been shown, not ready-looking but deaf.
    if (scene?.children) Button.holdScene(scene, busy);
  }

  /** The log's lines for `events` (those the game describes), worked out once for the log and the caption alike. */
  private linesOf(events: readonly GameEvent[]): string[] {
    const options = this.session.record.options;
    const name = this.seatNamer();
    const lines: string[] = [];
    for (const ev of events) {
      const line = this.def.describe(ev, options, name);
      if (line) lines.push(line);
    }
    return lines;
  }

  /** Wait `ms` of the scene's time (a scene stopped meanwhile: at once). */
  private pause(ms: number): Promise<void> {
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

  /** `byBot`: a bot's move, captioned on the turn line while shown and held for the bots' pace (issue 30 item 2). */
  private commit(move: unknown, byBot = false): boolean {
    const applied = this.session.play(move);
    if (!applied.ok) {
      showToast(this, applied.error.message, 'error');
      return false;
    }
    saveStore().write(this.session.toSave());
    const lines = this.linesOf(applied.events);
    for (const line of lines) this.log.add(line);
    this.setBusy(true);
    if (byBot) {
      this.narrate = (line) => line;
      this.setCaption(this.firstCaption(lines));
    } else this.refreshBar(true); // whose turn it is changes once the move has been shown, with the game's own panel
    void this.game_
      .present({ kind: 'move', move, events: applied.events })
      .catch((e: unknown) => console.error('The scene failed to show a move:', e))
      .then(async () => {
        this.narrate = null;
        if (this.sceneCaption) {
          // the scene's words for the move shown, and no new turn reached (the game ended): gone
          this.sceneCaption = false;
          this.caption = null;
        }
        if (byBot) {
          // Held, captioned, for the bots' pace, when another bot's move comes next: the move is
          // seen before the next one. The person's own turn is not held up (its panel is up already).
          if (!this.session.humanToAct()) await this.pause(botHoldMs());
          if (!this.scene.isActive()) return;
          this.setCaption(null);
        }
        this.setBusy(false);
        return this.afterChange();
      });
    return true;
  }

  isOnline(): boolean {
    return !!this.online;
  }

  turnReached(): void {
    // the new turn reached by the animation: the bar says whose it is now, no longer what the mover did
    this.sceneCaption = false;
    if (this.busy && !this.replayRest) {
      this.narrate = null;
      this.caption = null;
      this.refreshBar();
    }
  }

  /** A move's caption before its animation starts: its first line where the scene tells the rest as it goes, else all of them. */
  private firstCaption(lines: readonly string[]): string | null {
    return this.game_?.narrates === true ? (lines[0] ?? null) : captionOf(lines);
  }

  eventReached(event: GameEvent): void {
    if (!this.busy || !this.narrate) return;
    const line = this.def.describe(event, this.session.record.options, this.seatNamer());
    if (line) this.setCaption(this.narrate(line));
  }

  showing(text: string): void {
    // the person's own move handing the turn on: the bar says what the table does meanwhile
    if (!this.busy || this.replayRest || this.caption !== null) return;
    this.sceneCaption = true;
    this.setCaption(text);
  }

  /** After a change has been shown: the end, a bot's turn, or a hand-over. */
  private async afterChange(): Promise<void> {
    this.refreshBar();
    if (this.reviewMoves) return; // a review: no end, no bots, no hand-over
    const outcome = this.session.outcome();
    if (outcome) {
      await this.showEnd();
      return;
    }
    if (this.online) return; // the room plays its bots; each browser shows only its own seat
    const actor = this.session.actor();
    if (actor === null) return;
    if (this.session.seats[actor] === 'bot') {
      await this.botTurn(actor);
      return;
    }
    if (actor !== this.seatInView) {
      if ((this.def.hidesHands?.(this.session.record.options) ?? this.def.hiddenHands) && this.humanCount() > 1) {
        this.game_.setViewer(COVERED);
        await showPrivacyScreen(this, this.def.seatName(this.session.record.options, actor));
      }
      this.seatInView = actor;
      this.game_.setViewer(actor);
      this.refreshBar();
    }
  }

  private async botTurn(seat: number): Promise<void> {
    if (!this.def.chooseBotMove) return;
    this.setBusy(true);
    this.thinking = seat;
    this.refreshBar();
    await waitAsync(this, motionMs(450));
    const move = await this.def.chooseBotMove(this.session.view(seat), this.session.legalMoves(), seat, this.session.botLevel ?? undefined);
    this.thinking = null;
    this.setBusy(false);
    if (!this.scene.isActive() || this.session.actor() !== seat) return;
    // The bot has chosen: while its move is shown (Castle Panic: its cards, then the monsters' march)
    // the line says whose turn it is, no longer that it is thinking (issue 30 item 5).
    this.refreshBar();
    this.commit(move, true);
  }

  /** Whether a hint may be asked now: a person's turn on this device, the game not over, not online (no hints in a shared game). */
  private hintAllowed(): boolean {
    if (this.online || this.busy || this.session.outcome() || this.dailyForRecord) return false;
    const actor = this.session.actor();
    return actor !== null && this.session.seats[actor] === 'human' && actor === this.seatInView;
  }

  /** The hint: the strongest bot's move for the seat to act, from that seat's view, drawn by the game's scene; never played. */
  private async hint(): Promise<void> {
    const def = this.def;
    const ask = def.hint ? (v: unknown, l: unknown[], seat: number) => def.hint!(v, l, seat) : def.chooseBotMove ? (v: unknown, l: unknown[], seat: number) => def.chooseBotMove!(v, l, seat) : null;
    if (!ask || !this.game_.showHint || this.hinting !== null || this.overlay) return;
    if (!this.hintAllowed()) {
      if (this.dailyForRecord && !this.session.outcome()) showToast(this, t('daily.noHint'), 'error');
      else if (!this.session.outcome() && !this.online && !this.busy) showToast(this, t('host.notYourTurn'), 'error');
      return;
    }
    const seat = this.session.actor() as number;
    const at = this.session.record.moves.length;
    this.hinting = at;
    this.refreshBar();
    let move: unknown = null;
    try {
      move = await ask(this.session.view(seat), this.session.legalMoves(), seat);
    } catch (e) {
      console.error('The hint failed:', e);
    }
    this.hinting = null;
    if (!this.scene.isActive()) return;
    this.refreshBar();
    // Shown only if nothing changed meanwhile (a move played, an undo, the device handed over).
    if (move === null || this.session.record.moves.length !== at || !this.hintAllowed() || this.session.actor() !== seat) return;
    this.game_.showHint(move);
    // Test and dev builds: the hinted move, for the browser tests to check the marks and follow them.
    if (import.meta.env.MODE === 'test' || import.meta.env.DEV) (window as unknown as { __fcHint?: unknown }).__fcHint = move;
    announce(t('host.hintShown'));
  }

  private seatNamer(): (seat: number) => string {
    const options = this.session.record.options;
    return (seat) => this.def.seatName(options, seat);
  }

  private humanCount(): number {
    return this.session.seats.filter((s) => s === 'human').length;
  }

  private firstHumanSeat(): number {
    const actor = this.session.actor();
    if (actor !== null && this.session.seats[actor] === 'human') return actor;
    const i = this.session.seats.indexOf('human');
    return i < 0 ? 0 : i;
  }

  // ---- The bar ----

  /** The bar's (or the rail's) buttons, hidden under a review's own. */
  private barButtons: Button[] = [];

  private drawBar(): void {
    this.barButtons = [];
    if (viewport().compact) {
      this.drawRail();
      return;
    }
    this.add.rectangle(0, 0, DESIGN_WIDTH, BAR_H, COLORS.walnutDark, 0.92).setOrigin(0, 0).setDepth(40);
    this.add.rectangle(0, BAR_H, DESIGN_WIDTH, 2, COLORS.goldDark).setOrigin(0, 0).setDepth(40);
    const y = BAR_H / 2;
    const mk = (x: number, label: string, fn: () => void, name: string, width = 130) => {
      const b = new Button(this, x, y, label, fn, { width, height: 56, variant: 'ghost', fontSize: 20, name });
      b.setDepth(41);
      this.add.existing(b);
      this.barButtons.push(b);
      return b;
    };
    mk(75, t('host.menu'), () => this.scene.start('Menu'), 'host.menu');
    this.undoButton = mk(215, t('host.undo'), () => this.undo(), 'host.undo');
    mk(355, t('host.rules'), () => this.toggleRules(), 'host.rules');
    mk(495, t('host.log'), () => this.log.toggle(), 'host.log.toggle');
    mk(635, t('host.share'), () => void this.share(), 'host.share');
    this.hintButton = mk(775, t('host.hint'), () => void this.hint(), 'host.hint');
    // Online there is no hint: its place is React's.
    if (this.online && !this.online.watching) this.reactButton = mk(775, t('online.react'), () => this.toggleReactions(), 'host.react');
    this.muteButton = mk(DESIGN_WIDTH - 80, '', () => this.toggleMute(), 'host.mute', 120);
    this.replayButton = mk(DESIGN_WIDTH - 215, t('host.replay'), () => void this.replay(), 'host.replay', 130);
    this.turnText = this.add
      .text(TURN_X, y, '', { fontFamily: FONTS.title, fontSize: '30px', fontStyle: '700', color: CSS.goldLight })
      .setOrigin(0.5)
      .setDepth(41)
      .setName('host.turn');
  }

  /**
   * A phone held sideways: the bar's buttons in a rail down the strip left of the frame (x from the
   * window's left edge to 0), with short labels; the turn line stays at the top of the frame.
   */
  private drawRail(): void {
    const vp = viewport();
    const railW = -vp.left;
    this.add.rectangle(vp.left, vp.top, railW, vp.height, COLORS.walnutDark, 0.96).setOrigin(0, 0).setDepth(40).setName('host.rail');
    this.add.rectangle(-2, vp.top, 2, vp.height, COLORS.goldDark).setOrigin(0, 0).setDepth(40);
    this.add.rectangle(0, 0, vp.right, BAR_H, COLORS.walnutDark, 0.92).setOrigin(0, 0).setDepth(40);
    this.add.rectangle(0, BAR_H, vp.right, 2, COLORS.goldDark).setOrigin(0, 0).setDepth(40);
    const slots = 8;
    const step = vp.height / slots;
    const x = vp.left + railW / 2;
    const w = Math.max(vp.minTap, railW - 10);
    const mk = (i: number, key: TextKey, fn: () => void, name: string) => {
      const b = new Button(this, x, vp.top + step * (i + 0.5), t(key), fn, { width: w, variant: 'ghost', fontSize: 20, name });
      b.setDepth(41);
      this.add.existing(b);
      this.barButtons.push(b);
      return b;
    };
    mk(0, 'host.rail.menu', () => this.scene.start('Menu'), 'host.menu');
    this.undoButton = mk(1, 'host.rail.undo', () => this.undo(), 'host.undo');
    mk(2, 'host.rail.rules', () => this.toggleRules(), 'host.rules');
    mk(3, 'host.rail.log', () => this.log.toggle(), 'host.log.toggle');
    mk(4, 'host.rail.share', () => void this.share(), 'host.share');
    this.hintButton = mk(5, 'host.rail.hint', () => void this.hint(), 'host.hint');
    if (this.online && !this.online.watching) this.reactButton = mk(5, 'online.react.rail', () => this.toggleReactions(), 'host.react');
    this.replayButton = mk(6, 'host.rail.replay', () => void this.replay(), 'host.replay');
    this.muteButton = mk(7, 'host.rail.soundOn', () => this.toggleMute(), 'host.mute');
    this.turnText = this.add
      .text(DESIGN_WIDTH / 2, BAR_H / 2, '', { fontFamily: FONTS.title, fontSize: `${fontSize(30)}px`, fontStyle: '700', color: CSS.goldLight })
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
    const room = vp.compact ? COMPACT_TURN_W : TURN_W;
    const floor = vp.compact ? vp.minFont : 18;
    this.turnText.setText(text);
    this.turnText.setFontSize(fontSize(30));
    if (this.turnText.width <= room) return;
    this.turnText.setFontSize(Math.max(floor, Math.floor((fontSize(30) * room) / this.turnText.width)));
    let cut = text;
    while (this.turnText.width > room && cut.length > 1) {
      cut = cut.slice(0, -1);
      this.turnText.setText(`${cut.trimEnd()}…`);
    }
  }

  /** Restarting on the same online session (a new game in the room): the session stays open. */
  private keepOnline = false;
  private reactButton: Button | null = null;
  private reactTray: Phaser.GameObjects.Container | null = null;
  /** Seats whose reactions this player has muted. */
  private readonly mutedSeats = new Set<number>();
  /** When this player last sent a reaction (the room takes one a second). */
  private reactedAt = -Infinity;
  /** The reaction bubbles showing, newest last (stacked under the bar). */
  private bubbles: Phaser.GameObjects.Container[] = [];

  /** React: the tray of reactions (and a mute per other person), opened and closed. */
  private toggleReactions(): void {
    void import('../reactions').then((m) => this.toggleReactionsWith(m));
  }

  /** The reactions' pictures and tray come in a chunk of their own: only an online table needs them. */
  private toggleReactionsWith({ showReactionTray }: ReactionsModule): void {
    if (!this.scene.isActive()) return;
    if (this.reactTray) {
      this.reactTray.destroy();
      this.reactTray = null;
      return;
    }
    const online = this.online;
    if (!online) return;
    const seats = online.lobby?.seats ?? [];
    const others = seats.flatMap((x, seat) => (x.kind === 'human' && seat !== online.seat ? [{ seat, name: this.def.seatName(this.session.record.options, seat), muted: this.mutedSeats.has(seat) }] : []));
    const vp = viewport();
    const tray = showReactionTray(this, 0, 0, {
      others,
      onPick: (index) => {
        const now = performance.now();
        if (now - this.reactedAt < REACTION_GAP_MS) return;
        this.reactedAt = now;
        online.react(index);
        this.toggleReactions();
      },
      onMute: (seat, muted) => {
        if (muted) this.mutedSeats.add(seat);
        else this.mutedSeats.delete(seat);
      },
    });
    // Under the button on a desktop; beside it, to the right of the rail, on a phone.
    const b = this.reactButton;
    if (vp.compact) tray.setPosition(12, Math.min(vp.bottom - tray.height - 12, Math.max(BAR_H + 12, (b?.y ?? 0) - tray.height / 2)));
    else tray.setPosition(Math.min(DESIGN_WIDTH - tray.width - 12, (b?.x ?? 775) - 65), BAR_H + 10);
    this.reactTray = tray;
  }

  /** A reaction at the table, unless muted: a bubble by its sender's seat (the game's seatSpot), else stacked under the bar on the right. */
  private showReaction(r: ReactionMessage): void {
    void import('../reactions').then((m) => this.showReactionWith(m, r));
  }

  private showReactionWith({ showReactionBubble }: ReactionsModule, r: ReactionMessage): void {
    const kind = REACTIONS[r.reaction];
    if (!kind || this.mutedSeats.has(r.seat) || !this.scene.isActive()) return;
    const vp = viewport();
    const name = r.seat === this.online?.seat ? t('online.react.you') : this.def.seatName(this.session.record.options, r.seat);
    // One bubble a seat: a new reaction takes the place of the one still showing.
    for (const b of this.bubbles) if (b.active && b.name === `host.reaction.${r.seat}`) b.destroy();
    this.bubbles = this.bubbles.filter((b) => b.active);
    const right = (vp.compact ? vp.right : DESIGN_WIDTH) - 16;
    const bubble = showReactionBubble(this, right, 0, name, kind, `host.reaction.${r.seat}`);
    // By the sender's seat on the table (its line beside the board), right of it where it fits,
    // else left of it; a seat the table does not show: stacked under the bar on the right.
    const spot = this.seatSpot(r.seat);
    if (spot) {
      const x = spot.right + 12 + bubble.width <= right ? spot.right + 12 + bubble.width : spot.left - 12;
      bubble.setPosition(Math.max(bubble.width + 8, x), Math.min(Math.max(spot.centerY, BAR_H + bubble.height / 2 + 8), DESIGN_HEIGHT - bubble.height / 2 - 8));
    } else {
      const stacked = this.bubbles.filter((b) => b.getData('stacked') === true).length;
      bubble.setPosition(right, BAR_H + 50 + stacked * (Math.max(48, vp.minTap) + 28)).setData('stacked', true);
    }
    this.bubbles.push(bubble);
    announce(`${name}: ${kind === 'wellPlayed' ? t('online.react.wellPlayed') : t(`online.react.say.${kind}`)}`);
  }

  /** Per seat: the timer that will offer the host a bot for an away person, or what closes the offer already made. */
  private awayOffers = new Map<number, Phaser.Time.TimerEvent | { close: () => void }>();
  private standIns: (string | null)[] = [];

  /**
   * Issue 28 item 8: a person away for the room's wait (2 minutes): the host is offered a bot to
   * play for them (its level chosen), until they come back. Everyone is told when a bot stands in.
   */
  private watchAway(l: LobbyMessage): void {
    const online = this.online;
    if (!online) return;
    l.seats.forEach((x, i) => {
      const was = this.standIns[i] ?? null;
      if (x.standIn && !was) showToast(this, t('online.standIn', { name: this.def.seatName(l.options, i) }));
      const away = x.kind === 'human' && x.taken && !x.connected && !x.standIn && x.awayMs !== null;
      const offer = this.awayOffers.get(i);
      if (!away) {
        // Back (or a bot in the seat): the timer goes, and an offer still on screen closes as
        // "Keep waiting" would; the table is the host's again.
        if (offer instanceof Phaser.Time.TimerEvent) offer.remove();
        else offer?.close();
        this.awayOffers.delete(i);
        return;
      }
      if (!online.isHost || offer) return;
      const wait = Math.max(0, l.handoverAfterMs - (x.awayMs ?? 0));
      this.awayOffers.set(i, this.time.delayedCall(wait, () => void this.offerStandIn(i)));
    });
    this.standIns = l.seats.map((x) => x.standIn);
  }

  private async offerStandIn(seat: number): Promise<void> {
    const online = this.online;
    const l = online?.lobby;
    if (!online || !l || this.session.outcome()) return;
    const offer = { close: (): void => undefined };
    this.awayOffers.set(seat, offer);
    const levels = levelChoices(this.def);
    const choice = await showDialog<string>(this, {
      closer: (close) => (offer.close = close),
      title: t('online.awayTitle'),
      body: t('online.awayBody', { name: this.def.seatName(l.options, seat) }),
      buttons: [...levels.map((c, i) => ({ label: t('online.botAt', { level: c.label }), value: c.value, variant: i === levels.length - 1 ? ('primary' as const) : undefined })), { label: t('online.keepWaiting'), value: '' }],
    });
    if (choice && online.lobby?.seats[seat]?.connected === false) online.handover(seat, choice);
  }

  /** The overlay over a frozen table while the room is out of reach (null when the link is fine). */
  private linkLayer: Phaser.GameObjects.Container | null = null;

  private showLink(status: LinkStatus): void {
    this.linkLayer?.destroy();
    this.linkLayer = null;
    const scene = this.game_ as Phaser.Scene | undefined;
    if (status === 'ok') {
      if (scene?.input) scene.input.enabled = !this.busy;
      showToast(this, t('online.rejoined'));
      return;
    }
    if (scene?.input) scene.input.enabled = false;
    const layer = this.add.container(0, 0).setDepth(DEPTH.dialog + 10).setName('host.link');
    this.linkLayer = layer;
    layer.add(addBackdrop(this, 0.55));
    const vp = viewport();
    const w = vp.compact ? Math.min(vp.width - 80, 1100) : 760;
    const buttons = status === 'failed' ? 2 : status === 'taken' ? 1 : 0;
    const h = buttons ? 330 : 220;
    const panel = new Panel(this, DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2, w, h);
    layer.add(panel);
    const key = status === 'reconnecting' ? 'online.reconnecting' : status === 'failed' ? 'online.unreachable' : 'online.openedElsewhere';
    announce(t(key));
    const text = this.add
      .text(DESIGN_WIDTH / 2, DESIGN_HEIGHT / 2 - (buttons ? 60 : 0), t(key), { fontFamily: FONTS.body, fontSize: `${fontSize(28)}px`, color: CSS.ink, align: 'center', wordWrap: { width: w - 80 } })
      .setOrigin(0.5)
      .setName('host.link.text');
    layer.add(text);
    if (status === 'reconnecting') {
      // A slow pulse: the page is alive and trying.
      this.tweens.add({ targets: text, alpha: 0.45, duration: motionMs(700), yoyo: true, repeat: -1 });
      return;
    }
    const bw = vp.compact ? 400 : 280;
    const y = DESIGN_HEIGHT / 2 + 80;
    const menu = new Button(this, DESIGN_WIDTH / 2 + (buttons === 2 ? bw / 2 + 20 : 0), y, t('host.menu'), () => this.scene.start('Menu'), { width: bw, variant: 'secondary', name: 'host.link.menu' });
    layer.add(menu);
    if (status === 'failed') {
      const again = new Button(this, DESIGN_WIDTH / 2 - bw / 2 - 20, y, t('online.tryAgain'), () => void this.online?.rejoin(), { width: bw, variant: 'primary', name: 'host.link.again' });
      layer.add(again);
    }
  }

  private refreshBar(keepTurn = false): void {
    const outcome = this.session.outcome();
    const actor = this.session.actor();
    let text: string;
    if (this.caption !== null) text = this.caption;
    else if (outcome) text = t('host.gameOver');
    else if (actor === null) text = '';
    else if (this.thinking !== null) text = t('host.thinking', { name: this.def.seatName(this.session.record.options, this.thinking) });
    else {
      const you = this.personHere(actor);
      text = this.def.turnLine?.(this.session.state, actor, you, this.seatNamer()) ?? (you ? t('host.yourTurn') : t('host.toPlay', { name: this.def.seatName(this.session.record.options, actor) }));
    }
    if (!keepTurn && this.turnText.getData('full') !== text) {
      this.turnText.setData('full', text);
      this.setTurnText(text);
      announce(text);
    }
    this.undoButton.setEnabled(!this.busy && this.session.canUndo() && !this.dailyResultStands() && !this.dailyForRecord);
    // What happened?: a local game with a move to show again; online the room keeps the record.
    this.replayButton.setVisible(!this.online);
    this.replayButton.setEnabled(!this.busy && !this.endShown && this.replayFrom() !== null);
    // No hint in an online game (a shared table); a game without a hint drawing has no button.
    this.hintButton.setVisible(!this.online && !!this.game_?.showHint && !!(this.def.hint ?? this.def.chooseBotMove));
    this.hintButton.setEnabled(this.hinting === null && this.hintAllowed());
    // A review: its own bar stands over this one, whose buttons and line are put away.
    if (this.reviewMoves) {
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
    if (this.online) return seat === this.online.seat;
    return this.session.seats[seat] === 'human' && this.humanCount() === 1;
  }

  /** The turn line says `caption` (what the move being shown did); null: whose turn it is again. */
  private setCaption(caption: string | null): void {
    this.caption = caption;
    this.refreshBar();
  }

  /**
   * Where "What happened?" starts showing again (issue 30 item 2): the others' last turn, from the
   * move of the person at this device that led into it (in Castle Panic the monsters' march is in
   * that move; in Regicide the enemy's attack), through the person's own moves since, to now. With
   * no one else's move in the game (a solo game): the last move. Null: nothing to show (no move
   * yet) or an online game.
   */
  private replayFrom(): number | null {
    const n = this.session.moveCount;
    if (this.online || n === 0) return null;
    const states = this.session.states;
    const person = this.seatInView;
    const actorAt = (i: number): number | null => this.session.rules.actor(states[i]);
    let j = n - 1;
    while (j >= 0 && actorAt(j) === person) j--;
    if (j < 0) return n - 1;
    let i = j;
    while (i >= 0 && actorAt(i) !== person) i--;
    return Math.max(0, i);
  }

  /**
   * What happened?: the table goes back to where replayFrom says and shows the moves since again,
   * each captioned on the turn line ("Again: …") and held for the bots' pace, to the position it was
   * in. Nothing changes: the rules are deterministic, the same moves give the same states, and the
   * save is never rewritten. The table takes no input meanwhile.
   */
  private async replay(): Promise<void> {
    if (this.busy || this.online || this.endShown || this.overlay || this.replayRest) return;
    const from = this.replayFrom();
    if (from === null) {
      showToast(this, t('host.replayNone'), 'error');
      return;
    }
    this.game_.clearHint?.();
    dismissExplains(this.game_);
    const rest = this.session.rewind(from);
    this.replayRest = rest;
    this.setBusy(true);
    this.setCaption(t('host.replaying'));
    announce(t('host.replaying'));
    try {
      await this.game_.present({ kind: 'reset' });
      await this.pause(motionMs(500));
      while (rest.length > 0 && this.scene.isActive()) {
        const move = rest.shift();
        const applied = this.session.play(move);
        if (!applied.ok) throw new Error(applied.error.message); // cannot be: the same move from the same state
        const line = this.firstCaption(this.linesOf(applied.events));
        this.narrate = (one) => t('host.replayLine', { line: one });
        this.setCaption(line ? t('host.replayLine', { line }) : t('host.replaying'));
        await this.game_.present({ kind: 'move', move, events: applied.events });
        await this.pause(botHoldMs());
      }
    } catch (e) {
      console.error('The replay failed:', e);
    } finally {
      this.narrate = null;
      this.finishReplay();
    }
    if (!this.scene.isActive()) return;
    this.caption = null;
    this.setBusy(false);
    this.refreshBar();
    announce(this.turnText.getData('full') as string);
  }

  /** The moves a replay has not shown again yet are played back at once: the session is whole. */
  private finishReplay(): void {
    const rest = this.replayRest;
    if (!rest) return;
    this.replayRest = null;
    for (const move of rest.splice(0)) this.session.play(move);
  }

  /** A daily deal finished for your record: its result stands (no undo to play the end again; practice is for that). */
  private dailyResultStands(): boolean {
    return this.kept?.daily !== undefined && this.session.outcome() !== null;
  }

  /**
   * Today's (or yesterday's) daily deal being played for your record, the same deal for everyone:
   * no undo and no hint in it (practice, once it has been played, has both). Known at once from the
   * deal; a deal already in your record, once the record has been read, is practice.
   */
  private dailyForRecord = false;

  private watchDailyForRecord(): void {
    this.dailyForRecord = false;
    if (this.online || this.reviewMoves || this.openedOver) return;
    const rec = this.session.record;
    const day = dailyDayOf({ game: rec.game, options: rec.options, seed: rec.seed, seats: this.session.seats, botLevel: this.session.botLevel }, Date.now());
    if (!day) return;
    this.dailyForRecord = true;
    const session = this.session;
    void loadHistory().then((games) => {
      if (this.session !== session || !playedDaily(games, rec.game, day)) return;
      this.dailyForRecord = false;
      if (this.scene.isActive()) this.refreshBar();
    });
  }

  private undo(): void {
    if (this.busy || this.online || this.endShown) return;
    if (this.dailyResultStands()) {
      showToast(this, t('daily.noUndo'), 'error');
      return;
    }
    if (this.dailyForRecord) {
      showToast(this, t('daily.noUndoPlay'), 'error');
      return;
    }
    const r = this.session.undo();
    if (!r.ok) {
      showToast(this, r.error.message, 'error');
      return;
    }
    saveStore().write(this.session.toSave());
    // Undoing a finished game: its result is no longer true, so "Back to the result" goes with it
    // (the end dialog comes again if the game ends again).
    this.dropResult?.();
    this.rebuildLog();
    this.log.add(t('host.undone'));
    this.seatInView = this.firstHumanSeat();
    this.game_.setViewer(this.seatInView);
    void this.game_.present({ kind: 'reset' }).then(() => this.afterChange());
  }

  private rebuildLog(): void {
    this.log.setLines(this.linesOf(this.session.events()));
  }


  private toggleMute(): void {
    updateSettings({ sound: !getSettings().sound });
    this.refreshBar();
    playSfx('button');
  }

  private toggleRules(): void {
    if (this.overlay) {
      this.overlay.destroy();
      this.overlay = null;
      return;
    }
    this.showRules(0);
  }

  /** The rules screen at `screen` (replacing what the overlay shows). */
  private showRules(screen: number): void {
    this.overlay?.destroy();
    const compact = viewport().compact;
    const draw = this.game_.drawRulesPicture?.bind(this.game_);
    this.overlay = showRulesScreen(this, {
      title: this.entry.title,
      pages: this.def.rulesPages(compact),
      // On a phone no keyboard is at hand: its rules list no keys (issue 30 item 28).
      keys: compact ? null : (this.def.keysText?.() ?? t('host.keys')),
      ...(draw ? { picture: (id: string, w: number, h: number) => draw(id, this, w, h) } : {}),
      top: BAR_H,
      screen,
      close: () => this.toggleRules(),
      turn: (to) => this.showRules(to),
    });
  }

  private async share(): Promise<void> {
    if (this.online) {
      // Online: the room's link (the others join or come back by it).
      await copyAndSay(this, this.online.link, t('host.linkCopied'));
      return;
    }
    const save = this.session.toSave();
    const choice = await showDialog(this, {
      title: t('host.shareTitle'),
      body: t('host.shareBody'),
      buttons: [
        { label: t('host.copyLink'), value: 'link', variant: 'primary' },
        { label: t('host.download'), value: 'file' },
        { label: t('shell.close'), value: 'close' },
      ],
    });
    if (choice === 'link') {
      await copyAndSay(this, location.origin + location.pathname + (await encodeLink(save)), t('host.linkCopied'));
    } else if (choice === 'file') {
      const { filename, text } = exportFile(save);
      downloadJson(filename, text);
    }
  }

  private async showEnd(): Promise<void> {
    const outcome = this.session.outcome();
    if (!outcome) return;
    const text = this.def.describeOutcome(outcome, this.session.record.options, this.session.state);
    this.log.add(text);
    announce(text);
    const humans = this.session.seats.map((s, i) => (s === 'human' ? i : -1)).filter((i) => i >= 0);
    playSfx(outcome.winners.some((w) => (this.online ? w === this.online.seat : humans.includes(w))) ? 'victory' : 'defeat');
    if (!this.online) saveStore().clear(this.entry.id);
    // A lesson ends as a lesson (issue 30 item 6): its own card, a real game or the lesson again.
    const lesson = !this.online && (this.session.record.options as { lesson?: unknown } | null)?.lesson === true;
    // Your record (issue 29): every finished game but a lesson's and a spectator's, once (a game
    // undone after its end and finished again replaces its entry).
    if (!lesson && !this.online?.watching && !this.openedOver) {
      const record = this.online ? this.online.finalRecord : this.session.record;
      const people = this.online ? [this.online.seat] : humans;
      if (record && people.length > 0) {
        this.kept = await keepFinishedGame({ record, outcome, people, seats: this.online ? null : this.session.seats, botLevel: this.session.botLevel, endedAt: Date.now() }, this.kept);
        if (this.scene.isActive()) this.refreshBar(); // a daily result kept: its Undo goes grey
      }
    }
    const daily = this.kept?.dailyDeal ? dailyEndLines(this.kept, this.entry.title) : null;
    for (;;) {
      this.endShown = true;
      const body = lesson ? `${text}\n\n${t('host.lessonDoneBody')}` : this.online ? `${text}${this.roomScore()}` : text;
      const choice = await showDialog(this, {
        title: lesson ? t('host.lessonDone') : this.endTitle(outcome, humans),
        body: daily ? `${body}\n\n${daily.body}` : body,
        table: this.def.outcomeTable?.(outcome, this.session.record.options, this.session.state) ?? null,
        width: 1300,
        buttons: this.endButtons(lesson, daily !== null, !!daily?.share),
      });
      this.endShown = false;
      if (choice === 'table') {
        if (await this.peekTable()) continue;
        return; // undone while the table was looked at: the game goes on
      }
      if (choice === 'share') {
        await this.shareDeal();
        continue;
      }
      if (choice === 'shareResult' && daily?.share) {
        await copyAndSay(this, daily.share, `${t('daily.copied')}\n${daily.share}`);
        continue;
      }
      if (choice === 'rematch' && this.online) {
        // Asked: the others see it; the room deals afresh once every person present has asked.
        this.online.rematch();
        const waiting = this.rematchWaitingFor();
        showToast(this, waiting ? t('online.rematchWaiting', { names: waiting }) : t('online.rematchAsked'));
        continue;
      }
      if (choice === 'export' && this.online) {
        downloadOnlineGame(this.online); // the room's record, as a local game's export
        continue;
      }
      if (choice === 'review') this.scene.restart({ gameId: this.entry.id, session: this.session, review: true, reviewSeat: this.seatInView });
      else if (choice === 'again') this.scene.restart({ gameId: this.entry.id, session: this.freshDeal() });
      else if (choice === 'new') this.scene.start('Setup', { gameId: this.entry.id });
      else this.scene.start('Menu');
      return;
    }
  }

  /**
   * The end dialog's title, said to the person: won, lost or drawn where every person at this
   * device (online: this seat) is on one side of the result; else (two people against each other
   * here, a spectator) Game over.
   */
  private endTitle(outcome: Outcome, humans: readonly number[]): string {
    if (this.online?.watching) return t('host.gameOver');
    const people = this.online ? [this.online.seat] : humans;
    if (people.length === 0) return t('host.gameOver');
    if (outcome.label === 'draw') return t('host.draw');
    const won = people.filter((p) => outcome.winners.includes(p)).length;
    return won === people.length ? t('host.youWon') : won === 0 ? t('host.youLost') : t('host.gameOver');
  }

  /** Online, after the end: the room's score so far ("In this room: Ann 2, Bob 1 (3 games)"), or ''. */
  private roomScore(): string {
    const l = this.online?.lobby;
    if (!l || l.games < 1) return '';
    // Every seat with as many wins (a co-op game, won or lost together): one count.
    if (l.wins.every((w) => w === l.wins[0])) return `\n\n${t('online.roomScoreTogether', { w: l.wins[0] ?? 0, n: l.games })}`;
    const list = l.seats.map((_x, i) => `${this.def.seatName(l.options, i)} ${l.wins[i] ?? 0}`).join(', ');
    return `\n\n${t('online.roomScore', { list, n: l.games })}`;
  }

  /** Where the table shows `seat` (the game's seatSpot object, when drawn), in the design's coordinates; null if nowhere. */
  private seatSpot(seat: number): Phaser.Geom.Rectangle | null {
    const name = this.def.seatSpot?.(seat);
    const scene = this.game_ as Phaser.Scene | undefined;
    if (!name || !scene?.children) return null;
    const obj = findNamed(scene, name);
    // Text and containers, the seats' lines beside the boards, have bounds.
    if (!(obj instanceof Phaser.GameObjects.Text || obj instanceof Phaser.GameObjects.Container) || !obj.visible) return null;
    const b = obj.getBounds();
    return b.width > 0 && b.height > 0 ? b : null;
  }

  /** Under the bar on the right: "You are watching (n in all)" to a spectator, "n watching" to the seats when anyone is (issue 28 item 6). */
  private watchText: Phaser.GameObjects.Text | null = null;

  private showWatching(l: LobbyMessage | null): void {
    const online = this.online;
    if (!online || !l) return;
    const n = l.spectators;
    const text = online.watching ? t('online.youWatch', { n }) : n > 0 ? t('online.spectators', { n }) : '';
    if (!this.watchText || !this.watchText.active) {
      // In the bar: on a desktop before the sound button, on a phone at the right of the turn line.
      const vp = viewport();
      const style = { fontFamily: FONTS.body, fontSize: `${fontSize(20)}px`, fontStyle: '700', color: CSS.goldLight };
      this.watchText = this.add
        .text(vp.compact ? vp.right - 16 : DESIGN_WIDTH - 160, BAR_H / 2, '', style)
        .setOrigin(1, 0.5)
        .setDepth(41)
        .setName('host.watching');
    }
    this.watchText.setText(text).setVisible(text !== '');
  }

  /** The people who have not asked to play again yet (names, joined), or ''. */
  private rematchWaitingFor(): string {
    const l = this.online?.lobby;
    if (!l) return '';
    return l.seats
      .flatMap((x, i) => (x.kind === 'human' && i !== this.online?.seat && x.connected && !l.rematch[i] ? [this.def.seatName(l.options, i)] : []))
      .join(', ');
  }

  /** The end dialog's buttons: an online game's, a lesson's (issue 30 item 6), or a local game's. See the table is last (Escape's). */
  private endButtons(lesson: boolean, dailyDeal = false, forRecord = false): DialogButton<string>[] {
    // Watching: nothing to play again (the seats' people decide); the game to keep, the table to see.
    if (this.online?.watching) {
      return [
        { label: t('host.menu'), value: 'menu', variant: 'primary' },
        { label: t('online.exportGame'), value: 'export' },
        { label: t('host.seeTable'), value: 'table' },
      ];
    }
    if (this.online) {
      return [
        { label: t('online.playAgain'), value: 'rematch', variant: 'primary' },
        { label: t('host.menu'), value: 'menu' },
        { label: t('online.exportGame'), value: 'export' },
        { label: t('host.seeTable'), value: 'table' },
      ];
    }
    if (lesson) {
      return [
        { label: t('host.playReal'), value: 'new', variant: 'primary' },
        { label: t('host.replayLesson'), value: 'again' },
        { label: t('host.menu'), value: 'menu' },
        { label: t('host.seeTable'), value: 'table' },
      ];
    }
    // A daily deal (issue 29 item 3): its result to share, never a link to the deal before the day is over.
    const share: DialogButton<string>[] = forRecord ? [{ label: t('daily.shareResult'), value: 'shareResult' }] : dailyDeal ? [] : [{ label: t('host.shareDeal'), value: 'share' }];
    // A game opened already over (a file, a link, an online game's download) is in no record of
    // yours: its review is opened from here (issue 29 item 1), in place of a new game.
    return [
      { label: t('host.again'), value: 'again', variant: 'primary' },
      ...share,
      this.openedOver ? { label: t('host.review'), value: 'review' } : { label: t('host.newGame'), value: 'new' },
      { label: t('host.menu'), value: 'menu' },
      { label: t('host.seeTable'), value: 'table' },
    ];
  }

  /**
   * The end dialog put aside to look at the final table; a button in the bar brings it back (true).
   * An undo meanwhile takes the button away and resolves false: the result shown is gone.
   */
  private peekTable(): Promise<boolean> {
    return new Promise((resolve) => {
      // On a phone: in place of the turn line ("Game over"), as tall as a 44-CSS-px target.
      const compact = viewport().compact;
      if (compact) this.turnText.setVisible(false);
      const done = (back: boolean): void => {
        this.dropResult = null;
        button.destroy();
        this.turnText.setVisible(true);
        resolve(back);
      };
      const button: Button = new Button(this, compact ? DESIGN_WIDTH / 2 : 1040, compact ? 46 : BAR_H / 2, t('host.backToResult'), () => done(true), {
        width: compact ? 460 : 300,
        height: 56,
        variant: 'primary',
        fontSize: 20,
        name: 'host.backToResult',
      });
      this.add.existing(button.setDepth(42));
      this.dropResult = () => done(false);
    });
  }

  /** The same options and seed, no moves: the deal just played, from its start. */
  private freshDeal(): GameSession {
    const rec = this.session.record;
    return GameSession.start(this.session.entry, this.entry.id, rec.options, rec.seed, this.session.seats.slice(), this.session.practice, this.session.botLevel);
  }

  /** Copy a link that deals this game again from the start, for someone else to try. */
  private async shareDeal(): Promise<void> {
    await copyAndSay(this, location.origin + location.pathname + (await encodeLink(this.freshDeal().toSave())), t('host.linkCopied'));
  }

}

