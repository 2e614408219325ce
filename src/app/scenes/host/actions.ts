// What the bar's buttons do: undo, the hint (the strongest bot's move drawn, never played), the
// rules screen, share (a link or a file; online, the room's link), sound; and whether a daily
// deal is being played for your record (then neither undo nor hint).
import { showDialog, showToast } from '../../../ui';
import { t, type TextKey } from '../../../services/i18n';
import { getSettings, updateSettings } from '../../../services/settings';
import { playSfx } from '../../../services/audio';
import { playedDaily } from '../../../services/history';
import { dailyDayOf } from '../../../services/daily-deals';
import { viewport } from '../../../ui/viewport';
import { announce } from '../../live-region';
import { saveStore } from '../../save-store';
import { encodeLink, exportFile } from '../../share';
import { downloadJson } from '../../files';
import { copyAndSay } from '../../clipboard';
import { loadHistory } from '../../history-store';
import { showRulesScreen } from '../../rules-screen';
import { BAR_H, type HostContext } from './context';
import { showBarButtons } from './bar-button';

export class HostActions {
  /**
   * Today's (or yesterday's) daily deal being played for your record, the same deal for everyone:
   * no undo and no hint in it (practice, once it has been played, has both). Known at once from the
   * deal; a deal already in your record, once the record has been read, is practice.
   */
  dailyForRecord = false;

  constructor(private readonly host: HostContext) {}

  /** A daily deal finished for your record: its result stands (no undo to play the end again; practice is for that). */
  dailyResultStands(): boolean {
    const h = this.host;
    return h.kept?.daily !== undefined && h.session.outcome() !== null;
  }

  watchDailyForRecord(): void {
    const h = this.host;
    this.dailyForRecord = false;
    if (h.online || h.reviewing || h.openedOver) return;
    const rec = h.session.record;
    const day = dailyDayOf({ game: rec.game, options: rec.options, seed: rec.seed, seats: h.session.seats, botLevel: h.session.botLevel }, Date.now());
    if (!day) return;
    this.dailyForRecord = true;
    const session = h.session;
    void loadHistory().then((games) => {
      if (h.session !== session || !playedDaily(games, rec.game, day)) return;
      this.dailyForRecord = false;
      if (h.scene.isActive()) h.refreshBar();
    });
  }

  undo(): void {
    const h = this.host;
    if (h.busy || h.online || h.endShown) return;
    if (this.dailyResultStands()) {
      showToast(h, t('daily.noUndo'), 'error');
      return;
    }
    if (this.dailyForRecord) {
      showToast(h, t('daily.noUndoPlay'), 'error');
      return;
    }
    const r = h.session.undo();
    if (!r.ok) {
      const why: Partial<Record<string, TextKey>> = { ERR_UNDO_EMPTY: 'host.undoEmpty', ERR_UNDO_CHANCE: 'host.undoChance', ERR_UNDO_HIDDEN: 'host.undoSeen', ERR_UNDO_BOT: 'host.undoBot' };
      const key = why[r.error.code];
      showToast(h, key !== undefined ? t(key) : r.error.message, 'error');
      return;
    }
    saveStore().write(h.session.toSave());
    // Undoing a finished game: its result is no longer true, so "Back to the result" goes with it
    // (the end dialog comes again if the game ends again).
    h.dropResult?.();
    h.dropHold?.();
    this.rebuildLog();
    h.log.add(t('host.undone'));
    h.seatInView = h.firstHumanSeat();
    h.game_.setViewer(h.seatInView);
    void h.game_.present({ kind: 'reset' }).then(() => h.afterChange());
  }

  rebuildLog(): void {
    const h = this.host;
    h.log.setLines(h.linesOf(h.session.events()));
  }

  toggleMute(): void {
    updateSettings({ sound: !getSettings().sound });
    this.host.refreshBar();
    playSfx('button');
  }

  toggleRules(): void {
    const h = this.host;
    if (h.overlay) {
      h.overlay.destroy();
      h.overlay = null;
      showBarButtons(h, true);
      return;
    }
    showBarButtons(h, false);
    this.showRules(0);
  }

  /** The rules screen at `screen` (replacing what the overlay shows). */
  private showRules(screen: number): void {
    const h = this.host;
    h.overlay?.destroy();
    const compact = viewport().compact;
    const draw = h.game_.drawRulesPicture?.bind(h.game_);
    h.overlay = showRulesScreen(h, {
      title: h.entry.title,
      pages: h.def.rulesPages(compact),
      // On a phone no keyboard is at hand: its rules list no keys (issue 30 item 28).
      keys: compact ? null : (h.def.keysText?.() ?? t('host.keys')),
      ...(draw ? { picture: (id: string, w: number, ht: number) => draw(id, h, w, ht) } : {}),
      top: BAR_H,
      screen,
      close: () => this.toggleRules(),
      turn: (to) => this.showRules(to),
    });
  }

