// Shared helpers for the Regicide rule tests: stacked setups and checked moves.

import { expect } from 'vitest';
import type { GameEvent } from '../../../src/core/contract';
import { rules, type RegicideMove, type RegicideOptions, type RegicideStack, type RegicideState } from '../../../src/games/regicide/rules';

export const SEED = 7;

export function start(players: RegicideOptions['players'], stack: RegicideStack, extra: Partial<RegicideOptions> = {}): RegicideState {
  return rules.setup({ players, stack, ...extra }, SEED);
}

/** Deep-freeze a state so any mutation by `apply` throws. */
export function freeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    Object.freeze(v);
    for (const x of Object.values(v)) freeze(x);
  }
  return v;
}

export interface Step {
  state: RegicideState;
  events: GameEvent[];
}

/** Apply a move that must be legal (listed by legalMoves) and succeed; the input is frozen. */
export function act(state: RegicideState, move: RegicideMove): Step {
  const listed = rules.legalMoves(state).map((m) => JSON.stringify(m));
  expect(listed).toContain(JSON.stringify(move));
  const r = rules.apply(freeze(state), move);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

export const playCards = (state: RegicideState, ...cards: string[]): Step => act(state, { type: 'play', cards });
export const discardCards = (state: RegicideState, ...cards: string[]): Step => act(state, { type: 'discard', cards });

export const eventsOf = (events: GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
export const typesOf = (events: GameEvent[]): string[] => events.map((e) => e.type);

/** The refusal of a move, which must fail. */
export function refusal(state: RegicideState, move: unknown): { code: string; message: string } {
  const r = rules.apply(freeze(state), move as RegicideMove);
  if (r.ok) throw new Error(`expected ${JSON.stringify(move)} to be refused`);
  return r.error;
}
