// Shared helpers for the Roi du Ring rule tests: stacked setups, placements and checked moves.

import { actWith, freeze, type Step as KitStep } from '../rules-kit';
import type { GameEvent } from '../../../src/core/contract';
import { actingFighter, rules, type RoiMove, type RoiOptions, type RoiStack, type RoiState } from '../../../src/games/roi-du-ring/rules';
import type { PromptContext } from '../../../src/games/roi-du-ring/scene/prompt';

export const SEED = 7;

/** A stacked setup in which seat 0 draws the red joker for the start, so seat 0 begins. */
export function start(players: RoiOptions['players'], stack: RoiStack = {}, more: Omit<RoiOptions, 'players' | 'stack'> = {}): RoiState {
  const draw = stack.draw ?? ['XR', 'AC', '2C', '3C'].slice(0, players);
  return rules.setup({ players, ...more, stack: { ...stack, draw } }, SEED);
}

/** Every advanced rule on. */
export const ALL_ADVANCED = { specialCards: true, surprise: true, psychic: true, fury: true } as const;

export { freeze };
export type Step = KitStep<RoiState>;

/** Apply a move that must be listed by legalMoves and succeed; the input is frozen. */
export const act = (state: RoiState, move: RoiMove): Step => actWith(rules, state, move);

/** Play a sequence of moves, returning the last state and all events. */
export function acts(state: RoiState, ...moves: RoiMove[]): Step {
  let s = state;
  const events: GameEvent[] = [];
  for (const m of moves) {
    const r = act(s, m);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** Skip the exchange: every seat keeps its hand. */
export function begin(state: RoiState): RoiState {
  let s = state;
  while (s.phase === 'exchange') s = act(s, { type: 'exchange', cards: [] }).state;
  return s;
}

/** A copy of `state` with fighters moved / hp set (a test placement, as a tutorial would). */
export function place(state: RoiState, at: Record<number, { x: number; y: number; hp?: number; fury?: number }>): RoiState {
  return {
    ...state,
    fighters: state.fighters.map((f) => {
      const p = at[f.seat];
      return p ? { ...f, x: p.x, y: p.y, hp: p.hp ?? f.hp, fury: p.fury ?? f.fury } : { ...f };
    }),
  };
}

export const eventsOf = (events: GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
export const typesOf = (events: GameEvent[]): string[] => events.map((e) => e.type);
export const movesOf = (state: RoiState, type: RoiMove['type']): RoiMove[] => rules.legalMoves(state).filter((m) => m.type === type);

/** The refusal of a move, which must fail. */
export function refusal(state: RoiState, move: unknown): { code: string; message: string } {
  const r = rules.apply(freeze(state), move as RoiMove);
  if (r.ok) throw new Error(`expected ${JSON.stringify(move)} to be refused`);
  return r.error;
}

/** The prompt as the seat that must act sees it; `played` collects the moves its buttons play, `refused` what they said instead. */
export function promptContext(s: RoiState, extra: Partial<PromptContext> = {}): PromptContext & { played: RoiMove[]; refused: string[] } {
  const played: RoiMove[] = [];
  const refused: string[] = [];
  const seat = rules.actor(s) ?? 0;
  return {
    seat,
    fighter: actingFighter(s),
    actor: seat,
    mine: true,
    full: s,
    legal: rules.legalMoves(s),
    chosen: [],
    choice: null,
    dodging: null,
    recent: [],
    play: (m) => played.push(m),
    cancel: () => undefined,
    startDodge: () => undefined,
    refuse: (text: string) => refused.push(text),
    played,
    refused,
    ...extra,
  };
}
