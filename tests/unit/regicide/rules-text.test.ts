// The rules screen states the numbers the rules use (issue 26, third pass): a newcomer learns the
// hand limit, the jesters and the enemies' figures from it, in every language.

import { beforeAll, describe, expect, it } from 'vitest';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { HAND_LIMITS, JESTERS_IN_TAVERN, enemyAttack, enemyHealth } from '../../../src/games/regicide/rules/cards';
import { LANGS, addWords, loadLang, setLang, t, type TextKey } from '../../../src/services/i18n';

const page = (): string => [1, 2, 3, 4, 5].map((i) => t(`regicide.rules${i}` as TextKey)).join('\n');

describe('the Regicide rules screen', () => {
  beforeAll(async () => {
    addWords(regicideStrings);
    await loadLang('fr');
    await loadLang('it');
  });

  it('R-SETUP states each player count\'s hand limit and jesters, and R-ENEMY the royals\' health and attack', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const text = page();
      // 8 solo, 7 with 2, 6 with 3, 5 with 4: the limits in order, the one rule table.
      const limits = [...text.matchAll(/\b([5-8])\b/g)].map((m) => Number(m[1]));
      const want = HAND_LIMITS.slice(1);
      let at = 0;
      for (const n of limits) if (n === want[at]) at++;
      expect(at, `${lang}: hand limits ${want.join('/')} in order`).toBe(want.length);
      expect(JESTERS_IN_TAVERN.slice(1, 3)).toEqual([0, 0]);
      expect(text, lang).toMatch(new RegExp(`${enemyHealth('J♠')}/${enemyHealth('Q♠')}/${enemyHealth('K♠')}`));
      expect(text, lang).toMatch(new RegExp(`${enemyAttack('J♠')}/${enemyAttack('Q♠')}/${enemyAttack('K♠')}`));
    }
    setLang('en');
  });

  it('R-NO-REFILL, R-YIELD-LIMIT, R-LOSE-NO-MOVE and R-KILLER-PLAYS-ON are on the screen in English', () => {
    setLang('en');
    const text = page();
    expect(text).toMatch(/no other drawing/i);
    expect(text).toMatch(/not if every other player yielded/);
    expect(text).toMatch(/neither play nor yield/);
    expect(text).toMatch(/play again against the next royal/);
  });
});
