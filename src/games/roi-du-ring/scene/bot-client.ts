// Asks a Roi du Ring bot for a move: the easy bot answers on the page (fixed priorities, no
// search); the strong one searches in the one bot worker of every game (src/services/
// bot-worker-client.ts), so the table never freezes; the search lives only in the worker's chunks.
// Where the worker cannot answer, the page answers with the easy bot. The answer is always one of
// `legal` (the first one if the bot's answer is somehow not among them). The bot's seed comes from
// the position, so a replayed game gets the same moves back.

import { askWorker, seedFromView } from '../../../services/bot-worker-client';
import { chooseRoiMove } from '../ai/easy';
import { STRONG_MAX_ITERATIONS, STRONG_TIME_MS, type RoiBotLevel } from '../ai/levels';
import type { RoiMove, RoiState } from '../rules/types';
import { view as viewOf } from '../rules/view';

/** A seed from what the seat sees (the browser test types one that makes the bot strike first). */
export const seedOf = (view: RoiState, seat: number): number => seedFromView(view, seat);

const keyOf = (m: unknown): string => JSON.stringify(m);

/** The bot's move for `seat` (a player) at `level`: one of `legal`. */
export async function requestBotMove(state: RoiState, legal: readonly unknown[], seat: number, level: RoiBotLevel): Promise<unknown> {
  // Only what the seat may see goes to the bot (the host passes a view already; this makes sure).
  const view = viewOf(state, seat);
  const moves = legal as RoiMove[];
  if (moves.length <= 1) return moves[0];
  const budget = { iterations: STRONG_MAX_ITERATIONS, timeMs: STRONG_TIME_MS };
  const move = (level === 'easy' ? null : await askWorker('roi-du-ring', level, view, moves, seat, seedOf(view, seat), budget)) ?? chooseRoiMove(view, moves, seat);
  const key = keyOf(move);
  return moves.find((m) => keyOf(m) === key) ?? moves[0];
}
