// The perfect bot's verdict on a person's move in Regality vs Religion (issue 29 item 2; the shared
// part is core/verdict.ts): the value of the position before the move (with the bot's best move)
// and after it, for the seat that moved, from the perfect level's own search (index.ts,
// perfectSearch: a full-window search, then the exact solver) on a fixed node budget, so the
// verdict does not depend on the machine's speed.
//
// The value as a number from 0 to 1: a proven win 1, a proven draw ½, a proven loss 0 (`exact`);
// where the search proves nothing, the ally balance it expects, ten points an ally, from 0.1 (four
// allies behind or worse) to 0.9 (four ahead): so a move that gives up one ally of the balance is
// doubtful, two a mistake, as a move that turns a win into a draw or a loss is.
//
// Only `view(state, seat)` is read. In the secret variants (the other zone's neutrals face down)
// each hidden tile is drawn from the unseen neutrals, as the bot does (sampleHidden), on a few
// samples from `seed`, and the values averaged; a draft pick and the choice of who starts the next
// game of a match are not searched (the pile is hidden): they are judged by the position's static
// balance, and always good.
import type { Seat } from '../../../core/contract';
import { Rng, seedRng } from '../../../core/rng';
import { markOf, type Verdict } from '../../../core/verdict';
import { rules } from '../rules';
import type { RegalityMove, RegalityState } from '../rules/types';
import { perfectSearch, sampleHidden } from './index';
import { moveKey } from './levels';
import { ALLY, WIN, evaluate, gameEnded } from './search';
import { HIDDEN } from '../../../core/contract';

/** The nodes of each search (a position before a move, and after it). */
export const VERDICT_NODES = 200_000;
/** The hands sampled where the other zone is face down. */
export const VERDICT_SAMPLES = 4;

/** A value for `seat` (see WIN, ALLY) as a number from 0 to 1. */
export function valueChance(value: number, exact: boolean): number {
  if (value > WIN / 2) return 1;
  if (value < -WIN / 2) return 0;
  if (exact) return 0.5;
  return 0.5 + Math.max(-4, Math.min(4, value / ALLY)) / 10;
}

/** The value of `p` for `seat` and the best move of the seat to move. */
function valueOf(p: RegalityState, seat: Seat, nodes: number): { chance: number; exact: boolean; move: RegalityMove | null } {
  if (gameEnded(p)) {
    const v = evaluate(p, seat);
    return { chance: valueChance(v, true), exact: true, move: null };
  }
  if (p.phase === 'draft') return { chance: valueChance(evaluate(p, seat), false), exact: false, move: null };
  const r = perfectSearch(p, 0, undefined, nodes);
  const v = p.current === seat ? r.value : -r.value;
  return { chance: valueChance(v, r.exact), exact: r.exact, move: r.move };
}

function step(s: RegalityState, m: RegalityMove): RegalityState {
  const r = rules.apply(s, m);
  if (!r.ok) throw new Error(`regality verdict: ${r.error.message} (${JSON.stringify(m)})`);
  return r.state;
}

/** The verdict on `played` by `seat` in `state` (only its view is read). */
export function judgeMove(state: RegalityState, seat: Seat, played: RegalityMove, seed: number, samples = VERDICT_SAMPLES, nodes = VERDICT_NODES): Verdict<RegalityMove> {
  const v = rules.view(state, seat);
  const key = moveKey(played);
  const legal = rules.legalMoves(v);
  const mine = legal.find((m) => moveKey(m) === key);
  if (!mine) throw new Error(`regality verdict: ${JSON.stringify(played)} is not a legal move here`);
  if (v.phase === 'draft' || v.phase === 'between' || legal.length === 1) {
    // Not searched (a draft's pile is hidden), or nothing to choose: the balance after the move.
    const after = valueOf(step(v, mine), seat, nodes);
    return { before: after.chance, after: after.chance, best: mine, mark: 'good', exact: [after.exact, after.exact] };
  }
  const hidden = (v.zones[1 - seat] ?? []).includes(HIDDEN);
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const positions = hidden ? Array.from({ length: samples }, () => sampleHidden(v, seat, rng)) : [v];
  let before = 0;
  let after = 0;
  let exactBefore = true;
  let exactAfter = true;
  const votes = new Map<string, { move: RegalityMove; n: number }>();
  for (const p of positions) {
    const b = valueOf(p, seat, nodes);
    const pick = b.move ?? mine;
    const vote = votes.get(moveKey(pick)) ?? { move: pick, n: 0 };
    vote.n++;
    votes.set(moveKey(pick), vote);
    // The move played is the search's own: its value is the position's.
    const a = moveKey(pick) === key ? b : valueOf(step(p, mine), seat, nodes);
    before += b.chance;
    after += a.chance;
    exactBefore &&= b.exact;
    exactAfter &&= a.exact;
  }
  before /= positions.length;
  after /= positions.length;
  // The search's value is of its best move: a move it did not pick can only do as well (a
  // deeper look after the move may see more; the better of the two stands as the value before).
  const top = Math.max(before, after);
  let pick = mine;
  let most = 0;
  for (const x of votes.values()) if (x.n > most) ({ move: pick, n: most } = x);
  return { before: top, after, best: top > after ? pick : mine, mark: markOf(top, after), exact: [exactBefore, exactAfter] };
}
