// The attack's line under the enemy's meters (newcomer s36 item 4: "you discard 10" was shown
// while a bot partner suffered): "you" only for the seat at the device, another seat's discard
// named as theirs; solo always "you". EN/FR/IT.
import { afterAll, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../../src/services/i18n';
import { attackLine, yieldRefusal } from '../../../src/games/regicide/scene/table-words';
import { act, discardCards, playCards, start } from './helpers';

describe("the attack's line", () => {
  afterAll(() => setLang('en'));
  // two players against the Queen of hearts (attack 15); Player 1 plays the 7♠: shield 7, 8 to cover
  const s = playCards(start(2, { hands: [['10D', '7S'], ['9H', '8C']], castle: ['QH'] }), '7S').state;

  it("the viewer's own discard says you; a bot partner's names the bot", () => {
    expect(attackLine(s, 15, 0)).toBe('Its attack 15 − shield 7: you discard 8');
    const bots = { ...s, current: 1 };
    expect(attackLine(bots, 15, 0)).toBe('Its attack 15 − shield 7: Player 2 discards 8');
  });

  it('solo, always you', () => {
    const solo = start(1, { hands: [['10D', '7S']], castle: ['QH'] });
    expect(attackLine(solo, 15, 0)).toBe('Its attack 15 − shield 0: you discard 15');
  });

  it('in French and Italian', async () => {
    await loadLang('fr');
    setLang('fr');
    expect(attackLine({ ...s, current: 1 }, 15, 0)).toBe('Son attaque 15 − bouclier 7 : Joueur 2 défausse 8');
    await loadLang('it');
    setLang('it');
    expect(attackLine({ ...s, current: 1 }, 15, 0)).toBe('Il suo attacco 15 − scudo 7: Giocatore 2 scarta 8');
  });
});

describe("the greyed Yield's reason", () => {
  afterAll(() => setLang('en'));

  it('two players: the other yielded on their last turn', async () => {
    await loadLang('en');
    setLang('en');
    let s = start(2, { hands: [['10D', '7S', '2H'], ['10H', '8C', '3C']], castle: ['JH'] });
    expect(yieldRefusal(s)).toBeNull(); // nobody yielded yet
    s = playCards(s, '2H').state; // Player 1 plays, then suffers 10
    s = discardCards(s, '10D').state;
    s = act(s, { type: 'yield' }).state; // Player 2 yields: Player 1 may not now
    s = discardCards(s, '10H').state;
    expect(s.current).toBe(0);
    expect(yieldRefusal(s)).toBe("Can't yield: every other player yielded on their last turn.");
  });

  it('solo: off unless the setup option, never twice in a row; FR and IT', async () => {
    const solo = start(1, { hands: [['10D', '7S']], castle: ['QH'] });
    expect(yieldRefusal(solo)).toMatch(/^Can't yield: solo, yielding is off/);
    const may = start(1, { hands: [['10D', '7S', '9H']], castle: ['JH'] }, { soloYield: true });
    expect(yieldRefusal(may)).toBeNull();
    const twice = discardCards(act(may, { type: 'yield' }).state, '10D').state;
    expect(yieldRefusal(twice)).toBe("Can't yield: solo, never twice in a row.");
    await loadLang('fr');
    setLang('fr');
    expect(yieldRefusal(solo)).toMatch(/^Impossible de passer : en solo/);
    await loadLang('it');
    setLang('it');
    expect(yieldRefusal(twice)).toBe('Non puoi passare: in solitario, mai due volte di fila.');
  });
});
