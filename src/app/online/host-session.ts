// An online game as the in-game host and the game's scene see a session: the calls they make on a
// local GameSession (seats, record, state, view, actor, legalMoves, outcome, events), answered
// from the room's last message the host has SHOWN. The room's messages wait in a queue until the
// host takes them one by one through the scene's present path, so a scene never reads a view ahead
// of the animation it is playing. No undo, no saves: the room keeps the record.

import type { GameEvent, Outcome, Seat } from '../../core';
import type { GameRecord } from '../../core/record';
import type { SeatKind } from '../../services/session';
import { SEAT_OPENED_ELSEWHERE, roomLink, type OnlineConnection } from './connection';
import type { LobbyMessage, ReactionMessage, RefusedMessage, StateMessage } from './protocol';

export type OnlineStep = { kind: 'state'; state: StateMessage } | { kind: 'refused'; refusal: RefusedMessage } | { kind: 'new-game'; state: StateMessage };

/**
 * The link to the room as the table shows it (issue 28 item 2): 'ok'; 'reconnecting' (dropped,
 * trying again by itself, backing off); 'failed' (a minute of failures: the player may try again);
 * 'taken' (this seat was opened in another page, which keeps it).
 */
export type LinkStatus = 'ok' | 'reconnecting' | 'failed' | 'taken';

/** The waits between tries to come back after a drop (ms), the last repeated; and how long before giving up. */
export const REJOIN_BACKOFF_MS = [250, 500, 1000, 2000, 4000, 8000];
export const REJOIN_GIVE_UP_MS = 60_000;

