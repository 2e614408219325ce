// Undo must not step back over a move that showed anyone something new. On the tiny game: a draw
// shows the drawer a card; a play shows the card to the other seat (it left a hidden hand); a roll
// uses randomness, scripted or not. A move in an open game without randomness reveals nothing.

import { describe, expect, it } from 'vitest';
import { HIDDEN, type AnyRules } from '../../../src/core/contract';
import { countHidden, revealKind, seesMore } from '../../../src/core/reveal';

const revealsInformation = (r: AnyRules, before: unknown, after: unknown, viewers: number | readonly number[]): boolean => revealKind(r, before, after, viewers) !== null;
import { tinyRules, type TinyMove, type TinyOptions, type TinyState } from '../../fixtures/tiny/rules';

const rules = tinyRules as AnyRules;
// Seat 0 holds 1a 2a 3a, seat 1 holds 4a 5a 6a; 7a is on top of the deck.
const options: TinyOptions = { players: 2, stack: { deck: ['1a', '2a', '3a', '4a', '5a', '6a', '7a'] } };

function after(state: TinyState, move: TinyMove): TinyState {
  const r = tinyRules.apply(state, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('countHidden', () => {
  it('counts HIDDEN marks at any depth and nothing else', () => {
    expect(countHidden(HIDDEN)).toBe(1);
    expect(countHidden({ a: [HIDDEN, 'x', [HIDDEN]], b: { c: HIDDEN }, d: 3, e: null })).toBe(3);
    expect(countHidden(['??', '', 0, false, undefined])).toBe(0);
  });
});

describe('revealsInformation on the tiny game', () => {
  const start = tinyRules.setup(options, 11);

  it('a draw reveals: the drawer sees the card', () => {
    const next = after(start, { type: 'draw' });
    expect(next.hands[0]).toContain('7a');
    expect(revealsInformation(rules, start, next, 2)).toBe(true);
    expect(revealsInformation(rules, start, next, 1)).toBe(true); // seat 0 alone already learns something
  });

  it('a play by seat 0 reveals the card to seat 1, and nothing to seat 0', () => {
    const next = after(start, { type: 'play', card: '2a' });
    expect(revealsInformation(rules, start, next, 2)).toBe(true);
    expect(revealsInformation(rules, start, next, 1)).toBe(false); // seats = 1 checks only seat 0
  });

  it('a roll reveals: the RNG moved', () => {
    const next = after(start, { type: 'roll' });
    expect(next.rng).not.toBe(start.rng);
    expect(revealsInformation(rules, start, next, 2)).toBe(true);
  });

  it('a scripted roll reveals too, though the RNG did not move', () => {
    const scripted = tinyRules.setup({ ...options, stack: { ...options.stack, dice: [3] } }, 11);
    const next = after(scripted, { type: 'roll' });
    expect(next.rng).toBe(scripted.rng);
    expect(next.total).toBe(3);
    expect(revealsInformation(rules, scripted, next, 2)).toBe(true);
  });

  it('revealKind tells chance from a sight, and counts only the viewers given', () => {
    expect(revealKind(rules, start, after(start, { type: 'roll' }), [0])).toBe('chance');
    const played = after(start, { type: 'play', card: '2a' });
    expect(revealKind(rules, start, played, [1])).toBe('seen');
    expect(revealKind(rules, start, played, [0])).toBe(null); // the player's own card, shown only to seat 1
    expect(revealKind(rules, start, after(start, { type: 'draw' }), [1])).toBe(null); // seat 0 drew: seat 1 sees one more hidden card
  });

  it('no change reveals nothing', () => {
    expect(revealsInformation(rules, start, structuredClone(start), 2)).toBe(false);
  });
});

describe('revealsInformation on an open game', () => {
  // A counter everyone sees, with an RNG that moves only when a coin is flipped.
  type Open = { n: number; rng: number };
  const open: AnyRules = {
    id: 'open',
    defaults: {},
    setup: () => ({ n: 0, rng: 5 }),
    actor: () => 0,
    legalMoves: () => [{ type: 'inc' }],
    apply: (s) => ({ ok: true, state: { ...(s as Open), n: (s as Open).n + 1 }, events: [] }),
    outcome: () => null,
    view: (s) => ({ ...(s as Open), rng: -1 }),
  };

  it('a move with no randomness and nothing hidden reveals nothing', () => {
    expect(revealsInformation(open, { n: 0, rng: 5 }, { n: 1, rng: 5 }, 2)).toBe(false);
  });

  it('a move that used the RNG reveals, even with nothing hidden', () => {
    expect(revealsInformation(open, { n: 0, rng: 5 }, { n: 0, rng: 6 }, 2)).toBe(true);
  });
});

describe('seesMore: what one seat sees that another does not (a bot answering with a hidden hand)', () => {
  it('a hand shown to its owner and hidden from the other', () => {
    const bot = { hands: [[HIDDEN, HIDDEN], ['5C', 'KS']], deck: [HIDDEN] };
    const person = { hands: [['2S', '3H'], [HIDDEN, HIDDEN]], deck: [HIDDEN] };
    expect(seesMore(bot, person)).toBe(true);
    expect(seesMore(person, bot)).toBe(true);
  });

  it('open hands (a co-op table): neither sees more; the deck hidden from both does not count', () => {
    const a = { hands: [['2S'], ['5C']], deck: [HIDDEN, HIDDEN] };
    expect(seesMore(a, { ...a })).toBe(false);
  });
});

describe('revealKind on a Regicide exact kill (session 37: undo stayed lit after the castle turned up its next royal)', () => {
  it('R-EXACT-KILL the royal face down onto the tavern as the castle shows the next: seen, though the count of hidden cards stands', async () => {
    const { rules: regicide } = await import('../../../src/games/regicide/rules');
    const r = regicide as unknown as AnyRules;
    // 10♣ on the Jack of spades: doubled by clubs, 20, its health exactly (no draw, no shuffle)
    const before = regicide.setup({ players: 1, stack: { castle: ['JS', 'JD'], hands: [['10C', '3S']] } }, 7);
    const step = regicide.apply(before, { type: 'play', cards: ['10C'] });
    if (!step.ok) throw new Error(step.error.message);
    expect(step.state.enemy).toBe('JD');
    expect(step.state.tavern[0]).toBe('JS');
    expect(countHidden(r.view(step.state, 0))).toBe(countHidden(r.view(before, 0)));
    expect(revealKind(r, before, step.state, 1)).toBe('seen');
    // a play that turns nothing up, the next one on the Jack of diamonds, reveals nothing
    const on = regicide.apply(step.state, { type: 'play', cards: ['3S'] });
    if (!on.ok) throw new Error(on.error.message);
    expect(revealKind(r, step.state, on.state, 1)).not.toBe('seen');
  });
});
