// The advanced rules, each an option: special cards (jack charge, queen spit, king cheer, ace
// trip), surprise attacks, psychic attacks, fury points. Stacked hands, placed fighters.
import { describe, expect, it } from 'vitest';
import { ROI_DECISIONS, psychicBeats, psychicHand, rules, type RoiOptions, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, eventsOf, movesOf, place, refusal, start } from './helpers';

type Adv = NonNullable<RoiOptions['advanced']>;
const two = (hands: string[][], advanced: Adv, at: Record<number, { x: number; y: number; hp?: number; fury?: number }>): RoiState =>
  place(begin(start(2, { hands }, { advanced })), at);

const SPECIAL: Adv = { specialCards: true };

describe('roi-du-ring special cards', () => {
  it('R-SPECIAL-JACK a jack charges a fighter two squares away: step, then a hit and a push; only Q, K or a joker defends', () => {
    const hands = [['JC', '2D'], ['QC', 'QD', 'KS']];
    const s = two(hands, SPECIAL, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });
    expect(movesOf(s, 'charge')).toEqual([{ type: 'charge', card: 'JC', target: 1 }]);
    expect(movesOf(two(hands, {}, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } }), 'charge')).toEqual([]);
    // Adjacent already: the step is compulsory, so no charge.
    expect(movesOf(place(s, { 1: { x: 1, y: 2 } }), 'charge')).toEqual([]);
    const charged = act(s, { type: 'charge', card: 'JC', target: 1 });
    expect(charged.state.fighters[0]).toMatchObject({ x: 1, y: 2 });
    expect(rules.actor(charged.state)).toBe(1);
    expect(charged.state.attack).toMatchObject({ by: 0, on: 1, kind: 'charge', damage: 1, dx: 1, dy: 0 });
    // QC is black of the same line (no dodge); QD parries (red, same line, higher); KS dodges diagonally.
    expect(rules.legalMoves(charged.state)).toEqual([
      { type: 'parry', card: 'QD' },
      { type: 'dodge', card: 'KS', to: { x: 3, y: 1 } },
      { type: 'dodge', card: 'KS', to: { x: 3, y: 3 } },
      { type: 'dodge', card: 'KS', to: { x: 1, y: 3 } },
      { type: 'dodge', card: 'KS', to: { x: 1, y: 1 } },
      { type: 'take' },
    ]);
    const took = act(charged.state, { type: 'take' });
    expect(took.state.fighters[1]).toMatchObject({ hp: 9, x: 3, y: 2 });
    expect(took.state.phase).toBe('play');
    expect(eventsOf(took.events, 'push')).toHaveLength(1);
    const parried = act(charged.state, { type: 'parry', card: 'QD' });
    expect(parried.state.fighters[1]).toMatchObject({ hp: 10, x: 2, y: 2 });
    expect(parried.state.phase).toBe('counter');
  });

  it('R-SPECIAL-QUEEN a queen spits 1 or 2 squares along the card: two random cards taken, the spitter keeps one; only K or a joker defends', () => {
    const s = two([['QH', '2C'], ['JH', 'KH', '5C', '6C']], SPECIAL, { 0: { x: 0, y: 0 }, 1: { x: 2, y: 2 } });
    expect(movesOf(s, 'spit')).toEqual([{ type: 'spit', card: 'QH', target: 1 }]);
    const spat = act(s, { type: 'spit', card: 'QH', target: 1 });
    expect(rules.legalMoves(spat.state)).toEqual([{ type: 'parry', card: 'KH' }, { type: 'take' }]);
    const took = act(spat.state, { type: 'take' });
    expect(took.state.phase).toBe('keep');
    expect(rules.actor(took.state)).toBe(0);
    const pair = took.state.spat!.cards;
    expect(pair).toHaveLength(2);
    expect(took.state.hands[1]).toHaveLength(2);
    expect(rules.legalMoves(took.state)).toEqual(pair.map((card) => ({ type: 'keep', card })));
    // Only the spitter sees the two cards.
    expect(rules.view(took.state, 0).spat!.cards).toEqual(pair);
    expect(rules.view(took.state, 1).spat!.cards).toEqual(['?', '?']);
    const kept = act(took.state, { type: 'keep', card: pair[1]! });
    expect(kept.state.hands[0]).toContain(pair[1]);
    expect(kept.state.discard).toContain(pair[0]);
    expect(kept.state.phase).toBe('play');
    expect(refusal(took.state, { type: 'keep', card: '2C' }).code).toBe('ERR_NOT_LEGAL');
    // A fighter in between shields nobody: either may be spat on (R-SPECIAL-QUEEN-REACH).
    const s3 = place(begin(start(3, { hands: [['QH'], ['2C'], ['3C']] }, { advanced: SPECIAL })), { 0: { x: 0, y: 0 }, 1: { x: 2, y: 2 }, 2: { x: 1, y: 1 } });
    expect(movesOf(s3, 'spit')).toEqual([
      { type: 'spit', card: 'QH', target: 2 },
      { type: 'spit', card: 'QH', target: 1 },
    ]);
  });

  it('R-SPECIAL-KING a king cheers: +1 hp, +2 on the Champion\'s square, never above 10', () => {
    const s = two([['KC', '2D'], ['3C']], SPECIAL, { 0: { x: 0, y: 0, hp: 7 } });
    expect(movesOf(s, 'cheer')).toEqual([{ type: 'cheer', card: 'KC', seat: 0 }]);
    expect(act(s, { type: 'cheer', card: 'KC', seat: 0 }).state.fighters[0]!.hp).toBe(8);
    const centre = place(s, { 0: { x: 2, y: 2, hp: 7 } });
    expect(act(centre, { type: 'cheer', card: 'KC', seat: 0 }).state.fighters[0]!.hp).toBe(9);
    const full = place(s, { 0: { x: 2, y: 2, hp: 10 } });
    expect(act(full, { type: 'cheer', card: 'KC', seat: 0 }).state.fighters[0]!.hp).toBe(10);
    expect(refusal(s, { type: 'cheer', card: 'KC', seat: 1 }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-SPECIAL-ACE an ace trips a fighter stepping next to you: pushed, and it loses the rest of its turn', () => {
    const s = two([['3C', '5D'], ['AC', '9D']], SPECIAL, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 1, y: 2 } });
    expect(moved.state.phase).toBe('react');
    expect(rules.actor(moved.state)).toBe(1);
    expect(rules.legalMoves(moved.state)).toEqual([{ type: 'trip', card: 'AC', target: 0 }, { type: 'pass' }]);
    // Passing: the mover plays on.
    const passed = act(moved.state, { type: 'pass' });
    expect(passed.state.phase).toBe('play');
    expect(rules.actor(passed.state)).toBe(0);
    const tripped = act(moved.state, { type: 'trip', card: 'AC', target: 0 });
    expect(rules.actor(tripped.state)).toBe(0);
    expect(rules.legalMoves(tripped.state)).toEqual([{ type: 'parry', card: '5D' }, { type: 'take' }]);
    const deck = tripped.state.deck.length;
    const down = act(tripped.state, { type: 'take' });
    expect(down.state.fighters[0]).toMatchObject({ x: 0, y: 2, hp: 10 });
    expect(down.state.current).toBe(1);
    expect(down.state.hands[0]).toEqual(['5D']);
    expect(down.state.deck).toHaveLength(deck); // no draw
    expect(eventsOf(down.events, 'lost-turn')).toEqual([{ type: 'lost-turn', seat: 0 }]);
    // Parried: the mover may counter-attack (R-COUNTER-INTERRUPT; nothing left to strike with here), then plays on.
    const parried = act(tripped.state, { type: 'parry', card: '5D' });
    expect(parried.state.phase).toBe('counter');
    expect(rules.legalMoves(parried.state)).toEqual([{ type: 'stop' }]);
    const on = act(parried.state, { type: 'stop' });
    expect(on.state.phase).toBe('play');
    expect(rules.actor(on.state)).toBe(0);
    // Off the ace's line (diagonal neighbour, clubs ace): nothing to ask.
    const diag = place(s, { 1: { x: 2, y: 3 } });
    expect(act(diag, { type: 'move', card: '3C', to: { x: 1, y: 2 } }).state.phase).toBe('play');
    // Without the special cards rule there is no interrupt.
    const basic = two([['3C', '5D'], ['AC', '9D']], {}, { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 } });
    expect(act(basic, { type: 'move', card: '3C', to: { x: 1, y: 2 } }).state.phase).toBe('play');
  });

  it('R-SPECIAL-ACE a fighter that dodges next to an ace can be tripped, and then loses its counter-attack', () => {
    // Seat 0 (current) on (1,1) strikes seat 1 on (2,1); seat 1 dodges with 9S to (3,2)... next to nobody;
    // to (1,2)... next to seat 0, who holds AD (diamonds: orthogonal, and (1,2) is below (1,1)).
    const s = two([['5D', 'AD', '2C'], ['9S', '8D']], SPECIAL, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const hit = act(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' });
    const dodged = act(hit.state, { type: 'dodge', card: '9S', to: { x: 1, y: 2 } });
    expect(dodged.state.phase).toBe('react');
    expect(rules.actor(dodged.state)).toBe(0);
    const trip = acts(dodged.state, { type: 'trip', card: 'AD', target: 1 }, { type: 'take' });
    expect(trip.state.fighters[1]).toMatchObject({ x: 1, y: 3 });
    expect(trip.state.phase).toBe('play');
    expect(rules.actor(trip.state)).toBe(0);
    // Passing instead: seat 1 counter-attacks as usual.
    expect(act(dodged.state, { type: 'pass' }).state.phase).toBe('counter');
  });
});

