// Issue 26, "rules as printed, second reading" (shared/rules/castle-panic.fr.txt, Overlord
// notes): on stacked positions. Each of these tests failed on the code before the fix it names.
import { describe, expect, it } from 'vitest';
import { rules, type CastlePanicState } from '../../../src/games/castle-panic/rules';
import { act, endPlay, eventsOf, refusal, toPlay, where, withMonsters, type Placed } from './helpers';

/** An Overlord game with one defender (seat 0) and the Overlord (seat 1), in the defender's play phase. */
function overlordGame(pile: string[], placed: Placed[], hand: string[] = ['tar'], dice: number[] = []): CastlePanicState {
  return withMonsters(toPlay(rules.setup({ players: 1, mode: 'overlord', stack: { hands: [hand], pile, dice } }, 11)), placed);
}

describe('castle panic, the rulebook read a second time (issue 26)', () => {
  it('R-OVERLORD-OWED-PASS tokens brought by Draw 3 go into the hand: the Overlord may play them now, one by one, or pass and keep them', () => {
    // "L'overlord n'est pas obligé de jouer un pion"
    const s = endPlay(overlordGame(['draw-3', 'goblin', 'move-cw', 'orc', 'troll', 'orc', 'goblin'], [['troll', 2, 'archer']], ['tar'], [1, 2, 3])).state;
    const { state: drawn } = act(s, { type: 'overlord-roll', tokens: ['draw-3', 'move-cw'] });
    expect(drawn.overlordHand).toEqual(['goblin', 'orc', 'orc', 'troll']);
    expect([drawn.phase, drawn.overlordOwed, rules.actor(drawn)]).toEqual(['overlord-extra', 3, 1]);
    expect(rules.legalMoves(drawn)).toContainEqual({ type: 'pass' });
    // one played, then a pass: the rest stays in its hand, the next defender's turn begins
    const one = act(drawn, { type: 'overlord-roll', tokens: ['orc'] }).state;
    expect([one.phase, one.overlordOwed]).toEqual(['overlord-extra', 2]);
    const { state, events } = act(one, { type: 'pass' });
    expect(eventsOf(events, 'overlord-pass')).toEqual([{ type: 'overlord-pass', seat: 1 }]);
    expect([state.phase, state.current, state.overlordOwed, state.overlordHand]).toEqual(['discard', 0, 0, ['goblin', 'orc', 'troll']]);
    // they are its to play later like any other: at its next turn it holds 3 and draws none
    const next = endPlay(toPlay(state)).state;
    expect([next.phase, next.overlordHand]).toEqual(['overlord', ['goblin', 'orc', 'troll']]);
  });

  it('R-OVERLORD-OWED-PASS the goblin king\'s three tokens: the Overlord may pass at once and keep all of them', () => {
    const s = endPlay(overlordGame(['goblin-king', 'goblin', 'move-cw', 'orc', 'troll', 'orc'], [], ['tar'], [3, 5])).state;
    const { state: drawn } = act(s, { type: 'overlord-roll', tokens: ['goblin-king', 'goblin'] });
    expect([drawn.phase, drawn.overlordOwed]).toEqual(['overlord-extra', 3]);
    const { state } = act(drawn, { type: 'pass' });
    expect(where(state)).toEqual(['0:goblin-king@forest3/2', '1:goblin@forest5/1']);
    expect([state.phase, state.current, state.overlordHand]).toEqual(['discard', 0, ['orc', 'orc', 'troll', 'move-cw']]);
  });

  it('R-OVERLORD-MISSING-DRAW a Draw 3 the Overlord plays in a Missing turn draws nothing', () => {
    // "La carte missing empêche l'Overlord de piocher des pions pour le tour"
    const s = overlordGame(['orc', 'goblin', 'move-cw', 'troll'], [['goblin', 2, 'forest']], ['missing'], [4, 1]);
    const played = act({ ...s, overlordHand: ['draw-3', 'orc'] }, { type: 'play', card: 'missing' }).state;
    const turn = endPlay(played).state;
    expect([turn.phase, turn.overlordHand]).toEqual(['overlord', ['draw-3', 'orc']]);
    const { state, events } = act(turn, { type: 'overlord-roll', tokens: ['draw-3', 'orc'] });
    expect(eventsOf(events, 'overlord-draw')).toEqual([]);
    expect(state.pile).toEqual(turn.pile); // the pile untouched
    expect(where(state)).toEqual(['0:goblin@forest2/1', '1:orc@forest4/2']);
    // nothing drawn, nothing more to play: the next defender's turn
    expect([state.phase, state.current, state.overlordOwed, state.overlordHand]).toEqual(['discard', 0, 0, []]);
  });

  it('R-OVERLORD-MISSING-DRAW the goblin king rolled in a Missing turn draws nothing either', () => {
    const s = overlordGame(['orc', 'goblin', 'move-cw', 'troll'], [], ['missing'], [6]);
    const played = act({ ...s, overlordHand: ['goblin-king'] }, { type: 'play', card: 'missing' }).state;
    const turn = endPlay(played).state;
    const { state } = act(turn, { type: 'overlord-roll', tokens: ['goblin-king'] });
    expect(where(state)).toEqual(['0:goblin-king@forest6/2']);
    expect(state.pile).toEqual(turn.pile);
    expect([state.phase, state.current, state.overlordHand]).toEqual(['discard', 0, []]);
    expect(refusal(turn, { type: 'overlord-roll', tokens: ['goblin-king', 'orc'] }).code).toBe('ERR_NOT_LEGAL');
  });
});
