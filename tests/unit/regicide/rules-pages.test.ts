// Regicide's rules pages (newcomer s36 item 8: "the rules pages are dense text"): every page has a
// picture of what it explains, and its words come as short steps (a sentence a paragraph, none
// long), nothing of the rules lost; in English, French and Italian.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { rulesPages } from '../../../src/games/regicide/scene/rules-pages';
import { LANGS, addWords, loadLang, setLang, t, type TextKey } from '../../../src/services/i18n';

describe("Regicide's rules pages", () => {
  beforeAll(async () => {
    addWords(regicideStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterAll(() => setLang('en'));

  it('each page has a picture, and short steps that keep every word of the rules', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const pages = rulesPages();
      expect(pages.map((p) => p.picture), lang).toEqual(['cards', 'turn', 'plays', 'suits', 'exact', 'solo']);
      for (const p of pages) for (const para of p.paragraphs.flatMap((x) => x.split("\n"))) expect(para.length, `${lang} "${p.heading}": ${para}`).toBeLessThanOrEqual(300);
      const all = pages.flatMap((p) => p.paragraphs).join(' ').replace(/\s+/g, ' ');
      for (const i of [1, 2, 3, 4, 5]) expect(all, `${lang} rules${i}`).toContain(t(`regicide.rules${i}` as TextKey).replace(/\s+/g, ' '));
    }
  });

  it('the plays page is cut into steps (it was one paragraph)', () => {
    setLang('en');
    const plays = rulesPages()[2];
    expect(plays?.paragraphs.length).toBeGreaterThanOrEqual(2);
  });

  // newcomer s37 item 8: "a rules list is split across pages": the cards' powers and the suits'
  // powers each one paragraph (its lines one a suit), which the rules screen never cuts
  it('each list of the suits\' powers is one paragraph', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const pages = rulesPages();
      for (const i of [0, 3]) {
        const withSuits = (pages[i]?.paragraphs ?? []).filter((p) => /^[♥♦♣♠]\s/mu.test(p));
        expect(withSuits, `${lang} page ${i + 1}`).toHaveLength(1);
        for (const suit of ['♥', '♦', '♣', '♠']) expect(withSuits[0], `${lang} page ${i + 1} ${suit}`).toMatch(new RegExp(`^${suit}\\s`, 'mu'));
      }
    }
  });
});
