// The rules screen states the numbers the rules use (issue 26, third pass): the hand size for
// every count of defenders and Master Slayer's points, in every language.

import { beforeAll, describe, expect, it } from 'vitest';
import { castlePanicStrings } from '../../../src/games/castle-panic/strings';
import { handSizeFor } from '../../../src/games/castle-panic/rules/data';
import { LANGS, addWords, loadLang, setLang, t } from '../../../src/services/i18n';

const numbers = (s: string): number[] => [...s.matchAll(/\d+/g)].map((m) => Number(m[0]));

describe('the Castle Panic rules screen', () => {
  beforeAll(async () => {
    addWords(castlePanicStrings);
    await loadLang('fr');
    await loadLang('it');
  });

  it('R-HAND-SIZE: the hand size for 1 or 2, 3 to 5 and 6 defenders, as handSizeFor gives them', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const at = /\(([^)]*)\)/.exec(t('cp.rules2'))?.[1] ?? '';
      // "6 cards with 1 or 2 defenders, 5 with 3 to 5, 4 with 6"
      expect(numbers(at).slice(0, 8), lang).toEqual([handSizeFor(1), 1, 2, handSizeFor(3), 3, 5, handSizeFor(6), 6]);
      expect(handSizeFor(2), 'one size for 1 and 2').toBe(handSizeFor(1));
      expect(handSizeFor(5), 'one size for 3 to 5').toBe(handSizeFor(3));
    }
    setLang('en');
  });

  it('R-MASTER-SLAYER: points are goblin 1, orc 2, troll 3, boss 4; ties go to the most monsters slain', () => {
    setLang('en');
    expect(t('cp.rulesMasterSlayer')).toMatch(/goblin 1 point, orc 2, troll 3, boss 4/);
    expect(t('cp.rulesMasterSlayer')).toMatch(/most monsters slain/);
  });
});
