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

/**
 * What a fighter does of its own (its step, its blow, its draw, a card it takes...): said of the
 * person's own fighter inside the others' moves (the cards it draws as the round ends, the card its
 * eye-poke takes once answered) it is no news of the others, and the recap leaves it out (newcomer
 * s37 item 6: "the recap lists my own actions"). What the others do to it (a hit, hp lost, a push) stays.
 */
const OWN_ACTS = new Set(['exchange', 'move', 'strike', 'parry', 'dodge', 'poke', 'steal', 'intimidate', 'discard', 'draw', 'charge', 'spit', 'cheer', 'psychic', 'trip', 'surprise', 'pincer', 'keep', 'shed', 'switch']);

/** The log's lines of those moves, newest last (the turn's own "Blue's turn." left out, and the acts of the person's own fighters, `mine`). */
export function recapLines(moves: readonly LastTurnMove[], name: (seat: number) => string = seatLabel, mine: (fighter: number) => boolean = () => false): string[] {
  const lines: string[] = [];
  for (const m of moves) {
    for (const ev of m.events) {
      if (ev.type === 'turn') continue;
      if (OWN_ACTS.has(ev.type) && typeof ev.seat === 'number' && mine(ev.seat)) continue;
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

