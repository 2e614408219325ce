// The review bar's line for a verdict (issue 29 item 2): chances in per cent, or Regality's proven outcomes and ally balance.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verdictLine } from '../../../src/app/verdict-line';
import { loadLang, setLang } from '../../../src/services/i18n';

beforeAll(async () => {
  await loadLang('fr');
});
afterEach(() => setLang('en'));

describe('the verdict line of a review', () => {
  it('says the chance of winning before and after, in per cent', () => {
    expect(verdictLine({ move: 3, before: 0.974, after: 0.021, mark: 'mistake' })).toBe('The move played here: a mistake (97 % → 2 %). The bot’s pick is marked.');
    expect(verdictLine({ move: 3, before: 0.5, after: 0.5, mark: 'good' })).toBe('The move played here: good (chance of winning 50 % → 50 %)');
  });

  it('says a proven outcome as won, drawn or lost, and an unproven value as the ally balance', () => {
    expect(verdictLine({ move: 1, before: 1, after: 0, mark: 'mistake', exact: [true, true] })).toBe('The move played here: a mistake (won → lost). The bot’s pick is marked.');
    expect(verdictLine({ move: 1, before: 0.7, after: 0.5, mark: 'mistake', exact: [false, true] })).toBe('The move played here: a mistake (ally lead +2 → drawn). The bot’s pick is marked.');
    expect(verdictLine({ move: 1, before: 0.4, after: 0.4, mark: 'good', exact: [false, false] })).toBe('The move played here: good (with perfect play: ally lead −1 → ally lead −1)');
    setLang('fr');
    expect(verdictLine({ move: 1, before: 1, after: 0.5, mark: 'mistake', exact: [true, true] })).toBe('Le coup joué ici : une erreur (gagné → nul). Le choix du bot est marqué.');
  });
});
