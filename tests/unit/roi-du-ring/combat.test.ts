// Moves, strikes, pushes, parries, dodges and counter-attacks.
import { describe, expect, it } from 'vitest';
import { rules } from '../../../src/games/roi-du-ring/rules';
import { act, acts, begin, eventsOf, movesOf, place, refusal, start } from './helpers';

/** Seat 0 on (1,1), seat 1 on (2,1): side by side, seat 1 to the right. */
function faceToFace(hand0: string[], hand1: string[]) {
  return place(begin(start(2, { hands: [hand0, hand1] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
}

describe('roi-du-ring moves and strikes', () => {
  it('R-MOVE black cards move one square: clubs orthogonally, spades diagonally; never off the ring or onto a fighter; red cards never move', () => {
    const s = begin(start(2, { hands: [['3C', '5D', '4S'], ['6D']] }));
    expect(movesOf(s, 'move')).toEqual([
      { type: 'move', card: '3C', to: { x: 1, y: 0 } },
      { type: 'move', card: '3C', to: { x: 0, y: 1 } },
      { type: 'move', card: '4S', to: { x: 1, y: 1 } },
    ]);
    const blocked = place(s, { 1: { x: 1, y: 1 } });
    expect(movesOf(blocked, 'move').map((m) => m.type === 'move' && m.card)).toEqual(['3C', '3C']);
    const { state, events } = act(s, { type: 'move', card: '4S', to: { x: 1, y: 1 } });
    expect(state.fighters[0]).toMatchObject({ x: 1, y: 1 });
    expect(state.hands[0]).toEqual(['3C', '5D']);
    expect(state.discard).toEqual(['4S']);
    expect(eventsOf(events, 'move')).toEqual([{ type: 'move', seat: 0, card: '4S', from: { x: 0, y: 0 }, to: { x: 1, y: 1 } }]);
    expect(refusal(s, { type: 'move', card: '3C', to: { x: 2, y: 0 } }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(s, { type: 'move', card: '5D', to: { x: 1, y: 0 } }).code).toBe('ERR_NOT_LEGAL');
  });

  it('R-STRIKE red cards strike an adjacent fighter: diamonds orthogonally, hearts diagonally; a hit or a push', () => {
    const s = faceToFace(['5D', '7H'], ['2C']);
    expect(movesOf(s, 'strike')).toEqual([
      { type: 'strike', card: '5D', target: 1, mode: 'hit' },
      { type: 'strike', card: '5D', target: 1, mode: 'push' },
    ]);
    const diag = place(s, { 1: { x: 2, y: 2 } });
    expect(movesOf(diag, 'strike').map((m) => m.type === 'strike' && m.card)).toEqual(['7H', '7H']);
  });

  it('R-HIT a hit waits for the defender (the actor), who may take it: 1 hp', () => {
    const s = faceToFace(['5D'], ['2C', '6D', '8D', '9S']);
    const hit = act(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' });
    expect(hit.state.phase).toBe('defend');
    expect(rules.actor(hit.state)).toBe(1);
    expect(hit.state.attack).toMatchObject({ by: 0, on: 1, card: '5D', damage: 1 });
    // Hand count: parry 6D, 8D (red, same line, higher); dodge 9S to each free diagonal square; 2C is the same line.
    expect(rules.legalMoves(hit.state)).toEqual([
      { type: 'parry', card: '6D' },
      { type: 'parry', card: '8D' },
      { type: 'dodge', card: '9S', to: { x: 3, y: 0 } },
      { type: 'dodge', card: '9S', to: { x: 3, y: 2 } },
      { type: 'dodge', card: '9S', to: { x: 1, y: 2 } },
      { type: 'dodge', card: '9S', to: { x: 1, y: 0 } },
      { type: 'take' },
    ]);
    const took = act(hit.state, { type: 'take' });
    expect(took.state.fighters[1]!.hp).toBe(9);
    expect(took.state.phase).toBe('play');
    expect(rules.actor(took.state)).toBe(0);
    expect(eventsOf(took.events, 'hit')).toEqual([{ type: 'hit', seat: 1, by: 0, damage: 1 }]);
  });

  it('R-PUSH a push moves the target one square back, cannot be defended and does no damage', () => {
    const s = faceToFace(['5D', '6D'], ['KD', 'XR']);
    const { state, events } = act(s, { type: 'strike', card: '5D', target: 1, mode: 'push' });
    expect(state.phase).toBe('play');
    expect(state.fighters[1]).toMatchObject({ x: 3, y: 1, hp: 10 });
    expect(eventsOf(events, 'push')).toEqual([{ type: 'push', by: 0, seat: 1, from: { x: 2, y: 1 }, to: { x: 3, y: 1 }, blocked: false }]);
  });

  it('R-PUSH-BLOCKED our rule: against the ropes or another fighter the target does not move (the card is spent)', () => {
    const s = place(faceToFace(['5D'], ['2C']), { 0: { x: 3, y: 1 }, 1: { x: 4, y: 1 } });
    const rope = act(s, { type: 'strike', card: '5D', target: 1, mode: 'push' });
    expect(rope.state.fighters[1]).toMatchObject({ x: 4, y: 1, hp: 10 });
    expect(eventsOf(rope.events, 'push')[0]).toMatchObject({ blocked: true });
    const three = place(begin(start(3, { hands: [['5D'], ['2C'], ['3C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 1 } });
    const wall = act(three, { type: 'strike', card: '5D', target: 1, mode: 'push' });
    expect(wall.state.fighters[1]).toMatchObject({ x: 2, y: 1 });
    expect(eventsOf(wall.events, 'push')[0]).toMatchObject({ blocked: true });
  });

  it('R-PARRY a red card of the same line and higher value parries; lower or the other line does not', () => {
    const s = faceToFace(['8D'], ['6D', '9D', 'KH']);
    const hit = act(s, { type: 'strike', card: '8D', target: 1, mode: 'hit' }).state;
    expect(movesOf(hit, 'parry')).toEqual([{ type: 'parry', card: '9D' }]);
    expect(refusal(hit, { type: 'parry', card: '6D' }).code).toBe('ERR_NOT_LEGAL');
    expect(refusal(hit, { type: 'parry', card: 'KH' }).code).toBe('ERR_NOT_LEGAL');
    const { state, events } = act(hit, { type: 'parry', card: '9D' });
    expect(state.fighters[1]!.hp).toBe(10);
    expect(state.discard).toEqual(['8D', '9D']);
    expect(eventsOf(events, 'parry')).toEqual([{ type: 'parry', seat: 1, by: 0, card: '9D' }]);
  });

  it('R-DODGE a black card of the other line and higher value dodges, moving the dodger along the card', () => {
    const s = faceToFace(['7H'], ['5S', '8C', '9S']);
    const diag = place(s, { 1: { x: 2, y: 2 } });
    const hit = act(diag, { type: 'strike', card: '7H', target: 1, mode: 'hit' }).state;
    // 5S is lower, 9S is the same (diagonal) line: only 8C, to the free orthogonal squares.
    expect(movesOf(hit, 'dodge')).toEqual([
      { type: 'dodge', card: '8C', to: { x: 2, y: 1 } },
      { type: 'dodge', card: '8C', to: { x: 3, y: 2 } },
      { type: 'dodge', card: '8C', to: { x: 2, y: 3 } },
      { type: 'dodge', card: '8C', to: { x: 1, y: 2 } },
    ]);
    const { state } = act(hit, { type: 'dodge', card: '8C', to: { x: 3, y: 2 } });
    expect(state.fighters[1]).toMatchObject({ x: 3, y: 2, hp: 10 });
  });

  it('R-COUNTER after a defence the defender may strike back until the other defends; each answer is a move of its seat', () => {
    const s = faceToFace(['5D', 'QD', '9D'], ['6D', '8D', '10D']);
    const parried = acts(s, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' }).state;
    expect(parried.phase).toBe('counter');
    expect(rules.actor(parried)).toBe(1);
    expect(rules.legalMoves(parried)).toEqual([
      { type: 'strike', card: '8D', target: 0, mode: 'hit' },
      { type: 'strike', card: '8D', target: 0, mode: 'push' },
      { type: 'strike', card: '10D', target: 0, mode: 'hit' },
      { type: 'strike', card: '10D', target: 0, mode: 'push' },
      { type: 'stop' },
    ]);
    const counter = act(parried, { type: 'strike', card: '8D', target: 0, mode: 'hit' }).state;
    expect(rules.actor(counter)).toBe(0);
    expect(counter.attack).toMatchObject({ by: 1, on: 0, counter: true });
    // The counter lands: seat 1 may go on.
    const landed = act(counter, { type: 'take' }).state;
    expect(landed.fighters[0]!.hp).toBe(9);
    expect(landed.phase).toBe('counter');
    expect(rules.actor(landed)).toBe(1);
    // The next counter is parried: the exchange ends, seat 0's turn goes on.
    const again = acts(landed, { type: 'strike', card: '10D', target: 0, mode: 'hit' }, { type: 'parry', card: 'QD' }).state;
    expect(again.phase).toBe('play');
    expect(rules.actor(again)).toBe(0);
    expect(again.played).toBe(1); // counter-attacks and defences do not count as the turn's plays
    const stopped = act(parried, { type: 'stop' }).state;
    expect(stopped.phase).toBe('play');
    expect(rules.actor(stopped)).toBe(0);
  });

  it('R-PLAY-LIMIT at most 5 cards are played in a turn', () => {
    const s = { ...faceToFace(['5D', '3C'], ['2C']), played: 5 };
    expect(movesOf(s, 'strike')).toEqual([]);
    expect(movesOf(s, 'move')).toEqual([]);
    expect(movesOf(s, 'discard')).toHaveLength(3);
  });
});
