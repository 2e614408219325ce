// Turn flow, the end of the game, variants, views and refusals.

import { describe, expect, it } from 'vitest';
import { ERR, HIDDEN, SPECTATOR } from '../../../src/core/contract';
import { StackError } from '../../../src/core/stack';
import { rules, type RegalityMove } from '../../../src/games/regality/rules';
import { apply, play, place, refused, skip, std, target } from './helpers';

const N = ['sage', 'death', 'dragon', 'bard', 'fairy'];

describe('turn flow and the end', () => {
  it('R-WIN R-LAST-CELL: a full board ends the game, most allies wins; the last cell cannot destroy', () => {
    const r = play(std(N, 1), [
      place('citizen', 0), place('castle', 1), place('sage', 2), place('king', 3), place('temple', 4),
      place('queen', 5), place('cardinal', 6), place('general', 7), place('hierophant', 8),
    ]);
    expect(r.state.status).toBe('over');
    expect(r.events).toContainEqual({ type: 'over', winners: [1], scores: [4, 5], reason: 'majority' });
    expect(rules.outcome(r.state)).toEqual({ winners: [1], scores: [4, 5], label: 'majority' });
    expect(rules.legalMoves(r.state)).toEqual([]);
    expect(rules.actor(r.state)).toBeNull();
    refused(r.state, skip, ERR.GAME_OVER);
  });

  it('R-TILE-DEATH: whoever has Death as an ally at the end loses, whatever the count', () => {
    const r = play(std(N, 1), [
      place('citizen', 0), place('castle', 1), place('death', 2), place('king', 3), place('temple', 4),
      place('queen', 5), place('hierophant', 6), place('general', 7), place('paladin', 8),
    ]);
    expect(rules.outcome(r.state)).toEqual({ winners: [0], scores: [4, 0], label: 'death' });
  });

  // Issue 26 turned this case round: it played on before (the end waited for nine face-up tiles).
  it('R-END-FULL: a full board with a face-down tile ends the game; the tile stays and counts for nobody', () => {
    let { state } = play(std(N), [
      place('citizen', 0), place('temple', 1), place('castle', 2), place('saint', 3), place('queen', 4),
      place('bishop', 5), place('minister', 6), place('hierophant', 7), target(4), place('princess', 8),
    ]);
    if (state.phase === 'effect') state = apply(state, skip).state;
    expect(state.status).toBe('over');
    expect(state.board[4]).toMatchObject({ tile: 'queen', faceDown: true });
    expect(state.result).toEqual({ winners: [], scores: [4, 4], reason: 'draw' });
  });

  it('R-ACTIVE: an active effect may be declined with skip; the turn passes', () => {
    const { state } = play(std(N), [place('citizen', 4), place('hierophant', 0)]);
    const r = apply(state, skip);
    expect(r.events).toContainEqual({ type: 'effect-skipped', seat: 1, cell: 0, tile: 'hierophant' });
    expect(r.state.current).toBe(0);
    expect(r.state.board[4]?.faceDown).toBe(false);
  });

  it('R-NO-TILE: a player who must place and has nothing to place loses (a game reached in play)', () => {
    // a random game found again after issue 26 (the old one, seed 349777, now ends on a full board first)
    const moves = [{"type":"place","tile":"citizen","cell":0},{"type":"place","tile":"monk","cell":2},{"type":"place","tile":"minister","cell":6},{"type":"place","tile":"paladin","cell":7},{"type":"effect","target":6},{"type":"place","tile":"assassin","cell":4},{"type":"effect","slot":1},{"type":"place","tile":"saint","cell":5},{"type":"effect","pattern":"orthogonal"},{"type":"place","tile":"performer","cell":8},{"type":"effect","target":4},{"type":"effect","slot":1},{"type":"place","tile":"hierophant","cell":1},{"type":"effect","target":5},{"type":"place","tile":"general","cell":6},{"type":"effect","target":7},{"type":"place","tile":"temple","cell":5},{"type":"place","tile":"tower","cell":2},{"type":"place","tile":"sage","cell":3},{"type":"place","tile":"witch","cell":7},{"type":"effect","target":0}] as RegalityMove[];
    let state = rules.setup({ variant: 'standard' }, 15582);
    for (const m of moves) state = apply(state, m).state;
    const out = rules.outcome(state);
    expect(out?.label).toBe('no-tile');
    expect(out?.scores?.[1 - (out.winners[0] as number)]).toBe(0);
  });

  it('R-MOVES: refusals carry stable codes and never change the state', () => {
    const s = play(std(N), [place('citizen', 4), place('hierophant', 0)]).state;
    const before = JSON.stringify(s);
    refused(s, place('king', 1), ERR.WRONG_PHASE);
    refused(s, target(7), ERR.NOT_LEGAL);
    refused(s, { type: 'effect', target: 4, extra: 1 }, ERR.BAD_MOVE);
    refused(s, { type: 'fly' }, ERR.BAD_MOVE);
    refused(s, null, ERR.BAD_MOVE);
    refused(s, { type: 'draft', tile: 'sage' }, ERR.WRONG_PHASE);
    const p = apply(s, skip).state;
    refused(p, place('king', 4), ERR.NOT_LEGAL);
    refused(p, place('hierophant', 1), ERR.NOT_LEGAL);
    refused(p, skip, ERR.WRONG_PHASE);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('variants and views', () => {
  it('R-VARIANT standard and old style: five open neutrals, or none', () => {
    expect(rules.setup(std(N), 3).neutral).toEqual(N);
    const old = rules.setup({ variant: 'old-style' }, 3);
    expect(old.neutral).toEqual([]);
    expect(old.zones.map((z) => z.length)).toEqual([8, 7]);
  });

  it('R-VARIANT random: two neutrals dealt into each zone; R-SECRET: secret ones are ? to the other seat and to a spectator', () => {
    const open = rules.setup({ variant: 'random', stack: { neutral: ['sage', 'death', 'dragon', 'bard'] } }, 3);
    expect(open.zones[0]?.slice(-2)).toEqual(['sage', 'death']);
    expect(open.zones[1]?.slice(-2)).toEqual(['dragon', 'bard']);
    expect(rules.view(open, 1).zones[0]).toEqual(open.zones[0]);
    const secret = rules.setup({ variant: 'secret-random', stack: { neutral: ['sage', 'death', 'dragon', 'bard'] } }, 3);
    const v = rules.view(secret, 1);
    expect(v.zones[0]?.slice(-2)).toEqual([HIDDEN, HIDDEN]);
    expect(v.zones[1]?.slice(-2)).toEqual(['dragon', 'bard']);
    expect(v.rng).toBe(-1);
    expect(v.pile.every((t) => t === HIDDEN)).toBe(true);
    // Someone watching the room (issue 28 item 6) sees neither seat's secret neutrals; the open ones alike.
    const w = rules.view(secret, SPECTATOR);
    expect(w.zones[0]?.slice(-2)).toEqual([HIDDEN, HIDDEN]);
    expect(w.zones[1]?.slice(-2)).toEqual([HIDDEN, HIDDEN]);
    expect(w.zones[0]?.slice(0, -2)).toEqual(secret.zones[0]?.slice(0, -2));
    expect(w.secret.flat().every((t) => t === HIDDEN)).toBe(true);
    expect(rules.view(open, SPECTATOR).zones).toEqual(open.zones);
  });

  it('R-DRAFT draft: first, second, first pick from five open tiles; the last two go to the second player', () => {
    let s = rules.setup({ variant: 'draft', first: 1, stack: { neutral: N } }, 3);
    expect(s.phase).toBe('draft');
    expect(rules.actor(s)).toBe(1);
    expect(rules.legalMoves(s)).toEqual(N.map((tile) => ({ type: 'draft', tile })));
    for (const tile of ['death', 'sage', 'fairy']) s = apply(s, { type: 'draft', tile }).state;
    expect(s.zones[1]?.slice(-2)).toEqual(['death', 'fairy']);
    expect(s.zones[0]?.slice(-3)).toEqual(['sage', 'dragon', 'bard']);
    expect(s.phase).toBe('place');
    expect(s.current).toBe(1);
  });

  it('R-DRAFT secret draft: four drawn, one kept, one taken by the other, two discarded (R-DRAFT-DISCARD); then the other way', () => {
    let s = rules.setup({ variant: 'secret-draft', stack: { neutral: ['sage', 'death', 'dragon', 'bard', 'fairy', 'witch', 'ninja', 'pirate'] } }, 3);
    expect(s.draftPool).toEqual(['sage', 'death', 'dragon', 'bard']);
    expect(rules.view(s, 1).draftPool).toEqual([HIDDEN, HIDDEN, HIDDEN, HIDDEN]);
    const picks: [number, string][] = [[0, 'sage'], [1, 'bard'], [1, 'witch'], [0, 'ninja']];
    for (const [seat, tile] of picks) {
      expect(rules.actor(s)).toBe(seat);
      s = apply(s, { type: 'draft', tile }).state;
    }
    expect(s.zones[0]?.slice(-2)).toEqual(['sage', 'ninja']);
    expect(s.zones[1]?.slice(-2)).toEqual(['bard', 'witch']);
    expect(s.discarded).toEqual(['death', 'dragon', 'fairy', 'pirate']);
    expect(rules.view(s, 0).zones[1]?.slice(-2)).toEqual([HIDDEN, HIDDEN]);
    expect(s.phase).toBe('place');
  });

  it('R-STACK: a stack that is not drawn from the real neutrals is refused', () => {
    expect(() => rules.setup({ stack: { neutral: ['citizen'] } }, 1)).toThrow(StackError);
    expect(() => rules.setup({ stack: { neutral: ['sage', 'sage'] } }, 1)).toThrow(StackError);
    expect(() => rules.setup({ stack: { neutral: ['king'] } }, 1)).toThrow(StackError);
  });
});
