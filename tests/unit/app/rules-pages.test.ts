// Issue 30 item 7: each game's rules screen, as pages, in every language: a first page with a
// picture, a turn as numbered steps, the modes and our decisions on pages of their own, a phone's
// words saying "tap" (never "click"), and no key left untranslated. The screen itself (the
// picture drawn beside the words, every screen above its buttons) is tests/e2e/rules-screen.spec.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesPage } from '../../../src/services/catalog';
import { unitsOf } from '../../../src/services/rules-units';
import { LANGS, addWords, loadLang, setLang, t } from '../../../src/services/i18n';
import { PILE_TOKENS } from '../../../src/games/castle-panic/rules/data';
import { tokenTitle } from '../../../src/games/castle-panic/scene/info';
import { castlePanicStrings } from '../../../src/games/castle-panic/strings';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';
import { regalityStrings } from '../../../src/games/regality/strings';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { rulesPages as castlePanicPages } from '../../../src/games/castle-panic/scene/rules-pages';
import { rulesPages as roiPages } from '../../../src/games/roi-du-ring/scene/rules-pages';
import { rulesPages as regalityPages } from '../../../src/games/regality/scene/rules-pages';
import { rulesPages as regicidePages } from '../../../src/games/regicide/scene/rules-pages';

/** Each game's pages as its entry gives them (Regality's tiles, the glossary, stand in as one paragraph: regality.spec.ts reads them). */
const PAGES: Record<string, (touch: boolean) => RulesPage[]> = {
  'castle-panic': castlePanicPages,
  'roi-du-ring': () => roiPages(),
  regality: () => regalityPages(['• Citizen — …']),
  regicide: () => regicidePages(),
};

/** Per game: the first page's picture, the page of numbered steps (its index), the pages each language must have apart. */
const GAMES = {
  'castle-panic': { picture: 'board', steps: 1, apart: 4 },
  'roi-du-ring': { picture: 'ring', steps: 1, apart: 5 },
  regality: { picture: 'board', steps: 1, apart: 5 },
  regicide: { picture: 'cards', steps: 1, apart: 5 },
} as const;

/** The words for a mouse's click in each language, which a phone's rules must not use. */
const CLICK: Record<string, RegExp> = { en: /\bclick/i, fr: /\bclic/i, it: /\bclic/i };

describe('the rules screens as pages', () => {
  beforeAll(async () => {
    for (const words of [castlePanicStrings, roiStrings, regalityStrings, regicideStrings]) addWords(words);
    await loadLang('fr');
    await loadLang('it');
  });

  for (const [id, want] of Object.entries(GAMES)) {
    it(`${id}: a picture first, the turn in numbered steps, its parts on pages apart, in every language`, () => {
      const pagesOf = PAGES[id];
      expect(pagesOf).toBeDefined();
      for (const lang of LANGS) {
        setLang(lang);
        for (const touch of [false, true]) {
          const pages = pagesOf?.(touch) ?? [];
          expect(pages.length, `${lang}`).toBeGreaterThan(want.apart);
          expect(pages[0]?.picture, `${lang}: the first page's picture`).toBe(want.picture);
          const headings = pages.map((p) => p.heading);
          expect(new Set(headings).size, `${lang}: headings ${headings.join(' | ')}`).toBe(headings.length);
          for (const page of pages) {
            expect(page.heading.trim().length, lang).toBeGreaterThan(2);
            expect(page.paragraphs.length, `${lang} ${page.heading}`).toBeGreaterThan(0);
            for (const p of [page.heading, ...page.paragraphs]) {
              expect(p, `${lang} ${page.heading}`).not.toMatch(/\b(cp|roi|regality|regicide|host)\.[a-zA-Z]/);
              expect(p, `${lang} ${page.heading}`).not.toMatch(/[{}]/);
            }
          }
          if (want.steps >= 0) {
            const steps = pages[want.steps]?.paragraphs.join('\n') ?? '';
            // numbered from 1, each step on a line of its own, in order
            const numbers = [...steps.matchAll(/^(\d)\. /gm)].map((m) => Number(m[1]));
            expect(numbers.length, `${lang}: the turn's steps`).toBeGreaterThanOrEqual(2);
            expect(numbers, lang).toEqual(numbers.map((_, i) => i + 1));
          }
          const all = pages.flatMap((p) => p.paragraphs).join('\n');
          if (touch) expect(all, `${lang}: a phone's rules`).not.toMatch(CLICK[lang] ?? /$^/);
        }
      }
      setLang('en');
    });
  }

  it('Castle Panic\'s rules list every kind of monster token in the pile, once, with its count and what it does', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const page = castlePanicPages(false).find((p) => p.heading === t('cp.rulesHead.tokens'));
      const lines = (page?.paragraphs ?? []).flatMap((p) => p.split('\n')).filter((l) => l.startsWith('• '));
      const kinds = [...new Set(PILE_TOKENS)];
      expect(lines, lang).toHaveLength(kinds.length);
      for (const kind of kinds) {
        const n = PILE_TOKENS.filter((x) => x === kind).length;
        const name = n > 1 ? `${tokenTitle(kind)} ×${n}` : tokenTitle(kind);
        expect(lines.filter((l) => l.startsWith(`• ${name} — `)), `${lang} ${kind}`).toHaveLength(1);
      }
      if (lang === 'en') expect(lines).toContain('• Orc ×9 — 2 hit points');
    }
    setLang('en');
  });

  it('Castle Panic\'s rules say "tap" on a phone and "click" on a desktop', () => {
    for (const [lang, tap] of [
      ['en', /A tap on a card/],
      ['fr', /Touchez une carte/],
      ['it', /toccare la carta/],
    ] as const) {
      setLang(lang);
      const phone = castlePanicPages(true).flatMap((p) => p.paragraphs).join('\n');
      const desktop = castlePanicPages(false).flatMap((p) => p.paragraphs).join('\n');
      expect(phone, lang).toMatch(tap);
      expect(desktop, lang).toMatch(CLICK[lang] ?? /$^/);
    }
    setLang('en');
  });
});

describe('packing a page into screens (unitsOf)', () => {
  it('a list breaks between its lines, its lead kept with the first; other paragraphs stay whole', () => {
    expect(unitsOf('• a\n• b\n• c')).toEqual(['• a', '• b', '• c']);
    expect(unitsOf('1. Draw.\n2. Play.')).toEqual(['1. Draw.', '2. Play.']);
    expect(unitsOf('Our decisions:\n• a\n• b')).toEqual(['Our decisions:\n• a', '• b']);
    expect(unitsOf('A paragraph.')).toEqual(['A paragraph.']);
    // a lead with a line after the list that is not a list line: whole
    expect(unitsOf('1. Place.\n2. Use.\nThen the other plays.')).toEqual(['1. Place.\n2. Use.\nThen the other plays.']);
  });
});

