// Castle Panic's log lines read right (issue 30 item 9): "An Orc" and "A Goblin", "draws 1 token"
// and "draws 2 cards", "Archer (green)"; French and Italian say the same in their own words.
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../../src/services/i18n';
import { describe as logLine } from '../../../src/games/castle-panic/scene/log';
import type { GameEvent } from '../../../src/core';

const name = (seat: number): string => `Player ${seat + 1}`;
const line = (ev: GameEvent): string | null => logLine(ev, {}, name);

afterEach(() => setLang('en'));

describe('Castle Panic log words', () => {
  it('a monster coming out of the forest takes "A" or "An" by its first sound', () => {
    expect(line({ type: 'place', kind: 'orc', arc: 4 })).toBe('An Orc comes out of the forest at arc 4');
    expect(line({ type: 'place', kind: 'orc-warlord', arc: 2 })).toBe('An Orc Warlord comes out of the forest at arc 2');
    expect(line({ type: 'place', kind: 'goblin', arc: 1 })).toBe('A Goblin comes out of the forest at arc 1');
    expect(line({ type: 'place', kind: 'troll', arc: 6 })).toBe('A Troll comes out of the forest at arc 6');
  });

  it('counts agree: the Overlord draws 1 token or 2 tokens; a defender draws 1 card or 2 cards', () => {
    expect(line({ type: 'overlord-draw', count: 1 })).toBe('The Overlord draws 1 token');
    expect(line({ type: 'overlord-draw', count: 2 })).toBe('The Overlord draws 2 tokens');
    expect(line({ type: 'draw', seat: 0, cards: ['tar'] })).toBe('Player 1 draws 1 card');
    expect(line({ type: 'draw', seat: 1, cards: ['tar', 'brick'] })).toBe('Player 2 draws 2 cards');
    setLang('fr');
    expect(line({ type: 'overlord-draw', count: 1 })).toBe("L'Overlord pioche 1 pion");
    expect(line({ type: 'draw', seat: 0, cards: ['tar', 'brick'] })).toBe('Player 1 pioche 2 cartes');
    setLang('it');
    expect(line({ type: 'draw', seat: 0, cards: ['tar'] })).toBe('Player 1 pesca 1 carta');
  });

  it('a coloured card is named "Archer (green)" in English, "Archer vert" in French, "Arciere verde" in Italian', () => {
    expect(line({ type: 'discard', seat: 0, card: 'archer-green', why: 'play' })).toBe('Player 1 plays Archer (green)');
    expect(line({ type: 'discard', seat: 0, card: 'hero-any', why: 'play' })).toBe('Player 1 plays Hero (any colour)');
    expect(line({ type: 'trade', seat: 0, give: 'knight-red', take: 'swordsman-blue', with: 1 })).toBe('Player 1 trades Knight (red) for Swordsman (blue) with Player 2');
    setLang('fr');
    expect(line({ type: 'discard', seat: 0, card: 'archer-green', why: 'play' })).toMatch(/Archer vert$/);
    setLang('it');
    expect(line({ type: 'discard', seat: 0, card: 'archer-green', why: 'play' })).toMatch(/Arciere verde$/);
  });
});
