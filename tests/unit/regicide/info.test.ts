// Regicide's "what is this?" cards in words (scene/info.ts): every card of every suit and rank
// says its value and its suit's power as the rulebook does, in English, French and Italian; the
// line on the enemy's immunity appears only for a card of the enemy's own suit (and not once a
// jester cancelled it); the enemy, the piles and the solo jester powers each have their card.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang, t, type TextKey } from '../../../src/services/i18n';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { cardInfo, cardTitle, castleInfo, comboSize, discardInfo, enemyInfo, immuneTo, powersInfo, shortName, tavernInfo } from '../../../src/games/regicide/scene/info';

const SUITS = ['C', 'D', 'H', 'S'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const LANGS = ['en', 'fr', 'it'] as const;
const VALUE: Record<string, number> = { A: 1, J: 10, Q: 15, K: 20 };
const value = (rank: string): number => VALUE[rank] ?? Number(rank);

describe('Regicide: what is this? (scene/info.ts)', () => {
  beforeAll(async () => {
    addWords(regicideStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterEach(() => setLang('en'));

  it('every card of every suit and rank, in EN/FR/IT: a title, its value, its suit power; the immunity line only for the enemy’s suit', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const enemy of ['JH', 'QC', 'KS', 'KD']) {
        for (const suit of SUITS) {
          for (const rank of RANKS) {
            const code = rank + suit;
            const info = cardInfo(code, { enemy, immunityCancelled: false, jesters: true });
            expect(info.title.length, `${lang} ${code}`).toBeGreaterThan(2);
            expect(info.card).toBe(code);
            const lines = info.body.split('\n');
            expect(lines[0]).toBe(t('regicide.info.value', { n: value(rank) }));
            expect(lines[1]).toBe(t(`regicide.info.power.${suit}`));
            expect(lines.every((l) => l.trim().length > 0)).toBe(true);
            const immunity = t('regicide.info.immuneHere', { enemy: cardTitle(enemy), suit: t(`regicide.suitName.${suit}`) });
            expect(lines.includes(immunity), `${lang} ${code} against ${enemy}`).toBe(suit === enemy.slice(-1));
            // Once a jester cancelled the immunity, no card says it.
            expect(cardInfo(code, { enemy, immunityCancelled: true, jesters: true }).body).not.toContain(immunity);
          }
        }
      }
    }
  });

  it('the rulebook’s numbers: values, combos up to 10 in all, the Ace as companion, a royal drawn back worth 10/15/20', () => {
    setLang('en');
    expect(cardInfo('7H', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('Worth 7: it deals 7 damage');
    expect(cardInfo('KS', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('worth 20 to attack and to cover');
    expect(cardInfo('QS', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('Worth 15');
    expect([2, 3, 4, 5, 6, 10].map((n) => comboSize(`${n}C`))).toEqual([4, 3, 2, 2, 1, 1]);
    expect(cardInfo('3D', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('up to 3 cards of this rank');
    expect(cardInfo('8D', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('No combo');
    expect(cardInfo('AD', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('Animal companion');
    expect(cardInfo('AD', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).not.toContain('Combo');
    expect(cardInfo('5C', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('The Jack of clubs is immune to clubs');
    expect(cardInfo('5C', { enemy: 'JH', immunityCancelled: false, jesters: true }).body).toContain('♣ Clubs double: the play deals double damage.');
    expect(immuneTo('5C', { enemy: null, immunityCancelled: false, jesters: true })).toBe(false);
    expect(cardInfo('X1', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toContain('its immunity is cancelled');
  });

  it('the enemy: health taken and left, attack less the shields, immunity to its own suit, the exact kill', () => {
    setLang('en');
    const body = enemyInfo('QS', 12, 4, false, true).body;
    expect(enemyInfo('QS', 12, 4, false, true).title).toBe('Queen of spades');
    expect(body).toContain('Enemy health 30: 12 damage taken, 18 left.');
    expect(body).toContain('Its attack 15');
    expect(body).toContain('15 − shields 4 = 11');
    expect(body).toContain('Immune to spades');
    expect(body).toContain('Exactly 18 more damage is a perfect kill');
    expect(body).toContain('worth 15');
    expect(enemyInfo('KH', 0, 0, true, true).body).toContain('cancelled by a jester');
    expect(enemyInfo('KH', 0, 0, true, true).body).not.toContain('Immune to');
    for (const lang of LANGS) {
      setLang(lang);
      for (const code of ['JC', 'QD', 'KH', 'KS']) {
        const e = enemyInfo(code, 3, 2, false, true);
        expect(e.title.length).toBeGreaterThan(3);
        expect(e.body.split('\n')).toHaveLength(4);
        expect(e.body).toContain(t(`regicide.suitName.${code.slice(-1)}` as TextKey));
      }
    }
  });

  it('R-IMMUNITY with no jester in the tavern (one or two players): the immunity lines say nothing of a jester, in EN/FR/IT', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const card = cardInfo('5C', { enemy: 'JC', immunityCancelled: false, jesters: false }).body;
      const enemy = enemyInfo('JC', 0, 0, false, false).body;
      for (const body of [card, enemy]) expect(body, `${lang}: ${body}`).not.toMatch(/jester|joker|jolly/i);
      // the first immunity's card says it lasts the whole game (the tavern holds no jester)
      expect(t('regicide.immune.bodyNoJester', { enemy: 'J', suit: 'C' })).not.toBe(t('regicide.immune.body', { enemy: 'J', suit: 'C' }));
      expect(card).toContain(t('regicide.info.immuneHereNoJester', { enemy: cardTitle('JC'), suit: t('regicide.suitName.C') }));
      expect(enemy).toContain(t('regicide.info.enemyImmuneNoJester', { suit: t('regicide.suitName.C') }));
      // with jesters (three or four players) the lines still say one ends the immunity
      expect(cardInfo('5C', { enemy: 'JC', immunityCancelled: false, jesters: true }).body).toMatch(/jester|joker|jolly/i);
    }
  });

  it('the piles and the jester powers, in EN/FR/IT, with plural forms', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const info of [tavernInfo(1), tavernInfo(30), castleInfo(1), castleInfo(11), discardInfo([]), discardInfo(['5H', 'KS']), powersInfo(2), powersInfo(0)]) {
        expect(info.title.length).toBeGreaterThan(2);
        expect(info.body.length).toBeGreaterThan(20);
        expect(info.body).not.toMatch(/\{|\}/);
      }
    }
    setLang('en');
    expect(tavernInfo(1).body.startsWith('1 card face down')).toBe(true);
    expect(tavernInfo(30).body.startsWith('30 cards face down')).toBe(true);
    expect(castleInfo(11).body).toContain('11 royals still to fight');
    expect(discardInfo(['5H', 'KS']).body).toContain('On top: King of spades.');
    expect(powersInfo(1).body).toContain('1 of 2 left');
    setLang('fr');
    expect(tavernInfo(1).body.startsWith('1 carte face cachée')).toBe(true);
    expect(discardInfo(['QH']).body).toContain('Dame de cœur');
  });

  it('royals carry the letters of the player’s language: J/Q/K, V/D/R in French, F/D/R in Italian', () => {
    expect(['JH', 'QS', 'KD', '10C', 'AH'].map(shortName)).toEqual(['J♥', 'Q♠', 'K♦', '10♣', 'A♥']);
    setLang('fr');
    expect(['JH', 'QS', 'KD'].map(shortName)).toEqual(['V♥', 'D♠', 'R♦']);
    expect(cardTitle('KD')).toBe('Roi de carreau');
    setLang('it');
    expect(['JH', 'QS', 'KD'].map(shortName)).toEqual(['F♥', 'D♠', 'R♦']);
    expect(cardTitle('QS')).toBe('Regina di picche');
  });
});
