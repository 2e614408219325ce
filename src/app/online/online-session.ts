// An online game as the game scenes see a session: the same calls they make on a local
// GameSession (view, actor, legalMoves, outcome, state, record), answered from the last view the
// room sent this seat. A move goes to the room; the scene is told when the room's answer comes
// (the move's events as this seat may see them). No undo online.

import type { GameEvent, Outcome, Seat } from '../../core';
import type { GameRecord } from '../../core/record';
import type { OnlineConnection } from './connection';
import type { RefusedMessage, StateMessage } from './protocol';

export type OnlineChange = { kind: 'move'; events: GameEvent[] } | { kind: 'refused'; refusal: RefusedMessage };

export class OnlineSession {
  private last: StateMessage | null;
  private readonly listeners = new Set<(change: OnlineChange) => void>();

  constructor(readonly connection: OnlineConnection) {
    this.last = connection.state;
    connection.listen({
      state: (s) => {
        this.last = s;
        this.emit({ kind: 'move', events: s.events });
      },
      refused: (refusal) => this.emit({ kind: 'refused', refusal }),
    });
  }

  get seat(): Seat {
    return this.connection.seat;
  }

  get moveCount(): number {
    return this.last?.at ?? 0;
  }

  /** This seat's view: the only state an online browser ever holds. */
  get state(): unknown {
    return this.last?.view ?? null;
  }

  /** The view of this seat (another seat's view is not on this browser). */
  view(_seat: Seat): unknown {
    return this.state;
  }

  actor(): Seat | null {
    return this.last?.actor ?? null;
  }

  legalMoves(): unknown[] {
    return this.last?.legal ?? [];
  }

  outcome(): Outcome | null {
    return this.last?.outcome ?? null;
  }

  /** The whole record, once the game is over (to export or replay like a local game). */
  get record(): GameRecord | null {
    return this.last?.record ?? null;
  }

  canUndo(): boolean {
    return false;
  }

  play(move: unknown): void {
    this.connection.play(move);
  }

  onChange(listener: (change: OnlineChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(change: OnlineChange): void {
    for (const l of [...this.listeners]) l(change);
  }
}
