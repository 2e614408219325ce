// The words service's forms: plurals chosen by the language's own plural rules (Intl.PluralRules),
// and names joined to a preposition with their article and the language's contractions and elisions
// ("Au tour de la Royauté", "Tocca al Giocatore 1"), on the game's real tables.
import { afterEach, describe, expect, it } from 'vitest';
import { allTables, format, holeNames, LANGS, setLang, t } from '../../src/services/i18n';

afterEach(() => setLang('en'));

describe('plural forms: {n, plural, one {...} other {...}} follows each language’s rules', () => {
  const cards = '{n, plural, one {# card} other {# cards}}';
  it('picks one or other by Intl.PluralRules: English 0 cards, French 0 carte, Italian 0 carte', () => {
    expect([0, 1, 2].map((n) => format(cards, { n }, 'en'))).toEqual(['0 cards', '1 card', '2 cards']);
    const fr = '{n, plural, one {# carte} other {# cartes}}';
    expect([0, 1, 2, 5].map((n) => format(fr, { n }, 'fr'))).toEqual(['0 carte', '1 carte', '2 cartes', '5 cartes']);
    const it_ = '{n, plural, one {# carta} other {# carte}}';
    expect([0, 1, 2].map((n) => format(it_, { n }, 'it'))).toEqual(['0 carte', '1 carta', '2 carte']);
  });

  it('prefers an exact =N branch, falls back to other, and fills holes inside a branch', () => {
    const text = '{n, plural, =0 {no card for {name}} one {one card for {name}} other {# cards for {name}}}';
    expect(format(text, { n: 0, name: 'Red' }, 'en')).toBe('no card for Red');
    expect(format(text, { n: 1, name: 'Red' }, 'en')).toBe('one card for Red');
    expect(format(text, { n: 7, name: 'Red' }, 'en')).toBe('7 cards for Red');
    expect(format('{n, plural, other {# PV}}', { n: 1 }, 'fr')).toBe('1 PV');
  });

  it("a branch's own words are not a hole: {q, plural, other {captured}} has q only; holes inside a branch count", () => {
    expect(holeNames('{name} {q, plural, other {captured}}: onto the tavern')).toEqual(['name', 'q']);
    expect(holeNames('{name} {q, plural, =1 {capturée} other {capturé}} : sur la taverne')).toEqual(['name', 'q']);
    expect(holeNames('{n, plural, one {# card from {who}} other {# cards}}')).toEqual(['n', 'who']);
    setLang('en');
    expect(t('regicide.captured', { name: 'Jack of diamonds', q: 0 })).toBe('Jack of diamonds captured: onto the tavern');
    setLang('fr');
    expect(t('regicide.defeated', { name: 'la Dame de cœur', q: 1 })).toBe('la Dame de cœur vaincue');
  });

  it('leaves a hole with no value, or a broken plural, as written', () => {
    expect(format('{n} and {m}', { n: 1 }, 'en')).toBe('1 and {m}');
    expect(format('{n, plural, one {# card} other', { n: 1 }, 'en')).toBe('{n, plural, one {# card} other');
    expect(format('{n, plural, one {# card} junk}', { n: 1 }, 'en')).toBe('{n, plural, one {# card} junk}');
  });

  it('says "exchanges 1 card", "échange 1 carte", "scambia 1 carta" in Le Roi du Ring’s log', () => {
    expect(t('roi.log.exchange', { name: 'Red', n: 1 })).toBe('Red exchanges 1 card.');
    expect(t('roi.log.exchange', { name: 'Red', n: 3 })).toBe('Red exchanges 3 cards.');
    setLang('fr');
    expect(t('roi.log.exchange', { name: 'Rouge', n: 1 })).toBe('Rouge échange 1 carte.');
    expect(t('roi.log.draw', { name: 'Rouge', n: 2 })).toBe('Rouge pioche 2 cartes.');
    expect(t('roi.outcome', { name: 'Rouge', hp: 1 })).toBe('Rouge est le Roi du Ring, avec 1 PV restant.');
    setLang('it');
    expect(t('roi.log.exchange', { name: 'Rosso', n: 1 })).toBe('Rosso scambia 1 carta.');
    expect(t('roi.outcome', { name: 'Rosso', hp: 4 })).toBe('Rosso è il Re del Ring, con 4 PV rimasti.');
  });

  it('agrees Regality’s allies with their count', () => {
    setLang('fr');
    expect(t('regality.outcome.draw', { a: 1 })).toBe('Égalité : 1 allié chacun.');
    expect(t('regality.log.over', { a: 5, b: 4 })).toBe('Le royaume est plein : 5 alliés contre 4.');
    setLang('it');
    expect(t('regality.log.over', { a: 1, b: 0 })).toBe('Il regno è pieno: 1 alleato contro 0.');
  });
});

