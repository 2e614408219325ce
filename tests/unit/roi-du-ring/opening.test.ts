// R-FIRST on screen (issue 15 defect 7): the start of a new game says what each fighter drew and
// who starts; a tie for the highest card says the tied fighters drew again.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/roi-du-ring/rules';
import { valueOf } from '../../../src/games/roi-du-ring/rules';
import { openingLines } from '../../../src/games/roi-du-ring/scene/opening';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';

addWords(roiStrings);
beforeAll(async () => {
  await loadLang('fr');
  await loadLang('it');
});
afterEach(() => setLang('en'));

describe('Roi du Ring opening lines', () => {
  it('R-FIRST a stacked draw: each card named, the highest starts', () => {
    const s = rules.setup({ players: 3, stack: { draw: ['5C', 'KH', 'QS'] } }, 1);
    expect(openingLines(s)).toEqual(['The draw for who starts: Red drew 5♣, Blue drew K♥, Green drew Q♠.', 'Blue has the highest card and starts.']);
    setLang('fr');
    expect(openingLines(s)).toEqual(['Le tirage pour savoir qui commence : Rouge a tiré 5♣, Bleu a tiré R♥, Vert a tiré D♠.', 'Bleu a la plus haute carte et commence.']);
    setLang('it');
    const it_ = openingLines(s).join(' ');
    expect(it_).toContain('Blu ha la carta più alta e inizia.');
    expect(it_).not.toMatch(/[{}]|roi\./);
  });

  it('R-FIRST a tie for the highest card: the lines say the tied fighters drew again, and name the one who starts', () => {
    let seen = 0;
    for (let seed = 0; seed < 400 && seen < 3; seed++) {
      const s = rules.setup({ players: 4 }, seed);
      const best = Math.max(...s.startDraw.map(valueOf));
      if (s.startDraw.filter((c) => valueOf(c) === best).length < 2) continue;
      seen++;
      const [, who] = openingLines(s);
      expect(who).toMatch(/^A tie for the highest card: those fighters drew again, and (Red|Blue|Green|Yellow) starts\.$/);
      expect(who).toContain(['Red', 'Blue', 'Green', 'Yellow'][s.first]!);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
