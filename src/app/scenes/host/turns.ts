// How a change reaches the table: a move played at this device or by a bot (saved, logged,
// captioned, shown, held for the bots' pace) or, online, the room's messages one at a time; and
// what follows it: the end, a bot's turn, or the device handed to the next person (and the opening).
import Phaser from 'phaser';
import { showPrivacyScreen, showToast, waitAsync } from '../../../ui';
import { COVERED } from '../../../services/catalog';
import { botHoldMs, motionMs } from '../../../services/settings';
import { saveStore } from '../../save-store';
import type { HostContext } from './context';
import { barButton } from './bar-button';

export class HostTurns {
  /** Online: a room's message is being shown (the next waits for it). */
  private presenting = false;

  constructor(private readonly host: HostContext) {}

  /** The host starting (again): nothing being shown. */
  reset(): void {
    this.presenting = false;
  }

  /**
   * The start of a new game (issue 15 defect 7): in hot-seat play with hidden hands, the device goes
   * to the first player before any hand is shown, and the screen says how the starter was chosen
   * (Le Roi du Ring's draw); otherwise those lines come as a toast. Then the game goes on.
   */
  async opening(): Promise<void> {
    const h = this.host;
    const options = h.session.record.options;
    const actor = h.session.actor();
    const note = (h.def.openingLines?.(h.session.view(actor ?? 0)) ?? []).join('\n');
    if (this.handsHidden() && actor !== null && h.session.seats[actor] === 'human') {
      // The screen is up before the table's first frame; the hands under it go once the table is drawn.
      const handOver = showPrivacyScreen(h, h.def.seatName(options, actor), note || undefined);
      let covered = true;
      const hide = (): void => {
        if (covered) h.game_.setViewer(COVERED);
      };
      if (h.game_.sys.settings.status === Phaser.Scenes.RUNNING) hide();
      else h.game_.events.once(Phaser.Scenes.Events.CREATE, hide);
      await handOver;
      covered = false;
      if (!h.scene.isActive()) return;
      h.seatInView = actor;
      h.game_.setViewer(actor);
      h.refreshBar();
    } else if (note) {
      // Once the table is made: it may say where toasts go (TOAST_BAND), clear of its names and hp.
      if (h.game_.sys.settings.status === Phaser.Scenes.RUNNING) showToast(h, note);
      else h.game_.events.once(Phaser.Scenes.Events.CREATE, () => h.scene.isActive() && showToast(h, note));
    }
    await this.afterChange();
  }

  /** Online: show the room's messages one at a time through the scene's present path. */
  async pump(): Promise<void> {
    const h = this.host;
    if (!h.online || this.presenting || !h.scene.isActive()) return;
    if (!h.game_.sys.isActive()) {
      // The game's scene is still starting: show the room's messages once it is up.
      h.time.delayedCall(50, () => void this.pump());
      return;
    }
    // Who moved: the actor of the position shown until now (taking the step moves it on)
    const mover = h.session.actor();
    const step = h.online.take();
    if (!step) return;
    this.presenting = true;
    h.setBusy(true);
    try {
      if (step.kind === 'new-game') {
        // Everyone played again: the table starts afresh on the same session (the room, the seats).
        this.presenting = false;
        h.keepOnline = true;
        h.scene.restart({ gameId: h.entry.id, online: h.online });
        return;
      }
      if (step.kind === 'refused') {
        showToast(h, step.refusal.message, 'error');
        await h.game_.present({ kind: 'reset' });
      } else {
        const lines = h.linesOf(step.state.events);
        for (const line of lines) h.log.add(line);
        // Someone else's move is captioned on the turn line while shown, and held for the bots' pace
        // (issue 30 item 2); this browser's own move needs no caption.
        const other = mover !== null && mover !== h.online.seat && step.state.events.length > 0;
        if (other) {
          h.narrate = (line) => line;
          h.setCaption(h.firstCaption(lines));
        } else h.refreshBar(true);
        await h.game_.present(step.state.events.length ? { kind: 'move', move: null, events: step.state.events } : { kind: 'reset' });
        h.narrate = null;
        if (other) {
          // a bot's move is held for the bots' pace, unless this browser's turn comes next
          const byBot = h.online.lobby?.seats[mover]?.kind === 'bot';
          if (byBot && h.session.actor() !== h.online.seat) await h.pause(botHoldMs());
          h.setCaption(null);
        } else if (h.sceneCaption) {
          h.sceneCaption = false; // the scene's words for this browser's move, and no new turn reached
          h.caption = null;
        }
      }
    } catch (e) {
      console.error('The scene failed to show a change:', e);
    }
    this.presenting = false;
    if (!h.scene.isActive()) return;
    h.setBusy(false);
    await this.afterChange();
    void this.pump();
  }

