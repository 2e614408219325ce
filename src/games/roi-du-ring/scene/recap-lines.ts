// The recap's words and trails (recap.ts draws them), apart from the scene so the unit tests
// read them without Phaser: the others' moves since the person's last one, their log lines, and
// each fighter's path over them.
import type { GameEvent } from '../../../core';
import type { LastTurnMove } from '../../../services/catalog';
import type { RoiState } from '../rules';
import { describe } from './log';
import { seatLabel } from './names';

/** The most lines the box says (the older ones are counted in a line of their own). */
export const RECAP_LINES = 5;

type Pos = { x: number; y: number };

/** The others' moves since the person's last one (none: the last move was the person's). */
export function othersSince(moves: readonly LastTurnMove[]): LastTurnMove[] {
  let k = moves.length;
  while (k > 0 && !moves[k - 1]!.mine) k--;
  return moves.slice(k);
}

/** The log's lines of those moves, newest last (the turn's own "Blue's turn." left out). */
export function recapLines(moves: readonly LastTurnMove[], name: (seat: number) => string = seatLabel): string[] {
  const lines: string[] = [];
  for (const m of moves) {
    for (const ev of m.events) {
      if (ev.type === 'turn') continue;
      const line = describe(ev, null, name);
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** Each fighter's path over those moves, from where it stood before them (steps, dodges, pushes; a new round starts the paths again). */
export function recapPaths(before: RoiState, events: readonly GameEvent[]): Map<number, Pos[]> {
  const start = (): Map<number, Pos[]> => new Map(before.fighters.map((f) => [f.seat, [{ x: f.x, y: f.y }]]));
  let paths = start();
  for (const ev of events) {
    if (ev.type === 'round') {
      paths = new Map();
      continue;
    }
    if ((ev.type !== 'move' && ev.type !== 'dodge' && ev.type !== 'push') || ev.blocked === true) continue;
    const to = ev.to as Pos | undefined;
    if (!to || typeof to.x !== 'number' || typeof to.y !== 'number') continue;
    const path = paths.get(Number(ev.seat));
    const last = path?.[path.length - 1];
    if (path && (last?.x !== to.x || last.y !== to.y)) path.push({ x: to.x, y: to.y });
  }
  for (const [seat, path] of paths) if (path.length < 2) paths.delete(seat);
  return paths;
}

