import { describe, expect, it } from 'vitest';
import { allTables, holeNames as holes, LANGS, setLang, t } from '../../../src/services/i18n';

describe('words: one typed dictionary, complete in English, French and Italian', () => {
  const tables = allTables();
  const keys = Object.keys(tables.en).sort();

  it('has the same keys in every language, none empty', () => {
    expect(keys.length).toBeGreaterThan(50);
    for (const lang of LANGS) {
      expect(Object.keys(tables[lang]).sort(), lang).toEqual(keys);
      for (const k of keys) expect(tables[lang][k]?.trim(), `${lang} ${k}`).toBeTruthy();
    }
  });

  it('keeps the same {holes} in every translation', () => {
    for (const lang of LANGS) for (const k of keys) expect(holes(tables[lang][k] ?? ''), `${lang} ${k}`).toEqual(holes(tables.en[k] ?? ''));
  });

  it('is translated: most French and Italian strings differ from the English', () => {
    for (const lang of ['fr', 'it'] as const) {
      const same = keys.filter((k) => tables[lang][k] === tables.en[k]);
      expect(same.length / keys.length, `${lang}: ${same.join(', ')}`).toBeLessThan(0.15);
    }
  });

  it('fills holes and follows the language switch', () => {
    setLang('fr');
    expect(t('host.toPlay', { name: 'Alice' })).toBe('Au tour d’Alice');
    setLang('it');
    expect(t('menu.players', { n: '2-4' })).toBe('2-4 giocatori');
    setLang('en');
    expect(t('app.title')).toBe('Four Crowns');
  });
});