  /**
   * The bar's Menu (the Q key): a game not over asks first (a newcomer's report, session 36: "Menu
   * leaves without asking"), saying the game is kept (locally: Continue on the menu; online: the
   * room's link). Escape, or "Stay", keeps the table.
   */
  async leave(): Promise<void> {
    const h = this.host;
    if (h.children.getByName('ui.dialog')) return; // asked already (Q again), or another question up
    if (h.reviewing || h.session.outcome()) {
      h.scene.start('Menu');
      return;
    }
    const go = await showDialog(h, {
      title: t('host.leaveTitle'),
      body: t(h.online ? 'host.leaveBodyOnline' : 'host.leaveBody'),
      buttons: [
        { label: t('host.leaveGo'), value: true, variant: 'primary' },
        { label: t('host.leaveStay'), value: false },
      ],
    });
    if (go && h.scene.isActive()) h.scene.start('Menu');
  }

  async share(): Promise<void> {
    const h = this.host;
    if (h.online) {
      // Online: the room's link (the others join or come back by it).
      await copyAndSay(h, h.online.link, t('host.linkCopied'));
      return;
    }
    const save = h.session.toSave();
    const choice = await showDialog(h, {
      title: t('host.shareTitle'),
      body: t('host.shareBody'),
      buttons: [
        { label: t('host.copyLink'), value: 'link', variant: 'primary' },
        { label: t('host.download'), value: 'file' },
        { label: t('shell.close'), value: 'close' },
      ],
    });
    if (choice === 'link') {
      await copyAndSay(h, location.origin + location.pathname + (await encodeLink(save)), t('host.linkCopied'));
    } else if (choice === 'file') {
      const { filename, text } = exportFile(save);
      downloadJson(filename, text);
    }
  }

  /** A hint pressed while a move was being shown (PlayableGame.hintAfterShow): asked once it is shown, if nothing else changed. */
  private hintWaiting: { session: unknown; at: number } | null = null;

  /** Whether a hint may be asked now (`whileShown`: or once the move being shown is): a person's turn on this device, the game not over, not online (no hints in a shared game). */
  hintAllowed(whileShown = false): boolean {
    const h = this.host;
    if (h.online || (h.busy && !whileShown) || h.session.outcome() || this.dailyForRecord) return false;
    const actor = h.session.actor();
    return actor !== null && h.session.seats[actor] === 'human' && actor === h.seatInView;
  }

  /** The hint: the strongest bot's move for the seat to act, from that seat's view, drawn by the game's scene; never played. */
  async hint(): Promise<void> {
    const h = this.host;
    const def = h.def;
    const ask = def.hint ? (v: unknown, l: unknown[], seat: number) => def.hint!(v, l, seat) : def.chooseBotMove ? (v: unknown, l: unknown[], seat: number) => def.chooseBotMove!(v, l, seat) : null;
    if (!ask || !h.game_.showHint || h.hinting !== null || h.overlay) return;
    if (h.busy && def.hintAfterShow && this.hintAllowed(true)) {
      this.hintWaiting = { session: h.session, at: h.session.record.moves.length };
      return;
    }
    if (!this.hintAllowed()) {
      if (this.dailyForRecord && !h.session.outcome()) showToast(h, t('daily.noHint'), 'error');
      else if (!h.session.outcome() && !h.online && !h.busy) showToast(h, t('host.notYourTurn'), 'error');
      return;
    }
    const seat = h.session.actor() as number;
    const at = h.session.record.moves.length;
    h.hinting = at;
    h.refreshBar();
    let move: unknown = null;
    try {
      move = await ask(h.session.view(seat), h.session.legalMoves(), seat);
    } catch (e) {
      console.error('The hint failed:', e);
    }
    h.hinting = null;
    if (!h.scene.isActive()) return;
    h.refreshBar();
    // Shown only if nothing changed meanwhile (a move played, an undo, the device handed over).
    if (move === null || h.session.record.moves.length !== at || !this.hintAllowed() || h.session.actor() !== seat) return;
    h.game_.showHint(move);
    // Test and dev builds: the hinted move, for the browser tests to check the marks and follow them.
    if (import.meta.env.MODE === 'test' || import.meta.env.DEV) (window as unknown as { __fcHint?: unknown }).__fcHint = move;
    announce(t('host.hintShown'));
  }

  /** The move has been shown (the host no longer busy): a hint pressed meanwhile is asked now, if it is still the person's turn in the same game. */
  shown(): void {
    const w = this.hintWaiting;
    this.hintWaiting = null;
    const h = this.host;
    if (!w || w.session !== h.session || w.at !== h.session.record.moves.length) return;
    // (after the host's own step: its bar and turn set for the position shown)
    void Promise.resolve().then(() => {
      if (h.scene.isActive() && this.hintAllowed() && h.hinting === null && !h.overlay) void this.hint();
    });
  }
}
