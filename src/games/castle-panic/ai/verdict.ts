// The strong bot's verdict on a person's move in Castle Panic (issue 29 item 2; the shared part is
// core/verdict.ts). The bot's pick is the strong bot's own (from the seat's view); the chance of
// winning after a move is the share of paired rollouts won: what the seat cannot see (the castle
// deck's order, the monster pile's) drawn again from the cards and tokens not in sight
// (lookahead.ts), the move played, then the game played to its end by the strong defender's
// greedy judgement at every defender's seat (no look-ahead: it wins about half of all solo games
// from the start) and the easy Overlord. Both moves are played on the same samples. Only
// `view(state, seat)` is read, and every draw comes from `seed`: two states that differ only in
// what the seat could not see give the same verdict.
import type { Seat } from '../../../core/contract';
import { Rng, seedRng } from '../../../core/rng';
import { pairedMeans, verdictOf, type Verdict } from '../../../core/verdict';
import { rules } from '../rules';
import type { CastlePanicMove, CastlePanicState } from '../rules/types';
import { chooseOverlordMove } from './easy';
import { strong } from './index';
import { determinize, unseenOf } from './lookahead';
import { strongDefenderMove } from './strong';

/** The samples each of the two moves is played on. */
export const VERDICT_SAMPLES = 128;
/** A rollout's cap on moves (a whole solo game takes about 125). */
const MAX_MOVES = 3000;

const moveKey = (m: CastlePanicMove): string => JSON.stringify(m);

function step(s: CastlePanicState, m: CastlePanicMove): CastlePanicState {
  const r = rules.apply(s, m);
  if (!r.ok) throw new Error(`castle-panic verdict: ${r.error.message} (${JSON.stringify(m)})`);
  return r.state;
}

/** `s` played on to its end, scored for `seat`: 1 if it is among the winners, else 0. */
export function rollout(s: CastlePanicState, seat: Seat, rng: Rng): number {
  for (let n = 0; n < MAX_MOVES && s.status === 'playing'; n++) {
    const actor = rules.actor(s) as Seat;
    const legal = rules.legalMoves(s);
    s = step(s, legal.length === 1 ? (legal[0] as CastlePanicMove) : actor === s.overlord ? chooseOverlordMove(s, legal, rng) : strongDefenderMove(s, legal, actor));
  }
  return rules.outcome(s)?.winners.includes(seat) ? 1 : 0;
}

/** The verdict on `played` by `seat` in `state` (only its view is read). */
export function judgeMove(state: CastlePanicState, seat: Seat, played: CastlePanicMove, seed: number, samples = VERDICT_SAMPLES): Verdict<CastlePanicMove> {
  const v = rules.view(state, seat);
  const key = moveKey(played);
  const legal = rules.legalMoves(v);
  const mine = legal.find((m) => moveKey(m) === key);
  if (!mine) throw new Error(`castle-panic verdict: ${JSON.stringify(played)} is not a legal move here`);
  const pick = legal.length === 1 ? mine : strong.choose(v, legal, seat, { seed });
  const moves = moveKey(pick) === key ? [mine] : [mine, pick];
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const unseen = unseenOf(v);
  const [chance, pickChance] = pairedMeans(moves, samples, () => determinize(v, unseen, rng), (w, m) => rollout(step(w, m), seat, rng));
  return verdictOf(pick, pickChance ?? (chance as number), played, chance as number);
}
