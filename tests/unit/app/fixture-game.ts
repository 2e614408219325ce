// A private two-seat card game for the app tests: a shuffled hidden deck (RNG in state.rng),
// hands hidden from the other seat, moves draw / pass / play / shuffle, over after `maxMoves` moves.
import type { AnyRules, Applied, Outcome } from '../../../src/core/contract';
import { HIDDEN } from '../../../src/core/contract';
import { Rng, seedRng } from '../../../src/core/rng';
import type { RulesEntry, RulesLookup } from '../../../src/services/session';

export interface FixtureOptions {
  players?: number; // 2 by default
  maxMoves?: number; // 12 by default
}

export interface FixtureState {
  rng: number;
  deck: string[];
  hands: string[][];
  table: string[][];
  current: number;
  moves: number;
  maxMoves: number;
}

export type FixtureMove = { type: 'draw' } | { type: 'pass' } | { type: 'shuffle' } | { type: 'play'; card: string };

const CARDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
const fail = (code: string, message: string): Applied<FixtureState> => ({ ok: false, error: { code, message } });

function players(options: unknown): number {
  const o = options as FixtureOptions;
  return o.players ?? 2;
}

function over(s: FixtureState): boolean {
  return s.moves >= s.maxMoves;
}

function legal(s: FixtureState): FixtureMove[] {
  if (over(s)) return [];
  const out: FixtureMove[] = [{ type: 'pass' }];
  if (s.deck.length > 0) out.push({ type: 'draw' }, { type: 'shuffle' });
  for (const card of s.hands[s.current] ?? []) out.push({ type: 'play', card });
  return out;
}

export const fixtureRules: AnyRules = {
  id: 'fixture',
  defaults: { players: 2, maxMoves: 12 } satisfies FixtureOptions,
  setup(options: unknown, seed: number): FixtureState {
    const o = options as FixtureOptions;
    const n = players(o);
    if (!Number.isInteger(n) || n < 2 || n > 3) throw new Error('players must be 2 or 3');
    const rng = new Rng(seedRng(seed));
    const deck = rng.shuffleInPlace(CARDS.slice());
    const hands = Array.from({ length: n }, () => deck.splice(0, 2));
    return { rng: rng.state, deck, hands, table: hands.map(() => []), current: 0, moves: 0, maxMoves: o.maxMoves ?? 12 };
  },
  actor(state: unknown) {
    const s = state as FixtureState;
    return over(s) ? null : s.current;
  },
  legalMoves(state: unknown) {
    return legal(state as FixtureState);
  },
  apply(state: unknown, move: unknown): Applied<unknown> {
    const s = state as FixtureState;
    if (over(s)) return fail('ERR_GAME_OVER', 'The game is over.');
    if (typeof move !== 'object' || move === null) return fail('ERR_BAD_MOVE', 'That is not a move.');
    const m = move as FixtureMove;
    const next: FixtureState = JSON.parse(JSON.stringify(s)) as FixtureState;
    const hand = next.hands[next.current] as string[];
    switch (m.type) {
      case 'pass':
        break;
      case 'draw': {
        const card = next.deck.shift();
        if (card === undefined) return fail('ERR_NOT_LEGAL', 'The deck is empty.');
        hand.push(card);
        break;
      }
      case 'shuffle': {
        if (next.deck.length === 0) return fail('ERR_NOT_LEGAL', 'The deck is empty.');
        const rng = new Rng(next.rng);
        rng.shuffleInPlace(next.deck);
        next.rng = rng.state;
        break;
      }
      case 'play': {
        const i = hand.indexOf(m.card);
        if (i < 0) return fail('ERR_NOT_LEGAL', 'You do not hold that card.');
        hand.splice(i, 1);
        (next.table[next.current] as string[]).push(m.card);
        break;
      }
      default:
        return fail('ERR_BAD_MOVE', 'That is not a move of this game.');
    }
    next.moves += 1;
    next.current = (next.current + 1) % next.hands.length;
    return { ok: true, state: next, events: [{ type: m.type }] };
  },
  outcome(state: unknown): Outcome | null {
    const s = state as FixtureState;
    if (!over(s)) return null;
    const scores = s.table.map((t) => t.length);
    const best = Math.max(...scores);
    return { winners: scores.flatMap((v, i) => (v === best ? [i] : [])), scores };
  },
  view(state: unknown, seat: number) {
    const s = state as FixtureState;
    return {
      ...s,
      deck: s.deck.map(() => HIDDEN),
      hands: s.hands.map((h, i) => (i === seat ? h.slice() : h.map(() => HIDDEN))),
    };
  },
};

export const FIXTURE_VERSION = 3;

export const fixtureEntry: RulesEntry = { rules: fixtureRules, version: FIXTURE_VERSION, seats: players };

export const fixtureLookup: RulesLookup = (game) => (game === 'fixture' ? fixtureEntry : undefined);

/** A Storage in memory, like localStorage. */
export class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
}
