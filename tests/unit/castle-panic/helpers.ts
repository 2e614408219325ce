// Shared helpers for the Castle Panic rule tests: stacked setups, placed monsters, checked moves.

import { actWith, freeze, type Step as KitStep } from '../rules-kit';
import type { GameEvent } from '../../../src/core/contract';
import { HIT_POINTS, rules, type CastlePanicMove, type CastlePanicOptions, type CastlePanicStack, type CastlePanicState, type Monster, type Ring } from '../../../src/games/castle-panic/rules';

export const SEED = 11;

/** A stacked game at its first turn: the starting monsters dealt at random (`skipPlacing`). */
export function start(players: CastlePanicOptions['players'], stack: CastlePanicStack = {}, mode?: CastlePanicOptions['mode']): CastlePanicState {
  return skipPlacing(fresh(players, stack, mode));
}

/** A stacked game in its placing phase (phase 'setup'). */
export function fresh(players: CastlePanicOptions['players'], stack: CastlePanicStack = {}, mode?: CastlePanicOptions['mode']): CastlePanicState {
  return rules.setup({ players, mode: mode ?? (players === 1 ? 'solo' : 'coop'), stack }, SEED);
}

/**
 * A test shortcut past the placing phase: the six starting monsters dealt by the `start-deal`
 * move (the same monsters, ids and RNG the setup gave before the placing phase existed), but the
 * hands and deck kept as stacked (the first turn's draw up to a full hand undone), so a stacked
 * short hand stays short. States in another phase are returned as they are.
 */
export function skipPlacing(s: CastlePanicState): CastlePanicState {
  if (s.phase !== 'setup') return s;
  const r = rules.apply(s, { type: 'start-deal' });
  if (!r.ok) throw new Error(r.error.message);
  return { ...r.state, hands: s.hands, deck: s.deck, discard: s.discard };
}

/** A monster at full strength unless `hp` says otherwise; ids follow the list order. */
export type Placed = [kind: string, arc: number, ring: Ring, hp?: number];

/** The state with exactly these monsters on the board. */
export function withMonsters(state: CastlePanicState, placed: Placed[]): CastlePanicState {
  const s = skipPlacing(state);
  const monsters: Monster[] = placed.map(([kind, arc, ring, hp], id) => {
    const max = HIT_POINTS[kind] as number;
    return { id, kind, hp: hp ?? max, maxHp: max, arc, ring, tarred: false };
  });
  return { ...s, monsters, nextId: monsters.length };
}

export { freeze };
export type Step = KitStep<CastlePanicState>;

/** Apply a move that must be listed by legalMoves and succeed; the input is frozen. */
export const act = (state: CastlePanicState, move: CastlePanicMove): Step => actWith(rules, state, move);

/** Pass until the play phase. */
export function toPlay(state: CastlePanicState): CastlePanicState {
  let s = skipPlacing(state);
  while (s.phase !== 'play') s = act(s, { type: 'pass' }).state;
  return s;
}

/** End the play phase: the monsters move and the tokens are drawn. */
export const endPlay = (state: CastlePanicState): Step => act(state, { type: 'pass' });

export function refusal(state: CastlePanicState, move: unknown): { code: string; message: string } {
  const r = rules.apply(freeze(state), move as CastlePanicMove);
  if (r.ok) throw new Error(`expected ${JSON.stringify(move)} to be refused`);
  return r.error;
}

export const eventsOf = (events: GameEvent[], type: string): GameEvent[] => events.filter((e) => e.type === type);
export const typesOf = (events: GameEvent[]): string[] => events.map((e) => e.type);
export const where = (s: CastlePanicState): string[] => s.monsters.map((m) => `${m.id}:${m.kind}@${m.ring}${m.arc}/${m.hp}`);
export const playMoves = (s: CastlePanicState, card: string): CastlePanicMove[] =>
  rules.legalMoves(s).filter((m) => m.type === 'play' && m.card === card);
