// The bar's turn line in Le Roi du Ring (entry.ts turnLine): a fighter answering an attack made
// out of turn on it (an ace's trip, a surprise attack) is not simply at "Your turn": a newcomer of
// session 36 saw "Your turn" on the bar while the bot's trip was being shown. The line names the
// attacker, in English, French and Italian; the mover's own turn and another's answer keep theirs.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { roiStrings } from '../../../src/games/roi-du-ring/strings';
import { roiPlay } from '../../../src/games/roi-du-ring/entry';
import { rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { act, begin, place, start } from './helpers';

const name = (seat: number): string => (seat === 0 ? 'Red' : 'Blue');
const line = (s: RoiState, you: boolean): string | null => roiPlay.turnLine!(s, rules.actor(s)!, you, name);

describe('Roi du Ring turn line', () => {
  beforeAll(async () => {
    addWords(roiStrings);
    await loadLang('fr');
    await loadLang('it');
  });
  afterEach(() => setLang('en'));

  it('R-SPECIAL-ACE tripped on its own turn, Red answers Blue\'s trip: the line names Blue, not "Your turn"', () => {
    const s = place(begin(start(2, { hands: [['3C', '5D'], ['AC', '9D']] }, { advanced: { specialCards: true } })), { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });
    expect(line(s, true)).toBeNull(); // Red's own turn: the host's "Your turn"
    const moved = act(s, { type: 'move', card: '3C', to: { x: 1, y: 2 } });
    expect(line(moved.state, false)).toBe('Red’s turn: Blue answers'); // Blue may trip
    const tripped = act(moved.state, { type: 'trip', card: 'AC', target: 0 }).state;
    expect(tripped.phase).toBe('defend');
    expect(rules.actor(tripped)).toBe(0);
    const words: Record<string, [string | null, string | null]> = {};
    for (const lang of ['en', 'fr', 'it'] as const) {
      setLang(lang);
      words[lang] = [line(tripped, true), line(tripped, false)];
    }
    expect(words).toEqual({
      en: ['Blue attacks you: your answer', 'Blue attacks Red: Red answers'],
      fr: ['Blue vous attaque : à vous de répondre', 'Blue attaque Red : Red répond'],
      it: ['Blue ti attacca: rispondi tu', 'Blue attacca Red: risponde Red'],
    });
  });
});
