// The Roi du Ring prompt (src/games/roi-du-ring/scene/prompt.ts): the buttons and hints a seat
// is offered come from the legal moves of stacked positions, and each button plays its move.
import { describe, expect, it } from 'vitest';
import { rules, type RoiState } from '../../../src/games/roi-du-ring/rules';
import { promptButtons, promptHint, promptTitle, type PromptContext } from '../../../src/games/roi-du-ring/scene/prompt';
import { acts, begin, place, promptContext, start } from './helpers';
import { describe as logLine } from '../../../src/games/roi-du-ring/scene/log';
import { seatLabel } from '../../../src/games/roi-du-ring/scene/names';
import type { GameEvent } from '../../../src/core/contract';

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

  it("while another fighter decides, the prompt lists what it has done so far this turn (issue 30 item 2), the phone's the last four", () => {
    const s = begin(start(2, { hands: [['2C', '3C', '4C'], ['5C']] }));
    const recent = ['Blue steps with 6♣.', 'Blue steps with 7♠.', 'Blue draws 2 cards.', 'a', 'b', 'c'];
    const ctx = promptContext(s, { mine: false, recent });
    expect(promptHint(s, ctx)).toBe(recent.slice(-5).join('\n'));
    expect(promptHint(s, ctx, true)).toBe(recent.slice(-4).join('\n'));
    expect(promptHint(s, promptContext(s, { mine: false }))).toBe('');
  });

  it('R-END-TURN the end buttons follow the draws allowed, and tomatoes are announced before acting', () => {
    const s = begin(start(2, { hands: [['2C', '3C', '4C'], ['5C']] }));
    const ctx = promptContext(s);
    expect(names(ctx, s)).toEqual(['roi.btn.end.0', 'roi.btn.end.1', 'roi.btn.end.2']);
    expect(promptHint(s, ctx)).toContain('tomatoes');
  });

  it('R-TOMATOES with a card left on the tray, End turn ends nothing and says to discard it or take it back (a newcomer lost 1 hp to tomatoes meaning to discard)', () => {
    const s = begin(start(2, { hands: [['2C', '3S', '4C'], ['5C']] }));
    const ctx = promptContext(s, { chosen: ['3S'] });
    promptButtons(s, ctx).find((b) => b.name === 'roi.btn.end.2')?.fn();
    expect(ctx.played).toEqual([]);
    expect(ctx.refused).toEqual(['A card is still on the tray: Discard, or take it back, before you end the turn.']);
    // the tray empty, the same button ends the turn
    const empty = promptContext(s);
    promptButtons(s, empty).find((b) => b.name === 'roi.btn.end.2')?.fn();
    expect(empty.played).toEqual([{ type: 'end', draw: 2 }]);
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

  it('R-TRIP-CHARGE a charger stepping next to you: the hint offers the trip before the blow (you, or the fighter charged), and Let it go', () => {
    const s0 = place(begin(start(3, { hands: [['JC'], ['AC'], ['AD']] }, { advanced: { specialCards: true } })), { 0: { x: 0, y: 2 }, 1: { x: 2, y: 2 }, 2: { x: 1, y: 1 } });
    const { state: s } = acts(s0, { type: 'charge', card: 'JC', target: 1 });
    expect(s.phase).toBe('react');
    expect(rules.actor(s)).toBe(1);
    const ctx = promptContext(s);
    expect(promptHint(s, ctx)).toBe('Red charges you and steps next to you: trip them now with an ace of the same line (drop it on them), before the blow, or let the blow come.');
    expect(names(ctx, s)).toEqual(['roi.btn.pass']);
    // Green on (1,1), right above Red's new square, holds an ace of diamonds: asked next.
    const { state: g } = acts(s, { type: 'pass' });
    expect(rules.actor(g)).toBe(2);
    expect(promptHint(g, promptContext(g))).toBe('Red charges Blue and steps next to you: trip them now with an ace of the same line (drop it on them), before the blow, or let it go.');
  });
  it('R-SURPRISE after a surprise attack lands, the surprise attacker is asked to strike again, not to counter-attack: the title, the hint, the button and the log say so (issue 30 item 17)', () => {
    // Red steps next to Blue from two squares away; Blue strikes first with the 5♦ and Red takes it.
    const s0 = place(begin(start(2, { hands: [['3C', '4C'], ['2D', '3D', '5D']] }, { advanced: { surprise: true } })), { 0: { x: 0, y: 1 }, 1: { x: 2, y: 1 } });
    const { state: s, events } = acts(s0, { type: 'move', card: '3C', to: { x: 1, y: 1 } }, { type: 'surprise', card: '5D', target: 0, mode: 'hit' }, { type: 'take' });
    expect(s.phase).toBe('counter');
    const ctx = promptContext(s);
    expect(ctx.seat).toBe(1);
    expect(promptTitle(s, ctx)).toBe('Strike again?');
    expect(promptHint(s, ctx)).toContain('Your surprise attack got through! Strike Red again');
    expect(promptHint(s, ctx)).not.toContain('You defended');
    expect(promptButtons(s, ctx).map((b) => [b.name, b.label])).toEqual([['roi.btn.stop', 'Stop attacking']]);
    const lines = events.map((e) => logLine(e, {}, seatLabel)).filter((l) => l);
    expect(lines).toContain('Blue surprises Red!');
    expect(lines).toContain('Blue strikes Red with 5♦.');
    expect(lines.join(' ')).not.toContain('counter-attacks');
    // A defender's counter-attack keeps its words.
    const c0 = place(begin(start(2, { hands: [['5D'], ['6D', 'XR']] })), { 0: { x: 1, y: 1 }, 1: { x: 2, y: 1 } });
    const { state: c } = acts(c0, { type: 'strike', card: '5D', target: 1, mode: 'hit' }, { type: 'parry', card: '6D' });
    expect(promptTitle(c, promptContext(c))).toBe('Counter-attack?');
    expect(promptButtons(c, promptContext(c))[0]?.label).toBe('No counter-attack');
  });

  it('R-PUSH the choice prompt is never empty, and its title asks only what its buttons offer (issue 30 item 17)', () => {
    const s = place(begin(start(2, { hands: [['5H'], ['2C']] })), { 0: { x: 3, y: 3 } });
    const moves = rules.legalMoves(s).filter((m) => m.type === 'strike');
    const both = promptContext(s, { choice: { card: '5H', target: 1, moves } });
    // Blue in its corner has no room behind: the words say a push will not move it.
    expect(promptHint(s, both)).toContain('a push cannot move Blue, who has no room behind');
    const open = place(s, { 0: { x: 2, y: 2 }, 1: { x: 3, y: 3 } });
    const openMoves = rules.legalMoves(open).filter((m) => m.type === 'strike' && m.card === '5H');
    expect(openMoves.length).toBe(2);
    expect(promptHint(open, promptContext(open, { choice: { card: '5H', target: 1, moves: openMoves } }))).toContain('a push moves Blue back a square');
    expect(promptHint(s, both, true)).not.toBe('');
    const hitOnly = promptContext(s, { choice: { card: '5H', target: 1, moves: moves.filter((m) => m.type === 'strike' && m.mode === 'hit') } });
    expect(promptTitle(s, hitOnly)).toBe('Hit Blue?');
    expect(names(hitOnly, s)).toEqual(['roi.btn.hit', 'roi.btn.cancel']);
    const pushOnly = promptContext(s, { choice: { card: '5H', target: 1, moves: moves.filter((m) => m.type === 'strike' && m.mode === 'push') } });
    expect(promptTitle(s, pushOnly)).toBe('Push Blue?');
  });

  it('R-INTIMIDATE an intimidated seat holding exactly two cards sheds them with one tap: the button names them and plays the only shed (issue 30 item 17)', () => {
    const s0 = begin(start(2, { hands: [['2C', '3C', '4C', '9S'], ['5C', '6D']] }));
    const { state: s } = acts(s0, { type: 'intimidate', cards: ['2C', '3C', '4C'], target: 1 });
    expect(s.phase).toBe('shed');
    const ctx = promptContext(s);
    const buttons = promptButtons(s, ctx);
    expect(buttons.map((b) => [b.name, b.label, b.enabled])).toEqual([['roi.btn.shed', 'Discard 5♣ 6♦', undefined]]);
    // what the intimidation cost Red, that the whole hand goes, and why that is allowed (round 34 item 7)
    expect(promptHint(s, ctx)).toBe('Red threw away 2♣ 3♣ 4♣ to intimidate you: you must discard 2 cards and hold only those, so your whole hand goes. (The rules allow it: anyone may discard 3 cards so that a foe anywhere on the ring discards 2.) Press the button.');
    buttons[0]?.fn();
    expect(ctx.played).toEqual([{ type: 'shed', cards: ['5C', '6D'] }]);
  });

  it('R-INTIMIDATE an intimidated seat with a full hand is told which three cards were thrown, what it must give up and why it is legal; the log says it too (round 34 item 7)', () => {
    const s0 = begin(start(2, { hands: [['2C', '3C', '4C', '9S'], ['5C', '6D', '7S', '8S', '9H']] }));
    const { state: s, events } = acts(s0, { type: 'intimidate', cards: ['2C', '3C', '4C'], target: 1 });
    const ctx = promptContext(s);
    expect(promptHint(s, ctx)).toBe('Red threw away 2♣ 3♣ 4♣ to intimidate you: drop two of your cards on the tray and discard them. (The rules allow it: anyone may discard 3 cards so that a foe anywhere on the ring discards 2.)');
    expect(promptHint(s, ctx, true)).toContain('tap two of your cards');
    const said = events.map((e) => logLine(e, {}, seatLabel)).filter(Boolean);
    expect(said).toContain('Red discards 2♣ 3♣ 4♣ to intimidate Blue, who must discard 2 cards (any foe, anywhere on the ring).');
  });

  it('R-FURY every change of a fury gauge is said in the log, up and down (issue 30 item 18)', () => {
    const describe = (e: object) => logLine(e as GameEvent, {}, seatLabel);
    expect(describe({ type: 'fury', seat: 0, fury: 3, amount: 2 })).toBe('Red: fury +2 (3/8).');
    expect(describe({ type: 'fury', seat: 1, fury: 0, amount: -1 })).toBe('Blue: fury −1 (0/8).');
    expect(describe({ type: 'fury', seat: 0, fury: 8, amount: 1 })).toBe('Red: fury 8/8, the fury blow is ready.');
    expect(describe({ type: 'fury', seat: 0, fury: 0, amount: -8 })).toBe('Red: fury −8 (0/8).');
  });
});
