// The hint's reason (newcomer s33: "the hint says no why"): one line saying why the hinted move,
// for stacked positions: an exact kill, a kill, a spade play that leaves the counter-attack to
// cover, a cover, a yield, the jester power; in English, French and Italian.
import { afterAll, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../../src/services/i18n';
import { hintWhy } from '../../../src/games/regicide/scene/hint-why';
import { act, start } from './helpers';

describe("the hint's reason", () => {
  afterAll(() => setLang('en'));

  it('an exact kill: the enemy goes on top of the tavern', () => {
    const s = start(1, { hands: [['10C', '2H']], castle: ['JS'] });
    expect(hintWhy(s, { type: 'play', cards: ['10C'] }, 0)).toBe('Kills the Jack of spades exactly: it goes on top of the tavern.');
  });

  it('a kill past its health: the damage against the health left', () => {
    const s = start(1, { hands: [['10D', '10H', '7C']], castle: ['JS'] });
    const after = act(s, { type: 'play', cards: ['10H'] }).state; // 10 dealt, 10 left; 10 to cover
    const covered = act(after, { type: 'discard', cards: ['10D'] }).state;
    expect(hintWhy(covered, { type: 'play', cards: ['7C'] }, 0)).toBe('Kills the Jack of spades: 14 damage against 10 health left.');
  });

  it('a spade play: the shield and the attack left, then the cover', () => {
    const s = start(1, { hands: [['8S', '9H', '7C']], castle: ['JH'] });
    expect(hintWhy(s, { type: 'play', cards: ['8S'] }, 0)).toBe('Spades 8: shields 8, its attack down to 2. Then you cover 2 with 16 left in hand.');
  });

  it('clubs and diamonds say their power; a shield that stops the whole attack says so', () => {
    const s = start(1, { hands: [['5C', '10S', '2D']], tavern: ['3H', '4H'], castle: ['JH'] });
    expect(hintWhy(s, { type: 'play', cards: ['5C'] }, 0)).toBe('Clubs double: 10 damage. Then you cover 10 with 12 left in hand.');
    expect(hintWhy(s, { type: 'play', cards: ['10S'] }, 0)).toBe('Spades 10: shields 10, its attack down to 0. The shield stops its whole attack.');
    expect(hintWhy(s, { type: 'play', cards: ['2D'] }, 0)).toBe('Diamonds 2: draws 2 cards. Then you cover 10 with the cards drawn and 15 left in hand.');
  });

  it('a cover keeps the rest of the hand; a yield keeps the hand for the counter-attack', () => {
    const s = start(1, { hands: [['5C', '10S', '6D', '9H']], castle: ['JH'] }, { soloYield: true });
    const hit = act(s, { type: 'play', cards: ['5C'] }).state; // 10 to cover
    expect(hintWhy(hit, { type: 'discard', cards: ['10S'] }, 0)).toBe('Covers the 10 damage with 10, keeping the rest of your hand (worth 15).');
    const next = act(hit, { type: 'discard', cards: ['10S'] }).state;
    expect(hintWhy(next, { type: 'yield' }, 0)).toBe("Yield: keep your hand for the Jack of hearts's counter-attack (10 to cover, your hand is worth 15).");
  });

  it('the jester power when the hand cannot cover', () => {
    const s = start(1, { hands: [['5C', '2S']], castle: ['JH'] });
    const hit = act(s, { type: 'play', cards: ['5C'] }).state; // 10 to cover with 2
    expect(hintWhy(hit, { type: 'flip' }, 0)).toBe('Jester: your hand (worth 2) cannot cover 10; a new hand can.');
  });

  it('a play that leaves less than the counter-attack says the game is lost, or that only a Jester can save it (newcomer s34: "Then you cover 15 with 6 left in hand")', () => {
    // Solo, two Jesters left: the 3 of spades shields 3, the Jack of hearts hits for 7, 2 left in hand.
    const solo = start(1, { hands: [['3S', '2H']], castle: ['JH'] });
    expect(hintWhy(solo, { type: 'play', cards: ['3S'] }, 0)).toBe("Spades 3: shields 3, its attack down to 7. Then it attacks for 7, more than the 2 left in your hand: only a Jester's new hand can save you.");
    // Two players (no Jester power): lost whatever is played; a yield says so too.
    const two = start(2, { hands: [['3S', '2H'], ['4C', '5C']], castle: ['JH'] });
    expect(hintWhy(two, { type: 'play', cards: ['3S'] }, 0)).toBe('Spades 3: shields 3, its attack down to 7. Then it attacks for 7, more than the 2 left in your hand: the game is lost whatever you play.');
    expect(hintWhy(two, { type: 'yield' }, 0)).toBe("Yield: the Jack of hearts's counter-attack (10) is more than your hand (5): the game is lost whatever you play.");
    // Enough left: the usual cover.
    const enough = start(2, { hands: [['3S', '9H'], ['4C', '5C']], castle: ['JH'] });
    expect(hintWhy(enough, { type: 'play', cards: ['3S'] }, 0)).toBe('Spades 3: shields 3, its attack down to 7. Then you cover 7 with 9 left in hand.');
  });

  it('in French and Italian', async () => {
    const s = start(1, { hands: [['10C', '2H']], castle: ['JS'] });
    await loadLang('fr');
    setLang('fr');
    expect(hintWhy(s, { type: 'play', cards: ['10C'] }, 0)).toBe('Tue Valet de pique pile : la carte va sur le dessus de la taverne.');
    await loadLang('it');
    setLang('it');
    expect(hintWhy(s, { type: 'play', cards: ['10C'] }, 0)).toMatch(/^Uccide .* esattamente: la carta va in cima alla taverna\.$/);
  });
});
