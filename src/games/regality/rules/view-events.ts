// What one seat may see of a move's events (shared/docs/CONTRACT.md, section Online play): an
// online room sends each seat these, never the raw events. In the secret variants a tile drafted
// or dealt to the other seat reads as '?', and so does a secret draft's pool while the other
// seat picks from it; tiles placed, discarded or moved on the board are public. Checked by
// tests/harness/view-events.test.ts.

import { HIDDEN, type GameEvent, type Seat } from '../../../core/contract';
import type { RegalityState } from './types';

const secretVariant = (after: RegalityState | undefined): boolean => after === undefined || after.variant === 'secret-draft' || after.variant === 'secret-random';

export function viewEvents(events: readonly GameEvent[], seat: Seat, after?: RegalityState): GameEvent[] {
  const secret = secretVariant(after);
  return events.map((e) => {
    if (secret && e.type === 'draft' && e.seat !== seat) {
      const out: GameEvent = { ...e };
      if (typeof e.tile === 'string') (out as Record<string, unknown>).tile = HIDDEN;
      if (Array.isArray(e.tiles)) (out as Record<string, unknown>).tiles = (e.tiles as unknown[]).map(() => HIDDEN);
      return out;
    }
    return { ...e };
  });
}
