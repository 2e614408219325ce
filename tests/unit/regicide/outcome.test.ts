// Regicide's end screen in words (scene/outcome.ts): a defeat names its cause (the damage to
// cover against what the hand holds, or no card to play), a solo victory its medal by the jester
// powers used (gold none, silver one, bronze two), in English, French and Italian.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang, t } from '../../../src/services/i18n';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { rules, type RegicideState } from '../../../src/games/regicide/rules';
import { defeatCause, describeOutcome, outcomeTable } from '../../../src/games/regicide/scene/outcome';
import { act, playCards, start } from './helpers';

describe('Regicide: the end screen (scene/outcome.ts)', () => {
  beforeAll(async () => {
    addWords(regicideStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterEach(() => setLang('en'));

  it('the defeat line counts the enemies that fell in the singular and the plural, in each language', () => {
    expect([0, 1, 2].map((n) => t('regicide.outcome.lose', { n }))).toEqual(['Defeat: 0 enemies of 12 fell.', 'Defeat: 1 enemy of 12 fell.', 'Defeat: 2 enemies of 12 fell.']);
    setLang('fr');
    expect([1, 2].map((n) => t('regicide.outcome.lose', { n }))).toEqual(['Défaite : 1 ennemi sur 12 est tombé.', 'Défaite : 2 ennemis sur 12 sont tombés.']);
    setLang('it');
    expect([1, 2].map((n) => t('regicide.outcome.lose', { n }))).toEqual(['Sconfitta: caduto 1 nemico su 12.', 'Sconfitta: caduti 2 nemici su 12.']);
  });

  it('R-LOSE-DAMAGE: the cause names the damage to cover and what the hand holds', () => {
    // 2♥ on the Jack of clubs: it strikes back for 10 and the 3♠ left covers only 3.
    const s = playCards(start(2, { castle: ['JC'], hands: [['2H', '3S'], ['3H']] }), '2H').state;
    expect(s.status).toBe('lost');
    expect(defeatCause(s)).toBe('10 damage to cover, only 3 in hand.');
    const outcome = rules.outcome(s);
    expect(outcome).not.toBeNull();
    if (!outcome) return;
    expect(describeOutcome(outcome, {}, s)).toBe('Defeat: 0 enemies of 12 fell.');
    const table = outcomeTable(outcome, {}, s);
    expect(table?.rows).toEqual([
      ['Enemies defeated', '0 of 12'],
      ['Last enemy', 'Jack of clubs, 18 health left'],
      ['Cause of defeat', '10 damage to cover, only 3 in hand.'],
    ]);
    setLang('fr');
    expect(defeatCause(s)).toBe('10 dégâts à couvrir, seulement 3 en main.');
    expect(outcomeTable(outcome, {}, s)?.rows[1]).toEqual(['Dernier ennemi', 'Valet de trèfle, 18 points de vie restants']);
    setLang('it');
    expect(defeatCause(s)).toBe('10 danni da coprire, solo 3 in mano.');
  });

  it('R-LOSE-NO-MOVE: an empty hand that may not yield (the other player yielded last): no card to play', () => {
    // The 10♠ shields the whole attack; Player 2, empty-handed, yields; Player 1 may neither play nor yield.
    let s: RegicideState = playCards(start(2, { castle: ['JC', 'JD'], hands: [['10S'], []] }), '10S').state;
    expect(s.status).toBe('playing');
    s = act(s, { type: 'yield' }).state;
    expect(s.status).toBe('lost');
    expect(defeatCause(s)).toBe('Player 1 had no card to play and could not yield.');
    for (const lang of ['fr', 'it'] as const) {
      setLang(lang);
      expect(defeatCause(s)?.length).toBeGreaterThan(20);
      expect(defeatCause(s)).not.toMatch(/\{|\}/);
    }
  });

  it('R-MEDAL: a solo victory shows its medal and the jester powers used; no cause when not lost', () => {
    const s = start(1, { castle: ['JC'], hands: [['10S']] });
    expect(defeatCause(s)).toBeNull();
    const cases = [
      [2, 'gold', 'Gold', '0 of 2'],
      [1, 'silver', 'Silver', '1 of 2'],
      [0, 'bronze', 'Bronze', '2 of 2'],
    ] as const;
    for (const [left, label, medal, used] of cases) {
      const won: RegicideState = { ...s, status: 'won', enemy: null, castle: [], jestersLeft: left };
      const outcome = rules.outcome(won);
      expect(outcome?.label).toBe(label);
      if (!outcome) continue;
      expect(describeOutcome(outcome, {}, won)).toBe(`Victory with the ${label} medal.`);
      expect(outcomeTable(outcome, {}, won)?.rows).toEqual([
        ['Enemies defeated', '12 of 12'],
        ['Medal', medal],
        ['Jester powers used', used],
        ['Cards left in the tavern', String(won.tavern.length)],
      ]);
    }
    setLang('it');
    const won: RegicideState = { ...s, status: 'won', enemy: null, castle: [], jestersLeft: 1 };
    const outcome = rules.outcome(won);
    if (outcome) expect(outcomeTable(outcome, {}, won)?.rows[1]).toEqual(['Medaglia', 'Argento']);
  });

  // Newcomer s33 (p100): the win screen was one bare line while a defeat had its table.
  it('a victory with two players has its summary too: the royals defeated and the tavern left', () => {
    const s = start(2, { castle: ['JC'], hands: [['10S'], ['3H']] });
    const won: RegicideState = { ...s, status: 'won', enemy: null, castle: [], tavern: ['2C', '3C'] };
    const outcome = rules.outcome(won);
    expect(outcome?.winners.length).toBeGreaterThan(0);
    if (!outcome) return;
    expect(outcomeTable(outcome, {}, won)?.rows).toEqual([
      ['Enemies defeated', '12 of 12'],
      ['Cards left in the tavern', '2'],
    ]);
  });
});
