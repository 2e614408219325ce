// The hint's one-line reason for ending the turn counts its cards in the language's plural (a
// newcomer read "End turn: 1 new cards", s34).
import { afterEach, describe, expect, it } from 'vitest';
import { loadLang, setLang, t } from '../../../src/services/i18n';
import '../../../src/games/roi-du-ring/strings';

describe("the hint's reason for ending the turn", () => {
  afterEach(() => setLang('en'));

  it('says one new card, or several, in English, French and Italian', async () => {
    expect(t('roi.whyHint.end', { n: 1 })).toBe('End turn: 1 new card for your next turn');
    expect(t('roi.whyHint.end', { n: 2 })).toBe('End turn: 2 new cards for your next turn');
    await loadLang('fr');
    setLang('fr');
    expect(t('roi.whyHint.end', { n: 1 })).toBe('Fin du tour : 1 nouvelle carte pour votre prochain tour');
    expect(t('roi.whyHint.end', { n: 2 })).toBe('Fin du tour : 2 nouvelles cartes pour votre prochain tour');
    await loadLang('it');
    setLang('it');
    expect(t('roi.whyHint.end', { n: 1 })).toBe('Fine turno: 1 carta nuova per il prossimo turno');
    expect(t('roi.whyHint.end', { n: 2 })).toBe('Fine turno: 2 carte nuove per il prossimo turno');
  });
});
