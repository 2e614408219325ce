// A card refused from a play names the rule it breaks (newcomer s33: "That card cannot join
// this play" for 7♥ + 7♠ said no reason).
import { describe, expect, it } from 'vitest';
import { whyNotPlay } from '../../../src/games/regicide/scene/why-not';
import { playIsLegal } from '../../../src/games/regicide/rules/moves';
import fr from '../../../src/games/regicide/strings.fr';
import it_ from '../../../src/games/regicide/strings.it';

describe('whyNotPlay', () => {
  it('7 hearts + 7 spades: a combo of equal ranks totals at most 10', () => {
    expect(playIsLegal(['7H', '7S'])).toBe(false);
    expect(whyNotPlay(['7H'], '7S')).toEqual({ key: 'regicide.why.total', total: 14 });
  });
  it('different ranks without an ace', () => {
    expect(whyNotPlay(['3H'], '5S').key).toBe('regicide.why.rank');
  });
  it('an ace pairs with one other card', () => {
    expect(whyNotPlay(['AH', '5S'], '2C').key).toBe('regicide.why.aceOne');
    expect(whyNotPlay(['2H', '2S'], 'AC').key).toBe('regicide.why.aceOne');
  });
  it('a jester is played alone', () => {
    expect(whyNotPlay(['5S'], 'XX').key).toBe('regicide.why.jester');
    expect(whyNotPlay(['X1'], '5S').key).toBe('regicide.why.jester');
  });
  it('every reason is worded in FR and IT too (EN: the keys\' own table)', () => {
    for (const key of ['regicide.why.jester', 'regicide.why.aceOne', 'regicide.why.rank', 'regicide.why.total', 'regicide.why.covered']) {
      for (const table of [fr, it_] as Record<string, string>[]) expect(table[key], key).toBeTruthy();
    }
    expect((fr as Record<string, string>)['regicide.why.total']).toContain('{total}');
  });
});
