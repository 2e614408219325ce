// One rule for a tile's colours (newcomer s37 item 1: a blue tile turned to Regality read unlike a
// red one turned to Religion): the rules page's reading of the board says it both ways, a red tile
// serving Religion and a blue one serving Regality, each keeping its printed colour (EN, FR, IT).
import { describe, expect, it } from 'vitest';
import { regalityStrings } from '../../../src/games/regality/strings';
import fr from '../../../src/games/regality/strings.fr';
import it_ from '../../../src/games/regality/strings.it';

describe("the rules page's reading of a tile's colours", () => {
  const cases = [
    ['en', regalityStrings.en, ['a red King on a blue rim serves Religion', 'a blue Bishop on a red rim serves Regality', 'keeps the colour it is printed in']],
    ['fr', fr, ['un Roi rouge sur un bord bleu sert Religion', 'un Évêque bleu sur un bord rouge sert Royauté', 'garde la couleur imprimée']],
    ['it', it_, ['un Re rosso su un bordo blu serve Religione', 'un Vescovo blu su un bordo rosso serve Regalità', 'tiene il colore stampato']],
  ] as const;
  for (const [lang, words, says] of cases) {
    it(`${lang}: both ways, by one rule`, () => {
      const text = (words as Record<string, string>)['regality.rulesReading'] ?? '';
      for (const s of says) expect(text, lang).toContain(s);
    });
  }
});
