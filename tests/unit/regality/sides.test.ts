// The seven tiles of each side (the same powers in red and blue), tested for both sides: the side
// that owns the tile places second, its opponent places the citizen. Cells are given in seat 0's
// frame and turned 180 degrees for seat 1 (m), so direction names stay the same.

import { describe, expect, it } from 'vitest';
import { rules, REGALITY_TILES, RELIGION_TILES, TILES } from '../../../src/games/regality/rules';
import { NEUTRALS5, play, place, skip, std, target } from './helpers';

const SIDES = [
  { seat: 0, mine: REGALITY_TILES, theirs: RELIGION_TILES },
  { seat: 1, mine: RELIGION_TILES, theirs: REGALITY_TILES },
] as const;

describe.each(SIDES)('side of seat $seat', ({ seat, mine, theirs }) => {
  const m = (c: number): number => (seat === 0 ? c : 8 - c);
  const opts = std(NEUTRALS5, 1 - seat);
  const [king, queen, princess, minister, general, wizard, castle] = mine;
  const other = (i: number): string => theirs[i] as string;

  it('R-TILE-KING / R-TILE-HIEROPHANT R-DESTROY: destroys one of the eight adjacent tiles; face down, it blocks its cell, takes no effect and goes when the destroyer\'s next turn begins', () => {
    let { state } = play(opts, [place('citizen', m(4)), place(castle, m(8)), place(other(3), m(1)), place(king, m(0))]);
    expect(rules.legalMoves(state)).toEqual([target(m(1)), target(m(4)), skip].sort((a, b) => ('target' in a && 'target' in b ? a.target - b.target : 'target' in a ? -1 : 1)));
    const r = play(opts, [target(m(1))], state);
    state = r.state;
    expect(state.board[m(1)]).toMatchObject({ faceDown: true, destroyer: seat });
    expect(r.events).toContainEqual({ type: 'destroy', cell: m(1), tile: other(3), by: seat });
    expect(rules.legalMoves(state).some((mv) => mv.type === 'place' && mv.cell === m(1))).toBe(false);
    state = play(opts, [place(other(0), m(3))], state).state;
    const moves = rules.legalMoves(state);
    expect(moves).toContainEqual(target(m(0)));
    expect(moves).not.toContainEqual(target(m(1)));
    const next = play(opts, [skip], state);
    expect(next.state.board[m(1)]).toBeNull();
    expect(next.state.discarded).toEqual([other(3)]);
    expect(next.events).toContainEqual({ type: 'remove', cell: m(1), tile: other(3) });
  });

  it('R-TILE-QUEEN / R-TILE-CARDINAL: flips every tile along the chosen direction, across empty cells, past shields', () => {
    const { state } = play(opts, [place('citizen', m(1)), place(castle, m(8)), place(other(4), m(3)), place(queen, m(7))]);
    expect(rules.legalMoves(state)).toEqual([{ type: 'effect', direction: 'ahead' }, { type: 'effect', direction: 'ahead-left' }, skip]);
    const after = play(opts, [{ type: 'effect', direction: 'ahead' }], state).state;
    expect(after.board[m(1)]?.owner).toBe(seat);
    expect(after.board[m(3)]?.owner).toBe(1 - seat);
  });

  it('R-TILE-PRINCESS / R-TILE-SAINT: flips the 4 orthogonal or the 4 diagonal neighbours, all of them', () => {
    const { state } = play(opts, [place('citizen', m(1)), place(castle, m(8)), place(other(4), m(6)), place(princess, m(4))]);
    expect(rules.legalMoves(state)).toEqual([{ type: 'effect', pattern: 'orthogonal' }, { type: 'effect', pattern: 'diagonal' }, skip]);
    const r = play(opts, [{ type: 'effect', pattern: 'diagonal' }], state);
    expect(r.state.board[m(6)]?.owner).toBe(seat);
    expect(r.state.board[m(1)]?.owner).toBe(1 - seat);
    expect(r.events).toContainEqual({ type: 'shield', cell: m(8), tile: castle });
  });

  it('R-TILE-MINISTER / R-TILE-BISHOP R-FLIP: flips one of the eight adjacent tiles to the other side', () => {
    const { state } = play(opts, [place('citizen', m(4)), place(minister, m(0))]);
    expect(rules.legalMoves(state)).toEqual([target(m(4)), skip]);
    const r = play(opts, [target(m(4))], state);
    expect(r.state.board[m(4)]?.owner).toBe(seat);
    expect(r.events).toContainEqual({ type: 'flip', cell: m(4), tile: 'citizen', owner: seat });
  });

  it('R-TILE-GENERAL / R-TILE-PALADIN: destroys one of the 4 orthogonal neighbours only', () => {
    const { state } = play(opts, [place('citizen', m(4)), place(castle, m(8)), place(other(3), m(0)), place(general, m(1))]);
    const cells = rules.legalMoves(state).flatMap((mv) => ('target' in mv ? [mv.target] : []));
    expect(cells.sort()).toEqual([m(0), m(4)].sort());
  });

  it('R-TILE-WIZARD / R-TILE-MONK: destroys one of the 4 diagonal neighbours only', () => {
    const { state } = play(opts, [place('citizen', m(0)), place(castle, m(8)), place(other(3), m(2)), place(wizard, m(4))]);
    const cells = rules.legalMoves(state).flatMap((mv) => ('target' in mv ? [mv.target] : []));
    expect(cells.sort()).toEqual([m(0), m(2)].sort());
  });

  it('R-TILE-CASTLE / R-TILE-TEMPLE R-SHIELD: bears the shield, so no effect may choose it', () => {
    expect(TILES[castle]).toMatchObject({ active: false, effect: 'shield' });
    const { state } = play(opts, [place('citizen', m(4)), place(castle, m(1)), place(other(3), m(0))]);
    expect(rules.legalMoves(state)).toEqual([target(m(4)), skip]);
  });

  it('R-SIDES: both sides have the same powers', () => {
    mine.forEach((tile, i) => expect({ ...TILES[tile], id: '', side: '' }).toEqual({ ...TILES[theirs[i] as string], id: '', side: '' }));
  });
});
