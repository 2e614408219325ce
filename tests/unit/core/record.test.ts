import { describe, expect, it } from 'vitest';
import type { AnyRules } from '../../../src/core/contract';
import { checkRecordShape, replay, type GameRecord, type RegisteredRules } from '../../../src/core/record';
import { TINY_VERSION, tinyRules, type TinyMove, type TinyOptions, type TinyState } from '../../fixtures/tiny/rules';

const registry: Record<string, RegisteredRules> = { tiny: { rules: tinyRules, version: TINY_VERSION } };
const lookup = (game: string) => registry[game];

/** A record of the tiny game with a stacked start, so the moves below are known to be legal. */
const options: TinyOptions = { players: 2, stack: { deck: ['1a', '2a', '3a', '4a', '5a', '6a'], dice: [4] } };
const moves: TinyMove[] = [
  { type: 'play', card: '1a' }, // seat 0 was dealt 1a 2a 3a, seat 1 4a 5a 6a
  { type: 'draw' },
  { type: 'roll' },
];
const good: GameRecord = { game: 'tiny', version: TINY_VERSION, options, seed: 7, moves };

describe('checkRecordShape', () => {
  it('accepts a record', () => {
    expect(checkRecordShape(good)).toBeNull();
  });

  it.each([
    ['not an object', null],
    ['a list', []],
    ['no game', { ...good, game: 3 }],
    ['no version', { ...good, version: 1.5 }],
    ['no options', { ...good, options: 'x' }],
    ['options as a list', { ...good, options: [] }],
    ['no seed', { ...good, seed: Number.NaN }],
    ['seed as text', { ...good, seed: '7' }],
    ['no moves', { ...good, moves: {} }],
  ])('refuses %s', (_what, raw) => {
    expect(checkRecordShape(raw)?.code).toBe('ERR_RECORD_SHAPE');
  });
});

describe('replay', () => {
  it('rebuilds the game move by move', () => {
    const r = replay(good, lookup);
    if (!r.ok) throw new Error(r.error.message);
    let state = tinyRules.setup(options, 7);
    const expected = [state];
    for (const m of moves) {
      const a = tinyRules.apply(state, m);
      if (!a.ok) throw new Error(a.error.message);
      state = a.state;
      expected.push(state);
    }
    expect(r.states).toEqual(expected);
    expect(r.state).toEqual(state);
    expect((r.state as TinyState).total).toBe(1 + 4);
  });

  it('survives the record going through JSON', () => {
    const r = replay(JSON.parse(JSON.stringify(good)), lookup);
    expect(r.ok && r.states.length).toBe(moves.length + 1);
  });

  it('refuses a malformed record', () => {
    const r = replay({ ...good, moves: 'none' }, lookup);
    expect(!r.ok && r.error.code).toBe('ERR_RECORD_SHAPE');
  });

  it('refuses a record of a game it does not have', () => {
    const r = replay({ ...good, game: 'chess' }, lookup);
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_RECORD_GAME', message: expect.stringContaining('"chess"') as unknown });
  });

  it('refuses a record from another version of the rules', () => {
    const r = replay({ ...good, version: TINY_VERSION + 1 }, lookup);
    expect(!r.ok && r.error.code).toBe('ERR_RECORD_VERSION');
    expect(!r.ok && r.error.message).toMatch(/version 2 .* version 1/);
  });

  it('names the first illegal move by its index', () => {
    const r = replay({ ...good, moves: [moves[0], { type: 'play', card: '1a' }, moves[1]] }, lookup);
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_RECORD_MOVE', at: 1 });
    expect(!r.ok && r.error.message).toMatch(/^Move 2 of the record is not legal: /);
  });

  it('reports a setup that throws (a bad stack) instead of throwing', () => {
    const r = replay({ ...good, options: { players: 2, stack: { deck: ['1a', '1a', '1a'] } } }, lookup);
    expect(!r.ok && r.error.code).toBe('ERR_RECORD_SETUP');
    expect(!r.ok && r.error.message).toMatch(/"1a" is used more times/);
  });

  it('reports a rules engine that throws on a move, with its index', () => {
    const throwing: AnyRules = {
      ...(tinyRules as AnyRules),
      apply: () => {
        throw new Error('boom');
      },
    };
    const r = replay(good, () => ({ rules: throwing, version: TINY_VERSION }));
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_RECORD_MOVE', at: 0, message: expect.stringContaining('boom') as unknown });
  });

  it('replays an empty game to its setup', () => {
    const r = replay({ ...good, moves: [] }, lookup);
    expect(r.ok && r.states).toEqual([tinyRules.setup(options, 7)]);
  });
});
