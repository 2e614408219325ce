// The hint's reason (newcomer s35: "the hint never says why"): one line saying what the hinted
// move does (a monster slain before it reaches the wall, hurt, tarred; a wall rebuilt; a card
// traded that the partner can hit with; a card thrown away that hits nothing; the monster that
// takes a wall's loss), for stacked positions, in English, French and Italian.
import { afterAll, describe, expect, it } from 'vitest';
import { addWords, loadLang, setLang } from '../../../src/services/i18n';
import { castlePanicStrings } from '../../../src/games/castle-panic/strings';
import { dropOnWords, hintWhy } from '../../../src/games/castle-panic/scene/hint-why';
import { start, withMonsters } from './helpers';

addWords(castlePanicStrings);

describe("Castle Panic's hint says why", () => {
  afterAll(() => setLang('en'));
  const board = () =>
    withMonsters(start(2), [
      ['goblin', 1, 'swordsman'],
      ['troll', 3, 'archer'],
      ['orc', 5, 'castle', 2],
      ['troll', 6, 'knight', 2],
    ]);

  it('a slay says which monster, where, and what it would have done next', () => {
    const s = { ...board(), phase: 'play' as const };
    expect(hintWhy(s, { type: 'play', card: 'swordsman-red', monster: 0 })).toBe('Slays the Goblin in the red swordsman space before it breaks the wall');
    expect(hintWhy({ ...s, walls: [false, true, true, true, true, true] }, { type: 'play', card: 'swordsman-red', monster: 0 })).toBe('Slays the Goblin in the red swordsman space before it enters the castle');
    expect(hintWhy(s, { type: 'play', card: 'barbarian', monster: 2 })).toBe('Slays the Orc in the castle before it topples another tower');
    expect(hintWhy(s, { type: 'play', card: 'archer-green', monster: 1 })).toBe('Hits the Troll in the green archer space: 2 hit points left');
    expect(hintWhy(s, { type: 'play', card: 'knight-blue', monster: 3 })).toBe('Hits the Troll in the blue knight space: 1 hit point left');
    expect(hintWhy(s, { type: 'play', card: 'tar', monster: 1 })).toBe('Tars the Troll in the green archer space: it stays put at the next move');
    expect(hintWhy(s, { type: 'build', arc: 2 })).toBe('Rebuilds the wall of arc 2 before a monster reaches the castle');
  });

  it('a trade says what the partner can hit with the card; a discard, that the card hits nothing', () => {
    const s = { ...board(), phase: 'trade' as const };
    expect(hintWhy(s, { type: 'trade', seat: 1, give: 'archer-green', take: 'brick' })).toBe('Trade: Player 2 can hit the Troll in the green archer space with Archer (green)');
    expect(hintWhy({ ...s, phase: 'discard' }, { type: 'discard', card: 'swordsman-blue' })).toBe('Swordsman (blue) can hit no monster now: a new card may');
  });

  it("a wall's loss: the monster it slays", () => {
    const s = { ...board(), phase: 'choose' as const, hits: [{ arc: 5, at: 'tower' as const, monsters: [2] }] };
    expect(hintWhy(s, { type: 'choose', monster: 2 })).toBe('The Orc (2 hp) can best take the loss');
    expect(hintWhy({ ...s, hits: [{ arc: 5, at: 'fortify' as const, monsters: [2] }] }, { type: 'choose', monster: 2 })).toBe('The Orc (2 hp) is slain by the loss: one monster fewer');
  });

  it('a card let go on no monster says where it goes', () => {
    expect(dropOnWords('archer-green')).toBe('Drop Archer (green) on a monster in a green archer space (lit).');
    expect(dropOnWords('knight-any')).toBe('Drop Knight (any colour) on a monster in any knight space (lit).');
    expect(dropOnWords('hero-blue')).toBe('Drop Hero (blue) on a monster in a blue archer, knight or swordsman space (lit).');
    expect(dropOnWords('barbarian')).toBe('Drop Barbarian on a lit monster.');
  });

  it('in French and Italian', async () => {
    await loadLang('fr');
    await loadLang('it');
    const s = { ...board(), phase: 'play' as const };
    setLang('fr');
    expect(hintWhy(s, { type: 'play', card: 'swordsman-red', monster: 0 })).toBe("Tue : Gobelin, dans l'espace épéiste rouge, avant qu'il ne brise le mur");
    expect(hintWhy(s, { type: 'play', card: 'archer-green', monster: 1 })).toBe("Touche : Troll, dans l'espace archer vert ; il lui reste 2 points de vie");
    setLang('it');
    expect(hintWhy(s, { type: 'play', card: 'swordsman-red', monster: 0 })).toBe('Uccide: Goblin, nello spazio spadaccini rosso, prima che abbatta il muro');
    expect(hintWhy(s, { type: 'play', card: 'knight-blue', monster: 3 })).toBe('Colpisce: Troll, nello spazio cavalieri blu; punti vita rimasti: 1');
    expect(dropOnWords('archer-green')).toMatch(/^Lascia .+ su un mostro di uno spazio arcieri verde \(illuminato\)\.$/);
    setLang('fr');
    expect(dropOnWords('archer-green')).toMatch(/^Posez .+ sur un monstre d'un espace archer vert \(en surbrillance\)\.$/);
  });
});
