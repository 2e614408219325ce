// The review of a finished game (issue 29 item 1): the table stepped move by move (a step on
// animated, a jump drawn at once), seen from any seat, with the review's own bar (review-bar.ts)
// over the host's; the strong bot's verdicts on the person's moves, worked out on request (item 2).
import Phaser from 'phaser';
import { showToast, TOAST_TOP } from '../../../ui';
import { t } from '../../../services/i18n';
import type { GameSession } from '../../../services/session';
import type { StoredVerdict } from '../../../services/history';
import { askVerdict, JUDGED_GAMES } from '../../../services/bot-worker-client';
import { seedFromView } from '../../../core/rng';
import { dismissExplains } from '../../../ui/explain';
import { ReviewBar } from '../../review-bar';
import { keepVerdicts } from '../../history-store';
import { verdictLine } from '../../verdict-line';
import { setTopInset } from '../../hidpi';
import { BAR_H, captionOf, type HostContext } from './context';

/** What a review starts from (the host's create data). */
export interface ReviewStart {
  review?: boolean;
  /** A review laid out again (a phone turned): the position it was at. */
  reviewAt?: number;
  /** A review: the entry of your record it came from, and the verdicts already worked out. */
  reviewId?: string;
  verdicts?: readonly StoredVerdict[];
}

export class HostReview {
  /** Every move of the game reviewed (null: a game being played), and every state along it. */
  moves: unknown[] | null = null;
  private states: unknown[] = [];
  private bar: ReviewBar | null = null;
  private id: string | null = null;
  /** The strong bot's verdicts by move number, and the run working them out (cancelled by a second press). */
  private verdicts = new Map<number, StoredVerdict>();
  private judging: { cancelled: boolean } | null = null;
  /** A step asked for while the last one was being shown. */
  private next: { target: number; animate: boolean } | null = null;

  constructor(private readonly host: HostContext) {}

  /** The host starting (again): a review or none; laid out again mid-review, back to where it was, before the table is drawn. */
  start(data: ReviewStart): void {
    const h = this.host;
    this.moves = data.review === true && !h.online ? h.session.record.moves.slice() : null;
    this.states = this.moves ? h.session.states.slice() : [];
    if (this.moves && typeof data.reviewAt === 'number' && data.reviewAt >= 0 && data.reviewAt < this.moves.length) h.session.rewind(Math.floor(data.reviewAt));
    this.bar = null;
    this.id = data.reviewId ?? null;
    this.verdicts = new Map((data.verdicts ?? []).map((v) => [v.move, v]));
    if (this.judging) this.judging.cancelled = true;
    this.judging = null;
  }

