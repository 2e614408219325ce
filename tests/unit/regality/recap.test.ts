// The recap of the others' turn (scene/regality-recap.ts, newcomers s36 item 1): the other seats'
// lines, newest last, the earlier ones counted; the cells their turn left a tile on.
import { describe, expect, it } from 'vitest';
import type { LastTurnMove } from '../../../src/services/catalog';
import { recapOf, touchedCells } from '../../../src/games/regality/scene/recap-text';
import { rules } from '../../../src/games/regality/rules';

const move = (seat: number, mine: boolean, lines: string[], events: LastTurnMove['events'] = []): LastTurnMove => ({ seat, name: seat === 0 ? 'Regality' : 'Religion', mine, bot: !mine, lines, events });

describe('regality recap', () => {
  it("tells only the others' lines, the newest last, the earlier ones counted", () => {
    const moves = [move(0, true, ['mine']), move(1, false, ['a', 'b', 'c']), move(1, false, ['d', 'e'])];
    expect(recapOf(moves)).toEqual({ seat: 1, name: 'Religion', lines: ['b', 'c', 'd', 'e'], more: 1 });
    expect(recapOf([move(0, true, ['mine'])])).toBeNull();
    expect(recapOf(null)).toBeNull();
  });
  it('rings the cells the others left a tile on, not the ones now empty nor the person\'s', () => {
    const s = { ...rules.setup({ variant: 'standard', first: 0 }, 1) };
    const board = s.board.slice();
    board[2] = { tile: 'bishop', owner: 1 } as never;
    board[4] = { tile: 'king', owner: 1 } as never;
    const moves = [move(0, true, ['x'], [{ type: 'place', cell: 6 }]), move(1, false, ['y'], [{ type: 'place', cell: 2 }, { type: 'flip', cell: 4 }, { type: 'banish', cell: 5 }])];
    expect(touchedCells(moves, { ...s, board })).toEqual([2, 4]);
  });
});
