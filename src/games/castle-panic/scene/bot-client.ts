// Asks a Castle Panic bot for a move: the strong bot plays in the one bot worker of every game
// (src/services/bot-worker-client.ts), so it never freezes the page and lives only in the
// worker's code path; the easy bot, and the fallback where the worker cannot answer, answers on
// the page (ai/easy.ts). The answer is always one of `legal`. The bot's seed comes from the
// position, so a replayed game gets the same moves back. `partners`: the bot seats a defender
// bot may trade with (the rules' trade takes the other seat's card without asking, so a bot never
// trades with a person); it travels with the budget, which the worker hands to the bot as options.

import { askWorker, seedFromView } from '../../../services/bot-worker-client';
import { chooseDefenderMove, chooseOverlordMove } from '../ai/easy';
import { STRONG_TIME_MS, type CpBotLevel } from '../ai/levels';
import type { CastlePanicMove, CastlePanicState } from '../rules/types';
import { view as viewOf } from '../rules/view';

const keyOf = (m: unknown): string => JSON.stringify(m);

/** The bot's move for `seat` at `level`: one of `legal`. */
export async function requestBotMove(state: CastlePanicState, legal: readonly unknown[], seat: number, level: CpBotLevel, partners: number[]): Promise<unknown> {
  const view = viewOf(state, seat);
  const moves = legal as CastlePanicMove[];
  if (moves.length <= 1) return moves[0];
  const budget = { timeMs: STRONG_TIME_MS, partners };
  const asked = level === 'easy' ? null : await askWorker('castle-panic', level, view, moves, seat, seedFromView(view, seat), budget);
  const move = asked ?? (seat === view.overlord ? chooseOverlordMove(view, moves) : chooseDefenderMove(moves));
  const key = keyOf(move);
  return moves.find((m) => keyOf(m) === key) ?? moves[0];
}
