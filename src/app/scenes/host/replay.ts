// "What happened?" (issue 30 item 2): the table taken back to the person's last move and the
// others' turn shown again, each move captioned on the turn line ("Again: …"), to where it was.
// The session ends as it was and the save is never rewritten.
import { showToast } from '../../../ui';
import { t } from '../../../services/i18n';
import { botHoldMs, motionMs } from '../../../services/settings';
import { dismissExplains } from '../../../ui/explain';
import { announce } from '../../live-region';
import type { HostContext } from './context';

export class HostReplay {
  /** The moves still to show again while a replay runs (null: none running). */
  rest: unknown[] | null = null;

  constructor(private readonly host: HostContext) {}

  /**
   * Where "What happened?" starts showing again (issue 30 item 2): the others' last turn, from the
   * move of the person at this device that led into it (in Castle Panic the monsters' march is in
   * that move; in Regicide the enemy's attack), through the person's own moves since, to now. With
   * no one else's move in the game (a solo game): the last move. Null: nothing to show (no move
   * yet) or an online game.
   */
  from(): number | null {
    const h = this.host;
    const n = h.session.moveCount;
    if (h.online || n === 0) return null;
    const states = h.session.states;
    const person = h.seatInView;
    const actorAt = (i: number): number | null => h.session.rules.actor(states[i]);
    let j = n - 1;
    while (j >= 0 && actorAt(j) === person) j--;
    if (j < 0) return n - 1;
    let i = j;
    while (i >= 0 && actorAt(i) !== person) i--;
    return Math.max(0, i);
  }

  /**
   * What happened?: the table goes back to where from() says and shows the moves since again,
   * each captioned on the turn line ("Again: …") and held for the bots' pace, to the position it was
   * in. Nothing changes: the rules are deterministic, the same moves give the same states, and the
   * save is never rewritten. The table takes no input meanwhile.
   */
  async run(): Promise<void> {
    const h = this.host;
    if (h.busy || h.online || h.endShown || h.overlay || this.rest) return;
    const from = this.from();
    if (from === null) {
      showToast(h, t('host.replayNone'), 'error');
      return;
    }
    h.game_.clearHint?.();
    dismissExplains(h.game_);
    const rest = h.session.rewind(from);
    this.rest = rest;
    h.setBusy(true);
    h.setCaption(t('host.replaying'));
    announce(t('host.replaying'));
    try {
      await h.game_.present({ kind: 'reset' });
      await h.pause(motionMs(500));
      while (rest.length > 0 && h.scene.isActive()) {
        const move = rest.shift();
        const applied = h.session.play(move);
        if (!applied.ok) throw new Error(applied.error.message); // cannot be: the same move from the same state
        const line = h.firstCaption(h.linesOf(applied.events));
        h.narrate = (one) => t('host.replayLine', { line: one });
        h.setCaption(line ? t('host.replayLine', { line }) : t('host.replaying'));
        await h.game_.present({ kind: 'move', move, events: applied.events });
        await h.pause(botHoldMs());
      }
    } catch (e) {
      console.error('The replay failed:', e);
    } finally {
      h.narrate = null;
      this.finish();
    }
    if (!h.scene.isActive()) return;
    h.caption = null;
    h.setBusy(false);
    h.refreshBar();
    announce(h.turnText.getData('full') as string);
  }

  /** The moves a replay has not shown again yet are played back at once: the session is whole. */
  finish(): void {
    const rest = this.rest;
    if (!rest) return;
    this.rest = null;
    for (const move of rest.splice(0)) this.host.session.play(move);
  }
}
