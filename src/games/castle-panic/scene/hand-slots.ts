// Where each card of the hand stands (newcomer s37: "the phone hand re-centres after a play, so my
// next tap misses"): through a turn every card keeps its slot, a card played leaves its slot empty
// and a card drawn takes the first empty slot (the one a discarded card left), so no card ever
// slides under the finger that just tapped. A new turn (or another seat's hand) lays the hand out
// afresh, packed from the left. No Phaser here: tests/unit/castle-panic/hand-slots.test.ts reads it.

export interface HandSlots {
  /** The turn and seat these slots belong to. */
  key: string;
  /** Each card's slot, by its id in the hand (cp.card.<id>). */
  slots: Map<string, number>;
  /** Centre to centre, design px. */
  gap: number;
}

/**
 * The slots of `ids` (the hand's card ids, in the hand's order) for the turn `key`, kept from
 * `prev` where it is the same turn and every card still fits within `width` (the hand's width
 * less a card's): else packed from the left at `gapFor(ids.length)`.
 */
export function handSlots(prev: HandSlots | null, key: string, ids: readonly string[], width: number, gapFor: (n: number) => number): HandSlots {
  const fresh = (): HandSlots => ({ key, slots: new Map(ids.map((id, i) => [id, i])), gap: gapFor(ids.length) });
  if (!prev || prev.key !== key) return fresh();
  const slots = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of ids) {
    const at = prev.slots.get(id);
    if (at !== undefined && !taken.has(at)) {
      slots.set(id, at);
      taken.add(at);
    }
  }
  for (const id of ids) {
    if (slots.has(id)) continue;
    let at = 0;
    while (taken.has(at)) at++;
    slots.set(id, at);
    taken.add(at);
  }
  const last = Math.max(0, ...slots.values());
  if (last * prev.gap > width + 0.5) return fresh();
  return { key, slots, gap: prev.gap };
}
