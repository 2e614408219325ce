// What counts as a leak of hidden information in what a seat is sent (a move's events, or a whole
// message from an online room): a card, token or tile named in it that is hidden from that seat
// before and after the move (the harness specs' hidden zones read on the real state), not seen
// by the seat anywhere on the table, and not used up in public by the move (a token rolled and
// resolved leaves the hidden zones; one that only moves from one hidden place to another, a
// steal, a draw into a hidden hand, does not). Used by tests/harness/view-events.test.ts and the
// online server's tests.

import { SPECTATOR } from '../../src/core/contract';
import { spectatorZones, type HarnessSpec } from './harness';

/** Every string inside a value. */
export function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** How many times each string occurs inside a value. */
function counts(value: unknown, out: Map<string, number> = new Map()): Map<string, number> {
  if (typeof value === 'string') out.set(value, (out.get(value) ?? 0) + 1);
  else if (Array.isArray(value)) for (const v of value) counts(v, out);
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) counts(v, out);
  return out;
}

/**
 * The names hidden from `seat` in `state`, with their copies: the spec's hidden zones read on the
 * real state. A spectator (SPECTATOR): every seat's (`seats` of them).
 */
export function hiddenNames(spec: HarnessSpec, state: unknown, seat: number, seats = 0): Map<string, number> {
  const zones = seat === SPECTATOR ? spectatorZones(spec, state, state, seats) : (spec.hiddenZones?.(state, seat, state) ?? []);
  const s = state as { phase?: unknown; hands?: unknown };
  // Castle Panic deals the hands only after the starting monsters are placed (every hand hidden).
  return counts(spec.rules.id === 'castle-panic' && s.phase === 'setup' ? [zones, s.hands] : zones);
}

/** The names in `seen` (sent to `seat` for the move from `before` to `after`) that leak. */
export function leakedNames(spec: HarnessSpec, before: unknown, after: unknown, seat: number, seen: unknown, seats = 0): string[] {
  const hiddenBefore = hiddenNames(spec, before, seat, seats);
  const hiddenAfter = hiddenNames(spec, after, seat, seats);
  const visible = strings(spec.rules.view(before, seat));
  strings(spec.rules.view(after, seat), visible);
  const out: string[] = [];
  for (const name of strings(seen)) {
    if (visible.has(name)) continue; // the seat sees it on the table, before or after
    const was = hiddenBefore.get(name) ?? 0;
    const is = hiddenAfter.get(name) ?? 0;
    if ((was > 0 || is > 0) && is >= was) out.push(name);
  }
  return out;
}
