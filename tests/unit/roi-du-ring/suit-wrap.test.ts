// A suit symbol is never left alone at a line's end: the Roi du Ring's words bind it to the word
// after it with a no-break space ("(♦ straight", "(♣, straight)", "♥ diagonally"), in English,
// French and Italian. Phaser's word wrap breaks a text at plain spaces only (Text.basicWordWrap
// splits each line on ' '), so a word, as the wrap sees it, must never end with a suit symbol (or
// a suit symbol and a comma): the counter-attack prompt once broke between "(♦" and "straight".
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { promptHint } from '../../../src/games/roi-du-ring/scene/prompt';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';
import { addWords, allTables, loadLang, setLang } from '../../../src/services/i18n';
import { acts, begin, place, promptContext, start } from './helpers';

const LANGS = ['en', 'fr', 'it'] as const;

/** The words a wrap may end a line with that end on a suit symbol (a lone "(♦", "♥", "(♣,"). */
const loneSuits = (text: string): string[] => text.split(/[ \n]/).filter((w) => /[♣♦♥♠]\uFE0E?,?$/u.test(w));

/** Greedy wrap at plain spaces, as Phaser's basic word wrap does, `width` characters a line. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

addWords(roiStrings);
beforeAll(async () => {
  await loadLang('fr');
  await loadLang('it');
});
afterEach(() => setLang('en'));

describe('Roi du Ring: suit symbols kept with their word', () => {
  it('no Roi du Ring text, in EN, FR or IT, leaves a suit symbol where a line may break after it', () => {
    const tables = allTables();
    for (const lang of LANGS) {
      const roi = Object.entries(tables[lang]).filter(([key]) => key.startsWith('roi.'));
      expect(roi.length, lang).toBeGreaterThan(100);
      for (const [key, text] of roi) expect(loneSuits(text), `${lang} ${key}: ${text}`).toEqual([]);
    }
  });

  it('R-COUNTER the counter-attack prompt, wrapped at any width, never ends a line with "(♦" or "♥"', () => {
    const s0 = place(begin(start(2, { hands: [['5D'], ['6D', 'XR']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const { state: s } = acts(s0, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' });
    const ctx = promptContext(s);
    const bound = { en: '(♦\u00A0straight, ♥\u00A0diagonally)', fr: '(♦\u00A0en ligne droite, ♥\u00A0en diagonale)', it: '(♦\u00A0in linea retta, ♥\u00A0in diagonale)' };
    for (const lang of LANGS) {
      setLang(lang);
      const hint = promptHint(s, ctx);
      expect(hint, lang).toContain(bound[lang]);
      for (let width = 12; width <= 90; width++) {
        for (const line of wrap(hint, width)) expect(line, `${lang} at ${width}: ${line}`).not.toMatch(/[♣♦♥♠],?$/u);
      }
    }
  });
});
