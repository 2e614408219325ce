// The seventeen neutral tiles, each on a stacked position (stack.neutral puts them in the
// neutral zone). Seat 0 places first (the citizen); cells: 0 1 2 / 3 4 5 / 6 7 8, row 0 at the top.

import { describe, expect, it } from 'vitest';
import { ERR } from '../../../src/core/contract';
import { rules } from '../../../src/games/regality/rules';
import { play, place, refused, skip, std, target } from './helpers';

const ALL = ['samurai', 'ninja', 'fortuneteller', 'fairy', 'bard'];
const MORE = ['assassin', 'performer', 'hermit', 'shaman', 'pirate'];
const REST = ['sorceress', 'dragon', 'sage', 'tower', 'witch'];

describe('neutral tiles', () => {
  it('R-TILE-SAMURAI R-BANISH: banishes one orthogonal neighbour off the board at once, into the discard', () => {
    const { state } = play(std(ALL), [place('citizen', 4), place('samurai', 1)]);
    expect(rules.legalMoves(state)).toEqual([target(4), skip]);
    const r = play(std(ALL), [target(4)], state);
    expect(r.state.board[4]).toBeNull();
    expect(r.state.discarded).toEqual(['citizen']);
    expect(r.events).toContainEqual({ type: 'banish', cell: 4, tile: 'citizen' });
  });

  it('R-TILE-NINJA: banishes one diagonal neighbour', () => {
    const { state } = play(std(ALL), [place('citizen', 4), place('ninja', 0)]);
    expect(rules.legalMoves(state)).toEqual([target(4), skip]);
    expect(play(std(ALL), [place('citizen', 3), place('ninja', 0)]).state.phase).toBe('place');
  });

  it('R-TILE-FORTUNETELLER: flips the three tiles ahead of the way it points', () => {
    const { state } = play(std(ALL), [place('citizen', 4), place('fortuneteller', 1)]);
    expect(rules.legalMoves(state)).toEqual([{ type: 'effect' }, skip]);
    expect(play(std(ALL), [{ type: 'effect' }], state).state.board[4]?.owner).toBe(1);
    // seat 1's tile on row 2 points off the board: nothing ahead, no effect to choose
    const s2 = play(std(ALL), [place('citizen', 4), place('fortuneteller', 7)]).state;
    expect(s2.phase).toBe('place');
    expect(s2.current).toBe(0);
  });

  it('R-TILE-FAIRY: carries any unshielded face-up tile (itself too) to any empty cell', () => {
    const { state } = play(std(ALL), [place('citizen', 4), place('fairy', 0)]);
    const moves = rules.legalMoves(state);
    expect(moves).toHaveLength(2 * 7 + 1);
    const r = play(std(ALL), [{ type: 'effect', from: 4, to: 8 }], state);
    expect(r.state.board[8]?.tile).toBe('citizen');
    expect(r.state.board[4]).toBeNull();
    expect(r.events).toContainEqual({ type: 'move', from: 4, to: 8, tile: 'citizen' });
  });

  it('R-TILE-BARD R-RETRIGGER: uses an orthogonal neighbour\'s effect again, which then cannot be declined', () => {
    let { state } = play(std(ALL), [place('citizen', 4), place('bishop', 3), place('bard', 0)]);
    expect(rules.legalMoves(state)).toEqual([target(3), skip]);
    const r = play(std(ALL), [target(3)], state);
    state = r.state;
    expect(r.events).toContainEqual({ type: 'retrigger', cell: 3, tile: 'bishop', by: 0, byTile: 'bard' });
    expect(state.pending).toEqual({ cell: 3, retrigger: true });
    expect(rules.legalMoves(state)).toEqual([target(0), target(4)]);
    refused(state, skip, ERR.NOT_LEGAL);
    expect(play(std(ALL), [target(4)], state).state.board[4]?.owner).toBe(1);
  });

  it('R-TILE-PERFORMER: uses a diagonal neighbour\'s effect again', () => {
    const { state } = play(std(MORE), [place('citizen', 1), place('bishop', 3), place('performer', 7)]);
    expect(rules.legalMoves(state)).toEqual([target(3), skip]);
  });

  it('R-TILE-ASSASSIN: banishes a tile of the opponent\'s zone, named by its slot', () => {
    const { state } = play(std(MORE), [place('citizen', 4), place('assassin', 0)]);
    expect(rules.legalMoves(state)).toHaveLength(7 + 1);
    const r = play(std(MORE), [{ type: 'effect', slot: 0 }], state);
    expect(r.state.zones[0]).not.toContain('king');
    expect(r.state.discarded).toEqual(['king']);
  });

  it('R-TILE-HERMIT: takes a discarded tile into its player\'s zone', () => {
    const { state } = play(std(['samurai', ...MORE.slice(1)]), [place('citizen', 4), place('samurai', 1), target(4), place('hermit', 0)]);
    expect(rules.legalMoves(state)).toEqual([{ type: 'effect', tile: 'citizen' }, skip]);
    const after = play(std([]), [{ type: 'effect', tile: 'citizen' }], state).state;
    expect(after.zones[0]).toContain('citizen');
    expect(after.discarded).toEqual([]);
  });

  it('R-TILE-SHAMAN R-CANCEL: the active effects of its orthogonal neighbours do nothing', () => {
    const r = play(std(MORE), [place('citizen', 4), place('shaman', 1), place('king', 0)]);
    expect(r.state.phase).toBe('place');
    expect(r.events).toContainEqual({ type: 'cancelled', cell: 0, tile: 'king' });
  });

  it('R-TILE-SORCERESS: the active effects of its diagonal neighbours do nothing', () => {
    expect(play(std(REST), [place('citizen', 1), place('sorceress', 0), place('king', 4)]).state.phase).toBe('place');
    expect(play(std(REST), [place('citizen', 1), place('sorceress', 0), place('king', 3)]).state.phase).toBe('effect');
  });

  it('R-TILE-PIRATE: destroys an adjacent tile bearing the shield, and only such a tile', () => {
    const { state } = play(std(MORE), [place('citizen', 4), place('temple', 0), place('pirate', 1)]);
    expect(rules.legalMoves(state)).toEqual([target(0), skip]);
    expect(play(std(MORE), [target(0)], state).state.board[0]).toMatchObject({ tile: 'temple', faceDown: true });
  });

  it('R-TILE-DRAGON: flips all eight neighbours; shields glint and stay', () => {
    const { state } = play(std(REST), [place('citizen', 4), place('temple', 1), place('castle', 3), place('dragon', 0)]);
    expect(rules.legalMoves(state)).toEqual([{ type: 'effect' }, skip]);
    const r = play(std(REST), [{ type: 'effect' }], state);
    expect(r.state.board[4]?.owner).toBe(1);
    expect(r.events.filter((e) => e.type === 'shield').map((e) => e.cell)).toEqual([1, 3]);
  });

  it('R-TILE-SAGE: the tiles on its two sides bear the shield', () => {
    const { state } = play(std(REST), [place('citizen', 4), place('sage', 3), place('minister', 0)]);
    expect(rules.legalMoves(state)).toEqual([target(3), skip]);
  });

  it('R-TILE-TOWER R-TOWER: goes on one of its owner\'s allies, which loses its effect; bears the shield', () => {
    let r = play(std(REST), [place('citizen', 4), place('bishop', 0), skip]);
    expect(rules.legalMoves(r.state).filter((m) => m.type === 'place' && m.tile === 'tower')).toEqual([place('tower', 4)]);
    refused(r.state, place('tower', 5), ERR.NOT_LEGAL);
    r = play(std(REST), [place('tower', 4)], r.state);
    expect(r.state.board[4]).toMatchObject({ tile: 'tower', owner: 0, under: 'citizen' });
    expect(r.events).toContainEqual({ type: 'tower-lowered', seat: 0, cell: 4, covered: 'citizen' });
    const s = play(std(REST), [place('hierophant', 1)], r.state).state;
    expect(rules.legalMoves(s)).toEqual([target(0), skip]);
  });

  it('R-TILE-CITIZEN R-CITIZEN: the first tile is the citizen, which has no effect', () => {
    const s0 = rules.setup(std(ALL), 1);
    expect(rules.legalMoves(s0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => place('citizen', c)));
    refused(s0, place('king', 0), ERR.NOT_LEGAL);
    const s = play(std(ALL), [place('citizen', 4)]).state;
    expect(s.phase).toBe('place');
    expect(s.current).toBe(1);
    expect(rules.setup(std(ALL, 1), 1).zones[1]).toContain('citizen');
  });

  it('R-TILE-WITCH: takes one of its player\'s allies from the board back into the zone (itself too: R-WITCH-SELF)', () => {
    const { state } = play(std(REST), [place('citizen', 4), place('bishop', 1), place('castle', 8), place('witch', 0)]);
    expect(rules.legalMoves(state)).toEqual([target(0), target(1), skip]);
    const after = play(std(REST), [target(1)], state).state;
    expect(after.board[1]).toBeNull();
    expect(after.zones[1]).toContain('bishop');
  });
});
