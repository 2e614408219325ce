// Who each cell on screen serves, kept event by event while a move is shown (the panel's allies
// follow it, issue 30 item 22), and the cell of the last tile each seat placed (the other seat's
// is marked on the board while its tile stays there). Plain data: the scene keeps one for its life.
import type { GameEvent } from '../../../core';
import type { RegalityState } from '../rules';

export class BoardTally {
  /** Who each cell on screen serves (null: empty or face down). */
  private owners: (number | null)[] = [];
  /** The cell of the last tile each seat placed, while a tile stays there. */
  private last: (number | null)[] = [null, null];

  /** The table is redrawn from `s`: the owners are the board's, a last tile gone is forgotten. */
  reset(s: RegalityState): void {
    this.owners = s.board.map((c) => (c && !c.faceDown ? c.owner : null));
    this.last = this.last.map((c) => (c !== null && s.board[c] ? c : null));
  }

  /** The cell of `seat`'s last placed tile, if it is still there. */
  lastPlaced(seat: number): number | null {
    return this.last[seat] ?? null;
  }

  /** How many cells on screen serve `seat`. */
  allies(seat: number): number {
    return this.owners.filter((o) => o === seat).length;
  }

  /**
   * Follow an event: a placed tile counts for its side, a flip moves a point across, a destroyed,
   * banished or recalled one counts for nobody. False when the event changes no cell.
   */
  follow(ev: GameEvent): boolean {
    const owners = this.owners;
    const cell = Number(ev.cell ?? -1);
    switch (ev.type) {
      case 'place':
        owners[cell] = Number(ev.seat);
        this.last[Number(ev.seat) === 1 ? 1 : 0] = cell;
        return true;
      case 'flip':
        owners[cell] = Number(ev.owner);
        return true;
      case 'destroy':
      case 'remove':
        owners[cell] = null;
        return true;
      case 'banish':
      case 'recall':
        if (ev.from !== 'zone' && ev.from !== 'discard') owners[cell] = null;
        return true;
      case 'move': {
        const from = Number(ev.from);
        const to = Number(ev.to);
        owners[to] = owners[from] ?? null;
        owners[from] = null;
        this.last = this.last.map((c) => (c === from ? to : c));
        return true;
      }
      default:
        return false;
    }
  }
}
