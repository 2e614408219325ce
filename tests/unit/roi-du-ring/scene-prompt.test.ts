// The Roi du Ring prompt (src/games/roi-du-ring/scene/prompt.ts): the buttons and hints a seat
// is offered come from the legal moves of stacked positions, and each button plays its move.
import { describe, expect, it } from 'vitest';
import { rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { promptButtons, promptHint, promptTitle, type PromptContext } from '../../../src/games/roi-du-ring/scene/prompt';
import { acts, begin, place, promptContext, start } from './helpers';

const names = (ctx: PromptContext, s: RoiState) => promptButtons(s, ctx).map((b) => b.name);

describe('roi-du-ring scene prompt', () => {
  it('R-PUSH a red card dropped on an adjacent fighter offers a hit (with its damage), a push, and cancel', () => {
    const s = place(begin(start(2, { hands: [['5H'], ['2C']] })), { 0: { x: 3, y: 3 } });
    const moves = rules.legalMoves(s).filter((m) => m.type === 'strike');
    const ctx = promptContext(s, { choice: { card: '5H', target: 1, moves } });
    expect(names(ctx, s)).toEqual(['roi.btn.hit', 'roi.btn.push', 'roi.btn.cancel']);
    // R-CORNER: Blue stands in a corner, so the hit takes 2.
    expect(promptButtons(s, ctx)[0]?.label).toBe('Hit: −2 hp');
    expect(promptTitle(s, ctx)).toBe('Hit or push Blue?');
    promptButtons(s, ctx)[1]?.fn();
    expect(ctx.played).toEqual([{ type: 'strike', card: '5H', target: 1, mode: 'push' }]);
  });

  it('R-PARRY the attacked seat is offered its parries and take; the hint names the attack', () => {
    const s0 = place(begin(start(2, { hands: [['5H'], ['9H', '2C']] })), { 0: { x: 3, y: 3 } });
    const { state: s } = acts(s0, { type: 'strike', card: '5H', target: 1, mode: 'hit' });
    const ctx = promptContext(s);
    expect(ctx.seat).toBe(1);
    expect(names(ctx, s)).toEqual(['roi.btn.parry.9H', 'roi.btn.take']);
    expect(promptHint(s, ctx)).toContain('Red strikes with 5♥: a hit for 2 hp');
  });

  it('R-END-TURN the end buttons follow the draws allowed, and tomatoes are announced before acting', () => {
    const s = begin(start(2, { hands: [['2C', '3C', '4C'], ['5C']] }));
    const ctx = promptContext(s);
    expect(names(ctx, s)).toEqual(['roi.btn.end.0', 'roi.btn.end.1', 'roi.btn.end.2']);
    expect(promptHint(s, ctx)).toContain('tomatoes');
  });

  it('R-INTIMIDATE three cards on the tray offer a discard and an intimidation of each opponent', () => {
    const s = begin(start(3, { hands: [['2C', '3C', '4C'], ['5C'], ['6C']] }));
    const ctx = promptContext(s, { chosen: ['2C', '3C', '4C'] });
    expect(names(ctx, s)).toEqual(['roi.btn.discard', 'roi.btn.intimidate.1', 'roi.btn.intimidate.2', 'roi.btn.end.0', 'roi.btn.end.1', 'roi.btn.end.2']);
  });

  it('R-PSYCHIC a pair on the tray offers a psychic attack of level 1 on each opponent', () => {
    const s = begin(rules.setup({ players: 2, advanced: { psychic: true }, stack: { draw: ['XR', 'AC'], hands: [['5C', '5D', '9S'], ['2C']] } }, 7));
    const ctx = promptContext(s, { chosen: ['5C', '5D'] });
    const psychic = promptButtons(s, ctx).find((b) => b.name === 'roi.btn.psychic.1');
    expect(psychic?.label).toBe('Psychic level 1 on Blue');
    psychic?.fn();
    expect(ctx.played).toEqual([{ type: 'psychic', cards: ['5C', '5D'], target: 1 }]);
  });

  it('R-TWO-FIGHTERS each player may switch to the other fighter it owns', () => {
    const s = begin(rules.setup({ players: 2, fightersPerPlayer: 2, stack: { draw: ['XR', 'AC'], hands: [['2C'], ['5C']] } }, 7));
    const ctx = promptContext(s);
    const sw = promptButtons(s, ctx).find((b) => b.name.startsWith('roi.btn.switch.'));
    expect(sw?.label).toBe('Fight with Green');
    sw?.fn();
    expect(ctx.played).toEqual([{ type: 'switch', fighter: 2 }]);
  });

  it('R-PINCER the fighter behind is asked with two buttons, join or stay out; the striker sees what a pincer would add', () => {
    const s0 = place(begin(start(3, { hands: [['5D'], ['2C'], ['3C']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 }, 2: { x: 3, y: 1 } });
    const strikes = rules.legalMoves(s0).filter((m) => m.type === 'strike');
    const choose = promptContext(s0, { choice: { card: '5D', target: 1, moves: strikes } });
    expect(promptButtons(s0, choose)[0]?.label).toBe('Hit: −1 hp (−2 if Green joins)');
    const { state: s } = acts(s0, { type: 'strike', card: '5D', target: 1, mode: 'hit' });
    const ctx = promptContext(s);
    expect(ctx.seat).toBe(2);
    expect(promptTitle(s, ctx)).toBe('A pincer?');
    expect(promptHint(s, ctx)).toBe('Red strikes Blue with 5♦, and you stand right behind Blue: a pincer. Join in and the hit takes 2 hp instead of 1, or stay out.');
    const buttons = promptButtons(s, ctx);
    expect(buttons.map((b) => [b.name, b.label])).toEqual([
      ['roi.btn.pincer.yes', 'Join in: −2 hp'],
      ['roi.btn.pincer.no', 'Stay out'],
    ]);
    buttons[1]?.fn();
    expect(ctx.played).toEqual([{ type: 'pincer', agree: false }]);
  });

  it('R-COUNTER the counter-attack hint names the cards that may strike back: a red card along its line, or a joker', () => {
    const s0 = place(begin(start(2, { hands: [['5D'], ['6D', 'XR']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const { state: s } = acts(s0, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' });
    const hint = promptHint(s, promptContext(s));
    expect(hint).toContain('Strike back at Red');
    expect(hint).toContain('a red card along its line (♦\u00A0straight, ♥\u00A0diagonally)');
    expect(hint).toContain('a joker pokes an eye');
    expect(names(promptContext(s), s)).toEqual(['roi.btn.stop']);
  });

  it('shows no buttons and a waiting title to a seat that is not deciding', () => {
    const s = begin(start(2, { hands: [['2C'], ['5C']] }));
    const ctx = promptContext(s, { seat: 1, mine: false, legal: [] });
    expect(promptButtons(s, ctx)).toEqual([]);
    expect(promptTitle(s, ctx)).toBe('Red is deciding');
  });
});
