// The strong bot's verdict on a person's move in Le Roi du Ring (issue 29 item 2; the shared part
// is core/verdict.ts). The bot's pick is the strong bot's own (search.ts, from the seat's view);
// the chance of winning after a move is the share of paired rollouts won: the unseen cards dealt
// again (determinize.ts: the other hands, the deck, a spit someone else took), the move played,
// then every seat played by the easy bot to the end of the game (a cap of plies scores the
// position as the strong bot does). Both moves are played on the same deals. Only
// `view(state, seat)` is read, and every draw comes from `seed`: two states that differ only in
// what the seat could not see give the same verdict.
import type { Seat } from '../../../core/contract';
import { Rng, seedRng } from '../../../core/rng';
import { pairedMeans, verdictOf, type Verdict } from '../../../core/verdict';
import { actorOf, apply } from '../rules/apply';
import { legalMoves } from '../rules/moves';
import type { RoiMove, RoiState } from '../rules/types';
import { view as viewOf } from '../rules/view';
import { determinize } from './determinize';
import { chooseRoiMove } from './easy';
import { DEFAULT_SETTINGS, evaluate, moveKey, search } from './search';

/** The deals each of the two moves is played on. */
export const VERDICT_SAMPLES = 96;
/** A rollout's cap on plies (a whole game of two easy bots takes about 250). */
const MAX_PLIES = 1500;

function step(s: RoiState, m: RoiMove): RoiState {
  const r = apply(s, m);
  if (!r.ok) throw new Error(`roi-du-ring verdict: ${r.error.message} (${JSON.stringify(m)})`);
  return r.state;
}

/** The player (hand) whose fighter acts in `s`. */
const playerOf = (s: RoiState): Seat => {
  const f = actorOf(s);
  return s.owner === null ? f : (s.owner[f] as Seat);
};

/** `s` played on to its end by the easy bot at every seat, scored for `seat` (1 won, 0 lost). */
export function rollout(s: RoiState, seat: Seat): number {
  for (let ply = 0; ply < MAX_PLIES && s.status === 'playing'; ply++) {
    const legal = legalMoves(s);
    s = step(s, legal.length === 1 ? (legal[0] as RoiMove) : chooseRoiMove(s, legal, playerOf(s)));
  }
  return evaluate(s, seat, DEFAULT_SETTINGS);
}

/** The verdict on `played` by `seat` in `state` (only its view is read). */
export function judgeMove(state: RoiState, seat: Seat, played: RoiMove, seed: number, samples = VERDICT_SAMPLES): Verdict<RoiMove> {
  const v = viewOf(state, seat);
  const key = moveKey(played);
  const legal = legalMoves(v);
  if (!legal.some((m) => moveKey(m) === key)) throw new Error(`roi-du-ring verdict: ${JSON.stringify(played)} is not a legal move here`);
  const pick = legal.length === 1 ? played : search(v, legal, seat, seed, DEFAULT_SETTINGS).move;
  const moves = moveKey(pick) === key ? [played] : [played, pick];
  const rng = new Rng(seedRng(seed ^ 0x5eed));
  const [mine, theirs] = pairedMeans(moves, samples, () => determinize(v, seat, rng), (w, m) => rollout(step(w, m), seat));
  return verdictOf(pick, theirs ?? (mine as number), played, mine as number);
}