describe('roi-du-ring interrupts', () => {
  it('R-INTERRUPT-ORDER fighters who may interrupt are asked in turn order from the current player, each once the one before is done', () => {
    const s = place(begin(start(3, { hands: [['3C', '9D'], ['AC', '2S'], ['AD', '2H']] }, { advanced: SPECIAL })), {
      0: { x: 1, y: 2 },
      1: { x: 3, y: 2 },
      2: { x: 2, y: 3 },
    });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 2, y: 2 } });
    expect(moved.state.react?.seats).toEqual([1, 2]);
    expect(rules.actor(moved.state)).toBe(1);
    const next = act(moved.state, { type: 'pass' });
    expect(rules.actor(next.state)).toBe(2);
    expect(rules.legalMoves(next.state)).toEqual([{ type: 'trip', card: 'AD', target: 0 }, { type: 'pass' }]);
    expect(act(next.state, { type: 'pass' }).state.phase).toBe('play');
    // Seat 1 trips and it is parried: seat 0 may strike back (nothing to strike with), then seat 2 is asked in turn.
    const parried = acts(moved.state, { type: 'trip', card: 'AC', target: 0 }, { type: 'parry', card: '9D' }, { type: 'stop' });
    expect(parried.state.phase).toBe('react');
    expect(rules.actor(parried.state)).toBe(2);
    const on = act(parried.state, { type: 'pass' });
    expect(on.state.phase).toBe('play');
    expect(rules.actor(on.state)).toBe(0);
    expect(on.state.react).toBeNull();
  });

  it('R-SPECIAL-ACE a tripped fighter with the rope behind is pushed on along its own step', () => {
    // Seat 0 steps from (1,0) to (2,0) on the top rope; seat 1 below on (2,1) trips it upward: blocked, so it goes on to (3,0).
    const s = two([['3C'], ['AD']], SPECIAL, { 0: { x: 1, y: 0 }, 1: { x: 2, y: 1 } });
    const down = acts(s, { type: 'move', card: '3C', to: { x: 2, y: 0 } }, { type: 'trip', card: 'AD', target: 0 }, { type: 'take' });
    expect(down.state.fighters[0]).toMatchObject({ x: 3, y: 0 });
    expect(eventsOf(down.events, 'push').map((e) => e.blocked)).toEqual([true, false]);
  });
});

