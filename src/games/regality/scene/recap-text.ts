// What the recap of the others' turn says (regality-recap.ts draws it): their log lines, newest
// last, the earlier ones counted; the cells their turn left a tile on. Pure, for the unit tests.
import type { LastTurnMove } from '../../../services/catalog';
import type { RegalityState } from '../rules';

/** The most lines of the log a recap shows (the earlier ones are counted). */
export const RECAP_LINES = 4;

/** What a recap says: whose turn, its newest lines (oldest first), how many earlier ones are left out. */
export interface RecapText {
  seat: number;
  name: string;
  lines: string[];
  more: number;
}

/**
 * The other seats' moves since the person last decided, as a recap: the last actor's name and the
 * log lines of every move not the person's, the last `max` of them. Null where there is nothing to
 * tell (no one else moved, or their moves have no lines).
 */
export function recapOf(moves: readonly LastTurnMove[] | null, max = RECAP_LINES): RecapText | null {
  const theirs = (moves ?? []).filter((m) => !m.mine && m.seat !== null && m.lines.length > 0);
  const last = theirs[theirs.length - 1];
  if (!last || last.seat === null) return null;
  const lines = theirs.flatMap((m) => m.lines);
  const shown = lines.slice(-max);
  return { seat: last.seat, name: last.name, lines: shown, more: lines.length - shown.length };
}

/** The cells the others' moves left a tile on that they placed, turned, destroyed, moved or played again. */
export function touchedCells(moves: readonly LastTurnMove[] | null, s: RegalityState): number[] {
  const cells = new Set<number>();
  for (const m of moves ?? []) {
    if (m.mine) continue;
    for (const ev of m.events) {
      const cell = ev.type === 'move' ? ev.to : ['place', 'flip', 'destroy', 'retrigger', 'tower-lowered'].includes(ev.type) ? ev.cell : undefined;
      if (typeof cell === 'number' && s.board[cell]) cells.add(cell);
    }
  }
  return [...cells].sort((a, b) => a - b);
}
