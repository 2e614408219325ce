// Regicide's panel for the person while a bot partner decides (a newcomer's report, issue 30): it
// read "Suffer 10 damage ... Your hand is your health" while the bot paid, as if the person had to.
// Now another seat's step is said as that seat's, with the person's own health; and once the game
// is over the panel has no step and no health to read.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { panelLines, panelTitle } from '../../../src/games/regicide/scene/table-words';
import { playCards, start } from './helpers';

describe('Regicide panel words for another seat\'s step', () => {
  beforeAll(() => addWords(regicideStrings));

  it('seat 1 (a bot) covering the Jack\'s 10: seat 0 reads that seat 1 suffers, not a step of its own', () => {
    // seat 0 plays 2♣ against the Jack of clubs (attack 10, no shield): seat 0 covers 10
    const s0 = start(2, { hands: [['2C', '3C', '4C', '5C', '6C', '7C', '8C'], ['2H', '3H', '4H', '5H', '6H', '7H', '10H']], castle: ['JC'] });
    const s = playCards(s0, '2C').state;
    expect(s.phase).toBe('discard');
    expect(s.current).toBe(0);
    // the same step seen from seat 1 (the partner watching seat 0 cover)
    expect(panelTitle(s, 1)).toBe('The enemy strikes: 10');
    expect(panelTitle(s, 0)).toBe('Suffer 10 damage');
    const lines = panelLines(s, 1, [], false);
    expect(lines[0]).toBe('Player 1 discards cards worth 10 or more to survive the attack.');
    expect(lines[2]).toMatch(/^Your hand is your health: \d+/);
    expect(panelLines(s, 0, [], false)[0]).not.toContain('Player 1');
  });

  it('once the game is over: no lines', () => {
    const s0 = start(1, { hands: [['2C']], castle: ['JC'] });
    const over = { ...s0, status: 'lost' as const };
    expect(panelLines(over, 0, [], false)).toEqual([]);
  });
});

// Newcomer s35: "Chosen: 16 of 15" read as if 16 of 15 were too many or not enough; cards that
// cover the damage say so, in each language; short of it, how much of the damage is chosen.
describe('Regicide panel: the cards chosen to cover the damage', () => {
  beforeAll(async () => {
    addWords(regicideStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterEach(() => setLang('en'));

  it('16 chosen against 15: "covers 15", never "16 of 15"; 8 of 15 still "8 of 15", in EN/FR/IT', () => {
    // 5♣ on the Queen of diamonds: 10 damage, its attack of 15 to cover (no shield)
    const s = playCards(start(1, { castle: ['QD'], hands: [['5C', '10H', '6S', '2H', '3D', '4H', '9C', '7S']] }), '5C').state;
    expect(s.phase).toBe('discard');
    expect(s.toDiscard).toBe(15);
    const words: Record<string, string[]> = {};
    for (const lang of ['en', 'fr', 'it'] as const) {
      setLang(lang);
      words[lang] = [panelLines(s, 0, ['10H', '6S'], false)[0] ?? '', panelLines(s, 0, ['10H', '2H', '3D'], true)[0] ?? '', panelLines(s, 0, ['4H', '2H'], false)[0] ?? ''];
    }
    expect(words).toEqual({
      en: ['Chosen: 16, covers 15', 'Chosen: 15, covers 15', 'Chosen: 6 of 15'],
      fr: ['Choisi : 16, couvre 15', 'Choisi : 15, couvre 15', 'Choisi : 6 sur 15'],
      it: ['Scelte: 16, coprono 15', 'Scelte: 15, coprono 15', 'Scelte: 6 su 15'],
    });
  });
});