describe('roi-du-ring surprise attacks', () => {
  const SURPRISE: Adv = { surprise: true };
  it('R-SURPRISE a fighter stepping next to you from afar may be struck out of turn with a higher red card; more blows while they land', () => {
    const s = two([['3C', '4C'], ['2D', '3D', '5D']], SURPRISE, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1 } });
    const moved = act(s, { type: 'move', card: '3C', to: { x: 1, y: 1 } });
    expect(moved.state.phase).toBe('react');
    expect(rules.actor(moved.state)).toBe(1);
    expect(rules.legalMoves(moved.state)).toEqual([
      { type: 'surprise', card: '5D', target: 0, mode: 'hit' },
      { type: 'surprise', card: '5D', target: 0, mode: 'push' },
      { type: 'pass' },
    ]);
    const struck = act(moved.state, { type: 'surprise', card: '5D', target: 0, mode: 'hit' });
    expect(rules.actor(struck.state)).toBe(0);
    expect(struck.state.attack).toMatchObject({ by: 1, on: 0, counter: true, damage: 1 });
    const took = act(struck.state, { type: 'take' });
    expect(took.state.fighters[0]!.hp).toBe(9);
    expect(took.state.phase).toBe('counter');
    expect(rules.actor(took.state)).toBe(1);
    const back = act(took.state, { type: 'stop' });
    expect(back.state.phase).toBe('play');
    expect(rules.actor(back.state)).toBe(0);
    expect(back.state.played).toBe(1);
  });

  it('R-SURPRISE not when the fighters were already adjacent, nor with an equal card, nor without the option', () => {
    const near = two([['3C', '4C'], ['2D', '3D', '5D']], SURPRISE, { 0: { x: 1, y: 0 }, 1: { x: 2, y: 1 } });
    expect(act(near, { type: 'move', card: '3C', to: { x: 1, y: 1 } }).state.phase).toBe('play');
    const equal = two([['5C', '4C'], ['2D', '3D', '5D']], SURPRISE, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1 } });
    expect(act(equal, { type: 'move', card: '5C', to: { x: 1, y: 1 } }).state.phase).toBe('play');
    const off = two([['3C', '4C'], ['2D', '3D', '5D']], {}, { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1 } });
    expect(act(off, { type: 'move', card: '3C', to: { x: 1, y: 1 } }).state.phase).toBe('play');
  });
});

