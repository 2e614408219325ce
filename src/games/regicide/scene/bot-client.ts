// Asks a Regicide bot for a move: the strong bot searches in the one bot worker of every game
// (src/services/bot-worker-client.ts), so the search never freezes the page; the easy bot, and
// the fallback where the worker cannot answer, is the heuristic policy on the page. The answer is
// always one of `legal` (the first one if the bot's answer is somehow not among them). The bot's
// seed comes from the position, so a replayed game gets the same moves back.

import { HIDDEN } from '../../../core/contract';
import { askWorker, seedFromView } from '../../../services/bot-worker-client';
import { bestIndex } from '../ai/policy';
import { view as viewOf } from '../rules/view';
import type { RegicideMove } from '../rules';
import type { RegicideState } from '../rules';
import { STRONG_MAX_ITERATIONS, STRONG_TIME_MS, type RegicideBotLevel } from '../ai/levels';

const keyOf = (m: unknown): string => JSON.stringify(m);

/** The bot's move for `seat` at `level`: one of `legal`. */
export async function requestBotMove(state: RegicideState, legal: readonly unknown[], seat: number, level: RegicideBotLevel): Promise<unknown> {
  // Only what the seat may see goes to the bot (the host passes a view already; this makes sure).
  const view = viewOf(state, seat);
  if (view.hands.some((h, p) => p === seat && h.includes(HIDDEN))) return legal[0];
  const moves = legal as RegicideMove[];
  if (moves.length <= 1) return moves[0];
  const budget = { iterations: STRONG_MAX_ITERATIONS, timeMs: STRONG_TIME_MS };
  const move = (level === 'easy' ? null : await askWorker('regicide', level, view, moves, seat, seedFromView(view, seat), budget)) ?? moves[bestIndex(view, moves)];
  const key = keyOf(move);
  return moves.find((m) => keyOf(m) === key) ?? moves[0];
}
