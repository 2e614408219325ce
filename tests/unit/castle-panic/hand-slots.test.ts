// The hand's cards keep their slots through a turn (newcomer s37: "the phone hand re-centres after
// a play, so my next tap misses"): a card played leaves its slot empty, a card drawn takes the
// first empty one, a new turn packs the hand from the left again.
import { describe, expect, it } from 'vitest';
import { handSlots } from '../../../src/games/castle-panic/scene/hand-slots';

const gapFor = (n: number): number => Math.min(156, 992 / Math.max(1, n - 1));
const at = (h: ReturnType<typeof handSlots>): Record<string, number> => Object.fromEntries(h.slots);

describe('Castle Panic hand slots', () => {
  const six = ['archer-any', 'knight-red', 'brick', 'mortar', 'tar', 'swordsman-green'];
  it('a card played: the others keep their slots and the gap between them', () => {
    const first = handSlots(null, '0:1', six, 992, gapFor);
    const after = handSlots(first, '0:1', ['knight-red', 'brick', 'mortar', 'tar', 'swordsman-green'], 992, gapFor);
    expect(at(after)).toEqual({ 'knight-red': 1, brick: 2, mortar: 3, tar: 4, 'swordsman-green': 5 });
    expect(after.gap).toBe(first.gap);
  });
  it('a card drawn takes the empty slot a discarded card left', () => {
    const first = handSlots(null, '0:1', six, 992, gapFor);
    const after = handSlots(first, '0:1', ['archer-any', 'knight-red', 'mortar', 'tar', 'swordsman-green', 'wizard'], 992, gapFor);
    expect(after.slots.get('wizard')).toBe(2);
    expect(after.slots.get('mortar')).toBe(3);
  });
  it('a new turn packs the hand from the left', () => {
    const first = handSlots(null, '0:1', six, 992, gapFor);
    const played = handSlots(first, '0:1', six.slice(2), 992, gapFor);
    expect(at(handSlots(played, '0:2', six.slice(2), 992, gapFor))).toEqual({ brick: 0, mortar: 1, tar: 2, 'swordsman-green': 3 });
  });
});
