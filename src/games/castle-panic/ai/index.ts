// Castle Panic's bots in the shape of shared/docs/CONTRACT.md (section Bots), easiest first;
// easy.ts holds today's plain defender and Overlord bot (the page's fallback), strong.ts the
// look-ahead defender.

import type { Bot, BotOptions, Seat } from '../../../core/contract';
import { Rng, seedRng } from '../../../core/rng';
import { HIT_POINTS, plagued } from '../rules/data';
import { apply } from '../rules/apply';
import type { CastlePanicMove, CastlePanicState } from '../rules/types';
import { view as viewOf } from '../rules/view';
import { chooseDefenderMove, chooseOverlordMove, valueOf } from './easy';
import { evaluate, strongDefenderMove, type SearchContext } from './strong';

export { arcWeakness, chooseDefenderMove, chooseOverlordMove } from './easy';

// ---- The bots in the contract's shape (shared/docs/CONTRACT.md, Bots), easiest first --------
//
// - easy: today's plain defender and Overlord bot above.
// - strong: the look-ahead defender of strong.ts (trades judged by the turn they make and made by
//   offer, offers answered by the same judgement, plays by
//   a few sampled play-outs of the monsters' part: well under a millisecond a decision on
//   average); as the Overlord, the bot above with its placing judged by that look-ahead (the
//   arc where the defenders' position after the next move is worst) and plagues held until
//   they strip cards.
// Both see only `view(state, seat)`; randomness (the easy Overlord's ties, the strong
// defender's samples of the unseen deck and pile) from `options.seed`.

/** Castle Panic's bot options. `partners` (the seats a bot could take cards from without
 * asking) is no longer read: since R-TRADE-OFFER a bot trades only by offer, which the seat asked
 * (bot or person) answers, so it may ask any defender; callers may still pass it. */
export interface CastlePanicBotOptions extends BotOptions {
  partners?: readonly Seat[];
}

/** A plague's worth to the Overlord: the defenders' cards it would strip. */
function plagueValue(s: CastlePanicState, token: string): number {
  let n = 0;
  for (const hand of s.hands) for (const c of hand) if (plagued(token, c)) n++;
  return n * 0.9;
}

/** The strong Overlord's score of one move. */
function strongOverlordScore(s: CastlePanicState, base: number, move: CastlePanicMove): number {
  if (move.type === 'overlord-place') {
    const r = apply(s, move);
    if (!r.ok) return -Infinity;
    return (base - evaluate(r.state)) * 0.5 + (HIT_POINTS[move.token] ?? 0) * 0.5;
  }
  if (move.type === 'overlord-roll') {
    const empty = s.monsters.length === 0;
    return move.tokens.reduce((sum, t) => {
      if (t.startsWith('plague-')) return sum + plagueValue(s, t) - 0.5;
      if (empty && t.startsWith('move-')) return sum - 1;
      return sum + valueOf(t) * 1.6;
    }, 0);
  }
  // never obliged to play, but a pass with no monster on the board would stall the game for ever
  if (move.type === 'pass') return s.monsters.length > 0 ? 0.5 : -Infinity;
  return 0;
}

function strongOverlordMove(s: CastlePanicState, legal: readonly CastlePanicMove[]): CastlePanicMove {
  if (s.phase === 'overlord-extra') return chooseOverlordMove(s, legal);
  const base = evaluate(s);
  let best = legal[0] as CastlePanicMove;
  let bestScore = -Infinity;
  for (const m of legal) {
    const v = strongOverlordScore(s, base, m);
    if (v > bestScore + 1e-9) {
      bestScore = v;
      best = m;
    }
  }
  return best;
}

/** The most a defender's play-outs may take, whatever time it is given (they are a fixed number, WEIGHTS.samples, a decision; the clock only cuts them short). */
const MAX_SEARCH_MS = 150;

/** The look-ahead's randomness from the seed; its time cap from `timeMs` and `now` when given. */
function searchContext(options: BotOptions): SearchContext {
  const { now, timeMs } = options;
  const ctx: SearchContext = { rng: new Rng(seedRng(options.seed)) };
  if (now !== undefined && timeMs !== undefined) {
    const end = now() + Math.min(timeMs, MAX_SEARCH_MS);
    ctx.outOfTime = () => now() > end;
  }
  return ctx;
}

export const easy: Bot<CastlePanicState, CastlePanicMove> = {
  level: 'easy',
  choose(state, legal, seat, options) {
    if (legal.length <= 1) return legal[0] as CastlePanicMove;
    const v = viewOf(state, seat);
    if (seat === v.overlord) return chooseOverlordMove(v, legal, new Rng(seedRng(options.seed)));
    return chooseDefenderMove(legal);
  },
};

export const strong: Bot<CastlePanicState, CastlePanicMove> = {
  level: 'strong',
  choose(state, legal, seat, options) {
    if (legal.length <= 1) return legal[0] as CastlePanicMove;
    const v = viewOf(state, seat);
    if (seat === v.overlord) return strongOverlordMove(v, legal);
    return strongDefenderMove(v, legal, seat, searchContext(options));
  },
};

export const bots: readonly Bot<CastlePanicState, CastlePanicMove>[] = [easy, strong];
