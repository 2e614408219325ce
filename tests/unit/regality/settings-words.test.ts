// Newcomer s36 item 9: Settings (reached from the menu, whatever game is saved) offered the
// "four-colour deck" to a player of Regality, a tile game, where it does nothing: its label says
// it is for the card games (EN/FR/IT). A label short enough for the phone's settings column.
import { describe, expect, it } from 'vitest';
import { shellStrings } from '../../../src/app/strings';
import fr from '../../../src/app/strings.fr';
import it_ from '../../../src/app/strings.it';

describe('settings: the four-colour deck', () => {
  it('says it is for the card games, in each language', () => {
    const en = shellStrings.en as Record<string, string>;
    expect(en['settings.fourColour']).toMatch(/\(card games\)$/);
    expect((fr as Record<string, string>)['settings.fourColour']).toMatch(/\(jeux de cartes\)$/);
    expect((it_ as Record<string, string>)['settings.fourColour']).toMatch(/\(giochi di carte\)$/);
    for (const words of [en, fr, it_] as Record<string, string>[]) expect(words['settings.fourColour']!.length).toBeLessThanOrEqual(32);
  });
});
