// The review bar's line for a verdict (issue 29 item 2): chances in per cent, or Regality's proven outcomes and expected ally lead; where the bot's pick is.
import { afterEach, describe, expect, it } from 'vitest';
import { verdictLine } from '../../../src/app/verdict-line';
import { setLang } from '../../../src/services/i18n';

afterEach(() => setLang('en'));

describe('the verdict line of a review', () => {
  it('says the chance of winning before and after, in per cent, and where the bot’s pick is', () => {
    expect(verdictLine({ move: 8, before: 0.974, after: 0.021, mark: 'mistake' }, 'drawn')).toBe('Move 9, played from here: a mistake (97 % → 2 %). The bot’s pick is marked on the table.');
    expect(verdictLine({ move: 8, before: 0.974, after: 0.021, mark: 'mistake' }, 'otherSeat')).toBe('Move 9, played from here: a mistake (97 % → 2 %). Seen from the seat that played it, the table marks the bot’s pick.');
    expect(verdictLine({ move: 8, before: 0.5, after: 0.5, mark: 'good' })).toBe('Move 9, played from here: good (chance of winning 50 % → 50 %).');
  });

  it('says a proven outcome as a win, a draw or a loss, and an unproven value as the ally lead expected at the end', () => {
    expect(verdictLine({ move: 0, before: 1, after: 0, mark: 'mistake', exact: [true, true] }, 'drawn')).toBe('Move 1, played from here: a mistake (with best play: a win → a loss). The bot’s pick is marked on the table.');
    expect(verdictLine({ move: 0, before: 0.7, after: 0.5, mark: 'mistake', exact: [false, true] })).toBe('Move 1, played from here: a mistake (with best play: about 2 allies ahead at the end → a draw).');
    expect(verdictLine({ move: 0, before: 0.4, after: 0.5, mark: 'good', exact: [false, false] })).toBe('Move 1, played from here: good (with best play: about 1 ally behind at the end → about level at the end).');
    // A win the search found is a win, proven or not.
    expect(verdictLine({ move: 0, before: 1, after: 0.9, mark: 'good', exact: [false, false] })).toBe('Move 1, played from here: good (with best play: a win → about 4 allies ahead at the end).');
    setLang('fr');
    expect(verdictLine({ move: 0, before: 1, after: 0.5, mark: 'mistake', exact: [true, true] })).toBe('Coup 1, joué d’ici : une erreur (en jouant au mieux : une victoire → un nul).');
  });
});
