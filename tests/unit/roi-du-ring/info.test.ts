// "What is this?" on the Roi du Ring table (scene/info.ts): every card of the deck says what it
// does by colour, suit and rank, in English, French and Italian, never empty; the special cards'
// abilities, the surprise, fury and psychic lines only when those rules are on; a fighter, the
// Champion's square, the ropes, the deck and the discard.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CARDS } from '../../../src/games/roi-du-ring/rules/cards';
import { rules, type RoiRulesOn, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { cardInfo, cardLines, cardTitle, championInfo, deckInfo, discardInfo, fighterInfo, squareInfo } from '../../../src/games/roi-du-ring/scene/info';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';

const NONE: RoiRulesOn = { specialCards: false, surprise: false, psychic: false, fury: false };
const ALL: RoiRulesOn = { specialCards: true, surprise: true, psychic: true, fury: true };
const LANGS = ['en', 'fr', 'it'] as const;

addWords(roiStrings);
beforeAll(async () => {
  await loadLang('fr');
  await loadLang('it');
});
afterEach(() => setLang('en'));

describe('Roi du Ring card info', () => {
  it('every suit, rank and joker has a title and a body in EN, FR and IT, with no key or placeholder left', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const on of [NONE, ALL]) {
        for (const card of ALL_CARDS) {
          const info = cardInfo(card, on);
          expect(info.title.length, `${lang} ${card}`).toBeGreaterThan(2);
          expect(info.body.length, `${lang} ${card}`).toBeGreaterThan(60);
          expect(`${info.title}\n${info.body}`, `${lang} ${card}`).not.toMatch(/roi\.|[{}]/);
        }
      }
    }
  });

  it('says what the colour, suit and value do (English)', () => {
    expect(cardTitle('7H')).toBe('7 of Hearts');
    expect(cardTitle('QS')).toBe('Queen of Spades');
    expect(cardTitle('XR')).toBe('Red joker');
    const hearts = cardLines('7H', NONE);
    expect(hearts[0]).toContain('Red, hearts: strikes a fighter next to you, diagonally');
    expect(hearts[1]).toContain('Parry: stops a diagonal hit');
    expect(hearts[2]).toContain('Value 7');
    expect(cardLines('9D', NONE)[0]).toContain('straight');
    expect(cardLines('3C', NONE)[0]).toContain('step one square straight');
    expect(cardLines('3C', NONE)[1]).toContain('Dodge: against a diagonal hit');
    expect(cardLines('4S', NONE)[0]).toContain('diagonally');
    expect(cardLines('4S', NONE)[1]).toContain('Dodge: against a straight hit');
    expect(cardLines('KD', NONE)[2]).toContain('Value 13');
    expect(cardLines('XR', NONE).join(' ')).toMatch(/eye-poke.*red joker parries.*Value 14/);
    expect(cardLines('XB', NONE).join(' ')).toMatch(/eye-poke.*black joker dodges/);
  });

  it('French and Italian name the cards in their own words (V/D/R, F/D/R)', () => {
    setLang('fr');
    expect(cardTitle('JC')).toBe('Valet de trèfle');
    expect(cardTitle('XB')).toBe('Joker noir');
    expect(cardInfo('QH', NONE).body).toContain('Valeur 12');
    setLang('it');
    expect(cardTitle('QD')).toBe('Donna di quadri');
    expect(cardInfo('5S', NONE).body).toContain('in diagonale');
  });

  it('the special cards speak of their ability only with the special-cards rule on', () => {
    for (const rank of ['J', 'Q', 'K', 'A']) {
      expect(cardLines(`${rank}C`, NONE).join(' ')).not.toContain('Special card');
      expect(cardLines(`${rank}C`, { ...NONE, specialCards: true }).join(' ')).toContain('Special card');
    }
    expect(cardLines('JC', { ...NONE, specialCards: true }).join(' ')).toContain('a charge on a fighter two squares away straight, the square between free');
    expect(cardLines('QS', { ...NONE, specialCards: true }).join(' ')).toContain('spit at a fighter up to two squares away, diagonally');
    expect(cardLines('KH', { ...NONE, specialCards: true }).join(' ')).toContain('+1 hp');
    expect(cardLines('KH', { ...NONE, specialCards: true }, true).join(' ')).toContain('teammate');
    expect(cardLines('AD', { ...NONE, specialCards: true }).join(' ')).toContain('a trip');
    expect(cardLines('7C', { ...NONE, specialCards: true }).join(' ')).not.toContain('Special card');
  });

  it('surprise (red cards), fury (its value +3, at most 14) and psychic lines only with their rules', () => {
    expect(cardLines('7H', NONE).join(' ')).not.toMatch(/Surprise|Fury|Psychic/);
    expect(cardLines('7H', { ...NONE, surprise: true }).join(' ')).toContain('Surprise attack');
    expect(cardLines('7C', { ...NONE, surprise: true }).join(' ')).not.toContain('Surprise');
    expect(cardLines('7H', { ...NONE, fury: true }).join(' ')).toContain('counts as 10');
    expect(cardLines('QH', { ...NONE, fury: true }).join(' ')).toContain('counts as 14');
    // R-FURY-MODE: only a hit is a fury blow: a black move card never strikes one; a jack's charge does.
    expect(cardLines('7S', { ...NONE, fury: true }).join(' ')).not.toContain('Fury');
    expect(cardLines('JS', { ...NONE, fury: true }).join(' ')).not.toContain('Fury');
    expect(cardLines('JS', { ...NONE, fury: true, specialCards: true }).join(' ')).toContain('Fury blow');
    expect(cardLines('7H', { ...NONE, psychic: true }).join(' ')).toContain('Psychic attack');
    expect(cardLines('AH', { ...NONE, psychic: true }).join(' ')).toContain('ace is low or high');
    expect(cardLines('XR', { ...NONE, psychic: true }).join(' ')).toContain('stands for any card');
    expect(cardLines('XR', NONE).join(' ')).not.toContain('stands for any card');
  });
});