  /** The review's bar over the host's, once the table is launched; the table drawn smaller, clear of its band. */
  mount(moves: unknown[]): void {
    const h = this.host;
    this.bar = new ReviewBar(h, BAR_H, moves.length, {
      exit: () => this.leave(),
      goTo: (at, animate) => void this.go(at, animate),
      step: (d) => this.step(d),
      nextSeat: () => this.nextSeat(),
      ...(JUDGED_GAMES.has(h.entry.id) ? { judge: () => void this.toggleJudging() } : {}),
    });
    this.bar.showVerdicts([...this.verdicts.values()], null);
    // The table drawn smaller, clear of the review's band under the bar; a toast under the band.
    setTopInset(h.game_, BAR_H, this.bar.band);
    h.registry.set(TOAST_TOP, BAR_H + this.bar.band + 12);
    h.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      if (this.judging) this.judging.cancelled = true;
    });
    this.show(false);
  }

  /** Laid out again (a phone turned): the session whole again, the review started anew at the same position. */
  restartInPlace(gameId: string, session: GameSession): void {
    const h = this.host;
    const review = this.moves;
    if (!review) return;
    const at = h.session.moveCount;
    for (let i = at; i < review.length; i++) h.session.play(review[i]);
    h.scene.restart({ gameId, session, review: true, reviewSeat: h.seatInView, reviewAt: at, ...(this.id ? { reviewId: this.id } : {}), verdicts: [...this.verdicts.values()] });
  }

  /** A review's keys: the arrows step (held down, they go on), Home and End jump, V changes the seat, Q or Escape leaves. */
  keys(): Partial<Record<string, () => void>> {
    const h = this.host;
    return {
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      Home: () => void this.go(0, false),
      End: () => void this.go(Number.MAX_SAFE_INTEGER, false),
      v: () => this.nextSeat(),
      l: () => h.log.toggle(),
      q: () => this.leave(),
      Escape: () => (h.log.isShown() ? h.log.toggle() : this.leave()),
    };
  }

  /**
   * The strong bot's verdict on each move the person made (issue 29 item 2), one at a time in the
   * bot worker: the page never waits, the bar shows how far it has got, a second press cancels
   * (the move being judged finishes first), and what was worked out is kept with the game.
   */
  private async toggleJudging(): Promise<void> {
    const h = this.host;
    const all = this.moves;
    if (!all) return;
    if (this.judging) {
      this.judging.cancelled = true;
      return;
    }
    const token = { cancelled: false };
    this.judging = token;
    const rules = h.session.rules;
    const states = this.states;
    const seats = h.session.seats;
    const theirs = all.map((_m, i) => i).filter((i) => {
      const actor = rules.actor(states[i]);
      return actor !== null && seats[actor] === 'human';
    });
    const show = (): void => this.bar?.showVerdicts([...this.verdicts.values()], this.judging ? { done: theirs.filter((i) => this.verdicts.has(i)).length, of: theirs.length } : null);
    show();
    let failed = false;
    for (const i of theirs) {
      if (token.cancelled || !h.scene.isActive()) break;
      if (this.verdicts.has(i)) continue;
      const actor = rules.actor(states[i]) as number;
      const view = rules.view(states[i], actor);
      const v = await askVerdict(h.entry.id, view, actor, all[i], seedFromView(view, actor));
      if (token.cancelled || !h.scene.isActive()) break;
      if (!v) {
        failed = true;
        break;
      }
      this.verdicts.set(i, { move: i, before: v.before, after: v.after, mark: v.mark, best: v.best, ...(v.exact ? { exact: v.exact } : {}) });
      show();
      if (h.session.moveCount === i && !h.busy && h.game_.sys.isActive()) this.show();
    }
    if (this.judging === token) this.judging = null;
    if (!h.scene.isActive()) return;
    show();
    if (failed) showToast(h, t('review.judgeFailed'), 'error');
    if (this.id && this.verdicts.size > 0) await keepVerdicts(this.id, [...this.verdicts.values()].sort((a, b) => a.move - b.move));
  }

  /**
   * The table at the position after `target` moves: one step forward is shown as it was played
   * (the move's animation); any other jump is drawn at once.
   */
  private async go(target: number, animate: boolean): Promise<void> {
    const h = this.host;
    const all = this.moves;
    if (!all) return;
    if (h.busy) {
      // Asked again while a move is shown (a key held, pressed fast): the last ask is done next.
      this.next = { target: Math.max(0, Math.min(all.length, Math.round(target))), animate };
      return;
    }
    const at = h.session.moveCount;
    const to = Math.max(0, Math.min(all.length, Math.round(target)));
    if (to === at) return;
    h.game_.clearHint?.();
    dismissExplains(h.game_);
    h.setBusy(true);
    try {
      if (animate && to === at + 1) {
        const move = all[at];
        const applied = h.session.play(move);
        if (!applied.ok) throw new Error(applied.error.message); // cannot be: the same move from the same state
        this.show(false);
        await h.game_.present({ kind: 'move', move, events: applied.events });
      } else {
        if (to < at) h.session.rewind(to);
        else for (let i = at; i < to; i++) h.session.play(all[i]);
        this.show(false);
        await h.game_.present({ kind: 'reset' });
      }
    } catch (e) {
      console.error('The review could not show the move:', e);
    } finally {
      if (h.scene.isActive()) h.setBusy(false);
    }
    if (!h.scene.isActive()) return;
    this.show();
    const next = this.next;
    this.next = null;
    if (next) void this.go(next.target, next.animate);
  }

  /** One move on or back from where the review is, or from where a step asked meanwhile takes it (presses are never lost). */
  private step(d: 1 | -1): void {
    void this.go((this.next?.target ?? this.host.session.moveCount) + d, d === 1);
  }

  /** Back to the past games of your record, where reviews are opened; a game in no record (a file, a link) back to its end. */
  private leave(): void {
    const h = this.host;
    const all = this.moves;
    if (this.id || !all) {
      h.scene.start('Record', { tab: 'games' });
      return;
    }
    if (h.busy) return;
    for (let i = h.session.moveCount; i < all.length; i++) h.session.play(all[i]);
    h.scene.restart({ gameId: h.entry.id, session: h.session });
  }

  /** The table seen from the next seat. */
  private nextSeat(): void {
    const h = this.host;
    if (!this.moves || h.busy) return;
    h.seatInView = (h.seatInView + 1) % h.session.seats.length;
    h.game_.setViewer(h.seatInView);
    this.show(false);
    void h.game_.present({ kind: 'reset' }).then(() => {
      if (h.scene.isActive()) this.show();
    });
  }

  /**
   * The review's bar: the move shown, its log line, the seat the table is seen from; and the
   * verdict on the move played from here, with the bot's pick drawn on the table (as a hint is)
   * where the move played was doubtful or a mistake and the table is seen by the seat that made it.
   */
  private show(ghost = true): void {
    const h = this.host;
    const k = h.session.moveCount;
    let line = t('review.start');
    if (k > 0) {
      const applied = h.session.rules.apply(h.session.states[k - 1], h.session.record.moves[k - 1]);
      line = (applied.ok ? captionOf(h.linesOf(applied.events)) : null) ?? '';
    }
    this.bar?.show(k, line, h.def.seatName(h.session.record.options, h.seatInView));
    const v = this.verdicts.get(k);
    // The bot's pick, where it did better: drawn on the table when the table is seen from the seat
    // that played (and only if it is a legal move here: a record's file may say anything).
    let legal: unknown;
    let pick: 'drawn' | 'otherSeat' | null = null;
    if (v && v.mark !== 'good' && v.best !== undefined) {
      const key = JSON.stringify(v.best);
      legal = h.session.legalMoves().find((m) => JSON.stringify(m) === key);
      pick = h.session.actor() !== h.seatInView ? 'otherSeat' : legal !== undefined ? 'drawn' : null;
    }
    // Where no move of the person's is judged from here, what the marks and the line mean.
    this.bar?.showVerdict(v ? verdictLine(v, pick) : this.verdicts.size > 0 ? t('review.legend') : null, v?.mark ?? null);
    if (!ghost) return;
    h.game_.clearHint?.();
    if (pick === 'drawn') h.game_.showHint?.(legal);
  }
}
