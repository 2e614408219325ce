// A compact position hash for the bot's transposition table: two 32-bit lanes folded into one
// safe integer (53 bits). The board is hashed cell by cell (order matters); the zones, the neutral
// zone and the discard are sets (their order changes nothing but slot numbers), hashed by XOR of
// per-tile Zobrist keys; then the seat to move, the phase, the pending effect and the citizen rule.

import { HIDDEN } from '../../../core/contract';
import { Rng } from '../../../core/rng';
import { TILE_INDEX } from '../rules/tiles';
import type { RegalityState } from '../rules/types';

const TILE_SLOTS = 32; // 31 tiles, and the hidden tile
const LOCATIONS = 4; // zone 0, zone 1, neutral zone, discard

const tileIndex = (tile: string): number => (tile === HIDDEN ? TILE_SLOTS - 1 : (TILE_INDEX[tile] ?? TILE_SLOTS - 1));

// Fixed keys from a fixed seed: the same position hashes the same in every run and thread.
const keys = new Rng(0x5eed_c0de);
const Z1 = Uint32Array.from({ length: LOCATIONS * TILE_SLOTS }, () => keys.nextU32());
const Z2 = Uint32Array.from({ length: LOCATIONS * TILE_SLOTS }, () => keys.nextU32());

function mix1(h: number, v: number): number {
  h = Math.imul(h ^ v, 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}

function mix2(h: number, v: number): number {
  h = Math.imul(h ^ v, 0x85ebca77);
  return (h ^ (h >>> 13)) >>> 0;
}

/** The position's key: equal for positions the rules treat alike (up to the order of tiles in a zone). */
export function positionHash(state: RegalityState): number {
  let h1 = 0x811c9dc5;
  let h2 = 0x27d4eb2f;
  const { board } = state;
  for (let c = 0; c < 9; c++) {
    const here = board[c];
    let code = 0;
    if (here) {
      const flags = here.owner + (here.faceDown ? 2 : 0) + (here.destroyer === null ? 0 : (here.destroyer + 1) * 4);
      code = 1 + tileIndex(here.tile) + TILE_SLOTS * (flags + 12 * (here.under === null ? 0 : tileIndex(here.under) + 1));
    }
    h1 = mix1(h1, code);
    h2 = mix2(h2, code);
  }
  let s1 = 0;
  let s2 = 0;
  const lists: readonly (readonly string[])[] = [state.zones[0] ?? [], state.zones[1] ?? [], state.neutral, state.discarded];
  for (let loc = 0; loc < LOCATIONS; loc++) {
    const list = lists[loc] as readonly string[];
    for (let i = 0; i < list.length; i++) {
      const k = loc * TILE_SLOTS + tileIndex(list[i] as string);
      s1 ^= Z1[k] as number;
      s2 ^= Z2[k] as number;
    }
  }
  const pending = state.pending ? 1 + state.pending.cell + (state.pending.retrigger ? 16 : 0) : 0;
  const phase = state.phase === 'place' ? 0 : state.phase === 'effect' ? 1 : 2;
  const misc = state.current + 2 * phase + 8 * pending + 256 * (state.placed === 0 ? 1 : 0) + 512 * (state.status === 'over' ? 1 : 0);
  h1 = mix1(mix1(h1, s1), misc);
  h2 = mix2(mix2(h2, s2), misc);
  return (h1 & 0x1fffff) * 0x100000000 + h2;
}
