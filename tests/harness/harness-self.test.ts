// The harness must be able to fail: each deliberately broken variant of the tiny game below
// breaks one invariant, and the harness has to throw a HarnessError naming it.

import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tinyRules, type TinyMove, type TinyState } from '../fixtures/tiny/rules';
import { HarnessError, INVARIANT, isPlainJson, runHarness, type HarnessSpec, type Invariant } from './harness';
import { tinyHarnessSpec } from './registry';

type TinyRules = typeof tinyRules;

function specWith(name: string, patch: Partial<TinyRules>): HarnessSpec {
  const rules = { ...tinyRules, ...patch } as TinyRules;
  return { ...tinyHarnessSpec, name, rules, games: 50 };
}

function failureOf(spec: HarnessSpec): HarnessError {
  try {
    runHarness(spec);
  } catch (e) {
    if (e instanceof HarnessError) return e;
    throw e;
  }
  throw new Error(`the harness passed the broken game "${spec.name}"`);
}

const play = (state: TinyState, move: TinyMove) => tinyRules.apply(state, move);

let counter = 0; // module-level state: exactly what a rules module must not have

const broken: [string, Partial<TinyRules>, Invariant][] = [
  [
    'mutates its input',
    {
      apply: (state, move) => {
        const r = play(state, move);
        if (r.ok && move.type === 'draw') state.deck.pop();
        return r;
      },
    },
    INVARIANT.mutation,
  ],
  [
    'unstable legal move order',
    {
      legalMoves: (state) => {
        const moves = tinyRules.legalMoves(state);
        return counter++ % 2 === 0 ? moves : [...moves].reverse();
      },
    },
    INVARIANT.stable,
  ],
  [
    'duplicate legal moves',
    { legalMoves: (state) => tinyRules.legalMoves(state).flatMap((m): TinyMove[] => (m.type === 'roll' ? [m, m] : [m])) },
    INVARIANT.unique,
  ],
  [
    'accepts a card it does not hold',
    {
      apply: (state, move) => {
        const r = play(state, move);
        if (r.ok || r.error.code !== 'ERR_NOT_LEGAL' || move.type !== 'play') return r;
        return { ok: true, state: { ...state, current: 1 - state.current }, events: [] };
      },
    },
    INVARIANT.refused,
  ],
  [
    'refuses a legal move',
    { apply: (state, move) => (move.type === 'roll' ? { ok: false, error: { code: 'ERR_NOT_LEGAL', message: 'no' } } : play(state, move)) },
    INVARIANT.applies,
  ],
  [
    'leaks the other hand',
    { view: (state, seat) => ({ ...tinyRules.view(state, seat), hands: state.hands.map((h) => [...h]) }) },
    INVARIANT.hidden,
  ],
  ['shows the RNG', { view: (state, seat) => ({ ...tinyRules.view(state, seat), rng: state.rng }) }, INVARIANT.hidden],
  [
    'never ends',
    {
      legalMoves: (state) => (state.status === 'over' ? [] : [{ type: 'roll' }]),
      apply: (state, move) => {
        if (JSON.stringify(move) !== '{"type":"roll"}') return { ok: false, error: { code: 'ERR_NOT_LEGAL', message: 'Only rolls here.' } };
        return { ok: true, state: { ...state, current: 1 - state.current }, events: [] };
      },
    },
    INVARIANT.termination,
  ],
  [
    'nondeterministic rolls (module-level counter)',
    {
      apply: (state, move) => {
        const r = play(state, move);
        if (!r.ok || move.type !== 'roll') return r;
        return { ...r, state: { ...r.state, total: state.total + (counter++ % 6) + 1 } };
      },
    },
    INVARIANT.determinism,
  ],
  [
    'nondeterministic setup',
    { setup: (options, seed) => tinyRules.setup(options, (seed as number) + (counter++ % 2)) },
    INVARIANT.determinism,
  ],
  [
    'legal moves left after the game ends',
    { legalMoves: (state) => (state.status === 'over' ? [{ type: 'roll' }] : tinyRules.legalMoves(state)) },
    INVARIANT.over,
  ],
  [
    'state that is not plain JSON',
    { setup: (options, seed) => ({ ...tinyRules.setup(options, seed), loser: undefined as unknown as null }) },
    INVARIANT.json,
  ],
  [
    'winner out of range',
    { outcome: (state) => (state.status === 'over' ? { winners: [2] } : null) },
    INVARIANT.outcome,
  ],
];

describe('the harness catches broken games', () => {
  it('passes the real tiny game', () => {
    expect(runHarness({ ...tinyHarnessSpec, games: 50 }).games).toBe(50);
  });

  it.each(broken)('fails a broken game: %s', (name, patch, invariant) => {
    const error = failureOf(specWith(name, patch));
    expect(error.invariant).toBe(invariant);
    expect(error.message).toContain(`[${invariant}]`);
    expect(error.message).toMatch(/seed \d+, move \d+/);
  });

  it('fails a replay that diverges from the game as played', () => {
    // Each apply of a roll is deterministic within one game run but a fresh replay sees other
    // values: the roll depends on how many games this module has set up.
    let games = 0;
    const error = failureOf(
      specWith('replay-dependent', {
        setup: (options, seed) => {
          games++;
          return tinyRules.setup(options, seed);
        },
        apply: (state, move) => {
          const r = play(state, move);
          if (!r.ok || move.type !== 'roll') return r;
          return { ...r, state: { ...r.state, total: state.total + Math.floor(games / 3) % 2 + 1 } };
        },
      }),
    );
    expect(error.invariant).toBe(INVARIANT.replay);
  });
});

describe("isPlainJson, the harness's plain-JSON check", () => {
  class Point {
    x = 1;
  }
  const sparse: unknown[] = [1];
  sparse[2] = 3;
  const withKey = Object.assign([1, 2], { extra: true });
  const samples: [string, unknown][] = [
    ['null', null],
    ['a string', 'a\u00e9\ud800'],
    ['true', true],
    ['a number', 3.25],
    ['zero', 0],
    ['minus zero', -0],
    ['NaN', NaN],
    ['Infinity', -Infinity],
    ['undefined', undefined],
    ['a function', () => 1],
    ['a symbol', Symbol('s')],
    ['a nested state', { a: [1, { b: 'c', d: [null, false] }], e: {} }],
    ['undefined in an object', { a: 1, b: undefined }],
    ['undefined in an array', [1, undefined]],
    ['a function in an array', [1, () => 2]],
    ['NaN deep inside', { a: [{ b: NaN }] }],
    ['a hole', sparse],
    ['an array with another key', withKey],
    ['a class instance', { p: new Point() }],
    ['a Map', new Map([[1, 2]])],
    ['a Set in an array', [new Set([1])]],
    ['a Date', { when: new Date(0) }],
    ['a null-prototype object', Object.assign(Object.create(null) as object, { a: 1 })],
    ['a symbol key', { [Symbol('k')]: 1, a: 2 }],
    ['a boxed number', [Object(1) as unknown]],
    ['an array subclass', new (class extends Array<number> {})()],
  ];
  it.each(samples)('agrees with the JSON round trip on %s', (_name, v) => {
    const json = JSON.stringify(v);
    const roundTrip = json !== undefined && isDeepStrictEqual(JSON.parse(json), v);
    expect(isPlainJson(v)).toBe(roundTrip);
  });
});
