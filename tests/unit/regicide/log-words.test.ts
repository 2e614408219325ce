// Regicide's log lines (entry.ts describe), a newcomer's report: when the shields stop the enemy's
// whole attack, the log said "You must suffer 0 damage." It now says there is nothing to suffer,
// in English, French and Italian; an attack that gets through is still "must suffer N damage".
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { regicideStrings } from '../../../src/games/regicide/strings';
import { regicidePlay } from '../../../src/games/regicide/entry';
import type { GameEvent } from '../../../src/core/contract';
import { playCards, start } from './helpers';

const SOLO = { players: 1 };
const TWO = { players: 2 };
const seatName = (seat: number): string => `Player ${seat + 1}`;

/** The log line of the move's 'suffer' event. */
function sufferLine(events: GameEvent[], options: object): string | null {
  const ev = events.find((e) => e.type === 'suffer');
  if (!ev) throw new Error('no suffer event');
  return regicidePlay.describe(ev, options, seatName);
}

describe('Regicide log: the enemy strikes for nothing', () => {
  beforeAll(async () => {
    addWords(regicideStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterEach(() => setLang('en'));

  it('10♠ on the Jack of hearts shields its whole attack of 10: nothing to suffer, in EN/FR/IT, never "suffer 0"', () => {
    const { state, events } = playCards(start(1, { castle: ['JH', 'JD'], hands: [['10S', '3C']] }), '10S');
    expect(state.phase).toBe('play');
    expect(events.find((e) => e.type === 'suffer')?.amount).toBe(0);
    const lines: Record<string, string | null> = {};
    for (const lang of ['en', 'fr', 'it'] as const) {
      setLang(lang);
      lines[lang] = sufferLine(events, SOLO);
      expect(lines[lang], lang).not.toMatch(/\b0\b.*(damage|dégâts|danni)|(suffer|subir|subire) 0/);
    }
    expect(lines).toEqual({
      en: "The enemy's attack is 0 after the shields: nothing to suffer.",
      fr: "L'attaque de l'ennemi tombe à 0 avec les boucliers : rien à subir.",
      it: "L'attacco del nemico scende a 0 con gli scudi: nulla da subire.",
    });
    setLang('en');
    expect(sufferLine(events, TWO)).toBe("The enemy's attack is 0 after the shields: nothing to suffer.");
  });

  it('an attack that gets through is still "must suffer N damage"', () => {
    const { events } = playCards(start(1, { castle: ['JH', 'JD'], hands: [['3S', '3C']] }), '3S');
    expect(sufferLine(events, SOLO)).toBe('You must suffer 7 damage.');
    expect(sufferLine(events, TWO)).toBe('Player 1 must suffer 7 damage.');
  });
});
