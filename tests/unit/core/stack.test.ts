import { describe, expect, it } from 'vitest';
import { StackError, checkDice, countOf, takeStacked } from '../../../src/core/stack';
import { TINY_CARDS, tinyRules } from '../../fixtures/tiny/rules';

const SET = ['a', 'b', 'c', 'c', 'd', 'e'];

function stackError(f: () => unknown): StackError {
  try {
    f();
  } catch (e) {
    if (e instanceof StackError) return e;
    throw e;
  }
  throw new Error('expected a StackError');
}

describe('countOf', () => {
  it('counts each component', () => {
    expect([...countOf(SET)]).toEqual([['a', 1], ['b', 1], ['c', 2], ['d', 1], ['e', 1]]);
  });
});

describe('takeStacked', () => {
  it('returns what the groups leave, in the order of the components', () => {
    expect(takeStacked(SET, [['e', 'c'], ['a']], 'deck')).toEqual(['b', 'c', 'd']);
    expect(takeStacked(SET, [['c', 'c']], 'deck')).toEqual(['a', 'b', 'd', 'e']);
  });

  it('takes nothing from empty or absent groups', () => {
    expect(takeStacked(SET, [], 'deck')).toEqual(SET);
    expect(takeStacked(SET, [[], []], 'deck')).toEqual(SET);
    expect(takeStacked(SET, [SET], 'deck')).toEqual([]);
  });

  it('does not touch its inputs', () => {
    const components = [...SET];
    const groups = [['d'], ['a']];
    takeStacked(components, groups, 'hands');
    expect(components).toEqual(SET);
    expect(groups).toEqual([['d'], ['a']]);
  });

  it('refuses an unknown id with ERR_BAD_STACK, naming it and the pile', () => {
    const e = stackError(() => takeStacked(SET, [['a'], ['zz']], 'tavern'));
    expect(e.code).toBe('ERR_BAD_STACK');
    expect(e.message).toBe('stack.tavern: "zz" is not a component of this game');
  });

  it('refuses an id used more often than the set has it, across groups', () => {
    const e = stackError(() => takeStacked(SET, [['b'], ['a', 'b']], 'hands'));
    expect(e.code).toBe('ERR_BAD_STACK');
    expect(e.message).toBe('stack.hands: "b" is used more times than the game has it');
    expect(() => takeStacked(SET, [['c', 'c', 'c']], 'deck')).toThrow(/"c" is used more times/);
  });

  it('refuses a group that is not a list, and an id that is not a string', () => {
    expect(stackError(() => takeStacked(SET, ['a' as unknown as string[]], 'deck')).message).toMatch(/expected a list of ids/);
    expect(stackError(() => takeStacked(SET, [[3 as unknown as string]], 'deck')).message).toMatch(/3 is not an id/);
  });

  it('is an Error', () => {
    expect(new StackError('x')).toBeInstanceOf(Error);
  });
});

describe('checkDice', () => {
  it('accepts no script and valid rolls', () => {
    expect(checkDice(undefined, 6)).toEqual([]);
    expect(checkDice([1, 6, 3], 6)).toEqual([1, 6, 3]);
    expect(checkDice([], 6)).toEqual([]);
  });

  it('refuses a script that is not a list of rolls of that die', () => {
    expect(() => checkDice('6', 6)).toThrow(StackError);
    for (const bad of [[0], [7], [2.5], ['3'], [null]]) {
      const e = stackError(() => checkDice(bad, 6));
      expect(e.code).toBe('ERR_BAD_STACK');
      expect(e.message).toMatch(/^stack\.dice: .* is not a roll of a d6$/);
    }
    expect(checkDice([20], 20)).toEqual([20]);
  });
});

describe('stacks through a game setup (the tiny test game)', () => {
  it('deals stacked hands, puts the stacked deck on top and the rest below in fixed order', () => {
    const s = tinyRules.setup({ players: 2, stack: { hands: [['9a'], []], deck: ['5b', '1a'] } }, 1);
    expect(s.hands).toEqual([['9a'], []]);
    expect(s.deck).toEqual(['5b', '1a', ...TINY_CARDS.filter((c) => !['9a', '5b', '1a'].includes(c))]);
  });

  it('deals unstacked hands from the top of the stacked deck', () => {
    const s = tinyRules.setup({ players: 2, stack: { deck: ['1a', '2a', '3a', '4a', '5a', '6a', '7a'] } }, 1);
    expect(s.hands).toEqual([['1a', '2a', '3a'], ['4a', '5a', '6a']]);
    expect(s.deck[0]).toBe('7a');
    expect(s.deck).toHaveLength(18 - 6);
  });

  it('shuffles what a stack leaves out when no deck is stacked', () => {
    const a = tinyRules.setup({ players: 2, stack: { hands: [['1a']] } }, 1);
    const b = tinyRules.setup({ players: 2, stack: { hands: [['1a']] } }, 2);
    expect(a.hands[0]).toEqual(['1a']);
    expect(a.hands[1]).toHaveLength(3);
    expect([...a.hands[1]!, ...a.deck].sort()).toEqual(TINY_CARDS.filter((c) => c !== '1a').sort());
    expect(a.deck).not.toEqual(b.deck);
  });

  it('refuses a stack that is not drawn from the real cards', () => {
    expect(() => tinyRules.setup({ players: 2, stack: { deck: ['10a'] } }, 1)).toThrow(StackError);
    expect(() => tinyRules.setup({ players: 2, stack: { hands: [['1a'], ['1a']] } }, 1)).toThrow(/"1a" is used more times/);
    expect(() => tinyRules.setup({ players: 2, stack: { dice: [9] } }, 1)).toThrow(/not a roll of a d6/);
  });
});
