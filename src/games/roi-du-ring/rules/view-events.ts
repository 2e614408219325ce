// What one seat may see of a move's events (shared/docs/CONTRACT.md, section Online play): an
// online room sends each seat these, never the raw events. Hands are hidden: draws and exchanges
// are told by count only; a spit's two cards are seen by the spitter only, so the card it keeps
// reads as '?' to everyone else (the one it drops goes to the discard, face up); a stolen card is
// seen by the thief and the victim only. Checked by
// tests/harness/view-events.test.ts.

import { HIDDEN, type GameEvent, type Seat } from '../../../core/contract';
import type { RoiState } from './types';

/** The player who holds fighter `fighter`'s hand (the owner in the two-fighters game). */
const holder = (after: RoiState | undefined, fighter: number): Seat => (after?.owner ? (after.owner[fighter] as number) : fighter);

export function viewEvents(events: readonly GameEvent[], seat: Seat, after?: RoiState): GameEvent[] {
  return events.map((e) => {
    if (e.type === 'keep' && holder(after, e.seat as number) !== seat) return { ...e, card: HIDDEN };
    // A steal: the card goes from one hidden hand to another; the two players involved see it.
    if (e.type === 'steal' && e.card !== null && holder(after, e.seat as number) !== seat && holder(after, e.from as number) !== seat) return { ...e, card: HIDDEN };
    return { ...e };
  });
}