describe('Roi du Ring table info', () => {
  const start = (): RoiState => rules.setup({ players: 2, advanced: { fury: true } }, 7);

  it('a fighter: hp, fury, tripped, its square and cards in hand, in every language', () => {
    const s = start();
    const f = s.fighters[0]!;
    s.fighters[0] = { ...f, hp: 6, fury: 3, x: 2, y: 2 };
    s.tripped = [0];
    const body = fighterInfo(s, 0).body;
    expect(fighterInfo(s, 0).title).toBe('Red');
    expect(body).toContain('6 hp of 10');
    expect(body).toContain('Fury 3 of 8');
    expect(body).toContain('Tripped');
    expect(body).toContain("Champion's square");
    expect(body).toContain('5 cards in hand');
    expect(fighterInfo(s, 1).body).toContain('In a corner');
    s.fighters[1] = { ...s.fighters[1]!, hp: 0, ko: true };
    expect(fighterInfo(s, 1).body).toContain('Knocked out');
    for (const lang of LANGS) {
      setLang(lang);
      for (const seat of [0, 1]) expect(fighterInfo(s, seat).body, lang).not.toMatch(/roi\.|[{}]|^$/);
    }
  });

  it('the Champion, the ropes, a corner, the deck and the discard', () => {
    const s = start();
    expect(championInfo(NONE).body).toContain('1 hp more');
    expect(championInfo(NONE).body).not.toContain('cheer');
    expect(championInfo(ALL).body).toContain("King's cheer");
    expect(squareInfo(2, 2, NONE)?.title).toBe("The Champion's square");
    expect(squareInfo(0, 2, NONE)?.title).toBe('The ropes');
    expect(squareInfo(4, 4, NONE)?.title).toBe('A corner');
    expect(squareInfo(1, 1, NONE)).toBeNull();
    expect(deckInfo(s).body).toContain(`${s.deck.length} cards, face down`);
    s.discard = ['7H'];
    expect(discardInfo(s).body).toContain('1 card, face up');
    expect(discardInfo(s).body).toContain('On top: 7♥');
    for (const lang of LANGS) {
      setLang(lang);
      for (const info of [championInfo(ALL), squareInfo(0, 2, ALL)!, squareInfo(0, 0, ALL)!, deckInfo(s), discardInfo(s)]) {
        expect(info.title.length, lang).toBeGreaterThan(2);
        expect(`${info.title} ${info.body}`, lang).not.toMatch(/roi\.|[{}]/);
      }
    }
  });
});
