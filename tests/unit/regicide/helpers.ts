// Shared helpers for the Regicide rule tests: stacked setups and checked moves.

import { actWith, freeze, type Step as KitStep } from '../rules-kit';
import type { GameEvent } from '../../../src/core/contract';
import { rules, type RegicideMove, type RegicideOptions, type RegicideStack, type RegicideState } from '../../../src/games/regicide/rules';

export const SEED = 7;

export function start(players: RegicideOptions['players'], stack: RegicideStack, extra: Partial<RegicideOptions> = {}): RegicideState {
  return rules.setup({ players, stack, ...extra }, SEED);
}

export { freeze };
export type Step = KitStep<RegicideState>;

/** Apply a move that must be listed by legalMoves and succeed; the input is frozen. */
export const act = (state: RegicideState, move: RegicideMove): Step => actWith(rules, state, move);

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
