// The strong bot's verdict on a person's move (issue 29 item 2): the chance of winning from the
// seat's view with the best move the search finds, and with the move played; the drop between
// them marks the move good, doubtful (10 points or more) or a mistake (20 or more).
//
// Like the bots, it sees only `view(state, seat)`: two states that differ only in what the seat
// could not see (the tavern's order, the castle's, another hand) give the same verdict. The chance
// is the share of the search's playouts won (each a determinization of the view played on by the
// policy): the strong bot's own estimate, not an exact one. Both searches start from one seed, so
// the verdict is a function of the view, the move and the settings.
import type { Seat } from '../../../core/contract';
import { legalMoves } from '../rules/moves';
import type { RegicideMove, RegicideState } from '../rules/types';
import { view as viewOf } from '../rules/view';
import { DEFAULT_SETTINGS, moveKey, search, type SearchSettings } from './search';
import { verdictOf, type Verdict as CoreVerdict } from '../../../core/verdict';

export { DOUBTFUL, MISTAKE, markOf, type Mark } from '../../../core/verdict';

/** The playouts of each of a verdict's two searches. */
export const VERDICT_ITERATIONS = 2000;

export type Verdict = CoreVerdict<RegicideMove>;

/** The verdict on `played` by `seat` in `state` (only its view is read). */
export function judgeMove(state: RegicideState, seat: Seat, played: RegicideMove, seed: number, iterations = VERDICT_ITERATIONS): Verdict {
  const v = viewOf(state, seat);
  const key = moveKey(played);
  if (!legalMoves(v).some((m) => moveKey(m) === key)) throw new Error(`regicide verdict: ${JSON.stringify(played)} is not a legal move here`);
  const settings: SearchSettings = { ...DEFAULT_SETTINGS, iterations };
  const best = search(v, seat, seed, settings);
  // The move played, searched alone: the bot's estimate of where it leads.
  const mine = moveKey(best.move) === key ? best : search(v, seat, seed, { ...settings, only: new Set([key]) });
  return verdictOf(best.move, best.chance, played, mine.chance);
}
