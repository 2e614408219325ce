// The end screen of Le Roi du Ring (scene/outcome.ts): what ended the fight, read from the game's
// events (who knocked whom out, with what, in which round; the crowd's tomatoes), then the King of
// the Ring and the hp left; and the score as a table, a row per fighter. The rulebook ends a fight
// by knock-out only (the last one standing wins and scores the hp left).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core';
import { rules, type RoiMove, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { koCause, outcomeTable, outcomeText } from '../../../src/games/roi-du-ring/scene/outcome';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';

addWords(roiStrings);
beforeAll(async () => {
  await loadLang('fr');
  await loadLang('it');
});
afterEach(() => setLang('en'));

/** Both keep their hands, then `edit` sets the table, then `moves` are played; the events of them all. */
function fight(options: RoiOptions, edit: (s: RoiState) => void, moves: RoiMove[]): { state: RoiState; events: GameEvent[] } {
  let s = rules.setup({ ...options, stack: { draw: ['XR', 'AC'], ...options.stack } }, 7);
  const events: GameEvent[] = [];
  const play = (m: RoiMove): void => {
    const r = rules.apply(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  };
  play({ type: 'exchange', cards: [] });
  play({ type: 'exchange', cards: [] });
  s = structuredClone(s);
  edit(s);
  for (const m of moves) play(m);
  return { state: s, events };
}

const ended = (r: { state: RoiState; events: GameEvent[] }) => {
  const outcome = rules.outcome(r.state);
  if (!outcome) throw new Error('the fight should be over');
  return { outcome, text: outcomeText(outcome, r.state, r.events), table: outcomeTable(outcome, r.state) };
};

const hands = { hands: [['5H', '2C', '3C', '4C', 'JC'], ['9S', '2D', '3D', '4D', '6C']] };

describe('Roi du Ring end screen', () => {
  it('a hit: "Red knocked Blue out with a hit in round 1", the King and the table per fighter', () => {
    const r = fight({ players: 2, stack: hands }, (s) => {
      s.fighters[0] = { ...s.fighters[0]!, x: 3, y: 3 };
      s.fighters[1] = { ...s.fighters[1]!, hp: 2 };
    }, [{ type: 'strike', card: '5H', target: 1, mode: 'hit' }, { type: 'take' }]);
    const { text, table, outcome } = ended(r);
    expect(outcome.winners).toEqual([0]);
    expect(koCause(r.events)).toEqual({ ko: 1, by: 0, how: 'hit' });
    expect(text).toBe('Red knocked Blue out with a hit in round 1. Red is the King of the Ring, with 10 hp left.');
    expect(table.head).toEqual(['Fighter', 'Hp left', 'Result', 'Score']);
    expect(table.rows).toEqual([
      ['Red', '10 hp', 'King of the Ring', '10'],
      ['Blue', '0 hp', 'KO', '0'],
    ]);
    setLang('fr');
    expect(ended(r).text).toBe('Rouge a mis Bleu KO avec un coup au round 1. Rouge est le Roi du Ring, avec 10 PV restants.');
    expect(ended(r).table.rows[0]).toEqual(['Rouge', '10 PV', 'Roi du Ring', '10']);
    setLang('it');
    expect(ended(r).text).toContain('ha messo KO');
    expect(ended(r).text).toContain('ripresa 1');
  });

  it('a charge with the special cards, in a later round', () => {
    const r = fight({ players: 2, advanced: { specialCards: true }, stack: hands }, (s) => {
      s.fighters[0] = { ...s.fighters[0]!, x: 2, y: 4 };
      s.fighters[1] = { ...s.fighters[1]!, hp: 1 };
      s.round = 7;
    }, [{ type: 'charge', card: 'JC', target: 1 }, { type: 'take' }]);
    expect(koCause(r.events)).toEqual({ ko: 1, by: 0, how: 'charge' });
    expect(ended(r).text).toMatch(/^Red knocked Blue out with a charge in round 7\. /);
  });

  it('the crowd\'s tomatoes knock out a fighter who did nothing', () => {
    const r = fight({ players: 2, stack: hands }, (s) => {
      s.fighters[0] = { ...s.fighters[0]!, hp: 1 };
    }, [{ type: 'end', draw: 0 }]);
    const { text, outcome, table } = ended(r);
    expect(outcome.winners).toEqual([1]);
    expect(koCause(r.events)).toEqual({ ko: 0, by: null, how: 'tomatoes' });
    expect(text).toMatch(/^Red fell under the crowd's tomatoes in round 1\. Blue is the King of the Ring/);
    expect(table.rows[0]?.[2]).toBe('KO');
    expect(table.rows[1]?.[2]).toBe('King of the Ring');
  });

  it('the kinds of blow read from the events: counter, fury, surprise, psychic and its counter', () => {
    const hit = (extra: GameEvent[]): GameEvent[] => [...extra, { type: 'hit', seat: 1, by: 0, damage: 1 }, { type: 'hp', seat: 1, amount: -1, hp: 0, reason: 'hit' }, { type: 'ko', seat: 1 }, { type: 'win', seat: 0 }];
    expect(koCause(hit([{ type: 'strike', seat: 0, target: 1, card: '5H', mode: 'hit', counter: true }]))?.how).toBe('counter');
    expect(koCause(hit([{ type: 'strike', seat: 0, target: 1, card: '5H', mode: 'hit', counter: false, fury: true }]))?.how).toBe('fury');
    expect(koCause(hit([{ type: 'surprise', seat: 0, target: 1 }, { type: 'strike', seat: 0, target: 1, card: '5H', mode: 'hit', counter: true }]))?.how).toBe('surprise');
    const psychic: GameEvent[] = [{ type: 'psychic', seat: 0, target: 1, cards: ['5H', '5C'], level: 1, counter: false }, { type: 'hp', seat: 1, amount: -1, hp: 0, reason: 'psychic' }, { type: 'ko', seat: 1 }];
    expect(koCause(psychic)).toEqual({ ko: 1, by: 0, how: 'psychic' });
    const back: GameEvent[] = [{ type: 'psychic', seat: 0, target: 1, cards: ['5H', '5C'], level: 1, counter: false }, { type: 'psychic', seat: 1, target: 0, cards: ['7H', '7C', '7D'], level: 3, counter: true }, { type: 'hp', seat: 0, amount: -2, hp: 0, reason: 'psychic' }, { type: 'ko', seat: 0 }];
    expect(koCause(back)).toEqual({ ko: 0, by: 1, how: 'psychicCounter' });
    expect(koCause([])).toBeNull();
  });
});
