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

  it('a hit, the tar and a drive back name the monster and its arc (a newcomer read "A monster loses 1 hit point" and could not tell which)', () => {
    expect(line({ type: 'damage', monster: 3, kind: 'orc', arc: 2, amount: 1, hp: 1, cause: 'card', seat: 0 })).toBe('The Orc in arc 2 loses 1 hit point (1 left)');
    expect(line({ type: 'damage', monster: 3, kind: 'troll', arc: 5, amount: 1, hp: 2, cause: 'wall', seat: null })).toBe('The Troll in arc 5 loses 1 hit point at the wall (2 left)');
    expect(line({ type: 'damage', monster: 3, kind: 'goblin-king', arc: 6, amount: 2, hp: 1, cause: 'fortify', seat: null })).toBe('The Goblin King in arc 6 loses 2 hit points at the fortification (1 left)');
    expect(line({ type: 'tar', seat: 0, monster: 1, kind: 'goblin', arc: 3 })).toBe('The Goblin in arc 3 is stuck in tar');
    expect(line({ type: 'drive-back', seat: 0, monster: 1, kind: 'troll-mage', arc: 4, fromRing: 'knight' })).toBe('The Troll Mage is driven back to the forest of arc 4');
    setLang('fr');
    expect(line({ type: 'damage', monster: 3, kind: 'orc', arc: 2, amount: 1, hp: 1, cause: 'card', seat: 0 })).toMatch(/^Orc de l'arc 2 : 1 point de vie perdu/);
    setLang('it');
    expect(line({ type: 'tar', seat: 0, monster: 1, kind: 'goblin', arc: 3 })).toBe("Goblin dell'arco 3: invischiato nel catrame");
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
