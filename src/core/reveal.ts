// Undo must never step back over a move that revealed hidden information (a draw, a shuffle, a
// die roll): the player has seen what they would otherwise gain by taking it back. Every game
// keeps its RNG in `state.rng`, so a move that used randomness changes it; a move that showed a
// seat something it could not see before lowers the count of HIDDEN marks in that seat's view.

import { HIDDEN, type AnyRules } from './contract';

export function countHidden(value: unknown): number {
  if (value === HIDDEN) return 1;
  if (Array.isArray(value)) {
    let n = 0;
    for (const v of value) n += countHidden(v);
    return n;
  }
  if (typeof value === 'object' && value !== null) {
    let n = 0;
    for (const v of Object.values(value)) n += countHidden(v);
    return n;
  }
  return 0;
}

/** The random source of a state: its RNG and any stacked die rolls not yet used. */
function rngOf(state: unknown): unknown {
  if (typeof state !== 'object' || state === null) return undefined;
  const s = state as { rng?: unknown; dice?: unknown };
  return [s.rng, s.dice];
}

/** Did going from `before` to `after` reveal anything to any of `seats` seats? */
export function revealsInformation(rules: AnyRules, before: unknown, after: unknown, seats: number): boolean {
  if (JSON.stringify(rngOf(before)) !== JSON.stringify(rngOf(after))) return true;
  for (let seat = 0; seat < seats; seat++) {
    if (countHidden(rules.view(after, seat)) < countHidden(rules.view(before, seat))) return true;
  }
  return false;
}