  /** `byBot`: a bot's move, captioned on the turn line while shown and held for the bots' pace (issue 30 item 2). */
  commit(move: unknown, byBot = false): boolean {
    const h = this.host;
    const applied = h.session.play(move);
    if (!applied.ok) {
      showToast(h, applied.error.message, 'error');
      return false;
    }
    saveStore().write(h.session.toSave());
    const lines = h.linesOf(applied.events);
    for (const line of lines) h.log.add(line);
    h.setBusy(true);
    if (byBot) {
      h.narrate = (line) => line;
      h.setCaption(h.firstCaption(lines));
    } else h.refreshBar(true); // whose turn it is changes once the move has been shown, with the game's own panel
    void h.game_
      .present({ kind: 'move', move, events: applied.events })
      .catch((e: unknown) => console.error('The scene failed to show a move:', e))
      .then(async () => {
        h.narrate = null;
        if (h.sceneCaption) {
          // the scene's words for the move shown, and no new turn reached (the game ended): gone
          h.sceneCaption = false;
          h.caption = null;
        }
        if (byBot) {
          // Held, captioned, for the bots' pace, when another bot's move comes next: the move is
          // seen before the next one. The person's own turn is not held up (its panel is up already).
          if (!h.session.humanToAct()) await h.pause(botHoldMs());
          if (!h.scene.isActive()) return;
          h.setCaption(null);
        }
        h.setBusy(false);
        return this.afterChange();
      });
    return true;
  }

  /** After a change has been shown: the end, a bot's turn, or a hand-over. */
  async afterChange(): Promise<void> {
    const h = this.host;
    h.refreshBar();
    if (h.reviewing) return; // a review: no end, no bots, no hand-over
    const outcome = h.session.outcome();
    if (outcome) {
      await h.showEnd();
      return;
    }
    if (h.online) return; // the room plays its bots; each browser shows only its own seat
    const actor = h.session.actor();
    if (actor === null) return;
    if (h.session.seats[actor] === 'bot') {
      const pause = h.humanCount() > 0 ? (h.def.pauseBeforeBot?.(h.session.state) ?? null) : null;
      if (pause !== null) {
        if (!(await this.personGoesOn(pause))) return;
        // (not asked before: a game's first bot turn comes while the host is still being created)
        if (!h.scene.isActive() || h.session.actor() !== actor) return;
      }
      await this.botTurn(actor);
      return;
    }
    if (actor !== h.seatInView) {
      if (this.handsHidden()) {
        h.game_.setViewer(COVERED);
        await showPrivacyScreen(h, h.def.seatName(h.session.record.options, actor));
      }
      h.seatInView = actor;
      h.game_.setViewer(actor);
      h.refreshBar();
    }
  }

  /**
   * A button in the bar, in place of the turn line, that the person presses to go on: true
   * once pressed, false if an undo or a new game took it away first (`dropHold`).
   */
  private personGoesOn(label: string): Promise<boolean> {
    const h = this.host;
    h.dropHold?.();
    return new Promise((resolve) => {
      // In place of the turn line (the game's panel says what is over and who goes on).
      const done = (on: boolean): void => {
        if (h.dropHold !== drop) return;
        h.dropHold = null;
        button.remove();
        resolve(on);
      };
      const drop = (): void => done(false);
      const button = barButton(h, label, 'host.goOn', () => done(true), h.turnText.x, true);
      h.dropHold = drop;
    });
  }

  /** Hot-seat play with hands the others may not see: the device is handed over behind a screen. */
  private handsHidden(): boolean {
    const h = this.host;
    return (h.def.hidesHands?.(h.session.record.options) ?? h.def.hiddenHands) && h.humanCount() > 1;
  }

  private async botTurn(seat: number): Promise<void> {
    const h = this.host;
    if (!h.def.chooseBotMove) return;
    h.setBusy(true);
    h.thinking = seat;
    h.refreshBar();
    await waitAsync(h, motionMs(450));
    const move = await h.def.chooseBotMove(h.session.view(seat), h.session.legalMoves(), seat, h.session.botLevel ?? undefined);
    h.thinking = null;
    h.setBusy(false);
    if (!h.scene.isActive() || h.session.actor() !== seat) return;
    // The bot has chosen: while its move is shown (Castle Panic: its cards, then the monsters' march)
    // the line says whose turn it is, no longer that it is thinking (issue 30 item 5).
    h.refreshBar();
    this.commit(move, true);
  }
}
