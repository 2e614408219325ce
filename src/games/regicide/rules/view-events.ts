// What one seat may see of a move's events (shared/docs/CONTRACT.md, section Online play): an
// online room sends each seat these, never the raw events. Regicide's events name only cards
// put on the table or in the discard pile (public) and counts of cards drawn, so every seat sees
// every event; the harness (tests/harness/view-events.test.ts) checks that none carries a card
// from a hand, the tavern or the castle that the seat may not see.

import type { GameEvent, Seat } from '../../../core/contract';
import type { RegicideState } from './types';

export function viewEvents(events: readonly GameEvent[], _seat: Seat, _after?: RegicideState): GameEvent[] {
  return events.map((e) => ({ ...e }));
}
