// Le Roi du Ring's bots, in the shape of shared/docs/CONTRACT.md (section Bots), easiest first.
//
// - easy: the fixed priorities of easy.ts (the first bot, same play): defend when it can, strike
//   with the lowest card that hits, walk toward the nearest foe, draw all it may.
// - strong: determinized Monte Carlo with sequential halving (search.ts): the unseen hands and
//   deck dealt again several times, each candidate move played on the same deals through the
//   defences, counters and the foes' next turns (the easy bot at every seat), the position then
//   scored on hp, cards and fury.
//
// Both see only `view(state, seat)`: whatever they are given is viewed again for their seat, so a
// full state and its view give the same move. All randomness comes from `options.seed`; with
// `iterations` (or neither budget) the move is a function of the inputs; `timeMs` needs `now`.

import type { Bot, BotOptions, Seat } from '../../../core/contract';
import type { RoiMove, RoiState } from '../rules/types';
import { view as viewOf } from '../rules/view';
import { chooseRoiMove } from './easy';
import { DEFAULT_SETTINGS, moveKey, search, type SearchSettings } from './search';
import { withBudget } from '../../../core/budget';

export { chooseRoiMove } from './easy';
export { moveKey } from './search';

/** The playouts of the strong bot when no budget is given. */
export const STRONG_ITERATIONS = DEFAULT_SETTINGS.iterations;

/** The move of `legal` equal to `m` (the caller's own object), or `m` if none matches. */
function fromLegal(legal: readonly RoiMove[], m: RoiMove): RoiMove {
  const key = moveKey(m);
  return legal.find((x) => moveKey(x) === key) ?? m;
}

export const easy: Bot<RoiState, RoiMove> = {
  level: 'easy',
  choose(state, legal, seat) {
    return chooseRoiMove(viewOf(state, seat), legal, seat);
  },
};

/** The strong bot's search settings for these options. */
export function strongSettings(options: BotOptions, base: SearchSettings = DEFAULT_SETTINGS): SearchSettings {
  return withBudget(options, base);
}

/** A strong bot with its own search settings (the bench tries several). */
export function makeStrong(level: string, base: SearchSettings = DEFAULT_SETTINGS): Bot<RoiState, RoiMove> {
  return {
    level,
    choose(state: RoiState, legal: readonly RoiMove[], seat: Seat, options: BotOptions): RoiMove {
      if (legal.length <= 1) return legal[0] as RoiMove;
      const v = viewOf(state, seat);
      return fromLegal(legal, search(v, legal, seat, options.seed, strongSettings(options, base)).move);
    },
  };
}

export const strong = makeStrong('strong');

export const bots: readonly Bot<RoiState, RoiMove>[] = [easy, strong];