describe('names with their article: {name, the}, {name, de}, {name, a}', () => {
  it('writes the turn line in French with elision and contraction', () => {
    setLang('fr');
    expect(t('host.toPlay', { name: 'Joueur 1' })).toBe('Au tour de Joueur 1');
    expect(t('host.toPlay', { name: 'Royauté' })).toBe('Au tour de la Royauté');
    expect(t('host.toPlay', { name: 'Alice' })).toBe('Au tour d’Alice');
    expect(t('host.toPlay', { name: "L'Overlord" })).toBe("Au tour de l'Overlord");
    expect(format('{name, de}', { name: 'Roi' }, 'fr')).toBe('Du Roi');
    expect(format('la zone {name, de}', { name: 'Roi' }, 'fr')).toBe('la zone du Roi');
    expect(format('Passez {name, à}', { name: 'Roi' }, 'fr')).toBe('Passez au Roi');
  });

  it('writes the turn line in Italian with the articled preposition', () => {
    setLang('it');
    expect(t('host.toPlay', { name: 'Giocatore 1' })).toBe('Tocca al Giocatore 1');
    expect(t('host.toPlay', { name: 'Regalità' })).toBe('Tocca alla Regalità');
    expect(t('host.toPlay', { name: 'Alice' })).toBe('Tocca ad Alice');
    expect(t('host.toPlay', { name: "L'Overlord" })).toBe('Tocca all’Overlord');
    expect(format('la zona {name, di}', { name: 'Sciamano' }, 'it')).toBe('la zona dello Sciamano');
    expect(format('Passa {name, a}', { name: 'Eremita' }, 'it')).toBe('Passa all’Eremita');
  });

  it('capitalises the article at the start of a sentence only', () => {
    setLang('fr');
    expect(t('regality.outcome.majority', { name: 'Royauté', a: 5, b: 4 })).toBe('La Royauté gagne, 5 alliés contre 4.');
    expect(t('regality.log.place', { name: 'Religion', tile: 'Évêque', cell: 5 })).toBe('La Religion pose l’Évêque sur la case 5.');
    expect(t('regality.between.draw', { name: 'Religion', next: 2 })).toBe('Partie nulle. La Religion choisit qui commence la partie 2.');
    expect(t('regality.outcome.death', { loser: 'Royauté', name: 'Religion' })).toBe('La Royauté a la Mort pour alliée : la Religion gagne.');
    setLang('it');
    expect(t('regality.outcome.death', { loser: 'Regalità', name: 'Religione' })).toBe('La Regalità ha la Morte come alleata: vince la Religione.');
  });

  it('keeps English as it was', () => {
    expect(t('host.toPlay', { name: 'Regality' })).toBe('Regality to play');
    expect(format('{name, the} plays', { name: 'Red' }, 'en')).toBe('Red plays');
  });
});

describe('every table: each hole fills', () => {
  it('formats every string of every language with no hole left over', () => {
    const tables = allTables();
    for (const lang of LANGS)
      for (const [key, text] of Object.entries(tables[lang])) {
        const params = Object.fromEntries(holeNames(text).map((n) => [n, 2]));
        const out = format(text, params, lang);
        expect(out, `${lang} ${key}`).not.toMatch(/\{\s*\w+\s*[,}]/);
      }
  });
});
