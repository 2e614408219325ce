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

/**
 * What going from `before` to `after` revealed: 'chance' (it used randomness: a shuffle, a draw from
 * a bag, a die roll), 'seen' (a viewer's view holds fewer HIDDEN marks: a card drawn, a tile turned)
 * or null. `viewers`: the seats whose views count (a number n: seats 0..n-1). The session counts
 * only the people's seats: a bot keeps nothing between its moves (it reads its view of the state
 * each time), so a card shown only to a bot, the one a person plays face up against it, is
 * forgotten when the move is taken back (issue 30 item 4).
 */
export function revealKind(rules: AnyRules, before: unknown, after: unknown, viewers: number | readonly number[]): 'chance' | 'seen' | null {
  if (JSON.stringify(rngOf(before)) !== JSON.stringify(rngOf(after))) return 'chance';
  const seats = typeof viewers === 'number' ? Array.from({ length: viewers }, (_, i) => i) : viewers;
  for (const seat of seats) {
    const was = rules.view(before, seat);
    const now = rules.view(after, seat);
    if (countHidden(now) < countHidden(was)) return 'seen';
    // A card shown as another goes face down leaves the count as it was (Regicide's exact kill: the
    // royal onto the tavern, the castle's next card turned up; session 37's scorer undid it and saw
    // the next enemy): a value the seat could not see before, seen now, is a reveal all the same.
    const hidden = new Map<string, number>();
    hiddenValues(was, before, hidden);
    if (hidden.size === 0) continue;
    const seenBefore = visibleValues(was, new Map());
    for (const [value, n] of visibleValues(now, new Map())) {
      if (n > (seenBefore.get(value) ?? 0) && hidden.has(value)) return 'seen';
    }
  }
  return null;
}

/** Counts `value`'s string leaves into `out` (HIDDEN marks left out). */
function visibleValues(value: unknown, out: Map<string, number>): Map<string, number> {
  if (typeof value === 'string') {
    if (value !== HIDDEN) out.set(value, (out.get(value) ?? 0) + 1);
  } else if (Array.isArray(value)) {
    for (const v of value) visibleValues(v, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) visibleValues(v, out);
  }
  return out;
}

/** The state's string values where its view shows HIDDEN (the view keeps the state's shape where it hides), counted into `out`. */
function hiddenValues(view: unknown, state: unknown, out: Map<string, number>): void {
  if (view === HIDDEN) {
    visibleValues(state, out);
    return;
  }
  if (Array.isArray(view)) {
    if (Array.isArray(state)) view.forEach((v, i) => hiddenValues(v, state[i], out));
    return;
  }
  if (typeof view === 'object' && view !== null && typeof state === 'object' && state !== null) {
    const st = state as Record<string, unknown>;
    for (const [k, v] of Object.entries(view)) hiddenValues(v, st[k], out);
  }
}

/** Whether view `a` shows something that view `b` hides (a HIDDEN mark in `b` where `a` has a value). */
export function seesMore(a: unknown, b: unknown): boolean {
  if (b === HIDDEN) return a !== HIDDEN;
  if (Array.isArray(a) && Array.isArray(b)) return a.some((v, i) => i < b.length && seesMore(v, b[i]));
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    const bo = b as Record<string, unknown>;
    return Object.entries(a).some(([k, v]) => k in bo && seesMore(v, bo[k]));
  }
  return false;
}
