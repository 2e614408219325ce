// The end of a game: the result said and kept in your record, then the end dialog (won, lost,
// drawn; a lesson's, a daily deal's, an online room's with its score) and what its buttons do:
// play again (online: a rematch), share, review, a new game, the menu, or the final table to see.
import { showDialog, showToast, type DialogButton } from '../../../ui';
import { t } from '../../../services/i18n';
import { GameSession } from '../../../services/session';
import { playSfx } from '../../../services/audio';
import type { Outcome } from '../../../core/contract';
import { announce } from '../../live-region';
import { saveStore } from '../../save-store';
import { encodeLink } from '../../share';
import { copyAndSay } from '../../clipboard';
import { downloadOnlineGame } from '../../online/record-file';
import { keepFinishedGame, dailyEndLines } from '../../daily-end';
import type { HostContext } from './context';
import { barButton } from './bar-button';

export class HostEnd {
  constructor(private readonly host: HostContext) {}

  async show(): Promise<void> {
    const h = this.host;
    const outcome = h.session.outcome();
    if (!outcome) return;
    const text = h.def.describeOutcome(outcome, h.session.record.options, h.session.state);
    h.log.add(text);
    announce(text);
    const humans = h.session.seats.map((s, i) => (s === 'human' ? i : -1)).filter((i) => i >= 0);
    playSfx(outcome.winners.some((w) => (h.online ? w === h.online.seat : humans.includes(w))) ? 'victory' : 'defeat');
    if (!h.online) saveStore().clear(h.entry.id);
    // A lesson ends as a lesson (issue 30 item 6): its own card, a real game or the lesson again.
    const lesson = !h.online && (h.session.record.options as { lesson?: unknown } | null)?.lesson === true;
    // Your record (issue 29): every finished game but a lesson's and a spectator's, once (a game
    // undone after its end and finished again replaces its entry).
    if (!lesson && !h.online?.watching && !h.openedOver) {
      const record = h.online ? h.online.finalRecord : h.session.record;
      const people = h.online ? [h.online.seat] : humans;
      if (record && people.length > 0) {
        h.kept = await keepFinishedGame({ record, outcome, people, seats: h.online ? null : h.session.seats, botLevel: h.session.botLevel, endedAt: Date.now() }, h.kept);
        if (h.scene.isActive()) h.refreshBar(); // a daily result kept: its Undo goes grey
      }
    }
    const daily = h.kept?.dailyDeal ? dailyEndLines(h.kept, h.entry.title) : null;
    for (;;) {
      h.endShown = true;
      // A lesson skipped ends as a game (won or lost), with the lesson's buttons.
      const lessonDone = lesson && !h.lessonSkipped;
      const body = lessonDone ? `${text}\n\n${t('host.lessonDoneBody')}` : h.online ? `${text}${this.roomScore()}` : text;
      const choice = await showDialog(h, {
        title: lessonDone ? t('host.lessonDone') : this.title(outcome, humans),
        body: daily ? `${body}\n\n${daily.body}` : body,
        table: h.def.outcomeTable?.(outcome, h.session.record.options, h.session.state) ?? null,
        width: 1300,
        buttons: this.buttons(lesson, daily !== null, !!daily?.share),
      });
      h.endShown = false;
      if (choice === 'table') {
        if (await this.peekTable()) continue;
        return; // undone while the table was looked at: the game goes on
      }
      if (choice === 'share') {
        await this.shareDeal();
        continue;
      }
      if (choice === 'shareResult' && daily?.share) {
        await copyAndSay(h, daily.share, `${t('daily.copied')}\n${daily.share}`);
        continue;
      }
      if (choice === 'rematch' && h.online) {
        // Asked: the others see it; the room deals afresh once every person present has asked.
        h.online.rematch();
        const waiting = this.rematchWaitingFor();
        showToast(h, waiting ? t('online.rematchWaiting', { names: waiting }) : t('online.rematchAsked'));
        continue;
      }
      if (choice === 'export' && h.online) {
        downloadOnlineGame(h.online); // the room's record, as a local game's export
        continue;
      }
      if (choice === 'review') h.scene.restart({ gameId: h.entry.id, session: h.session, review: true, reviewSeat: h.seatInView });
      else if (choice === 'again') h.scene.restart({ gameId: h.entry.id, session: this.freshDeal() });
      else if (choice === 'new') h.scene.start('Setup', { gameId: h.entry.id });
      else h.scene.start('Menu');
      return;
    }
  }

