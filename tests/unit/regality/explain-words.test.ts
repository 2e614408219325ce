// The explain-once tips (newcomer s37 item 3: "'A destroyed tile' shown twice"): a tip's body does
// not open by saying its title again (the card shows the title, then the body, beside the tile's
// picture), in English, French and Italian.
import { describe, expect, it } from 'vitest';
import { regalityStrings } from '../../../src/games/regality/strings';
import fr from '../../../src/games/regality/strings.fr';
import it_ from '../../../src/games/regality/strings.it';

const KEYS = ['flip', 'destroy', 'banish', 'shield', 'tower', 'death', 'retrigger', 'cancel'];

describe("the explain-once tips' words", () => {
  for (const [lang, words] of [['en', regalityStrings.en], ['fr', fr], ['it', it_]] as const) {
    it(`${lang}: no body repeats its title at its start`, () => {
      const table = words as Record<string, string>;
      for (const key of KEYS) {
        const title = (table[`regality.ex.${key}.t`] ?? '').toLowerCase();
        const body = (table[`regality.ex.${key}`] ?? '').toLowerCase();
        expect(title.length, key).toBeGreaterThan(0);
        expect(body.slice(0, title.length + 12), `${lang} ${key}`).not.toContain(title);
      }
    });
  }
});