export class OnlineHostSession {
  readonly practice = false;
  private shown: StateMessage | null;
  private readonly queue: OnlineStep[] = [];
  private readonly log: GameEvent[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly lobbyWaiters = new Set<(l: LobbyMessage) => void>();
  private readonly linkWaiters = new Set<(status: LinkStatus) => void>();
  private readonly reactionWaiters = new Set<(r: ReactionMessage) => void>();
  private readonly stop: () => void;
  private closed = false;
  /** The link to the room now (see LinkStatus). */
  linkStatus: LinkStatus = 'ok';

  /**
   * `alert` is told, at once and as each room message arrives (not when it is shown), whether this
   * seat must act now: the page's "your turn" for a player in another tab (turn-alert.ts).
   */
  constructor(
    readonly connection: OnlineConnection,
    private readonly alert: { update(mine: boolean): void; dispose(): void } | null = null,
  ) {
    this.shown = connection.state;
    const mine = (s: StateMessage | null): boolean => s !== null && s.actor === connection.seat && !s.outcome && s.legal.length > 0;
    this.alert?.update(mine(connection.state));
    this.stop = connection.listen({
      // (A session made while the connection tells its listeners of a state is already on it.)
      state: (s) => {
        this.alert?.update(mine(s));
        if (s !== this.shown) this.push({ kind: 'state', state: s });
      },
      refused: (r) => this.push({ kind: 'refused', refusal: r }),
      lobby: (l) => {
        for (const f of [...this.lobbyWaiters]) f(l);
      },
      reaction: (r) => {
        for (const f of [...this.reactionWaiters]) f(r);
      },
      dropped: (code) => {
        if (code === SEAT_OPENED_ELSEWHERE) this.setLink('taken');
        else void this.rejoin();
      },
    });
  }

  private setLink(status: LinkStatus): void {
    if (this.linkStatus === status || this.closed) return;
    this.linkStatus = status;
    for (const f of [...this.linkWaiters]) f(status);
  }

  /** Told of every reaction at the table (this seat's own too). */
  onReaction(f: (r: ReactionMessage) => void): () => void {
    this.reactionWaiters.add(f);
    return () => this.reactionWaiters.delete(f);
  }

  react(index: number): void {
    this.connection.react(index);
  }

  /** Whether this browser is the room's host. */
  get isHost(): boolean {
    return this.connection.isHost;
  }

  /** Watching the room, no seat (issue 28 item 6). */
  get watching(): boolean {
    return this.connection.watching;
  }

  /** The host: let a bot play for an away person's seat (issue 28 item 8). */
  handover(seat: Seat, level: string): void {
    this.connection.handover(seat, level);
  }

  /** After the end: ask to play again (issue 28 item 3). */
  rematch(): void {
    this.connection.rematch();
  }

  /** Told when the link to the room changes (dropped, back, given up, taken elsewhere). */
  onLink(f: (status: LinkStatus) => void): () => void {
    this.linkWaiters.add(f);
    return () => this.linkWaiters.delete(f);
  }

  /**
   * Back to the seat after a drop, by itself: tries again and again, waiting longer each time
   * (REJOIN_BACKOFF_MS), for a minute; then 'failed', until the player asks for another minute.
   */
  async rejoin(): Promise<void> {
    if (this.closed || this.linkStatus === 'reconnecting') return;
    this.setLink('reconnecting');
    const end = Date.now() + REJOIN_GIVE_UP_MS;
    for (let i = 0; !this.closed; i++) {
      await new Promise((r) => setTimeout(r, REJOIN_BACKOFF_MS[Math.min(i, REJOIN_BACKOFF_MS.length - 1)]));
      if (this.closed) return;
      try {
        await this.connection.rejoin();
        this.setLink('ok');
        return;
      } catch {
        if (Date.now() >= end) break;
      }
    }
    this.setLink('failed');
  }

  private push(step: OnlineStep): void {
    this.queue.push(step);
    for (const f of [...this.waiters]) f();
  }

  /** Told whenever a message waits to be shown. Returns the function that stops it. */
  onPending(f: () => void): () => void {
    this.waiters.add(f);
    return () => this.waiters.delete(f);
  }

  /** Told of every lobby message (who sits where, who is away). */
  onLobby(f: (l: LobbyMessage) => void): () => void {
    this.lobbyWaiters.add(f);
    return () => this.lobbyWaiters.delete(f);
  }

  /** The next message to show; a state becomes the one the session answers from. */
  take(): OnlineStep | null {
    const step = this.queue.shift() ?? null;
    // A new game in the same room (everyone played again): its first view, and the log starts afresh.
    if (step?.kind === 'state' && step.state.at === 0 && this.shown?.outcome) {
      this.shown = step.state;
      this.log.length = 0;
      return { kind: 'new-game', state: step.state };
    }
    if (step?.kind === 'state') {
      this.shown = step.state;
      this.log.push(...step.state.events);
    }
    return step;
  }

  get seat(): Seat {
    return this.connection.seat;
  }

  get code(): string {
    return this.connection.code;
  }

  get link(): string {
    return roomLink(this.connection.code);
  }

  get lobby(): LobbyMessage | null {
    return this.connection.lobby;
  }

  get seats(): readonly SeatKind[] {
    return (this.connection.lobby?.seats ?? []).map((s) => (s.kind === 'bot' ? 'bot' : 'human'));
  }

  /** The room's record once the game is over; before, the game and its options with no moves (the seed stays on the server). */
  get record(): GameRecord {
    if (this.shown?.record) return this.shown.record;
    const l = this.connection.lobby;
    return { game: l?.game ?? '', version: l?.version ?? 0, options: l?.options ?? null, seed: 0, moves: [] };
  }

  /** The room's whole record, once the game is over (seed included); null before. */
  get finalRecord(): GameRecord | null {
    return this.shown?.record ?? null;
  }

  get moveCount(): number {
    return this.shown?.at ?? 0;
  }

  /** This seat's view: the only state an online browser ever holds. */
  get state(): unknown {
    return this.shown?.view ?? null;
  }

  view(_seat: Seat): unknown {
    return this.state;
  }

  actor(): Seat | null {
    return this.shown?.actor ?? null;
  }

  humanToAct(): boolean {
    const a = this.actor();
    return a !== null && this.seats[a] === 'human';
  }

  legalMoves(): unknown[] {
    return this.shown?.legal ?? [];
  }

  outcome(): Outcome | null {
    return this.shown?.outcome ?? null;
  }

  /** The events this browser was shown since it joined (each as this seat may see it). */
  events(): GameEvent[] {
    return this.log.slice();
  }

  canUndo(): boolean {
    return false;
  }

  play(move: unknown): void {
    this.connection.play(move);
  }

  /** Stop listening and leave the room (the seat stays ours: its token gives it back). */
  async close(): Promise<void> {
    this.closed = true;
    this.stop();
    this.linkWaiters.clear();
    this.reactionWaiters.clear();
    this.alert?.dispose();
    this.waiters.clear();
    this.lobbyWaiters.clear();
    await this.connection.leave().catch(() => undefined);
  }
}
