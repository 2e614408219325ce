// Effects that reach beyond the board: the witch and the hermit bring tiles into your zone, the
// assassin takes one out of your opponent's.

import type { GameEvent, Seat } from '../../../core/contract';
import { canAffect } from './board';
import { RECALL, SLOT, TARGET } from './moves';
import type { RegalityCell, RegalityMove, RegalityState } from './types';

// R-TILE-WITCH: one of your face-up, unshielded allies anywhere on the board. R-WITCH-SELF: the
// witch itself too ("un de vos alliés": once placed it is one), which passes the turn; a game that
// loops so is the solvers' concern (they detect repeated positions), not a rule.
export function witchChoices(state: RegalityState, seat: Seat): RegalityMove[] {
  const out: RegalityMove[] = [];
  for (let c = 0; c < 9; c++) {
    if (canAffect(state.board, c) && (state.board[c] as RegalityCell).owner === seat) out.push(TARGET[c] as RegalityMove);
  }
  return out;
}

export function recallAlly(next: RegalityState, cell: number, seat: Seat, events: GameEvent[]): void {
  const tile = (next.board[cell] as RegalityCell).tile;
  next.board[cell] = null;
  next.zones = next.zones.map((z, s) => (s === seat ? [...z, tile] : z));
  events.push({ type: 'recall', seat, tile, cell });
}

// R-TILE-HERMIT: any discarded tile, of either side (its side is only its facing once placed).
export function hermitChoices(state: RegalityState): RegalityMove[] {
  return state.discarded.map((tile) => RECALL[tile] as RegalityMove);
}

export function recallDiscard(next: RegalityState, tile: string, seat: Seat, events: GameEvent[]): void {
  next.discarded = next.discarded.filter((t) => t !== tile);
  next.zones = next.zones.map((z, s) => (s === seat ? [...z, tile] : z));
  events.push({ type: 'recall', seat, tile, from: 'discard' });
}

// R-TILE-ASSASSIN: one tile of the opponent's zone, named by its slot (its position in that zone)
// because in the secret variants its name is hidden from the assassin's player.
export function assassinChoices(state: RegalityState, seat: Seat): RegalityMove[] {
  const zone = state.zones[1 - seat] as string[];
  return zone.map((_, i) => SLOT[i] as RegalityMove);
}

export function resolveAssassin(next: RegalityState, slot: number, seat: Seat, events: GameEvent[]): void {
  const victim = 1 - seat;
  const zone = next.zones[victim] as string[];
  const tile = zone[slot] as string;
  next.zones = next.zones.map((z, s) => (s === victim ? z.filter((_, i) => i !== slot) : z));
  const secret = next.secret[victim] as string[];
  if (secret.includes(tile)) next.secret = next.secret.map((z, s) => (s === victim ? z.filter((t) => t !== tile) : z));
  next.discarded = [...next.discarded, tile];
  events.push({ type: 'banish', seat: victim, tile, from: 'zone', slot });
}