  /**
   * The end dialog's title, said to the person: won, lost or drawn where every person at this
   * device (online: this seat) is on one side of the result; else (two people against each other
   * here, a spectator) Game over.
   */
  private title(outcome: Outcome, humans: readonly number[]): string {
    const h = this.host;
    if (h.online?.watching) return t('host.gameOver');
    const people = h.online ? [h.online.seat] : humans;
    if (people.length === 0) return t('host.gameOver');
    if (outcome.label === 'draw') return t('host.draw');
    const won = people.filter((p) => outcome.winners.includes(p)).length;
    return won === people.length ? t('host.youWon') : won === 0 ? t('host.youLost') : t('host.gameOver');
  }

  /** Online, after the end: the room's score so far ("In this room: Ann 2, Bob 1 (3 games)"), or ''. */
  private roomScore(): string {
    const h = this.host;
    const l = h.online?.lobby;
    if (!l || l.games < 1) return '';
    // Every seat with as many wins (a co-op game, won or lost together): one count.
    if (l.wins.every((w) => w === l.wins[0])) return `\n\n${t('online.roomScoreTogether', { w: l.wins[0] ?? 0, n: l.games })}`;
    const list = l.seats.map((_x, i) => `${h.def.seatName(l.options, i)} ${l.wins[i] ?? 0}`).join(', ');
    return `\n\n${t('online.roomScore', { list, n: l.games })}`;
  }

  /** The people who have not asked to play again yet (names, joined), or ''. */
  private rematchWaitingFor(): string {
    const h = this.host;
    const l = h.online?.lobby;
    if (!l) return '';
    return l.seats
      .flatMap((x, i) => (x.kind === 'human' && i !== h.online?.seat && x.connected && !l.rematch[i] ? [h.def.seatName(l.options, i)] : []))
      .join(', ');
  }

  /** The end dialog's buttons: an online game's, a lesson's (issue 30 item 6), or a local game's. See the table is last (Escape's). */
  private buttons(lesson: boolean, dailyDeal = false, forRecord = false): DialogButton<string>[] {
    const h = this.host;
    // Watching: nothing to play again (the seats' people decide); the game to keep, the table to see.
    if (h.online?.watching) {
      return [
        { label: t('host.menu'), value: 'menu', variant: 'primary' },
        { label: t('online.exportGame'), value: 'export' },
        { label: t('host.seeTable'), value: 'table' },
      ];
    }
    if (h.online) {
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
      h.openedOver ? { label: t('host.review'), value: 'review' } : { label: t('host.newGame'), value: 'new' },
      { label: t('host.menu'), value: 'menu' },
      { label: t('host.seeTable'), value: 'table' },
    ];
  }

  /**
   * The end dialog put aside to look at the final table; a button in the bar brings it back (true).
   * An undo meanwhile takes the button away and resolves false: the result shown is gone.
   */
  private peekTable(): Promise<boolean> {
    const h = this.host;
    return new Promise((resolve) => {
      // On a phone in place of the turn line ("Game over"); on a desktop beside it.
      const done = (back: boolean): void => {
        h.dropResult = null;
        button.remove();
        resolve(back);
      };
      const button = barButton(h, t('host.backToResult'), 'host.backToResult', () => done(true), 1040, false);
      h.dropResult = () => done(false);
    });
  }

  /** The same options and seed, no moves: the deal just played, from its start. */
  private freshDeal(): GameSession {
    const h = this.host;
    const rec = h.session.record;
    return GameSession.start(h.session.entry, h.entry.id, rec.options, rec.seed, h.session.seats.slice(), h.session.practice, h.session.botLevel);
  }

  /** Copy a link that deals this game again from the start, for someone else to try. */
  private async shareDeal(): Promise<void> {
    await copyAndSay(this.host, location.origin + location.pathname + (await encodeLink(this.freshDeal().toSave())), t('host.linkCopied'));
  }
}
