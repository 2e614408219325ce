// The hint's reason (newcomer s33: "the hint says no why"): one line saying why the hinted move,
// for stacked positions: an exact kill, a kill, a spade play that leaves the counter-attack to
// cover, a cover, a yield, the jester power; in English, French and Italian.
import { afterAll, describe, expect, it } from 'vitest';
import { loadLang, setLang } from '../../../src/services/i18n';
import { hintWhy } from '../../../src/games/regicide/scene/hint-why';
import { act, start } from './helpers';
import { forecast } from '../../../src/games/regicide/rules/forecast';
import { view } from '../../../src/games/regicide/rules/view';
import { rules, type RegicideState } from '../../../src/games/regicide/rules';
import { strong } from '../../../src/games/regicide/ai';

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

// Newcomer s37 item 3: "the hint advised Yield where A♥+4♣ was better". In such a position (two
// players, the Queen of hearts at 26 of 30, shield 13: a counter-attack of 2) A♥+4♣ kills her, but
// the killer plays on against the next royal, a Queen (attack 15), with only 4♥ left (the 4♣ alone leaves 5): lost. The
// strong bot yields (or plays the A♥ alone) to let the partner (5 cards) finish her; the hint now
// says so instead of "keep your hand for the counter-attack".
describe('the hint where a kill is a trap (s37)', () => {
  afterAll(() => setLang('en'));
  const trap: RegicideState = {
    hands: [['AH', '4C', '4H'], ['6D', '9D', '9H', '10C', '10S']],
    tavern: ['5D', '2C', '8C', '9S', '6S', '7H', '8S', '10H', '8H', 'AS', '10D', '5S', '5C', 'AD'],
    discard: ['2D', '8D', 'JS', '9C', '3D', '3H', 'JH', 'AC', 'JD', '4S', '5H', '6H', 'QS', '7C', 'JC', '2S', '6C', '4D', '2H'],
    castle: ['QD', 'QC', 'KS', 'KD', 'KC', 'KH'],
    enemy: 'QH',
    damage: 26,
    shield: 13,
    immunityCancelled: false,
    table: [['7S'], ['3C', '3S'], ['7D']],
    current: 0,
    phase: 'play',
    toDiscard: 0,
    jestersLeft: 0,
    yielded: [false, false],
    soloYield: false,
    status: 'playing',
    rng: 1635896745,
  };

  it('a yield says why not the kill A♥+4♣: the next royal, attack 15, with 5 at most left', () => {
    expect(forecast(trap, ['AH', '4C'])?.result).toBe('overkill');
    expect(hintWhy(view(trap, 0), { type: 'yield' }, 0)).toBe('Yield, not a kill: after a kill you play on against the next royal (attack 15) with only 5 in hand: let a partner finish the Queen of hearts.');
    expect(hintWhy(view(trap, 0), { type: 'play', cards: ['AH'] }, 0)).toMatch(/\(Not a kill: you would then play on against the next royal, attack 15, with 5 in hand\.\)$/);
  });

  it('the strong bot never takes that kill (nor yields where the kill keeps enough in hand)', () => {
    for (const seed of [1, 2, 3]) {
      const m = strong.choose(trap, rules.legalMoves(trap), 0, { seed, iterations: 400 });
      expect(m.type === 'play' && m.cards.includes('4C') && m.cards.includes('AH'), JSON.stringify(m)).toBe(false);
    }
    // no trap where a kill keeps a hand for the next royal: the plain yield words
    const rich = { ...trap, hands: [['AH', '4C', '4H', '8S', '10H'], trap.hands[1] as string[]], tavern: trap.tavern.filter((c) => c !== '8S' && c !== '10H') };
    expect(hintWhy(rich, { type: 'yield' }, 0)).toBe("Yield: keep your hand for the Queen of hearts's counter-attack (2 to cover, your hand is worth 27).");
  });

  it('in French and Italian', async () => {
    await loadLang('fr');
    setLang('fr');
    expect(hintWhy(trap, { type: 'yield' }, 0)).toMatch(/^Passer plutôt que tuer : .*attaque 15.* 5 en main/);
    await loadLang('it');
    setLang('it');
    expect(hintWhy(trap, { type: 'yield' }, 0)).toMatch(/^Passa invece di uccidere: .*attacco 15.* 5 in mano/);
  });
});
