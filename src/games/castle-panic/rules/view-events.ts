// What one seat may see of a move's events (shared/docs/CONTRACT.md, section Online play): an
// online room sends each seat these, never the raw events. The castle cards in hands are face
// up (co-operative); the Overlord's tokens in hand are hidden from the defenders
// (R-OVERLORD-HIDDEN), so an event naming tokens that go into its hand shows them to the
// Overlord only; tokens rolled or placed are public. Checked by tests/harness/view-events.test.ts.

import { HIDDEN, type GameEvent, type Seat } from '../../../core/contract';
import type { CastlePanicState } from './types';

export function viewEvents(events: readonly GameEvent[], seat: Seat, after?: CastlePanicState): GameEvent[] {
  const overlord = after?.overlord ?? null;
  return events.map((e) => {
    if (seat !== overlord && e.type === 'overlord-draw' && Array.isArray(e.tokens)) {
      return { ...e, tokens: (e.tokens as unknown[]).map(() => HIDDEN) };
    }
    return { ...e };
  });
}
