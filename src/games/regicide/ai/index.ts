// Regicide's bots, in the shape of shared/docs/CONTRACT.md (section Bots), easiest first.
//
// - easy: the heuristic policy (policy.ts) on the seat's view, no search: the play the forecast
//   rates best (kills cheaply, keeps the hand able to cover the counter-attack, values the suit
//   powers), the discard that throws away the least.
// - strong: information-set MCTS (search.ts) over determinizations of the view (other hands,
//   tavern order and castle order dealt again from the unseen cards), with the policy ordering
//   and pruning the moves and playing the rollouts.
//
// Both see only `view(state, seat)`: whatever they are given is viewed again for their seat, so a
// full state and its view give the same move. All randomness comes from `options.seed`; with
// `iterations` (or neither budget) the move is a function of the inputs; `timeMs` needs `now`.

import type { Bot, BotOptions, Seat } from '../../../core/contract';
import type { RegicideMove, RegicideState } from '../rules/types';
import { view as viewOf } from '../rules/view';
import { bestIndex, cheapestCovers } from './policy';
import { DEFAULT_SETTINGS, moveKey, search, type SearchSettings } from './search';
import { withBudget } from '../../../core/budget';

export { moveKey } from './search';

/** The iterations of the strong bot when no budget is given. */
export const STRONG_ITERATIONS = DEFAULT_SETTINGS.iterations;

/** The move of `legal` equal to `m` (the caller's own object), or `m` if none matches. */
function fromLegal(legal: readonly RegicideMove[], m: RegicideMove): RegicideMove {
  const key = moveKey(m);
  return legal.find((x) => moveKey(x) === key) ?? m;
}

export const easy: Bot<RegicideState, RegicideMove> = {
  level: 'easy',
  choose(state, legal, seat) {
    const allowed = state.phase === 'discard' ? cheapestCovers(legal) : legal;
    if (allowed.length <= 1) return allowed[0] as RegicideMove;
    const v = viewOf(state, seat);
    return allowed[bestIndex(v, allowed)] as RegicideMove;
  },
};

/** The strong bot's search settings for these options. */
export function strongSettings(options: BotOptions, base: SearchSettings = DEFAULT_SETTINGS): SearchSettings {
  return withBudget(options, base);
}

/** A strong bot with its own search settings (the bench tries several). */
export function makeStrong(level: string, base: SearchSettings = DEFAULT_SETTINGS): Bot<RegicideState, RegicideMove> {
  return {
    level,
    choose(state: RegicideState, legal: readonly RegicideMove[], seat: Seat, options: BotOptions): RegicideMove {
      // A cover gives up the fewest points (cheapestCovers); solo, the jester power stays a choice.
      const allowed = state.phase === 'discard' ? cheapestCovers(legal) : legal;
      if (allowed.length <= 1) return allowed[0] as RegicideMove;
      const v = viewOf(state, seat);
      if (!allowed.some((m) => m.type === 'flip')) {
        // Covers of the same points: the policy keeps the cards whose suits are worth more later.
        if (state.phase === 'discard') return fromLegal(legal, allowed[bestIndex(v, allowed)] as RegicideMove);
      }
      const only = allowed.length < legal.length ? new Set(allowed.map(moveKey)) : undefined;
      const result = search(v, seat, options.seed, { ...strongSettings(options, base), only });
      return fromLegal(legal, result.move);
    },
  };
}

export const strong = makeStrong('strong');

export const bots: readonly Bot<RegicideState, RegicideMove>[] = [easy, strong];
