// Issue 30 item 22: the log names the kingdom's cells the way the board shows them ("the top-left
// cell"), not by numbers the board never shows; seen from the seat drawn below the kingdom.
// (entry.ts's describe passes cellName(ev.cell) as the line's {cell}; entry.ts loads Phaser.)
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '../../../src/services/i18n';
import { cellName, setBoardBottom } from '../../../src/games/regality/scene/cell-names';

describe('Regality log: cells by where they are drawn', () => {
  afterEach(() => setBoardBottom(0));

  it('names a cell by its place on the board, from the seat below', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(cellName)).toEqual(['top-left', 'top-middle', 'top-right', 'middle-left', 'centre', 'middle-right', 'bottom-left', 'bottom-middle', 'bottom-right']);
    expect(t('regality.log.place', { name: 'Religion', tile: 'Bishop', cell: cellName(4) })).toBe('Religion places the Bishop on the centre cell.');
    expect(t('regality.log.place', { name: 'Regality', tile: 'Citizen', cell: cellName(0) })).toBe('Regality places the Citizen on the top-left cell.');
    // Religion below: the board is drawn turned half round, so cell 0 is at the bottom right.
    setBoardBottom(1);
    expect(cellName(0)).toBe('bottom-right');
    expect(t('regality.log.move', { tile: 'King', from: cellName(1), to: cellName(5) })).toBe('The Fairy carries the King from the bottom-middle cell to the middle-left cell.');
  });
});
