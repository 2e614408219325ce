// A shallow copy of the state with every field named, so all states share one object shape
// (faster than a spread). Arrays are shared: whoever changes one replaces it.

import type { RegicideState } from './types';

export function copyState(s: RegicideState): RegicideState {
  return {
    hands: s.hands,
    tavern: s.tavern,
    discard: s.discard,
    castle: s.castle,
    enemy: s.enemy,
    damage: s.damage,
    shield: s.shield,
    immunityCancelled: s.immunityCancelled,
    table: s.table,
    current: s.current,
    phase: s.phase,
    toDiscard: s.toDiscard,
    jestersLeft: s.jestersLeft,
    yielded: s.yielded,
    soloYield: s.soloYield,
    status: s.status,
    rng: s.rng,
  };
}
