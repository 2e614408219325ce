// The rules screen's castle cards (scene/glossary.ts, the end of entry.ts rulesText): every card
// kind of the deck is listed once, with its name and the exact effect of its "what is this?" card,
// in English, French and Italian, and every page fits the rules screen alone. The special cards'
// rule lines (cp.cardText.*, drawn on their faces by scene/card-view.ts) exist and are short.
import { afterEach, describe, expect, it } from 'vitest';
import { allTables, setLang, t, type TextKey } from '../../../src/services/i18n';
import { CARD_KINDS } from '../../../src/games/castle-panic/rules/data';
import { cardGlossary } from '../../../src/games/castle-panic/scene/glossary';
import { cardEffect, cardTitle } from '../../../src/games/castle-panic/scene/info';

const LANGS = ['en', 'fr', 'it'] as const;

/**
 * The rules screen (src/app/rules-screen.ts, opened by src/app/scenes/host/actions.ts) never splits a paragraph, so a page must
 * fit alone. Its tightest screens: 1600x900, 17 lines of 22 px type about 95 characters wide; a
 * phone of 740x360, 14 lines of 30 px type about 110 wide. A page is counted at 90 characters a
 * line, each entry starting a line, and held to 14 lines (tests/e2e/cp-cards.spec.ts sees the
 * pages drawn above the screen's buttons).
 */
const LINE_CHARS = 90;
const PAGE_LINES = 14;
const linesOf = (page: string): number => page.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / LINE_CHARS)), 0);

const UNIT = /^(archer|knight|swordsman|hero)-/;

describe('the castle cards on the rules screen', () => {
  afterEach(() => setLang('en'));

  for (const lang of LANGS) {
    it(`${lang}: every card kind of the deck, once, with its name and exact effect`, () => {
      setLang(lang);
      const entries = cardGlossary().flatMap((page) => page.split('\n').filter((line) => line.startsWith('• ')));
      expect(entries).toHaveLength(CARD_KINDS.length);
      for (const kind of CARD_KINDS) {
        const entry = `• ${cardTitle(kind)} — ${cardEffect(kind)}`;
        expect(entries.filter((e) => e === entry), `${lang} ${kind}`).toHaveLength(1);
        expect(entry, `${lang} ${kind}`).not.toMatch(/cp\.[a-z]|[{}]/);
      }
    });

    it(`${lang}: each paragraph is five cards' lines, no heading of its own, and fits the rules screen alone`, () => {
      setLang(lang);
      const pages = cardGlossary();
      pages.forEach((page, i) => {
        expect(page.split('\n').every((line) => line.startsWith('• ')), `${lang} page ${i + 1}`).toBe(true);
        expect(linesOf(page), `${lang} page ${i + 1}:\n${page}`).toBeLessThanOrEqual(PAGE_LINES);
      });
    });
  }

  it('en: the special cards read as a newcomer looks them up', () => {
    const all = cardGlossary().join('\n');
    expect(all).toContain('• Barbarian — Slays one monster wherever it stands');
    expect(all).toContain('• Knight (any colour) — Hits one monster in the Knights ring, in an arc of any colour');
    for (const name of ['Brick', 'Mortar', 'Drive him back', 'Fortify wall', 'Missing', 'Nice shot', 'Scavenge', 'Tar', 'Draw 2', 'Hero (blue)', 'Swordsman (green)']) expect(all).toContain(`• ${name} — `);
  });
});

describe('the special cards\' rule lines', () => {
  afterEach(() => setLang('en'));
  const specials = CARD_KINDS.filter((kind) => !UNIT.test(kind));

  it('the deck has ten special cards, and only they have a rule line', () => {
    expect(specials).toHaveLength(10);
    for (const lang of LANGS) for (const kind of CARD_KINDS) expect(`cp.cardText.${kind}` in allTables()[lang], `${lang} ${kind}`).toBe(!UNIT.test(kind));
  });

  for (const lang of LANGS) {
    it(`${lang}: each is a few words, short enough for three lines of a card`, () => {
      setLang(lang);
      for (const kind of specials) {
        const line = t(`cp.cardText.${kind}` as TextKey);
        expect(line, `${lang} ${kind}`).not.toMatch(/cp\.[a-z]|[{}]/);
        expect(line.length, `${lang} ${kind}: ${line}`).toBeGreaterThan(5);
        expect(line.length, `${lang} ${kind}: ${line}`).toBeLessThanOrEqual(36);
      }
    });
  }
});
