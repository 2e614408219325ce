// Step 4, yields, jesters, losing and winning.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/regicide/rules';
import { act, discardCards, eventsOf, playCards, refusal, start } from './helpers';

describe('regicide step 4, yields, jesters, the end', () => {
  it('R-STEP4 the current player covers the damage, not the next player', () => {
    const s = start(2, { hands: [['3C', '9D', '4H'], ['10S', '10H']], castle: ['JS'] });
    const { state, events } = playCards(s, '3C');
    expect(eventsOf(events, 'suffer')).toEqual([{ type: 'suffer', seat: 0, amount: 10 }]);
    expect(state.phase).toBe('discard');
    expect(rules.actor(state)).toBe(0);
    expect(state.toDiscard).toBe(10);
    const after = discardCards(state, '4H', '9D').state;
    expect(after.hands).toEqual([[], ['10H', '10S']]);
    expect(after.current).toBe(1);
    expect(after.discard).toEqual(['4H', '9D']);
  });

  it('R-DISCARD a discard must reach the damage, and dropping its largest card must not', () => {
    const s = { ...start(1, { hands: [['2C', '5C', '8D', '9H']], castle: ['JS'] }), phase: 'discard' as const, toDiscard: 10 };
    const discards = rules.legalMoves(s).flatMap((m) => (m.type === 'discard' ? [m.cards.join('+')] : []));
    expect(discards).toEqual(['2C+8D', '5C+8D', '2C+5C+8D', '2C+9H', '5C+9H', '2C+5C+9H', '8D+9H']);
    expect(refusal(s, { type: 'discard', cards: ['2C', '8D', '9H'] }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'discard', cards: ['2C', '5C'] }).code).toBe('ERR_NOT_LEGAL');
    expect(rules.apply(s, { type: 'discard', cards: ['8D', '5C', '2C'] }).ok).toBe(true); // any order names the same discard
  });

  it('R-LOSE-DAMAGE a player who cannot cover the damage loses at once', () => {
    const s = start(2, { hands: [['3C', '4H'], ['10S']], castle: ['JS'] });
    const { state, events } = playCards(s, '3C');
    expect(state.status).toBe('lost');
    expect(eventsOf(events, 'lose')).toEqual([{ type: 'lose', seat: 0, reason: 'damage' }]);
    expect(rules.legalMoves(state)).toEqual([]);
    expect(rules.outcome(state)).toEqual({ winners: [] });
    expect(rules.actor(state)).toBeNull();
    expect(refusal(state, { type: 'yield' }).code).toBe('ERR_GAME_OVER');
  });

  it('R-LOSE-NO-MOVE an empty hand is no loss when a yield or a zero attack saves you', () => {
    const s = start(2, { hands: [['10S'], ['2C', '3C']], castle: ['JH'] });
    const shielded = playCards(s, '10S'); // shield 10: the jack's attack is now 0
    expect(eventsOf(shielded.events, 'suffer')).toEqual([{ type: 'suffer', seat: 0, amount: 0 }]);
    expect(shielded.state.hands[0]).toEqual([]);
    expect(shielded.state.status).toBe('playing');
    const back = playCards(shielded.state, '2C').state;
    expect(back.current).toBe(0);
    expect(rules.legalMoves(back)).toEqual([{ type: 'yield' }]);
    const yielded = act(back, { type: 'yield' }).state;
    expect(yielded.status).toBe('playing');
    expect(yielded.current).toBe(1);
  });

  it('R-LOSE-NO-MOVE a player who can neither play nor yield loses', () => {
    const s = start(2, { hands: [['10S'], ['2C', '3C']], castle: ['JH'] });
    const emptied = playCards(s, '10S').state;
    const y1 = act(emptied, { type: 'yield' }); // seat 1 yields; seat 0 has no card and may not yield
    expect(y1.state.status).toBe('lost');
    expect(eventsOf(y1.events, 'lose')).toEqual([{ type: 'lose', seat: 0, reason: 'no-move' }]);
  });

  it('R-YIELD skips steps 2 and 3; R-YIELD-LIMIT not when every other player yielded last turn', () => {
    const s = start(3, { hands: [['5C'], ['6C'], ['7C']], castle: ['JH'] });
    const shielded = { ...s, shield: 10 };
    const a = act(shielded, { type: 'yield' });
    expect(a.state.damage).toBe(0);
    expect(a.events.map((e) => e.type)).toEqual(['yield', 'suffer', 'turn']);
    const b = act(a.state, { type: 'yield' }).state;
    expect(rules.legalMoves(b)).toEqual([{ type: 'play', cards: ['7C'] }]);
    expect(refusal(b, { type: 'yield' }).code).toBe('ERR_NOT_LEGAL');
    const c = playCards(b, '7C').state; // a play resets seat 2's yield
    expect(rules.legalMoves(c)).toContainEqual({ type: 'yield' });
  });

  it('R-YIELD-LIMIT solo: no yield by default; with soloYield, not twice in a row', () => {
    const s = start(1, { hands: [['5C']], castle: ['JH'] });
    expect(rules.legalMoves(s)).not.toContainEqual({ type: 'yield' });
    const y = { ...start(1, { hands: [['5C']], castle: ['JH'] }, { soloYield: true }), shield: 10 };
    expect(rules.legalMoves(y)).toContainEqual({ type: 'yield' });
    const after = act(y, { type: 'yield' }).state;
    expect(rules.legalMoves(after)).not.toContainEqual({ type: 'yield' });
  });

  it('R-JESTER played alone: immunity cancelled, no steps 3 and 4, its player chooses who goes next', () => {
    const s = start(3, { hands: [['X1', '4D'], ['5D'], ['6D']], castle: ['JD'] });
    const { state, events } = playCards(s, 'X1');
    expect(events.map((e) => e.type)).toEqual(['play', 'jester']);
    expect(state.immunityCancelled).toBe(true);
    expect(state.phase).toBe('choose');
    expect(rules.legalMoves(state)).toEqual([0, 1, 2].map((seat) => ({ type: 'choose', seat })));
    const chosen = act(state, { type: 'choose', seat: 0 });
    expect(chosen.state.current).toBe(0); // themselves included
    const drew = playCards(chosen.state, '4D');
    expect(eventsOf(drew.events, 'draw')).toHaveLength(4); // diamonds work against the diamond jack now
    expect(refusal(state, { type: 'choose', seat: 3 }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(state, { type: 'yield' }).code).toBe('ERR_WRONG_PHASE');
  });

  it('R-JESTER-SPADES spades played before a jester start shielding; clubs are not doubled after the fact', () => {
    const spades = start(3, { hands: [['5S', '10D'], ['X1'], []], castle: ['JS'] });
    const a = discardCards(playCards(spades, '5S').state, '10D').state;
    expect(a.shield).toBe(0);
    const b = playCards(a, 'X1');
    expect(b.state.shield).toBe(5);
    expect(eventsOf(b.events, 'shield')).toEqual([{ type: 'shield', amount: 5, total: 5 }]);
    const clubs = start(3, { hands: [['5C', '10D'], ['X1'], ['4C', '10H']], castle: ['JC'] });
    const c = discardCards(playCards(clubs, '5C').state, '10D').state;
    const d = playCards(c, 'X1').state;
    expect(d.damage).toBe(5);
    const e = playCards(act(d, { type: 'choose', seat: 2 }).state, '4C').state;
    expect(e.damage).toBe(13);
  });

  it('R-IMMUNITY a new enemy brings its immunity back', () => {
    const s = start(3, { hands: [['X1', '10C'], [], []], castle: ['JC', 'JD'] });
    const chosen = act(playCards(s, 'X1').state, { type: 'choose', seat: 0 }).state;
    const killed = playCards(chosen, '10C').state;
    expect(killed.enemy).toBe('JD');
    expect(killed.immunityCancelled).toBe(false);
  });

  it('R-WIN the last king falls: every seat wins', () => {
    const base = start(2, { hands: [['10C', '10S'], ['9C']], castle: ['KH'] });
    const s = { ...base, castle: [], damage: 20 };
    const { state, events } = playCards(s, '10C');
    expect(state.status).toBe('won');
    expect(eventsOf(events, 'win')).toEqual([{ type: 'win', medal: null }]);
    expect(rules.outcome(state)).toEqual({ winners: [0, 1] });
    expect(rules.legalMoves(state)).toEqual([]);
  });

  it.each([
    [2, 'gold'],
    [1, 'silver'],
    [0, 'bronze'],
  ])('R-MEDAL a solo win with %i jester powers left is %s', (jestersLeft, medal) => {
    const base = start(1, { hands: [['10C']], castle: ['KH'] });
    const s = { ...base, castle: [], damage: 20, jestersLeft };
    const { state } = playCards(s, '10C');
    expect(rules.outcome(state)).toEqual({ winners: [0], label: medal });
  });
});