describe('roi-du-ring psychic attacks', () => {
  const level = (cards: string[]) => psychicHand(cards)?.level ?? 0;
  it('R-PSYCHIC-LEVELS poker hands 1-8, jokers wild, ace low or high, every card in the combination', () => {
    expect(psychicHand(['10C', '10D'])).toEqual({ level: 1, key: [10] });
    expect(psychicHand(['AC', 'AD'])).toEqual({ level: 1, key: [14] });
    expect(psychicHand(['5C', '5D', '9H', '9S'])).toEqual({ level: 2, key: [9, 5] });
    expect(level(['7C', '7D', '7H'])).toBe(3);
    expect(psychicHand(['AC', '2D', '3H', '4S', '5C'])).toEqual({ level: 4, key: [5] });
    expect(psychicHand(['10C', 'JD', 'QH', 'KS', 'AC'])).toEqual({ level: 4, key: [14] });
    expect(level(['2H', '7H', '9H', 'JH', 'KH'])).toBe(5);
    expect(psychicHand(['3C', '3D', '3H', '8S', '8C'])).toEqual({ level: 6, key: [3, 8] });
    expect(level(['QC', 'QD', 'QH', 'QS'])).toBe(7);
    expect(psychicHand(['5H', '6H', '7H', '8H', '9H'])).toEqual({ level: 8, key: [9] });
    expect(psychicHand(['XR', '8C'])).toEqual({ level: 1, key: [8] });
    expect(psychicHand(['XR', 'XB'])).toEqual({ level: 1, key: [14] });
    expect(psychicHand(['XR', '5C', '6D', '7H', '9S'])).toEqual({ level: 4, key: [9] });
    expect(level(['XB', '5H', '6H', '7H', '8H'])).toBe(8);
    expect(level(['XB', '7C', '7D', '7H'])).toBe(7);
    expect(psychicHand(['5C', '6C'])).toBeNull();
    expect(psychicHand(['5C', '5D', '9H'])).toBeNull(); // a kicker: not a combination
    expect(psychicHand(['AC'])).toBeNull();
    expect(psychicBeats(psychicHand(['QC', 'QD'])!, psychicHand(['10C', '10D'])!)).toBe(true);
    expect(psychicBeats(psychicHand(['4C', '4D', '4H'])!, psychicHand(['8C', '8D'])!)).toBe(true);
    expect(psychicBeats(psychicHand(['8C', '8D'])!, psychicHand(['8H', '8S'])!)).toBe(false);
  });

  const PSY: Adv = { psychic: true };
  const duel = () => two([['10C', '10D', '3S'], ['QC', 'QD', '4D', '4H', '4S']], PSY, {});

  it('R-PSYCHIC a psychic attack hits anyone anywhere for its level; it counts toward the 5 cards of the turn', () => {
    const s = duel();
    expect(movesOf(s, 'psychic')).toEqual([{ type: 'psychic', cards: ['10C', '10D'], target: 1 }]);
    expect(movesOf(two([['10C', '10D', '3S'], ['2C']], {}, {}), 'psychic')).toEqual([]);
    const attack = act(s, { type: 'psychic', cards: ['10C', '10D'], target: 1 });
    expect(attack.state.played).toBe(2);
    expect(rules.actor(attack.state)).toBe(1);
    const took = act(attack.state, { type: 'take' });
    expect(took.state.fighters[1]!.hp).toBe(9);
    expect(took.state.phase).toBe('play');
    // Cards named in another order are accepted (canonical order).
    expect(rules.apply(s, { type: 'psychic', cards: ['10D', '10C'], target: 1 }).ok).toBe(true);
    expect(refusal(s, { type: 'psychic', cards: ['10C', '3S'], target: 1 }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-PSYCHIC-COUNTER only a higher hand answers; it cancels the attack and takes the difference of levels', () => {
    const attack = act(duel(), { type: 'psychic', cards: ['10C', '10D'], target: 1 }).state;
    const answers = rules.legalMoves(attack).map((m) => (m.type === 'psychic' ? m.cards.join(' ') : m.type));
    // Hand order is canonical: QC 4D QD 4H 4S.
    expect(answers).toEqual(['QC QD', '4D 4H 4S', 'QC 4D QD 4H', 'QC 4D QD 4S', 'QC QD 4H 4S', 'QC 4D QD 4H 4S', 'take']);
    const same = act(attack, { type: 'psychic', cards: ['QC', 'QD'], target: 0 });
    expect(same.state.fighters.map((f) => f.hp)).toEqual([10, 10]);
    expect(same.state.phase).toBe('play');
    expect(rules.actor(same.state)).toBe(0);
    const full = act(attack, { type: 'psychic', cards: ['QC', '4D', 'QD', '4H', '4S'], target: 0 });
    expect(full.state.fighters.map((f) => f.hp)).toEqual([5, 10]);
    expect(full.state.hands[1]).toEqual([]);
    expect(refusal(attack, { type: 'psychic', cards: ['4D', '4H'], target: 0 }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-PSYCHIC-COUNTER a counter can knock out the attacker, whose turn then ends (or the game)', () => {
    const weak = place(duel(), { 0: { x: 0, y: 0, hp: 3 } });
    const attack = act(weak, { type: 'psychic', cards: ['10C', '10D'], target: 1 }).state;
    const ko = act(attack, { type: 'psychic', cards: ['QC', '4D', 'QD', '4H', '4S'], target: 0 }).state;
    expect(ko.fighters[0]).toMatchObject({ hp: 0, ko: true });
    expect(rules.outcome(ko)).toEqual({ winners: [1], scores: [0, 10] });
  });
});

describe('roi-du-ring fury points', () => {
  const FURY: Adv = { fury: true };
  it('R-FURY-GAIN +1 for a blow that lands (+2 from the Champion\'s square), +2 for a blow taken undefended', () => {
    const s = two([['5D', '6D'], ['2C']], FURY, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const hit = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' });
    expect(hit.state.fighters.map((f) => f.fury)).toEqual([1, 2]);
    const centre = place(s, { 0: { x: 2, y: 2 }, 1: { x: 3, y: 2 } });
    const champ = acts(centre, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' });
    expect(champ.state.fighters.map((f) => f.fury)).toEqual([2, 2]);
    // No fury without the option.
    const off = two([['5D', '6D'], ['2C']], {}, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    expect(acts(off, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'take' }).state.fighters.map((f) => f.fury)).toEqual([0, 0]);
  });

  it('R-FURY-LOSS -1 for a turn with no card played, -1 for an intimidation received, -1 per psychic level made, never below 0', () => {
    const s = two([['2C', '3C', '4C', '5C'], ['6C', '7C', '8C']], FURY, { 0: { x: 0, y: 0, fury: 3 }, 1: { x: 4, y: 4, fury: 3 } });
    const idle = acts(s, { type: 'discard', cards: ['2C'] }, { type: 'end', draw: 0 });
    expect(idle.state.fighters[0]!.fury).toBe(2);
    const scared = acts(s, { type: 'intimidate', cards: ['2C', '3C', '4C'], target: 1 });
    expect(scared.state.fighters[1]!.fury).toBe(2);
    const psy = two([['9C', '9D', '9H'], ['2C']], { fury: true, psychic: true }, { 0: { x: 0, y: 0, fury: 5 } });
    expect(act(psy, { type: 'psychic', cards: ['9C', '9D', '9H'], target: 1 }).state.fighters[0]!.fury).toBe(2);
    const low = place(s, { 0: { x: 0, y: 0, fury: 0 } });
    expect(act(low, { type: 'end', draw: 0 }).state.fighters[0]!.fury).toBe(0);
  });

  it('R-FURY-ROUND every fighter loses 2 fury at the end of a round', () => {
    const s = two([['2C'], ['3C']], FURY, { 0: { x: 0, y: 0, fury: 5 }, 1: { x: 4, y: 4, fury: 1 } });
    const last: RoiState = { ...s, deck: s.deck.slice(0, 1), discard: s.deck.slice(1) };
    const ended = acts(last, { type: 'move', card: '2C', to: { x: 1, y: 0 } }, { type: 'end', draw: 1 });
    expect(ended.state.round).toBe(2);
    expect(ended.state.fighters.map((f) => f.fury)).toEqual([3, 0]);
  });

  it('R-FURY-MODE at 8 fury a hit may be a fury blow: card +3 against defences, +1 hp, a push; the gauge drops to 0', () => {
    const s = two([['5D'], ['7D', '9D', '2C']], FURY, { 0: { x: 1, y: 1, fury: 8 }, 1: { x: 2, y: 1 } });
    expect(movesOf(s, 'strike')).toEqual([
      { type: 'strike', card: '5D', target: 1, mode: 'hit' },
      { type: 'strike', card: '5D', target: 1, mode: 'push' },
      { type: 'strike', card: '5D', target: 1, mode: 'hit', fury: true },
    ]);
    expect(movesOf(place(s, { 0: { x: 1, y: 1, fury: 7 } }), 'strike')).toHaveLength(2);
    const blow = act(s, { type: 'strike', card: '5D', target: 1, mode: 'hit', fury: true });
    expect(blow.state.fighters[0]!.fury).toBe(0);
    expect(blow.state.attack).toMatchObject({ fury: true, damage: 2 });
    expect(rules.legalMoves(blow.state)).toEqual([{ type: 'parry', card: '9D' }, { type: 'take' }]);
    const took = act(blow.state, { type: 'take' });
    expect(took.state.fighters[1]).toMatchObject({ hp: 8, x: 3, y: 1 });
    expect(refusal(place(s, { 0: { x: 1, y: 1, fury: 7 } }), { type: 'strike', card: '5D', target: 1, mode: 'hit', fury: true }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'strike', card: '5D', target: 1, mode: 'push', fury: true }).code).toBe('ERR_BAD_MOVE');
  });
});

describe('roi-du-ring decisions', () => {
  it('R-DECISIONS every open point is listed once, with a rule ID and a text', () => {
    const ids = ROI_DECISIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['R-PUSH-BLOCKED', 'R-TIES', 'R-JOKER-DEFENCE', 'R-INTERRUPT-ORDER', 'R-PSYCHIC-COUNTER', 'R-FURY-MODE', 'R-TEAMS']) expect(ids).toContain(id);
    for (const d of ROI_DECISIONS) expect(d.text.length).toBeGreaterThan(20);
  });

  it('R-TIES an equal card neither parries nor dodges', () => {
    // 5S would dodge a 5D if it were higher; 5C is black of the same line, 5H red of the other line.
    const s = two([['5D'], ['5C', '5H', '5S']], {}, { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const hit = act(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' });
    expect(rules.legalMoves(hit.state)).toEqual([{ type: 'take' }]);
  });
});
