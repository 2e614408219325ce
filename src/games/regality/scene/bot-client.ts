// Asks the Regality bot for a move: in the one bot worker of every game (src/services/
// bot-worker-client.ts), so the search never freezes the page. The search lives only in the
// worker's chunks; where the worker cannot answer, the page answers with a one-ply greedy move of its own
// (the most allies right after the move). The answer is always one of `legal` (the first legal
// move if the bot's answer somehow is not among them).

import { askWorker, seedFromView } from '../../../services/bot-worker-client';
import { DEFAULT_BUDGET_MS, MAX_BUDGET_MS, matchLegal, type BotLevel } from '../ai/levels';
import { rules, type RegalityMove, type RegalityState } from '../rules';
import { allies } from '../rules/board';

/** Without the worker: the move of `legal` leaving `seat` the most allies (and the other seat the fewest) once it is applied; the first of equals. */
export function onMainThread(view: RegalityState, legal: readonly unknown[], seat: number): unknown {
  let best = legal[0];
  let bestValue = -Infinity;
  for (const m of legal) {
    const r = rules.apply(view, m as RegalityMove);
    if (!r.ok) continue;
    const count = allies(r.state.board);
    const value = (count[seat] ?? 0) - (count[1 - seat] ?? 0);
    if (value > bestValue) {
      bestValue = value;
      best = m;
    }
  }
  return best;
}

/** The bot's move for `seat`: one of `legal`. */
export async function requestBotMove(view: RegalityState, legal: readonly unknown[], seat: number, level: BotLevel, budgetMs = DEFAULT_BUDGET_MS[level]): Promise<unknown> {
  const budget = { timeMs: Math.min(budgetMs, MAX_BUDGET_MS) };
  const move = (await askWorker('regality', level, view, legal, seat, seedFromView(view, seat), budget)) ?? onMainThread(view, legal, seat);
  return matchLegal(move as RegalityMove, legal) ?? legal[0];
}
