// Steps 1-3 of a turn: plays, suit powers, immunity, damage and kills.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/regicide/rules';
import { discardCards, eventsOf, playCards, refusal, start, typesOf } from './helpers';

const legalPlays = (s: Parameters<typeof rules.legalMoves>[0]): string[] =>
  rules.legalMoves(s).flatMap((m) => (m.type === 'play' ? [m.cards.join('+')] : []));

describe('regicide plays and powers', () => {
  it('R-CLUBS rulebook example: 8 of diamonds with the ace of clubs draws 9 and deals 18', () => {
    const s = start(2, { hands: [['8D', 'AC', '2H'], ['3H']], tavern: ['4C', '5C', '6C', '7C', '8C', '9C', '10C', '2D', '3D'], castle: ['JS'] });
    const { state, events } = playCards(s, 'AC', '8D');
    expect(state.damage).toBe(18);
    expect(eventsOf(events, 'damage')).toEqual([{ type: 'damage', amount: 18, total: 18, doubled: true }]);
    expect(eventsOf(events, 'draw')).toHaveLength(9);
    expect(state.tavern[0]).toBe('AD'); // stacked cards used up, then the leftovers in fixed order
  });

  it('R-DIAMONDS draws are dealt one card at a time round the table from the current player', () => {
    const s = start(2, { hands: [['8D', 'AC', '2H'], ['3H']], tavern: ['4C', '5C', '6C', '7C', '8C', '9C', '10C', '2D', '3D'], castle: ['JS'] });
    const { state, events } = playCards(s, 'AC', '8D');
    expect(eventsOf(events, 'draw').map((e) => e.seat)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0]);
    expect(state.hands[0]).toEqual(['2H', '3D', '4C', '6C', '8C', '10C']);
    expect(state.hands[1]).toEqual(['2D', '3H', '5C', '7C', '9C']);
  });

  it('R-DIAMONDS full hands are skipped and the draw stops once every hand is full', () => {
    const full = ['AC', '2C', '3C', '4C', '5C', '6C', '7C'];
    const s = start(2, { hands: [['4D', 'AH', '2H', '3H', '5H', '6H', '7H'], full], tavern: ['9S', '10S'], castle: ['JC'] });
    const { state, events } = playCards(s, '4D');
    expect(eventsOf(events, 'draw').map((e) => e.seat)).toEqual([0]);
    expect(eventsOf(events, 'recruit')).toEqual([{ type: 'recruit', count: 1 }]);
    expect(state.hands[0]).toContain('9S');
    expect(state.tavern[0]).toBe('10S');
  });

  it('R-DIAMONDS an empty tavern draws nothing, without penalty', () => {
    const s = { ...start(2, { hands: [['5D', '9C'], ['2C']], castle: ['JS'] }), tavern: [] };
    const { state, events } = playCards(s, '5D');
    expect(eventsOf(events, 'draw')).toHaveLength(0);
    expect(state.damage).toBe(5);
  });

  it('R-COMBO rulebook example: the triple of threes draws 9, shields 9 and deals 18', () => {
    const s = start(2, { hands: [['3C', '3D', '3S'], []], castle: ['JH'] });
    const { state, events } = playCards(s, '3C', '3D', '3S');
    expect(eventsOf(events, 'draw')).toHaveLength(9);
    expect(state.shield).toBe(9);
    expect(state.damage).toBe(18);
    expect(state.toDiscard).toBe(1); // jack attack 10 less the shield 9
  });

  it('R-COMBO 2-4 cards of one rank totalling at most 10; no aces in a combo', () => {
    const s = start(1, { hands: [['2C', '2D', '2H', '2S', '5C', '5D', '6C', '6D']], castle: ['JH'] });
    const plays = legalPlays(s);
    expect(plays).toContain('2C+2D+2H+2S');
    expect(plays).toContain('5C+5D');
    expect(plays).not.toContain('6C+6D');
    expect(plays.filter((p) => p.split('+').length === 3)).toHaveLength(4);
    const aces = start(1, { hands: [['AC', 'AD', 'AH', '3C']], castle: ['JH'] });
    expect(legalPlays(aces)).toEqual(['AC', 'AD', 'AH', '3C', 'AC+AD', 'AC+AH', 'AC+3C', 'AD+AH', 'AD+3C', 'AH+3C']);
    expect(refusal(aces, { type: 'play', cards: ['AC', 'AD', 'AH'] }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-ACE an ace pairs with exactly one other card, face cards and aces included, never a jester', () => {
    const s = start(3, { hands: [['AC', 'X1', '5D'], [], []], castle: ['JH'] });
    expect(legalPlays(s)).toEqual(['AC', '5D', 'X1', 'AC+5D']);
    expect(refusal(s, { type: 'play', cards: ['AC', 'X1'] }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'play', cards: ['AC', '5D', 'X1'] }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-ACE a suit present twice in one play applies its power once', () => {
    const s = start(2, { hands: [['AC', '8C', '2H'], []], castle: ['JS'] });
    expect(playCards(s, 'AC', '8C').state.damage).toBe(18); // doubled once, not quadrupled
  });

  it('R-SPADES the shield is the whole attack of each spade play, cumulative until the enemy falls', () => {
    const s = start(2, { hands: [['AS', '8H', '10D'], ['3S', '9C']], castle: ['JC'] });
    const one = playCards(s, 'AS', '8H');
    expect(one.state.shield).toBe(9);
    expect(one.state.toDiscard).toBe(1);
    const two = playCards(discardCards(one.state, '10D').state, '3S');
    expect(two.state.shield).toBe(12);
    expect(two.state.table).toEqual([['AS', '8H'], ['3S']]);
    expect(eventsOf(two.events, 'suffer')[0]).toMatchObject({ seat: 1, amount: 0 });
  });

  it('R-HEARTS the discard is shuffled and that many cards go face down under the tavern', () => {
    const base = start(2, { hands: [['5H', '2C'], []], tavern: ['9S'], castle: ['JS'] });
    const s = { ...base, discard: ['3D', '4D', '6D', '7D', '8D', '9D', '10D'] };
    const { state, events } = playCards(s, '5H');
    expect(eventsOf(events, 'heal')).toEqual([{ type: 'heal', count: 5 }]);
    expect(state.discard).toHaveLength(2);
    expect(state.tavern.slice(0, -5)).toEqual(base.tavern);
    expect([...state.tavern.slice(-5), ...state.discard].sort()).toEqual([...s.discard].sort());
    expect(state.tavern).not.toContain('5H'); // cards on the table are not in the discard yet
  });

  it('R-HEARTS-FIRST hearts resolve before diamonds in the same play', () => {
    const base = start(1, { hands: [['AH', '5D']], castle: ['JS'] });
    const s = { ...base, tavern: [], discard: ['2C', '3C', '4C'] };
    const { state, events } = playCards(s, 'AH', '5D');
    expect(typesOf(events).indexOf('heal')).toBeLessThan(typesOf(events).indexOf('draw'));
    expect(state.hands[0]).toEqual(['2C', '3C', '4C']);
  });

  it('R-IMMUNITY the enemy cancels its own suit power, but the damage is still dealt', () => {
    const s = start(2, { hands: [['8C', '5D'], ['2S']], castle: ['JC'] });
    const { state, events } = playCards(s, '8C');
    expect(state.damage).toBe(8);
    expect(eventsOf(events, 'immune')).toEqual([{ type: 'immune', suit: 'C' }]);
    const d = start(2, { hands: [['5D'], ['2S']], castle: ['JD'] });
    expect(eventsOf(playCards(d, '5D').events, 'draw')).toHaveLength(0);
  });

  it('R-DAMAGE rulebook example: 12 damage then 9 defeats a jack (21 of 20), earlier damage counted once', () => {
    const s = start(2, { hands: [['AC', '5C', '10D'], ['9S', '8S']], castle: ['JH', 'JS'] });
    const first = playCards(s, 'AC', '5C');
    expect(first.state.damage).toBe(12);
    const second = playCards(discardCards(first.state, '10D').state, '9S');
    expect(eventsOf(second.events, 'damage')).toEqual([{ type: 'damage', amount: 9, total: 21, doubled: false }]);
    expect(eventsOf(second.events, 'kill')).toEqual([{ type: 'kill', enemy: 'JH', exact: false }]);
    expect(second.state.enemy).toBe('JS');
    expect(second.state.damage).toBe(0);
  });

  it('R-EXACT an exact kill puts the enemy face down on top of the tavern; an overkill discards it', () => {
    const s = start(2, { hands: [['AC', '5C', '10D'], ['9S', '8S']], castle: ['JH', 'JS'] });
    const first = discardCards(playCards(s, 'AC', '5C').state, '10D').state;
    const exact = playCards(first, '8S');
    expect(eventsOf(exact.events, 'kill')).toEqual([{ type: 'kill', enemy: 'JH', exact: true }]);
    expect(exact.state.tavern[0]).toBe('JH');
    expect(exact.state.discard).toEqual(['10D', 'AC', '5C', '8S']);
    const over = playCards(first, '9S');
    expect(over.state.discard).toEqual(['10D', 'JH', 'AC', '5C', '9S']);
    expect(over.state.tavern[0]).not.toBe('JH');
  });

  it('R-KILLER-PLAYS-ON the player who defeats an enemy skips step 4 and plays again', () => {
    const s = start(2, { hands: [['10C', '4D'], ['2S']], castle: ['JH', 'JS'] });
    const { state, events } = playCards(s, '10C');
    expect(eventsOf(events, 'suffer')).toHaveLength(0);
    expect(state.current).toBe(0);
    expect(state.phase).toBe('play');
    expect(state.enemy).toBe('JS');
    expect(eventsOf(events, 'reveal')).toEqual([{ type: 'reveal', enemy: 'JS' }]);
  });

  it('R-NO-REFILL nobody draws after a kill or at the end of a turn', () => {
    const s = start(2, { hands: [['10C', '4C', '10D'], ['2S', '9H']], castle: ['JH', 'JS'] });
    const kill = playCards(s, '10C');
    expect(kill.state.hands).toEqual([['4C', '10D'], ['2S', '9H']]);
    expect(kill.state.tavern).toEqual(['JH', ...s.tavern]);
    const covered = discardCards(playCards(kill.state, '4C').state, '10D').state;
    expect(covered.hands).toEqual([[], ['2S', '9H']]);
    expect(covered.tavern).toEqual(kill.state.tavern);
    expect(covered.current).toBe(1);
  });

  it('R-FACE-VALUES a defeated enemy drawn into a hand is worth 10/15/20 and keeps its power', () => {
    const s = start(1, { hands: [['10C', '4D', 'AD', '9H', '8H']], tavern: ['AC', 'AH', 'AS', '2C'], castle: ['JS', 'JH'] });
    const killed = playCards(s, '10C').state;
    expect(killed.tavern[0]).toBe('JS');
    const drawn = playCards(killed, 'AD', '4D').state;
    expect(drawn.hands[0]).toEqual(['AC', 'AH', 'AS', '2C', '8H', '9H', 'JS']);
    expect(drawn.toDiscard).toBe(10);
    expect(rules.legalMoves(drawn)).toContainEqual({ type: 'discard', cards: ['JS'] });
    const next = discardCards(drawn, '8H', '9H').state;
    expect(legalPlays(next)).toContain('AC+JS');
    const { state, events } = playCards(next, 'JS');
    expect(eventsOf(events, 'damage')[0]).toMatchObject({ amount: 10, total: 15 });
    expect(state.shield).toBe(10);
  });
});
