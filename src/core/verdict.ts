// The strong bot's verdict on a person's move (issue 29 item 2), shared by the four games: the
// chance of winning (0..1) from the seat's view with the bot's preferred move and with the move
// played; the drop between them marks the move good, doubtful (10 points or more) or a mistake
// (20 or more). Each game's `ai/verdict.ts` works the chances out from `view(state, seat)` only,
// so a verdict never knows more than the seat did. Pure.

/** A drop of this much chance (0..1) makes a move doubtful; MISTAKE, a mistake. */
export const DOUBTFUL = 0.1;
export const MISTAKE = 0.2;

export type Mark = 'good' | 'doubtful' | 'mistake';

export interface Verdict<M> {
  /** The chance of winning with the bot's preferred move (0..1). */
  before: number;
  /** The chance of winning after the move played. */
  after: number;
  /** The bot's preferred move (the move played where none does better). */
  best: M;
  mark: Mark;
  /** Regality: whether `before` and `after` are proven outcomes (1 won, ½ drawn, 0 lost) rather than the search's estimate. */
  exact?: [boolean, boolean];
}

export function markOf(before: number, after: number): Mark {
  const drop = before - after;
  return drop >= MISTAKE - 1e-9 ? 'mistake' : drop >= DOUBTFUL - 1e-9 ? 'doubtful' : 'good';
}

/**
 * The verdict from the chances of the bot's pick and of the move played: the better of the two is
 * the chance before (a move the bot's search left out may turn out better than its pick).
 */
export function verdictOf<M>(pick: M, pickChance: number, played: M, playedChance: number): Verdict<M> {
  const before = Math.max(pickChance, playedChance);
  return { before, after: playedChance, best: pickChance > playedChance ? pick : played, mark: markOf(before, playedChance) };
}

/**
 * Paired rollouts: the mean of `score(world, move)` over `samples` worlds for each of `moves`,
 * every move scored on the same worlds (`world(i)` makes the i-th), so two moves are compared on
 * the same hidden cards and the same luck.
 */
export function pairedMeans<S, M>(moves: readonly M[], samples: number, world: (i: number) => S, score: (world: S, move: M) => number): number[] {
  const totals = moves.map(() => 0);
  for (let i = 0; i < samples; i++) {
    const w = world(i);
    moves.forEach((m, k) => {
      totals[k] = (totals[k] as number) + score(w, m);
    });
  }
  return totals.map((t) => t / Math.max(1, samples));
}
