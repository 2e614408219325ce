// Issue 26, "rules as printed, second reading" (shared/rules/regality-vs-religion.fr.md): the end of
// the game when the board is full, face-down tiles included, and a face-down tile's passive effect.
// Each case is a stacked position that failed on the code before the fix; each also checks that the
// search's compact game (ai/fast.ts) plays it the same way.
// Cells: 0 1 2 / 3 4 5 / 6 7 8, row 0 at the top (seat 1's side). Seat 0 holds king, queen,
// princess, minister, general, wizard, castle; seat 1 hierophant, cardinal, saint, bishop, paladin,
// monk, temple.

import { describe, expect, it } from 'vitest';
import { rules, type RegalityMove, type RegalityOptions } from '../../../src/games/regality/rules';
import { apply, expectFastAgrees, play, place, skip, std, target, tilesAt } from './helpers';

const NEUTRALS = ['sage', 'shaman', 'sorceress', 'samurai', 'death'];

/**
 * Eight tiles, effects declined, then seat 1's paladin on 4 destroys seat 0's queen on 5: one cell
 * (8) is left, the queen face down (its destroyer, seat 1, would remove it at its next turn).
 */
const TO_LAST_CELL: RegalityMove[] = [
  place('citizen', 0), place('temple', 1), place('castle', 2), place('bishop', 3),
  place('queen', 5), place('saint', 6), place('princess', 7), place('paladin', 4), target(5),
];

describe('issue 26: the rulebook read a second time', () => {
  // "Le jeu prend fin une fois le plateau rempli, après que l'effet de la dernière placée ait été
  // appliqué." A face-down tile fills its cell ("vous ne pouvez pas placer de tuile dessus").
  it('R-END-FULL: the game ends when the last free cell is filled, a face-down tile on the board; it counts for nobody, so 4-4 is a draw', () => {
    const before = play(std(NEUTRALS), TO_LAST_CELL).state;
    expect(tilesAt(before)).toEqual(['citizen:0', 'temple:1', 'castle:0', 'bishop:1', 'paladin:1', 'queen:x', 'saint:1', 'princess:0', null]);
    expect(before.current).toBe(0);
    expectFastAgrees(before);
    // the minister fills cell 8: its effect first (flip one of 4 or 7; the face-down queen is no target)
    const placed = apply(before, place('minister', 8)).state;
    expect(placed.phase).toBe('effect');
    expect(rules.legalMoves(placed)).toEqual([target(4), target(7), skip]);
    expectFastAgrees(placed);
    const { state, events } = apply(placed, skip);
    expect(state.status).toBe('over');
    expect(state.board[5]).toMatchObject({ tile: 'queen', faceDown: true });
    expect(state.result).toEqual({ winners: [], scores: [4, 4], reason: 'draw' });
    expect(events).toContainEqual({ type: 'over', winners: [], scores: [4, 4], reason: 'draw' });
    expect(rules.outcome(state)?.winners).toEqual([]);
  });

  it('R-END-FULL: after the last tile\'s effect, the most allies wins (the minister turns the paladin: 5-3)', () => {
    const placed = apply(play(std(NEUTRALS), TO_LAST_CELL).state, place('minister', 8)).state;
    const { state } = apply(placed, target(4));
    expect(state.status).toBe('over');
    expect(state.result).toEqual({ winners: [0], scores: [5, 3], reason: 'majority' });
  });

  it('R-END-FULL: a face-down Death is nobody\'s ally at the end: it makes nobody lose', () => {
    // as above, seat 0's Death on 5 in place of the queen, destroyed by seat 1's paladin
    const moves = TO_LAST_CELL.map((m) => (m.type === 'place' && m.tile === 'queen' ? place('death', 5) : m));
    const before = play(std(NEUTRALS), moves).state;
    expect(before.board[5]).toMatchObject({ tile: 'death', faceDown: true });
    const { state } = apply(apply(before, place('minister', 8)).state, skip);
    expect(state.status).toBe('over');
    expect(state.result).toEqual({ winners: [], scores: [4, 4], reason: 'draw' });
  });

  it('R-MATCH-DRAW: a drawn game of a match scores for nobody; the seat that went second in it chooses who starts the next', () => {
    const options: RegalityOptions = { ...std(NEUTRALS), match: 'best-of-three' };
    const placed = apply(play(options, TO_LAST_CELL).state, place('minister', 8)).state;
    const { state, events } = apply(placed, skip);
    expect([state.status, state.phase, state.current]).toEqual(['playing', 'between', 1]);
    expect(state.match).toMatchObject({ game: 1, wins: [0, 0], points: [4, 4], winners: null });
    expect(events).toContainEqual({ type: 'match-next', game: 2, chooser: 1, wins: [0, 0], points: [4, 4] });
  });

  // "Aucune n'a d'effet une fois retirée du plateau": a destroyed tile, face down, is still on it.
  it('R-PASSIVE-FACEDOWN: a face-down Sage still shields the tiles on its sides until it leaves the board', () => {
    // seat 1's sage on 4 shields 3 and 5; seat 0's general on 7 destroys it
    const { state } = play(std(NEUTRALS), [place('citizen', 0), place('sage', 4), place('castle', 8), place('bishop', 3), place('general', 7), target(4)]);
    expect(state.board[4]).toMatchObject({ tile: 'sage', faceDown: true, destroyer: 0 });
    expect(state.current).toBe(1);
    // the hierophant on 6 destroys one of 8 neighbours: the bishop on 3 is still shielded
    const h = apply(state, place('hierophant', 6)).state;
    expect(h.phase).toBe('effect');
    expect(rules.legalMoves(h)).toEqual([target(7), skip]);
    expectFastAgrees(state);
    expectFastAgrees(h);
  });

  it('R-PASSIVE-FACEDOWN: a face-down Shaman still cancels its orthogonal neighbours\' active effects', () => {
    // seat 1's shaman on 4; seat 0's wizard on 0 (diagonal: not cancelled) destroys it
    const { state } = play(std(NEUTRALS), [place('citizen', 8), place('shaman', 4), place('wizard', 0), target(4)]);
    expect(state.board[4]).toMatchObject({ tile: 'shaman', faceDown: true });
    // the paladin on 1 (orthogonal to 4) would destroy the wizard on 0: cancelled
    const { state: after, events } = apply(state, place('paladin', 1));
    expect(events).toContainEqual({ type: 'cancelled', cell: 1, tile: 'paladin' });
    expect([after.phase, after.current]).toEqual(['place', 0]);
    expectFastAgrees(state);
  });

  it('R-PASSIVE-FACEDOWN: a face-down Sorceress still cancels its diagonal neighbours\' active effects', () => {
    // seat 1's sorceress on 4; seat 0's general on 1 (orthogonal: not cancelled) destroys it
    const { state } = play(std(NEUTRALS), [place('citizen', 8), place('sorceress', 4), place('general', 1), target(4)]);
    expect(state.board[4]).toMatchObject({ tile: 'sorceress', faceDown: true });
    // the bishop on 0 (diagonal to 4) would turn the general on 1: cancelled
    const { state: after, events } = apply(state, place('bishop', 0));
    expect(events).toContainEqual({ type: 'cancelled', cell: 0, tile: 'bishop' });
    expect([after.phase, after.current]).toEqual(['place', 0]);
    expectFastAgrees(state);
  });
});
